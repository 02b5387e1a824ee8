/// An axis-aligned rectangle of cells: the inclusive-exclusive range `x ..< x + width`, `y ..< y + height`.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    /// Left column.
    public var x: Int64
    /// Top row.
    public var y: Int64
    /// Number of columns (at least 1).
    public var width: Int64
    /// Number of rows (at least 1).
    public var height: Int64

    /// Creates a rectangle from its top-left cell and size.
    public init(x: Int64, y: Int64, width: Int64, height: Int64) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest rectangle holding every cell given, or nil for none.
    /// - Complexity: O(n).
    public init?<S: Sequence>(enclosing cells: S) where S.Element == Cell {
        var iterator = cells.makeIterator()
        guard let first = iterator.next() else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        while let c = iterator.next() {
            minX = min(minX, c.x); maxX = max(maxX, c.x)
            minY = min(minY, c.y); maxY = max(maxY, c.y)
        }
        self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// One past the right column.
    public var maxX: Int64 { x + width }
    /// One past the bottom row.
    public var maxY: Int64 { y + height }

    /// Whether the cell lies inside.
    public func contains(_ cell: Cell) -> Bool {
        cell.x >= x && cell.x < maxX && cell.y >= y && cell.y < maxY
    }

    /// Whether every cell of `other` lies inside.
    public func contains(_ other: CellRect) -> Bool {
        other.x >= x && other.maxX <= maxX && other.y >= y && other.maxY <= maxY
    }

    /// Whether the two rectangles share a cell.
    public func intersects(_ other: CellRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The smallest rectangle holding both.
    public func union(_ other: CellRect) -> CellRect {
        let left = min(x, other.x), top = min(y, other.y)
        return CellRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// "x,y widthxheight".
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

extension CellRect {
    /// The cell at its middle (the upper left of the middle four when a side is even).
    var middleCell: Cell { Cell(x + width / 2, y + height / 2) }
}
