import LifeInterface
import Foundation
import LifeEngine
import LifeScene

/// The control bar's buttons, and a button's tooltip.
struct ControlBarView {
    let theme: Theme

    func draw(_ state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let band = state.layout.controlBar
        list.commands.append(.fill(band, c.controlBar, radius: 0))
        list.commands.append(.line(from: Point(band.x, band.y), to: Point(band.maxX, band.y), c.separator))
        for button in state.layout.buttons {
            let enabled = Self.isEnabled(button.action, canReset: state.canReset, population: state.population,
                                         generation: state.generation, jumping: state.jumpProgress != nil, canStepBack: state.canStepBack)
            guard var icon = button.action.icon else { continue }
            if button.action == .playPause && state.isPlaying { icon = .pause }
            // Fit is lit while auto-zoom follows life, the pencil while it is on, the chart while the history shows.
            let historyOpen = state.overlays.contains { $0.kind == .history }
            let lit = (button.action == .fit && state.autoZoomActive) || (button.action == .pencil && state.pencil)
                || (button.action == .history && historyOpen)
            let iconColor = lit ? c.accent : c.icon
            if button.isPrimary {
                var fill = c.accent
                if state.pressed == button.action { fill = fill.blended(toward: c.background, by: 0.25) }
                else if state.hovered == button.action { fill = fill.blended(toward: c.text, by: 0.15) }
                list.commands.append(.fill(button.frame, fill, radius: button.frame.width / 2))
                list.commands.append(.icon(icon, frame: button.frame, color: c.onAccent))
            } else {
                if enabled && state.pressed == button.action {
                    list.commands.append(.fill(button.frame, c.buttonPressed, radius: m.cornerRadius))
                } else if enabled && state.hovered == button.action {
                    list.commands.append(.fill(button.frame, c.buttonHover, radius: m.cornerRadius))
                }
                list.commands.append(.icon(icon, frame: button.frame, color: enabled ? iconColor : c.icon.blended(toward: c.controlBar, by: 0.6)))
            }
        }
    }

    /// Whether a bar button does something now (Reset with nothing to go back to, Clear on an
    /// empty board at generation 0 and Jump on an empty board are dimmed, and Tab skips them).
    static func isEnabled(_ action: ControlAction, canReset: Bool, population: Int, generation: Int64, jumping: Bool,
                          canStepBack: Bool) -> Bool {
        switch action {
        case .reset: return canReset
        case .stepBack: return canStepBack
        case .clear: return population > 0 || generation > 0
        case .jump: return population > 0 || jumping
        default: return true
        }
    }

    /// A small label above a button (its width estimated from the text length).
    func tooltip(_ text: String, over frame: Rect, bounds: Rect, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let style = theme.type.control
        let size = style.size
        let width = Double(text.count) * size * 0.58 + 24, height = size * 2.2
        let x = min(max(frame.midX - width / 2, bounds.x + 4), bounds.maxX - width - 4)
        let box = Rect(x: x.rounded(), y: (frame.y - height - 8).rounded(), width: width.rounded(), height: height.rounded())
        list.commands.append(.fill(box, c.text, radius: m.cornerRadius / 2))
        list.commands.append(.text(text, frame: box, style: style, color: c.background, alignment: .center))
    }
}
