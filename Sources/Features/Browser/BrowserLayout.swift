import LifeInterface
import LifeScene
/// The pattern browser: a panel of cards (preview, name, description) in columns, scrolled by rows.
public struct BrowserLayout: Equatable, Sendable {
    /// The panel.
    public let panel: Rect
    /// Title line.
    public let title: Rect
    /// The close button, and the button that runs a script beside it.
    public let close: Rect, runScript: Rect
    /// Cards for the patterns shown, with the index of the pattern each shows.
    public let cards: [(index: Int, frame: Rect)]
    /// Rows that fit at once.
    public let visibleRows: Int
    /// Columns of cards.
    public let columns: Int

    /// Card height.
    public static let cardHeight = 64.0

    /// Lays out `count` patterns over `grid`, starting at row `scroll`.
    public init(grid: Rect, count: Int, scroll: Int) {
        let width = min(900, grid.width - 32)
        columns = width >= 600 ? 3 : (width >= 400 ? 2 : 1)
        // As tall as the rows of cards that fit (up to 560 points): the room left under the last row was up to a row's empty band.
        let room = min(grid.height - 32, 560), rows = max(1, Int((room - 72) / (Self.cardHeight + 8)))
        let height = min(room, 72 + Double(rows) * (Self.cardHeight + 8))
        panel = Rect(x: (grid.midX - width / 2).rounded(), y: (grid.midY - height / 2).rounded(), width: width, height: height)
        close = Rect(x: panel.maxX - 24 - 28, y: panel.y + 16, width: 28, height: 28)
        runScript = Rect(x: close.x - 12 - 132, y: panel.y + 14, width: 132, height: 32)
        title = Rect(x: panel.x + 24, y: panel.y + 16, width: runScript.x - 8 - panel.x - 24, height: 28)
        let top = panel.y + 56
        visibleRows = max(1, Int((panel.maxY - 16 - top) / (Self.cardHeight + 8)))
        let cardWidth = (width - 48 - Double(columns - 1) * 8) / Double(columns)
        var cards: [(Int, Rect)] = []
        for row in 0..<visibleRows {
            for column in 0..<columns {
                let index = (scroll + row) * columns + column
                guard index < count else { break }
                cards.append((index, Rect(x: panel.x + 24 + Double(column) * (cardWidth + 8), y: top + Double(row) * (Self.cardHeight + 8),
                                          width: cardWidth, height: Self.cardHeight)))
            }
        }
        self.cards = cards
    }

    /// Largest useful scroll (in rows) for `count` patterns.
    public func maxScroll(count: Int) -> Int {
        max(0, (count + columns - 1) / columns - visibleRows)
    }

    /// Equal when the panel and the cards are.
    public static func == (a: BrowserLayout, b: BrowserLayout) -> Bool {
        a.panel == b.panel && a.cards.map(\.index) == b.cards.map(\.index)
    }
}
