import LifeEngine

/// File names made from text a user typed or a pattern file carried (`#N`): no control characters
/// (NUL, escapes, line breaks), no `/`, no leading dot, trimmed and of bounded length.
public enum PatternFileName {
    /// Longest name kept, in characters.
    public static let maxLength = 60

    /// The name cleaned for use as a file name; "pattern" when nothing usable is left.
    public static func clean(_ name: String) -> String {
        var out = ""
        var kept = 0
        for scalar in name.unicodeScalars {
            let v = scalar.value
            if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0xFEFF { continue }
            // Leading dots and spaces go.
            if kept == 0 && (scalar == "." || scalar == " ") { continue }
            out.unicodeScalars.append(scalar == "/" || scalar == "\\" ? "-" : scalar)
            kept += 1
            // Enough for `maxLength` characters of a few scalars each: the rest of a name that may
            // be megabytes long (a file's `#N` line) is not looked at.
            if kept >= maxLength * 8 { break }
        }
        var short = out.prefix(maxLength)
        while let last = short.last, last == " " { short = short.dropLast() }
        return short.isEmpty ? "pattern" : String(short)
    }

    /// The name cleaned, without the ending of a pattern format ("gun.rle" gives "gun"): for a file
    /// named after a pattern that was named after its file.
    public static func stem(_ name: String) -> String {
        let cleaned = clean(name)
        guard PatternFormat(fileName: cleaned) != nil, let dot = cleaned.lastIndex(of: "."), dot != cleaned.startIndex else { return cleaned }
        return String(cleaned[..<dot])
    }
}
