/// Reads and writes Life 1.05: `#Life 1.05`, `#D` descriptions, `#N` (Conway) or `#R s/b` rules,
/// and `#P x y` blocks of rows of `.` and `*`.
public struct Life105Codec: Sendable {
    /// Most live cells a file may produce.
    public var cellBudget: Int

    /// Creates a codec.
    public init(cellBudget: Int = PatternBudget.standard.maxCells) {
        self.cellBudget = cellBudget
    }

    /// Parses Life 1.05.
    public func read(_ text: String) throws -> Pattern {
        var cells: [Cell] = []
        var rule = Rule.conway, topology = Topology.plane
        var comments: [String] = []
        var origin = Cell(0, 0)
        var y: Int64 = 0
        for (index, line) in TextLines.split(text).enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                let tag = trimmed.dropFirst().prefix(1)
                let rest = trimmed.dropFirst(2).trimmingWhitespace()
                switch tag {
                case "D", "C": comments.append(rest)
                case "N": rule = .conway
                case "R":
                    do { (rule, topology) = try Rule.parseWithTopology(rest) } catch {
                        throw PatternParseError(line: index + 1, column: 3, message: "\(error)")
                    }
                case "P":
                    let parts = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
                    // A bare `#P` (as in Golly's own acorn.lif and rabbits.lif) puts the block at 0 0.
                    let numbers = parts.isEmpty ? [0, 0] : parts.map { Int64($0) }
                    guard numbers.count == 2, let px = numbers[0], let py = numbers[1] else {
                        throw PatternParseError(line: index + 1, column: 3, message: "expected '#P x y' with two whole numbers")
                    }
                    guard PlaneLimits.contains(Cell(px, py)) else {
                        throw PatternParseError(line: index + 1, column: 3, message: "#P \(px) \(py): \(PlaneLimits.coordinateMessage)")
                    }
                    origin = Cell(px, py)
                    y = 0
                default: break // #Life header and other tags
                }
                continue
            }
            for (column, ch) in trimmed.enumerated() {
                switch ch {
                case ".": break
                case "*", "O":
                    guard cells.count < cellBudget else {
                        throw PatternParseError.overBudget(line: index + 1, column: column + 1,
                                                           message: "the pattern has more than \(cellBudget) live cells, the most a file may hold")
                    }
                    guard let cx = PlaneLimits.coordinate(origin.x, plus: Int64(column)),
                          let cy = PlaneLimits.coordinate(origin.y, plus: y) else {
                        throw PatternParseError(line: index + 1, column: column + 1, message: PlaneLimits.coordinateMessage)
                    }
                    cells.append(Cell(cx, cy))
                default:
                    throw PatternParseError(line: index + 1, column: column + 1,
                                            message: "unexpected character '\(String(ch).escapedForDisplay())'; Life 1.05 rows use '.' and '*'")
                }
            }
            y += 1
        }
        // Positions are Golly's: on a bounded board its top-left cell is (-w/2, -h/2).
        let shift = topology.gollyOrigin
        return Pattern(cells: shift == Cell(0, 0) ? cells : cells.map { Cell($0.x + shift.x, $0.y + shift.y) }, rule: rule,
                       topology: topology, comments: comments)
    }

    /// Writes Life 1.05: one `#P` block at the pattern's top-left.
    public func write(_ pattern: Pattern) -> String {
        var out = "#Life 1.05\n"
        for comment in pattern.comments { out += "#D \(TextLines.oneLine(comment))\n" }
        if pattern.rule == .conway && pattern.topology == .plane {
            out += "#N\n"
        } else {
            let s = pattern.rule.description.split(separator: "/")
            out += "#R \(s[1].dropFirst())/\(s[0].dropFirst())\(pattern.topology.suffix)\n"
        }
        guard let b = pattern.bounds else { return out }
        let corner = pattern.topology.gollyCoordinates(of: Cell(b.x, b.y))
        out += "#P \(corner.x) \(corner.y)\n"
        for row in CellRows.render(pattern, alive: "*") { out += (row.isEmpty ? "." : row) + "\n" }
        return out
    }
}
