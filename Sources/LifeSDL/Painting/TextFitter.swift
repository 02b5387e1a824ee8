/// Fits a text into a box without cutting a glyph: whole-word lines, as many as the box's height
/// holds, and "…" where the text goes on past the last of them (inside a word only when one word
/// alone is wider than the box).
struct TextFitter {
    /// Width in pixels of a string in the style being fitted.
    let measure: (String) -> Int
    /// Distance between two lines' baselines.
    let lineHeight: Int

    static let ellipsis = "…"

    /// The lines to draw for `text` in a box `width` by `height` pixels (at least one line).
    func lines(_ text: String, width: Double, height: Double) -> [String] {
        let limit = Int(width.rounded(.down))
        if measure(text) <= limit { return [text] }
        let maxLines = max(1, Int(height) / max(1, lineHeight))
        var lines: [String] = []
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)[...]
        while let first = words.first {
            if lines.count == maxLines - 1 {
                // The last line takes the rest, ellipsized when it does not fit.
                let rest = words.joined(separator: " ")
                lines.append(measure(rest) <= limit ? rest : ellipsized(rest, limit: limit))
                return lines
            }
            var line = first
            words = words.dropFirst()
            while let next = words.first, measure(line + " " + next) <= limit {
                line += " " + next
                words = words.dropFirst()
            }
            lines.append(measure(line) <= limit ? line : ellipsized(line, limit: limit))
        }
        return lines
    }

    /// The longest start of `text` that fits `limit` with "…" after it: cut after a whole word
    /// when one fits, else inside the first word.
    func ellipsized(_ text: String, limit: Int) -> String {
        var words = text.split(separator: " ").map(String.init)
        while words.count > 1 {
            words.removeLast()
            let candidate = words.joined(separator: " ").trimmingTrailingPunctuation() + Self.ellipsis
            if measure(candidate) <= limit { return candidate }
        }
        var characters = Array(words.first ?? "")
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters) + Self.ellipsis
            if measure(candidate) <= limit { return candidate }
        }
        return measure(Self.ellipsis) <= limit ? Self.ellipsis : ""
    }
}

private extension String {
    /// Without the commas, colons and the like that would sit before an ellipsis.
    func trimmingTrailingPunctuation() -> String {
        var s = self
        while let last = s.last, ",;:.-–—(".contains(last) { s.removeLast() }
        return s
    }
}
