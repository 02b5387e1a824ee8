import LifeInterface
import LifeScene

/// A short notice at the top of the grid, where the ending banner goes (below it while it shows).
struct NoticeView {
    let theme: Theme

    /// The notice under the overlays; while a modal panel is open it waits for `drawOverModal`,
    /// so what the panel's own controls report (a rule that is not one, say) is not hidden behind the panel.
    func draw(_ state: SceneState, into list: inout RenderList) {
        if !Self.modalOpen(state) { notice(state, belowBanner: state.ending != nil, into: &list) }
    }

    /// The notice over an open modal panel (drawn after the overlays), over the control bar (whose
    /// buttons wait while the panel is open): on the grid it would lie over the panel's title, its
    /// fields or its buttons, which in a small window fill the grid.
    func drawOverModal(_ state: SceneState, into list: inout RenderList) {
        guard Self.modalOpen(state) else { return }
        notice(state, atFoot: true, into: &list)
    }

    /// Whether the notice goes over the control bar: a modal panel, or the panel of a jump, a
    /// script or a recording, lies where it would go.
    static func modalOpen(_ state: SceneState) -> Bool {
        state.overlays.contains { $0.isModal } || state.layers.contains {
            switch $0 {
            case .script, .recording, .jump: true
            default: false
            }
        }
    }

    /// Where a notice goes: the banner's place at the top of the grid (just below it while the
    /// ending's banner shows), or over the control bar.
    static func frame(in layout: Layout, metrics: ThemeMetrics, atFoot: Bool, belowBanner: Bool = false) -> Rect {
        let banner = BannerLayout(grid: layout.grid, metrics: metrics).panel
        if belowBanner { return Rect(x: banner.x, y: banner.maxY + metrics.padding / 2, width: banner.width, height: banner.height) }
        guard atFoot else { return banner }
        let bar = layout.controlBar, height = min(banner.height, bar.height - 8)
        return Rect(x: banner.x, y: (bar.midY - height / 2).rounded(), width: banner.width, height: height)
    }

    /// Most lines a notice takes (it is cut at `FeatureContext.noticeLimit` characters).
    static let maxLines = 4

    /// The notice's box: `frame(in:metrics:atFoot:)`, taller (down from the top of the grid, up
    /// from the foot) when the text needs more lines than it holds with room above and below.
    static func box(for notice: String, in layout: Layout, theme: Theme, atFoot: Bool, belowBanner: Bool = false) -> Rect {
        let m = theme.metrics, style = theme.type.body
        let frame = frame(in: layout, metrics: m, atFoot: atFoot, belowBanner: belowBanner)
        let lines = TextWrap.lines(of: notice, width: frame.width - 2 * m.padding, size: style.size, maxLines: maxLines).count
        let needed = Double(lines) * style.lineHeight + m.padding
        guard needed > frame.height else { return frame }
        return Rect(x: frame.x, y: atFoot ? frame.maxY - needed : frame.y, width: frame.width, height: needed)
    }

    private func notice(_ state: SceneState, atFoot: Bool = false, belowBanner: Bool = false, into list: inout RenderList) {
        guard let notice = state.notice else { return }
        let m = theme.metrics, c = theme.colors
        let frame = Self.box(for: notice, in: state.layout, theme: theme, atFoot: atFoot, belowBanner: belowBanner)
        list.outlined(frame, fill: c.header, border: c.separator, radius: m.cornerRadius)
        list.commands.append(.text(notice, frame: frame.insetBy(m.padding, 0), style: theme.type.body, color: c.text,
                                   alignment: .center))
    }
}
