import LifeScene

extension RenderList {
    /// A text field's text at `frame`'s leading edge, after `prefix`: with a bar at the cursor, or on
    /// a band of the accent colour when the whole text is selected (typing replaces it).
    public mutating func field(_ field: TextField, prefix: String = "", frame: Rect, style: TextStyle, theme: Theme) {
        let c = theme.colors
        if field.selectsAll {
            commands.append(.selectedText(prefix + field.display, frame: frame, style: style, color: c.text,
                                          highlight: Theme.translucent(c.accent, Translucency.textSelection)))
        } else {
            commands.append(.text(prefix + field.display, frame: frame, style: style, color: c.text, alignment: .leading))
        }
    }
}
