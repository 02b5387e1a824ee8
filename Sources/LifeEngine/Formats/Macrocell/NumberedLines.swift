/// Node lines numbered from 1 as they are first met, each distinct line once.
struct NumberedLines {
    private var lines: [String] = []
    private var index: [String: Int] = [:]

    /// The line's number, adding it when new.
    mutating func number(_ line: String) -> Int {
        if let known = index[line] { return known }
        lines.append(line)
        index[line] = lines.count
        return lines.count
    }

    /// The lines, one a line.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
