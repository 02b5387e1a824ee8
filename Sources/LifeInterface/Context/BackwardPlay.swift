/// Playing backwards: since when, and how many generations it has gone back.
public struct BackwardPlay: Equatable, Sendable {
    /// When it started (seconds).
    public let since: Double
    /// Generations gone back since then.
    public var done: Int64 = 0

    /// Backward play starting at `since`.
    public init(since: Double) {
        self.since = since
    }
}
