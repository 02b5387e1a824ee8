import LifeInterface
import TimelineFeature
import SettingsFeature
import LifeScene

/// What the keyboard shortcuts of `KeyBindings` do.
extension AppModel {
    /// Carries out a keyboard shortcut.
    func run(_ command: AppCommand, now: Double) {
        lastNow = now
        defer { carryOutRequests() }
        switch command {
        case .perform(let action): perform(action, now: now)
        case .saveBoard: saveBoard(now: now)
        case .saveBoardAs: saveBoardAs(now: now)
        case .export: openExportPrompt()
        case .undo: undo(now: now)
        case .redo: redo(now: now)
        case .paste: paste(now: now)
        case .copy: if selection != nil { copySelection(now: now) } else { copy(now: now) }
        case .cut: cutSelection(now: now)
        case .selectAll: selectAll(now: now)
        case .clearOutside: clearOutsideSelection(now: now)
        case .invert: invertSelection(now: now)
        case .transform(let transform): transformSelection(transform, now: now)
        case .cyclePasteMode: cyclePasteMode(now: now)
        case .togglePencil: togglePencil(now: now)
        case .delete: if selection != nil { deleteSelection(now: now) } else { perform(.clear, now: now) }
        case .quit: quitRequested = true
        case .identify: identifyPattern()
        case .playBackwards: TimelineActions.toggleBackwards(in: context)
        case .zoom(let factor): context.zoom(by: factor, anchor: layout.grid.center)
        case .changeSpeed(let steps): SettingsActions.changeSpeed(by: steps, in: context)
        case .changeHyperStep(let steps): SettingsActions.changeHyperStep(by: steps, in: context)
        case .pan(let delta): context.pan(by: delta)
        case .escape:
            if pasting != nil {
                pasting = nil
                show("Paste cancelled", now: now)
            } else if selection != nil {
                clearSelection()
            }
        }
    }
}
