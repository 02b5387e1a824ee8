import LifeInterface
import LifeScene

/// A short notice at the top of the grid, where the ending banner goes (below it while it shows).
struct NoticeView {
    let theme: Theme

    /// The notice under the overlays; while a modal panel is open it waits for `drawOverModal`,
    /// so what the panel's own controls report (a rule that is not one, say) is not hidden behind the panel.
    func draw(_ state: SceneState, into list: inout RenderList) {
        if !Self.modalOpen(state) {
            let overBoard = Self.wouldCoverBoardTop(state, metrics: theme.metrics)
            notice(state, overHeader: overBoard, belowBanner: state.ending != nil && !overBoard, into: &list)
        }
    }

    /// Whether the notice in its place at the top of the grid would lie over a bounded board's top
    /// edge or the marks saying how it joins (they hid whether a Klein bottle's edge is twisted):
    /// then it goes over the header, as over a panel.
    static func wouldCoverBoardTop(_ state: SceneState, metrics: ThemeMetrics) -> Bool {
        guard let top = state.boardTop, state.ending == nil else { return false }
        let banner = BannerLayout(grid: state.layout.grid, metrics: metrics).panel
        return banner.maxY > top - Stroke.joinMarkRoom
    }

    /// Whether the notice goes over the header: a panel lies where it would go, or a bounded board's top edge.
    static func overHeader(_ state: SceneState, metrics: ThemeMetrics) -> Bool {
        modalOpen(state) || wouldCoverBoardTop(state, metrics: metrics)
    }

    /// The notice over an open modal panel (drawn after the overlays), over the header: on the
    /// grid it would lie over the panel's title, its fields or its buttons, which in a small window
    /// fill the grid; over the control bar it hid Play and the zoom buttons a jump leaves working.
    func drawOverModal(_ state: SceneState, into list: inout RenderList) {
        guard Self.modalOpen(state) else { return }
        notice(state, overHeader: true, into: &list)
    }

    /// Whether the notice goes over the header: a modal panel, or the panel of a jump, a script
    /// or a recording, lies where it would go.
    static func modalOpen(_ state: SceneState) -> Bool {
        state.overlays.contains { $0.isModal } || state.layers.contains {
            switch $0 {
            case .script, .recording, .jump: true
            default: false
            }
        }
    }

    /// Where a notice goes: the banner's place at the top of the grid (just below it while the
    /// ending's banner shows), or over the header.
    static func frame(in layout: Layout, metrics: ThemeMetrics, overHeader: Bool, belowBanner: Bool = false,
                      statusRoom: Double = headerSideRoom) -> Rect {
        let banner = BannerLayout(grid: layout.grid, metrics: metrics).panel
        if belowBanner { return Rect(x: banner.x, y: banner.maxY + metrics.padding / 2, width: banner.width, height: banner.height) }
        guard overHeader else { return banner }
        // Between the app's name and the run's status (`statusRoom`: a long rule makes it wide),
        // which stay readable beside it.
        let header = layout.header, height = min(banner.height, header.height - 8), room = max(headerSideRoom, statusRoom + 8)
        let width = min(banner.width, max(header.width - 2 * room, header.width / 2))
        return Rect(x: (header.midX - width / 2).rounded(), y: (header.midY - height / 2).rounded(), width: width, height: height)
    }

    /// The room a notice over the header leaves at each side, for the app's name and the run's status.
    static let headerSideRoom = 130.0

    /// Most lines a notice takes (it is cut at `FeatureContext.noticeLimit` characters).
    static let maxLines = 4

    /// The notice's box: `frame(in:metrics:overHeader:)`, taller (down from its top) when the text
    /// needs more lines than it holds with room above and below.
    static func box(for notice: String, in layout: Layout, theme: Theme, overHeader: Bool, belowBanner: Bool = false,
                    statusRoom: Double = headerSideRoom) -> Rect {
        let m = theme.metrics, style = theme.type.body
        let frame = frame(in: layout, metrics: m, overHeader: overHeader, belowBanner: belowBanner, statusRoom: statusRoom)
        let lines = TextWrap.lines(of: notice, width: frame.width - 2 * m.padding, size: style.size, maxLines: maxLines).count
        let needed = Double(lines) * style.lineHeight + m.padding
        guard needed > frame.height else { return frame }
        return Rect(x: frame.x, y: frame.y, width: frame.width, height: needed)
    }

    private func notice(_ state: SceneState, overHeader: Bool = false, belowBanner: Bool = false, into list: inout RenderList) {
        guard let notice = state.notice else { return }
        let m = theme.metrics, c = theme.colors
        let frame = Self.box(for: notice, in: state.layout, theme: theme, overHeader: overHeader, belowBanner: belowBanner,
                             statusRoom: state.header.statusRoom(band: state.layout.header, theme: theme))
        list.outlined(frame, fill: c.header, border: c.separator, radius: m.cornerRadius)
        list.commands.append(.text(notice, frame: frame.insetBy(m.padding, 0), style: theme.type.body, color: c.text,
                                   alignment: .center))
    }
}
