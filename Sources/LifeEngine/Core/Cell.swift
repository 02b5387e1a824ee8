/// One position on the unbounded Life plane; `y` grows downward, as in RLE files and on screen.
public struct Cell: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Column.
    public var x: Int64
    /// Row (downward).
    public var y: Int64

    /// Creates a cell position.
    public init(_ x: Int64, _ y: Int64) {
        self.x = x
        self.y = y
    }

    /// Row-major order: by `y`, then by `x`.
    public static func < (lhs: Cell, rhs: Cell) -> Bool {
        lhs.y != rhs.y ? lhs.y < rhs.y : lhs.x < rhs.x
    }

    /// The cell moved by (`dx`, `dy`).
    public func offset(by dx: Int64, _ dy: Int64) -> Cell {
        Cell(x &+ dx, y &+ dy)
    }

    /// "(x, y)".
    public var description: String { "(\(x), \(y))" }
}
