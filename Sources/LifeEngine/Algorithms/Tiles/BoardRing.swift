/// The ring of cells just outside a bounded board, and the board cell each of them stands for, as
/// the board's edges join (Golly steps a bounded grid the same way: the ring filled from the
/// edges, one step of the plane, the cells off the board cleared).
///
/// Along each side of the ring the cells stand for the cells of one edge row or column of the board,
/// in order or reversed and turned round by a shift (a torus, a tube, a Klein bottle, a
/// cross-surface, a sphere); a bounded plane's sides stand for nothing. So a live cell on an edge
/// gives its ring cells by a little arithmetic, and filling the ring costs what the board's live
/// edge cells number, not its perimeter. The four corners are looked up on their own.
struct BoardRing: Sendable {
    /// One side of the ring: ring cell t (its x on a horizontal side, its y on a vertical one) stands
    /// for the cell at position `(start + direction * t) mod length` along an edge line of the board.
    struct Side: Sendable {
        /// Whether the ring side runs along x (above or below the board), and its row or column.
        let horizontal: Bool
        let ringLine: Int64
        /// Whether the edge it stands for is a row (else a column), and that row's y or column's x.
        let sourceIsRow: Bool
        let sourceLine: Int64
        let start: Int64
        let direction: Int64
        /// The side's length (nil: an infinite side, not turned round).
        let length: Int64?

        /// The ring cell that stands for the edge cell at `position` along the source line.
        func ghost(standingFor position: Int64) -> Cell {
            var t = direction * (position - start)
            if let length {
                t = ((t % length) + length) % length
            }
            return horizontal ? Cell(t, ringLine) : Cell(ringLine, t)
        }
    }

    /// The board's sides (nil: infinite).
    let width: Int64?
    let height: Int64?
    let sides: [Side]
    /// Each corner of the ring with the board cell it stands for.
    let corners: [(ghost: Cell, source: Cell)]

    /// The smallest bounded side the ring handles (smaller boards go to `GridLife`): a side of two
    /// cells would leave a ring side's direction unknown.
    static let minimumSide: Int64 = 3

    /// The ring of a bounded topology, or nil on the plane, when a bounded side is below
    /// `minimumSide`, or when a side's cells do not stand for an edge line in order (never for
    /// Golly's grids; checked at a few cells of each side).
    init?(_ topology: Topology) {
        guard let size = topology.size else { return nil }
        for side in [size.width, size.height] {
            if let side, side < Self.minimumSide { return nil }
        }
        (width, height) = (size.width, size.height)
        func source(_ x: Int64, _ y: Int64) -> Cell? {
            switch topology {
            case .plane: return nil
            case .torus: return topology.wrap(Cell(x, y))
            case let .grid(grid): return grid.outside(x, y).map { Cell($0.0, $0.1) }
            }
        }
        var sides: [Side] = []
        /// Adds the ring side (nothing for a side that stands for nothing); false when its cells do
        /// not stand for one edge line in order.
        func addSide(horizontal: Bool, ringLine: Int64, length: Int64?) -> Bool {
            let place = { (t: Int64) in horizontal ? (t, ringLine) : (ringLine, t) }
            guard let first = source(place(0).0, place(0).1), let second = source(place(1).0, place(1).1) else { return true }
            let sourceIsRow = first.y == second.y
            let position = { (cell: Cell) in sourceIsRow ? cell.x : cell.y }
            var step = position(second) - position(first)
            if let length { step = ((step % length) + length) % length }
            let side = Side(horizontal: horizontal, ringLine: ringLine, sourceIsRow: sourceIsRow,
                            sourceLine: sourceIsRow ? first.y : first.x, start: position(first), direction: step == 1 ? 1 : -1,
                            length: length)
            // Every cell of the side must stand for a cell of that line, in that order.
            let samples: [Int64] = length.map { [0, 1, 2, $0 / 2, $0 - 1] } ?? [-5, 0, 1, 7]
            for t in samples {
                guard let from = source(place(t).0, place(t).1), (sourceIsRow ? from.y : from.x) == side.sourceLine,
                      side.ghost(standingFor: position(from)) == Cell(place(t).0, place(t).1) else { return false }
            }
            sides.append(side)
            return true
        }
        if let h = size.height {
            guard addSide(horizontal: true, ringLine: -1, length: size.width),
                  addSide(horizontal: true, ringLine: h, length: size.width) else { return nil }
        }
        if let w = size.width {
            guard addSide(horizontal: false, ringLine: -1, length: size.height),
                  addSide(horizontal: false, ringLine: w, length: size.height) else { return nil }
        }
        self.sides = sides
        var corners: [(ghost: Cell, source: Cell)] = []
        if let w = size.width, let h = size.height {
            for corner in [Cell(-1, -1), Cell(w, -1), Cell(-1, h), Cell(w, h)] {
                if let from = source(corner.x, corner.y) { corners.append((corner, from)) }
            }
        }
        self.corners = corners
    }

    /// The ring cells standing for live cells of the board's edges, read from the 64x64 blocks
    /// holding life (`blocks`: each block's top-left cell divided by 64 and the engine's handle
    /// for it; `row(handle, r)`: its row r of live cells, bit i the cell at x offset i). Only blocks
    /// on an edge line are read; the corners come from `isAlive`.
    func ghosts<Blocks: Sequence>(blocks: Blocks, row: (Int, Int) -> UInt64, isAlive: (Cell) -> Bool) -> [Cell]
        where Blocks.Element == (x: Int64, y: Int64, handle: Int) {
        var ghosts: [Cell] = []
        let lastColumn = width.map { ($0 - 1) >> 6 }, lastRow = height.map { ($0 - 1) >> 6 }
        for (bx, by, handle) in blocks {
            // A block off the board, or inside it away from the edges, holds no edge cell.
            if let lastColumn, bx < 0 || bx > lastColumn { continue }
            if let lastRow, by < 0 || by > lastRow { continue }
            let onEdgeColumn = lastColumn.map { bx == 0 || bx == $0 } ?? false
            let onEdgeRow = lastRow.map { by == 0 || by == $0 } ?? false
            guard onEdgeColumn || onEdgeRow else { continue }
            let left = bx << 6, top = by << 6
            // The board's cells of this block: columns below the width, rows below the height.
            let columnsHere = width.map { min(64, $0 - left) } ?? 64
            let rowsHere = Int(height.map { min(64, $0 - top) } ?? 64)
            let boardMask: UInt64 = columnsHere >= 64 ? ~0 : (UInt64(1) << UInt64(columnsHere)) - 1
            for side in sides {
                if side.sourceIsRow {
                    guard side.sourceLine >> 6 == by else { continue }
                    var bits = row(handle, Int(side.sourceLine & 63)) & boardMask
                    while bits != 0 {
                        ghosts.append(side.ghost(standingFor: left + Int64(bits.trailingZeroBitCount)))
                        bits &= bits - 1
                    }
                } else {
                    guard side.sourceLine >> 6 == bx else { continue }
                    let shift = UInt64(side.sourceLine & 63)
                    for r in 0..<rowsHere where row(handle, r) >> shift & 1 != 0 {
                        ghosts.append(side.ghost(standingFor: top + Int64(r)))
                    }
                }
            }
        }
        for corner in corners where isAlive(corner.source) { ghosts.append(corner.ghost) }
        return ghosts
    }

    /// The cells off the board in the blocks given as to `ghosts` (`row`: a block's row of
    /// occupied cells), reading only blocks that reach past the board's edges.
    func cellsOff<Blocks: Sequence>(blocks: Blocks, row: (Int, Int) -> UInt64) -> [Cell]
        where Blocks.Element == (x: Int64, y: Int64, handle: Int) {
        var off: [Cell] = []
        for (bx, by, handle) in blocks {
            let left = bx << 6, top = by << 6
            let pastX = width.map { left < 0 || left + 64 > $0 } ?? false
            let pastY = height.map { top < 0 || top + 64 > $0 } ?? false
            guard pastX || pastY else { continue }
            // The columns on the board.
            let firstOn = width == nil ? 0 : max(0, -left), endOn = width.map { min(64, $0 - left) } ?? 64
            let onBoard: UInt64 = firstOn >= endOn ? 0
                : (endOn >= 64 ? ~UInt64(0) : (UInt64(1) << UInt64(endOn)) - 1) & ~((UInt64(1) << UInt64(firstOn)) - 1)
            for r in 0..<64 {
                var bits = row(handle, r)
                guard bits != 0 else { continue }
                let y = top + Int64(r)
                if height.map({ y >= 0 && y < $0 }) ?? true { bits &= ~onBoard }
                while bits != 0 {
                    off.append(Cell(left + Int64(bits.trailingZeroBitCount), y))
                    bits &= bits - 1
                }
            }
        }
        return off
    }

    /// A step's births and deaths on the board, from those it counted with `written` cells put
    /// round the board before it (all distinct, all alive), `off` cells off the board after it, and
    /// `kept` of the written ones among them: the births off the board are the cells there that
    /// were not written, the deaths the written ones gone.
    static func countsOnBoard(_ counts: (births: Int, deaths: Int)?, written: Int, off: Int, kept: Int) -> (births: Int, deaths: Int)? {
        counts.map { ($0.births - (off - kept), $0.deaths - (written - kept)) }
    }
}
