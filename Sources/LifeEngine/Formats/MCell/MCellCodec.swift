/// MCell's pattern files (.mcl), as Golly reads them: `#GAME` (Life, Generations or Larger than
/// Life) and `#RULE` give the rule, `#BOARD WxH` with `#WRAP 1` a torus (`#WRAP 0` a bounded
/// plane), `#D` lines the description, and `#L` lines the cells: a count before `.` (dead), `A`
/// to `X` (states 1 to 24, `a` to `j` before one for higher states) or `$` (next row). The cells
/// are centred on Golly's origin unless `#P x y` places a block. Writing gives the same form.
public struct MCellCodec: Sendable {
    /// Most cells a file may hold.
    let cellBudget: Int

    /// A codec reading at most `cellBudget` cells.
    public init(cellBudget: Int = PatternBudget.standard.maxCells) {
        self.cellBudget = cellBudget
    }

    /// Reads MCell text.
    /// - Throws: `PatternParseError` with the line and column of the first problem.
    public func read(_ text: String) throws -> Pattern {
        var game = "Life", ruleText: String?, board: (Int64, Int64)?, wraps = false
        // The lines of #GAME, #RULE and #BOARD, for messages about them.
        var gameLine = 1, ruleLine = 1, boardLine = 1
        var comments: [String] = []
        var blocks: [(origin: Cell?, data: [(line: Int, column: Int, text: Substring)])] = [(nil, [])]
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).enumerated() {
            let number = index + 1
            let line = raw.trimmingWhitespace()
            guard line.hasPrefix("#") else {
                if !line.isEmpty { throw PatternParseError(line: number, column: 1, message: "an MCell line starts with '#'") }
                continue
            }
            let key = line.prefix { !$0.isWhitespace }.uppercased()
            let value = line.dropFirst(key.count).trimmingWhitespace()
            switch key {
            case "#GAME": (game, gameLine) = (value, number)
            case "#RULE": (ruleText, ruleLine) = (value, number)
            case "#BOARD":
                let sides = value.lowercased().split(separator: "x")
                guard sides.count == 2, let w = Int64(sides[0]), let h = Int64(sides[1]), w > 0, h > 0 else {
                    throw PatternParseError(line: number, column: key.count + 2, message: "#BOARD is written WIDTHxHEIGHT, for example 300x300")
                }
                (board, boardLine) = ((w, h), number)
            case "#WRAP": wraps = value == "1"
            case "#D": comments.append(value)
            case "#P":
                let numbers = value.split(separator: " ").compactMap { Int64($0) }
                guard numbers.count == 2, PlaneLimits.contains(Cell(numbers[0], numbers[1])) else {
                    throw PatternParseError(line: number, column: key.count + 2, message: "#P is followed by x and y, within 2^62 of the origin")
                }
                blocks.append((Cell(numbers[0], numbers[1]), []))
            case "#L": blocks[blocks.count - 1].data.append((number, key.count + 2, Substring(value)))
            default: continue  // #MCELL, #SPEED, #CCOLORS, #COLORING, #N and the like say nothing about the cells
            }
        }
        guard ["life", "generations", "larger than life"].contains(game.lowercased()) else {
            throw PatternParseError(line: gameLine, column: 7, message: "MCell's game '\(game.escapedForDisplay(limit: 40))' is not one Life runs (Life, Generations, Larger than Life)")
        }
        var full = ruleText ?? "B3/S23"
        if let (w, h) = board { full += ":\(wraps ? "T" : "P")\(w),\(h)" }
        let rule: Rule, topology: Topology
        // A rule's fault is on its #RULE line (a board's, with its suffix, on #BOARD's if the rule alone reads).
        do { (rule, topology) = try Rule.parseWithTopology(full) } catch {
            let ruleAlone = (try? Rule(parsing: ruleText ?? "B3/S23")) != nil
            throw PatternParseError(line: ruleAlone ? boardLine : ruleLine, column: ruleAlone ? 8 : 7, message: "\(error)")
        }
        var cells: [Cell] = [], decaying: [Cell: UInt8] = [:]
        let shift = (topology.gollyOrigin.x, topology.gollyOrigin.y)
        for block in blocks where !block.data.isEmpty {
            var placed: [(Cell, UInt8)] = []
            let extent = try readCells(block.data, rule: rule) { placed.append(($0, $1)) }
            // Without #P a block is centred on Golly's origin, which is the board's centre.
            let origin = block.origin ?? Cell(-(extent.width / 2), -(extent.height / 2))
            for (cell, state) in placed {
                guard let x = PlaneLimits.coordinate(origin.x + shift.0, plus: cell.x), let y = PlaneLimits.coordinate(origin.y + shift.1, plus: cell.y) else {
                    throw PatternParseError(line: block.data[0].line, column: 1, message: PlaneLimits.coordinateMessage)
                }
                let at = Cell(x, y)
                cells.append(at)
                if state > 1 { decaying[at] = state }
            }
            guard cells.count <= cellBudget else {
                throw PatternParseError.overBudget(line: block.data[0].line, column: 1,
                                                   message: "the pattern has more than \(cellBudget) live cells, the most a file may hold")
            }
        }
        return Pattern(cells: cells, rule: rule, topology: topology, comments: comments, decaying: decaying)
    }

    /// Reads a block's `#L` data, passing each live cell and its state; returns the block's size.
    private func readCells(_ data: [(line: Int, column: Int, text: Substring)], rule: Rule,
                           _ cell: (Cell, UInt8) -> Void) throws -> (width: Int64, height: Int64) {
        var x: Int64 = 0, y: Int64 = 0, width: Int64 = 0, count: Int64?, prefix: Int?
        for (line, start, text) in data {
            for (offset, character) in text.enumerated() {
                func fail(_ message: String) -> PatternParseError { PatternParseError(line: line, column: start + offset, message: message) }
                if let digit = character.wholeNumberValue, character.isASCII {
                    let (times, o1) = (count ?? 0).multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times.addingReportingOverflow(Int64(digit))
                    guard !o1, !o2 else { throw fail("run count is too large") }
                    count = sum
                    continue
                }
                let n = count ?? 1
                count = nil
                switch character {
                case ".":
                    x = try step(x, n, fail)
                case "$":
                    y = try step(y, n, fail)
                    x = 0
                case "a"..."j":
                    prefix = Int(character.asciiValue! - UInt8(ascii: "a")) + 1
                    count = n == 1 ? nil : n
                case "A"..."X":
                    let state = (prefix ?? 0) * 24 + Int(character.asciiValue! - UInt8(ascii: "A")) + 1
                    prefix = nil
                    guard state < rule.states else { throw fail("state \(state) is beyond the \(rule.states) states of \(rule)") }
                    guard n <= Int64(cellBudget) else {
                        throw PatternParseError.overBudget(line: line, column: start + offset,
                                                           message: "the pattern has more than \(cellBudget) live cells, the most a file may hold")
                    }
                    for k in 0..<n { cell(Cell(x + k, y), UInt8(state)) }
                    x = try step(x, n, fail)
                case " ", "\t":
                    continue
                default:
                    throw fail("unexpected character '\(String(character).escapedForDisplay())' in the cells")
                }
                width = max(width, x)
            }
        }
        return (width, y + 1)
    }

    private func step(_ value: Int64, _ by: Int64, _ fail: (String) -> PatternParseError) throws -> Int64 {
        let (sum, overflow) = value.addingReportingOverflow(by)
        guard !overflow else { throw fail("the pattern is too wide or too tall") }
        return sum
    }

    /// Writes a pattern as MCell text (`#GAME` from the rule's family; a bounded board as `#BOARD`
    /// and `#WRAP`).
    public func write(_ pattern: Pattern) -> String {
        let rule = pattern.rule
        let game = rule.largerThanLife != nil ? "Larger than Life" : rule.states > 2 ? "Generations" : "Life"
        var out = "#MCell 4.20\n#GAME \(game)\n#RULE \(rule)\n"
        if let size = pattern.topology.size, let w = size.width, let h = size.height {
            let wraps: Bool
            switch pattern.topology {
            case .torus: wraps = true
            case let .grid(grid): wraps = grid.kind == .torus
            case .plane: wraps = false
            }
            out += "#BOARD \(w)x\(h)\n#WRAP \(wraps ? 1 : 0)\n"
        }
        for comment in pattern.comments { out += "#D \(TextLines.oneLine(comment))\n" }
        guard let bounds = pattern.bounds else { return out }
        // The block's place in Golly's coordinates (a bounded board's top-left is at -w/2, -h/2).
        let shift = (pattern.topology.gollyOrigin.x, pattern.topology.gollyOrigin.y)
        out += "#P \(bounds.x - shift.0) \(bounds.y - shift.1)\n"
        // Rows as runs: a count before '.' skips dead cells, before '$' empty rows. Each run is a
        // token kept whole on its #L line: Golly's reader starts every line's count afresh.
        var tokens: [String] = [], index = 0, row = bounds.y
        let cells = pattern.cells
        while index < cells.count {
            let y = cells[index].y
            if y > row { tokens.append(y - row == 1 ? "$" : "\(y - row)$") }
            row = y
            var x = bounds.x
            while index < cells.count && cells[index].y == y {
                let cell = cells[index]
                if cell.x > x { tokens.append(cell.x - x == 1 ? "." : "\(cell.x - x).") }
                let state = pattern.decaying[cell] ?? 1
                let letter = Character(Unicode.Scalar(UInt8(ascii: "A") + (state - 1) % 24))
                tokens.append((state > 24 ? String(Character(Unicode.Scalar(UInt8(ascii: "a") + (state - 1) / 24 - 1))) : "") + String(letter))
                x = cell.x + 1
                index += 1
            }
        }
        var line = ""
        for token in tokens {
            line += token
            if line.utf8.count >= 70 {
                out += "#L \(line)\n"
                line = ""
            }
        }
        if !line.isEmpty { out += "#L \(line)\n" }
        return out
    }
}
