import LifeInterface
import Foundation
import LifeEngine
import LifeScene

/// The ending banner with Keep running, or a short notice, at the top of the grid.
struct NoticeView {
    let theme: Theme

    /// The banner or the notice under the overlays; while a modal panel is open the notice waits
    /// for `drawOverModal`, so what the panel's own controls report (a rule that is not one, say) is
    /// not hidden behind the panel.
    func draw(_ state: SceneState, into list: inout RenderList) {
        if let ending = state.ending {
            banner(ending, state: state, into: &list)
        } else if !Self.modalOpen(state) {
            notice(state, into: &list)
        }
    }

    /// The notice over an open modal panel (drawn after the overlays).
    func drawOverModal(_ state: SceneState, into list: inout RenderList) {
        guard state.ending == nil, Self.modalOpen(state) else { return }
        notice(state, into: &list)
    }

    static func modalOpen(_ state: SceneState) -> Bool { state.overlays.contains { $0.isModal } }

    private func notice(_ state: SceneState, into list: inout RenderList) {
        guard let notice = state.notice else { return }
        let m = theme.metrics, c = theme.colors
        let frames = BannerLayout(grid: state.layout.grid, metrics: m)
        list.outlined(frames.panel, fill: c.header, border: c.separator, radius: m.cornerRadius)
        list.commands.append(.text(notice, frame: frames.panel.insetBy(m.padding, 0), style: theme.type.body, color: c.text,
                                   alignment: .center))
    }

    private func banner(_ ending: FinalState, state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let frames = BannerLayout(grid: state.layout.grid, metrics: m)
        list.commands.append(.fill(frames.panel, c.header, radius: m.cornerRadius))
        let text = Rect(x: frames.panel.x + m.padding, y: frames.panel.y, width: frames.details.x - frames.panel.x - m.padding,
                        height: frames.panel.height)
        list.commands.append(.text(ending.summary, frame: text, style: type.body,
                                   color: c.text, alignment: .leading))
        let fill = state.pressed == .keepRunning ? c.buttonPressed : (state.hovered == .keepRunning ? c.buttonHover : c.controlBar)
        list.commands.append(.fill(frames.button, fill, radius: frames.button.height / 2))
        list.commands.append(.text("Keep running", frame: frames.button, style: type.button,
                                   color: c.accent, alignment: .center))
        let detailsFill = state.pressed == .details ? c.buttonPressed : (state.hovered == .details ? c.buttonHover : c.controlBar)
        list.commands.append(.fill(frames.details, detailsFill, radius: frames.details.height / 2))
        list.commands.append(.text("Details", frame: frames.details, style: type.button, color: c.accent, alignment: .center))
    }
}
