/// Writes patterns as RLE that Golly reads back, with lines of at most 70 characters.
public struct RLEWriter: Sendable {
    /// Longest line written.
    public static let maxLineLength = 70

    /// Creates a writer.
    public init() {}

    /// The pattern as RLE text, keeping its name, author, comments, position and generation.
    /// - Complexity: O(n log n) in the live cells.
    public func write(_ pattern: Pattern) -> String {
        // #CXRLE first: Golly reads it only as the file's first lines (after a #N it placed the
        // pattern at the origin, at generation 0). On a bounded board, Golly's coordinates put
        // its top-left at (-w/2, -h/2).
        let bounds = pattern.bounds
        let position = bounds.map { pattern.topology.gollyCoordinates(of: Cell($0.x, $0.y)) } ?? Cell(0, 0)
        var out = "#CXRLE Pos=\(position.x),\(position.y) Gen=\(pattern.generation)\n"
        if let name = pattern.name { out += "#N \(TextLines.oneLine(name))\n" }
        if let author = pattern.author { out += "#O \(TextLines.oneLine(author))\n" }
        for comment in pattern.comments { out += "#C \(TextLines.oneLine(comment))\n" }
        guard let bounds else {
            out += "x = 0, y = 0, rule = \(pattern.rule)\(pattern.topology.suffix)\n!\n"
            return out
        }
        out += "x = \(bounds.width), y = \(bounds.height), rule = \(pattern.rule)\(pattern.topology.suffix)\n"

        var items: [String] = []
        func item(_ count: Int64, _ tag: String) -> String { count == 1 ? tag : "\(count)\(tag)" }
        // A rule of more than two states writes '.' for dead cells and A, B, ... pA ... for the states.
        let multiState = pattern.rule.states > 2
        let dead = multiState ? "." : "b"
        func tag(_ cell: Cell) -> String { multiState ? Self.stateTag(pattern.decaying[cell] ?? 1) : "o" }
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
                let runTag = tag(cells[index])
                var runEnd = runStart
                index += 1
                while index < cells.count && cells[index].y == rowY && cells[index].x == runEnd + 1 && tag(cells[index]) == runTag {
                    runEnd += 1
                    index += 1
                }
                if runStart > x { items.append(item(runStart - x, dead)) }
                items.append(item(runEnd - runStart + 1, runTag))
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

    /// A state's letters in multi-state RLE: A to X for 1 to 24, then pA to pX, qA and so on.
    static func stateTag(_ state: UInt8) -> String {
        let letter = Character(Unicode.Scalar(UInt8(ascii: "A") + (state - 1) % 24))
        let prefix = (state - 1) / 24
        return prefix == 0 ? String(letter) : "\(Character(Unicode.Scalar(UInt8(ascii: "p") + prefix - 1)))\(letter)"
    }
}
