import LifeEngine
import LifeScene

/// The Details panel: what an ending left, one row per kind of object (a small drawing, its name
/// or apgcode, how many), with Identify's figures for the row chosen; or Identify's figures for
/// the whole pattern (key I).
public struct CensusPanel: Equatable, Sendable {
    /// One kind of object.
    public struct Entry: Equatable, Sendable {
        /// Its apgcode, and its common name when it has one.
        public let code: String
        public let name: String?
        /// How many there are.
        public let count: Int
        /// One of them, moved to (0, 0), to draw.
        public let picture: [Cell]
        /// Where each of them lies, for highlighting on the grid.
        public let boxes: [CellRect]
        /// Where the ships of this kind fly ("2 NE, 1 SW"), empty for still lifes and oscillators.
        public let headings: String
        /// Identify's report for this kind.
        public let report: [String]
    }

    /// The panel's title ("What is left at generation 1103", "Identify").
    public let title: String
    /// Rows, most common first.
    public let entries: [Entry]
    /// A line under the title (cells not told apart, or why there is no list).
    public let note: String?
    /// Identify's report shown at the foot: the chosen row's, or the whole pattern's.
    public var report: [String]
    /// Whether the report's first line is its headline (what was found: drawn in the text colour,
    /// the figures under it muted); false for one sentence wrapped over its lines (why nothing was).
    public var reportLeads = true
    /// The row whose report shows, if any.
    public var chosen: Int?
    /// The row under the pointer (its objects are highlighted on the grid).
    public var hovered: Int?
    /// First row shown.
    public var scroll = 0

    /// A panel of census rows.
    public init(title: String, entries: [Entry], note: String?, report: [String] = []) {
        self.title = title
        self.entries = entries
        self.note = note
        self.report = report
    }

    /// The census of an ending as rows, most common first.
    public static func rows(of census: Census, rule: Rule) -> [Entry] {
        let byCode = Dictionary(grouping: census.objects, by: \.code)
        return census.ranked.compactMap { code, count in
            guard let objects = byCode[code], let first = objects.first else { return nil }
            let picture = first.cells.map { $0.offset(by: -(CellRect(enclosing: first.cells)?.x ?? 0), -(CellRect(enclosing: first.cells)?.y ?? 0)) }
            let headings = census.headings(of: code) ?? ""
            let report = Identification.of(first.cells, rule: rule, maxPeriod: max(1, first.period))?.report ?? []
            return Entry(code: code, name: census.name(of: code), count: count, picture: picture,
                         boxes: objects.compactMap { CellRect(enclosing: $0.cells) }, headings: headings, report: report)
        }
    }
}
