import LifeInterface
import LifeScene

/// The timeline bar: the track, the part already behind the run, and a knob where it is now.
public struct TimelineView {
    let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws the bar along the foot of `grid` for the run's `history`, the knob at `generation`
    /// (nothing when the run has no past yet), and a tick where the run's `ending` began (auto-stop
    /// takes the board there, but the run went on past it while it was confirmed: the bar reaches
    /// further). Returns where a press grabs the bar, while it shows.
    @discardableResult
    public func draw(history: ClosedRange<Int64>?, generation: Int64, ending: Int64? = nil, grid: Rect, into list: inout RenderList) -> Rect? {
        guard let layout = Self.layout(history, grid: grid, theme: theme) else { return nil }
        let c = theme.colors, track = layout.track
        list.commands.append(.fill(track, Theme.translucent(c.text, Translucency.track), radius: track.height / 2))
        let x = layout.x(for: generation)
        list.commands.append(.fill(Rect(x: track.x, y: track.y, width: max(track.height, x - track.x), height: track.height),
                                   Theme.translucent(c.accent, Translucency.floatingCells), radius: track.height / 2))
        if let ending, layout.range.contains(ending) {
            let tick = layout.x(for: ending).rounded()
            list.commands.append(.fill(Rect(x: tick - 1, y: track.y - 4, width: 2, height: track.height + 8), c.text, radius: 1))
        }
        let knob = 12.0
        list.outlined(Rect(x: (x - knob / 2).rounded(), y: (track.midY - knob / 2).rounded(), width: knob, height: knob),
                      fill: c.accent, border: c.background, radius: knob / 2)
        return layout.hitArea
    }

    /// Draws the generation under the `pointer` while it is over the bar, in a pill above it: drawn
    /// after what lies on the board (the gestures hint, just above the bar, hid it over most of its length).
    public func drawReadout(history: ClosedRange<Int64>?, ending: Int64? = nil, pointer: Point?, grid: Rect, into list: inout RenderList) {
        guard let pointer, let layout = Self.layout(history, grid: grid, theme: theme), layout.hitArea.contains(pointer) else { return }
        let c = theme.colors, track = layout.track
        let hovered = layout.generation(atX: pointer.x)
        let text = "Gen \(NumberFormat.grouped(hovered))" + (hovered == ending ? " · the ending" : "")
        let style = theme.type.caption, m = theme.metrics
        let width = GlyphWidths.em(of: text) * style.size + m.padding, height = style.lineHeight + 6
        let left = min(max(pointer.x - width / 2, track.x), track.maxX - width)
        let pill = Rect(x: left.rounded(), y: (track.y - height - 8).rounded(), width: width.rounded(.up), height: height)
        list.outlined(pill, fill: c.header, border: c.separator, radius: height / 2)
        list.commands.append(.text(text, frame: pill, style: style, color: c.text, alignment: .center))
    }

    /// The bar's layout for a run spanning `history`, nil while it has no past.
    private static func layout(_ history: ClosedRange<Int64>?, grid: Rect, theme: Theme) -> TimelineLayout? {
        guard let range = history, range.upperBound > range.lowerBound else { return nil }
        return TimelineLayout(grid: grid, range: range, padding: theme.metrics.padding)
    }
}
