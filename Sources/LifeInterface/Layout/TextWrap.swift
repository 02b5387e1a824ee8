/// Text broken into lines for a frame of a given width, by an estimate of the type's width (the
/// drawing cuts a line that is still too long): for messages that may run long, such as why a
/// field's text was refused.
public enum TextWrap {
    /// `text` broken at spaces into lines about `width` wide at type size `size`, at most
    /// `maxLines` (the last takes the rest).
    public static func lines(of text: String, width: Double, size: Double, maxLines: Int = 3) -> [String] {
        let perLine = max(8, Int(width / (size * 0.52)))
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
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
