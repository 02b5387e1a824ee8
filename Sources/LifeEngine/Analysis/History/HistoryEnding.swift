/// Where a run's ending was found, marked on its history graph.
public struct HistoryEnding: Equatable, Sendable {
    /// First generation of the final cycle.
    public var generation: Int64
    /// The ending in one line (FinalState's summary).
    public var summary: String

    /// Creates a mark.
    public init(generation: Int64, summary: String) {
        self.generation = generation
        self.summary = summary
    }
}
