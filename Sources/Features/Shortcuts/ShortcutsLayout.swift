import LifeScene

/// The shortcut sheet over the grid: a title with close, the search field, then the lines of the
/// list that fit, each with its keys in one column and what they do in the other. Clicks and the
/// picture both use it.
public struct ShortcutsLayout: Equatable, Sendable {
    /// The panel, its title, close and the search field.
    public let panel: Rect, title: Rect, close: Rect, search: Rect
    /// The frames of the lines shown, the first being line `scroll` of the list.
    public let lines: [Rect]
    /// The column of keys within a line's frame, as a width from its left edge.
    public let keysWidth: Double
    /// Lines that fit at once.
    public let visibleLines: Int
    /// The largest useful scroll for the list.
    public let maxScroll: Int

    /// A line's height.
    public static let lineHeight = 26.0

    /// Lays out a list of `count` lines over `grid`, scrolled to line `scroll`.
    public init(grid: Rect, count: Int, scroll: Int, metrics: ThemeMetrics) {
        let width = min(760, grid.width - 32), height = min(620, grid.height - 32)
        let inset = metrics.padding + 8
        panel = Rect(x: (grid.midX - width / 2).rounded(), y: (grid.midY - height / 2).rounded(), width: width, height: height)
        close = Rect(x: panel.maxX - inset - 28, y: panel.y + 14, width: 28, height: 28)
        title = Rect(x: panel.x + inset, y: panel.y + 14, width: close.x - 8 - panel.x - inset, height: 28)
        search = Rect(x: panel.x + inset, y: title.maxY + 8, width: width - 2 * inset, height: 32)
        let top = search.maxY + 10
        visibleLines = max(1, Int((panel.maxY - 12 - top) / Self.lineHeight))
        maxScroll = max(0, count - visibleLines)
        let first = min(max(scroll, 0), maxScroll), left = panel.x + inset
        lines = (0..<max(0, min(visibleLines, count - first))).map {
            Rect(x: left, y: top + Double($0) * Self.lineHeight, width: width - 2 * inset, height: Self.lineHeight)
        }
        keysWidth = min(250, (width - 2 * inset) * 0.42)
    }
}
