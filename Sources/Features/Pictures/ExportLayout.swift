import LifeInterface
import LifeScene

/// The export dialog over the grid: a title with the Picture and Movie tabs and close, a row per
/// option (a label, then chips or fields), two lines saying what it will make (or why not), and
/// Cancel, Save as… and Save (Record). Rows grow lower in a low window. Clicks and the picture both use it.
public struct ExportLayout: Equatable, Sendable {
    /// An option's row: its label, its chips, its fields and the words between them.
    public struct Row: Equatable, Sendable {
        public let label: String
        public let labelFrame: Rect
        public let chips: [Chip]
        public let fields: [FieldFrame]
        public let words: [Words]
    }

    /// A chip: the control it is, its text, and its frame.
    public struct Chip: Equatable, Sendable {
        public let control: ExportControl
        public let title: String
        public let frame: Rect
    }

    /// A field's frame.
    public struct FieldFrame: Equatable, Sendable {
        public let field: ExportDialog.Field
        public let frame: Rect
    }

    /// Words in a row after a field.
    public struct Words: Equatable, Sendable {
        public let text: String
        public let frame: Rect
    }

    /// The panel, its title, close, and the tabs.
    public let panel: Rect, title: Rect, close: Rect
    public let tabs: [Chip]
    /// The option rows, top to bottom.
    public let rows: [Row]
    /// The two lines saying what it will make, or why not.
    public let summary: Rect
    /// The buttons.
    public let cancel: Rect, chooseFile: Rect, save: Rect

    /// A row's height at most and at least.
    static let rowHeight = 40.0, minRowHeight = 26.0

    /// Lays out `dialog` over `grid`, or over `window` (the header and the control bar wait while
    /// it is open) when the grid is too low for its rows at their lowest (the movie's buttons fell
    /// below a 480x360 window).
    public init(_ dialog: ExportDialog, grid: Rect, window: Rect? = nil, metrics: ThemeMetrics) {
        let width = min(680, grid.width - 24)
        let inset = metrics.padding + 4
        let specs = Self.rows(for: dialog)
        let fixed = 16 + 36 + 10 + 10 + 40 + 10 + 34 + 16.0
        let area = fixed + Self.minRowHeight * Double(specs.count) > grid.height - 16 ? window ?? grid : grid
        let rowHeight = max(Self.minRowHeight, min(Self.rowHeight, ((area.height - 16 - fixed) / Double(specs.count)).rounded(.down)))
        let height = fixed + rowHeight * Double(specs.count)
        panel = Rect(x: (grid.midX - width / 2).rounded(), y: max(area.y + 8, (area.midY - height / 2).rounded()), width: width, height: height)
        close = Rect(x: panel.maxX - inset - 28, y: panel.y + 20, width: 28, height: 28)
        let tabWidth = min(96, (width - 2 * inset) / 5)
        let tabsLeft = close.x - 12 - 2 * tabWidth, top = panel.y
        tabs = ExportOptions.Kind.allCases.enumerated().map { i, kind in
            Chip(control: .kind(kind), title: kind == .picture ? "Picture" : "Movie",
                 frame: Rect(x: tabsLeft + Double(i) * tabWidth, y: top + 18, width: tabWidth, height: 32))
        }
        title = Rect(x: panel.x + inset, y: panel.y + 16, width: tabsLeft - 8 - panel.x - inset, height: 36)
        let labelWidth = min(120, (width - 2 * inset) * 0.24)
        let left = panel.x + inset, right = panel.maxX - inset
        var y = title.maxY + 10
        var rows: [Row] = []
        for spec in specs {
            let labelFrame = Rect(x: left, y: y, width: labelWidth - 8, height: rowHeight)
            let chipHeight = min(32, rowHeight - 4), chipY = y + ((rowHeight - chipHeight) / 2).rounded()
            let x0 = left + labelWidth
            var chips: [Chip] = [], fields: [FieldFrame] = [], words: [Words] = []
            if spec.fields.isEmpty {
                let segment = ((right - x0) / Double(max(1, spec.chips.count))).rounded(.down)
                chips = spec.chips.enumerated().map { i, chip in
                    Chip(control: chip.0, title: chip.1, frame: Rect(x: x0 + Double(i) * segment, y: chipY, width: segment, height: chipHeight))
                }
            } else {
                // Fields and the words between them: "[0] to [100], a frame every [1]". A generation
                // takes twice the room of the step between frames (2^38 is twelve digits; a step, four).
                let wordWidths = spec.words.map(\.width)
                let weights = spec.fields.map { $0 == .every ? 1.0 : 2.0 }
                let room = right - x0 - wordWidths.reduce(0, +) - Double(spec.fields.count + spec.words.count - 1) * 6
                var x = x0
                for (i, field) in spec.fields.enumerated() {
                    let fieldWidth = (room * weights[i] / weights.reduce(0, +)).rounded(.down)
                    fields.append(FieldFrame(field: field, frame: Rect(x: x, y: chipY, width: fieldWidth, height: chipHeight)))
                    x += fieldWidth + 6
                    if i < spec.words.count {
                        words.append(Words(text: spec.words[i].text, frame: Rect(x: x, y: y, width: wordWidths[i], height: rowHeight)))
                        x += wordWidths[i] + 6
                    }
                }
            }
            rows.append(Row(label: spec.label, labelFrame: labelFrame, chips: chips, fields: fields, words: words))
            y += rowHeight
        }
        self.rows = rows
        summary = Rect(x: left, y: y + 10, width: right - left, height: 40)
        save = Rect(x: right - 112, y: panel.maxY - 16 - 34, width: 112, height: 34)
        chooseFile = Rect(x: save.x - 8 - 112, y: save.y, width: 112, height: 34)
        cancel = Rect(x: chooseFile.x - 8 - 96, y: save.y, width: 96, height: 34)
    }

    /// Every region: tabs, chips and fields row by row, the buttons, close, then the panel.
    public var regions: [Region<ExportControl>] {
        tabs.map { Region($0.control, $0.frame) }
            + rows.flatMap { row in row.chips.map { Region($0.control, $0.frame) } + row.fields.map { Region(.field($0.field), $0.frame) } }
            + [Region(.cancel, cancel), Region(.chooseFile, chooseFile), Region(.save, save), Region(.close, close),
               Region(.panel, panel, focusable: false)]
    }

    /// The rows `dialog` shows: a label, chips (control and title), fields and the words after each (and their width).
    static func rows(for dialog: ExportDialog) -> [(label: String, chips: [(ExportControl, String)], fields: [ExportDialog.Field],
                                                      words: [(text: String, width: Double)])] {
        let scales: [(ExportControl, String)] = ExportOptions.scales.map { (.scale($0), $0.map { "\($0) px" } ?? "Fit") } + [(.gridLines, "+ grid lines")]
        let colors: [(ExportControl, String)] = [(.colors(nil), "On screen")] + dialog.themeNames.map { (.colors($0), $0) }
        switch dialog.options.kind {
        case .picture:
            return [("Picture of", [(.area(.view), "View"), (.area(.all), "All life"), (.area(.selection), "Selection")], [], []),
                    ("Cell size", scales, [], []), ("Colours", colors, [], [])]
        case .movie:
            return [("Format", ExportOptions.Format.allCases.map { (.format($0), $0.label) }, [], []),
                    ("Generations", [], [.from, .to, .every], [("to", 22), (", a frame every", 112)]),
                    ("Frame rate", ExportOptions.frameRates.map { (.fps($0), "\($0) fps") }, [], []),
                    ("Frame", [(.framing(.wholeRun), "Whole run"), (.framing(.following), "Follow life")], [], []),
                    ("Cell size", scales, [], []), ("Colours", colors, [], [])]
        }
    }
}
