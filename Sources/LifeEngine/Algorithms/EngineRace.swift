/// Runs a universe forward on whichever engine is faster for it, finding out as it goes: the
/// stepping engine and HashLife take turns, each from where it got to (HashLife keeps what it has
/// learnt between turns). HashLife's turns get a share of the stepping engine's time: as much at
/// first, a quarter once the stepping engine is clearly faster, four times as much once HashLife
/// is clearly faster or the stepping engine slows on a growing pattern; as soon as HashLife is at or
/// past the stepping engine's generation, the run carries on in HashLife alone, and whichever
/// reaches the end first gives the answer. So a pattern HashLife suits (breeders, guns, settled
/// ash) moves across within a few turns, and a chaotic one pays about a quarter more.
///
/// The command line's `--algorithm auto` and the app's jumps use it. A torus, and short runs, stay
/// on the stepping engine; a universe that already leaps stays in HashLife, and long jumps go to
/// HashLife at once.
public final class EngineRace {
    /// The universe as far as the run got (after an error too): the one that finished, in its engine.
    public private(set) var universe: any LifeAlgorithm
    /// Times the engine changed during the run, for reports and tests.
    public private(set) var switches = 0
    private let maxMemory: Int
    private let makeStepping: (Rule, Topology) -> any LifeAlgorithm
    private let clock: () -> Double
    private var policy = EngineRacePolicy()

    /// Runs shorter than this stay on the stepping engine without a race.
    public static let alwaysStepping: Int64 = 4096
    /// Jumps at least this long go to HashLife at once.
    public static let alwaysLeaping: Int64 = 1 << 20

    /// Starts from `universe`; `makeStepping` builds the stepping engine; `clock` reads seconds.
    public init(_ universe: any LifeAlgorithm, maxMemory: Int,
                makeStepping: @escaping (Rule, Topology) -> any LifeAlgorithm, clock: @escaping () -> Double) {
        self.universe = universe
        self.maxMemory = maxMemory
        self.makeStepping = makeStepping
        self.clock = clock
    }

    /// Advances `generations`, reporting the share done and stopping (with `HashLifeError.cancelled`)
    /// when `isCancelled` says so.
    public func advance(by generations: Int64, progress: ((Double) -> Void)? = nil, isCancelled: (() -> Bool)? = nil) throws {
        guard generations >= 0 else { throw HashLifeError.negativeGenerations }
        guard PlaneLimits.canAdvance(universe.generation, by: generations) else { throw HashLifeError.generationLimit }
        if universe.topology == .plane && !universe.leaps && generations >= Self.alwaysLeaping {
            universe = EngineSwitch.leaping(universe, maxMemory: maxMemory)
            switches += 1
        }
        if universe.leaps || universe.topology != .plane || generations < Self.alwaysStepping {
            try universe.advance(by: generations, progress: progress, isCancelled: isCancelled)
            return
        }
        try race(to: universe.generation + generations, from: universe.generation, progress: progress, isCancelled: isCancelled)
    }

    private func race(to target: Int64, from start: Int64, progress: ((Double) -> Void)?, isCancelled: (() -> Bool)?) throws {
        let stepping = EngineSwitch.stepping(universe, make: makeStepping)
        universe = stepping
        var reached = start
        let report = { (generation: Int64) in
            reached = max(reached, generation)
            progress?(Double(reached - start) / Double(target - start))
        }
        // The start, kept (copies share storage) in case HashLife starts from there later.
        let opening = stepping.duplicate()
        var chunk: Int64 = 1
        // HashLife's first turn comes first, from the start, where the pattern is smallest.
        var credit = EngineRacePolicy.openingCredit
        var power = EngineRacePolicy.firstLeap
        var leaping: (any LifeAlgorithm)?
        var leapingSeconds = 0.0, leapingFrom = start
        while true {
            // HashLife's turn, from where it got to (it starts once moving the cells across fits its credit).
            let leapStart = clock()
            if leaping == nil {
                // From the start or from where the stepping engine is, whichever has fewer cells to move.
                let source = stepping.population <= opening.population ? stepping : opening
                if policy.canStartLeaping(population: source.population, credit: credit, atStart: source === opening) {
                    leaping = EngineSwitch.leaping(source, maxMemory: maxMemory)
                    leapingFrom = source.generation
                }
            }
            var partial = 0.0
            if let hash = leaping {
                var stoppedByUser = false
                // Leaps that double from the first: a leap stopped half way keeps what it learnt,
                // and the next turn starts it again, faster.
                while hash.generation < target && clock() - leapStart < credit {
                    let leap = min(power, target - hash.generation)
                    do {
                        try hash.advance(by: leap, progress: { partial = $0 * Double(leap) }, isCancelled: { [clock] in
                            if isCancelled?() == true { stoppedByUser = true }
                            return stoppedByUser || clock() - leapStart >= credit
                        })
                        partial = 0
                        power = min(power * 2, EngineRacePolicy.longestLeap)
                    } catch HashLifeError.cancelled {
                        if stoppedByUser { throw HashLifeError.cancelled }
                        break
                    }
                }
                report(hash.generation)
                if hash.generation == target {
                    universe = hash
                    switches += 1
                    return
                }
            }
            let leapTurn = clock() - leapStart
            leapingSeconds += leapTurn
            credit -= leapTurn

            // The stepping engine's turn, in chunks of about a millisecond and a half.
            let turnStart = clock(), from = stepping.generation
            while stepping.generation < target && clock() - turnStart < policy.steppingSlice {
                if isCancelled?() == true { throw HashLifeError.cancelled }
                let chunkStart = clock()
                stepping.step(by: min(chunk, target - stepping.generation))
                report(stepping.generation)
                chunk = policy.nextChunk(chunk, tookSeconds: clock() - chunkStart)
            }
            if stepping.generation == target { return }
            let steppingSeconds = clock() - turnStart
            credit += policy.leapingShare * steppingSeconds

            if let hash = leaping, hash.generation >= stepping.generation {
                // HashLife keeps up with a fraction of the time: the run is its own now.
                universe = hash
                switches += 1
                let base = hash.generation, left = target - base
                try hash.advance(by: left, progress: { fraction in report(base + Int64((fraction * Double(left)).rounded(.down))) },
                                 isCancelled: isCancelled)
                report(target)
                return
            }
            policy.turnDone(steppingGenerations: stepping.generation - from, steppingSeconds: steppingSeconds,
                            leapingGenerations: Double((leaping?.generation ?? leapingFrom) - leapingFrom) + partial,
                            leapingSeconds: leapingSeconds)
        }
    }
}
