import LifeInterface
import LifeScene

/// Where the first-run overlay (shown on an empty grid) and the gestures hint sit.
///
/// Over a torus board the card is placed above the board or, when that leaves the board more room
/// (a low window), beside it on the left; `boardArea` is what is left for the board.
public struct FirstRunLayout: Equatable, Sendable {
    /// The overlay panel.
    public let panel: Rect
    /// Its title line.
    public let title: Rect
    /// The gestures line (two lines tall in the card beside a board).
    public let gestures: Rect
    /// One button for each starter.
    public let starters: [Rect]
    /// The hint bar near the bottom of the grid.
    public let hint: Rect
    /// The hint's dismiss button.
    public let hintClose: Rect
    /// Where a torus board goes while the card shows, clear of the card and the hint (nil without a board).
    public let boardArea: Rect?

    /// Widest the card gets above the board, and its width beside it.
    static let wideWidth = 560.0, narrowWidth = 264.0
    /// Space between the card, the board, the hint and the grid's edges.
    static let gap = 12.0

    /// Lays both out over `grid`, the panel below `banner` (where endings and notices show),
    /// leaving room for a torus `board` of that many cells when one is given.
    public init(grid: Rect, below banner: Rect? = nil, board: (width: Int64, height: Int64)? = nil) {
        let hintWidth = min(720, grid.width - 32)
        hint = Rect(x: (grid.midX - hintWidth / 2).rounded(), y: grid.maxY - 48, width: hintWidth, height: 34)
        hintClose = Rect(x: hint.maxX - 32, y: hint.y + 3, width: 28, height: 28)
        let wide = Self.card(width: min(Self.wideWidth, grid.width - 32), columns: 3, grid: grid, banner: banner, hint: hint)
        guard let board else {
            (panel, title, gestures, starters, boardArea) = (wide.panel, wide.title, wide.gestures, wide.starters, nil)
            return
        }
        let gap = Self.gap
        let above = Rect(x: grid.x + gap, y: wide.panel.maxY + gap, width: grid.width - 2 * gap, height: hint.y - gap - wide.panel.maxY - gap)
        let narrow = Self.card(width: Self.narrowWidth, columns: 2, grid: grid, banner: banner, hint: hint, leading: true)
        let beside = Rect(x: narrow.panel.maxX + gap, y: grid.y + gap, width: grid.maxX - gap - narrow.panel.maxX - gap,
                          height: hint.y - 2 * gap - grid.y)
        // The board's scale in each area: the arrangement that shows it bigger wins.
        func scale(_ area: Rect) -> Double {
            guard area.width > 0, area.height > 0 else { return 0 }
            return min(area.width / Double(max(1, board.width)), area.height / Double(max(1, board.height)))
        }
        let besideFits = narrow.panel.maxY <= hint.y - gap
        if besideFits && scale(beside) > 1.15 * scale(above) {
            (panel, title, gestures, starters, boardArea) = (narrow.panel, narrow.title, narrow.gestures, narrow.starters, beside)
        } else {
            (panel, title, gestures, starters, boardArea) = (wide.panel, wide.title, wide.gestures, wide.starters, above)
        }
    }

    private struct Card {
        var panel: Rect, title: Rect, gestures: Rect, starters: [Rect]
    }

    /// A card of `width` with the starters in `columns`: near the top of the grid (so the centre
    /// stays free for a first click on a cell), below the banner where there is room above the
    /// hint (a very small window keeps it on top); centred, or at the left edge when `leading`.
    private static func card(width: Double, columns: Int, grid: Rect, banner: Rect?, hint: Rect, leading: Bool = false) -> Card {
        let rows = (StarterPattern.allCases.count + columns - 1) / columns
        // Beside a board the gestures line wraps to two lines.
        let gesturesHeight = leading ? 40.0 : 22.0
        let top = 48 + gesturesHeight + 14
        let height = top + Double(rows) * 42 - 8 + 16
        var y = grid.y + min(24, max(8, grid.height / 2 - height))
        if let banner, banner.maxY + 12 + height <= hint.y - 8 { y = max(y, banner.maxY + 12) }
        let x = leading ? grid.x + gap : (grid.midX - width / 2).rounded()
        let panel = Rect(x: x, y: y, width: width, height: height)
        let buttonWidth = (width - 48 - Double(columns - 1) * 8) / Double(columns)
        let starters = (0..<StarterPattern.allCases.count).map { i in
            Rect(x: panel.x + 24 + Double(i % columns) * (buttonWidth + 8), y: panel.y + top + Double(i / columns) * 42,
                 width: buttonWidth, height: 34)
        }
        return Card(panel: panel, title: Rect(x: panel.x + 24, y: panel.y + 18, width: width - 48, height: 28),
                    gestures: Rect(x: panel.x + 24, y: panel.y + 48, width: width - 48, height: gesturesHeight), starters: starters)
    }
}
