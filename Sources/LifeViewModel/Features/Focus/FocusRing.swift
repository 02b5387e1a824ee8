/// The keyboard's focus ring: the control Tab and Shift+Tab have reached among the focusable
/// controls of the screen on top (`UIFrame.focusRegions`), in reading order. A click clears it.
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
}
