import LifeScene
import LifeEngine

/// The auto-zoom policy: keep all life inside the inner area of the view, which leaves a buffer of
/// 20% of the visible rows and columns on every side; zoom out (and re-centre) as soon as a live
/// cell enters the buffer, zoom in only once life fits in well under half the inner area, and land
/// with headroom so oscillators and growth do not make the camera pump.
public enum AutoZoom {
    /// Fraction of the view on each side that is buffer (10 cells across: 2 + 6 + 2).
    public static let buffer = 0.2
    /// A new target leaves life filling 1 / headroom of the inner area in its tighter dimension.
    public static let headroom = 1.25
    /// Zoom in only when the fitted zoom is at least this many times the current one.
    public static let zoomInRatio = 2.0

    /// Share of the grid's tighter dimension a torus board fills: the board is the world, so it
    /// takes most of the canvas rather than the inner area.
    public static let boardFill = 0.9

    /// The zoom at which a torus board fills `boardFill` of the viewport, leaving at least
    /// `Stroke.joinMarkRoom` pixels on every side for the marks saying how its edges join.
    public static func boardZoom(_ board: CellRect, viewport: Rect) -> Double {
        let room = 2 * Stroke.joinMarkRoom
        return min(boardFill * min(viewport.width / Double(board.width), viewport.height / Double(board.height)),
                   max(viewport.width - room, 1) / Double(board.width), max(viewport.height - room, 1) / Double(board.height))
    }

    /// Whether the cells of `bounds` lie inside the inner area of `room` (by default the camera's viewport).
    public static func innerAreaContains(_ cells: CellRect, camera: Camera, room: Rect? = nil) -> Bool {
        let v = room ?? camera.viewport, bounds = camera.viewBounds(of: cells)
        let topLeft = camera.viewPoint(at: Point(v.x + v.width * buffer, v.y + v.height * buffer))
        let bottomRight = camera.viewPoint(at: Point(v.maxX - v.width * buffer, v.maxY - v.height * buffer))
        let epsilon = 1e-9
        return Double(bounds.x) >= topLeft.x - epsilon && Double(bounds.maxX) <= bottomRight.x + epsilon
            && Double(bounds.y) >= topLeft.y - epsilon && Double(bounds.maxY) <= bottomRight.y + epsilon
    }

    /// Whether all of `cells` lies in `camera`'s view.
    public static func inView(_ cells: CellRect, camera: Camera) -> Bool {
        let v = camera.viewport, bounds = camera.viewBounds(of: cells)
        let topLeft = camera.viewPoint(at: Point(v.x, v.y)), bottomRight = camera.viewPoint(at: Point(v.maxX, v.maxY))
        return Double(bounds.x) >= topLeft.x && Double(bounds.maxX) <= bottomRight.x && Double(bounds.y) >= topLeft.y && Double(bounds.maxY) <= bottomRight.y
    }

    /// Whether any part of `cells` lies in `camera`'s view.
    public static func inSight(_ cells: CellRect, camera: Camera) -> Bool {
        let v = camera.viewport, bounds = camera.viewBounds(of: cells)
        let topLeft = camera.viewPoint(at: Point(v.x, v.y)), bottomRight = camera.viewPoint(at: Point(v.maxX, v.maxY))
        return Double(bounds.maxX) > topLeft.x && Double(bounds.x) < bottomRight.x && Double(bounds.maxY) > topLeft.y && Double(bounds.y) < bottomRight.y
    }

    /// The camera centre that puts the centre of `bounds` at the centre of `area` at `zoom` (the
    /// camera centres its viewport).
    public static func centre(of bounds: CellRect, in area: Rect, camera: Camera, zoom: Double) -> Point {
        let v = camera.viewport
        return Point(Double(bounds.x) + Double(bounds.width) / 2 + (v.midX - area.midX) / zoom,
                     Double(bounds.y) + Double(bounds.height) / 2 + (v.midY - area.midY) / zoom)
    }

    /// The zoom at which `bounds` exactly fills the inner area (before clamping).
    public static func fittingZoom(_ bounds: CellRect, viewport: Rect) -> Double {
        let innerW = viewport.width * (1 - 2 * buffer), innerH = viewport.height * (1 - 2 * buffer)
        return min(innerW / Double(bounds.width), innerH / Double(bounds.height))
    }

    /// Where the camera should head for life with `bounds`, or nil to stay where it is; life is kept
    /// in `room` (by default the whole viewport; less where a panel covers part of it).
    public static func target(for cells: CellRect, camera: Camera, room: Rect? = nil) -> (center: Point, zoom: Double)? {
        let bounds = camera.viewBounds(of: cells), area = room ?? camera.viewport
        let fit = fittingZoom(bounds, viewport: area)
        // No closer than Fit goes: a blinker framed at Fit's 20 px a cell jumped to 40 on its first step.
        let closest = min(camera.zoomRange.upperBound, Framing.largestZoom)
        let zoom = min(max(fit / headroom, Camera.absoluteZoomRange.lowerBound), closest)
        let center = centre(of: bounds, in: area, camera: camera, zoom: zoom)
        if !innerAreaContains(cells, camera: camera, room: area) {
            return (center, zoom)
        }
        if fit / headroom >= camera.zoom * zoomInRatio && camera.zoom < closest {
            return (center, zoom)
        }
        return nil
    }
}
