import LifeInterface
import LifeScene

/// Draws the shortcut sheet from its layout: the frame every list panel has, the search field
/// (with a hint while empty), and the lines in view: a section's title, or keys and what they do.
public struct ShortcutsView {
    let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws the sheet over `grid`; returns its regions: close, the search field, then the panel.
    @discardableResult
    public func draw(_ sheet: ShortcutSheet, grid: Rect, closeHot: Bool, into list: inout RenderList) -> [Region<ShortcutsControl>] {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let lines = sheet.lines
        let layout = ShortcutsLayout(grid: grid, count: lines.count, scroll: sheet.scroll, metrics: m)
        let entries = lines.filter { !$0.isSection }.count
        ListPanelFrame(theme: theme).draw(title: "Shortcuts", count: entries, scrolls: layout.maxScroll > sheet.scroll, panel: layout.panel,
                                          titleFrame: layout.title, close: layout.close, closeHot: closeHot, grid: grid, into: &list)
        list.outlined(layout.search, fill: c.background, border: c.accent, radius: m.cornerRadius / 2)
        let searching = !sheet.search.text.isEmpty
        if searching {
            list.field(sheet.search, frame: layout.search.insetBy(10, 0), style: type.body, theme: theme)
        } else {
            list.commands.append(.text("Type to search: a key, a word…", frame: layout.search.insetBy(10, 0), style: type.body,
                                       color: c.mutedText, alignment: .leading))
        }
        let shown = lines.dropFirst(min(sheet.scroll, layout.maxScroll))
        for (frame, line) in zip(layout.lines, shown) {
            switch line {
            case .section(let title):
                list.commands.append(.text(title, frame: frame, style: type.secondary.semibold, color: c.accent, alignment: .leading))
            case .entry(let entry):
                let keys = Rect(x: frame.x + 12, y: frame.y, width: layout.keysWidth - 12, height: frame.height)
                let action = Rect(x: frame.x + layout.keysWidth + 8, y: frame.y, width: frame.width - layout.keysWidth - 8, height: frame.height)
                list.commands.append(.text(entry.keys, frame: keys, style: type.secondary.semibold, color: c.text, alignment: .leading))
                list.commands.append(.text(entry.action, frame: action, style: type.secondary, color: c.mutedText, alignment: .leading))
            }
        }
        if lines.isEmpty {
            let frame = Rect(x: layout.search.x, y: layout.search.maxY + 10, width: layout.search.width, height: ShortcutsLayout.lineHeight)
            list.commands.append(.text("No shortcut matches \u{201C}\(sheet.search.text)\u{201D}", frame: frame, style: type.secondary,
                                       color: c.mutedText, alignment: .leading))
        }
        return [Region(.close, layout.close), Region(.search, layout.search), Region(.panel, layout.panel, focusable: false)]
    }
}
