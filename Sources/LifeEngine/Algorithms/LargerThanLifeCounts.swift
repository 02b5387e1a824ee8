/// Larger than Life's neighbour counts over a padded array of live cells (1 alive, 0 not): a
/// square's, a diamond's or a circle's, from running sums (a circle's and a small diamond's row
/// by row).
enum LargerThanLifeCounts {
    /// Each cell's count of live cells in a Larger than Life neighbourhood (the cell itself
    /// included), for the cells `range` in from each side of the padded live cells.
    static func counts(_ live: [UInt8], padWidth: Int, padHeight: Int, rule ltl: LargerThanLife) -> [Int32] {
        var counts: [Int32] = [], prefix: [Int32] = []
        self.counts(live, padWidth: padWidth, padHeight: padHeight, rule: ltl, into: &counts, scratch: &prefix)
        return counts
    }

    /// The range from which a diamond is counted on the turned grid (O(1) a cell, with a table
    /// of its own); below it a diamond's rows cost less (2r + 1 lookups a cell).
    static let diamondsFrom = 8

    /// The counts written into the first `width * height` places of `counts` (row by row, the box
    /// inside the pad's band), with `prefix` as working space: both are grown as needed and may be
    /// handed back call after call (nothing is allocated once they are big enough).
    static func counts(_ live: [UInt8], padWidth: Int, padHeight: Int, rule ltl: LargerThanLife,
                       into counts: inout [Int32], scratch prefix: inout [Int32]) {
        let r = ltl.range
        let width = padWidth - 2 * r, height = padHeight - 2 * r
        if ltl.shape == .vonNeumann && r > diamondsFrom {
            counts = diamonds(live, padWidth: padWidth, padHeight: padHeight, range: r)
            return
        }
        if ltl.shape == .moore {
            // Squares: sums along each row's window, then down each column's (no running sums over the whole box).
            if prefix.count < padHeight * width { prefix = [Int32](repeating: 0, count: padHeight * width) }
            if counts.count < width * height { counts = [Int32](repeating: 0, count: width * height) }
            live.withUnsafeBufferPointer { live in
            prefix.withUnsafeMutableBufferPointer { rowSums in
            counts.withUnsafeMutableBufferPointer { counts in
                RangeKernels.squares(live.baseAddress!, padWidth: padWidth, padHeight: padHeight, range: r, rowSums: rowSums.baseAddress!,
                        into: counts.baseAddress!)
            }
            }
            }
            return
        }
        // Running sums, after a first row and column of zeroes.
        let stride = padWidth + 1
        if prefix.count < stride * (padHeight + 1) { prefix = [Int32](repeating: 0, count: stride * (padHeight + 1)) }
        if counts.count < width * height { counts = [Int32](repeating: 0, count: width * height) }
        live.withUnsafeBufferPointer { live in
        prefix.withUnsafeMutableBufferPointer { prefix in
        counts.withUnsafeMutableBufferPointer { counts in
            // (Space handed back may have held another shape's sums there.)
            for x in 0..<stride { prefix[x] = 0 }
            for y in 1...padHeight { prefix[y * stride] = 0 }
            for y in 0..<padHeight {
                var sum: Int32 = 0
                for x in 0..<padWidth {
                    sum &+= Int32(live[y * padWidth + x])
                    prefix[y * stride + x + 1] = sum
                }
            }
            let halfWidths = (-r...r).map { ltl.halfWidth(row: $0) }
            for y in 0..<height {
                for x in 0..<width {
                    var sum: Int32 = 0
                    for (k, half) in halfWidths.enumerated() {
                        let row = (y + k) * stride, cx = x + r
                        sum &+= prefix[row + cx + half + 1] &- prefix[row + cx - half]
                    }
                    counts[y * width + x] = sum
                }
            }
        }
        }
        }
    }

    /// Counts over diamonds (|dx| + |dy| <= r) in O(1) a cell: turned 45 degrees (u = x + y,
    /// v = x - y) a diamond is a square, summed from running sums of the turned grid.
    private static func diamonds(_ live: [UInt8], padWidth: Int, padHeight: Int, range r: Int) -> [Int32] {
        let width = padWidth - 2 * r, height = padHeight - 2 * r
        let side = padWidth + padHeight, stride = side + 1
        // area[(u + 1) * stride + (v + 1)]: the live cells with u' <= u and v' <= v.
        var area = [Int32](repeating: 0, count: stride * stride)
        var counts = [Int32](repeating: 0, count: width * height)
        live.withUnsafeBufferPointer { live in
        area.withUnsafeMutableBufferPointer { area in
        counts.withUnsafeMutableBufferPointer { counts in
            let area = area.baseAddress!
            for py in 0..<padHeight {
                for px in 0..<padWidth where live[py * padWidth + px] != 0 {
                    let u = px + py, v = px - py + padHeight - 1
                    area[(u + 1) * stride + v + 1] = 1
                }
            }
            for u in 1...side {
                var row: Int32 = 0
                let line = area + u * stride, above = line - stride
                for v in 1...side {
                    row &+= line[v]
                    line[v] = above[v] &+ row
                }
            }
            // Every diamond of the cells counted lies within the turned grid (u and v from r to
            // side - 1 - r), so no edge is clamped.
            for y in 0..<height {
                let py = y + r, out = counts.baseAddress! + y * width
                for x in 0..<width {
                    let px = x + r
                    let u = px + py, v = px - py + padHeight - 1
                    let low = area + (u - r) * stride, high = area + (u + r + 1) * stride
                    out[x] = high[v + r + 1] &- low[v + r + 1] &- high[v - r] &+ low[v - r]
                }
            }
        }
        }
        }
        return counts
    }
}
