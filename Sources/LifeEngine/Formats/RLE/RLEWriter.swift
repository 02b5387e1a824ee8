/// Writes patterns as RLE that Golly reads back, with lines of at most 70 characters.
public struct RLEWriter: Sendable {
    /// Longest line written.
    public static let maxLineLength = 70

    /// Creates a writer.
    public init() {}

    /// The pattern as RLE text, keeping its name, author, comments, position and generation.
    /// - Complexity: O(n log n) in the live cells.
    public func write(_ pattern: Pattern) -> String {
        var out = ""
        if let name = pattern.name { out += "#N \(name)\n" }
        if let author = pattern.author { out += "#O \(author)\n" }
        for comment in pattern.comments { out += "#C \(comment)\n" }
        guard let bounds = pattern.bounds else {
            out += "#CXRLE Pos=0,0 Gen=\(pattern.generation)\n"
            out += "x = 0, y = 0, rule = \(pattern.rule)\(pattern.topology.suffix)\n!\n"
            return out
        }
        out += "#CXRLE Pos=\(bounds.x),\(bounds.y) Gen=\(pattern.generation)\n"
        out += "x = \(bounds.width), y = \(bounds.height), rule = \(pattern.rule)\(pattern.topology.suffix)\n"

        var items: [String] = []
        func item(_ count: Int64, _ tag: Character) -> String { count == 1 ? String(tag) : "\(count)\(tag)" }
        let cells = pattern.cells // sorted row-major
        var previousRow = bounds.y
        var index = 0
        while index < cells.count {
            let rowY = cells[index].y
            if rowY > previousRow { items.append(item(rowY - previousRow, "$")) }
            previousRow = rowY
            var x = bounds.x
            while index < cells.count && cells[index].y == rowY {
                let runStart = cells[index].x
                var runEnd = runStart
                index += 1
                while index < cells.count && cells[index].y == rowY && cells[index].x == runEnd + 1 {
                    runEnd += 1
                    index += 1
                }
                if runStart > x { items.append(item(runStart - x, "b")) }
                items.append(item(runEnd - runStart + 1, "o"))
                x = runEnd + 1
            }
        }
        items.append("!")
        var line = ""
        for piece in items {
            if line.count + piece.count > Self.maxLineLength {
                out += line + "\n"
                line = ""
            }
            line += piece
        }
        out += line + "\n"
        return out
    }
}
