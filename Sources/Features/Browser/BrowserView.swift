import LifeInterface
import Foundation
import LifeEngine
import LifeScene

/// The pattern browser: a card per pattern with a small preview, its name and description.
public struct BrowserView {
    let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// The pattern browser over `grid`: a card per pattern shown (all, or those holding what was
    /// typed) with a small preview (in `cellColor`), its name and description; `closeHot` lights
    /// the close button under the pointer. Returns its regions: close, every shown pattern's card
    /// (those scrolled away have no frame), then the panel.
    @discardableResult
    public func browser(_ browser: PatternBrowser, grid: Rect, closeHot: Bool, cellColor: Color, into list: inout RenderList) -> [Region<BrowserControl>] {
        let patterns = browser.patterns, shown = browser.shownPatterns
        let m = theme.metrics, c = theme.colors, type = theme.type
        let layout = BrowserLayout(grid: grid, count: browser.cardCount, scroll: browser.scroll)
        let title = browser.query.isEmpty ? "Patterns" : "Patterns with “\(browser.query)”"
        // Typing finds patterns, which nothing said before something was typed.
        ListPanelFrame(theme: theme).draw(title: title, count: shown.count, hint: browser.query.isEmpty ? "type to find" : nil, scrolls: layout.maxScroll(count: browser.cardCount) > browser.scroll,
                                          panel: layout.panel, titleFrame: layout.title, close: layout.close,
                                          closeHot: closeHot, grid: grid, into: &list)
        list.control(layout.runScript, fill: c.controlBar, border: c.controlBorder, radius: layout.runScript.height / 2)
        list.commands.append(.text("Run a script…", frame: layout.runScript, style: type.button, color: c.text, alignment: .center))
        let scripts = browser.shownScripts
        if shown.isEmpty && !browser.query.isEmpty {
            let top = layout.panel.y + 56
            list.commands.append(.text("No pattern's name or description holds “\(browser.query)”: Backspace takes a letter back, Esc starts again",
                                       frame: Rect(x: layout.panel.x + 24, y: top, width: layout.panel.width - 48, height: 44),
                                       style: type.secondary, color: c.mutedText, alignment: .leading))
        }
        var pointedCard: (Rect, String)?
        for (card, frame) in layout.cards {
            list.control(frame, fill: c.background, border: c.controlBorder, radius: m.cornerRadius)
            let previewBox = Rect(x: frame.x + 8, y: frame.y + 8, width: frame.height - 16, height: frame.height - 16)
            guard card >= scripts.count else {
                // A script run lately: its sign, its name, and where it is.
                let path = scripts[card], textX = previewBox.maxX + 10
                list.commands.append(.icon(.script, frame: previewBox, color: cellColor))
                list.commands.append(.text((path as NSString).lastPathComponent, frame: Rect(x: textX, y: frame.y + 5, width: frame.maxX - textX - 8, height: 22),
                                           style: type.itemTitle, color: c.text, alignment: .leading))
                list.commands.append(.text("Script · " + (path as NSString).deletingLastPathComponent,
                                           frame: Rect(x: textX, y: frame.y + 29, width: frame.maxX - textX - 8, height: frame.height - 31),
                                           style: type.caption, color: c.mutedText, alignment: .leading))
                continue
            }
            let index = shown[card - scripts.count], pattern = patterns[index]
            PatternPreview.draw(pattern, in: previewBox, color: cellColor, into: &list)
            let textX = previewBox.maxX + 10, textWidth = frame.maxX - textX - 8
            let name = pattern.name ?? "Untitled"
            // The folder it is in by name: a card has room for a few words, not a whole path.
            let description = browser.description(of: index)
            // A name too long for a line takes two in smaller type, leaving the description one; a
            // name of one word (a file's) is not broken across lines, but cut with "…" on one.
            let long = name.contains(" ")
                && TextWrap.lines(of: name, width: textWidth, size: type.itemTitle.size, maxLines: 2, em: TextWrap.semiboldEm).count > 1
            let nameHeight = long ? 36.0 : 22
            list.commands.append(.text(name, frame: Rect(x: textX, y: frame.y + 5, width: textWidth, height: nameHeight),
                                       style: long ? type.secondary.semibold : type.itemTitle, color: c.text, alignment: .leading))
            list.commands.append(.text(description,
                                       // The rest of the card: two lines, or one under a long name (the painter wraps at words).
                                       frame: Rect(x: textX, y: frame.y + 7 + nameHeight, width: textWidth, height: frame.height - 9 - nameHeight),
                                       style: type.caption, color: c.mutedText, alignment: .leading))
            if index == browser.pointed {
                let room = long ? 1 : 2, nameLines = long ? 2 : 1
                let nameCut = TextWrap.lines(of: name, width: textWidth, size: long ? type.secondary.size : type.itemTitle.size,
                                             maxLines: nameLines + 1, em: TextWrap.semiboldEm).count > nameLines
                if nameCut || TextWrap.lines(of: description, width: textWidth, size: type.caption.size, maxLines: room + 1).count > room {
                    pointedCard = (frame, nameCut ? "\(name): \(description)" : description)
                }
            }
        }
        // The card under the pointer whose name or description was cut: the whole of it beside the card.
        if let (card, description) = pointedCard { whole(description, of: card, within: layout.panel, into: &list) }
        let frame = { (card: Int) in layout.cards.first { $0.index == card }?.frame }
        return [Region(.runScript, layout.runScript), Region(.close, layout.close)] + scripts.indices.map { Region(.script($0), frame($0)) }
            + shown.enumerated().map { card, index in Region(.pattern(index), frame(scripts.count + card)) }
            + [Region(.panel, layout.panel, focusable: false)]
    }

    /// A description (or name and description) too long for its card, whole, in a label under
    /// the card (above it when the panel has no room below), as wide as the card.
    private func whole(_ description: String, of card: Rect, within panel: Rect, into list: inout RenderList) {
        let style = theme.type.caption, pad = theme.metrics.padding / 2
        let lines = TextWrap.lines(of: description, width: card.width - 2 * pad, size: style.size, maxLines: 12)
        let height = (Double(lines.count) * style.lineHeight + 2 * pad).rounded()
        let below = card.maxY + 4
        let y = below + height <= panel.maxY ? below : max(panel.y, card.y - 4 - height)
        let box = Rect(x: card.x, y: y, width: card.width, height: height)
        list.commands.append(.fill(box, theme.colors.text, radius: theme.metrics.cornerRadius / 2))
        list.commands.append(.text(description, frame: box.insetBy(pad, pad), style: style, color: theme.colors.background, alignment: .leading))
    }
}
