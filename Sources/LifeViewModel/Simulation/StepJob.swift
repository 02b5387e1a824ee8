import Foundation
import LifeEngine

/// A batch of generations computed on a private copy of the universe, off the main thread.
///
/// The copy belongs to the job until `isFinished` is true; after that only the main thread touches it.
final class StepJob: @unchecked Sendable {
    let universe: any LifeAlgorithm
    let generations: Int64
    let startedAt: Double
    private let lock = NSLock()
    private var finished = false
    private var seconds = 0.0

    init(universe: any LifeAlgorithm, generations: Int64, startedAt: Double) {
        self.universe = universe
        self.generations = generations
        self.startedAt = startedAt
    }

    /// Computes the generations (on the background thread), timing the work with `clock`.
    func execute(clock: @Sendable () -> Double) {
        let start = clock()
        universe.step(by: generations)
        let elapsed = clock() - start
        lock.lock()
        finished = true
        seconds = elapsed
        lock.unlock()
    }

    /// Seconds the engine spent on the batch (valid once finished).
    var computeSeconds: Double {
        lock.lock()
        defer { lock.unlock() }
        return seconds
    }

    /// Whether the generations are ready.
    var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }
}
