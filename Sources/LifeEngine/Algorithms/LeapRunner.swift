import Dispatch
import Synchronization

/// One HashLife run on a thread of its own, for `EngineRace`: it builds its universe from the given
/// cells, advances it, and hands it back once finished. The caller reads the progress and may
/// cancel at any time; the universe is touched by the runner's thread only until `finish` returns
/// it (after the run's end, which the semaphore orders before the caller's reads).
final class LeapRunner: @unchecked Sendable {
    private let start: KeptUniverse
    private let startGeneration: Int64
    private let generations: Int64
    private let maxMemory: Int
    private let progressBits = Atomic<UInt64>(0)
    private let cancelled = Atomic<Bool>(false)
    private let finished = Atomic<Bool>(false)
    private let done = DispatchSemaphore(value: 0)
    // Written by the runner's thread before `finished` is set, read by the caller after `done`.
    private var outcome: Result<any LifeAlgorithm, Error> = .failure(EngineError.cancelled)

    /// A run of `generations` from `start` (a universe kept: its cells are listed on the run's own
    /// thread, not the caller's) at `startGeneration`, not started yet.
    init(start: KeptUniverse, startGeneration: Int64, generations: Int64, maxMemory: Int) {
        self.start = start
        self.startGeneration = startGeneration
        self.generations = generations
        self.maxMemory = maxMemory
    }

    /// Starts the run on a thread from `spawn`.
    func start(spawn: (@escaping @Sendable () -> Void) -> Void) {
        spawn { [self] in run() }
    }

    /// The share of the run done (0...1).
    var progress: Double { Double(bitPattern: progressBits.load(ordering: .relaxed)) }

    /// Whether the run has ended (finished, failed or cancelled).
    var hasEnded: Bool { finished.load(ordering: .acquiring) }

    /// Asks the run to stop at its next check.
    func cancel() { cancelled.store(true, ordering: .relaxed) }

    /// Waits for the run's end and returns the universe (at the run's last generation) or its error.
    func finish() -> Result<any LifeAlgorithm, Error> {
        done.wait()
        return outcome
    }

    private func run() {
        let pattern = start.universe().snapshot()
        let hash = Engines.leaping(rule: pattern.rule, maxMemory: maxMemory)
        hash.load(pattern)
        hash.generation = startGeneration
        do {
            try hash.advance(by: generations, progress: { [self] fraction in
                progressBits.store(fraction.bitPattern, ordering: .relaxed)
            }, isCancelled: { [self] in cancelled.load(ordering: .relaxed) })
            outcome = .success(hash)
        } catch {
            outcome = .failure(error)
        }
        finished.store(true, ordering: .releasing)
        done.signal()
    }
}
