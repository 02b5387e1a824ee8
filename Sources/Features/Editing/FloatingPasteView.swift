import LifeInterface
import LifeEngine
import LifeScene

/// A floating paste: the pasted pattern, translucent, with its outline, where it would land.
public struct FloatingPasteView {
    let theme: Theme

    /// A view drawing with `theme`'s tokens.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// Draws `cells` (empty when too many to draw one by one) inside `bounds`, through `camera`,
    /// clipped to `grid`. In copy mode the rectangle it clears is dimmed first; a tag names the
    /// mode. Its outline leans with the rows on a hexagonal rule's grid, as a selection's does.
    public func draw(_ cells: [Cell], bounds: CellRect, mode: PasteMode, camera: Camera, grid: Rect, into list: inout RenderList) {
        let color = Theme.translucent(theme.colors.accent, Translucency.floatingCells)
        let outline = SelectionOutline(bounds, camera: camera), corner = outline.topLeft
        if mode == .copy {
            outline.fill(Theme.translucent(theme.colors.gridBackground, Translucency.scrim), grid: grid, zoom: camera.zoom, into: &list)
        }
        // The mode and the key that changes it ("or" alone told a newcomer nothing).
        let tag = Rect(x: corner.x, y: corner.y - 20, width: 64, height: 18)
        if grid.contains(Point(tag.x, tag.y)) {
            list.commands.append(.fill(tag, Theme.translucent(theme.colors.header, Translucency.noteBackdrop), radius: tag.height / 2))
            list.commands.append(.text("\(mode.rawValue) \u{00B7} M", frame: tag, style: theme.type.caption, color: theme.colors.accent, alignment: .center))
        }
        for cell in cells {
            let r = camera.screenRect(of: cell)
            guard r.maxX > grid.x, r.x < grid.maxX, r.maxY > grid.y, r.y < grid.maxY else { continue }
            list.commands.append(.fill(Rect(x: r.x.rounded(), y: r.y.rounded(), width: max(1, r.width.rounded()),
                                            height: max(1, r.height.rounded())), color, radius: 0))
        }
        for (from, to) in outline.sides {
            list.commands.append(.line(from: from, to: to, theme.colors.accent))
        }
    }
}
