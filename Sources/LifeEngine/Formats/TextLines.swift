/// Splits text into lines (LF, CRLF or CR), without a leading byte-order mark.
enum TextLines {
    /// The lines, found among the text's bytes (a line break is always a character of its own, so
    /// the lines are those a search character by character finds, at a fraction of its cost on a
    /// file of millions of lines).
    static func split(_ text: String) -> [Substring] {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        let utf8 = body.utf8
        var lines: [Substring] = []
        var start = utf8.startIndex
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let byte = utf8[i]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                i = utf8.index(after: i)
                continue
            }
            lines.append(body[start..<i])
            var next = utf8.index(after: i)
            if byte == UInt8(ascii: "\r"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "\n") { next = utf8.index(after: next) }
            start = next
            i = next
        }
        if start < utf8.endIndex { lines.append(body[start...]) }
        return lines
    }

    /// `text` as one line of a file's header (a name, an author, a comment): line breaks and other
    /// control characters become spaces, so a board named with a line break in it cannot end the
    /// line and start a pattern of its own in the file written.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isBreaking) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isBreaking($0) ? " " : $0 }))
    }

    private static func isBreaking(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
