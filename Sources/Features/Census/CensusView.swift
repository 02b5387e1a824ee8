import LifeInterface
import LifeEngine
import LifeScene

/// The Details panel, drawn from `CensusLayout`, and the outlines of the objects of the row under
/// the pointer on the grid.
public struct CensusView {
    let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws the panel over `grid` (its objects outlined through `camera`); `closeHot` lights the
    /// close button under the pointer; previews are drawn in `cellColor`. Returns its regions: close,
    /// every entry's row (those scrolled away have no frame), then the panel.
    @discardableResult
    public func draw(_ panel: CensusPanel, grid: Rect, camera: Camera, closeHot: Bool, cellColor: Color, into list: inout RenderList) -> [Region<CensusControl>] {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let layout = CensusLayout(grid: grid, metrics: m, panel: panel)
        if let hovered = panel.hovered ?? panel.chosen, panel.entries.indices.contains(hovered) {
            outline(panel.entries[hovered].boxes, camera: camera, grid: grid, into: &list)
        }
        list.outlined(layout.panel, fill: c.header, border: c.separator, radius: m.cornerRadius + 4)
        // A title too wide for its line (a small window, a large generation) steps down to the items'
        // size, then smaller, so its number still shows.
        let titleStyle = [type.panelTitle, type.itemTitle, type.secondary.semibold].first {
            TextWrap.lines(of: panel.title, width: layout.title.width, size: $0.size, maxLines: 2).count == 1
        } ?? type.secondary.semibold
        list.commands.append(.text(panel.title, frame: layout.title, style: titleStyle, color: c.text, alignment: .leading))
        list.commands.append(.icon(.close, frame: layout.close, color: closeHot ? c.text : c.mutedText))
        if let note = panel.note {
            list.commands.append(.text(note, frame: layout.note, style: type.caption, color: c.mutedText, alignment: .leading))
        }
        // The count column is as wide as the largest count needs (tabular digits, at most the row's half).
        let widest = "×" + NumberFormat.grouped(Int64(panel.entries.map(\.count).max() ?? 0))
        let countWidth = min(max(40, Double(widest.count) * type.itemTitle.size * Self.digitWidth + 6), (layout.rows.first?.text.width ?? 80) / 2)
        for row in layout.rows {
            let entry = panel.entries[row.index]
            let fill = row.index == panel.chosen ? c.buttonPressed : (row.index == panel.hovered ? c.buttonHover : c.background)
            list.control(row.frame, fill: fill, border: c.controlBorder, radius: m.cornerRadius)
            PatternPreview.draw(Pattern(cells: entry.picture), in: row.picture, color: cellColor, into: &list)
            let count = "×" + NumberFormat.grouped(Int64(entry.count))
            list.commands.append(.text(entry.name ?? entry.code, frame: Rect(x: row.text.x, y: row.frame.y + 4, width: row.text.width - countWidth, height: 20),
                                       style: type.itemTitle, color: c.text, alignment: .leading))
            list.commands.append(.text(count, frame: Rect(x: row.text.maxX - countWidth, y: row.frame.y, width: countWidth, height: row.frame.height),
                                       style: type.itemTitle, color: c.text, alignment: .trailing))
            // The code of a named object, then where its ships fly; where both do not fit (a small
            // window, ships in every direction) the headings alone, as the name says what it is.
            let width = row.text.width - countWidth
            var detail = ([entry.name != nil ? entry.code : nil, entry.headings.isEmpty ? nil : entry.headings].compactMap { $0 }).joined(separator: " · ")
            // (Estimated at half an em a character: the caption's codes and figures run narrower than prose.)
            if entry.name != nil, !entry.headings.isEmpty, TextWrap.lines(of: detail, width: width, size: type.caption.size, maxLines: 2, em: 0.5).count > 1 {
                detail = entry.headings
            }
            if !detail.isEmpty {
                list.commands.append(.text(detail, frame: Rect(x: row.text.x, y: row.frame.y + 24, width: width, height: 16),
                                           style: type.caption, color: c.mutedText, alignment: .leading))
            }
        }
        list.commands.append(.line(from: Point(layout.report.x, layout.report.y - 6), to: Point(layout.report.maxX, layout.report.y - 6), c.separator))
        let scrolls = layout.maxScroll(count: panel.entries.count) > 0
        // With no rows (nothing left), no row to choose either.
        let lines = !panel.report.isEmpty ? panel.report : panel.entries.isEmpty ? []
            : [scrolls ? "Choose a row to identify it · scroll for more" : "Choose a row to identify that object."]
        for (i, line) in lines.prefix(CensusLayout.reportLines).enumerated() {
            list.commands.append(.text(line, frame: Rect(x: layout.report.x, y: layout.report.y + Double(i) * CensusLayout.reportLine,
                                                         width: layout.report.width, height: CensusLayout.reportLine),
                                       style: type.caption, color: i == 0 || !panel.reportLeads ? c.text : c.mutedText, alignment: .leading))
        }
        return [Region(.close, layout.close)] + panel.entries.indices.map { index in Region(.entry(index), layout.rows.first { $0.index == index }?.frame) }
            + [Region(.panel, layout.panel, focusable: false)]
    }

    /// An accent frame around each box of cells, on the grid below the banner (cut at its edges).
    private func outline(_ boxes: [CellRect], camera: Camera, grid: Rect, into list: inout RenderList) {
        let width = Double(Stroke.focusRing)
        // Within the grid below the banner (the ending's, or a notice's): a frame at an edge stays
        // off the banner, the control bar and a notice over it.
        let top = BannerLayout(grid: grid, metrics: theme.metrics).panel.maxY
        list.commands.append(.clip(Rect(x: grid.x, y: top, width: grid.width, height: max(0, grid.maxY - top))))
        defer { list.commands.append(.clip(nil)) }
        for box in boxes {
            let a = camera.screenRect(of: Cell(box.x, box.y)), b = camera.screenRect(of: Cell(box.maxX - 1, box.maxY - 1))
            let r = Rect(x: a.x - 3, y: a.y - 3, width: b.maxX - a.x + 6, height: b.maxY - a.y + 6)
            guard r.maxX >= grid.x, r.x <= grid.maxX, r.maxY >= grid.y, r.y <= grid.maxY else { continue }
            list.ring(r, color: theme.colors.accent, width: width)
        }
    }

    /// A digit's width as a share of the type size (the interface font's figures are about 0.6 em).
    static let digitWidth = 0.62
}
