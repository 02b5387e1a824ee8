import Dispatch
import TileKernels
import TileKernelsWide

/// Reading the universe out: bounds, the live cells, and the raster the app draws.
extension TiledLife {
    /// Smallest rectangle holding every live cell.
    /// - Complexity: O(tiles) to find the outermost rows and columns of tiles holding life, then
    ///   the rows of those tiles only (a cell further out than a whole tile can only lie in them).
    public var bounds: CellRect? {
        var low = (x: Int64.max, y: Int64.max), high = (x: Int64.min, y: Int64.min)
        var occupied: [Int] = []
        occupied.reserveCapacity(index.count)
        for s in tiles.indices where tiles[s].inUse && isOccupied(s) {
            let key = tiles[s].key
            low = (min(low.x, key.x), min(low.y, key.y))
            high = (max(high.x, key.x), max(high.y, key.y))
            occupied.append(s)
        }
        guard !occupied.isEmpty else { return nil }
        var minX = Int64.max, minY = Int64.max, maxX = Int64.min, maxY = Int64.min
        rows.withUnsafeBufferPointer { all in
            for s in occupied {
                let key = tiles[s].key
                guard key.x == low.x || key.x == high.x || key.y == low.y || key.y == high.y else { continue }
                let b = base(s)
                var union: UInt64 = 0, first = -1, last = -1
                for r in 0..<64 where all[b + r] != 0 {
                    union |= all[b + r]
                    if first < 0 { first = r }
                    last = r
                }
                let ox = key.x << 6, oy = key.y << 6
                minX = min(minX, ox + Int64(union.trailingZeroBitCount))
                maxX = max(maxX, ox + Int64(63 - union.leadingZeroBitCount))
                minY = min(minY, oy + Int64(first))
                maxY = max(maxY, oy + Int64(last))
            }
        }
        return CellRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Every live cell in row-major order.
    /// - Complexity: O(population + tiles x 64), plus a sort of the tiles (not of the cells): tiles
    /// are taken a band of 64 rows at a time, west to east, a row across the band at a time.
    public func liveCells() -> [Cell] {
        // Each occupied tile's place and the first of its current rows, in reading order of tiles.
        let occupied = index.entries.compactMap { entry -> (x: Int64, y: Int64, rows: Int)? in
            isOccupied(Int(entry.slot)) ? (entry.key.x << 6, entry.key.y << 6, base(Int(entry.slot))) : nil
        }.sorted { $0.y != $1.y ? $0.y < $1.y : $0.x < $1.x }
        // Written straight into an array of its final size, counted from the same rows first
        // (no growth, no checks a cell).
        return rows.withUnsafeBufferPointer { all in
            var total = 0
            for tile in occupied {
                for r in tile.rows..<(tile.rows + 64) { total += all[r].nonzeroBitCount }
            }
            return [Cell](unsafeUninitializedCapacity: total) { cells, count in
                var n = 0
                var bandStart = 0
                while bandStart < occupied.count {
                    let top = occupied[bandStart].y
                    var bandEnd = bandStart + 1
                    while bandEnd < occupied.count && occupied[bandEnd].y == top { bandEnd += 1 }
                    for r in 0..<64 {
                        let y = top + Int64(r)
                        for tile in occupied[bandStart..<bandEnd] {
                            var row = all[tile.rows + r]
                            while row != 0 {
                                cells.initializeElement(at: n, to: Cell(tile.x + Int64(row.trailingZeroBitCount), y))
                                n += 1
                                row &= row - 1
                            }
                        }
                    }
                    bandStart = bandEnd
                }
                count = n
            }
        }
    }

    /// Calls `body` with each tile holding a live cell: its north-west cell and its 64 rows (bit i
    /// of a row: the cell i to the east), in no particular order. The rows are the live cells
    /// unless `storedInverted` (a B0 rule's).
    func forEachSquare(_ body: (_ x: Int64, _ y: Int64, _ rows: UnsafePointer<UInt64>) -> Void) {
        rows.withUnsafeBufferPointer { all in
            for slot in tiles.indices where tiles[slot].inUse && isOccupied(slot) {
                let key = tiles[slot].key
                body(key.x << 6, key.y << 6, all.baseAddress! + base(slot))
            }
        }
    }

    /// Calls `body` for every live cell, in no particular order.
    public func forEachLiveCell(_ body: (Cell) -> Void) {
        for slot in tiles.indices where tiles[slot].inUse && isOccupied(slot) {
            let key = tiles[slot].key, b = base(slot)
            for r in 0..<64 {
                var row = rows[b + r]
                while row != 0 {
                    let bit = row.trailingZeroBitCount
                    row &= row - 1
                    body(Cell((key.x << 6) + Int64(bit), (key.y << 6) + Int64(r)))
                }
            }
        }
    }

    /// Lights every raster unit over a live cell, reading whole words where a unit spans many cells.
    /// - Complexity: O(tiles in the window x 64) plus the live cells when zoomed in.
    public func rasterize(into raster: inout CellRaster) {
        let scale = raster.scale
        let winX0 = raster.origin.x, winY0 = raster.origin.y
        let winX1 = winX0 &+ Int64(raster.width) &* scale, winY1 = winY0 &+ Int64(raster.height) &* scale
        for slot in tiles.indices where tiles[slot].inUse && isOccupied(slot) {
            let key = tiles[slot].key
            let ox = key.x << 6, oy = key.y << 6
            guard ox + 64 > winX0, ox < winX1, oy + 64 > winY0, oy < winY1 else { continue }
            let b = base(slot)
            if scale < 8, scale & (scale - 1) == 0, winX0 & (scale - 1) == 0, winY0 & (scale - 1) == 0 {
                rasterizeAligned(tile: b, originX: ox, originY: oy, into: &raster)
                continue
            }
            raster.addBlock(x: ox, y: oy) { rows[b + $0] }
        }
    }
    /// One tile into a raster of 1, 2 or 4 cells a unit whose units line up with the tile's
    /// (the window starts on a multiple of the scale): each unit's count is summed a word at a
    /// time, a field of bits a unit, with no division a cell.
    private func rasterizeAligned(tile b: Int, originX ox: Int64, originY oy: Int64, into raster: inout CellRaster) {
        let shift = raster.scale.trailingZeroBitCount, span = 64 >> shift
        let width = raster.width, height = raster.height
        // The tile's first unit, and the run of its units across that lies inside the raster.
        let firstX = Int((ox - raster.origin.x) >> Int64(shift)), firstY = Int((oy - raster.origin.y) >> Int64(shift))
        let lowX = max(0, -firstX), highX = min(span, width - firstX)
        guard lowX < highX else { return }
        rows.withUnsafeBufferPointer { all in
        raster.units.withUnsafeMutableBufferPointer { units in
            for group in 0..<span {
                let uy = firstY + group
                guard uy >= 0, uy < height else { continue }
                let line = uy * width + firstX
                let r = group << shift
                switch shift {
                case 0:
                    var row = all[b + r]
                    while row != 0 {
                        let column = row.trailingZeroBitCount
                        row &= row - 1
                        if column >= lowX && column < highX { units[line + column] &+= 1 }
                    }
                default:
                    // Pairs (or fours) of columns: each unit's count in a field of four (or eight)
                    // bits, even units apart from odd ones, summed over the unit's rows.
                    let field = UInt64(2) << shift, spread: UInt64 = shift == 1 ? 0x3333_3333_3333_3333 : 0x0F0F_0F0F_0F0F_0F0F
                    var even: UInt64 = 0, odd: UInt64 = 0
                    for rr in r..<(r + (1 << shift)) {
                        let x = all[b + rr]
                        var sums = (x & 0x5555_5555_5555_5555) &+ ((x >> 1) & 0x5555_5555_5555_5555)
                        if shift == 2 { sums = (sums & 0x3333_3333_3333_3333) &+ ((sums >> 2) & 0x3333_3333_3333_3333) }
                        even &+= sums & spread
                        odd &+= (sums >> (field / 2)) & spread
                    }
                    guard even | odd != 0 else { continue }
                    for unit in lowX..<highX {
                        let count = ((unit & 1 == 0 ? even : odd) >> (UInt64(unit >> 1) * field)) & ((1 << field) - 1)
                        units[line + unit] &+= UInt32(truncatingIfNeeded: count)
                    }
                }
            }
        }
        }
    }
}
