import LifeScene

/// What the keyboard shortcuts of `KeyBindings` do.
extension AppModel {
    /// Carries out a keyboard shortcut.
    func run(_ command: AppCommand, now: Double) {
        switch command {
        case .perform(let action): perform(action, now: now)
        case .saveBoard: saveBoard(now: now)
        case .saveBoardAs: saveBoardAs(now: now)
        case .export: openExportPrompt()
        case .undo: undo(now: now)
        case .redo: redo(now: now)
        case .paste: paste(now: now)
        case .copy: copy(now: now)
        case .quit: quitRequested = true
        case .identify: identifyPattern(now: now)
        case .zoom(let factor): zoom(by: factor, anchor: layout.grid.center, now: now)
        case .changeSpeed(let steps): changeSpeed(by: steps)
        case .pan(let delta): pan(by: delta)
        case .cancelPaste:
            guard pasting != nil else { return }
            pasting = nil
            show("Paste cancelled", now: now)
        }
    }
}
