/// Reads and writes Life 1.06: a `#Life 1.06` line, then one `x y` pair of a live cell a line.
public struct Life106Codec: Sendable {
    /// Most live cells a file may produce.
    public var cellBudget: Int

    /// Creates a codec.
    public init(cellBudget: Int = PatternBudget.standard.maxCells) {
        self.cellBudget = cellBudget
    }

    /// Parses Life 1.06.
    public func read(_ text: String) throws -> Pattern {
        var cells: [Cell] = []
        var rule = Rule.conway
        var topology = Topology.plane
        for (index, line) in TextLines.split(text).enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                if trimmed.hasPrefix("#R") {
                    do { (rule, topology) = try Rule.parseWithTopology(String(trimmed.dropFirst(2))) } catch {
                        throw PatternParseError(line: index + 1, column: 3, message: "\(error)")
                    }
                }
                continue
            }
            let parts = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, let x = Int64(parts[0]), let y = Int64(parts[1]) else {
                throw PatternParseError(line: index + 1, column: 1,
                                        message: "expected two whole numbers 'x y', found '\(trimmed.escapedForDisplay())'")
            }
            guard PlaneLimits.contains(Cell(x, y)) else {
                throw PatternParseError(line: index + 1, column: 1, message: "cell \(x) \(y): \(PlaneLimits.coordinateMessage)")
            }
            guard cells.count < cellBudget else {
                throw PatternParseError.overBudget(line: index + 1, column: 1,
                                                   message: "the pattern has more than \(cellBudget) live cells, the most a file may hold")
            }
            cells.append(Cell(x, y))
        }
        // Positions are Golly's: on a bounded board its top-left cell is (-w/2, -h/2).
        let origin = topology.gollyOrigin
        return Pattern(cells: origin == Cell(0, 0) ? cells : cells.map { Cell($0.x + origin.x, $0.y + origin.y) }, rule: rule, topology: topology)
    }

    /// Writes Life 1.06 (positions as Golly gives them; the rule, with a bounded board's suffix, as
    /// `#R` when not Conway's plane).
    public func write(_ pattern: Pattern) -> String {
        var out = "#Life 1.06\n"
        if pattern.rule != .conway || pattern.topology != .plane { out += "#R \(pattern.rule)\(pattern.topology.suffix)\n" }
        for cell in pattern.cells.map(pattern.topology.gollyCoordinates) { out += "\(cell.x) \(cell.y)\n" }
        return out
    }
}
