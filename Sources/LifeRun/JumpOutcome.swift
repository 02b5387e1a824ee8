/// Where the last jump ended up.
public enum JumpOutcome: Equatable {
    /// A jump forward reached its generation.
    case finished(generation: Int64)
    /// A walk back into the run's past reached its generation.
    case wentBack(generation: Int64)
    /// Stopped before the end (a walk back when `goingBack`); the board is as it was.
    case cancelled(goingBack: Bool)
    case failed(String)
}
