import Foundation

/// The generations of a run laid along a strip of the screen, from its start to the furthest
/// generation reached: evenly for a short run, and on a log scale of the generations since the
/// start for one longer than `logarithmicAbove` (a run leapt to 2^50 would otherwise put all but
/// its last leap in the first pixel). The timeline bar and the history graph above it share it.
public struct RunAxis: Equatable, Sendable {
    /// The generations it spans.
    public let range: ClosedRange<Int64>
    /// Where the run's start lies, and how long the strip is.
    public let start: Double, length: Double
    /// Whether positions follow the logarithm of the generations since the start.
    public let isLogarithmic: Bool

    /// Runs longer than this are laid on a log scale: runs played through (an acorn's 5,206
    /// generations) lie evenly, as a timeline does (from 2,000 a 5,206-generation run put
    /// generation 71 at the middle, which a new user took for a fault); leaps and hyperspeed far
    /// out go by the log, so their start still shows.
    public static let logarithmicAbove: Int64 = 100_000

    /// `range` along `length` points from `start`.
    public init(_ range: ClosedRange<Int64>, from start: Double, length: Double) {
        self.range = range
        self.start = start
        self.length = length
        isLogarithmic = range.upperBound - range.lowerBound > Self.logarithmicAbove
    }

    /// Where a generation lies (the ends for generations beyond them).
    public func x(for generation: Int64) -> Double {
        let span = Double(range.upperBound - range.lowerBound)
        guard span > 0 else { return start + length }
        let t = min(max(Double(generation - range.lowerBound), 0), span)
        let f = isLogarithmic ? log1p(t) / log1p(span) : t / span
        return start + f * length
    }

    /// The generation at a point along the strip; the ends (and beyond) are the range's own
    /// (past 2^53 the log scale's arithmetic fell 64 generations short of the last one).
    public func generation(atX x: Double) -> Int64 {
        let span = Double(range.upperBound - range.lowerBound)
        let f = min(max((x - start) / max(1, length), 0), 1)
        if f == 0 { return range.lowerBound }
        if f == 1 { return range.upperBound }
        let t = isLogarithmic ? expm1(f * log1p(span)) : f * span
        return min(range.upperBound, range.lowerBound + Int64(t.rounded()))
    }
}
