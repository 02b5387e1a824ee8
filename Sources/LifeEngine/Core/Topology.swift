/// The shape of the universe: the unbounded plane, a torus whose edges wrap around, or one of
/// Golly's other bounded grids.
public enum Topology: Hashable, Sendable, CustomStringConvertible {
    /// The unbounded plane (Int64 coordinates).
    case plane
    /// A `width` x `height` torus covering cells (0...width-1, 0...height-1); neighbours wrap.
    case torus(width: Int64, height: Int64)
    /// A bounded plane, a shifted torus or tube, a Klein bottle, a cross-surface or a sphere.
    case grid(BoundedGrid)

    /// Smallest side a torus may have.
    public static let minimumSide: Int64 = 3
    /// Largest side a torus may have (about 67 million cells across).
    public static let maximumSide: Int64 = 1 << 26
    /// The sides a bounded board may have, as in Golly: 1 to 2 billion cells (a plain torus of
    /// sides from `minimumSide` to `maximumSide` is `.torus`, any other a `.grid`).
    public static let boardSides: ClosedRange<Int64> = 1...BoundedGrid.maximumSide

    /// Golly's bounded-grid suffix: "" for the plane, ":T24,24" for a 24x24 torus.
    public var suffix: String {
        switch self {
        case .plane: return ""
        case let .torus(w, h): return ":T\(w),\(h)"
        case let .grid(grid): return grid.suffix
        }
    }

    /// "plane" or "torus 24x24".
    public var description: String {
        switch self {
        case .plane: return "plane"
        case let .torus(w, h): return "torus \(w)x\(h)"
        case let .grid(grid): return grid.description
        }
    }

    /// Parses a torus as the command line's `--torus` takes it: "WxH", or Golly's "T24,24" (or
    /// "T24" for a square). It takes what a file's ":T" suffix takes, with the same messages: sides
    /// of 1 to 2 billion cells, 0 for an infinite one (a tube).
    public init(parsing text: String) throws {
        let body = text.trimmingWhitespace()
        if body.first == "T" || body.first == "t" {
            self = try Self.torus(suffix: body, text: text)
            return
        }
        let parts = body.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ side in !side.isEmpty && side.allSatisfy { ("0"..."9").contains($0) } }) else {
            throw TopologyError(text: text, reason: "a torus is written <width>x<height> (for example 24x24) or T<width>,<height>", subject: "torus size")
        }
        self = try Self.torus(suffix: "T\(parts[0]),\(parts[1])", text: text)
    }

    /// The torus of a ":T" suffix, its faults told of `text`; two infinite sides (the plane) are refused.
    private static func torus(suffix: String, text: String) throws -> Topology {
        let topology: Topology
        do {
            topology = try Topology(suffix: suffix)
        } catch let error as TopologyError {
            throw TopologyError(text: text, reason: error.reason, subject: "torus size")
        }
        guard topology != .plane else {
            throw TopologyError(text: text, reason: "two infinite sides (0) make the unbounded plane, which is what runs without a torus", subject: "torus size")
        }
        return topology
    }

    /// Reads Golly's bounded-grid suffix, the text after ':' ("T24,24", "T30+5,20", "K30*,20",
    /// "C30,20", "S30", "P30,20", "T0,20"). A plain torus of sides 3 or more is `.torus`; a plane or
    /// torus with both sides infinite is the plane.
    public init(suffix text: String) throws {
        let body = Substring(text.trimmingWhitespace())
        guard let letter = body.first.map({ Character($0.uppercased()) }), let kind = BoundedGrid.Kind(rawValue: letter) else {
            throw TopologyError(text: text, reason: "a bounded grid starts with P, T, K, C or S (for example T24,24)")
        }
        let grid = try BoundedGrid(kind: kind, text: text, body: body.dropFirst())
        if grid.kind == .torus, grid.horizontalShift == 0, grid.verticalShift == 0,
           (Self.minimumSide...Self.maximumSide).contains(grid.width), (Self.minimumSide...Self.maximumSide).contains(grid.height) {
            self = .torus(width: grid.width, height: grid.height)
        } else if (grid.kind == .plane || grid.kind == .torus) && grid.width == 0 && grid.height == 0 {
            self = .plane
        } else {
            self = .grid(grid)
        }
    }

    /// Whether Larger than Life runs here, as in Golly: the plane, a torus or tube without a shift,
    /// or a bounded plane.
    public var takesLargerThanLife: Bool {
        guard case let .grid(grid) = self else { return true }
        return grid.kind == .plane || (grid.kind == .torus && grid.horizontalShift == 0 && grid.verticalShift == 0)
    }

    /// The cell moved onto the torus (unchanged on the plane and on other grids).
    public func wrap(_ cell: Cell) -> Cell {
        switch self {
        case .plane, .grid: return cell
        case let .torus(w, h):
            return Cell(((cell.x % w) + w) % w, ((cell.y % h) + h) % h)
        }
    }

    /// The cell one step from `cell` (a cell on the board; `dx` and `dy` in -1...1), going round
    /// where the board's edges join as its neighbours do; nil past an edge beyond which cells are
    /// dead (a bounded plane's). On the plane, the cell beside it.
    public func step(from cell: Cell, dx: Int64, dy: Int64) -> Cell? {
        let next = Cell(cell.x + dx, cell.y + dy)
        switch self {
        case .plane: return next
        case .torus: return wrap(next)
        case let .grid(grid): return grid.outside(next.x, next.y).map { Cell($0.0, $0.1) }
        }
    }

    /// Whether the cell lies on the board (always true on the plane).
    public func contains(_ cell: Cell) -> Bool {
        switch self {
        case .plane: return true
        case let .torus(w, h): return cell.x >= 0 && cell.x < w && cell.y >= 0 && cell.y < h
        case let .grid(grid): return grid.contains(cell.x, cell.y)
        }
    }

    /// The board's width and height, a side of infinite length as nil (nil for the plane).
    public var size: (width: Int64?, height: Int64?)? {
        switch self {
        case .plane: return nil
        case let .torus(w, h): return (w, h)
        case let .grid(grid): return (grid.width == 0 ? nil : grid.width, grid.height == 0 ? nil : grid.height)
        }
    }

    /// The board's cells, an infinite side of a tube spanning the whole plane (`PlaneLimits`); nil on the plane.
    public var board: CellRect? {
        guard let size else { return nil }
        let bound = PlaneLimits.coordinateBound
        let (x, w) = size.width.map { (Int64(0), $0) } ?? (-bound / 2, bound)
        let (y, h) = size.height.map { (Int64(0), $0) } ?? (-bound / 2, bound)
        return CellRect(x: x, y: y, width: w, height: h)
    }

    /// Where Golly's (0, 0) lies on the board: Golly puts a bounded board's top-left cell at
    /// (-int(w/2), -int(h/2)), Life at (0, 0) (an infinite side is centred on 0 in both).
    public var gollyOrigin: Cell {
        guard let size else { return Cell(0, 0) }
        return Cell(size.width.map { $0 / 2 } ?? 0, size.height.map { $0 / 2 } ?? 0)
    }

    /// A cell of the board in Golly's coordinates.
    public func gollyCoordinates(of cell: Cell) -> Cell {
        Cell(cell.x - gollyOrigin.x, cell.y - gollyOrigin.y)
    }

    /// Cells of the board in Golly's coordinates.
    public func gollyCoordinates(of rect: CellRect) -> CellRect {
        let corner = gollyCoordinates(of: Cell(rect.x, rect.y))
        return CellRect(x: corner.x, y: corner.y, width: rect.width, height: rect.height)
    }

    /// The board's cells when both its sides are finite (what a view can frame); nil on the plane and a tube.
    public var finiteBoard: CellRect? {
        guard let size, size.width != nil, size.height != nil else { return nil }
        return board
    }
}
