import Foundation
import LifeInterface
import LifeScene

/// The slim timeline bar along the bottom of the grid: the run from its start to the furthest
/// generation reached, on a log scale once the run is long, with where it is now.
public struct TimelineLayout: Equatable, Sendable {
    /// The bar's track.
    public let track: Rect
    /// Where a press grabs it (taller than the track).
    public let hitArea: Rect
    /// The generations the track spans.
    public let range: ClosedRange<Int64>
    /// Whether positions follow the logarithm of the generations since the start.
    public let isLogarithmic: Bool

    /// Runs longer than this are drawn on a log scale.
    public static let logarithmicAbove: Int64 = 2000

    /// Lays the bar out along the bottom of `grid` for a history spanning `range`.
    public init(grid: Rect, range: ClosedRange<Int64>, padding: Double) {
        track = Rect(x: grid.x + padding, y: grid.maxY - Layout.timelineStrip + 2, width: max(1, grid.width - 2 * padding), height: 6)
        hitArea = track.insetBy(-4, -6)
        self.range = range
        isLogarithmic = range.upperBound - range.lowerBound > Self.logarithmicAbove
    }

    /// Where along the track a generation sits.
    public func x(for generation: Int64) -> Double {
        let span = Double(range.upperBound - range.lowerBound)
        guard span > 0 else { return track.maxX }
        let t = min(max(Double(generation - range.lowerBound), 0), span)
        let f = isLogarithmic ? log1p(t) / log1p(span) : t / span
        return track.x + f * track.width
    }

    /// The generation at a point along the track.
    public func generation(atX x: Double) -> Int64 {
        let span = Double(range.upperBound - range.lowerBound)
        let f = min(max((x - track.x) / track.width, 0), 1)
        let t = isLogarithmic ? expm1(f * log1p(span)) : f * span
        return min(range.upperBound, range.lowerBound + Int64(t.rounded()))
    }
}
