import LifeInterface
import LifeScene

/// The menu of secondary actions in a narrow window, stacked above its button.
public struct MoreMenuView {
    let theme: Theme

    /// A view drawing with `theme`'s tokens.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The menu stacked above its button in `layout`, the item under the pointer lit, the pencil
    /// saying the drawing state when `bar` has one; returns its items as regions, top to bottom.
    @discardableResult
    public func draw(layout: Layout, hovered: ControlAction?, bar: ControlBarValues, into list: inout RenderList) -> [Region<ControlAction>] {
        let m = theme.metrics, c = theme.colors
        let items = layout.moreMenu()
        if let first = items.first, let last = items.last {
            let panel = Rect(x: first.frame.x - 6, y: first.frame.y - 6, width: first.frame.width + 12,
                             height: last.frame.maxY - first.frame.y + 12)
            list.commands.append(.fill(panel, c.header, radius: m.cornerRadius))
            list.commands.append(.line(from: Point(panel.x, panel.y), to: Point(panel.maxX, panel.y), c.separator))
        }
        for (action, frame) in items {
            if hovered == action { list.commands.append(.fill(frame, c.buttonHover, radius: m.cornerRadius / 2)) }
            // Beside its title at any row height (rows shrink in a short window; a 32-pixel icon sat below its title).
            let side = min(32, frame.height)
            list.commands.append(.icon(action.icon ?? .settings, frame: Rect(x: frame.x + 4 + (32 - side) / 2, y: (frame.midY - side / 2).rounded(),
                                                                             width: side, height: side), color: c.icon))
            let title = action == .pencil ? bar.drawState.map { "\(action.title) · state \($0)" } ?? action.title : action.title
            list.commands.append(.text(title, frame: Rect(x: frame.x + 44, y: frame.y, width: frame.width - 48, height: frame.height),
                                       style: theme.type.body, color: c.text, alignment: .leading))
        }
        return items.map { Region($0.action, $0.frame) }
    }
}
