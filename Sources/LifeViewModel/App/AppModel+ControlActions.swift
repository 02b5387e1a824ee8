import LifeInterface
import BoardsFeature
import EditingFeature
import PromptFeature
import JumpFeature
import FirstRunFeature
import TimelineFeature
import SettingsFeature
import BrowserFeature
import FilesFeature
import LifeStore
import HistoryFeature
import LifeRun
import LifeEngine

/// What the control bar's buttons (and the starters, hint and menu entries that share its actions) do.
extension AppModel {
    /// Performs a control action as if its button were clicked.
    public func perform(_ action: ControlAction, now: Double) {
        context.now = now
        defer { carryOutRequests() }
        switch action {
        case .playPause: RunControls.playPause(in: context)
        case .step: RunControls.step(in: context)
        case .stepBack: TimelineActions.stepBack(in: context)
        case .reset: RunControls.reset(in: context)
        case .zoomIn: context.zoom(by: Camera.wheelZoomStep * Camera.wheelZoomStep, anchor: layout.grid.center)
        case .zoomOut: context.zoom(by: 1 / (Camera.wheelZoomStep * Camera.wheelZoomStep), anchor: layout.grid.center)
        case .fit: fit(now: now)
        case .details: toggleDetails()
        case .pencil: editing.togglePencil(in: context)
        case .keepRunning: RunControls.keepRunning(in: context)
        case .settings: toggle(.settings(SettingsEditing()))
        case .patterns:
            // The scripts run lately come first, then the files opened lately.
            toggle(.browser(PatternBrowser(patterns: context.services.listPatterns(), recent: files.recent.patterns(in: context), scripts: scripts.recent)))
        case .more: toggle(.moreMenu)
        case .boards: if !stack.close(.boards), boards.openPanel() { open(.boards) }
        case .history: toggle(.history(HistoryPanel.opening(in: context)))
        case .save: boards.save()
        case .jump: if JumpActions.toggle(in: context) { open(.prompt(TextPrompt(.jump))) }
        case .exportPicture: openExport(.picture)
        case .record: openExport(.movie)
        case .runScript: files.chooseScript(in: context)
        case .starter(let starter): FirstRunState.place(starter, in: context)
        case .dismissHint: firstRun.hintDismissed = true
        case .clear: editing.clear(in: context)
        case .randomFill:
            // With cells selected, the dice fill the selection at a density asked for (when it is not too large to fill).
            if editing.selection == nil { editing.randomFill(in: context) } else if editing.selectionFillable(in: context) { open(.prompt(TextPrompt(.fillDensity, text: editing.fillDensityText))) }
        }
    }
}
