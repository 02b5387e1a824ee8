/// An outer-totalistic two-state rule in B/S notation, such as Conway's B3/S23.
public struct Rule: Hashable, Sendable, CustomStringConvertible {
    /// Bit n is set when a dead cell with n live neighbours is born.
    public let birthMask: UInt16
    /// Bit n is set when a live cell with n live neighbours survives.
    public let survivalMask: UInt16

    /// Conway's Game of Life, B3/S23.
    public static let conway = Rule(birth: [3], survival: [2, 3])

    /// Creates a rule from neighbour counts (each 0...8).
    public init(birth: Set<Int>, survival: Set<Int>) {
        birthMask = birth.filter { (0...8).contains($0) }.reduce(0) { $0 | UInt16(1) << UInt16($1) }
        survivalMask = survival.filter { (0...8).contains($0) }.reduce(0) { $0 | UInt16(1) << UInt16($1) }
    }

    /// Well-known names and the rules they stand for.
    public static let aliases: [String: String] = [
        "life": "B3/S23", "conway": "B3/S23", "highlife": "B36/S23", "day & night": "B3678/S34678",
        "day and night": "B3678/S34678", "daynight": "B3678/S34678", "seeds": "B2/S",
    ]

    /// Parses a rule with Golly's optional bounded-grid suffix, e.g. "B3/S23:T24,24" (a 24x24 torus).
    /// - Throws: `RuleError` naming what is wrong.
    public static func parseWithTopology(_ text: String) throws -> (rule: Rule, topology: Topology) {
        guard let colon = text.firstIndex(of: ":") else { return (try Rule(parsing: text), .plane) }
        let rule = try Rule(parsing: String(text[..<colon]))
        let suffix = String(text[text.index(after: colon)...])
        guard suffix.first == "T" || suffix.first == "t" else {
            throw RuleError(rule: text, reason: "only the torus suffix :T<width>,<height> is supported")
        }
        return (rule, try Topology(parsing: suffix))
    }

    /// Parses "B3/S23", "b3s23", "S23/B3" with any case, the older "23/3" (survival/birth) form, or
    /// a name: Life, HighLife, Day & Night, Seeds.
    /// - Throws: `RuleError` naming what is wrong; B0 rules are refused, and so is a ':' suffix
    ///   (use `parseWithTopology` for those).
    public init(parsing text: String) throws {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw RuleError(rule: text, reason: "the rule is empty") }
        if trimmed.contains(":") {
            throw RuleError(rule: text, reason: "a bounded-grid suffix is not part of a rule here; give the topology separately")
        }
        if let canonical = Self.aliases[trimmed.lowercased()] {
            self = try Rule(parsing: canonical)
            return
        }
        var birth = Set<Int>(), survival = Set<Int>()
        let upper = trimmed.uppercased()
        if upper.first == "B" || upper.first == "S" {
            var target: UInt8 = 0 // 'B' or 'S'
            var seen = Set<UInt8>()
            for byte in upper.utf8 {
                switch byte {
                case UInt8(ascii: "B"), UInt8(ascii: "S"):
                    guard seen.insert(byte).inserted else {
                        throw RuleError(rule: text, reason: "'\(Character(Unicode.Scalar(byte)))' appears twice")
                    }
                    target = byte
                case UInt8(ascii: "/"), UInt8(ascii: "_"):
                    continue
                case UInt8(ascii: "0")...UInt8(ascii: "8"):
                    let n = Int(byte - UInt8(ascii: "0"))
                    if target == UInt8(ascii: "B") { birth.insert(n) } else { survival.insert(n) }
                default:
                    throw RuleError(rule: text, reason: "unexpected '\(Self.offending(in: trimmed, notIn: "BbSs/_012345678"))'; expected B/S notation such as B3/S23")
                }
            }
        } else {
            let parts = upper.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw RuleError(rule: text, reason: "expected B/S notation such as B3/S23")
            }
            for (index, part) in parts.enumerated() {
                for ch in part {
                    guard let n = ch.wholeNumberValue, (0...8).contains(n) else {
                        throw RuleError(rule: text, reason: "unexpected '\(String(ch).escapedForDisplay())'; neighbour counts are 0 to 8")
                    }
                    if index == 0 { survival.insert(n) } else { birth.insert(n) }
                }
            }
        }
        if birth.contains(0) {
            throw RuleError(rule: text, reason: "rules with B0 (births from nothing) are not supported")
        }
        self.init(birth: birth, survival: survival)
    }

    /// The first character of `text` outside `allowed`, as written (not upper-cased, never half a character).
    static func offending(in text: String, notIn allowed: String) -> String {
        String(text.first { !allowed.contains($0) } ?? "?").escapedForDisplay()
    }

    /// Whether a cell in state `alive` with `neighbours` live neighbours lives next generation.
    @inline(__always)
    public func nextState(alive: Bool, neighbours: Int) -> Bool {
        let mask = alive ? survivalMask : birthMask
        return mask & (UInt16(1) << UInt16(neighbours)) != 0
    }

    /// Canonical B/S text, e.g. "B3/S23".
    public var description: String {
        func digits(_ mask: UInt16) -> String {
            (0...8).filter { mask & (1 << $0) != 0 }.map(String.init).joined()
        }
        return "B\(digits(birthMask))/S\(digits(survivalMask))"
    }
}

/// A rule string that could not be understood.
public struct RuleError: Error, Equatable, CustomStringConvertible {
    /// The text given.
    public let rule: String
    /// What is wrong with it.
    public let reason: String

    /// "unsupported rule 'X': reason" (the text trimmed, control characters escaped).
    public var description: String { "unsupported rule '\(rule.trimmingWhitespace().escapedForDisplay())': \(reason)" }
}
