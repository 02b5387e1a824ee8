/// A run's figures over its whole length in bounded memory: population, births and deaths from
/// its first generation to the furthest reached, as at most `capacity` samples that each cover
/// `span` generations or fewer. When the samples fill up, neighbours are merged in pairs and the
/// span doubles, so a run of any length keeps the same number of samples.
///
/// The first sample is the run's start on its own; recording a generation already covered does
/// nothing (stepping forward again through a known past).
public struct RunHistory: Equatable, Sendable {
    /// Samples, oldest first, covering consecutive stretches of generations.
    public private(set) var samples: [HistorySample]
    /// Most generations a sample takes in before a new one begins.
    public private(set) var span: Int64 = 1
    /// Most samples kept.
    public let capacity: Int
    /// The run's ending, when it was found.
    public var ending: HistoryEnding?
    /// Samples kept by default: a graph's width in pixels, about.
    public static let defaultCapacity = 1024

    /// A history that starts at `generation` with `population` live cells.
    public init(startingAt generation: Int64, population: UInt128, capacity: Int = Self.defaultCapacity) {
        self.capacity = max(4, capacity)
        samples = [HistorySample(first: generation, last: generation, population: population)]
    }

    /// Rebuilds a history from its parts (see `RunHistoryCodec`); nil when they do not make one.
    public init?(samples: [HistorySample], span: Int64, capacity: Int, ending: HistoryEnding?) {
        guard !samples.isEmpty, samples.count <= capacity, capacity >= 4, span >= 1 else { return nil }
        for (i, s) in samples.enumerated() {
            guard s.first <= s.last, s.lowest <= s.population, s.population <= s.highest else { return nil }
            if i > 0 && s.first <= samples[i - 1].last { return nil }
            if (s.births ?? 0) < 0 || (s.deaths ?? 0) < 0 { return nil }
        }
        self.samples = samples
        self.span = span
        self.capacity = capacity
        self.ending = ending
    }

    /// The first generation and the furthest one recorded.
    public var range: ClosedRange<Int64> { samples[0].first...samples[samples.count - 1].last }

    /// Records the population at `generation`, with the births and deaths of the step that reached
    /// it when they were counted (`births`/`deaths` are only kept for a step of one generation).
    public mutating func record(generation: Int64, population: UInt128, births: Int? = nil, deaths: Int? = nil) {
        let previous = samples[samples.count - 1]
        guard generation > previous.last else { return }
        let oneStep = generation == previous.last + 1
        let fresh = HistorySample(first: previous.last + 1, last: generation, population: population,
                                  births: oneStep ? births.map(Int64.init) : nil,
                                  deaths: oneStep ? deaths.map(Int64.init) : nil)
        let (distance, overflow) = generation.subtractingReportingOverflow(previous.first)
        if samples.count > 1 && !overflow && distance < span {
            samples[samples.count - 1] = previous.merged(with: fresh)
        } else {
            samples.append(fresh)
            if samples.count > capacity { halve() }
        }
    }

    /// An edit at `generation`: what was recorded from it on is dropped (an edit is not a
    /// generation, so the edited board starts a sample of its own).
    public mutating func edited(at generation: Int64, population: UInt128) {
        guard generation > samples[0].first else {
            self = RunHistory(startingAt: generation, population: population, capacity: capacity)
            return
        }
        samples.removeAll { $0.last >= generation }
        if let ending, ending.generation >= generation { self.ending = nil }
        samples.append(HistorySample(first: generation, last: generation, population: population))
    }

    /// The history as it stood at `generation` (a board saved after stepping back): what came
    /// later is dropped, and `population` is that generation's.
    public func through(_ generation: Int64, population: UInt128) -> RunHistory {
        guard generation < range.upperBound else { return self }
        var cut = self
        if let i = samples.firstIndex(where: { $0.last >= generation }), samples[i].last == generation {
            // A sample ends there: everything up to it stands as recorded, births and deaths included.
            cut.samples = Array(samples[...i])
            if let ending, ending.generation > generation { cut.ending = nil }
            return cut
        }
        cut.edited(at: generation, population: population)
        if let ending, ending.generation <= generation { cut.ending = ending }
        return cut
    }

    /// The sample covering `generation`, if one does.
    public func sample(at generation: Int64) -> HistorySample? {
        var low = 0, high = samples.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let s = samples[mid]
            if generation < s.first { high = mid - 1 } else if generation > s.last { low = mid + 1 } else { return s }
        }
        return nil
    }

    /// Merges neighbours in pairs (the start stays alone) and doubles the span.
    private mutating func halve() {
        var merged = [samples[0]]
        var i = 1
        while i < samples.count {
            merged.append(i + 1 < samples.count ? samples[i].merged(with: samples[i + 1]) : samples[i])
            i += 2
        }
        samples = merged
        span = span > Int64.max / 2 ? Int64.max : span * 2
    }
}
