import LifeScene

extension RenderList {
    /// A text field's text at `frame`'s leading edge, after `prefix`: with a bar at the cursor, or on
    /// a band of the accent colour when the whole text is selected (typing replaces it).
    public mutating func field(_ field: TextField, prefix: String = "", frame: Rect, style: TextStyle, theme: Theme) {
        let c = theme.colors
        // Text longer than the field shows its end, where typing goes (by an estimate of the type's width).
        let fits = max(4, Int(frame.width / (style.size * 0.56))), whole = prefix + field.display
        let shown = whole.count > fits ? "…" + whole.suffix(fits - 1) : whole
        if field.selectsAll {
            commands.append(.selectedText(shown, frame: frame, style: style, color: c.text,
                                          highlight: Theme.translucent(c.accent, Translucency.textSelection)))
        } else {
            commands.append(.text(shown, frame: frame, style: style, color: c.text, alignment: .leading))
        }
    }
}
