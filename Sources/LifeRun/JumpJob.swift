import Foundation
import LifeEngine

/// A jump of many generations on a private copy of the universe, off the main thread, with
/// progress and cancellation. HashLife takes long jumps and regular patterns; the tiled engine
/// takes short jumps, tori and chaotic patterns (`EngineRace` finds out which while it runs).
final class JumpJob: @unchecked Sendable {
    /// Generations to advance.
    let generations: Int64
    /// The generation the jump ends at.
    let target: Int64
    private let source: any LifeAlgorithm
    private let makeTiles: (Rule, Topology) -> any LifeAlgorithm
    private let maxMemory: Int
    private let lock = NSLock()
    private var fraction = 0.0
    private var cancelled = false
    private var finished = false
    private var outcome: Result<(universe: any LifeAlgorithm, shownCopy: any LifeAlgorithm), Error>?

    init(source: any LifeAlgorithm, generations: Int64, maxMemory: Int,
         makeTiles: @escaping (Rule, Topology) -> any LifeAlgorithm) {
        self.source = source
        self.generations = generations
        target = source.generation + generations
        self.maxMemory = maxMemory
        self.makeTiles = makeTiles
    }

    /// Runs the jump (on the background thread).
    func execute(clock: @escaping @Sendable () -> Double) {
        let result: Result<(universe: any LifeAlgorithm, shownCopy: any LifeAlgorithm), Error>
        do {
            // The source is the jump's own copy; a leaping one stays in HashLife (it may be far too
            // large to list its cells).
            let race = EngineRace(source, maxMemory: maxMemory, makeStepping: makeTiles, clock: clock)
            try race.advance(by: generations, progress: { [self] in setFraction($0) }, isCancelled: { [self] in isCancelled })
            let universe = race.universe
            result = .success((universe, universe.leaps ? universe.duplicate() : universe))
        } catch {
            result = .failure(error)
        }
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

    /// Share of the jump done (0...1).
    var progress: Double {
        lock.lock()
        defer { lock.unlock() }
        return fraction
    }

    /// Asks the jump to stop at its next check.
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

    /// The result once finished: the stepped universe (kept for the next jump) and a copy to show.
    var result: Result<(universe: any LifeAlgorithm, shownCopy: any LifeAlgorithm), Error>? {
        lock.lock()
        defer { lock.unlock() }
        return finished ? outcome : nil
    }
}
