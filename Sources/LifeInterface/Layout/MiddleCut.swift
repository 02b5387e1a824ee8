/// A name too long for its box, cut in the middle so both ends show: a file's kind (".rle") and a
/// folder's "/" stay in sight, as in file managers (the drawing would cut the end off).
public enum MiddleCut {
    /// `text` as it fits `width` at type size `size` (by `GlyphWidths`' estimate, which runs a
    /// little wide): whole when it fits, else its start and its end with "…" between. The end
    /// keeps the last dot's part and a few characters before it, in at most `endShare` of the
    /// room; a path (`endShare` over a half) keeps as much of its end as that share holds.
    public static func fitting(_ text: String, width: Double, size: Double, endShare: Double = 0.5) -> String {
        let characters = Array(text)
        guard size > 0, GlyphWidths.em(of: characters) * size > width else { return text }
        let room = width / size - GlyphWidths.em("…")
        let dot = characters.lastIndex(of: ".").map { characters.count - $0 } ?? 0
        var tail = endShare > 0.5 ? characters.count - 1 : min(characters.count / 2, max(dot + 7, 8))
        while tail > 1 && GlyphWidths.em(of: characters.suffix(tail)) > room * endShare { tail -= 1 }
        var used = GlyphWidths.em(of: characters.suffix(tail)), head = 0
        while head < characters.count - tail && used + GlyphWidths.em(characters[head]) <= room {
            used += GlyphWidths.em(characters[head])
            head += 1
        }
        return String(characters[..<head]) + "…" + String(characters.suffix(tail))
    }
}
