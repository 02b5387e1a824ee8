import LifeInterface
import LifeEngine
import LifeScene

/// The control bar's buttons, and a button's tooltip.
public struct ControlBarView {
    let theme: Theme

    /// A view drawing with `theme`'s tokens.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The bar's band and buttons in `layout`, as `bar` says they stand; returns the buttons as
    /// regions left to right (a dimmed one is not in the focus ring).
    @discardableResult
    public func draw(_ bar: ControlBarValues, layout: Layout, into list: inout RenderList) -> [Region<ControlAction>] {
        let m = theme.metrics, c = theme.colors
        let band = layout.controlBar
        list.commands.append(.fill(band, c.controlBar, radius: 0))
        list.commands.append(.line(from: Point(band.x, band.y), to: Point(band.maxX, band.y), c.separator))
        for button in layout.buttons {
            let enabled = bar.isEnabled(button.action)
            guard var icon = button.action.icon else { continue }
            if button.action == .playPause && bar.isPlaying { icon = .pause }
            let iconColor = bar.isLit(button.action) ? c.accent : c.icon
            if button.isPrimary {
                var fill = c.accent
                if bar.hover.pressed == button.action { fill = fill.blended(toward: c.background, by: 0.25) }
                else if bar.hover.hovered == button.action { fill = fill.blended(toward: c.text, by: 0.15) }
                list.commands.append(.fill(button.frame, fill, radius: button.frame.width / 2))
                list.commands.append(.icon(icon, frame: button.frame, color: c.onAccent))
            } else {
                if enabled && bar.hover.pressed == button.action {
                    list.commands.append(.fill(button.frame, c.buttonPressed, radius: m.cornerRadius))
                } else if enabled && bar.hover.hovered == button.action {
                    list.commands.append(.fill(button.frame, c.buttonHover, radius: m.cornerRadius))
                }
                list.commands.append(.icon(icon, frame: button.frame, color: enabled ? iconColor : c.icon.blended(toward: c.controlBar, by: 0.6)))
            }
            if button.action == .pencil, let state = bar.drawState { drawStateBadge(state, on: button.frame, into: &list) }
        }
        return layout.buttons.sorted { $0.frame.x < $1.frame.x }.map { Region($0.action, $0.frame, focusable: bar.isEnabled($0.action)) }
    }

    /// The drawing state's number in a small round badge at the button's upper right.
    private func drawStateBadge(_ state: UInt8, on frame: Rect, into list: inout RenderList) {
        let style = theme.type.caption, c = theme.colors
        let side = (style.size + 4).rounded()
        let badge = Rect(x: (frame.maxX - side + 2).rounded(), y: (frame.y - 2).rounded(), width: side, height: side)
        list.commands.append(.fill(badge, c.accent, radius: side / 2))
        list.commands.append(.text(String(state), frame: badge, style: style, color: c.onAccent, alignment: .center))
    }

    /// A small label above a button (its width estimated from the text length), lifted above
    /// `clearOf` (the gestures hint) where the two would overlap.
    public func tooltip(_ text: String, over frame: Rect, bounds: Rect, clearOf avoided: Rect? = nil, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let style = theme.type.control
        let size = style.size
        let width = Double(text.count) * size * 0.58 + 24, height = size * 2.2
        let x = min(max(frame.midX - width / 2, bounds.x + 4), bounds.maxX - width - 4)
        var y = frame.y - height - 8
        if let avoided, x < avoided.maxX, x + width > avoided.x, y < avoided.maxY, y + height > avoided.y {
            y = avoided.y - height - 6
        }
        let box = Rect(x: x.rounded(), y: y.rounded(), width: width.rounded(), height: height.rounded())
        list.commands.append(.fill(box, c.text, radius: m.cornerRadius / 2))
        list.commands.append(.text(text, frame: box, style: style, color: c.background, alignment: .center))
    }
}
