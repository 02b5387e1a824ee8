/// How a script ended.
public enum ScriptOutcome: Equatable, Sendable {
    /// It ran to its end.
    case finished
    /// It called `g.exit` (with its message, possibly empty).
    case exited(String)
    /// A Lua error stopped it: "FILE:LINE: message".
    case failed(String)
}
