import LifeEngine

/// What a timeline held at one moment (its checkpoints, the furthest generation reached and the
/// run's figures), kept with an edit that started the timeline afresh, so undoing it brings the
/// run's past back (`Timeline.restore(_:)`).
struct TimelineRecord: @unchecked Sendable {
    let checkpoints: [KeptUniverse]
    let latest: Int64
    let history: RunHistory
    /// Generations of the edits made in the run's past (`Timeline`'s checkpoints to keep).
    var edits: Set<Int64> = []

    /// About how many bytes its checkpoints take.
    var bytes: Int { checkpoints.reduce(0) { $0 + $1.bytes } }
}
