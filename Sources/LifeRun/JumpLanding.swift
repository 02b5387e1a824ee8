import LifeEngine

/// Where a jump (forward, or back into the run's past) lands.
struct JumpLanding: @unchecked Sendable {
    /// The universe it reached, kept for the next jump or batch (HashLife keeps its memoized nodes).
    let universe: any LifeAlgorithm
    /// The copy to show (the universe itself unless it leaps).
    let shownCopy: any LifeAlgorithm
    /// A walk back's recomputed stretch, for the timeline (nil going forward).
    let past: PastStretch?
}
