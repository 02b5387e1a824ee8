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
    /// Where the stretch of copies begins.
    private let stretchStart: Int64
    /// The history it walks (`Timeline.restarts` then): a stretch of another is not taken.
    private let restarts: Int
    private let makeStepping: (Rule, Topology) -> any LifeAlgorithm
    private let clock: () -> Double

    /// A walk from `base` (a fresh universe at a checkpoint) to `target`, with copies from
    /// `stretchStart` on.
    init(from base: any LifeAlgorithm, to target: Int64, stretchStart: Int64, restarts: Int,
         makeStepping: @escaping (Rule, Topology) -> any LifeAlgorithm, clock: @escaping () -> Double) {
        walker = base
        self.target = target
        self.stretchStart = stretchStart
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
        let report = { (generation: Int64) in progress?(Double(generation - start) / span) }
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
        while walker.generation < stretchStart {
            if isCancelled?() == true { throw EngineError.cancelled }
            walker.step(by: min(64, stretchStart - walker.generation))
            report(walker.generation)
        }
        var copies: [Int64: any LifeAlgorithm] = [:]
        while true {
            if isCancelled?() == true { throw EngineError.cancelled }
            copies[walker.generation] = walker.duplicate()
            if walker.generation >= target { break }
            walker.step()
            report(walker.generation)
        }
        return PastStretch(universe: walker, copies: copies, restarts: restarts)
    }
}
