import LifeInterface
import JumpFeature
import ControlBarFeature
import BoardsFeature
import FirstRunFeature
import HistoryFeature
import SettingsFeature
import LifeRun
import LifeScene

/// The screen's controls as regions, listed by each feature from the layout its view draws with:
/// the button under the pointer (hover, tooltips, pressed) and the keyboard's focus ring both read
/// them. Tab and Shift+Tab move the ring, scrolling a panel to show the control; Enter or Space
/// presses it with the same click a pointer would make.
extension AppModel {
    /// The overlay on top's controls.
    var overlayRegions: [Region<FocusTarget>] { overlays.last?.regions(in: context, boards: boards) ?? [] }

    /// The board's controls: a jump's Cancel while one runs, the ending banner's buttons, the starters and the hint's close, then
    /// the bar's buttons left to right (a dimmed one is not in the focus ring).
    var gridRegions: [Region<FocusTarget>] {
        var regions = JumpActions.regions(in: context)
        if simulation.ending != nil {
            let banner = BannerLayout(grid: layout.grid, metrics: theme.metrics)
            regions += [Region(.details, banner.details), Region(.keepRunning, banner.button)]
        }
        regions += firstRun.regions(in: context, showsCard: showsFirstRun, hintCovered: hintCovered)
        regions += controlBar.regions(in: layout)
        return regions.map { $0.map(FocusTarget.button) }
    }

    /// The controls Tab moves through: the overlay on top's, and the board's when nothing covers
    /// it (or only the history panel, beside which the board stays in use).
    var focusRegions: [Region<FocusTarget>] {
        let overlay = overlayRegions
        let reachesBoard = overlays.last == nil || overlays.last?.kind == .history
        return (reachesBoard ? overlay + gridRegions : overlay).filter(\.focusable)
    }

    /// The button under a point: the overlay on top's controls first, then the board's, except
    /// under a modal panel (a prompt and the menu leave the board's buttons lit; the history
    /// panel's body keeps the pointer from what lies under it). A panel's close button counts as
    /// the bar's button that opened it.
    func action(at point: Point) -> ControlAction? {
        let history = overlays.last?.kind == .history ? HistoryPanel.layout(in: context).panel : nil
        let boardReached = (overlays.last.map { !$0.isModal || $0.kind == .prompt } ?? true) && history?.contains(point) != true
        let under = (overlayRegions + (boardReached ? gridRegions : [])).first { $0.frame?.contains(point) == true }?.control
        switch under {
        case .button(let action)?: return action
        case .setting(.close)?: return .settings
        case .historyClose?: return .history
        default: return nil
        }
    }

    /// The controls Tab moves through on the screen on top, in reading order.
    public var focusTargets: [FocusTarget] { focusRegions.map(\.control) }

    /// Where the control in the focus ring is now, when it is on screen.
    public var focusFrame: Rect? {
        guard let focus else { return nil }
        return focusRegions.first { $0.control == focus }?.frame
    }

    /// Handles Tab, Shift+Tab, and Enter or Space on a control in the ring; false for other keys
    /// (and for Enter or Space while a text field has them).
    func handleFocusKey(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        switch key {
        case .tab where modifiers.isDisjoint(with: [.control, .alt]):
            // Leaving a settings field by Tab keeps what was typed, as Enter would.
            if case .settings(var editing) = overlays.last, editing.isEditingField {
                _ = take(editing.handle(.key(.enter, []), in: context), as: .settings(editing))
            }
            moveFocus(forward: !modifiers.contains(.shift))
            return true
        case .enter, .space:
            guard modifiers.isEmpty, let target = focus, focusTargets.contains(target), target != .promptField,
                  topmost(SettingsEditing.self)?.isEditingField != true else { return false }
            press(target)
            return true
        case .escape where overlays.isEmpty && editing.pasting == nil && focus != nil:
            focus = nil
            return true
        default:
            return false
        }
    }

    /// Moves the ring to the next (or previous) control, wrapping around, and shows it.
    func moveFocus(forward: Bool) {
        let targets = focusTargets
        guard !targets.isEmpty else { return }
        let next: Int
        if let focus, let i = targets.firstIndex(of: focus) {
            next = (i + (forward ? 1 : targets.count - 1)) % targets.count
        } else {
            next = forward ? 0 : targets.count - 1
        }
        focus = targets[next]
        reveal(targets[next])
    }

    /// Presses a control as a click at its centre would; the ring stays on it while it is still there.
    func press(_ target: FocusTarget) {
        reveal(target)
        guard let frame = focusRegions.first(where: { $0.control == target })?.frame else { return }
        handle(.pointerDown(frame.center, .left), now: context.now)
        handle(.pointerUp(frame.center, .left), now: context.now)
        if focusTargets.contains(target) { focus = target }
    }

    /// Scrolls the panel on top so a control shows.
    private func reveal(_ target: FocusTarget) {
        guard var top = overlays.last else { return }
        top.reveal(target, in: context, boards: boards)
        replaceTop(with: top)
    }
}
