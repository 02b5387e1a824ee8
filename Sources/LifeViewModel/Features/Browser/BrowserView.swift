import Foundation
import LifeEngine
import LifeScene

/// The pattern browser: a card per pattern with a small preview, its name and description.
struct BrowserView {
    let theme: Theme

    /// The pattern browser: a card per pattern with a small preview, its name and description.
    func browser(_ browser: PatternBrowser, state: SceneState, into list: inout RenderList) {
        let patterns = browser.patterns
        let m = theme.metrics, c = theme.colors, type = theme.type
        let layout = BrowserLayout(grid: state.layout.grid, count: patterns.count, scroll: browser.scroll)
        ListPanelFrame(theme: theme).draw(title: "Patterns", count: patterns.count, scrolls: layout.maxScroll(count: patterns.count) > 0,
                                          panel: layout.panel, titleFrame: layout.title, close: layout.close,
                                          closeHot: state.hovered == .patterns, grid: state.layout.grid, into: &list)
        for (index, frame) in layout.cards {
            let pattern = patterns[index]
            list.commands.append(.fill(frame, c.background, radius: m.cornerRadius))
            let previewBox = Rect(x: frame.x + 8, y: frame.y + 8, width: frame.height - 16, height: frame.height - 16)
            preview(pattern, in: previewBox, color: state.cellColor ?? c.cell, into: &list)
            let textX = previewBox.maxX + 10, textWidth = frame.maxX - textX - 8
            list.commands.append(.text(pattern.name ?? "Untitled", frame: Rect(x: textX, y: frame.y + 6, width: textWidth, height: 22),
                                       style: type.itemTitle, color: c.text, alignment: .leading))
            list.commands.append(.text(pattern.comments.first ?? "\(pattern.cells.count) cells",
                                       // Two lines: the painter wraps it at words.
                                       frame: Rect(x: textX, y: frame.y + 28, width: textWidth, height: frame.height - 30),
                                       style: type.caption, color: c.mutedText, alignment: .leading))
        }
    }

    /// A pattern drawn small: each lit block of cells one square.
    func preview(_ pattern: Pattern, in box: Rect, color: Color, into list: inout RenderList) {
        guard let b = pattern.bounds else { return }
        let units = 24.0
        let scale = max(1, (Double(max(b.width, b.height)) / units).rounded(.up))
        let unitsX = (Double(b.width) / scale).rounded(.up), unitsY = (Double(b.height) / scale).rounded(.up)
        let size = min(box.width / unitsX, box.height / unitsY)
        let offsetX = box.x + (box.width - size * unitsX) / 2, offsetY = box.y + (box.height - size * unitsY) / 2
        var lit = Set<Int>()
        for cell in pattern.cells {
            let ux = Int(Double(cell.x - b.x) / scale), uy = Int(Double(cell.y - b.y) / scale)
            lit.insert(uy * 1000 + ux)
        }
        for key in lit.sorted() {
            let ux = Double(key % 1000), uy = Double(key / 1000)
            list.commands.append(.fill(Rect(x: (offsetX + ux * size).rounded(), y: (offsetY + uy * size).rounded(),
                                            width: max(1, size.rounded(.down)), height: max(1, size.rounded(.down))), color, radius: 0))
        }
    }
}
