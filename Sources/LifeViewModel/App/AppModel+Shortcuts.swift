import LifeInterface
import PicturesFeature
import EditingFeature
import TimelineFeature
import SettingsFeature
import PromptFeature
import CensusFeature
import LifeScene
import ShortcutsFeature
import ScriptsFeature

/// What the keyboard shortcuts of `KeyBindings` do.
extension AppModel {
    /// Carries out a keyboard shortcut.
    func run(_ command: AppCommand, now: Double) {
        context.now = now
        defer { carryOutRequests() }
        switch command {
        case .perform(let action): perform(action, now: now)
        case .saveBoard: boards.save()
        case .saveBoardAs: boards.saveAs()
        case .export: open(.prompt(PatternExport.prompt(in: context)))
        case .undo: editing.undo(in: context)
        case .redo: editing.redo(in: context)
        case .paste: editing.paste(in: context, pointer: GridCovers.clear(pointer, in: sceneState, theme: theme))
        case .copy: editing.copy(in: context)
        case .cut: editing.cutSelection(in: context)
        case .selectAll: editing.selectAll(in: context)
        case .clearOutside: editing.clearOutsideSelection(in: context)
        case .invert: editing.invertSelection(in: context)
        case .transform(let transform): editing.transformSelection(transform, in: context)
        case .cyclePasteMode: editing.cyclePasteMode(in: context)
        case .togglePencil: editing.togglePencil(in: context)
        case .changeDrawState(let step): editing.changeDrawState(by: step, in: context)
        case .delete: if editing.selection != nil { editing.deleteSelection(in: context) } else { perform(.clear, now: now) }
        case .quit: requestQuit(now: now)
        case .identify: if let panel = identifying.start(in: context, within: editing.selection) { open(.census(panel)) }
        case .playBackwards: TimelineActions.toggleBackwards(in: context)
        case .zoom(let factor): context.zoom(by: factor, anchor: layout.grid.center)
        case .changeSpeed(let steps): SettingsActions.changeSpeed(by: steps, in: context)
        case .changeHyperStep(let steps): SettingsActions.changeHyperStep(by: steps, in: context)
        case .pan(let delta): context.pan(by: delta)
        case .escape: editing.clearSelection()  // a floating paste's layer takes Escape first
        case .showShortcuts: toggle(.shortcuts(ShortcutSheet(entries: ShortcutCatalog.entries)))
        case .openFile: files.chooseToOpen(in: context)
        case .savePatternAs: files.chooseToSave(in: context)
        case .exportPicture: openExport(.picture)
        case .record: openExport(.movie)
        case .runScript: files.chooseScript(in: context)
        case .runLastScript: scripts.startLast(selection: editing.selection, in: context)
        }
    }

    /// Quits; while a recording or a script runs, or work cannot be saved, only when asked again soon after (`QuitGuard`).
    func requestQuit(now: Double) {
        let risk = QuitRisk.of(recording: exports.isRecording, script: scripts.isRunning, unsavableWork: boards.losesWorkAtQuit, autosaveFailed: boards.autosaveFailure != nil)
        if quitGuard.allows(now: now, risk: risk, in: context) { quitRequested = true }
    }

    /// Opens the export dialog on a picture or a movie (the options last used for it), or closes it.
    func openExport(_ kind: ExportOptions.Kind) {
        if let open = topmost(ExportDialog.self), open.options.kind == kind {
            stack.close(.export)
            return
        }
        open(.export(exports.dialog(kind, hasSelection: editing.selection != nil, in: context)))
    }
}
