/// Splits text into lines (LF, CRLF or CR), without a leading byte-order mark.
enum TextLines {
    static func split(_ text: String) -> [Substring] {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        var lines: [Substring] = []
        var start = body.startIndex
        var i = body.startIndex
        while i < body.endIndex {
            let c = body[i]
            if c == "\n" || c == "\r" || c == "\r\n" {
                lines.append(body[start..<i])
                start = body.index(after: i)
            }
            i = body.index(after: i)
        }
        if start < body.endIndex { lines.append(body[start...]) }
        return lines
    }
}
