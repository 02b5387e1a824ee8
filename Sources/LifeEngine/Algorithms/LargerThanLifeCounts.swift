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
        for py in 0..<padHeight {
            for px in 0..<padWidth where live[py * padWidth + px] != 0 {
                let u = px + py, v = px - py + padHeight - 1
                area[(u + 1) * stride + v + 1] = 1
            }
        }
        for u in 1...side {
            var row: Int32 = 0
            for v in 1...side {
                row += area[u * stride + v]
                area[u * stride + v] = area[(u - 1) * stride + v] + row
            }
        }
        func sum(_ u0: Int, _ u1: Int, _ v0: Int, _ v1: Int) -> Int32 {
            let a = max(u0, 0), b = min(u1, side - 1), c = max(v0, 0), d = min(v1, side - 1)
            guard a <= b, c <= d else { return 0 }
            return area[(b + 1) * stride + d + 1] - area[a * stride + d + 1] - area[(b + 1) * stride + c] + area[a * stride + c]
        }
        var counts = [Int32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let px = x + r, py = y + r
                let u = px + py, v = px - py + padHeight - 1
                counts[y * width + x] = sum(u - r, u + r, v - r, v + r)
            }
        }
        return counts
    }
}
