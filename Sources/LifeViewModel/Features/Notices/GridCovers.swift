import LifeInterface
import LifeScene

/// What lies over the grid without taking the pointer: the notice and the gestures hint, bars
/// that clicks pass through to the cells under them.
enum GridCovers {
    /// `point` unless the notice or the hint lies over it (a paste started there floats hidden
    /// behind them); nil for none.
    static func clear(_ point: Point?, in state: SceneState, theme: Theme) -> Point? {
        guard let point else { return nil }
        var covers: [Rect] = state.showsHint ? [state.firstRun.hint] : []
        if let notice = state.notice {
            covers.append(NoticeView.box(for: notice, in: state.layout, theme: theme, overHeader: NoticeView.overHeader(state, metrics: theme.metrics),
                                         belowBanner: state.ending != nil, statusRoom: state.header.statusRoom(band: state.layout.header, theme: theme)))
        }
        return covers.contains { $0.contains(point) } ? nil : point
    }
}
