import LifeEngine

/// What a walk into the run's past gives back: the universe at its target, and copies of the
/// generations just before it (by generation) for the timeline to keep.
struct PastStretch: @unchecked Sendable {
    /// The universe at the walk's target.
    let universe: any LifeAlgorithm
    /// A copy of each generation of the stretch ending at the target.
    let copies: [Int64: any LifeAlgorithm]
    /// The history it belongs to (`Timeline.restarts` when the walk was made).
    let restarts: Int
}
