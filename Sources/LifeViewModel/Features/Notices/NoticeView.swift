import LifeInterface
import LifeScene

/// A short notice at the top of the grid, where the ending banner goes (which it gives way to).
struct NoticeView {
    let theme: Theme

    /// The notice under the overlays; while a modal panel is open it waits for `drawOverModal`,
    /// so what the panel's own controls report (a rule that is not one, say) is not hidden behind the panel.
    func draw(_ state: SceneState, into list: inout RenderList) {
        if state.ending == nil && !Self.modalOpen(state) { notice(state, into: &list) }
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
}
