/// The node lines of a two-state macrocell file, from a list of live cells: the cells gathered
/// into 8x8 leaves in the tree's own order (`ZOrderLeaves`), and each distinct square written
/// once, after its children, and numbered as Golly numbers them. It costs the leaves, not a list
/// of cells a level.
struct MacrocellTreeWriter {
    /// A square above the leaves: its level and its children's line numbers.
    private struct Square: Hashable {
        var level: Int, nw: Int, ne: Int, sw: Int, se: Int
    }

    private let tree: ZOrderLeaves
    private var leafLines: [UInt64: Int] = [:]
    private var squareLines: [Square: Int] = [:]
    private var count = 0
    private var text: [UInt8] = []

    /// The lines of the tree of `cells` under a root of `level` (4...64) whose north-west cell is
    /// (`x`, `y`), each ended by a newline; every cell lies under the root.
    static func lines(of cells: [Cell], level: Int, x: Int64, y: Int64) -> String {
        var writer = MacrocellTreeWriter(tree: ZOrderLeaves(cells, x: Int128(x), y: Int128(y)))
        _ = writer.square(writer.tree.leaves.indices, level: level, x: 0, y: 0)
        return String(decoding: writer.text, as: UTF8.self)
    }

    /// The line number of the square of `level` whose north-west leaf is (`x`, `y`) and whose
    /// leaves are `range` of the tree's (0 for an empty square).
    private mutating func square(_ range: Range<Int>, level: Int, x: UInt64, y: UInt64) -> Int {
        guard !range.isEmpty else { return 0 }
        if level == 3 { return leafLine(tree.leaves[range.lowerBound].bits) }
        let half = UInt64(1) << UInt64(level - 4)
        let (b0, b1, b2, b3) = tree.quadrants(of: range, x: x, y: y, half: half)
        let nw = square(b0, level: level - 1, x: x, y: y)
        let ne = square(b1, level: level - 1, x: x &+ half, y: y)
        let sw = square(b2, level: level - 1, x: x, y: y &+ half)
        let se = square(b3, level: level - 1, x: x &+ half, y: y &+ half)
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
