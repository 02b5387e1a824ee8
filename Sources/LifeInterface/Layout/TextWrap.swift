/// Text broken into lines for a frame of a given width, by an estimate of the type's width (the
/// drawing cuts a line that is still too long): for messages that may run long, such as why a
/// field's text was refused.
public enum TextWrap {
    /// A character's width in the semibold weight of titles, as a share of the size (wider than prose's 0.52).
    public static let semiboldEm = 0.58

    /// `text` broken at its own line breaks and at spaces into lines about `width` wide at type
    /// size `size`, at most `maxLines` (the last takes the rest); a word longer than a line (a
    /// MAP rule, a path) is broken where the line ends. `em` is a character's width as a share of
    /// the size: about 0.52 for prose in the regular weight (`semiboldEm` for the semibold titles).
    public static func lines(of text: String, width: Double, size: Double, maxLines: Int = 3, em: Double = 0.52) -> [String] {
        // A script's question or note may hold line breaks ("number,\nor -n/+n"): each starts a line.
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var lines: [String] = []
        for (i, paragraph) in paragraphs.enumerated() {
            let room = maxLines - lines.count
            if room <= 1 || i == paragraphs.count - 1 {
                return lines + wrapped(paragraphs[i...].joined(separator: " "), width: width, size: size, maxLines: max(1, room), em: em)
            }
            lines += wrapped(String(paragraph), width: width, size: size, maxLines: room - 1, em: em)
        }
        return lines
    }

    /// One paragraph (no line breaks) broken at spaces, as `lines` describes.
    private static func wrapped(_ text: String, width: Double, size: Double, maxLines: Int, em: Double) -> [String] {
        let perLine = max(8, Int(width / (size * em)))
        // A word broken across lines (letters and digits, capitals among them) runs wider than prose.
        let brokenPerLine = max(8, Int(width / (size * 0.6)))
        var lines: [String] = [], line = ""
        for whole in text.split(separator: " ") {
            var word = whole
            while word.count > brokenPerLine && lines.count < maxLines - 1 {
                if line.isEmpty {
                    lines.append(String(word.prefix(brokenPerLine)))
                    word = word.dropFirst(brokenPerLine)
                } else if line.count + 1 < brokenPerLine {
                    // The part of the word that fits after the line's text.
                    let fits = brokenPerLine - line.count - 1
                    lines.append(line + " " + word.prefix(fits))
                    word = word.dropFirst(fits)
                    line = ""
                } else {
                    lines.append(line)
                    line = ""
                }
            }
            if !line.isEmpty && line.count + 1 + word.count > perLine && lines.count < maxLines - 1 {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        return lines + [line]
    }
}
