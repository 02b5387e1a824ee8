import LifeInterface
import LifeEngine
import LifeScene

/// The pattern browser's state: the scripts run last, then the patterns listed (the files opened
/// last first), and the first row of cards shown.
public struct PatternBrowser: Equatable, Sendable {
    /// The recent files' patterns, then the library's, in library order.
    public var patterns: [Pattern]
    /// The paths of the recent files, which are the first patterns (opened again from the file).
    public let recentPaths: [String]
    /// The Lua scripts run last, newest first: the first cards (a card runs its script).
    public let scripts: [String]
    /// First row shown.
    public var scroll = 0

    /// A browser over the files opened last (path and pattern, newest first), then the library's
    /// `patterns`, scrolled to the top.
    public init(patterns: [Pattern], recent: [(path: String, pattern: Pattern)] = [], scripts: [String] = []) {
        self.patterns = recent.map(\.pattern) + patterns
        recentPaths = recent.map(\.path)
        self.scripts = scripts
    }

    /// Cards in all: the scripts', then the patterns'.
    public var cardCount: Int { scripts.count + patterns.count }

    /// The recent file that pattern `index` was read from (nil for the library's).
    public func recentPath(of index: Int) -> String? {
        recentPaths.indices.contains(index) ? recentPaths[index] : nil
    }

    /// Scrolls by a wheel movement, within the rows there are.
    public mutating func scroll(by dy: Double, grid: Rect) {
        let layout = BrowserLayout(grid: grid, count: cardCount, scroll: scroll)
        scroll = ScrollPosition.afterWheel(dy, from: scroll, maxScroll: layout.maxScroll(count: cardCount))
    }
}
