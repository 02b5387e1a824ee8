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

    init(universe: any LifeAlgorithm, generations: Int64, startedAt: Double) {
        self.universe = universe
        self.generations = generations
        self.startedAt = startedAt
    }

    /// Computes the generations (on the background thread).
    func execute() {
        universe.step(by: generations)
        lock.lock()
        finished = true
        lock.unlock()
    }

    /// Whether the generations are ready.
    var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }
}
