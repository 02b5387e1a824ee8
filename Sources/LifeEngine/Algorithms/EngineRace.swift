import Dispatch

/// Runs a universe forward on whichever engine is faster for it, by running both: HashLife on a
/// thread of its own from the start, the stepping engine on the calling thread, and the first to
/// reach the end gives the answer (the other is told to stop). On two processors a run costs about what
/// the faster engine alone costs; HashLife is given up when, after its learning time, the stepping
/// engine is far ahead (a chaotic pattern), so the stepping engine has the machine again.
///
/// The command line's `--algorithm auto` and the app's jumps use it. A torus stays on the stepping
/// engine, and short runs step alone for a few milliseconds first (most end by then); a universe
/// that already leaps stays in HashLife, and long jumps go to HashLife at once.
public final class EngineRace {
    /// The universe as far as the run got (after an error too): the one that finished, in its engine.
    public private(set) var universe: any LifeAlgorithm
    /// Times the engine changed during the run, for reports and tests.
    public private(set) var switches = 0
    private let maxMemory: Int
    private let makeStepping: (Rule, Topology) -> any LifeAlgorithm
    private let clock: () -> Double
    private let spawn: (@escaping @Sendable () -> Void) -> Void
    private let policy = EngineRacePolicy()

    /// Runs shorter than this step alone for `EngineRacePolicy.shortRunHeadStart` before a race.
    public static let shortRun: Int64 = 4096
    /// Jumps at least this long go to HashLife at once.
    public static let alwaysLeaping: Int64 = 1 << 20

    /// Starts from `universe`; `makeStepping` builds the stepping engine; `clock` reads seconds;
    /// `spawn` runs HashLife's side of a race on another thread (a global dispatch queue by default).
    public init(_ universe: any LifeAlgorithm, maxMemory: Int,
                makeStepping: @escaping (Rule, Topology) -> any LifeAlgorithm, clock: @escaping () -> Double,
                spawn: @escaping (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.global(qos: .userInitiated).async(execute: $0) }) {
        self.universe = universe
        self.maxMemory = maxMemory
        self.makeStepping = makeStepping
        self.clock = clock
        self.spawn = spawn
    }

    /// Advances `generations`, reporting the share done and stopping (with `EngineError.cancelled`)
    /// when `isCancelled` says so.
    public func advance(by generations: Int64, progress: ((Double) -> Void)? = nil, isCancelled: (() -> Bool)? = nil) throws {
        guard generations >= 0 else { throw EngineError.negativeGenerations }
        guard PlaneLimits.canAdvance(universe.generation, by: generations) else { throw EngineError.generationLimit }
        if !universe.leaps && generations >= Self.alwaysLeaping && Engines.hashLifeRuns(universe.rule, on: universe.topology) {
            universe = EngineSwitch.leaping(universe, maxMemory: maxMemory)
            switches += 1
        }
        // HashLife runs two-state rules of range 1 on the plane; every other rule and board steps.
        let canLeap = Engines.hashLifeRuns(universe.rule, on: universe.topology)
        if universe.leaps || !canLeap {
            try universe.advance(by: generations, progress: progress, isCancelled: isCancelled)
            return
        }
        try race(to: universe.generation + generations, from: universe.generation, progress: progress, isCancelled: isCancelled)
    }

    private func race(to target: Int64, from start: Int64, progress: ((Double) -> Void)?, isCancelled: (() -> Bool)?) throws {
        let stepping = EngineSwitch.stepping(universe, make: makeStepping)
        universe = stepping
        let span = Double(target - start)
        var reported = 0.0
        let report = { (fraction: Double) in
            if fraction > reported {
                reported = fraction
                progress?(fraction)
            }
        }
        // A large pattern steps alone first (HashLife would spend that long taking it in), and so
        // does a short run, for as long as what is left of it is cheap.
        var chunk: Int64 = 1
        let aloneStart = clock()
        let headStart = EngineRacePolicy.headStart(population: stepping.population, generations: target - start)
        var pace: Double?
        while stepping.generation < target
                && policy.stepsAlone(elapsed: clock() - aloneStart, headStart: headStart, secondsPerGeneration: pace,
                                     left: target - stepping.generation, shortRun: target - start < Self.shortRun) {
            if isCancelled?() == true { throw EngineError.cancelled }
            let chunkStart = clock(), generations = min(chunk, target - stepping.generation)
            stepping.step(by: generations)
            let took = clock() - chunkStart
            pace = took / Double(generations)
            chunk = policy.nextChunk(chunk, tookSeconds: took)
            report(Double(stepping.generation - start) / span)
        }
        guard stepping.generation < target else {
            report(1)
            return
        }
        var leap: LeapRunner? = LeapRunner(start: stepping.kept(), startGeneration: stepping.generation,
                                           generations: target - stepping.generation, maxMemory: maxMemory)
        leap?.start(spawn: spawn)
        // While HashLife has a processor the stepping engine keeps to its own: a step shared with
        // helper threads would wait on whichever of them HashLife's thread held off.
        let shared = stepping.sharesSteps
        stepping.sharesSteps = false
        // Whatever way the race ends, HashLife's thread is told to stop. It is not waited for: deep
        // in a big step it may take a tenth of a second to look, and the answer is ready now; its
        // universe is its own until then, and goes with it.
        defer {
            stepping.sharesSteps = shared
            leap?.cancel()
        }
        let raceStart = clock(), leapStart = stepping.generation
        // Shares of the race's own stretch (from where HashLife joined) done by each side.
        let raceSpan = Double(target - leapStart)
        while stepping.generation < target {
            if isCancelled?() == true { throw EngineError.cancelled }
            let steppingShare = Double(stepping.generation - leapStart) / raceSpan
            if let running = leap {
                if running.hasEnded {
                    leap = nil
                    stepping.sharesSteps = shared
                    if case .success(let hash) = running.finish() {
                        universe = hash
                        switches += 1
                        report(1)
                        return
                    }
                    // HashLife could not finish (a limit of its own): the stepping engine carries on.
                } else if policy.leapIsHopeless(seconds: clock() - raceStart, leapingShare: running.progress,
                                                steppingShare: steppingShare) {
                    running.cancel()
                    leap = nil
                    stepping.sharesSteps = shared
                }
            }
            let chunkStart = clock()
            stepping.step(by: min(chunk, target - stepping.generation))
            chunk = policy.nextChunk(chunk, tookSeconds: clock() - chunkStart)
            let leapDone = leap.map { Double(leapStart - start) + $0.progress * raceSpan } ?? 0
            report(max(Double(stepping.generation - start), leapDone) / span)
        }
        report(1)
    }
}
