import LifeEngine

/// The way back to a generation of the run's past: from the nearest checkpoint before it, forward
/// to the target, keeping a copy of each generation of the stretch that ends there (so stepping
/// back on from it is immediate). `Timeline.walk(to:)` makes it on the main thread; it holds only
/// universes of its own, so it runs anywhere, and a long one runs in the background as a jump does.
final class PastWalk: @unchecked Sendable {
    /// The generation it ends at.
    let target: Int64
    /// About how much work it is: the checkpoint's population times the generations walked.
    let work: Double
    private var walker: any LifeAlgorithm
    /// Where the stretch of copies begins, at the latest.
    private let stretchStart: Int64
    /// Bytes the stretch's copies may take.
    private let stretchBudget: Int
    /// The history it walks (`Timeline.restarts` then): a stretch of another is not taken.
    private let restarts: Int
    private let makeStepping: (Rule, Topology) -> any LifeAlgorithm
    private let clock: () -> Double

    /// A walk from `base` (a fresh universe at a checkpoint) to `target`, with copies from
    /// `stretchStart` on, fewer when they would take more than `stretchBudget` bytes.
    init(from base: any LifeAlgorithm, to target: Int64, stretchStart: Int64, stretchBudget: Int, restarts: Int,
         makeStepping: @escaping (Rule, Topology) -> any LifeAlgorithm, clock: @escaping () -> Double) {
        walker = base
        self.target = target
        self.stretchStart = stretchStart
        self.stretchBudget = stretchBudget
        self.restarts = restarts
        self.makeStepping = makeStepping
        self.clock = clock
        work = Double(max(base.population, 1)) * Double(target - base.generation)
    }

    /// Walks to the target, reporting the share done and stopping (with `EngineError.cancelled`)
    /// when `isCancelled` says so.
    func run(progress: ((Double) -> Void)? = nil, isCancelled: (() -> Bool)? = nil) throws -> PastStretch {
        let start = walker.generation
        let span = Double(max(1, target - start))
        let report = { (generation: Int64) -> Void in progress?(Double(generation - start) / span) }
        let baseLeaps = walker.leaps
        if stretchStart - start > Timeline.leapThreshold && walker.topology == .plane {
            // Back through a jump: most of the way on whichever engine is faster (HashLife, unless
            // the pattern is chaotic), then on the base's stepping engine when the population allows.
            let race = EngineRace(walker, maxMemory: HashLife.defaultMaxMemory, makeStepping: makeStepping, clock: clock)
            let share = Double(stretchStart - start) / span
            try race.advance(by: stretchStart - start, progress: { progress?($0 * share) }, isCancelled: isCancelled)
            let reached = race.universe
            walker = reached.leaps && !baseLeaps && reached.exactPopulation <= UInt128(Simulation.tilesPopulationLimit)
                ? EngineSwitch.stepping(reached, make: makeStepping) : reached
        }
        try walk(to: stretchStart, isCancelled: isCancelled, report: report)
        // The copies within the budget, as large as the universe is where they begin (a pattern
        // that grew since the checkpoint, or a HashLife tree, holds far more than the checkpoint).
        let affordable = Int64(max(2, stretchBudget / max(1, walker.storageBytes)))
        try walk(to: max(stretchStart, target - affordable + 1), isCancelled: isCancelled, report: report)
        var copies: [Int64: any LifeAlgorithm] = [:]
        var bytes = 0
        while true {
            if isCancelled?() == true { throw EngineError.cancelled }
            let copy = walker.duplicate()
            copies[walker.generation] = copy
            bytes += copy.storageBytes
            // Copies can grow along the stretch: the oldest go past the budget (the last two stay).
            if bytes > stretchBudget, copies.count > 2, let oldest = copies.keys.min() {
                bytes -= copies.removeValue(forKey: oldest)?.storageBytes ?? 0
            }
            if walker.generation >= target { break }
            walker.step()
            report(walker.generation)
        }
        return PastStretch(universe: walker, copies: copies, restarts: restarts)
    }

    /// Steps the walker to `generation` without copies, 64 generations between checks.
    private func walk(to generation: Int64, isCancelled: (() -> Bool)?, report: (Int64) -> Void) throws {
        while walker.generation < generation {
            if isCancelled?() == true { throw EngineError.cancelled }
            walker.step(by: min(64, generation - walker.generation))
            report(walker.generation)
        }
    }
}
