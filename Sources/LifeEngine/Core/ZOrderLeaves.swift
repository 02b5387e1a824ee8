/// Live cells gathered into 8x8 leaves and listed in a quadtree's order (north-west, north-east,
/// south-west, south-east at every level), so that every square's leaves are one run of the list:
/// a tree is built from them by splitting runs, with no table of positions.
struct ZOrderLeaves {
    /// A leaf: its place in leaves from the square's north-west corner, and its cells (bit 8r+c
    /// for row r, column c).
    struct Leaf {
        var x: UInt64, y: UInt64
        var bits: UInt64
    }

    /// The leaves holding a live cell, in the tree's order.
    private(set) var leaves: [Leaf] = []

    /// The leaves of `cells` in the square whose north-west cell is (`x`, `y`); every cell lies
    /// within 2^67 cells of it, right and down.
    init(_ cells: [Cell], x: Int128, y: Int128) {
        if !gatherRows(cells, x: x, y: y) {
            leaves.removeAll()
            gatherAnyOrder(cells, x: x, y: y)
        }
        // Y before x at each bit: the coordinate whose highest differing bit is higher decides.
        leaves.sort { a, b in
            let dx = a.x ^ b.x, dy = a.y ^ b.y
            return dy >= dx || dy > (dx ^ dy) ? a.y < b.y : a.x < b.x
        }
    }

    /// The runs of `range` (the leaves of the square whose north-west leaf is (`x`, `y`), `2 * half`
    /// leaves a side) in its north-west, north-east, south-west and south-east quadrants.
    func quadrants(of range: Range<Int>, x: UInt64, y: UInt64, half: UInt64) -> (Range<Int>, Range<Int>, Range<Int>, Range<Int>) {
        // A leaf's quadrant only grows along the run.
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
        return (range.lowerBound..<b1, b1..<b2, b2..<b3, b3..<range.upperBound)
    }

    /// A cell's leaf and its bit in it.
    @inline(__always)
    private static func place(_ cell: Cell, x: Int128, y: Int128) -> (x: UInt64, y: UInt64, bit: UInt64) {
        let dx = Int128(cell.x) - x, dy = Int128(cell.y) - y
        return (UInt64(truncatingIfNeeded: dx >> 3), UInt64(truncatingIfNeeded: dy >> 3),
                UInt64(1) << UInt64(truncatingIfNeeded: (dy & 7) << 3 | dx & 7))
    }

    /// Gathers cells listed row by row, left to right (as a pattern keeps them): each row's
    /// leaves are merged into its band of eight rows. False when the cells are in another order.
    private mutating func gatherRows(_ cells: [Cell], x: Int128, y: Int128) -> Bool {
        var band: [Leaf] = [], row: [Leaf] = [], merged: [Leaf] = []
        var bandY = UInt64.max, rowY: Int64? = nil, lastX = Int64.min
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
            let (leafX, leafY, bit) = Self.place(cell, x: x, y: y)
            if cell.y != rowY {
                if let rowY, cell.y < rowY { return false }
                mergeRow()
                if leafY != bandY {
                    leaves += band
                    band.removeAll(keepingCapacity: true)
                    bandY = leafY
                }
                rowY = cell.y
            } else if cell.x <= lastX {
                return false
            }
            lastX = cell.x
            if let last = row.last, last.x == leafX {
                row[row.count - 1].bits |= bit
            } else {
                row.append(Leaf(x: leafX, y: leafY, bits: bit))
            }
        }
        mergeRow()
        leaves += band
        return true
    }

    /// Gathers cells in any order, a leaf at a time through a table.
    private mutating func gatherAnyOrder(_ cells: [Cell], x: Int128, y: Int128) {
        var index: [SIMD2<UInt64>: Int] = [:]
        for cell in cells {
            let (leafX, leafY, bit) = Self.place(cell, x: x, y: y)
            if let i = index[SIMD2(leafX, leafY)] {
                leaves[i].bits |= bit
            } else {
                index[SIMD2(leafX, leafY)] = leaves.count
                leaves.append(Leaf(x: leafX, y: leafY, bits: bit))
            }
        }
    }
}
