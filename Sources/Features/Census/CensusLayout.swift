import LifeInterface
import LifeScene

/// The Details panel, at the right of the grid so the objects it highlights stay in view: a title
/// with close, an optional note, rows (drawing, name, code, count), and Identify's report at the foot.
public struct CensusLayout: Equatable, Sendable {
    /// One row.
    public struct Row: Equatable, Sendable {
        /// Index of the entry.
        public let index: Int
        /// The whole row, its drawing box and its text.
        public let frame: Rect, picture: Rect, text: Rect
    }

    /// The panel, its title, the close button and the note line.
    public let panel: Rect, title: Rect, close: Rect, note: Rect
    /// Rows shown.
    public let rows: [Row]
    /// Rows that fit at once.
    public let visibleRows: Int
    /// Where the report goes (one line each).
    public let report: Rect
    /// Row height, and the height of a report line.
    public static let rowHeight = 42.0, reportLine = 17.0
    /// Most report lines (Identify gives at most six, and a seventh for the generation it settles into them from).
    public static let reportLines = 7

    /// Lays out a panel's rows over `grid`, below the ending banner's place.
    public init(grid: Rect, metrics: ThemeMetrics, panel: CensusPanel) {
        self.init(grid: grid, below: BannerLayout(grid: grid, metrics: metrics).panel, count: panel.entries.count,
                  scroll: panel.scroll, hasNote: panel.note != nil, reportLines: max(1, min(Self.reportLines, panel.report.count)))
    }

    /// Lays out `count` rows from row `scroll` over `grid`, below `banner`, with a foot for
    /// `reportLines` lines of report (one line of advice until a row is chosen).
    public init(grid: Rect, below banner: Rect, count: Int, scroll: Int, hasNote: Bool, reportLines: Int) {
        let width = min(380, max(260, grid.width * 0.45), grid.width - 32)
        let foot = Double(reportLines) * Self.reportLine + 14
        let top = 56 + (hasNote ? 24.0 : 0)
        // Identify alone has no rows: the report follows the title.
        let wanted = top + Double(count) * (Self.rowHeight + 4) + foot + 16
        let y = banner.maxY + 8
        let height = min(grid.maxY - 16 - y, wanted)
        panel = Rect(x: (grid.maxX - 16 - width).rounded(), y: y.rounded(), width: width, height: height)
        title = Rect(x: panel.x + 24, y: panel.y + 16, width: width - 88, height: 28)
        close = Rect(x: panel.maxX - 24 - 28, y: panel.y + 16, width: 28, height: 28)
        note = Rect(x: panel.x + 24, y: panel.y + 50, width: width - 48, height: 20)
        report = Rect(x: panel.x + 24, y: panel.maxY - foot, width: width - 48, height: foot - 8)
        let listTop = panel.y + top
        visibleRows = max(1, Int((report.y - 8 - listTop) / (Self.rowHeight + 4)))
        var rows: [Row] = []
        for slot in 0..<visibleRows {
            let index = scroll + slot
            guard index < count else { break }
            let frame = Rect(x: panel.x + 24, y: listTop + Double(slot) * (Self.rowHeight + 4), width: width - 48, height: Self.rowHeight)
            let picture = Rect(x: frame.x + 6, y: frame.y + 6, width: frame.height - 12, height: frame.height - 12)
            rows.append(Row(index: index, frame: frame, picture: picture,
                            text: Rect(x: picture.maxX + 12, y: frame.y, width: frame.maxX - picture.maxX - 20, height: frame.height)))
        }
        self.rows = rows
    }

    /// Largest useful scroll for `count` rows.
    public func maxScroll(count: Int) -> Int { max(0, count - visibleRows) }

    /// The entry under a point, if any.
}
