import Foundation
import LifeEngine
import LifeScene

/// The ending banner with Keep running, or a short notice, at the top of the grid.
struct NoticeView {
    let theme: Theme

    func draw(_ state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        if let ending = state.ending {
            banner(ending, state: state, into: &list)
        } else if let notice = state.notice {
            let frames = BannerLayout(grid: state.layout.grid, metrics: m)
            list.commands.append(.fill(frames.panel, c.header, radius: m.cornerRadius))
            list.commands.append(.text(notice, frame: frames.panel.insetBy(m.padding, 0), style: theme.type.body, color: c.text,
                                       alignment: .center))
        }
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
