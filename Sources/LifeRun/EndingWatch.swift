import Foundation
import LifeEngine

/// Follows a hyperspeed run one generation at a time beside it, from the board as it was when
/// the run started, so auto-stop gives the same ending as `life final` however far each frame leaps.
///
/// It works in short chunks that the simulation queues only while playing, so a paused run costs
/// nothing; between chunks only the main thread touches it.
final class EndingWatch: @unchecked Sendable {
    private var universe: any LifeAlgorithm
    private var tracker: FinalStateTracker?
    private let makeTiles: (Rule, Topology) -> any LifeAlgorithm
    private let maxGenerations: Int64
    /// Largest population followed; beyond it the watch gives up (a growing pattern does not end).
    private let populationLimit: Int
    private let lock = NSLock()
    private var running = false
    private var confirming = false
    private var outcome: FinalState??

    init(start: any LifeAlgorithm, maxGenerations: Int64, populationLimit: Int,
         makeTiles: @escaping (Rule, Topology) -> any LifeAlgorithm) {
        universe = start
        self.maxGenerations = maxGenerations
        self.populationLimit = populationLimit
        self.makeTiles = makeTiles
    }

    /// Whether a chunk is queued or running.
    var isRunning: Bool { locked { running } }
    /// Whether an ending seen coming is being confirmed.
    var isConfirming: Bool { locked { confirming } }
    /// nil while watching; then the ending, or `.some(nil)` when the watch gave up.
    var result: FinalState?? { locked { outcome } }

    /// Marks a chunk as queued (main thread, before handing `runChunk` to a runner).
    func willRun() { locked { running = true } }

    /// Follows the run for about `seconds` of work (on a background thread).
    func runChunk(seconds: Double, clock: @Sendable () -> Double) {
        let began = clock()
        var answer: FinalState??
        if tracker == nil {
            universe = EngineSwitch.stepping(universe, make: makeTiles)
            tracker = FinalStateTracker(start: universe, maxGenerations: maxGenerations)
            if let found = tracker?.atStart { answer = .some(found) }
        }
        if answer == nil, var watching = tracker {
            tracker = nil // held here while stepping, so its history is not copied
            while answer == nil && clock() - began < seconds {
                guard !watching.isExhausted(at: universe.generation), universe.population <= populationLimit,
                      PlaneLimits.canAdvance(universe.generation, by: 1) else {
                    answer = .some(nil)
                    break
                }
                universe.step()
                switch watching.look(at: universe) {
                case .nothing: break
                case .ending(let found): answer = .some(found)
                case .candidate(let candidate):
                    locked { confirming = true }
                    if let found = candidate.resolve() { answer = .some(found) }
                    locked { confirming = false }
                }
            }
            tracker = watching
        }
        locked {
            outcome = answer
            running = false
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
