/// Live figures for the header: a recent population history for the sparkline, the last change,
/// the growth rate and the measured generations per second.
public struct Analytics: Equatable, Sendable {
    /// Populations of the most recent generations seen, oldest first (exact past 2^64).
    public private(set) var history: [UInt128] = []
    /// Generations the history covers, matching `history`.
    public private(set) var generations: [Int64] = []
    /// How many samples the sparkline keeps.
    public static let capacity = 160
    private var rateWindow: [RateSample] = []
    /// Whether the board was edited since the last step (no change figure until the next one).
    public private(set) var editedSinceStep = false
    /// Whether the step into the last sample is not known (the run's figures followed back to a
    /// generation whose sample before is further back than one generation): no change figure.
    private var lastStepUnknown = false
    /// The run's revision `observe` last recorded.
    private var seenRevision = -1

    private struct RateSample: Equatable, Sendable {
        var time: Double
        var generation: Int64
    }

    /// Creates empty analytics.
    public init() {}

    /// Records the population at a generation seen at time `now`.
    public mutating func record(generation: Int64, population: UInt128, now: Double) {
        if let last = generations.last, generation < last {
            // Back in the run without its figures followed (auto-stop shows the board where settled
            // debris began): the samples past it go, the sparkline stays (it went blank).
            let kept = generations.firstIndex { $0 >= generation } ?? generations.count
            history.removeSubrange(kept...)
            generations.removeSubrange(kept...)
            rateWindow.removeAll()
        }
        if generations.last == generation, !history.isEmpty {
            // An edit: the last step's change no longer leads to this board.
            if history[history.count - 1] != population { editedSinceStep = true }
            history[history.count - 1] = population
        } else {
            editedSinceStep = false
            lastStepUnknown = false
            history.append(population)
            generations.append(generation)
            if history.count > Self.capacity {
                history.removeFirst(history.count - Self.capacity)
                generations.removeFirst(generations.count - Self.capacity)
            }
        }
        rateWindow.append(RateSample(time: now, generation: generation))
        rateWindow.removeAll { now - $0.time > 1.0 }
    }

    /// Records the run's board when it changed since the last call (a step, an edit, a load).
    public mutating func observe(_ simulation: Simulation, now: Double) {
        guard simulation.revision != seenRevision else { return }
        seenRevision = simulation.revision
        record(generation: simulation.generation, population: simulation.universe.exactPopulation, now: now)
    }

    /// Takes the run's figures up to a generation gone back to: `samples` (generation and
    /// population, oldest first, the last the generation shown). They give no speed reading (they
    /// were not seen now), and a change figure only when the sample before the last is the
    /// generation just before it (an average over a longer gap says nothing of the last step).
    public mutating func follow(_ samples: [(generation: Int64, population: UInt128)], now: Double) {
        clear()
        for sample in samples.suffix(Self.capacity) {
            history.append(sample.population)
            generations.append(sample.generation)
        }
        if let shown = generations.last {
            rateWindow = [RateSample(time: now, generation: shown)]
            lastStepUnknown = generations.count >= 2 && shown - generations[generations.count - 2] > 1
        }
    }

    /// Forgets everything (after a load or a reset).
    public mutating func clear() {
        editedSinceStep = false
        lastStepUnknown = false
        history.removeAll()
        generations.removeAll()
        rateWindow.removeAll()
    }

    /// Population change per generation over the last recorded step, if there was one and no edit
    /// came after it: the
    /// average when the step took several generations (a frame at full speed, or the timeline's
    /// samples), worked out exactly before it is divided, so it is never a truncated ±0.
    public var change: Double? {
        guard history.count >= 2, !editedSinceStep, !lastStepUnknown, let g1 = generations.last else { return nil }
        let g0 = generations[generations.count - 2]
        guard g1 > g0 else { return nil }
        return Double(Int128(history[history.count - 1]) - Int128(history[history.count - 2])) / Double(g1 - g0)
    }

    /// Generations the last recorded step took (nil before there are two samples): more than one
    /// after a frame at full speed or a leap, when `change` is an average.
    public var lastStepGenerations: Int64? {
        guard generations.count >= 2 else { return nil }
        return generations[generations.count - 1] - generations[generations.count - 2]
    }

    /// Growth per generation in percent over the last recorded step, if it can be told.
    public var growthPercent: Double? {
        guard let change, history.count >= 2, history[history.count - 2] > 0 else { return nil }
        return change / Double(history[history.count - 2]) * 100
    }

    /// Generations per second over the last second, when at least two readings are in it.
    public var measuredRate: Double? {
        guard let first = rateWindow.first, let last = rateWindow.last, last.time > first.time else { return nil }
        return Double(last.generation - first.generation) / (last.time - first.time)
    }
}
