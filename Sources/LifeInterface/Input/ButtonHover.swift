import LifeScene

/// The button under the pointer, the one held down, and whether the hovered one's tooltip shows
/// (after the pointer has rested on it for `tooltipDelay`).
public struct ButtonHover: Equatable, Sendable {
    /// Button under the pointer.
    public private(set) var hovered: ControlAction?
    /// Button held down.
    public var pressed: ControlAction?
    /// Whether the hovered button's tooltip shows.
    public private(set) var tooltipShown = false
    /// Where the pointer is in the window, whatever lies under it (nil: it left the window).
    public private(set) var position: Point?
    private var since = 0.0

    /// How long the pointer rests on a button before its tooltip shows.
    public static let tooltipDelay = 0.5

    /// Nothing under the pointer.
    public init() {}

    /// Notes the button now under the pointer at `position`; its tooltip waits for a rest from `now`.
    public mutating func point(at action: ControlAction?, position: Point? = nil, now: Double) {
        self.position = position
        guard hovered != action else { return }
        hovered = action
        since = now
        tooltipShown = false
    }

    /// Shows the tooltip once the pointer has rested long enough.
    public mutating func advance(to now: Double) {
        if hovered != nil && !tooltipShown && now - since >= Self.tooltipDelay { tooltipShown = true }
    }

    /// When the tooltip is due (nil: none pending).
    public var nextWake: Double? { hovered != nil && !tooltipShown ? since + Self.tooltipDelay : nil }
}
