import LifeInterface
import BoardsFeature
import FirstRunFeature
import SettingsFeature
import PromptFeature
import HistoryFeature
import LifeRun
import LifeScene

/// Keyboard reach: Tab and Shift+Tab move a focus ring through the controls of the screen on top
/// (the overlay, or the grid's starters, hint, banner and bar), scrolling a panel to show the one
/// in the ring; Enter or Space presses it with the same click a pointer would make, so keyboard and
/// mouse reach the same controls through the same layouts.
extension AppModel {
    /// The controls Tab moves through on the screen on top, in reading order.
    public var focusTargets: [FocusTarget] { focusFrames.map(\.target) }

    /// Where the control in the focus ring is now, when it is on screen.
    public var focusFrame: Rect? {
        guard let focus else { return nil }
        return focusFrames.first { $0.target == focus }?.frame
    }

    /// Handles Tab, Shift+Tab, and Enter or Space on a control in the ring; false for other keys
    /// (and for Enter or Space while a text field has them).
    func handleFocusKey(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        switch key {
        case .tab where modifiers.isDisjoint(with: [.control, .alt]):
            finishEditingSettingsField()
            moveFocus(forward: !modifiers.contains(.shift))
            return true
        case .enter, .space:
            guard modifiers.isEmpty, let target = focus, focusTargets.contains(target), !fieldHasKeys(target) else { return false }
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
        guard let frame = focusFrames.first(where: { $0.target == target })?.frame else { return }
        let point = frame.center
        handle(.pointerDown(point, .left), now: lastNow)
        handle(.pointerUp(point, .left), now: lastNow)
        if focusTargets.contains(target) { focus = target }
    }

    /// Whether Enter and Space belong to a text field rather than to the ring: the prompt's field,
    /// or a settings field being edited.
    private func fieldHasKeys(_ target: FocusTarget) -> Bool {
        if target == .promptField { return true }
        return topmost(SettingsEditing.self)?.isEditingField == true
    }

    /// Leaving a settings field by Tab keeps what was typed, as Enter would.
    private func finishEditingSettingsField() {
        guard case .settings(var editing) = overlays.last, editing.isEditingField else { return }
        _ = take(editing.handle(.key(.enter, []), in: context), as: .settings(editing))
    }

    /// Scrolls the panel on top so a control shows.
    private func reveal(_ target: FocusTarget) {
        switch (target, overlays.last) {
        case (.setting(let control), .settings(var editing)?) where control != .close:
            guard let frame = settingsFrames(visibleOnly: false).first(where: { $0.target == target })?.frame else { return }
            let content = editing.layout(in: context).content, margin = 8.0
            if frame.maxY > content.maxY - margin { editing.scroll(by: frame.maxY - content.maxY + margin, in: context) }
            if frame.y < content.y + margin { editing.scroll(by: frame.y - content.y - margin, in: context) }
            replaceTop(with: .settings(editing))
        case (.pattern(let index), .browser(var browser)?):
            browser.reveal(pattern: index, in: context)
            replaceTop(with: .browser(browser))
        case (.censusEntry(let index), .census(var panel)?):
            panel.reveal(entry: index, in: context)
            replaceTop(with: .census(panel))
        case (.board(let index, _), .boards?):
            boards.reveal(index)
        default:
            break
        }
    }

    /// Each control Tab reaches on the screen on top and, when it is on screen now, its frame.
    private var focusFrames: [(target: FocusTarget, frame: Rect?)] {
        switch overlays.last {
        case .moreMenu:
            return layout.moreMenu().map { (.button($0.action), $0.frame) }
        case .settings:
            return settingsFrames(visibleOnly: true)
        case .browser(let browser):
            let layout = browser.layout(in: context)
            return [(.button(.patterns), layout.close)] + browser.patterns.indices.map { index in
                (.pattern(index), layout.cards.first { $0.index == index }?.frame)
            }
        case .boards:
            guard let layout = boards.layout else { return [] }
            var frames: [(target: FocusTarget, frame: Rect?)] = [(.button(.save), layout.save), (.button(.boards), layout.close)]
            for index in (boards.panel?.boards ?? []).indices {
                let row = layout.rows.first { $0.index == index }
                for (i, action) in BoardsLayout.RowAction.allCases.enumerated() {
                    frames.append((.board(index: index, action: action), row?.buttons[i]))
                }
            }
            return frames
        case .census(let panel):
            let layout = panel.layout(in: context)
            return [(.button(.details), layout.close)] + panel.entries.indices.map { index in
                (.censusEntry(index), layout.rows.first { $0.index == index }?.frame)
            }
        case .history:
            let layout = HistoryPanel.layout(in: context)
            // The board's controls stay in reach, but not the hint the panel covers.
            return [(.historyClose, layout.close), (.historyLogScale, layout.logToggle)] + gridFrames.filter { $0.target != .button(.dismissHint) }
        case .prompt(let prompt):
            let layout = PromptLayout(grid: layout.grid, prompt: prompt)
            return [(.promptField, layout.field)] + layout.formats.enumerated().map { (.promptFormat($0.offset), $0.element) }
                + [(.promptCancel, layout.cancel), (.promptConfirm, layout.confirm)]
        case nil:
            return gridFrames
        }
    }

    /// On the grid: the ending banner's button, the starters, the hint's close, then the bar's
    /// buttons that do something now.
    private var gridFrames: [(target: FocusTarget, frame: Rect?)] {
        var frames: [(target: FocusTarget, frame: Rect?)] = []
        if simulation.ending != nil {
            let banner = BannerLayout(grid: layout.grid, metrics: theme.metrics)
            frames += [(.button(.details), banner.details), (.button(.keepRunning), banner.button)]
        }
        frames += firstRun.buttons(in: context, showsCard: showsFirstRun).map { (.button($0.action), $0.frame) }
        // The bar left to right, as it reads.
        for button in layout.buttons.sorted(by: { $0.frame.x < $1.frame.x }) where ControlBarView.isEnabled(button.action, canReset: simulation.canReset, population: simulation.population,
                                                                     generation: simulation.generation, jumping: simulation.isJumping,
                                                                     canStepBack: simulation.canStepBack) {
            frames.append((.button(button.action), button.frame))
        }
        return frames
    }

    /// The modal's controls in reading order (close first, then down each column, Reset last);
    /// with `visibleOnly`, those scrolled out of its content have no frame.
    private func settingsFrames(visibleOnly: Bool) -> [(target: FocusTarget, frame: Rect?)] {
        let modal = (topmost(SettingsEditing.self) ?? SettingsEditing()).layout(in: context)
        var frames: [(SettingsControl, Rect)] = modal.speeds.enumerated().map { (.speed($0.offset), $0.element.1) }
        frames += modal.rows.map { (.toggle($0.toggle), $0.control) }
        frames += [(.hyperStep(-1), modal.hyperStepSteppers[0].frame), (.hyperStep(0), modal.hyperStepValue),
                   (.hyperStep(1), modal.hyperStepSteppers[1].frame)]
        frames += modal.memorySteppers.map { (.memory($0.delta), $0.frame) }
        frames += modal.historySteppers.map { (.historyMemory($0.delta), $0.frame) }
        frames += modal.themes.enumerated().map { (.theme($0.offset), $0.element) }
        frames += modal.swatches.enumerated().map { (.swatch($0.offset), $0.element) }
        frames.append((.hex, modal.hexField))
        frames += modal.sizes.enumerated().map { (.size($0.offset), $0.element.1) }
        frames += modal.steppers.enumerated().map { (.stepper($0.offset), $0.element.frame) }
        frames.append((.rule, modal.ruleField))
        // Two columns read left column first.
        let twoColumns = modal.panel.width > SettingsLayout.maxWidth + 1
        func column(_ r: Rect) -> Int { twoColumns && r.x >= modal.panel.midX ? 1 : 0 }
        frames.sort { a, b in
            (column(a.1), a.1.y.rounded(), a.1.x) < (column(b.1), b.1.y.rounded(), b.1.x)
        }
        frames.append((.reset, modal.resetButton))
        let content = modal.content
        let shown = frames.map { control, frame -> (target: FocusTarget, frame: Rect?) in
            let visible = !visibleOnly || (frame.y >= content.y && frame.maxY <= content.maxY)
            return (.setting(control), visible ? frame : nil)
        }
        return [(.setting(.close), modal.close)] + shown
    }
}
