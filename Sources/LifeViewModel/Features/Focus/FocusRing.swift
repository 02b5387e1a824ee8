import LifeInterface

/// The keyboard's focus ring: the control Tab and Shift+Tab have reached among the focusable
/// controls of the screen on top (`UIFrame.focusRegions`), in reading order. A click clears it,
/// unless it lands on a text field.
struct FocusRing {
    /// The control in the ring (nil: none).
    var target: FocusTarget?

    /// Moves to the next (or, backwards, the previous) of `targets`, wrapping around at the ends,
    /// and returns it; nil when there are none.
    mutating func move(forward: Bool, among targets: [FocusTarget]) -> FocusTarget? {
        guard !targets.isEmpty else { return nil }
        let next: Int
        if let target, let i = targets.firstIndex(of: target) {
            next = (i + (forward ? 1 : targets.count - 1)) % targets.count
        } else {
            next = forward ? 0 : targets.count - 1
        }
        target = targets[next]
        return target
    }

    /// Follows where input goes: a click puts the ring on the text field clicked (elsewhere it
    /// clears it), and typing into a prompt while the ring is on one of its buttons brings the ring
    /// back to the field the text goes to. `clicked` is the control a button went down on.
    mutating func follow(_ event: InputEvent, clicked: FocusTarget?) {
        switch event {
        case .pointerDown:
            target = clicked.flatMap { $0.isTextField ? $0 : nil }
        case .text, .key(.backspace, _), .key(.delete, _), .key(.letter("v"), .control):
            // Typing, deleting and a paste (Ctrl+V) all go into the field.
            if let typedInto = target?.promptControl, typedInto != .field { target = .prompt(.field) }
        default:
            break
        }
    }
}
