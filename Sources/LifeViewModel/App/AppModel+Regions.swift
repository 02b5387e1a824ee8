import LifeInterface
import SettingsFeature
import EditingFeature
import LifeScene

/// The pointer and the keyboard's focus ring over the regions of the UI pass: the button under
/// the pointer (hover, tooltips, pressed) and the ring both read what the views listed as they
/// drew. Tab and Shift+Tab move the ring, scrolling a panel to show the control; Enter or Space
/// presses it with the same click a pointer would make.
extension AppModel {
    /// The control the pointer reaches at a point, if any.
    func region(at point: Point) -> FocusTarget? {
        ui.pointerRegions.first { $0.frame?.contains(point) == true }?.control
    }

    /// The button under a point, if any (`FocusTarget.controlAction`).
    func action(at point: Point) -> ControlAction? { region(at: point)?.controlAction }

    /// The controls Tab moves through on the screen on top, in reading order.
    public var focusTargets: [FocusTarget] { ui.focusRegions.map(\.control) }

    /// Where the control in the focus ring is now, when it is on screen.
    public var focusFrame: Rect? { ui.focusFrame(of: focus) }

    /// Handles Tab and Shift+Tab (a settings field left keeps its text, as with Enter; one refused keeps the ring), Enter or Space on the ring's
    /// control (not while a field has them), the arrows of the menu and among the browser's cards, and typing on a settings field; false for other keys.
    func handleFocusKey(_ event: InputEvent) -> Bool {
        // Typing on a settings field in the ring starts editing it; the text follows.
        if event.types, focus?.isSettingsField == true, topmost(SettingsEditing.self)?.isEditingField == false { press(focus!) }
        guard case .key(let key, let modifiers) = event else { return false }
        switch key {
        case .tab where modifiers.isDisjoint(with: [.control, .alt]):
            if case .settings(var sheet) = overlays.last, sheet.isEditingField {
                _ = take(sheet.handle(.key(.enter, []), hit: nil, in: context), from: .overlay(.settings(sheet)))
                // A field whose text was refused keeps the ring (its error says why) until it is fixed or Esc.
                if topmost(SettingsEditing.self)?.isEditingField == true { return true }
            }
            moveFocus(forward: !modifiers.contains(.shift))
            return true
        case .enter, .space:
            guard modifiers.isEmpty, let target = focus, focusFrame != nil, target != .prompt(.field), target != .board, !target.isExportField,
                  topmost(SettingsEditing.self)?.isEditingField != true, !stack.isFindingByTyping else { return false }
            // A control set by the arrows has no press (a click at its centre would set it there).
            if target.settingsControl?.takesArrows != true { press(target) }
            return true
        case .left where modifiers.isEmpty && focus?.settingsControl?.segment(-1) != nil,
             .right where modifiers.isEmpty && focus?.settingsControl?.segment(1) != nil:
            // Along a row of choices the next one is chosen, as a click would (at a row's end, nothing).
            if let next = focus?.settingsControl?.segment(key == .right ? 1 : -1).map(FocusTarget.setting), focusTargets.contains(next) { press(next) }
            return true
        case _ where (key.isArrow || key == .home || key == .end) && modifiers.isEmpty && focus?.settingsControl?.takesArrows == true:
            if case .settings(var sheet) = overlays.last { _ = take(sheet.handle(event, hit: focus?.settingsControl, in: context), from: .overlay(.settings(sheet))) }
            return true
        case _ where key.isArrow && modifiers.isEmpty && stack.card(after: focus, by: key, in: context) != nil:
            ring.target = stack.card(after: focus, by: key, in: context)
            stack.reveal(ring.target!, in: context, boards: boards)
            return true
        case _ where (key == .up || key == .down) && overlays.last == .moreMenu:
            moveFocus(forward: key == .down)
            return true
        // Esc on the cell cursor drops its selection first; the ending's banner, on top, goes before the ring.
        case .escape where overlays.isEmpty && editing.pasting == nil && !simulation.isJumping && simulation.ending == nil && focus != nil
                           && (focus != .board || editing.selection == nil):
            ring.target = nil
            return true
        default:
            return false
        }
    }

    /// Moves the ring to the next (or previous) control, wrapping around, and shows it.
    func moveFocus(forward: Bool) {
        // With none in the ring, from the field typing goes into (a movie's), not from the top.
        if ring.target == nil { ring.target = overlays.last.flatMap { Layer.overlay($0).typingTarget } }
        guard let target = ring.move(forward: forward, among: focusTargets, order: ui.ringOrder.map(\.control)) else { return }
        stack.reveal(target, in: context, boards: boards)
        if target == .board { editing.placeCursor(in: context); context.show(EditingState.cursorHelp) }
    }

    /// Presses a control as a click at its centre would (a field's text selected: typing replaces it); the ring stays on it
    /// (dimmed, as a stepper pressed to its end, too) or, when the press took it away (a starter picked), goes to its nearest neighbour.
    func press(_ target: FocusTarget) {
        stack.reveal(target, in: context, boards: boards)
        let before = focusTargets
        guard let frame = ui.focusFrame(of: target) else { return }
        for event in [InputEvent.pointerDown(frame.center, .left), .pointerUp(frame.center, .left)] { handle(event, now: context.now) }
        stack.selectEditedSettingsText()
        ring.settle(afterPressing: target, before: before, shown: ui.ringOrder.map(\.control), focusable: focusTargets)
    }
}
