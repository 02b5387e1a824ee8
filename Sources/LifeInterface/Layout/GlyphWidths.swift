/// Estimated widths of characters in the app's type (Inter), as shares of the type size, a little
/// over the real ones: text cut to fit by them is never wider than its box ("WWW" runs nearly twice
/// as wide as "iii", so a count of characters alone hid a field's end).
public enum GlyphWidths {
    /// The width of `character`, as a share of the size.
    public static func em(_ character: Character) -> Double {
        switch character {
        case "W", "M", "m", "w", "@", "%", "&", "—", "…": return 1.06
        case "i", "l", "j", "I", "!", ".", ",", ":", ";", "'", "’": return 0.34
        // The thin spaces figures are grouped with ("1 099 511"), which counted as a wide letter.
        case "\u{2009}", "\u{202F}": return 0.3
        case "|": return 0.4
        case " ", "f", "t", "r", "(", ")", "[", "]", "/", "\\", "`": return 0.52
        case "+", "<", "=", ">", "~", "^", "#", "$", "*", "_", "0"..."9": return 0.72
        default:
            // Other scripts (Cyrillic's Ж, East Asian ones) run up to a full square.
            if let scalar = character.unicodeScalars.first, scalar.value >= 0x250 { return 1.06 }
            return character.isUppercase ? 0.82 : 0.68
        }
    }

    /// The width of `text`, as a share of the size.
    public static func em<S: Sequence>(of text: S) -> Double where S.Element == Character {
        text.reduce(0) { $0 + em($1) }
    }
}
