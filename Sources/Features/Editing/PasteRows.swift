import LifeEngine

/// The cells of a paste too large to draw one by one, in rows, and coarser views of them made on
/// demand: at a scale of `s`, the blocks of `s` x `s` cells holding any (named by the cell
/// coordinates over `s`), so a zoomed-out paste shows its shape rather than an empty outline.
/// Coordinates are the paste's own (its top-left cell at (0, 0), none negative).
final class PasteRows {
    /// The blocks holding a cell at each scale made so far (a power of two), in rows; scale 1 is the cells.
    private var levels: [Int64: [Cell]]

    /// The paste's `cells` (none negative).
    init(_ cells: [Cell]) {
        levels = [1: cells.sorted()]
    }

    /// The blocks at `scale` (a power of two) with a corner in `visible` (paste coordinates), as
    /// their top-left cells; nil when more than `limit` lie there.
    func blocks(in visible: CellRect, scale: Int64, limit: Int) -> [Cell]? {
        let rows = level(scale)
        let top = FloorDivision.divide(visible.y, scale), bottom = FloorDivision.divide(visible.maxY - 1, scale)
        let left = FloorDivision.divide(visible.x, scale), right = FloorDivision.divide(visible.maxX - 1, scale)
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].y < top { low = middle + 1 } else { high = middle }
        }
        var shown: [Cell] = []
        for block in rows[low...] {
            guard block.y <= bottom else { break }
            guard block.x >= left, block.x <= right else { continue }
            guard shown.count < limit else { return nil }
            shown.append(Cell(block.x * scale, block.y * scale))
        }
        return shown
    }

    /// The blocks at `scale`, made from the finest scale made below it and kept.
    private func level(_ scale: Int64) -> [Cell] {
        if let made = levels[scale] { return made }
        let finer = levels.keys.filter { $0 < scale }.max() ?? 1
        let shift = Int64((scale / finer).trailingZeroBitCount)
        var blocks: [Cell] = [], row: [Int64] = []
        let cells = levels[finer]!
        var start = 0
        // Cells are in rows, so the rows a band of blocks covers lie together.
        while start < cells.count {
            let band = cells[start].y >> shift
            var end = start
            row.removeAll(keepingCapacity: true)
            while end < cells.count, cells[end].y >> shift == band {
                row.append(cells[end].x >> shift)
                end += 1
            }
            row.sort()
            var last: Int64?
            for x in row where x != last {
                blocks.append(Cell(x, band))
                last = x
            }
            start = end
        }
        levels[scale] = blocks
        return blocks
    }
}
