/// Finds how a pattern ends: extinct, still life, oscillator, spaceship, or settled into debris
/// with spaceships escaping, or undetermined within limits of generations and time.
///
/// The whole state is followed with Brent's cycle finder (one saved checkpoint, moved at powers of
/// two) over cheap signatures, so memory does not grow with the board; the first generation of the
/// cycle is then found by running a copy from the start. On the plane, the population history
/// (one integer a generation) points at candidate debris periods, which are confirmed by taking
/// the escaping ships away and checking that the rest repeats. See `FinalStateTracker`.
public struct FinalStateDetector {
    /// Stop after this many generations.
    public var maxGenerations: Int64
    /// Stop after this many seconds (nil: no time limit).
    public var maxSeconds: Double?
    /// Stop before the run (and the copies the tracker keeps of it) outgrows this.
    public var budget: MemoryBudget
    private let clock: () -> Double

    /// Creates a detector with limits; `clock` returns monotonic seconds.
    public init(maxGenerations: Int64 = 100_000, maxSeconds: Double? = nil, budget: MemoryBudget = .machine, clock: @escaping () -> Double) {
        self.maxGenerations = maxGenerations
        self.maxSeconds = maxSeconds
        self.budget = budget
        self.clock = clock
    }

    /// Whether a run that stopped at `board` stopped because it reached the memory budget (the
    /// tracker's copies and the cell lists it compares).
    public func stoppedAtBudget(_ board: any LifeAlgorithm) -> Bool {
        !budget.allowsTracking(board, copies: FinalStateTracker.keptCopies)
    }

    /// Runs a copy of `start` until its ending is known or a limit is reached.
    /// - Complexity: O(generations x (step + population)); memory O(population + generations) integers.
    public func run(_ start: any LifeAlgorithm, isCancelled: () -> Bool = { false }) -> FinalState {
        follow(start, isCancelled: isCancelled).ending
    }

    /// Like `run`, and also gives the board as it was when the ending became known (at or after
    /// the ending's generation), for a census of what is left. `isCancelled` is asked before each
    /// generation with the generation reached (for progress reports too).
    public func follow(_ start: any LifeAlgorithm, isCancelled: () -> Bool = { false }) -> (ending: FinalState, board: any LifeAlgorithm) {
        follow(start, reached: { _ in isCancelled() })
    }

    /// `follow`, asking `reached` before each generation with the generation reached so far
    /// (true stops the run).
    public func follow(_ start: any LifeAlgorithm, reached: (Int64) -> Bool) -> (ending: FinalState, board: any LifeAlgorithm) {
        follow(stepping: start.duplicate(), reached: reached)
    }

    /// `follow` stepping `universe` itself (no copy of it is kept beside the run: what a caller
    /// that has no more use for the start saves).
    public func follow(stepping universe: any LifeAlgorithm, reached: (Int64) -> Bool) -> (ending: FinalState, board: any LifeAlgorithm) {
        var tracker = FinalStateTracker(start: universe, maxGenerations: maxGenerations)
        if let ending = tracker.atStart { return (ending, universe) }
        let began = clock()
        // Life past the plane's bound is refused as `life run` refuses it: the run stops there and
        // the caller finds the board beyond the edge. Bounds are looked at only when life could
        // have reached the edge since the last look (cells spread at most one a generation).
        let onPlane = universe.topology == .plane
        func nextLook(after room: Int64) -> Int64 {
            let (sum, overflow) = universe.generation.addingReportingOverflow(room)
            return overflow ? .max : sum
        }
        var edgeCheck = onPlane ? nextLook(after: PlaneLimits.generationsBeforeEdge(universe.bounds)) : Int64.max
        while !tracker.isExhausted(at: universe.generation) && PlaneLimits.canAdvance(universe.generation, by: 1) {
            if let maxSeconds, clock() - began > maxSeconds { break }
            if reached(universe.generation) { break }
            if stoppedAtBudget(universe) { break }
            universe.step()
            if universe.generation > edgeCheck {
                let room = PlaneLimits.generationsBeforeEdge(universe.bounds)
                if room == 0, let bounds = universe.bounds, !PlaneLimits.contains(bounds) { break }
                edgeCheck = nextLook(after: room)
            }
            // The time limit holds inside a confirmation too (a replay can be as long as the run).
            let outOfTime = { maxSeconds.map { clock() - began > $0 } ?? false }
            if let ending = tracker.observe(universe, isCancelled: outOfTime) { return (ending, universe) }
        }
        return (FinalState(outcome: .undetermined, generation: universe.generation, period: 0, population: universe.population), universe)
    }
}
