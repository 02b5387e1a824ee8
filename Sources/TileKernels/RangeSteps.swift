/// The hot loops of Larger than Life's steps, kept beside the tile kernel so that they are
/// compiled for AVX2 and AVX-512 too (see `WideTileKernel`, `WidestTileKernel`): a square's counts
/// from running sums, and a two-state rule's next states from the counts.
public enum RangeSteps {
    /// Counts over squares of side 2r + 1: each padded row's sums over a window of that width
    /// (`rowSums`, `padHeight` rows of `padWidth - 2r`), four rows at a time so their running sums
    /// overlap; then each output row is the one above it plus the row entering and less the row leaving.
    @inlinable @inline(__always)
    public static func squares(_ live: UnsafePointer<UInt8>, padWidth: Int, padHeight: Int, range r: Int,
                                rowSums: UnsafeMutablePointer<Int32>, into counts: UnsafeMutablePointer<Int32>) {
        let width = padWidth &- 2 &* r, height = padHeight &- 2 &* r, side = 2 &* r &+ 1
        func windows(_ y: Int) {
            let cells = live + y &* padWidth, sums = rowSums + y &* width
            var sum: Int32 = 0
            for x in 0..<side { sum &+= Int32(cells[x]) }
            sums[0] = sum
            for x in 1..<max(1, width) {
                sum &+= Int32(cells[x &+ side &- 1]) &- Int32(cells[x &- 1])
                sums[x] = sum
            }
        }
        var y = 0
        while y &+ 4 <= padHeight {
            // Four rows' running sums side by side: independent chains the processor runs together.
            let c0 = live + y &* padWidth, c1 = c0 + padWidth, c2 = c1 + padWidth, c3 = c2 + padWidth
            let s0 = rowSums + y &* width, s1 = s0 + width, s2 = s1 + width, s3 = s2 + width
            var a: Int32 = 0, b: Int32 = 0, c: Int32 = 0, d: Int32 = 0
            for x in 0..<side {
                a &+= Int32(c0[x]); b &+= Int32(c1[x]); c &+= Int32(c2[x]); d &+= Int32(c3[x])
            }
            s0[0] = a; s1[0] = b; s2[0] = c; s3[0] = d
            var x = 1
            while x < width {
                let enter = x &+ side &- 1, leave = x &- 1
                a &+= Int32(c0[enter]) &- Int32(c0[leave]); s0[x] = a
                b &+= Int32(c1[enter]) &- Int32(c1[leave]); s1[x] = b
                c &+= Int32(c2[enter]) &- Int32(c2[leave]); s2[x] = c
                d &+= Int32(c3[enter]) &- Int32(c3[leave]); s3[x] = d
                x &+= 1
            }
            y &+= 4
        }
        while y < padHeight {
            windows(y)
            y &+= 1
        }
        // The first output row: the first `side` rows' sums; each next one slides down a row.
        for x in 0..<width { counts[x] = 0 }
        for k in 0..<side {
            let sums = rowSums + k &* width
            for x in 0..<width { counts[x] &+= sums[x] }
        }
        for y in 1..<max(1, height) {
            let above = counts + (y &- 1) &* width, here = counts + y &* width
            let entering = rowSums + (y &+ side &- 1) &* width, leaving = rowSums + (y &- 1) &* width
            for x in 0..<width { here[x] = above[x] &+ entering[x] &- leaving[x] }
        }
    }

    /// The next states of a two-state rule's cells in `columns` × `rows` of a patch (`out`, rows of
    /// `side` cells, at most 64, changed in place) from their counts (row by row over those
    /// columns, `countsStride` apart): a cell is born with a count in `born`, survives with one in `survives`. Returns the
    /// births, the deaths, and the rows and columns that changed; `columnDiffers` is `side` bytes
    /// of working space.
    @inlinable @inline(__always)
    public static func twoStates(_ out: UnsafeMutablePointer<UInt8>, side: Int, counts: UnsafePointer<Int32>, countsStride: Int,
                                 columns: Range<Int>, rows: Range<Int>, columnDiffers: UnsafeMutablePointer<UInt8>, born: ClosedRange<Int32>, survives: ClosedRange<Int32>)
        -> (born: Int, died: Int, rows: UInt64, columns: UInt64) {
        let (x0, x1) = (columns.lowerBound, columns.upperBound), width = x1 - x0
        let (bornFrom, bornTo, survivesFrom, survivesTo) = (born.lowerBound, born.upperBound, survives.lowerBound, survives.upperBound)
        columnDiffers.update(repeating: 0, count: side)
        var births = 0, deaths = 0, changedRows: UInt64 = 0
        for y in rows {
            var rowDiffers: UInt8 = 0, rowBirths: UInt8 = 0, rowDeaths: UInt8 = 0
            let cells = out + y * side + x0, line = counts + (y - rows.lowerBound) * countsStride, differs = columnDiffers + x0
            for x in 0..<width {
                let was = cells[x], count = line[x]
                let from = was == 0 ? bornFrom : survivesFrom, to = was == 0 ? bornTo : survivesTo
                let value: UInt8 = count >= from && count <= to ? 1 : 0
                cells[x] = value
                let changed = value ^ was
                differs[x] |= changed
                rowDiffers |= changed
                rowBirths &+= value & ~was
                rowDeaths &+= was & ~value
            }
            births &+= Int(rowBirths)
            deaths &+= Int(rowDeaths)
            changedRows |= UInt64(rowDiffers) &<< UInt64(y)
        }
        var changedColumns: UInt64 = 0
        for x in columns { changedColumns |= UInt64(columnDiffers[x]) &<< UInt64(x) }
        return (births, deaths, changedRows, changedColumns)
    }
}
