import LifeEngine

/// The text `g.parse` takes: an RLE body ("bo$2bo$3o!", a header line allowed) or Life 1.05
/// rows ("**.\n..*", '*' or 'o' alive, '.' dead); multi-state letters (A, B, ... pA ...) give a
/// multi-state array.
enum PatternText {
    /// Most live cells a text may give (a pattern file's limit).
    static let cellLimit = PatternBudget.standard.maxCells

    /// The cells the text describes, its top-left cell at (0, 0).
    static func parse(_ text: String) throws -> CellArray {
        let lines = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.hasPrefix("#") }
        let rows = lines.drop { $0.trimmingCharacters(in: .whitespaces).hasPrefix("x") && $0.contains("=") }
        // Life 1.05 rows are lines; an RLE body wraps anywhere.
        let body = rows.joined(separator: text.contains("*") || text.contains(".") ? "$" : "")
        var cells: [(cell: Cell, state: UInt8)] = []
        var multiState = false
        var x: Int64 = 0, y: Int64 = 0, count: Int64 = 0, prefix: UInt8 = 0
        func take(_ state: UInt8) throws {
            let run = Int(max(1, count))
            if state > 0 {
                guard run <= Self.cellLimit - cells.count else {
                    throw ScriptError("parse error: the text gives more than \(Self.cellLimit) live cells, the most a pattern may have")
                }
                for i in 0..<Int64(run) { cells.append((Cell(x + i, y), state)) }
            }
            x += Int64(run)
            count = 0
            prefix = 0
        }
        for character in body {
            switch character {
            case "0"..."9":
                let (grown, overflow) = count.multipliedReportingOverflow(by: 10)
                guard !overflow, grown < 1 << 40 else { throw ScriptError("parse error: a run count is too large") }
                count = grown + Int64(character.wholeNumberValue!)
            case "b", ".": try take(0)
            case "o", "*": try take(1)
            case "$":
                y += max(1, count)
                (x, count) = (0, 0)
            case "!":
                return CellArray(cells: cells, multiState: multiState)
            case "A"..."X":
                multiState = true
                try take(prefix * 24 + UInt8(character.asciiValue! - Character("A").asciiValue!) + 1)
            case "p"..."y":
                prefix = UInt8(character.asciiValue! - Character("p").asciiValue!) + 1
            case " ", "\t", "\r":
                continue
            default:
                throw ScriptError("parse error: unexpected '\(character)'")
            }
        }
        return CellArray(cells: cells, multiState: multiState)
    }
}
