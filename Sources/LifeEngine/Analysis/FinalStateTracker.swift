/// Follows a run one generation at a time and says how it ends as soon as that is known.
///
/// A value type: copies are independent, so a background batch can carry its own copy and the
/// main thread keeps the one that matches the universe it shows. Memory grows by one integer a
/// generation (the population history); the board itself is only kept at one Brent checkpoint,
/// as a copy sharing the engine's storage (cells are listed only to confirm a matching signature).
public struct FinalStateTracker {
    /// Longest debris period looked for.
    public var maxDebrisPeriod: Int64 = 60
    /// Generations after the start beyond which the tracker gives up (`isExhausted`).
    public let maxGenerations: Int64
    private let initial: any LifeAlgorithm
    private let first: Int64
    private let isTorus: Bool
    private var populations: [Int]
    private var tortoise: StateSignature
    /// The checkpoint itself, as a copy (cheap: storage is shared); its cells are listed only
    /// when a signature matches, so a huge universe is never listed every power of two.
    private var tortoiseUniverse: any LifeAlgorithm
    /// The checkpoint before it: the final cycle usually starts after it, so the search for where
    /// the cycle starts replays from here, not from the beginning of the run.
    private var previousCheckpoint: (any LifeAlgorithm)?
    private var power: Int64 = 1
    private var lambda: Int64 = 0

    /// Starts tracking from the universe's current state (a copy is kept to locate cycles later).
    public init(start: any LifeAlgorithm, maxGenerations: Int64 = 100_000) {
        initial = start.duplicate()
        first = start.generation
        self.maxGenerations = maxGenerations
        if case .torus = start.topology { isTorus = true } else { isTorus = false }
        populations = [start.population]
        tortoise = StateSignature(of: start)
        tortoiseUniverse = initial
    }

    /// The ending already evident at the start (an empty board), if any.
    public var atStart: FinalState? {
        populations[0] == 0 ? FinalState(outcome: .extinct, generation: first, period: 0, population: 0) : nil
    }

    /// Whether the generation limit has been reached without an answer.
    public func isExhausted(at generation: Int64) -> Bool { generation - first >= maxGenerations }

    /// Looks at the universe one generation after the last call; returns the ending once known.
    public mutating func observe(_ universe: any LifeAlgorithm) -> FinalState? {
        lambda += 1
        let population = universe.population
        populations.append(population)
        if population == 0 {
            return FinalState(outcome: .extinct, generation: universe.generation, period: 0, population: 0)
        }
        if population == tortoise.population, let b = universe.bounds,
           b.width == tortoise.bounds?.width, b.height == tortoise.bounds?.height {
            let signature = StateSignature(of: universe)
            if signature.matches(tortoise) && Self.normalizedCells(universe) == Self.normalizedCells(tortoiseUniverse) {
                return cycle(period: lambda)
            }
        }
        if lambda == power {
            tortoise = StateSignature(of: universe)
            previousCheckpoint = tortoiseUniverse
            tortoiseUniverse = universe.duplicate()
            power *= 2
            lambda = 0
        }
        let elapsed = universe.generation - first
        if !isTorus && elapsed >= 64 && elapsed % 16 == 0 {
            return settledState(universe)
        }
        return nil
    }

    /// Whether two universes hold the same cells up to translation (exactly, on a torus).
    static func sameState(_ a: any LifeAlgorithm, _ b: any LifeAlgorithm) -> Bool {
        StateSignature(of: a).matches(StateSignature(of: b)) && normalizedCells(a) == normalizedCells(b)
    }

    /// The cells relative to the bounding box (absolute on a torus), sorted.
    static func normalizedCells(_ universe: any LifeAlgorithm) -> [Cell] {
        let cells = universe.liveCells()
        if case .torus = universe.topology { return cells }
        guard let b = universe.bounds else { return [] }
        return cells.map { $0.offset(by: -b.x, -b.y) }
    }

    /// Classifies a whole-pattern cycle of length `period`, running copies of the start to find where it begins.
    private func cycle(period: Int64) -> FinalState {
        // Replay from the last checkpoint that is not yet in the cycle (the one before the current
        // one, as a rule; the start of the run when the cycle began even before it).
        var start = initial
        if let previous = previousCheckpoint {
            let ahead = previous.duplicate()
            ahead.step(by: period)
            if !Self.sameState(previous, ahead) { start = previous }
        }
        let a = start.duplicate(), b = start.duplicate()
        b.step(by: period)
        while !Self.sameState(a, b) {
            a.step()
            b.step()
        }
        var dx: Int64 = 0, dy: Int64 = 0
        if !isTorus, let ba = a.bounds, let bb = b.bounds {
            dx = bb.x - ba.x
            dy = bb.y - ba.y
        }
        let outcome: FinalState.Outcome = dx != 0 || dy != 0 ? .spaceship : (period == 1 ? .stillLife : .oscillator)
        return FinalState(outcome: outcome, generation: a.generation, period: period, displacement: (dx, dy),
                          population: a.population)
    }

    /// A settled ending, if the population has been periodic long enough and the debris left once
    /// the escaping ships are taken away repeats.
    private func settledState(_ universe: any LifeAlgorithm) -> FinalState? {
        let last = populations.count - 1
        guard let period = populationPeriod() else { return nil }
        let (ships, debris) = EscapeAnalysis.split(universe.liveCells(), rule: universe.rule)
        guard !ships.isEmpty else { return nil } // a plain cycle is found by the cycle finder
        // The debris's period is a multiple of the population's (a blinker keeps its population).
        let sortedDebris = debris.sorted()
        guard let debrisPeriod = stride(from: period, through: Int(maxDebrisPeriod), by: period).first(where: { p in
            let check = SparseLife(rule: universe.rule)
            check.load(debris)
            check.step(by: Int64(p))
            return check.liveCells() == sortedDebris
        }) else { return nil }
        // The final cycle starts where the population became periodic.
        var start = last
        while start - 1 >= 0 && start - 1 + period <= last && populations[start - 1] == populations[start - 1 + period] {
            start -= 1
        }
        let gliders = ships.filter(\.isGlider).count
        return FinalState(outcome: .settled, generation: first + Int64(start), period: Int64(debrisPeriod),
                          population: populations[start], gliders: gliders, otherShips: ships.count - gliders)
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
