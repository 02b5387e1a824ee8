/// How far the jump under way has got.
public struct JumpProgress: Equatable, Sendable {
    /// Share done (0...1).
    public var fraction: Double
    /// The generation it ends at.
    public var target: Int64

    /// Progress of a jump to `target`.
    public init(fraction: Double, target: Int64) {
        self.fraction = fraction
        self.target = target
    }
}
