/// Fits a text into a box without cutting a glyph: whole-word lines, as many as the box's height
/// holds, and "…" where the text goes on past the last of them (inside a word only when one word
/// alone is wider than the box).
struct TextFitter {
    /// Width in pixels of a string in the style being fitted.
    let measure: (String) -> Int
    /// Distance between two lines' baselines.
    let lineHeight: Int

    static let ellipsis = "…"
    /// Characters from which a word after the last whole one is cut inside (at least half of them
    /// shown): longer than English words ("generations." is left out whole), as rules and paths are.
    static let longWord = 16

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
                return withoutWidow(lines, limit: limit)
            }
            var line = first
            words = words.dropFirst()
            while let next = words.first, measure(line + " " + next) <= limit {
                line += " " + next
                words = words.dropFirst()
            }
            lines.append(measure(line) <= limit ? line : ellipsized(line, limit: limit))
        }
        return withoutWidow(lines, limit: limit)
    }

    /// `lines` with the last word of the line before moved down beside a last line of one word
    /// ("…: choose" over "GIF" reads as "…:" over "choose GIF"), when the line before keeps
    /// two words or more and the last line still fits.
    func withoutWidow(_ lines: [String], limit: Int) -> [String] {
        guard lines.count >= 2, !lines[lines.count - 1].contains(" ") else { return lines }
        var before = lines[lines.count - 2].split(separator: " ", omittingEmptySubsequences: false)
        guard before.count >= 3, let moved = before.popLast() else { return lines }
        let last = String(moved) + " " + lines[lines.count - 1]
        guard measure(last) <= limit else { return lines }
        return Array(lines.dropLast(2)) + [before.joined(separator: " "), last]
    }

    /// The longest start of `text` that fits `limit` with "…" after it: cut after a whole word
    /// when one fits, else inside the first word; a long word after the last whole one (a rule,
    /// a path, a number) is cut inside rather than left out, so the room it would leave empty
    /// shows its start.
    func ellipsized(_ text: String, limit: Int) -> String {
        let words = text.split(separator: " ").map(String.init)
        func withWords(_ count: Int) -> String { words.prefix(count).joined(separator: " ").trimmingTrailingPunctuation() + Self.ellipsis }
        // The most whole words that fit (fewer words are never wider), found by halving: a long
        // text is measured a few dozen times, not once a word.
        let fittingWords = Self.largest(upTo: words.count - 1) { measure(withWords($0)) <= limit }
        if fittingWords > 0, words[fittingWords].count >= Self.longWord {
            let kept = words.prefix(fittingWords).joined(separator: " ") + " ", next = Array(words[fittingWords])
            func withPart(_ count: Int) -> String { kept + String(next.prefix(count)) + Self.ellipsis }
            let part = Self.largest(upTo: next.count - 1) { measure(withPart($0)) <= limit }
            if part >= Self.longWord / 2 { return withPart(part) }
        }
        if fittingWords > 0 { return withWords(fittingWords) }
        let characters = Array(words.first ?? "")
        func withCharacters(_ count: Int) -> String { String(characters.prefix(count)) + Self.ellipsis }
        let fittingCharacters = Self.largest(upTo: characters.count - 1) { measure(withCharacters($0)) <= limit }
        if fittingCharacters > 0 { return withCharacters(fittingCharacters) }
        return measure(Self.ellipsis) <= limit ? Self.ellipsis : ""
    }

    /// The largest count from 1 to `most` for which `fits` holds, given that it holds for every
    /// count below one it holds for; 0 when it holds for none.
    static func largest(upTo most: Int, where fits: (Int) -> Bool) -> Int {
        var low = 0, high = max(0, most)
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return low
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
