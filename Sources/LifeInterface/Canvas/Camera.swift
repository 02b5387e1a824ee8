import LifeScene
import LifeEngine

/// Maps between screen pixels and cells: a centre in continuous cell units and a zoom in pixels per cell.
///
/// Cell (x, y) covers the continuous square [x, x+1) x [y, y+1); the viewport's centre shows
/// `center`. At start the centre is (0.5, 0.5), so cell (0, 0) sits in the middle of the grid.
public struct Camera: Equatable, Sendable {
    /// The continuous cell position at the middle of the viewport.
    public var center: Point
    /// Screen pixels per cell.
    public private(set) var zoom: Double
    /// The grid area on screen.
    public var viewport: Rect
    /// Zoom values the user's own zooming (wheel, keys, buttons) stays within; Fit and auto-zoom
    /// may go further out, down to `absoluteZoomRange`, to keep all life in view at any size.
    public var zoomRange: ClosedRange<Double>

    /// The widest zoom at all: a pattern spanning the whole plane (2^63 cells) still fits a window.
    public static let absoluteZoomRange: ClosedRange<Double> = 1e-18...40

    /// Default manual zoom limits, pixels per cell.
    public static let defaultZoomRange: ClosedRange<Double> = 0.5...40
    /// Zoom limits with unlimited zoom out: down to a million cells a pixel.
    public static let unlimitedZoomRange: ClosedRange<Double> = (1.0 / 1_048_576)...40

    /// Creates a camera centred on cell (0, 0).
    public init(viewport: Rect, zoom: Double = 20, zoomRange: ClosedRange<Double> = Camera.defaultZoomRange) {
        self.viewport = viewport
        self.zoomRange = zoomRange
        self.zoom = min(max(zoom, zoomRange.lowerBound), zoomRange.upperBound)
        self.center = Point(0.5, 0.5)
    }

    /// The continuous cell position under a screen point.
    public func worldPoint(at screen: Point) -> Point {
        Point(center.x + (screen.x - viewport.midX) / zoom, center.y + (screen.y - viewport.midY) / zoom)
    }

    /// The screen point showing a continuous cell position.
    public func screenPoint(at world: Point) -> Point {
        Point(viewport.midX + (world.x - center.x) * zoom, viewport.midY + (world.y - center.y) * zoom)
    }

    /// The cell under a screen point.
    public func cell(at screen: Point) -> Cell {
        let w = worldPoint(at: screen)
        return Cell(Self.clampedInt64(w.x.rounded(.down)), Self.clampedInt64(w.y.rounded(.down)))
    }

    /// Whether the cell under a screen point lies within `PlaneLimits` (`cell(at:)` clamps, this tells).
    public func isOnPlane(_ screen: Point) -> Bool {
        let w = worldPoint(at: screen), bound = Double(PlaneLimits.coordinateBound - 1)
        return w.x.rounded(.down) >= -bound && w.x.rounded(.down) <= bound && w.y.rounded(.down) >= -bound && w.y.rounded(.down) <= bound
    }

    /// The screen rectangle a cell covers.
    public func screenRect(of cell: Cell) -> Rect {
        let p = screenPoint(at: Point(Double(cell.x), Double(cell.y)))
        return Rect(x: p.x, y: p.y, width: zoom, height: zoom)
    }

    /// Moves the view so content follows the pointer by `delta` pixels.
    public mutating func pan(by delta: Point) {
        center.x -= delta.x / zoom
        center.y -= delta.y / zoom
    }

    /// Multiplies the zoom by `factor` (clamped), keeping the continuous position under `anchor` still.
    public mutating func zoom(by factor: Double, anchor: Point) {
        setZoom(min(max(zoom * factor, zoomRange.lowerBound), zoomRange.upperBound), anchor: anchor)
    }

    /// Sets the zoom (within `absoluteZoomRange`, up to the user's largest), keeping the continuous position under `anchor` still.
    public mutating func setZoom(_ newZoom: Double, anchor: Point) {
        let before = worldPoint(at: anchor)
        zoom = min(max(newZoom, Self.absoluteZoomRange.lowerBound), zoomRange.upperBound)
        center.x = before.x - (anchor.x - viewport.midX) / zoom
        center.y = before.y - (anchor.y - viewport.midY) / zoom
    }

    /// Every cell at least partly visible.
    public var visibleCells: CellRect {
        let topLeft = worldPoint(at: Point(viewport.x, viewport.y))
        let bottomRight = worldPoint(at: Point(viewport.maxX, viewport.maxY))
        let x0 = Self.clampedInt64(topLeft.x.rounded(.down)), y0 = Self.clampedInt64(topLeft.y.rounded(.down))
        let x1 = Self.clampedInt64(bottomRight.x.rounded(.up)), y1 = Self.clampedInt64(bottomRight.y.rounded(.up))
        return CellRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
    }

    /// A coordinate clamped into the plane Life supports (`PlaneLimits`), so differences of two never overflow.
    public static func clampedInt64(_ value: Double) -> Int64 {
        let limit = PlaneLimits.coordinateBound - 1
        guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? limit : -limit) }
        if value >= Double(limit) { return limit }
        if value <= -Double(limit) { return -limit }
        return Int64(value)
    }
}
