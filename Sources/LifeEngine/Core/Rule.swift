/// A cellular automaton rule as Golly runs it: two-state rules of range 1 (B/S totalistic,
/// isotropic non-totalistic with Hensel letters, hexagonal and von Neumann, B0 included),
/// Generations (a live cell that does not survive decays through further states) and Larger than
/// Life. `description` is Golly's canonical text for it.
public struct Rule: Hashable, Sendable, CustomStringConvertible {
    /// For totalistic rules of range 1: bit n is set when a dead cell with n live neighbours is born.
    public let birthMask: UInt16
    /// For totalistic rules of range 1: bit n is set when a live cell with n live neighbours survives.
    public let survivalMask: UInt16
    /// Which of the eight cells around count (range 1).
    public let neighbourhood: Neighbourhood
    /// The next state of a cell by its block of nine (range 1; for Generations, of state 0 and 1 cells).
    public let table: RuleTable
    /// How many states a cell can be in: 2, or a Generations or Larger than Life count.
    public let states: Int
    /// Set for Larger than Life rules (the range-1 fields are then unused).
    public let largerThanLife: LargerThanLife?
    /// Whether the next state depends on the number of live neighbours only.
    public let isTotalistic: Bool
    /// Set for a History rule ("LifeHistory", "B36/S23History"): a two-state rule of range 1 whose
    /// seven states also record where life has been (see `historyNext`).
    public let history: Bool
    /// Golly's canonical text.
    public let description: String

    /// Conway's Game of Life, B3/S23.
    public static let conway = Rule(birthCounts: 1 << 3, survivalCounts: 1 << 2 | 1 << 3)

    /// A totalistic rule from neighbour counts (each 0 up to the neighbourhood's size), of two
    /// states or, with `generations`, of that many.
    public init(birth: Set<Int>, survival: Set<Int>, neighbourhood: Neighbourhood = .moore, generations: Int? = nil) {
        func mask(_ counts: Set<Int>) -> UInt16 { counts.reduce(0) { (0...neighbourhood.size).contains($1) ? $0 | 1 << $1 : $0 } }
        self.init(birthCounts: mask(birth), survivalCounts: mask(survival), neighbourhood: neighbourhood, generations: generations)
    }

    /// A totalistic rule from masks of neighbour counts (bit n: n live neighbours; bits past the
    /// neighbourhood's size are left out), of two states or, with `generations`, of that many.
    public init(birthCounts: UInt16, survivalCounts: UInt16, neighbourhood: Neighbourhood = .moore, generations: Int? = nil) {
        let mask = neighbourhood.mask, valid = UInt16(1) << (neighbourhood.size + 1) - 1
        func configurations(_ counts: UInt16) -> NeighbourConfigurations {
            NeighbourConfigurations { counts >> (UInt16($0) & mask).nonzeroBitCount & 1 != 0 }
        }
        self.init(births: configurations(birthCounts), survivals: configurations(survivalCounts), neighbourhood: neighbourhood,
                  generations: generations, totalistic: (birthCounts & valid, survivalCounts & valid))
    }

    /// A rule of range 1 from the neighbour configurations (8-bit, `NeighbourBits` order) that give
    /// a birth and a survival, of two states or, with `generations`, of that many.
    public init(births: NeighbourConfigurations, survivals: NeighbourConfigurations, neighbourhood: Neighbourhood = .moore, generations: Int? = nil) {
        self.init(births: births, survivals: survivals, neighbourhood: neighbourhood, generations: generations,
                  totalistic: Self.counts(births: births, survivals: survivals, neighbourhood: neighbourhood))
    }

    /// A MAP rule: any births and survivals, written as Golly's MAP `text`.
    init(births: NeighbourConfigurations, survivals: NeighbourConfigurations, neighbourhood: Neighbourhood, text: String) {
        self.init(births: births, survivals: survivals, neighbourhood: neighbourhood, generations: nil,
                  totalistic: Self.counts(births: births, survivals: survivals, neighbourhood: neighbourhood), text: text)
    }

    /// A Larger than Life rule.
    public init(_ rule: LargerThanLife) {
        birthMask = 0
        survivalMask = 0
        neighbourhood = .moore
        table = RuleTable()
        states = rule.states
        largerThanLife = rule
        isTotalistic = true
        history = false
        description = rule.description
    }

    /// The History form of a two-state rule of range 1 without B0, as Golly's LifeHistory and
    /// LifeViewer's "[rule]History" run it: 0 off, 1 on, 2 off but once on, 3 marked on, 4 marked
    /// off, 5 start on (marked off when it dies), 6 a boundary that never changes and kills the
    /// live cells that touch it. States 1, 3 and 5 are the live ones.
    init(historyOf base: Rule) {
        birthMask = base.birthMask
        survivalMask = base.survivalMask
        neighbourhood = base.neighbourhood
        table = base.table
        states = 7
        largerThanLife = nil
        isTotalistic = base.isTotalistic
        history = true
        description = base == .conway ? "LifeHistory" : base.description + "History"
    }

    private init(births: NeighbourConfigurations, survivals: NeighbourConfigurations, neighbourhood: Neighbourhood, generations: Int?,
                 totalistic: (birth: UInt16, survival: UInt16)?, text: String? = nil) {
        birthMask = totalistic?.birth ?? 0
        survivalMask = totalistic?.survival ?? 0
        self.neighbourhood = neighbourhood
        table = RuleTable(births: births, survivals: survivals)
        states = generations ?? 2
        largerThanLife = nil
        isTotalistic = totalistic != nil
        history = false
        // A MAP rule keeps its table's text; only the others are spelled from their counts.
        if let text {
            description = text
            return
        }
        let b = RuleText.counts(births, totalistic: totalistic?.birth, neighbourhood: neighbourhood)
        let s = RuleText.counts(survivals, totalistic: totalistic?.survival, neighbourhood: neighbourhood)
        description = generations.map { "\(s)/\(b)/\($0)\(neighbourhood.suffix)" } ?? "B\(b)/S\(s)\(neighbourhood.suffix)"
    }

    /// The counts (bit n: n neighbours) of a rule whose configurations depend on their number of
    /// neighbours only, or nil.
    private static func counts(births: NeighbourConfigurations, survivals: NeighbourConfigurations,
                               neighbourhood: Neighbourhood) -> (birth: UInt16, survival: UInt16)? {
        let withCount = (0...neighbourhood.size).map { n in NeighbourConfigurations { (UInt16($0) & neighbourhood.mask).nonzeroBitCount == n } }
        func counts(_ set: NeighbourConfigurations) -> UInt16? {
            var result: UInt16 = 0
            for (n, all) in withCount.enumerated() {
                let inside = all.intersection(set).count
                if inside == all.count { result |= 1 << n } else if inside != 0 { return nil }
            }
            return result
        }
        guard let b = counts(births), let s = counts(survivals) else { return nil }
        return (b, s)
    }

    /// Parses a rule with Golly's optional bounded-grid suffix, e.g. "B3/S23:T24,24" (a 24x24 torus)
    /// or "B3/S23:K40*,30" (a Klein bottle).
    /// - Throws: `RuleError` or `TopologyError` naming what is wrong.
    public static func parseWithTopology(_ text: String) throws -> (rule: Rule, topology: Topology) {
        guard let colon = text.firstIndex(of: ":") else {
            let rule = try Rule(parsing: text)
            try rule.check(on: .plane, text: text)
            return (rule, .plane)
        }
        let rule = try Rule(parsing: String(text[..<colon]))
        var topology = try Topology(suffix: String(text[text.index(after: colon)...]))
        if let ltl = rule.largerThanLife, let size = topology.size, topology.takesLargerThanLife {
            // As in Golly, a side shorter than twice the range (an infinite one, written 0, too) grows to it.
            func grown(_ side: Int64?) -> Int64 { max(side ?? 0, Int64(2 * ltl.range)) }
            let suffix = "\(topology.suffix.dropFirst().prefix(1))\(grown(size.width)),\(grown(size.height))"
            topology = try Topology(suffix: suffix)
        }
        try rule.check(on: topology, text: text)
        return (rule, topology)
    }

    /// Throws when the rule cannot run on the topology: Larger than Life runs on the plane, a plain
    /// torus (or tube) or a bounded plane; births from nothing (B0) need a bounded board unless the
    /// rule has two states and range 1; a rule and board only `GridLife` runs take at most `GridLife.maximumBoardCells`.
    public func check(on topology: Topology, text: String) throws {
        func refuse(_ reason: String) -> RuleError { RuleError(rule: text, reason: reason) }
        if largerThanLife != nil, !topology.takesLargerThanLife {
            throw refuse("Larger than Life runs on the plane, a torus or a bounded plane (as in Golly)")
        }
        if Engines.onlyGridRuns(self, on: topology), let size = topology.size, let w = size.width, let h = size.height,
           w.multipliedReportingOverflow(by: h).overflow || Int(w * h) > GridLife.maximumBoardCells {
            throw refuse("this rule runs on a board of at most \(GridLife.maximumBoardCells) cells, and \(w)x\(h) is more")
        }
        guard bornFromNothing else { return }
        let unbounded = topology.size.map { $0.width == nil || $0.height == nil } ?? true
        if unbounded && (states > 2 || largerThanLife != nil) {
            throw refuse("a \(largerThanLife != nil ? "Larger than Life rule" : "rule of more than two states") with B0 needs a bounded grid (add a suffix such as :T100,100)")
        }
    }

    /// Parses a rule as Golly and LifeWiki write it, or a name (`RuleNames`).
    /// - Throws: `RuleError` naming what is wrong and where; a ':' suffix is refused (use
    ///   `parseWithTopology` for those).
    public init(parsing text: String) throws {
        self = try RuleReader.read(text)
    }

    /// Whether a live cell (`alive`) or a dead one with `neighbours` live neighbours lives next
    /// generation, for a totalistic rule.
    @inline(__always)
    public func nextState(alive: Bool, neighbours: Int) -> Bool {
        let mask = alive ? survivalMask : birthMask
        return mask & (UInt16(1) << UInt16(neighbours)) != 0
    }

    /// Whether a cell in `state` counts as a live neighbour: state 1, or 1, 3 and 5 under a History rule.
    @inline(__always)
    public func countsAsLive(_ state: UInt8) -> Bool {
        history ? state & 1 == 1 && state < 6 : state == 1
    }

    /// The next state of a cell in `state` under a History rule, given whether the rule's table
    /// makes it live (`alive`) and whether a neighbour is a boundary cell (state 6). As Golly's
    /// LifeHistory table: a boundary stays; a live cell touching one dies; a live cell that dies
    /// leaves a trace (2, or 4 when marked); a birth on a marked cell is marked.
    @inline(__always)
    public static func historyNext(_ state: UInt8, alive: Bool, touchesBoundary: Bool) -> UInt8 {
        switch state {
        case 6: return 6
        case 1: return alive && !touchesBoundary ? 1 : 2
        case 3, 5: return alive && !touchesBoundary ? state : 4
        case 4: return alive ? 3 : 4
        default: return alive ? 1 : state
        }
    }

    /// Whether the rule is B/S on the Moore neighbourhood with two states and no B0: what the
    /// tiled, HashLife and sparse engines run.
    public var isLifeLike: Bool {
        largerThanLife == nil && states == 2 && isTotalistic && neighbourhood == .moore && birthMask & 1 == 0
    }

    /// Whether a dead cell with no live neighbours is born (B0): on an unbounded plane the empty
    /// background comes alive, which Golly emulates by keeping the pattern inverted.
    public var bornFromNothing: Bool { largerThanLife == nil ? table.next(0) : largerThanLife!.birth.contains(0) }
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
