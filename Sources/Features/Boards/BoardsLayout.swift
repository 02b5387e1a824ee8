import LifeScene
/// The Boards panel: a title with Save and close, then one row per saved board (preview, name,
/// details, and Open / Rename / Copy / Delete buttons), scrolled by rows.
public struct BoardsLayout: Equatable, Sendable {
    /// One board's row and its buttons.
    public struct Row: Equatable, Sendable {
        /// Index of the board in the list.
        public let index: Int
        /// The whole row.
        public let frame: Rect
        /// The preview box.
        public let preview: Rect
        /// Name and details column.
        public let text: Rect
        /// Buttons, in `BoardsLayout.rowActions` order.
        public let buttons: [Rect]
        /// Where the board's population history is drawn, when the row has room.
        public let graph: Rect?
    }

    /// Row buttons, left to right.
    public enum RowAction: CaseIterable, Sendable {
        case open, rename, duplicate, delete

        /// Button label.
        public var label: String {
            switch self {
            case .open: return "Open"
            case .rename: return "Rename"
            case .duplicate: return "Copy"
            case .delete: return "Delete"
            }
        }
    }

    /// The panel.
    public let panel: Rect
    /// Title line.
    public let title: Rect
    /// "Save current" button.
    public let save: Rect
    /// The close button.
    public let close: Rect
    /// Rows shown.
    public let rows: [Row]
    /// Rows that fit at once.
    public let visibleRows: Int
    /// Where a message (empty list, loading, problem) goes.
    public let message: Rect

    /// Row height.
    public static let rowHeight = 64.0

    /// Lays out `count` boards over `grid`, starting at row `scroll`.
    public init(grid: Rect, count: Int, scroll: Int) {
        let width = min(800, grid.width - 32)
        // Tall enough for the rows (and a message when there are none), at most 520 points; on a
        // low grid (a 480x360 window) it comes nearer its edges, so two rows show rather than one.
        let wanted = 62 + Double(max(count, 1)) * (Self.rowHeight + 6) + 16
        let height = min(grid.height - (grid.height < 300 ? 16 : 32), max(220, min(520, wanted)))
        panel = Rect(x: (grid.midX - width / 2).rounded(), y: (grid.midY - height / 2).rounded(), width: width, height: height)
        title = Rect(x: panel.x + 24, y: panel.y + 16, width: width - 260, height: 30)
        close = Rect(x: panel.maxX - 24 - 28, y: panel.y + 17, width: 28, height: 28)
        save = Rect(x: close.x - 12 - 150, y: panel.y + 15, width: 150, height: 32)
        let top = panel.y + 62
        message = Rect(x: panel.x + 24, y: top, width: width - 48, height: 60)
        visibleRows = max(1, Int((panel.maxY - 16 - top) / (Self.rowHeight + 6)))
        var rows: [Row] = []
        let compact = width < 560
        let buttonWidth = compact ? 58.0 : 72.0
        for slot in 0..<visibleRows {
            let index = scroll + slot
            guard index < count else { break }
            let frame = Rect(x: panel.x + 24, y: top + Double(slot) * (Self.rowHeight + 6), width: width - 48, height: Self.rowHeight)
            let preview = Rect(x: frame.x + 8, y: frame.y + 8, width: frame.height - 16, height: frame.height - 16)
            let actions = RowAction.allCases.count
            var x = frame.maxX - 10 - Double(actions) * buttonWidth - Double(actions - 1) * 6
            let textWidth = max(40, x - 10 - preview.maxX - 12)
            // A small graph of the run at the text column's right, when the column is wide.
            let graphWidth = textWidth >= 300 ? 88.0 : 0
            let graph = graphWidth > 0 ? Rect(x: x - 12 - graphWidth, y: frame.y + 14, width: graphWidth, height: frame.height - 28) : nil
            let text = Rect(x: preview.maxX + 12, y: frame.y, width: textWidth - (graphWidth > 0 ? graphWidth + 12 : 0), height: frame.height)
            var buttons: [Rect] = []
            for _ in 0..<actions {
                buttons.append(Rect(x: x, y: (frame.midY - 15).rounded(), width: buttonWidth, height: 30))
                x += buttonWidth + 6
            }
            rows.append(Row(index: index, frame: frame, preview: preview, text: text, buttons: buttons, graph: graph))
        }
        self.rows = rows
    }

    /// Largest useful scroll for `count` boards.
    public func maxScroll(count: Int) -> Int { max(0, count - visibleRows) }
}
