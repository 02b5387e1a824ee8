import LifeScene
import LifeEngine

/// Maps between screen pixels and cells: a centre in continuous cell units and a zoom in pixels per cell.
///
/// Cell (x, y) covers the continuous square [x, x+1) x [y, y+1); the viewport's centre shows
/// `center`. At start the centre is (0.5, 0.5), so cell (0, 0) sits in the middle of the grid.
/// With a `shear`, each row of cells is moved `shear` cells right for each row down (offset rows:
/// -0.5 lays a hexagonal rule's cells out as the hexagons their neighbourhood makes); `center` is
/// then in view units (x already moved), and the cell under a point is found row first.
public struct Camera: Equatable, Sendable {
    /// The continuous position, in view units, at the middle of the viewport.
    public var center: Point
    /// Cells each row is moved right per row down: 0, or `hexagonalShear` for hexagonal rules.
    public var shear = 0.0
    /// Zoom factor for one notch of the wheel (the zoom buttons go two notches).
    public static let wheelZoomStep = 1.2
    /// The shear that draws Golly's hexagonal neighbourhood (all but NE and SW) as hexagons: the
    /// row above sits half a cell right, so NW and N touch a cell from above, S and SE from below.
    public static let hexagonalShear = -0.5
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

    /// The continuous position in view units (rows moved by the shear) under a screen point.
    public func viewPoint(at screen: Point) -> Point {
        Point(center.x + (screen.x - viewport.midX) / zoom, center.y + (screen.y - viewport.midY) / zoom)
    }

    /// The continuous cell position under a screen point.
    public func worldPoint(at screen: Point) -> Point {
        let v = viewPoint(at: screen)
        return Point(v.x - shear * v.y, v.y)
    }

    /// The screen point showing a continuous cell position.
    public func screenPoint(at world: Point) -> Point {
        Point(viewport.midX + (world.x + shear * world.y - center.x) * zoom, viewport.midY + (world.y - center.y) * zoom)
    }

    /// The cell under a screen point: its row, then its place in the row as that row is drawn.
    public func cell(at screen: Point) -> Cell {
        let v = viewPoint(at: screen), row = v.y.rounded(.down)
        return Cell(Self.clampedInt64((v.x - shear * row).rounded(.down)), Self.clampedInt64(row))
    }

    /// Whether the cell under a screen point lies within `PlaneLimits` (`cell(at:)` clamps, this tells).
    public func isOnPlane(_ screen: Point) -> Bool {
        let v = viewPoint(at: screen), row = v.y.rounded(.down), x = (v.x - shear * row).rounded(.down)
        let bound = Double(PlaneLimits.coordinateBound - 1)
        return x >= -bound && x <= bound && row >= -bound && row <= bound
    }

    /// The cells of `bounds` in view units: the rectangle holding them as drawn (wider when rows are moved).
    public func viewBounds(of bounds: CellRect) -> CellRect {
        guard shear != 0 else { return bounds }
        let top = shear * Double(bounds.y), bottom = shear * Double(bounds.maxY - 1)
        let x0 = Self.clampedInt64((Double(bounds.x) + min(top, bottom)).rounded(.down))
        let x1 = Self.clampedInt64((Double(bounds.maxX) + max(top, bottom)).rounded(.up))
        return CellRect(x: x0, y: bounds.y, width: max(1, x1 - x0), height: bounds.height)
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
        let before = viewPoint(at: anchor)
        zoom = min(max(newZoom, Self.absoluteZoomRange.lowerBound), zoomRange.upperBound)
        center.x = before.x - (anchor.x - viewport.midX) / zoom
        center.y = before.y - (anchor.y - viewport.midY) / zoom
    }

    /// Every cell at least partly visible (with a shear, the rows' extremes: a little more).
    public var visibleCells: CellRect {
        let topLeft = viewPoint(at: Point(viewport.x, viewport.y))
        let bottomRight = viewPoint(at: Point(viewport.maxX, viewport.maxY))
        let y0 = topLeft.y.rounded(.down), y1 = bottomRight.y.rounded(.up)
        let low = min(-shear * y0, -shear * y1), high = max(-shear * y0, -shear * y1)
        let x0 = Self.clampedInt64((topLeft.x + low).rounded(.down)), x1 = Self.clampedInt64((bottomRight.x + high).rounded(.up))
        let top = Self.clampedInt64(y0), bottom = Self.clampedInt64(y1)
        return CellRect(x: x0, y: top, width: max(1, x1 - x0), height: max(1, bottom - top))
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
