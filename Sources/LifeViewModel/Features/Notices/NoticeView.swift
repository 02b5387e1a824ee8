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

    /// The notice over an open modal panel (drawn after the overlays), at the grid's foot: at the
    /// top it would lie over the panel's title and close button.
    func drawOverModal(_ state: SceneState, into list: inout RenderList) {
        guard state.ending == nil, Self.modalOpen(state) else { return }
        notice(state, atFoot: true, into: &list)
    }

    static func modalOpen(_ state: SceneState) -> Bool { state.overlays.contains { $0.isModal } }

    /// Where a notice goes: the banner's place at the top of the grid, or the same band at its foot
    /// (clear of the timeline bar).
    static func frame(in grid: Rect, metrics: ThemeMetrics, atFoot: Bool) -> Rect {
        let banner = BannerLayout(grid: grid, metrics: metrics).panel
        guard atFoot else { return banner }
        return Rect(x: banner.x, y: grid.maxY - 24 - metrics.padding / 2 - banner.height, width: banner.width, height: banner.height)
    }

    private func notice(_ state: SceneState, atFoot: Bool = false, into list: inout RenderList) {
        guard let notice = state.notice else { return }
        let m = theme.metrics, c = theme.colors
        let frame = Self.frame(in: state.layout.grid, metrics: m, atFoot: atFoot)
        list.outlined(frame, fill: c.header, border: c.separator, radius: m.cornerRadius)
        list.commands.append(.text(notice, frame: frame.insetBy(m.padding, 0), style: theme.type.body, color: c.text,
                                   alignment: .center))
    }
}
