import Foundation
import LifeEngine

/// Long work on a private copy of the universe, off the main thread, with progress and
/// cancellation: a jump forward (HashLife takes long jumps and regular patterns; the tiled engine
/// short jumps, tori and chaotic patterns: `EngineRace` finds out which while it runs), or a walk
/// back into the run's past that recomputes it from a checkpoint far before (`PastWalk`).
final class JumpJob: @unchecked Sendable {
    /// The generation it ends at.
    let target: Int64
    /// Whether it goes back into the run's past rather than forward.
    let goesBack: Bool
    /// When it started, on the simulation's clock of `advance(to:)` (set as it starts, on the main thread).
    var startedAt = 0.0
    private let work: (_ progress: @escaping (Double) -> Void, _ isCancelled: @escaping () -> Bool) throws -> JumpLanding
    private let lock = NSLock()
    private var fraction = 0.0
    private var cancelled = false
    private var finished = false
    private var outcome: Result<JumpLanding, Error>?

    private init(target: Int64, goesBack: Bool,
                 work: @escaping (_ progress: @escaping (Double) -> Void, _ isCancelled: @escaping () -> Bool) throws -> JumpLanding) {
        self.target = target
        self.goesBack = goesBack
        self.work = work
    }

    /// A jump of `generations` forward from `source` (the job's own copy); `makeTiles` builds the
    /// stepping engine, `clock` times the engine race.
    static func forward(from source: any LifeAlgorithm, by generations: Int64, maxMemory: Int,
                        makeTiles: @escaping (Rule, Topology) -> any LifeAlgorithm, clock: @escaping @Sendable () -> Double) -> JumpJob {
        JumpJob(target: source.generation + generations, goesBack: false) { progress, isCancelled in
            // A leaping universe stays in HashLife (it may be far too large to list its cells).
            let race = EngineRace(source, maxMemory: maxMemory, makeStepping: makeTiles, clock: clock)
            try race.advance(by: generations, progress: progress, isCancelled: isCancelled)
            let universe = race.universe
            return JumpLanding(universe: universe, shownCopy: universe.leaps ? universe.duplicate() : universe, past: nil)
        }
    }

    /// The walk to a generation of the run's past (`goesBack` from the one shown, or forward to
    /// one past the kept copies, which reads as a jump).
    static func back(_ walk: PastWalk, goesBack: Bool) -> JumpJob {
        JumpJob(target: walk.target, goesBack: goesBack) { progress, isCancelled in
            let stretch = try walk.run(progress: progress, isCancelled: isCancelled)
            return JumpLanding(universe: stretch.universe, shownCopy: stretch.universe, past: stretch)
        }
    }

    /// Does the work (on the background thread).
    func execute() {
        let result = Result { try work({ [self] in setFraction($0) }, { [self] in isCancelled }) }
        lock.lock()
        outcome = result
        finished = true
        lock.unlock()
    }

    private func setFraction(_ value: Double) {
        lock.lock()
        fraction = value
        lock.unlock()
    }

    /// Share of the work done (0...1).
    var progress: Double {
        lock.lock()
        defer { lock.unlock() }
        return fraction
    }

    /// Asks the work to stop at its next check.
    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    /// Whether `cancel()` was called.
    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// The result once finished.
    var result: Result<JumpLanding, Error>? {
        lock.lock()
        defer { lock.unlock() }
        return finished ? outcome : nil
    }
}
