import LifeInterface
import LifeEngine
import LifeScene

/// The pattern browser's state: the patterns listed and the first row of cards shown.
public struct PatternBrowser: Equatable, Sendable {
    /// The patterns, in library order.
    public var patterns: [Pattern]
    /// First row shown.
    public var scroll = 0

    /// A browser over `patterns`, scrolled to the top.
    public init(patterns: [Pattern]) {
        self.patterns = patterns
    }

    /// Scrolls by a wheel movement, within the rows there are.
    public mutating func scroll(by dy: Double, grid: Rect) {
        let layout = BrowserLayout(grid: grid, count: patterns.count, scroll: scroll)
        scroll = ScrollPosition.afterWheel(dy, from: scroll, maxScroll: layout.maxScroll(count: patterns.count))
    }
}
