/// Finds how a pattern ends: extinct, still life, oscillator, spaceship, or settled into debris
/// with spaceships escaping, or undetermined within limits of generations and time.
///
/// The whole state is followed with Brent's cycle finder (one saved checkpoint, moved at powers of
/// two) over cheap signatures, so memory does not grow with the run; the first generation of the
/// cycle is then found by running a copy from the start. On the plane, the population history
/// (one integer a generation) points at candidate debris periods, which are confirmed by taking
/// the escaping ships away and checking that the rest repeats.
public struct FinalStateDetector {
    /// Stop after this many generations.
    public var maxGenerations: Int64
    /// Stop after this many seconds (nil: no time limit).
    public var maxSeconds: Double?
    /// Longest debris period looked for.
    public var maxDebrisPeriod: Int64 = 60
    private let clock: () -> Double

    /// Creates a detector with limits; `clock` returns monotonic seconds.
    public init(maxGenerations: Int64 = 100_000, maxSeconds: Double? = nil, clock: @escaping () -> Double) {
        self.maxGenerations = maxGenerations
        self.maxSeconds = maxSeconds
        self.clock = clock
    }

    /// Runs a copy of `start` until its ending is known or a limit is reached.
    /// - Complexity: O(generations x (step + population)); memory O(population + generations) integers.
    public func run(_ start: any LifeAlgorithm, isCancelled: () -> Bool = { false }) -> FinalState {
        let universe = start.duplicate()
        let first = universe.generation
        let began = clock()
        let isTorus: Bool
        if case .torus = universe.topology { isTorus = true } else { isTorus = false }
        var populations: [Int] = [universe.population]
        if universe.population == 0 {
            return FinalState(outcome: .extinct, generation: first, period: 0, population: 0)
        }
        var tortoise = StateSignature(of: universe)
        var tortoiseCells = normalizedCells(universe)
        var power: Int64 = 1, lambda: Int64 = 0
        while universe.generation - first < maxGenerations {
            if let maxSeconds, clock() - began > maxSeconds { break }
            if isCancelled() { break }
            universe.step()
            lambda += 1
            let population = universe.population
            populations.append(population)
            if population == 0 {
                return FinalState(outcome: .extinct, generation: universe.generation, period: 0, population: 0)
            }
            if population == tortoise.population, let b = universe.bounds,
               b.width == tortoise.bounds?.width, b.height == tortoise.bounds?.height {
                let signature = StateSignature(of: universe)
                if signature.matches(tortoise) && normalizedCells(universe) == tortoiseCells {
                    return cycle(from: start, period: lambda, isTorus: isTorus)
                }
            }
            if lambda == power {
                tortoise = StateSignature(of: universe)
                tortoiseCells = normalizedCells(universe)
                power *= 2
                lambda = 0
            }
            let elapsed = universe.generation - first
            if !isTorus && elapsed >= 64 && elapsed % 16 == 0,
               let settled = settledState(universe, populations: populations, first: first) {
                return settled
            }
        }
        return FinalState(outcome: .undetermined, generation: universe.generation, period: 0, population: universe.population)
    }

    /// The cells relative to the bounding box (absolute on a torus), sorted.
    private func normalizedCells(_ universe: any LifeAlgorithm) -> [Cell] {
        let cells = universe.liveCells()
        if case .torus = universe.topology { return cells }
        guard let b = universe.bounds else { return [] }
        return cells.map { $0.offset(by: -b.x, -b.y) }
    }

    /// Classifies a whole-pattern cycle of length `period`, finding where it starts.
    private func cycle(from start: any LifeAlgorithm, period: Int64, isTorus: Bool) -> FinalState {
        let a = start.duplicate(), b = start.duplicate()
        b.step(by: period)
        while !(StateSignature(of: a).matches(StateSignature(of: b)) && normalizedCells(a) == normalizedCells(b)) {
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
    /// the escaping ships are taken away repeats with that period.
    private func settledState(_ universe: any LifeAlgorithm, populations: [Int], first: Int64) -> FinalState? {
        let last = populations.count - 1
        guard let period = populationPeriod(populations) else { return nil }
        let cells = universe.liveCells()
        let (ships, debris) = EscapeAnalysis.split(cells, rule: universe.rule)
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
    private func populationPeriod(_ populations: [Int]) -> Int? {
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
