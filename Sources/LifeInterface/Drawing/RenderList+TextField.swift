import LifeScene

extension RenderList {
    /// A text field's text at `frame`'s leading edge, after `prefix`: with a bar at the cursor, or on
    /// a band of the accent colour when the whole text is selected (typing replaces it).
    public mutating func field(_ field: TextField, prefix: String = "", frame: Rect, style: TextStyle, theme: Theme) {
        let c = theme.colors
        // Text longer than the field (by an estimate of the type's width) shows the part around the
        // cursor, where typing goes, with an ellipsis where it is cut: its end while the cursor is near
        // the end, its start near the start.
        let fits = max(5, Int(frame.width / (style.size * 0.56))), whole = prefix + field.display
        let shown: String
        if whole.count <= fits {
            shown = whole
        } else {
            let caret = prefix.count + (field.selectsAll ? field.text.count : field.cursor)
            if caret >= whole.count - (fits - 1) {
                shown = "…" + whole.suffix(fits - 1)
            } else if caret < fits - 1 {
                shown = whole.prefix(fits - 1) + "…"
            } else {
                let start = whole.index(whole.startIndex, offsetBy: caret - (fits - 2) / 2)
                shown = "…" + whole[start...].prefix(fits - 2) + "…"
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
