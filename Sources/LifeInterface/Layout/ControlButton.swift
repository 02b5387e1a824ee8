import LifeScene
/// A button placed in the control bar.
public struct ControlButton: Equatable, Sendable {
    /// What it does.
    public var action: ControlAction
    /// Where it is.
    public var frame: Rect
    /// Whether it is the primary, accented button.
    public var isPrimary: Bool
}
