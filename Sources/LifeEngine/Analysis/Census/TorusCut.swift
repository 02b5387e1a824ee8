/// A plain torus cut open along a band of columns and a band of rows that a pattern leaves empty:
/// the cells before the cut move on by the board's width (or height), so the pattern lies in one
/// piece in `board`, the torus's rectangle moved to the cut. What runs in it as on the plane,
/// keeping clear of its edges (`Identification.staysClear`), runs the same on the torus: a
/// blinker or a block across the torus's edge is then one object, as it is on the board.
public struct TorusCut: Sendable, Equatable {
    /// The torus's cells from the cut: columns `board.x ..< board.maxX`, rows likewise.
    public let board: CellRect

    /// The cut through the middle of the widest band of columns and of rows empty of `cells` on
    /// the torus of `topology` (each band at least two cells wide, so the pattern can keep a cell
    /// clear of the cut); nil when `topology` is not a plain torus or no such band exists.
    public init?(_ cells: some Collection<Cell>, on topology: Topology) {
        guard case let .torus(width, height) = topology,
              let x = Self.cut(cells.map(\.x), side: width), let y = Self.cut(cells.map(\.y), side: height) else { return nil }
        board = CellRect(x: x, y: y, width: width, height: height)
    }

    /// Where a cell of the torus lies after the cut.
    public func moved(_ cell: Cell) -> Cell {
        Cell(cell.x < board.x ? cell.x + board.width : cell.x, cell.y < board.y ? cell.y + board.height : cell.y)
    }

    /// Cells of the cut back in the torus's own rectangle, together: past its far edge only when
    /// some of them lie within it (an object across the torus's edge keeps its shape).
    public func placedBack(_ cells: [Cell]) -> [Cell] {
        guard let box = CellRect(enclosing: cells) else { return cells }
        let dx = box.x >= board.width ? board.width : 0, dy = box.y >= board.height ? board.height : 0
        return dx == 0 && dy == 0 ? cells : cells.map { $0.offset(by: -dx, -dy) }
    }

    /// The start of the board after the cut through the widest gap between the occupied values
    /// (0 ..< side, around the torus), or nil when no gap is two wide.
    static func cut(_ values: [Int64], side: Int64) -> Int64? {
        let occupied = Array(Set(values)).sorted()
        guard let first = occupied.first, let last = occupied.last else { return 0 }
        // The gap after `last` runs round the torus to `first`.
        var best = (after: last, gap: first + side - last - 1)
        for (a, b) in zip(occupied, occupied.dropFirst()) where b - a - 1 > best.gap { best = (a, b - a - 1) }
        guard best.gap >= 2 else { return nil }
        let cut = best.after + 1 + best.gap / 2
        return cut >= side ? cut - side : cut
    }
}
