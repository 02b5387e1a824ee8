import LifeScene

/// The frame every list panel (Boards, Patterns, Shortcuts) draws first: the scrim over the grid,
/// the panel, its title with the count (and "scroll for more" while rows are hidden below) and
/// its close button.
public struct ListPanelFrame {
    let theme: Theme

    /// A frame drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws the scrim, the panel, its title (with a `hint` after the count, such as how to find
    /// a row) and close button.
    public func draw(title: String, count: Int, hint: String? = nil, scrolls: Bool, panel: Rect, titleFrame: Rect, close: Rect, closeHot: Bool,
              grid: Rect, into list: inout RenderList) {
        let c = theme.colors
        list.commands.append(.fill(grid, Theme.translucent(c.background, Translucency.scrim), radius: 0))
        list.outlined(panel, fill: c.header, border: c.separator, radius: theme.metrics.cornerRadius + 4)
        let more = scrolls ? "  ·  scroll for more" : ""
        // The hint gives way when the title row is too narrow for it (widths estimated from the type size).
        let style = theme.type.panelTitle, hinted = "\(title) (\(count))\(hint.map { "  ·  \($0)" } ?? "")\(more)"
        let text = GlyphWidths.em(of: hinted) * style.size <= titleFrame.width ? hinted : "\(title) (\(count))\(more)"
        list.commands.append(.text(text, frame: titleFrame, style: style, color: c.text, alignment: .leading))
        list.commands.append(.icon(.close, frame: close, color: closeHot ? c.text : c.mutedText))
    }
}
