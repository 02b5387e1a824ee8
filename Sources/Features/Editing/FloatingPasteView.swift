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

    /// Draws `cells` (the top-left cells of blocks `scale` cells across, cut at the outline, when
    /// zoomed out; empty when too many to draw one by one) inside `bounds`, through `camera`,
    /// clipped to `grid`. In copy mode the rectangle it clears is dimmed first; a tag names the
    /// mode. Its outline leans with the rows on a hexagonal rule's grid, as a selection's does.
    public func draw(_ cells: [Cell], scale: Int64 = 1, bounds: CellRect, mode: PasteMode, camera: Camera, grid: Rect, into list: inout RenderList) {
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
            var r = camera.screenRect(of: cell)
            if scale > 1 {
                r.width *= Double(min(scale, bounds.maxX - cell.x))
                r.height *= Double(min(scale, bounds.maxY - cell.y))
            }
            guard r.maxX > grid.x, r.x < grid.maxX, r.maxY > grid.y, r.y < grid.maxY else { continue }
            // Edges rounded, not sizes, so neighbours meet without gaps or overlaps.
            let x = r.x.rounded(), y = r.y.rounded()
            list.commands.append(.fill(Rect(x: x, y: y, width: max(1, r.maxX.rounded() - x), height: max(1, r.maxY.rounded() - y)), color, radius: 0))
        }
        for (from, to) in outline.sides {
            list.commands.append(.line(from: from, to: to, theme.colors.accent))
        }
    }
}
