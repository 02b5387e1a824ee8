/// Reads a rule as Golly and LifeWiki write it: B/S in either order, with or without '/' or '_'
/// ("B3/S23", "b3s23", "S23/B3"), S/B digits ("23/3"), Hensel letters ("B2n3/S23-q"), the H and V
/// suffixes, Generations ("345/2/4", "B2/S/C3", "B2/S/3", "/2/3", "g3b2s"), Larger than Life
/// ("R5,C0,M1,S34..58,B34..45,NM", or "1,3,3,3,4"), History rules ("LifeHistory", "B36/S23History")
/// and the names of `RuleNames`. Anything else is
/// refused with what is wrong and its column: a rule is never read as another.
struct RuleReader {
    private let original: String
    private let chars: [Character]
    /// Columns before the trimmed text.
    private let lead: Int
    private var i = 0

    static func read(_ text: String) throws -> Rule {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw RuleError(rule: text, reason: "the rule is empty") }
        if trimmed.contains(":") {
            throw RuleError(rule: text, reason: "a bounded-grid suffix is not part of a rule here; give the topology separately")
        }
        // No name holds a '/' and a digit: notation such as B3/S23 is not looked up among them
        // ("Day/Night" still is).
        let notation = trimmed.contains("/") && trimmed.contains(where: \.isWholeNumber)
        if !notation, let named = RuleNames.rule(named: trimmed) { return try read(named) }
        if !notation, let near = RuleNames.name(punctuatedAs: trimmed) {
            throw RuleError(rule: text, reason: "a rule's name takes no punctuation but spaces, apostrophes, '&', '-', '_' and '/'; did you mean \(near)?")
        }
        if trimmed.count > 7, trimmed.lowercased().hasSuffix("history") {
            let baseText = trimmed.dropLast(7)
            guard baseText.last?.isWhitespace == false else {
                // "Life History" is a name; "HighLife History" is not, but what it says is a rule.
                let joined = String(baseText).trimmingWhitespace() + trimmed.suffix(7)
                let near = (try? read(joined)) != nil ? "; did you mean \(joined)?" : ", as in LifeHistory or B36/S23History"
                throw RuleError(rule: text, reason: "'History' follows the rule without a space" + near)
            }
            let base = try read(String(baseText))
            guard base.states == 2, base.largerThanLife == nil, !base.bornFromNothing else {
                throw RuleError(rule: text, reason: "History takes a two-state rule of range 1 without B0, such as LifeHistory or B36/S23History")
            }
            return Rule(historyOf: base)
        }
        if trimmed.count > 1, trimmed.first == "W" || trimmed.first == "w", trimmed.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw RuleError(rule: text, reason: "Wolfram's one-dimensional rules, such as W110, are not run (Life's rules are two-dimensional)")
        }
        var reader = RuleReader(original: text, chars: Array(trimmed), lead: text.prefix { $0.isWhitespace }.count)
        do {
            return try reader.rule()
        } catch let error as RuleError where notation && RuleNames.name(punctuatedAs: trimmed) != nil {
            // A name with a slip of punctuation that made it look like notation ("2x2/").
            throw RuleError(rule: error.rule, reason: error.reason + "; did you mean \(RuleNames.name(punctuatedAs: trimmed) ?? "")?")
        } catch let error as RuleError where looksLikeRuleTableName(trimmed) {
            // Read as notation, a name such as "Byl-Loop" or "Brian" fails on some letter; say what it may be instead.
            let key = trimmed.lowercased()
            let near = RuleNames.all.filter { $0.name.lowercased().contains(key) }.map(\.name)
            if (1...3).contains(near.count) {
                throw RuleError(rule: error.rule, reason: "Life knows no rule of that name; did you mean \(near.joined(separator: " or "))?")
            }
            throw RuleError(rule: error.rule, reason: "Life knows no rule of that name (`life rules` names them, and the rule field in Settings offers them as you type); Golly's rule tables "
                            + "and trees, such as WireWorld or Byl-Loop, are not run")
        }
    }

    /// Whether the text reads as a name, not as notation with a slip in it: letters first, then
    /// letters, digits, '_' or '-', with a '-' (Byl-Loop, Worm-1525115), or a word of four
    /// letters or more before any digit (WireWorld, Perrier), or a small letter before a capital,
    /// or three letters or more and nothing else (HPP), or letters only that notation cannot
    /// start with (X, Xy: notation starts with B, S or R). A MAP rule is notation (its own message
    /// says what is wrong with it).
    static func looksLikeRuleTableName(_ text: String) -> Bool {
        guard !text.uppercased().hasPrefix("MAP"), let first = text.unicodeScalars.first, first.properties.isAlphabetic,
              text.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }) else { return false }
        let leadingLetters = text.prefix { $0.isLetter }.count
        let camel = zip(text, text.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
        let lettersOnly = leadingLetters == text.count
        let notationStart = "BSR".contains(Character(first.properties.uppercaseMapping))
        return text.contains("-") || leadingLetters >= 4 || camel || (lettersOnly && (text.count >= 3 || !notationStart))
    }

    private init(original: String, chars: [Character], lead: Int) {
        self.original = original
        self.chars = chars
        self.lead = lead
    }

    private func refuse(_ index: Int, _ reason: String) -> RuleError {
        let found = index < chars.count ? "'\(String(chars[index]).escapedForDisplay())' at column \(lead + index + 1)" : "end of the rule at column \(lead + index + 1)"
        return RuleError(rule: original, reason: "unexpected \(found): \(reason)")
    }

    private func upper(_ index: Int) -> Character? { index < chars.count ? Character(chars[index].uppercased()) : nil }

    private mutating func rule() throws -> Rule {
        let text = String(chars).uppercased()
        if text.hasPrefix("MAP") { return try MapRule.read(String(chars).dropFirst(3), original: original) }
        if text.first == "R", text.contains(",") { return try largerThanLife() }
        if text.contains(","), text.allSatisfy({ $0.isNumber || $0 == "," }) { return try evansLargerThanLife() }
        // The neighbourhood suffix, then LifeViewer's "g<states>" prefix.
        var neighbourhood = Neighbourhood.moore
        var end = chars.count
        if let last = upper(end - 1), last == "H" || last == "V" {
            neighbourhood = last == "H" ? .hexagonal : .vonNeumann
            end -= 1
        }
        var states: Int?
        if upper(0) == "G", i + 1 < end, chars[1].isNumber {
            i = 1
            states = try number(until: end, what: "the number of states")
        }
        let parts = split(until: end)
        return try assemble(parts, neighbourhood: neighbourhood, prefixStates: states, end: end)
    }

    /// A part of a rule: its letter (B, S, C or none), and where its counts are.
    private struct Part { var letter: Character?; var start: Int; var end: Int }

    /// Splits the text into parts: at '/' or '_', or where a B or S begins one (C only at the start
    /// of a part: elsewhere a lower-case c is a Hensel letter).
    private mutating func split(until end: Int) -> [Part] {
        var parts: [Part] = []
        var current = Part(letter: nil, start: i, end: i)
        var atPartStart = true
        while i < end {
            if chars[i] == "/" || chars[i] == "_" {
                current.end = i
                parts.append(current)
                i += 1
                current = Part(letter: nil, start: i, end: i)
                atPartStart = true
                continue
            }
            if let u = upper(i), u == "B" || u == "S" || (u == "C" && atPartStart) {
                if !atPartStart || current.letter != nil {
                    current.end = i
                    parts.append(current)
                }
                current = Part(letter: u, start: i + 1, end: i + 1)
                i += 1
                atPartStart = false
                continue
            }
            atPartStart = false
            i += 1
        }
        current.end = end
        parts.append(current)
        return parts
    }

    private func assemble(_ parts: [Part], neighbourhood: Neighbourhood, prefixStates: Int?, end: Int) throws -> Rule {
        var birth: Part?, survival: Part?, statesPart: Part?
        let lettered = parts.contains { $0.letter != nil }
        if lettered {
            for part in parts {
                switch part.letter {
                case "B"?: if birth != nil { throw refuse(part.start - 1, "'B' appears twice") }; birth = part
                case "S"?: if survival != nil { throw refuse(part.start - 1, "'S' appears twice") }; survival = part
                case "C"?: if statesPart != nil { throw refuse(part.start - 1, "'C' appears twice") }; statesPart = part
                default:
                    if part.start == part.end {
                        if birth != nil && survival != nil { throw refuse(part.start - 1, "a B/S rule ends after its two parts") }
                        throw refuse(part.start, part.end == chars.count ? "expected the rule's other part after the separator"
                                                                          : part.start == 0 ? "expected B/S notation such as B3/S23" : "expected B or S")
                    }
                    // "B2/S/3": a bare number after B and S is the number of states.
                    guard birth != nil, survival != nil, statesPart == nil else { throw refuse(part.start, "expected B, S or C before the counts") }
                    statesPart = part
                }
            }
            guard birth != nil || survival != nil else { throw refuse(0, "expected B/S notation such as B3/S23") }
        } else {
            // Digits: S/B, or S/B/C for Generations.
            guard parts.count == 2 || parts.count == 3 else {
                throw refuse(parts.count == 1 ? end : parts[3].start - 1,
                             parts.count == 1 ? "expected B/S notation such as B3/S23, or S/B digits such as 23/3" : "a rule has at most three parts (S/B/states)")
            }
            survival = parts[0]
            birth = parts[1]
            if parts.count == 3 { statesPart = parts[2] }
        }
        var states = prefixStates
        if let part = statesPart {
            guard prefixStates == nil else { throw refuse(part.start, "the number of states is given twice") }
            var reader = self
            reader.i = part.start
            states = try reader.number(until: part.end, what: "the number of states")
        }
        if let states, !(2...256).contains(states) {
            throw refuse(statesPart?.start ?? 1, "a Generations rule has 2 to 256 states")
        }
        let births = try configurations(birth, neighbourhood: neighbourhood)
        let survivals = try configurations(survival, neighbourhood: neighbourhood)
        if let states {
            return Rule(births: births, survivals: survivals, neighbourhood: neighbourhood, generations: states)
        }
        return Rule(births: births, survivals: survivals, neighbourhood: neighbourhood)
    }

    /// The neighbour configurations a part's counts stand for ("2n3", "2-a", "23").
    private func configurations(_ part: Part?, neighbourhood: Neighbourhood) throws -> NeighbourConfigurations {
        guard let part else { return [] }
        var result = NeighbourConfigurations()
        var k = part.start
        while k < part.end {
            guard let n = chars[k].wholeNumberValue, chars[k].isASCII else {
                throw refuse(k, "expected a neighbour count (0 to \(neighbourhood.size))")
            }
            guard n <= neighbourhood.size else {
                throw refuse(k, "neighbour counts are 0 to \(neighbourhood.size)\(neighbourhood == .moore ? "" : " in this neighbourhood")")
            }
            k += 1
            let negated = k < part.end && chars[k] == "-"
            if negated { k += 1 }
            var letters: [Character] = []
            while k < part.end, chars[k].isLetter, chars[k].isLowercase {
                letters.append(chars[k])
                k += 1
            }
            // A '-' with no letters after it takes nothing away (Golly reads B3/S23- as B3/S23), in
            // the Moore neighbourhood only: Golly refuses B3/S23-H and B3/S23-V.
            let withCount = NeighbourConfigurations { (UInt16($0) & neighbourhood.mask).nonzeroBitCount == n }
            if letters.isEmpty {
                if negated && neighbourhood != .moore {
                    throw refuse(k - 1, "a '-' takes letters away from a count (B2-a/S23); in this neighbourhood it needs letters after it")
                }
                result.formUnion(withCount)
                continue
            }
            guard neighbourhood != .vonNeumann else {
                throw refuse(k - letters.count, "letters are for the Moore (Hensel) and hexagonal neighbourhoods only")
            }
            let hexagonal = neighbourhood == .hexagonal
            var chosen = NeighbourConfigurations()
            for (offset, letter) in letters.enumerated() {
                let set = hexagonal ? HexLetters.configurations(count: n, letter: letter) : HenselLetters.configurations(count: n, letter: letter)
                guard let set else {
                    let allowed = hexagonal ? HexLetters.letters[n] : HenselLetters.letters[n]
                    throw refuse(k - letters.count + offset, "'\(letter)' is not a \(hexagonal ? "hexagonal" : "Hensel") letter for \(n) neighbours (\(allowed.isEmpty ? "\(n) takes none" : "those are \(String(allowed.sorted()))"))")
                }
                chosen.formUnion(set)
            }
            result.formUnion(negated ? withCount.subtracting(chosen) : chosen)
        }
        return result
    }

    /// A whole number from `i` up to `end`.
    private mutating func number(until end: Int, what: String) throws -> Int {
        let start = i
        var value = 0
        while i < end, let d = chars[i].wholeNumberValue, chars[i].isASCII {
            value = min(value * 10 + d, 1_000_000_000)
            i += 1
        }
        guard i > start else { throw refuse(i, "expected \(what)") }
        guard i == end || chars[i] == "/" || chars[i] == "_" || upper(i) == "B" || upper(i) == "S" else { throw refuse(i, "expected \(what)") }
        return value
    }

    // MARK: Larger than Life

    /// "R5,C0,M1,S34..58,B34..45,NM" (each field in that order, as Golly writes them).
    private mutating func largerThanLife() throws -> Rule {
        var fields: [Character: (Int, Int?)] = [:]
        var shape = LargerThanLife.Shape.moore
        for (index, letter) in "RCMSBN".enumerated() {
            guard upper(i) == letter else { throw refuse(i, "expected '\(letter)' (Larger than Life is written R5,C0,M1,S34..58,B34..45,NM)") }
            i += 1
            if letter == "N" {
                guard let s = upper(i), let found = LargerThanLife.Shape(rawValue: s) else { throw refuse(i, "the neighbourhood is NM, NN or NC") }
                shape = found
                i += 1
                guard i == chars.count else { throw refuse(i, "the rule ends after its neighbourhood") }
                break
            }
            let low = try bounded()
            var high: Int?
            if letter == "S" || letter == "B" {
                guard i + 1 < chars.count, chars[i] == ".", chars[i + 1] == "." else { throw refuse(i, "expected '..' between the least and greatest count") }
                i += 2
                high = try bounded()
            }
            fields[letter] = (low, high)
            guard index < 5 else { continue }
            guard i < chars.count, chars[i] == "," else { throw refuse(i, "expected ',' before the next field") }
            i += 1
        }
        return try makeLargerThanLife(range: fields["R"]!.0, states: fields["C"]!.0, middle: fields["M"]!.0,
                                      survival: (fields["S"]!.0, fields["S"]!.1!), birth: (fields["B"]!.0, fields["B"]!.1!), shape: shape)
    }

    /// Kellie Evans's "r,bmin,bmax,smin,smax" (Moore, the middle counted).
    private mutating func evansLargerThanLife() throws -> Rule {
        var values: [Int] = []
        while i < chars.count {
            values.append(try bounded())
            if i < chars.count {
                guard chars[i] == "," else { throw refuse(i, "expected ','") }
                i += 1
            }
        }
        guard values.count == 5 else { throw refuse(chars.count, "the short Larger than Life form is r,bmin,bmax,smin,smax (five numbers)") }
        return try makeLargerThanLife(range: values[0], states: 0, middle: 1, survival: (values[3], values[4]), birth: (values[1], values[2]), shape: .moore)
    }

    private mutating func bounded() throws -> Int {
        let start = i
        var value = 0
        while i < chars.count, let d = chars[i].wholeNumberValue, chars[i].isASCII {
            value = min(value * 10 + d, 1_000_000_000)
            i += 1
        }
        guard i > start else { throw refuse(i, "expected a number") }
        return value
    }

    private func makeLargerThanLife(range: Int, states: Int, middle: Int, survival: (Int, Int), birth: (Int, Int), shape: LargerThanLife.Shape) throws -> Rule {
        func fail(_ reason: String) -> RuleError { RuleError(rule: original, reason: reason) }
        guard (1...LargerThanLife.maximumRange).contains(range) else { throw fail("the range must be 1 to \(LargerThanLife.maximumRange)") }
        guard (0...256).contains(states) else { throw fail("the states must be 0 to 256") }
        guard middle == 0 || middle == 1 else { throw fail("M is 0 or 1") }
        guard survival.0 <= survival.1, birth.0 <= birth.1 else { throw fail("each count range goes from the least to the greatest") }
        let ltl = LargerThanLife(range: range, writtenStates: states, countsMiddle: middle == 1,
                                 survival: survival.0...survival.1, birth: birth.0...birth.1, shape: shape)
        guard survival.1 <= ltl.size, birth.1 <= ltl.size else { throw fail("counts go up to the neighbourhood's size, \(ltl.size)") }
        return Rule(ltl)
    }
}
