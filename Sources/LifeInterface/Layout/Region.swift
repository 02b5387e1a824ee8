import LifeScene

/// A control a view shows, named in its feature's own terms, with where it is this frame (nil
/// while scrolled out of view) and whether the focus ring stops on it (a dimmed button does not).
/// Features list their regions from the same layouts their views draw with, so hover, tooltips
/// and the focus ring read what is on screen.
public struct Region<Control: Equatable & Sendable>: Equatable, Sendable {
    /// What the control is.
    public let control: Control
    /// Where it is on screen (nil while scrolled out of view).
    public let frame: Rect?
    /// Whether Tab stops on it.
    public let focusable: Bool

    /// A control at `frame`.
    public init(_ control: Control, _ frame: Rect?, focusable: Bool = true) {
        self.control = control
        self.frame = frame
        self.focusable = focusable
    }

    /// The same region, its control named in other terms.
    public func map<Other>(_ rename: (Control) -> Other) -> Region<Other> {
        Region<Other>(rename(control), frame, focusable: focusable)
    }
}
