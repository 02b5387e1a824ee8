import LifeScene

/// Mouse buttons the app distinguishes.
public enum PointerButton: Equatable, Sendable {
    /// Primary button.
    case left
    /// Middle button (pans).
    case middle
    /// Secondary button.
    case right
}
