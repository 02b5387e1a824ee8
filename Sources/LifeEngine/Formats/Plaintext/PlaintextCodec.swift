/// Reads and writes the plaintext format (.cells): `!` comment lines (`!Name: ...` names the
/// pattern), then rows of `.` (dead) and `O` or `*` (alive).
public struct PlaintextCodec: Sendable {
    /// Most live cells a file may produce.
    public var cellBudget: Int

    /// Creates a codec.
    public init(cellBudget: Int = PatternBudget.standard.maxCells) {
        self.cellBudget = cellBudget
    }

    /// Parses plaintext.
    public func read(_ text: String) throws -> Pattern {
        var cells: [Cell] = []
        var name: String?, comments: [String] = []
        var y: Int64 = 0
        for (index, line) in TextLines.split(text).enumerated() {
            if line.hasPrefix("!") {
                let body = line.dropFirst().trimmingWhitespace()
                if body.hasPrefix("Name:") { name = body.dropFirst(5).trimmingWhitespace() } else { comments.append(body) }
                continue
            }
            var x: Int64 = 0
            for (column, ch) in line.enumerated() {
                switch ch {
                case ".": break
                case "O", "*":
                    guard cells.count < cellBudget else {
                        throw PatternParseError.overBudget(line: index + 1, column: column + 1,
                                                           message: "the pattern has more than \(cellBudget) live cells, the most a file may hold")
                    }
                    cells.append(Cell(x, y))
                case " ", "\t": break
                default:
                    throw PatternParseError(line: index + 1, column: column + 1,
                                            message: "unexpected character '\(String(ch).escapedForDisplay())'; plaintext rows use '.' and 'O'")
                }
                x += 1
            }
            y += 1
        }
        return Pattern(cells: cells, name: name, comments: comments)
    }

    /// Writes plaintext (from the bounding box's top-left; position and rule are not kept by this format).
    public func write(_ pattern: Pattern) -> String {
        var out = ""
        if let name = pattern.name { out += "!Name: \(TextLines.oneLine(name))\n" }
        for comment in pattern.comments { out += "!\(TextLines.oneLine(comment))\n" }
        for row in CellRows.render(pattern, alive: "O") { out += row + "\n" }
        return out
    }
}
