import LifeInterface

/// The keyboard's focus ring: the control Tab and Shift+Tab have reached among the focusable
/// controls of the screen on top (`UIFrame.focusRegions`), in reading order. A click clears it,
/// unless it lands on a text field.
struct FocusRing {
    /// The control in the ring (nil: none).
    var target: FocusTarget?
    /// The control the ring was on as each panel open now opened over it, first to last: it comes
    /// back when the panel closes (the next Tab started again at the first button of the bar; a
    /// board renamed from the Boards panel left the ring nowhere in it).
    private(set) var openers: [FocusTarget?] = []
    /// The control in the ring when a press went down on it (Space or Enter press it so): the
    /// press takes the ring off it before the panel it opens comes up.
    private var pressed: FocusTarget?

    /// A panel opens: the ring leaves the control it was on, to come back to it later.
    mutating func open() {
        openers.append(target ?? pressed)
        target = nil
        pressed = nil
    }

    /// Panels have closed, `open` being left: each gives the ring back to the control it was
    /// opened from, while the ring is on none of the controls `shown` now (it was on the closed
    /// panel's, or nowhere). A panel that took another's place closes with it.
    mutating func close(downTo open: Int, shown: [FocusTarget]) {
        while openers.count > open {
            let opener = openers.removeLast()
            if target.map({ !shown.contains($0) }) ?? true { target = opener }
        }
    }

    /// Moves to the next (or, backwards, the previous) of `targets`, wrapping around at the ends,
    /// and returns it; nil when there are none. From a control Tab passes by (dimmed while the
    /// ring was on it), the next is the one after it in `order`, every control in the ring's order.
    mutating func move(forward: Bool, among targets: [FocusTarget], order: [FocusTarget] = []) -> FocusTarget? {
        guard !targets.isEmpty else { return nil }
        if let target, !targets.contains(target), let i = order.firstIndex(of: target) {
            let neighbour = forward ? order[(i + 1)...].first(where: targets.contains) : order[..<i].last(where: targets.contains)
            self.target = neighbour ?? (forward ? targets.first : targets.last)
            return self.target
        }
        let next: Int
        if let target, let i = targets.firstIndex(of: target) {
            next = (i + (forward ? 1 : targets.count - 1)) % targets.count
        } else {
            next = forward ? 0 : targets.count - 1
        }
        target = targets[next]
        return target
    }

    /// After a press on `target` (`before`: the ring's controls then): the ring stays on it while
    /// it is `shown` (dimmed too), else goes to its nearest neighbour still `focusable`; with none
    /// left (a panel opened over them), it stays as the press left it.
    mutating func settle(afterPressing target: FocusTarget, before: [FocusTarget], shown: [FocusTarget], focusable: [FocusTarget]) {
        if shown.contains(target) {
            self.target = target
        } else if let kept = Self.nearest(to: target, in: before, among: focusable) {
            self.target = kept
        }
    }

    /// Of the controls `before` a press on `target`, the control itself while it is still among
    /// `now`, else the nearest before it, else after it; nil when none is left.
    private static func nearest(to target: FocusTarget, in before: [FocusTarget], among now: [FocusTarget]) -> FocusTarget? {
        guard let index = before.firstIndex(of: target) else { return now.contains(target) ? target : nil }
        return ([target] + before[..<index].reversed() + before[(index + 1)...]).first(where: now.contains)
    }

    /// Follows where input goes: a click puts the ring on the text field clicked (elsewhere it
    /// clears it), and typing into a prompt while the ring is on one of its buttons brings the ring
    /// back to the field the text goes to. `clicked` is the control a button went down on.
    mutating func follow(_ event: InputEvent, clicked: FocusTarget?) {
        switch event {
        case .pointerDown:
            pressed = clicked != nil && clicked == target ? clicked : nil
            target = clicked.flatMap { $0.isTextField ? $0 : nil }
        case .text, .key(.backspace, _), .key(.delete, _), .key(.letter("v"), .control):
            // Typing, deleting and a paste (Ctrl+V) all go into the field.
            if let typedInto = target?.promptControl, typedInto != .field { target = .prompt(.field) }
            // In the export dialog, into the field that takes typing: the ring leaves the chip it was
            // on, for the field to show as the one typed into (Space's echo presses no field).
            if target?.exportControl != nil, target?.isExportField == false, event != .text(" ") { target = nil }
        default:
            break
        }
    }
}
