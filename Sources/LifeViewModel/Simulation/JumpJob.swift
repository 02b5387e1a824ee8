import Foundation
import LifeEngine

/// A jump of many generations on a private copy of the universe, off the main thread, with
/// progress and cancellation. HashLife takes long jumps and regular patterns; the tiled engine
/// takes short jumps, tori and chaotic patterns (as `EnginePicker` decides).
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
    private var outcome: Result<(universe: any LifeAlgorithm, display: any LifeAlgorithm), Error>?
    private(set) var engine: EnginePicker.Engine?

    init(source: any LifeAlgorithm, generations: Int64, maxMemory: Int,
         makeTiles: @escaping (Rule, Topology) -> any LifeAlgorithm) {
        self.source = source
        self.generations = generations
        target = source.generation + generations
        self.maxMemory = maxMemory
        self.makeTiles = makeTiles
    }

    /// Runs the jump (on the background thread).
    func execute(clock: @Sendable () -> Double) {
        let result: Result<(universe: any LifeAlgorithm, display: any LifeAlgorithm), Error>
        do {
            // A HashLife universe stays in HashLife (it may be far too large to list its cells).
            let choice = source is HashLife && source.topology == .plane ? .hashlife
                : EnginePicker.choose(for: source.snapshot(), generations: generations, clock: clock)
            engine = choice
            if choice == .hashlife {
                let hash: HashLife
                if let existing = source as? HashLife {
                    hash = existing
                } else {
                    hash = HashLife(rule: source.rule, maxMemory: maxMemory)
                    hash.load(source.liveCells())
                    hash.generation = source.generation
                }
                try hash.advance(by: generations, progress: { [self] in setFraction($0) }, isCancelled: { [self] in isCancelled })
                result = .success((hash, hash.duplicate()))
            } else {
                let tiles = source is HashLife ? makeTiles(source.rule, source.topology) : source
                if source is HashLife {
                    tiles.load(source.liveCells())
                    tiles.generation = source.generation
                }
                var done: Int64 = 0
                var chunk: Int64 = 16
                while done < generations {
                    if isCancelled { throw HashLifeError.cancelled }
                    let start = clock()
                    let n = min(chunk, generations - done)
                    tiles.step(by: n)
                    done += n
                    setFraction(Double(done) / Double(generations))
                    // Chunks of about 50 ms keep cancelling prompt.
                    chunk = clock() - start < 0.05 ? chunk * 2 : max(1, chunk / 2)
                }
                result = .success((tiles, tiles))
            }
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
    var result: Result<(universe: any LifeAlgorithm, display: any LifeAlgorithm), Error>? {
        lock.lock()
        defer { lock.unlock() }
        return finished ? outcome : nil
    }
}
