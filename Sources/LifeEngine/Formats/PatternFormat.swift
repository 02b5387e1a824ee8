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

    /// The format for a file name's extension (Life 1.06 for .lif/.life when writing), or nil.
    public init?(fileName: String) {
        let lower = fileName.lowercased()
        if lower.hasSuffix(".rle") { self = .rle }
        else if lower.hasSuffix(".cells") { self = .plaintext }
        else if lower.hasSuffix(".lif") || lower.hasSuffix(".life") { self = .life106 }
        else if lower.hasSuffix(".mc") { self = .macrocell }
        else { return nil }
    }

    /// The format text looks like, from its first lines (RLE when nothing else fits).
    public static func sniff(_ text: String) -> PatternFormat {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        let head = body.prefix(200).trimmingWhitespace()
        if head.hasPrefix("#Life 1.06") { return .life106 }
        if head.hasPrefix("#Life 1.05") { return .life105 }
        if head.hasPrefix("[M2]") { return .macrocell }
        if head.hasPrefix("!") { return .plaintext }
        if let first = head.first, first == "." || first == "O" || first == "*" {
            let line = head.prefix { $0 != "\n" && $0 != "\r" }
            if line.allSatisfy({ $0 == "." || $0 == "O" || $0 == "*" }) { return .plaintext }
        }
        return .rle
    }

    /// Reads text in this format.
    /// - Throws: `PatternParseError` with line and column.
    public func read(_ text: String, cellBudget: Int = 50_000_000) throws -> Pattern {
        switch self {
        case .rle: return try RLEReader(cellBudget: cellBudget).read(text)
        case .plaintext: return try PlaintextCodec(cellBudget: cellBudget).read(text)
        case .life105: return try Life105Codec(cellBudget: cellBudget).read(text)
        case .life106: return try Life106Codec(cellBudget: cellBudget).read(text)
        case .macrocell: return try MacrocellCodec(cellBudget: cellBudget).read(text)
        }
    }

    /// Writes a pattern in this format.
    public func write(_ pattern: Pattern) -> String {
        switch self {
        case .rle: return RLEWriter().write(pattern)
        case .plaintext: return PlaintextCodec().write(pattern)
        case .life105: return Life105Codec().write(pattern)
        case .life106: return Life106Codec().write(pattern)
        case .macrocell: return MacrocellCodec().write(pattern)
        }
    }
}
