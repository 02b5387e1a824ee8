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
    /// clipped to `grid`. In copy mode the rectangle it clears is dimmed first; a tag names the mode.
    public func draw(_ cells: [Cell], bounds: CellRect, mode: PasteMode, camera: Camera, grid: Rect, into list: inout RenderList) {
        let color = Theme.translucent(theme.colors.accent, Translucency.floatingCells)
        let corner = camera.screenPoint(at: Point(Double(bounds.x), Double(bounds.y)))
        let far = camera.screenPoint(at: Point(Double(bounds.maxX), Double(bounds.maxY)))
        if mode == .copy {
            list.commands.append(.fill(Rect(x: corner.x, y: corner.y, width: far.x - corner.x, height: far.y - corner.y),
                                       Theme.translucent(theme.colors.gridBackground, Translucency.scrim), radius: 0))
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
        for (from, to) in [(Point(corner.x, corner.y), Point(far.x, corner.y)), (Point(corner.x, far.y), Point(far.x, far.y)),
                           (Point(corner.x, corner.y), Point(corner.x, far.y)), (Point(far.x, corner.y), Point(far.x, far.y))] {
            list.commands.append(.line(from: from, to: to, theme.colors.accent))
        }
    }
}
