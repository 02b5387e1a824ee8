import LifeInterface
import LifeScene

/// The timeline bar: the track, the part already behind the run, and a knob where it is now.
public struct TimelineView {
    let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws the bar along the foot of `grid` for the run's `history`, the knob at `generation`
    /// (nothing when the run has no past yet). Returns where a press grabs the bar, while it shows.
    @discardableResult
    public func draw(history: ClosedRange<Int64>?, generation: Int64, grid: Rect, into list: inout RenderList) -> Rect? {
        guard let range = history, range.upperBound > range.lowerBound else { return nil }
        let c = theme.colors
        let layout = TimelineLayout(grid: grid, range: range, padding: theme.metrics.padding)
        let track = layout.track
        list.commands.append(.fill(track, Theme.translucent(c.header, Translucency.hintBar), radius: track.height / 2))
        let x = layout.x(for: generation)
        list.commands.append(.fill(Rect(x: track.x, y: track.y, width: max(track.height, x - track.x), height: track.height),
                                   Theme.translucent(c.accent, Translucency.floatingCells), radius: track.height / 2))
        let knob = 12.0
        list.outlined(Rect(x: (x - knob / 2).rounded(), y: (track.midY - knob / 2).rounded(), width: knob, height: knob),
                      fill: c.accent, border: c.background, radius: knob / 2)
        return layout.hitArea
    }
}
