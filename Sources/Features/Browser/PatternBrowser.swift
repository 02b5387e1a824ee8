import LifeInterface
import LifeEngine
import LifeScene
import LifeStore

/// The pattern browser's state: the scripts run last, then the patterns listed (the files opened
/// last first), what was typed to find one, and the first row of cards shown.
public struct PatternBrowser: Equatable, Sendable {
    /// The recent files' patterns, then the library's, in library order.
    public var patterns: [Pattern]
    /// The paths of the recent files, which are the first patterns (opened again from the file).
    public let recentPaths: [String]
    /// The Lua scripts run last, newest first: the first cards (a card runs its script).
    public let scripts: [String]
    /// First row shown.
    public var scroll = 0
    /// The pattern whose card is under the pointer (its whole description shows beside it).
    public internal(set) var pointed: Int?
    /// What was typed to find a pattern: the cards are then the patterns whose name or
    /// description holds each of its words (any case), without the scripts.
    public private(set) var query = ""

    /// A browser over the files opened last (path and pattern, newest first), then the library's
    /// `patterns`, scrolled to the top.
    public init(patterns: [Pattern], recent: [(path: String, pattern: Pattern)] = [], scripts: [String] = []) {
        self.patterns = recent.map(\.pattern) + patterns
        recentPaths = recent.map(\.path)
        self.scripts = scripts
    }

    /// The scripts with a card: all of them unless something was typed.
    public var shownScripts: [String] { query.isEmpty ? scripts : [] }

    /// The patterns with a card (indices into `patterns`): those that hold what was typed.
    public var shownPatterns: [Int] {
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return Array(patterns.indices) }
        return patterns.indices.filter { index in
            let text = [patterns[index].name, patterns[index].comments.first].compactMap { $0 }.joined(separator: " ")
            return words.allSatisfy { text.localizedCaseInsensitiveContains($0) }
        }
    }

    /// Cards in all: the scripts', then the patterns'.
    public var cardCount: Int { shownScripts.count + shownPatterns.count }

    /// Adds typed text to what is looked for (back to the first row).
    public mutating func type(_ text: String) {
        query += text.filter { !$0.isNewline }
        (scroll, pointed) = (0, nil)
    }

    /// What pattern `index`'s card says under its name: the folder of a recent file, else the
    /// pattern's first comment, else its size.
    public func description(of index: Int) -> String {
        let recent = recentPath(of: index).map { path in
            "Recent · " + (FilePath(path).parent.map { FilePath.display($0.lastComponent, limit: 80) } ?? path)
        }
        return recent ?? patterns[index].comments.first ?? "\(NumberFormat.grouped(Int64(patterns[index].cells.count))) cells"
    }

    /// Takes back the last character typed; false when nothing was.
    public mutating func erase() -> Bool {
        guard !query.isEmpty else { return false }
        query.removeLast()
        (scroll, pointed) = (0, nil)
        return true
    }

    /// The recent file that pattern `index` was read from (nil for the library's).
    public func recentPath(of index: Int) -> String? {
        recentPaths.indices.contains(index) ? recentPaths[index] : nil
    }

    /// Scrolls by a wheel movement, within the rows there are.
    public mutating func scroll(by dy: Double, grid: Rect) {
        let layout = BrowserLayout(grid: grid, count: cardCount, scroll: scroll)
        scroll = ScrollPosition.afterWheel(dy, from: scroll, maxScroll: layout.maxScroll(count: cardCount))
        pointed = nil
    }
}
