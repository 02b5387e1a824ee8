/// Reads and writes Golly's macrocell format (.mc): a quadtree whose equal subtrees are written once.
///
/// After the `[M2]` line and `#` lines (`#R` rule, `#G` generation), each line is a node, numbered
/// from 1: an 8x8 leaf written as rows of `.` and `*` ended by `$` (trailing dead cells and rows
/// left out), or `level nw ne sw se` with child numbers (0 = empty). The last node is the root,
/// placed as Golly places it: a level-L root covers x from -2^(L-1) and y from -2^(L-1) + 1 (Golly
/// counts y upward inside HashLife). Expanding is bounded by the cell budget, checked before any
/// cell is made.
public struct MacrocellCodec: Sendable {
    /// Most live cells a file may produce.
    public var cellBudget: Int

    /// Creates a codec.
    public init(cellBudget: Int = PatternBudget.standard.maxCells) {
        self.cellBudget = cellBudget
    }

    /// Parses macrocell text.
    public func read(_ text: String) throws -> Pattern {
        try pattern(of: parse(text))
    }

    /// The cells of a parsed tree, listed (at most `cellBudget`).
    public func pattern(of tree: MacrocellTree) throws -> Pattern {
        var pattern = Pattern(cells: [], rule: tree.rule, topology: tree.topology, comments: tree.comments, generation: tree.generation)
        guard tree.root > 0 else { return pattern }
        guard tree.population <= UInt128(cellBudget) else {
            throw PatternParseError.overBudget(line: 1, column: 1,
                                               message: "the pattern has more than \(cellBudget) live cells, the most Life lists from a file; "
                                                   + "`life run` without --rule, --torus or another engine, the app and `life script` take it as HashLife's tree")
        }
        var cells: [Cell] = []
        var decaying: [Cell: UInt8] = [:]
        cells.reserveCapacity(Int(tree.population))
        func expand(_ index: Int, _ x: Int64, _ y: Int64) {
            guard index != 0 else { return }
            switch tree.nodes[index] {
            case .leaf(var bits):
                while bits != 0 {
                    let i = bits.trailingZeroBitCount
                    bits &= bits - 1
                    cells.append(Cell(x + Int64(i & 7), y + Int64(i >> 3)))
                }
            case .states(let s):
                for q in 0..<4 where s[q] != 0 {
                    let cell = Cell(x + Int64(q & 1), y + Int64(q >> 1))
                    cells.append(cell)
                    if s[q] > 1 { decaying[cell] = s[q] }
                }
            case let .branch(level, children):
                let size = Int64(1) << Int64(level - 1)
                expand(children[0], x, y)
                expand(children[1], x + size, y)
                expand(children[2], x, y + size)
                expand(children[3], x + size, y + size)
            }
        }
        expand(tree.root, tree.originX, tree.originY)
        // A level-63 root reaches one row past the bound (Golly's placement is one row off centre).
        if cells.contains(where: { !PlaneLimits.contains($0) }) {
            throw PatternParseError(line: 1, column: 1, message: PlaneLimits.coordinateMessage)
        }
        pattern = Pattern(cells: cells, rule: tree.rule, topology: tree.topology, comments: tree.comments, generation: tree.generation,
                          decaying: decaying)
        // The tree is in Golly's coordinates, where a bounded board's top-left cell is at
        // (-w/2, -h/2); Life's board starts at (0, 0).
        let origin = tree.boardAtOrigin ? Cell(0, 0) : tree.topology.gollyOrigin
        return origin == Cell(0, 0) ? pattern : pattern.offset(by: origin.x, origin.y)
    }

    /// Parses macrocell text into its quadtree without making any cell (HashLife loads this directly).
    public func parse(_ text: String) throws -> MacrocellTree {
        var tree = MacrocellTree()
        var populations: [UInt128] = [0]
        var sawHeader = false
        // Which leaves the file has: 8x8 squares of live cells, or 2x2 squares of states.
        var sawLeaves = false, sawStates = false
        for (index, raw) in TextLines.split(text).enumerated() {
            // Most lines of a large file are plain leaves and nodes: read from their bytes. Anything
            // else (and every line that is wrong, to say how) goes the long way below.
            if sawHeader, readPlainNode(raw, into: &tree, populations: &populations, sawLeaves: sawLeaves, sawStates: sawStates) {
                if case .leaf = tree.nodes.last { sawLeaves = true }
                continue
            }
            let line = raw.trimmingWhitespace()
            let number = index + 1
            if line.isEmpty { continue }
            if !sawHeader {
                guard line.hasPrefix("[M2]") else {
                    throw PatternParseError(line: number, column: 1, message: "a macrocell file starts with [M2]")
                }
                tree.boardAtOrigin = line == Self.boardAtOriginHeader
                sawHeader = true
                continue
            }
            if line.hasPrefix("#") {
                let rest = line.dropFirst(2).trimmingWhitespace()
                if line.hasPrefix("#R") {
                    do { (tree.rule, tree.topology) = try Rule.parseWithTopology(rest) } catch {
                        throw PatternParseError(line: number, column: 4, message: "\(error)")
                    }
                } else if line.hasPrefix("#G") {
                    guard let g = Int64(rest), g >= 0 else {
                        throw PatternParseError(line: number, column: 4, message: "the generation after #G must be a whole number 0 or more")
                    }
                    guard PlaneLimits.isValidGeneration(g) else {
                        throw PatternParseError(line: number, column: 4, message: PlaneLimits.generationMessage)
                    }
                    tree.generation = g
                } else if line.hasPrefix("#C") || line.hasPrefix("#D") {
                    tree.comments.append(rest)
                }
                continue
            }
            if let first = line.first, first == "." || first == "*" || first == "$" {
                guard !sawStates else {
                    throw PatternParseError(line: number, column: 1, message: "the file mixes squares of states with 8x8 leaves")
                }
                sawLeaves = true
                var bits: UInt64 = 0
                var x = 0, y = 0
                for (column, ch) in line.enumerated() {
                    switch ch {
                    case ".": x += 1
                    case "*":
                        guard x < 8, y < 8 else {
                            throw PatternParseError(line: number, column: column + 1, message: "a leaf is at most 8 cells wide and 8 rows tall")
                        }
                        bits |= UInt64(1) << UInt64(y * 8 + x)
                        x += 1
                    case "$": y += 1; x = 0
                    default:
                        throw PatternParseError(line: number, column: column + 1, message: "unexpected character '\(String(ch).escapedForDisplay())' in a leaf")
                    }
                    guard x <= 8, y <= 8 else {
                        throw PatternParseError(line: number, column: column + 1, message: "a leaf is at most 8 cells wide and 8 rows tall")
                    }
                }
                tree.nodes.append(.leaf(bits))
                tree.levels.append(3)
                populations.append(UInt128(bits.nonzeroBitCount))
                continue
            }
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.count == 5, Int(fields[0]) == nil, fields[0].allSatisfy({ ("0"..."9").contains($0) }) {
                throw PatternParseError(line: number, column: 1, message:
                    "a level-\(fields[0].escapedForDisplay(limit: 30)) node is too large: levels go up to \(MacrocellTree.maxLevel) (\(PlaneLimits.coordinateMessage))")
            }
            guard fields.count == 5, let level = Int(fields[0]) else {
                throw PatternParseError(line: number, column: 1,
                                        message: "expected a leaf or 'level nw ne sw se', found '\(line.escapedForDisplay())'")
            }
            if level == 1 {
                // A 2x2 square of states, in a file of a rule of more than two.
                guard tree.rule.states > 2 else {
                    throw PatternParseError(line: number, column: 1, message:
                        "a level-1 node holds cell states, for rules of more than two states; this file's rule, \(tree.rule), has two")
                }
                guard !sawLeaves else {
                    throw PatternParseError(line: number, column: 1, message: "the file mixes 8x8 leaves with squares of states")
                }
                sawStates = true
                var states = SIMD4<UInt8>()
                for (i, field) in fields.dropFirst().enumerated() {
                    guard let state = Int(field), (0..<tree.rule.states).contains(state) else {
                        throw PatternParseError(line: number, column: 1, message:
                            "state \(i + 1) ('\(field.escapedForDisplay(limit: 20))') must be 0 to \(tree.rule.states - 1) under \(tree.rule)")
                    }
                    states[i] = UInt8(state)
                }
                tree.nodes.append(.states(states))
                tree.levels.append(1)
                populations.append(UInt128((0..<4).filter { states[$0] != 0 }.count))
                continue
            }
            let lowest = sawStates || (tree.rule.states > 2 && !sawLeaves) ? 2 : 4
            guard (lowest...MacrocellTree.maxLevel).contains(level) else {
                throw PatternParseError(line: number, column: 1, message: level > MacrocellTree.maxLevel
                    ? "a level-\(level) node is too large: levels go up to \(MacrocellTree.maxLevel) (\(PlaneLimits.coordinateMessage))"
                    : lowest == 2 ? "a node's level is 2 to \(MacrocellTree.maxLevel) (squares of states are level 1), found \(level)"
                    : "a node's level is 4 to \(MacrocellTree.maxLevel) (leaves are level 3), found \(level)")
            }
            var children = SIMD4<Int>()
            var population: UInt128 = 0
            for (i, field) in fields.dropFirst().enumerated() {
                guard let child = Int(field), child >= 0, child < tree.nodes.count else {
                    let earlier = tree.nodes.count == 1 ? "0 (there is no earlier node)" : "an earlier node (1 to \(tree.nodes.count - 1)) or 0"
                    throw PatternParseError(line: number, column: 1,
                                            message: "child \(i + 1) ('\(field.escapedForDisplay())') must be \(earlier)")
                }
                guard child == 0 || tree.levels[child] == level - 1 else {
                    throw PatternParseError(line: number, column: 1,
                                            message: "child \(i + 1) has level \(tree.levels[child]), a level-\(level) node needs level \(level - 1)")
                }
                children[i] = child
                population += populations[child]
            }
            tree.nodes.append(.branch(level: level, children: children))
            tree.levels.append(level)
            populations.append(population)
        }
        guard sawHeader else { throw PatternParseError(line: 1, column: 1, message: "the file is empty; a macrocell file starts with [M2]") }
        tree.population = populations[tree.root]
        return tree
    }

    /// Appends the node of a line that is a leaf of `.`, `*` and `$` only, or "level nw ne sw se" in
    /// digits and single spaces with a level of 2 or more, when it is right as it stands; false
    /// (nothing appended) for any other line, which `parse` then reads the long way.
    private func readPlainNode(_ line: Substring, into tree: inout MacrocellTree, populations: inout [UInt128],
                               sawLeaves: Bool, sawStates: Bool) -> Bool {
        var utf8 = line.utf8
        guard let first = utf8.first else { return false }
        if first == UInt8(ascii: ".") || first == UInt8(ascii: "*") || first == UInt8(ascii: "$") {
            guard !sawStates else { return false }
            var bits: UInt64 = 0
            var x = 0, y = 0
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "."): x += 1
                case UInt8(ascii: "*"):
                    guard x < 8, y < 8 else { return false }
                    bits |= UInt64(1) << UInt64(y * 8 + x)
                    x += 1
                case UInt8(ascii: "$"): y += 1; x = 0
                default: return false
                }
                guard x <= 8, y <= 8 else { return false }
            }
            tree.nodes.append(.leaf(bits))
            tree.levels.append(3)
            populations.append(UInt128(bits.nonzeroBitCount))
            return true
        }
        // Five numbers, one space apart: the level, then the children.
        var numbers = SIMD8<Int>(), count = 0, value = 0, digits = 0
        while let byte = utf8.popFirst() {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                guard digits < 12 else { return false }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else if byte == UInt8(ascii: " ") && digits > 0 && count < 4 {
                numbers[count] = value
                count += 1
                (value, digits) = (0, 0)
            } else {
                return false
            }
        }
        guard digits > 0, count == 4 else { return false }
        numbers[4] = value
        let level = numbers[0]
        let lowest = sawStates || (tree.rule.states > 2 && !sawLeaves) ? 2 : 4
        guard level >= lowest, level <= MacrocellTree.maxLevel else { return false }
        var children = SIMD4<Int>()
        var population: UInt128 = 0
        for i in 0..<4 {
            let child = numbers[i + 1]
            guard child < tree.nodes.count, child == 0 || tree.levels[child] == level - 1 else { return false }
            children[i] = child
            population += populations[child]
        }
        tree.nodes.append(.branch(level: level, children: children))
        tree.levels.append(level)
        populations.append(population)
        return true
    }

    /// Writes the pattern as macrocell, sharing equal subtrees, positioned as Golly reads it; a
    /// rule of more than two states gets Golly's multi-state form (2x2 squares of states as leaves).
    public func write(_ pattern: Pattern) -> String {
        let out = Self.header(pattern)
        // In Golly's coordinates, as the reader takes them (see `pattern(of:)`).
        let origin = pattern.topology.gollyOrigin
        let pattern = origin == Cell(0, 0) ? pattern : pattern.offset(by: -origin.x, -origin.y)
        let states = pattern.rule.states > 2
        guard let level = Self.rootLevel(pattern, lowest: states ? 1 : 3) else { return out }
        // The root's north-west cell (wrapping: a root of level 64 spans every coordinate).
        let half = Int64(bitPattern: UInt64(1) << UInt64(level - 1))
        let x = 0 &- half, y = 1 &- half
        return out + (states ? Self.stateLines(of: pattern, level: level, x: x, y: y)
            : MacrocellTreeWriter.lines(of: pattern.cells, level: level, x: x, y: y))
    }

    /// The node lines of a pattern of more than two states: leaves are 2x2 squares of states,
    /// "1 nw ne sw se".
    private static func stateLines(of pattern: Pattern, level: Int, x: Int64, y: Int64) -> String {
        var lines = NumberedLines()
        func build(_ cells: ArraySlice<Cell>, level: Int, x: Int64, y: Int64) -> Int {
            guard !cells.isEmpty else { return 0 }
            if level == 1 {
                var square = [UInt8](repeating: 0, count: 4)
                for c in cells { square[Int(c.x &- x) + 2 * Int(c.y &- y)] = pattern.decaying[c] ?? 1 }
                return lines.number("1 " + square.map(String.init).joined(separator: " "))
            }
            let size = Int64(bitPattern: UInt64(1) << UInt64(level - 1))
            func far(_ offset: Int64) -> Bool { UInt64(bitPattern: offset) >= UInt64(bitPattern: size) }
            var quadrants: [[Cell]] = [[], [], [], []]
            for c in cells { quadrants[(far(c.x &- x) ? 1 : 0) + (far(c.y &- y) ? 2 : 0)].append(c) }
            let nw = build(quadrants[0][...], level: level - 1, x: x, y: y)
            let ne = build(quadrants[1][...], level: level - 1, x: x &+ size, y: y)
            let sw = build(quadrants[2][...], level: level - 1, x: x, y: y &+ size)
            let se = build(quadrants[3][...], level: level - 1, x: x &+ size, y: y &+ size)
            return lines.number("\(level) \(nw) \(ne) \(sw) \(se)")
        }
        _ = build(pattern.cells[...], level: level, x: x, y: y)
        return lines.text
    }

    /// The first line of Life's files that put a bounded board's top-left cell at (0, 0) (saved
    /// boards and exports before session 34); Life now writes "(life 2)" and Golly's placement.
    static let boardAtOriginHeader = "[M2] (life)"

    /// The header lines: format, rule with its grid, generation, comments.
    private static func header(_ pattern: Pattern) -> String {
        var out = "[M2] (life 2)\n#R \(pattern.rule)\(pattern.topology.suffix)\n"
        if pattern.generation != 0 { out += "#G \(pattern.generation)\n" }
        for comment in pattern.comments { out += "#C \(TextLines.oneLine(comment))\n" }
        return out
    }

    /// The smallest root level, from `lowest` up (from 4 for two states, as Golly writes), whose square as Golly places it holds every cell;
    /// nil for no cells. (Level 64 holds every Int64 coordinate: the search ends even past the bound.)
    private static func rootLevel(_ pattern: Pattern, lowest: Int) -> Int? {
        guard let b = pattern.bounds else { return nil }
        let extent = max(max(-b.x, b.maxX), max(-b.y + 1, b.maxY - 1))
        // Golly reads a two-state file whose root is a leaf as empty: its own files start at level 4.
        var level = lowest == 3 ? 4 : lowest
        while level < 64 && (Int64(1) << Int64(level - 1)) < extent { level += 1 }
        return level
    }
}
