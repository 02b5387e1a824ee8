import LifeEngine

/// File names made from text a user typed or a pattern file carried (`#N`): no control characters
/// (NUL, escapes, line breaks), no `/`, no leading dot, trimmed and of bounded length.
public enum PatternFileName {
    /// Longest name kept, in characters.
    public static let maxLength = 60

    /// The name cleaned for use as a file name; "pattern" when nothing usable is left.
    public static func clean(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            let v = scalar.value
            if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0xFEFF { continue }
            out.unicodeScalars.append(scalar == "/" || scalar == "\\" ? "-" : scalar)
        }
        var trimmed = Substring(out)
        while let first = trimmed.first, first == "." || first == " " { trimmed = trimmed.dropFirst() }
        while let last = trimmed.last, last == " " { trimmed = trimmed.dropLast() }
        let short = String(trimmed.prefix(maxLength))
        return short.isEmpty ? "pattern" : short
    }

    /// The name cleaned, without the ending of a pattern format ("gun.rle" gives "gun"): for a file
    /// named after a pattern that was named after its file.
    public static func stem(_ name: String) -> String {
        let cleaned = clean(name)
        guard PatternFormat(fileName: cleaned) != nil, let dot = cleaned.lastIndex(of: "."), dot != cleaned.startIndex else { return cleaned }
        return String(cleaned[..<dot])
    }
}
