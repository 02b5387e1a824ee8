/// The pattern file formats Life reads and writes.
public enum PatternFormat: String, CaseIterable, Sendable {
    /// Run-length encoded (.rle), Golly's and LifeWiki's usual format.
    case rle
    /// Plaintext (.cells): `.` dead, `O` alive, `!` comments.
    case plaintext
    /// Life 1.05 (.lif / .life): `#P` blocks of `.` and `*`.
    case life105
    /// Life 1.06 (.lif / .life): one `x y` pair a line.
    case life106
    /// Golly's macrocell (.mc): a quadtree with shared subtrees.
    case macrocell
    /// MCell (.mcl): Generations and Larger than Life patterns with `#GAME` and `#RULE`.
    case mcell

    /// The format's name in messages ("Life 1.06", "MCell").
    public var displayName: String {
        switch self {
        case .rle: return "RLE"
        case .plaintext: return ".cells"
        case .life105: return "Life 1.05"
        case .life106: return "Life 1.06"
        case .macrocell: return "Macrocell"
        case .mcell: return "MCell"
        }
    }

    /// The format for a file name's extension (Life 1.06 for .lif/.life when writing), or nil.
    public init?(fileName: String) {
        let lower = fileName.lowercased()
        if lower.hasSuffix(".rle") { self = .rle }
        else if lower.hasSuffix(".cells") { self = .plaintext }
        else if lower.hasSuffix(".lif") || lower.hasSuffix(".life") { self = .life106 }
        else if lower.hasSuffix(".mc") { self = .macrocell }
        else if lower.hasSuffix(".mcl") { self = .mcell }
        else { return nil }
    }

    /// The format of a pattern file by its name: as `init(fileName:)`, and a gzip-compressed file
    /// by the name inside it (gun.rle.gz, as Golly reads and saves them; Life does both too).
    public init?(patternFileName fileName: String) {
        self.init(fileName: Self.isGzipped(fileName) ? String(fileName.dropLast(3)) : fileName)
    }

    /// Whether a file's name says it is gzip-compressed (it ends in ".gz").
    public static func isGzipped(_ fileName: String) -> Bool { fileName.lowercased().hasSuffix(".gz") }

    /// The format text looks like, from its first lines (RLE when nothing else fits).
    public static func sniff(_ text: String) -> PatternFormat {
        recognize(text) ?? .rle
    }

    /// The format the text's own first lines announce (a `#Life` or `[M2]` header, an RLE
    /// `x = ` line, plaintext `!` comments or rows of `.` and `O`), or nil when they say nothing.
    /// The content wins over a file name's extension: a .cells file named .rle reads as plaintext.
    public static func recognize(_ text: String) -> PatternFormat? {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        let head = body.prefix(4096)
        let start = head.trimmingWhitespace()
        if start.hasPrefix("#Life 1.06") { return .life106 }
        if start.hasPrefix("#Life 1.05") { return .life105 }
        if start.hasPrefix("[M2]") { return .macrocell }
        if start.prefix(6).uppercased() == "#MCELL" { return .mcell }
        for raw in head.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = raw.trimmingWhitespace()
            if line.isEmpty { continue }
            if line.hasPrefix("!") { return .plaintext }
            if line.hasPrefix("#") { continue }
            if (line.first == "x" || line.first == "X") && line.dropFirst().trimmingWhitespace().hasPrefix("=") { return .rle }
            if line.allSatisfy({ $0 == "." || $0 == "O" || $0 == "*" }) && line.contains(where: { $0 != "*" }) { return .plaintext }
            return nil
        }
        return nil
    }

    /// Reads text in this format, within the budget's cells and areas; cells off a bounded board
    /// are dropped, as Golly drops them, unless `keepingCellsOffTheBoard` (Life's own saved boards,
    /// which read back exactly what was written).
    /// - Throws: `PatternParseError` with line and column.
    public func read(_ text: String, budget: PatternBudget = .standard, keepingCellsOffTheBoard: Bool = false) throws -> Pattern {
        let cellBudget = budget.maxCells
        let pattern: Pattern
        switch self {
        case .rle: pattern = try RLEReader(cellBudget: cellBudget).read(text)
        case .plaintext: pattern = try PlaintextCodec(cellBudget: cellBudget).read(text)
        case .life105: pattern = try Life105Codec(cellBudget: cellBudget).read(text)
        case .life106: pattern = try Life106Codec(cellBudget: cellBudget).read(text)
        case .macrocell: pattern = try MacrocellCodec(cellBudget: cellBudget).read(text)
        case .mcell: pattern = try MCellCodec(cellBudget: cellBudget).read(text)
        }
        try budget.check(pattern)
        // Placed in Golly's coordinates, what lies off a bounded board is not on it (Golly drops it too).
        return keepingCellsOffTheBoard ? pattern : pattern.clippedToBoard()
    }

    /// Most characters of a bounding box plaintext and Life 1.05 spell out (64 Mi).
    public static let maxSpelledOutArea: Int64 = 1 << 26

    /// Why this format cannot hold the pattern, or nil when it can, with the formats that can:
    /// no format takes cells beyond the plane's bound (no reader would read them back); plaintext
    /// and Life 1.05 spell out every cell of the bounding box, so a pattern spread far apart is
    /// refused there; Larger than Life is not written as macrocell, which Golly would not read back.
    public func refusal(for pattern: Pattern) -> String? {
        // Cells beyond the plane's bound fit no format: there is nothing else to suggest.
        if let b = pattern.bounds, !PlaneLimits.contains(b) { return PlaneLimits.coordinateMessage }
        guard let problem = problem(with: pattern) else { return nil }
        // The formats a pattern of its family is usually kept in, of those that hold this one.
        let multiState = pattern.rule.states > 2 || pattern.rule.largerThanLife != nil
        let usual: [PatternFormat] = multiState ? [.rle, .mcell, .macrocell] : [.rle, .life106, .macrocell]
        let fitting = usual.filter { $0 != self && $0.problem(with: pattern) == nil }.map(\.fileExtension)
        guard let last = fitting.last else { return problem }
        let list = fitting.count == 1 ? last : fitting.dropLast().joined(separator: ", ") + " or " + last
        return "\(problem); write \(list) instead"
    }

    /// The ending of a file written in this format (Life 1.05 is read only: .lif files are written as 1.06).
    private var fileExtension: String {
        switch self {
        case .rle: return ".rle"
        case .plaintext: return ".cells"
        case .life105, .life106: return ".lif"
        case .macrocell: return ".mc"
        case .mcell: return ".mcl"
        }
    }

    /// What keeps this format from holding the pattern, or nil.
    private func problem(with pattern: Pattern) -> String? {
        if let b = pattern.bounds, !PlaneLimits.contains(b) { return PlaneLimits.coordinateMessage }
        // Cells in states above 1 only fit RLE, MCell and macrocell; the others would bring them back alive.
        if !pattern.decaying.isEmpty && self != .rle && self != .mcell && self != .macrocell {
            return "\(displayName) has no place for the states of \(pattern.rule) (its decaying cells would come back alive)"
        }
        // Golly reads macrocell with its HashLife algorithms only, which do not run Larger than Life.
        if self == .macrocell && pattern.rule.largerThanLife != nil {
            return "Golly reads no Larger than Life pattern from macrocell (its Larger than Life algorithm takes RLE and MCell)"
        }
        // A B0 rule without S8 stores its cells inverted at odd generations: read back at generation 0
        // they would be another pattern. Only RLE and macrocell keep the generation.
        if self != .rle && self != .macrocell
            && pattern.rule.storesOtherwiseThanAtStart(atGeneration: pattern.generation) {
            return "\(displayName) has no place for the generation, and \(pattern.rule) keeps its cells inverted at odd ones "
                + "(read back at generation 0 they would be another pattern)"
        }
        // MCell's board is a torus or a bounded plane (#WRAP 1 or 0), without a shift or an
        // infinite side: another grid would be read back as one of those, or as the plane.
        if self == .mcell && !Self.mcellHolds(pattern.topology) {
            return "MCell has no place for the \(pattern.topology) (its boards are a torus or a bounded plane)"
        }
        // Golly reads Larger than Life from MCell on a board only (without #BOARD, one about the
        // pattern's size: a Jitterbug came back with 7 of its 33 cells).
        if self == .mcell && pattern.rule.largerThanLife != nil && pattern.topology == .plane {
            return "MCell has no place for Larger than Life on the endless plane (Golly reads it onto a small bounded board)"
        }
        guard self == .plaintext || self == .life105 else { return nil }
        if pattern.topology != .plane {
            return "\(self == .plaintext ? ".cells" : "Life 1.05") has no place for the \(pattern.topology)"
        }
        // Plaintext has no place for a rule (Golly reads none from its comments): it would come back as Life.
        if self == .plaintext && pattern.rule != .conway {
            return ".cells has no place for the rule \(pattern.rule) (it would be read back as B3/S23)"
        }
        guard let b = pattern.bounds else { return nil }
        let (area, overflow) = b.width.multipliedReportingOverflow(by: b.height)
        guard overflow || area > Self.maxSpelledOutArea else { return nil }
        return "the pattern spans \(b.width) x \(b.height) cells, and \(self == .plaintext ? ".cells" : "Life 1.05") spells out "
            + "every one (at most \(Self.maxSpelledOutArea))"
    }

    /// Whether MCell's `#BOARD` and `#WRAP` say `topology`.
    private static func mcellHolds(_ topology: Topology) -> Bool {
        guard case let .grid(grid) = topology else { return true }
        return (grid.kind == .plane || grid.kind == .torus) && grid.horizontalShift == 0 && grid.verticalShift == 0
            && grid.width > 0 && grid.height > 0
    }

    /// Writes a pattern in this format (check `refusal(for:)` first).
    public func write(_ pattern: Pattern) -> String {
        switch self {
        case .rle: return RLEWriter().write(pattern)
        case .plaintext: return PlaintextCodec().write(pattern)
        case .life105: return Life105Codec().write(pattern)
        case .life106: return Life106Codec().write(pattern)
        case .macrocell: return MacrocellCodec().write(pattern)
        case .mcell: return MCellCodec().write(pattern)
        }
    }
}
