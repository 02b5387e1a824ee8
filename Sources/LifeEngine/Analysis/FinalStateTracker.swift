/// Follows a run one generation at a time and says how it ends as soon as that is known.
///
/// A value type: copies are independent, so a background batch can carry its own copy and the
/// main thread keeps the one that matches the universe it shows. Memory grows by one integer a
/// generation (the population history); the board itself is only kept at the start, at the last
/// two Brent checkpoints and at the last multiple of `recentSpacing` (a small universe: the last
/// four multiples of 128), each as the engine keeps it smallest (`LifeAlgorithm.kept()`: the
/// tiles' current words), and its cells are listed only to confirm a matching signature.
public struct FinalStateTracker {
    /// Copies of the universe the tracker may hold at once (the start, two checkpoints and the
    /// recent one), each at most as large as the universe once the run has changed everything;
    /// a small universe (`smallUniverseBytes`) may keep three more recent ones.
    public static let keptCopies = 4
    /// Generations between the recent copies: an ending's replay starts at most this far before
    /// where the population became periodic, however long the run since the last power of two.
    static let recentSpacing: Int64 = 512
    /// The spacing for a universe of `smallUniverseBytes` or less, whose copy costs about what a
    /// few generations do: copied four times as often, the last four copies kept (an ending is
    /// seen some generations after it begins), its replay is a quarter as long.
    static let smallUniverseSpacing: Int64 = 128
    static let smallUniverseBytes = 1 << 20
    /// Longest debris period looked for.
    public var maxDebrisPeriod: Int64 = 60
    /// Generations after the start beyond which the tracker gives up (`isExhausted`).
    public let maxGenerations: Int64
    private let initial: KeptUniverse
    private let first: Int64
    private let onFiniteBoard: Bool
    private var populations: [Int]
    /// The checkpoint's population and box, and its signature once a look needed it (a signature
    /// lists every cell, so a growing universe is not listed at every power of two).
    private var tortoise: (population: Int, bounds: CellRect?, signature: StateSignature?)
    /// The checkpoint itself, kept; its cells are listed only when a signature matches, so a
    /// huge universe is never listed every power of two.
    private var tortoiseUniverse: KeptUniverse
    /// The checkpoint before it: the final cycle usually starts after it, so the search for where
    /// the cycle starts replays from here, not from the beginning of the run.
    private var previousCheckpoint: KeptUniverse?
    /// The universe at the last multiple of `recentSpacing`, or at the last four multiples of
    /// `smallUniverseSpacing` while it is small; latest last.
    private var recent: [KeptUniverse] = []
    private var power: Int64 = 1
    /// Settled candidates given so far, and the generation before which none is given again.
    private var settleCandidates = 0
    private var nextSettleCheck = Int64.min
    private var lambda: Int64 = 0

    /// Starts tracking from the universe's current state (a copy is kept to locate cycles later).
    public init(start: any LifeAlgorithm, maxGenerations: Int64 = 100_000) {
        initial = start.kept()
        first = start.generation
        self.maxGenerations = maxGenerations
        // On a finite board cells wrap or stop at its edges: states are compared where they are.
        onFiniteBoard = start.topology.finiteBoard != nil
        populations = [start.population]
        tortoise = (start.population, start.bounds, nil)
        tortoiseUniverse = initial
    }

    /// The ending already evident at the start (an empty board), if any.
    public var atStart: FinalState? {
        populations[0] == 0 ? FinalState(outcome: .extinct, generation: first, period: 0, population: 0) : nil
    }

    /// Whether the generation limit has been reached without an answer.
    public func isExhausted(at generation: Int64) -> Bool { generation - first >= maxGenerations }

    /// What one look at the universe found.
    public enum Observation {
        /// Nothing yet.
        case nothing
        /// The ending, complete.
        case ending(FinalState)
        /// An ending whose costly part is left to `EndingCandidate.resolve()`.
        case candidate(EndingCandidate)
    }

    /// Looks at the universe one generation after the last call; returns the ending once known,
    /// doing any costly confirmation at once.
    /// `isCancelled` is asked inside a costly confirmation (a time limit): true leaves it unconfirmed.
    public mutating func observe(_ universe: any LifeAlgorithm, isCancelled: () -> Bool = { false }) -> FinalState? {
        switch look(at: universe) {
        case .nothing: return nil
        case .ending(let ending): return ending
        case .candidate(let candidate): return candidate.resolve(isCancelled: isCancelled)
        }
    }

    /// Looks at the universe one generation after the last call, leaving any costly confirmation
    /// to the caller (a candidate). After a cycle candidate the run's ending is certain: stop looking.
    public mutating func look(at universe: any LifeAlgorithm) -> Observation {
        lambda += 1
        let population = universe.population
        populations.append(population)
        if population == 0 {
            return .ending(FinalState(outcome: .extinct, generation: universe.generation, period: 0, population: 0))
        }
        if population == tortoise.population, let b = universe.bounds,
           b.width == tortoise.bounds?.width, b.height == tortoise.bounds?.height {
            let signature = StateSignature(of: universe)
            let checkpointSignature = tortoise.signature ?? StateSignature(of: tortoiseUniverse.universe())
            tortoise.signature = checkpointSignature
            if signature.matches(checkpointSignature) && Self.sameCells(universe, tortoiseUniverse.universe()) {
                // Replay from the latest kept copy not yet in the cycle (a recent one, the
                // checkpoint before the last one, or the start of the run), latest first.
                let starts = (recent + [previousCheckpoint, initial].compactMap { $0 }).sorted { $0.generation > $1.generation }
                return .candidate(EndingCandidate(kind: .cycle(period: lambda, starts: starts, onFiniteBoard: onFiniteBoard),
                                                  seenAt: universe.generation))
            }
        }
        if lambda == power {
            tortoise = (population, universe.bounds, nil)
            previousCheckpoint = tortoiseUniverse
            tortoiseUniverse = universe.kept()
            power *= 2
            lambda = 0
        }
        let generation = universe.generation
        if generation % Self.smallUniverseSpacing == 0 {
            let small = universe.storageBytes <= Self.smallUniverseBytes
            if small || generation % Self.recentSpacing == 0 {
                recent.append(universe.kept())
                let kept = small ? Int(Self.recentSpacing / Self.smallUniverseSpacing) : 1
                if recent.count > kept { recent.removeFirst(recent.count - kept) }
            }
        }
        let elapsed = universe.generation - first
        if !onFiniteBoard && elapsed >= 64 && elapsed % 16 == 0 && universe.generation >= nextSettleCheck,
           let candidate = settledCandidate(universe) {
            // Looked at again later, less often each time (the answer does not depend on when it is found).
            settleCandidates += 1
            nextSettleCheck = universe.generation + min(16 << min(settleCandidates, 4), 256)
            return .candidate(candidate)
        }
        return .nothing
    }

    /// Whether two universes hold the same cells up to translation (exactly, on a finite board).
    static func sameState(_ a: any LifeAlgorithm, _ b: any LifeAlgorithm) -> Bool {
        StateSignature(of: a).matches(StateSignature(of: b)) && sameCells(a, b)
    }

    /// Whether two universes whose signatures match hold the same cells in the same states: the
    /// cells relative to the bounding box, and under a rule of more than two states (Generations,
    /// History) each cell's state too (a LifeHistory glider moves within its own trail, which
    /// covers the same cells every generation).
    static func sameCells(_ a: any LifeAlgorithm, _ b: any LifeAlgorithm) -> Bool {
        guard normalizedCells(a) == normalizedCells(b) else { return false }
        guard a.rule.states > 2 else { return true }
        return normalizedDecaying(a) == normalizedDecaying(b)
    }

    /// The cells in states 2 and up, relative to the bounding box (absolute on a finite board).
    private static func normalizedDecaying(_ universe: any LifeAlgorithm) -> [Cell: UInt8] {
        let decaying = universe.decayingCells()
        if universe.topology.finiteBoard != nil { return decaying }
        guard let b = universe.bounds else { return [:] }
        return Dictionary(uniqueKeysWithValues: decaying.map { ($0.key.offset(by: -b.x, -b.y), $0.value) })
    }

    /// The cells relative to the bounding box (absolute on a finite board), sorted.
    static func normalizedCells(_ universe: any LifeAlgorithm) -> [Cell] {
        let cells = universe.liveCells()
        if universe.topology.finiteBoard != nil { return cells }
        guard let b = universe.bounds else { return [] }
        return cells.map { $0.offset(by: -b.x, -b.y) }
    }

    /// A settled candidate when the population has been periodic long enough. The final cycle
    /// cannot start before the population became periodic; whether the debris repeats, and the
    /// exact first generation of the final cycle, are left to the candidate, which replays from
    /// the latest checkpoint at or before that generation.
    private func settledCandidate(_ universe: any LifeAlgorithm) -> EndingCandidate? {
        let last = populations.count - 1
        guard let period = populationPeriod() else { return nil }
        // The earliest index from which populations[i] == populations[i + period] up to the last.
        var start = last - period + 1
        while start - 1 >= 0 && populations[start - 1] == populations[start - 1 + period] {
            start -= 1
        }
        let earliest = first + Int64(start)
        let checkpoint = (recent + [tortoiseUniverse, previousCheckpoint, initial].compactMap { $0 })
            .filter { $0.generation <= earliest }.max { $0.generation < $1.generation } ?? initial
        return EndingCandidate(kind: .settled(SettledEvidence(board: KeptUniverse(duplicating: universe), population: universe.population,
                                                              rule: universe.rule, populationPeriod: period,
                                                              earliest: earliest, checkpoint: checkpoint,
                                                              maxDebrisPeriod: maxDebrisPeriod)),
                               seenAt: universe.generation)
    }

    /// The smallest period with which the recent populations repeat over a long enough window.
    private func populationPeriod() -> Int? {
        let last = populations.count - 1
        for p in 1...Int(maxDebrisPeriod) {
            let window = max(4 * p, 48)
            guard last - window - p >= 0 else { return nil }
            var periodic = true
            for i in 0..<window where populations[last - i] != populations[last - i - p] {
                periodic = false
                break
            }
            if periodic { return p }
        }
        return nil
    }
}
