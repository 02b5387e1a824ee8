/// Where the last jump ended up.
public enum JumpOutcome: Equatable {
    case finished(generation: Int64)
    case cancelled
    case failed(String)
}

