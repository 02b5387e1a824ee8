import Foundation
import LifeEngine
import Synchronization

/// A batch of generations computed on a private copy of the universe, off the main thread.
///
/// The copy belongs to the job until `isFinished` is true; after that only the main thread touches it.
final class StepJob: @unchecked Sendable {
    private(set) var universe: any LifeAlgorithm
    /// What the main thread shows afterwards: HashLife keeps its memoized nodes in `universe` for
    /// the next batch and hands over a compact copy made here, off the main thread.
    private(set) var shownCopy: (any LifeAlgorithm)?
    /// Turn the universe into HashLife before stepping (hyperspeed on the plane).
    var convertToHashLife = false
    /// Turn a HashLife universe into the tiled engine before stepping (hyperspeed on a chaotic pattern).
    var convertToTiles: ((Rule, Topology) -> any LifeAlgorithm)?
    /// HashLife's memory cap when converting.
    var maxMemory = HashLife.defaultMaxMemory
    let generations: Int64
    /// The ending tracker travels with the batch and comes back updated (nil: auto-stop is off).
    private(set) var tracker: FinalStateTracker?
    /// The ending found during the batch, which then stops early.
    private(set) var ending: FinalState?
    /// An ending seen coming during the batch, left for `EndingConfirmation` to confirm beside the run.
    private(set) var candidate: EndingCandidate?
    /// The run's history, recorded a generation at a time on a stepping engine (nil: not kept).
    var history: RunHistory?
    /// Generations actually computed (fewer than asked when an ending stopped the batch).
    private(set) var stepped: Int64 = 0
    private let lock = NSLock()
    private var finished = false
    private var seconds = 0.0
    /// Set when the main thread drops the batch (a pause, an edit): a stepping engine stops at the
    /// next generation, so the worker is free for the next batch at once.
    private let cancelled = Atomic<Bool>(false)

    init(universe: any LifeAlgorithm, generations: Int64, tracker: FinalStateTracker?) {
        self.universe = universe
        self.generations = generations
        self.tracker = tracker
    }

    /// Computes the generations (on the background thread), timing the work with `clock`.
    func execute(clock: @Sendable () -> Double) {
        let start = clock()
        if convertToHashLife && universe.topology == .plane {
            universe = EngineSwitch.leaping(universe, maxMemory: maxMemory)
        } else if let makeTiles = convertToTiles {
            universe = EngineSwitch.stepping(universe, make: makeTiles)
        }
        if universe.leaps {
            universe.step(by: generations)
            stepped = generations
            history?.record(generation: universe.generation, population: universe.exactPopulation)
        } else if var tracker {
            // Costly confirmations are not done here (the batch would stall the picture): the
            // first candidate goes back with the batch; a certain one ends the watch.
            var watching = true
            while stepped < generations && ending == nil && !isCancelled {
                universe.step()
                stepped += 1
                recordHistory()
                guard watching else { continue }
                switch tracker.look(at: universe) {
                case .nothing: break
                case .ending(let found): ending = found
                case .candidate(let found):
                    if candidate == nil { candidate = found }
                    if found.isCertain { watching = false }
                }
            }
            self.tracker = watching ? tracker : nil
        } else {
            while stepped < generations && !isCancelled {
                universe.step()
                stepped += 1
                recordHistory()
            }
        }
        if universe.leaps { shownCopy = universe.duplicate() }
        let elapsed = clock() - start
        lock.lock()
        finished = true
        seconds = elapsed
        lock.unlock()
    }

    private func recordHistory() {
        guard history != nil else { return }
        let counts = universe.lastStepBirthsAndDeaths
        history?.record(generation: universe.generation, population: universe.exactPopulation,
                        births: counts?.births, deaths: counts?.deaths)
    }

    /// Drops the batch: a stepping engine stops at the next generation (what it did is not used).
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether the batch was dropped.
    var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

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
