/// The node lines of a two-state macrocell file, from a list of live cells: the cells gathered
/// into 8x8 leaves, the leaves sorted in the tree's own order (north-west, north-east, south-west,
/// south-east at every level), and each distinct square written once, after its children, and
/// numbered as Golly numbers them. It costs the leaves, not a list of cells a level.
struct MacrocellTreeWriter {
    /// A leaf's place, in leaves from the root's north-west corner, and its cells (bit 8r+c).
    private struct Leaf {
        var x: UInt64, y: UInt64
        var bits: UInt64
    }

    /// A square above the leaves: its level and its children's line numbers.
    private struct Square: Hashable {
        var level: Int, nw: Int, ne: Int, sw: Int, se: Int
    }

    private var leaves: [Leaf] = []
    private var leafLines: [UInt64: Int] = [:]
    private var squareLines: [Square: Int] = [:]
    private var count = 0
    private var text: [UInt8] = []

    /// The lines of the tree of `cells` under a root of `level` (4...64) whose north-west cell is
    /// (`x`, `y`), each ended by a newline; every cell lies under the root.
    static func lines(of cells: [Cell], level: Int, x: Int64, y: Int64) -> String {
        var writer = MacrocellTreeWriter()
        writer.gather(cells, x: x, y: y)
        _ = writer.square(writer.leaves.indices, level: level, x: 0, y: 0)
        return String(decoding: writer.text, as: UTF8.self)
    }

    /// Fills `leaves` from the cells, in the tree's order.
    private mutating func gather(_ cells: [Cell], x: Int64, y: Int64) {
        if !gatherRows(cells, x: x, y: y) {
            leaves.removeAll()
            gatherAnyOrder(cells, x: x, y: y)
        }
        // Z-order with y before x at each bit: the pair whose highest differing bit is higher decides.
        leaves.sort { a, b in
            let dx = a.x ^ b.x, dy = a.y ^ b.y
            return dy >= dx || dy > (dx ^ dy) ? a.y < b.y : a.x < b.x
        }
    }

    /// Gathers cells listed row by row, left to right (as a pattern keeps them): each row's
    /// leaves are merged into its band of eight rows. False when the cells are in another order.
    private mutating func gatherRows(_ cells: [Cell], x: Int64, y: Int64) -> Bool {
        var band: [Leaf] = [], row: [Leaf] = [], merged: [Leaf] = []
        var bandY = UInt64.max, rowY = UInt64.max, lastX = UInt64.max
        func mergeRow() {
            merged.removeAll(keepingCapacity: true)
            var i = 0, j = 0
            while i < band.count || j < row.count {
                if j == row.count || (i < band.count && band[i].x < row[j].x) {
                    merged.append(band[i]); i += 1
                } else if i == band.count || row[j].x < band[i].x {
                    merged.append(row[j]); j += 1
                } else {
                    merged.append(Leaf(x: band[i].x, y: band[i].y, bits: band[i].bits | row[j].bits)); i += 1; j += 1
                }
            }
            swap(&band, &merged)
            row.removeAll(keepingCapacity: true)
        }
        for cell in cells {
            // Wrapping: a root of level 64 spans every coordinate.
            let dx = UInt64(bitPattern: cell.x &- x), dy = UInt64(bitPattern: cell.y &- y)
            if dy != rowY {
                if rowY != .max && dy < rowY { return false }
                mergeRow()
                if dy >> 3 != bandY {
                    leaves += band
                    band.removeAll(keepingCapacity: true)
                    bandY = dy >> 3
                }
                rowY = dy
            } else if dx <= lastX && lastX != .max {
                return false
            }
            lastX = dx
            let bit = UInt64(1) << ((dy & 7) << 3 | dx & 7)
            if let last = row.last, last.x == dx >> 3 {
                row[row.count - 1].bits |= bit
            } else {
                row.append(Leaf(x: dx >> 3, y: dy >> 3, bits: bit))
            }
        }
        mergeRow()
        leaves += band
        return true
    }

    /// Gathers cells in any order, a leaf at a time through a table.
    private mutating func gatherAnyOrder(_ cells: [Cell], x: Int64, y: Int64) {
        var index: [SIMD2<UInt64>: Int] = [:]
        for cell in cells {
            let dx = UInt64(bitPattern: cell.x &- x), dy = UInt64(bitPattern: cell.y &- y)
            let key = SIMD2(dx >> 3, dy >> 3), bit = UInt64(1) << ((dy & 7) << 3 | dx & 7)
            if let i = index[key] {
                leaves[i].bits |= bit
            } else {
                index[key] = leaves.count
                leaves.append(Leaf(x: key.x, y: key.y, bits: bit))
            }
        }
    }

    /// The line number of the square of `level` whose north-west leaf is (`x`, `y`) and whose
    /// leaves are `range` of `leaves` (0 for an empty square).
    private mutating func square(_ range: Range<Int>, level: Int, x: UInt64, y: UInt64) -> Int {
        guard !range.isEmpty else { return 0 }
        if level == 3 { return leafLine(leaves[range.lowerBound].bits) }
        let half = UInt64(1) << UInt64(level - 4)
        // The quadrant of a leaf only grows along the range (the tree's order).
        func quadrant(_ leaf: Leaf) -> Int { (leaf.y >= y &+ half ? 2 : 0) + (leaf.x >= x &+ half ? 1 : 0) }
        func start(of q: Int) -> Int {
            var lo = range.lowerBound, hi = range.upperBound
            while lo < hi {
                let mid = (lo + hi) / 2
                if quadrant(leaves[mid]) < q { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        let b1 = start(of: 1), b2 = start(of: 2), b3 = start(of: 3)
        let nw = square(range.lowerBound..<b1, level: level - 1, x: x, y: y)
        let ne = square(b1..<b2, level: level - 1, x: x &+ half, y: y)
        let sw = square(b2..<b3, level: level - 1, x: x, y: y &+ half)
        let se = square(b3..<range.upperBound, level: level - 1, x: x &+ half, y: y &+ half)
        let key = Square(level: level, nw: nw, ne: ne, sw: sw, se: se)
        if let known = squareLines[key] { return known }
        append(level)
        for number in [nw, ne, sw, se] {
            text.append(UInt8(ascii: " "))
            append(number)
        }
        text.append(UInt8(ascii: "\n"))
        count += 1
        squareLines[key] = count
        return count
    }

    /// The line number of a leaf: rows of `.` and `*` ended by `$`, trailing dead cells and rows left out.
    private mutating func leafLine(_ bits: UInt64) -> Int {
        if let known = leafLines[bits] { return known }
        let rows = (64 - bits.leadingZeroBitCount + 7) / 8
        for r in 0..<rows {
            let row = UInt8(truncatingIfNeeded: bits >> UInt64(8 * r))
            for c in 0..<(8 - row.leadingZeroBitCount) { text.append(row >> c & 1 == 1 ? UInt8(ascii: "*") : UInt8(ascii: ".")) }
            text.append(UInt8(ascii: "$"))
        }
        text.append(UInt8(ascii: "\n"))
        count += 1
        leafLines[bits] = count
        return count
    }

    /// Appends a non-negative number in decimal.
    private mutating func append(_ number: Int) {
        var digits: [UInt8] = []
        var n = number
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(n % 10))
            n /= 10
        } while n > 0
        text.append(contentsOf: digits.reversed())
    }
}
