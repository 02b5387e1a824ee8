import LifeScene

extension RenderList {
    /// A text field's text at `frame`'s leading edge, after `prefix`: with a bar at the cursor, or on
    /// a band of the accent colour when the whole text is selected (typing replaces it).
    public mutating func field(_ field: TextField, prefix: String = "", frame: Rect, style: TextStyle, theme: Theme) {
        let c = theme.colors
        // Text wider than the field (by `GlyphWidths`, a little over the real widths) shows the
        // part around the cursor, where typing goes, with an ellipsis where it is cut: its end while
        // the cursor is near the end, its start near the start.
        let whole = Array(prefix + field.display), room = frame.width / style.size, mark = GlyphWidths.em("…")
        let caret = prefix.count + (field.selectsAll ? field.text.count - 1 : field.cursor)
        let shown: String
        if GlyphWidths.em(of: whole) <= room {
            shown = String(whole)
        } else {
            // The most characters from the end, or from the start, that fit beside one ellipsis.
            var first = whole.count, used = mark
            while first > 0 && used + GlyphWidths.em(whole[first - 1]) <= room { first -= 1; used += GlyphWidths.em(whole[first]) }
            var last = 0
            used = mark
            while last < whole.count && used + GlyphWidths.em(whole[last]) <= room { used += GlyphWidths.em(whole[last]); last += 1 }
            if caret >= first {
                shown = "…" + String(whole[first...])
            } else if caret < last {
                shown = String(whole[..<last]) + "…"
            } else {
                // Around the cursor, between two ellipses: widened a character at a time on each side in turn.
                var lower = max(0, min(caret, whole.count - 1)), upper = lower + 1
                used = 2 * mark + GlyphWidths.em(whole[lower])
                var grew = true
                while grew {
                    grew = false
                    if upper < whole.count && used + GlyphWidths.em(whole[upper]) <= room { used += GlyphWidths.em(whole[upper]); upper += 1; grew = true }
                    if lower > 0 && used + GlyphWidths.em(whole[lower - 1]) <= room { lower -= 1; used += GlyphWidths.em(whole[lower]); grew = true }
                }
                shown = "…" + String(whole[lower..<upper]) + "…"
            }
        }
        if field.selectsAll {
            commands.append(.selectedText(shown, frame: frame, style: style, color: c.text,
                                          highlight: Theme.translucent(c.accent, Translucency.textSelection)))
        } else {
            commands.append(.text(shown, frame: frame, style: style, color: c.text, alignment: .leading))
        }
    }
}
