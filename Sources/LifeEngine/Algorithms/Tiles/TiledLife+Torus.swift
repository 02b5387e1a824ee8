import Dispatch
import TileKernels
import TileKernelsWide

/// A torus on the plane step: the ghost ring of wrapped edge cells, and the cells outside the board cleared after each step.
extension TiledLife {
    /// Copies the torus's live edge cells into the ring of cells just outside it, so the plane step
    /// sees wrapped neighbours. Only tiles on the board's edges are read: the cost follows the live
    /// area, not the board's perimeter (a 2^26 x 2^26 torus with 5 cells steps in microseconds).
    /// Returns the ghost cells written.
    @discardableResult
    func writeGhosts(width w: Int64, height h: Int64) -> [Cell] {
        let lastColumn = (w - 1) >> 6, lastRow = (h - 1) >> 6
        var ghosts: [Cell] = []
        for (key, slot) in index {
            guard key.x >= 0, key.y >= 0, key.x <= lastColumn, key.y <= lastRow,
                  key.x == 0 || key.y == 0 || key.x == lastColumn || key.y == lastRow else { continue }
            let b = base(Int(slot))
            let rowsHere = Int(min(64, h - (key.y << 6)))
            // The board's cells in this tile's rows: columns below w only.
            let columnsHere = min(64, w - (key.x << 6))
            let boardMask: UInt64 = columnsHere >= 64 ? ~0 : (UInt64(1) << UInt64(columnsHere)) - 1
            for r in 0..<rowsHere {
                let bits = rows[b + r] & boardMask
                guard bits != 0 else { continue }
                let y = key.y << 6 + Int64(r)
                // West edge (x = 0) shows east of the board; east edge (x = w - 1) west of it.
                var columns: [(Int64, Int64)] = []
                if key.x == 0 && bits & 1 != 0 { columns.append((0, w)) }
                if key.x == lastColumn && bits >> UInt64((w - 1) & 63) & 1 != 0 { columns.append((w - 1, -1)) }
                for (_, ghostX) in columns {
                    ghosts.append(Cell(ghostX, y))
                    if y == 0 { ghosts.append(Cell(ghostX, h)) }
                    if y == h - 1 { ghosts.append(Cell(ghostX, -1)) }
                }
                // North edge (y = 0) shows below the board; south edge (y = h - 1) above it.
                let ghostRows: [Int64] = (y == 0 ? [h] : []) + (y == h - 1 ? [-1] : [])
                guard !ghostRows.isEmpty else { continue }
                var rest = bits
                while rest != 0 {
                    let x = key.x << 6 + Int64(rest.trailingZeroBitCount)
                    rest &= rest - 1
                    for ghostY in ghostRows { ghosts.append(Cell(x, ghostY)) }
                }
            }
        }
        for ghost in ghosts { write(true, at: ghost) }
        return ghosts
    }

    /// Clears every live cell outside the torus (the ghosts and the births they caused), reading
    /// only tiles that reach past the board's edges. Returns the cells cleared.
    @discardableResult
    func clearOutside(width w: Int64, height h: Int64) -> [Cell] {
        var outside: [Cell] = []
        for (key, slot) in index {
            let left = key.x << 6, top = key.y << 6
            guard left < 0 || top < 0 || left + 64 > w || top + 64 > h else { continue }
            let b = base(Int(slot))
            for r in 0..<64 {
                var bits = rows[b + r]
                guard bits != 0 else { continue }
                let y = top + Int64(r)
                if y >= 0 && y < h {
                    // Only the columns off the board.
                    let firstOn = max(0, -left), endOn = min(64, w - left)
                    if firstOn < endOn {
                        let onBoard = (endOn >= 64 ? ~UInt64(0) : (UInt64(1) << UInt64(endOn)) - 1) & ~((UInt64(1) << UInt64(firstOn)) - 1)
                        bits &= ~onBoard
                    }
                }
                while bits != 0 {
                    outside.append(Cell(left + Int64(bits.trailingZeroBitCount), y))
                    bits &= bits - 1
                }
            }
        }
        for cell in outside { write(false, at: cell) }
        return outside
    }
}
