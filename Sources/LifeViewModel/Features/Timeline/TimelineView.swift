import LifeInterface
import LifeScene

/// The timeline bar: the track, the part already behind the run, and a knob where it is now.
struct TimelineView {
    let theme: Theme

    func draw(_ state: SceneState, into list: inout RenderList) {
        guard let range = state.history, range.upperBound > range.lowerBound else { return }
        let c = theme.colors
        let layout = TimelineLayout(grid: state.layout.grid, range: range, padding: theme.metrics.padding)
        let track = layout.track
        list.commands.append(.fill(track, Theme.translucent(c.header, Translucency.hintBar), radius: track.height / 2))
        let x = layout.x(for: state.generation)
        list.commands.append(.fill(Rect(x: track.x, y: track.y, width: max(track.height, x - track.x), height: track.height),
                                   Theme.translucent(c.accent, Translucency.floatingCells), radius: track.height / 2))
        let knob = 12.0
        list.outlined(Rect(x: (x - knob / 2).rounded(), y: (track.midY - knob / 2).rounded(), width: knob, height: knob),
                      fill: c.accent, border: c.background, radius: knob / 2)
    }
}
