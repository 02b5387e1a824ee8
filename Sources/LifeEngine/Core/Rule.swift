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
        let (birth, survival) = try Self.readCounts(trimmed, original: text)
        if birth.contains(0) {
            throw RuleError(rule: text, reason: "rules with B0 (births from nothing) are not supported")
        }
        self.init(birth: birth, survival: survival)
    }

    /// Reads "B3/S23" (either part first, one optional '/' or '_' between them) or "23/3"
    /// (survival/birth), exactly: anything else is refused with its column in `original`, and a
    /// form of another rule family (Generations, non-totalistic, hexagonal, von Neumann, Larger
    /// than Life) is named as such rather than read as something it is not.
    static func readCounts(_ trimmed: String, original: String) throws -> (birth: Set<Int>, survival: Set<Int>) {
        let chars = Array(trimmed)
        let lead = original.prefix { $0.isWhitespace }.count
        func refuse(_ index: Int, _ reason: String) -> RuleError {
            let found = index < chars.count ? "'\(String(chars[index]).escapedForDisplay())' at column \(lead + index + 1)" : "the end at column \(lead + index + 1)"
            return RuleError(rule: original, reason: "unexpected \(found): \(reason)")
        }
        if let family = Self.otherFamily(trimmed.uppercased()) {
            throw RuleError(rule: original, reason: "\(family) are not supported yet (Life runs B/S rules such as B3/S23)")
        }
        var birth = Set<Int>(), survival = Set<Int>()
        var i = 0
        func counts(into set: inout Set<Int>) throws {
            while i < chars.count, let n = chars[i].wholeNumberValue, chars[i].isASCII {
                guard n <= 8 else { throw refuse(i, "neighbour counts are 0 to 8") }
                set.insert(n)
                i += 1
            }
        }
        let first = chars.first.map { Character($0.uppercased()) }
        if first == "B" || first == "S" {
            var parts = 0
            var seen = Set<Character>()
            while i < chars.count {
                let letter = Character(chars[i].uppercased())
                guard letter == "B" || letter == "S" else {
                    throw refuse(i, parts == 0 ? "expected B/S notation such as B3/S23" : "expected B or S")
                }
                guard seen.insert(letter).inserted else { throw refuse(i, "'\(letter)' appears twice") }
                i += 1
                if letter == "B" { try counts(into: &birth) } else { try counts(into: &survival) }
                parts += 1
                guard i < chars.count else { break }
                if parts == 2 {
                    throw refuse(i, chars[i] == "/" ? "a third part makes a Generations rule (such as B2/S/3), which Life does not run yet"
                                                    : "a B/S rule ends after its two parts")
                }
                if chars[i] == "/" || chars[i] == "_" {
                    i += 1
                    guard i < chars.count else { throw refuse(i, "expected the rule's other part after the separator") }
                }
            }
        } else {
            try counts(into: &survival)
            guard i < chars.count, chars[i] == "/" else {
                throw refuse(i, i == chars.count ? "expected B/S notation such as B3/S23" : "expected B/S notation such as B3/S23, or S/B digits such as 23/3")
            }
            i += 1
            try counts(into: &birth)
            if i < chars.count {
                throw refuse(i, chars[i] == "/" ? "a third part makes a Generations rule (such as 345/2/4), which Life does not run yet"
                                                : "neighbour counts are 0 to 8")
            }
        }
        return (birth, survival)
    }

    /// The family of rules the text is written in when it is not outer-totalistic B/S (for the
    /// message that refuses it), or nil.
    static func otherFamily(_ upper: String) -> String? {
        if upper.hasPrefix("R"), upper.contains(",") { return "Larger than Life rules" }
        if upper.first == "G", upper.dropFirst().first?.isNumber == true { return "Generations rules" }
        if upper.hasSuffix("H") { return "hexagonal rules" }
        if upper.hasSuffix("V") { return "von Neumann rules" }
        if upper.contains(where: { "ACEIJKNQRTWYZ-".contains($0) }) && (upper.first == "B" || upper.first == "S")
            && upper.filter({ $0 == "/" }).count < 2 {
            return "non-totalistic rules (Hensel notation)"
        }
        return nil
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
