extension StringProtocol {
    /// `escapedForDisplay`, a text longer than `limit` characters cut in its middle rather than at
    /// its end: a path keeps its first folders and its file name.
    public func escapedForDisplay(keepingEnds limit: Int) -> String {
        let scalars = Array(unicodeScalars)
        guard scalars.count > limit else { return escapedForDisplay(limit: limit) }
        var head = String.UnicodeScalarView(), tail = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<(limit / 2)])
        tail.append(contentsOf: scalars[(scalars.count - (limit - limit / 2))...])
        return String(head).escapedForDisplay(limit: limit) + "…" + String(tail).escapedForDisplay(limit: limit)
    }

    /// The text made safe to print in a message: control characters (terminal escapes, NUL, line
    /// breaks) written as `\u{1B}`, and text longer than `limit` characters cut with "…".
    public func escapedForDisplay(limit: Int = 60) -> String {
        var out = ""
        var count = 0
        for scalar in unicodeScalars {
            if count == limit {
                out += "…"
                break
            }
            let v = scalar.value
            if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0xFEFF {
                out += "\\u{\(String(v, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }
}
