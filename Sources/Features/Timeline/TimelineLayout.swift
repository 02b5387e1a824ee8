import Foundation
import LifeInterface
import LifeScene

/// The slim timeline bar along the bottom of the grid: the run from its start to the furthest
/// generation reached, on a log scale once the run is long (`RunAxis`), with where it is now.
public struct TimelineLayout: Equatable, Sendable {
    /// The bar's track.
    public let track: Rect
    /// Where a press grabs it: taller than the track, and the grid's whole width (a press just
    /// past an end takes that end; it drew a cell on the board).
    public let hitArea: Rect
    /// The generations along the track.
    public let axis: RunAxis

    /// Lays the bar out along the bottom of `grid` for a history spanning `range`.
    public init(grid: Rect, range: ClosedRange<Int64>, padding: Double) {
        track = Rect(x: grid.x + padding, y: grid.maxY - Layout.timelineStrip + 2, width: max(1, grid.width - 2 * padding), height: 6)
        hitArea = Rect(x: grid.x, y: track.y - 6, width: grid.width, height: track.height + 12)
        axis = RunAxis(range, from: track.x, length: track.width)
    }

    /// The generations the track spans.
    public var range: ClosedRange<Int64> { axis.range }
    /// Whether positions follow the logarithm of the generations since the start.
    public var isLogarithmic: Bool { axis.isLogarithmic }

    /// Where along the track a generation sits.
    public func x(for generation: Int64) -> Double { axis.x(for: generation) }

    /// The generation at a point along the track.
    public func generation(atX x: Double) -> Int64 { axis.generation(atX: x) }
}
