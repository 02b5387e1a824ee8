import LifeInterface
import ControlBarFeature
import BoardsFeature
import EditingFeature
import FirstRunFeature
import JumpFeature
import SettingsFeature
import HistoryFeature
import LifeRun
import LifeEngine
import LifeScene

/// What the frame is built from, and which button lies under a point: the picture and the hit
/// test read the same layouts.
extension AppModel {
    /// What the control bar shows now.
    var controlBar: ControlBarValues {
        ControlBarValues.current(in: context, hover: hover, pencil: editing.pencil, historyOpen: overlays.contains { $0.kind == .history })
    }

    /// The state the scene is built from.
    public var sceneState: SceneState {
        // The hint is hidden under a modal panel and under the history panel, which covers the grid's foot.
        let modalOpen = overlays.contains { $0.isModal || $0.kind == .history }
        let floating = editing.floatingPaste
        return SceneState(
            layout: layout, camera: camera, revision: simulation.revision, generation: simulation.generation, population: simulation.population,
            exactPopulation: simulation.universe.exactPopulation, isPlaying: simulation.isPlaying, 
            history: simulation.historyRange, runHistory: simulation.history,
            generationsPerSecond: simulation.generationsPerSecond, hovered: hover.hovered, pressed: hover.pressed,
            ending: simulation.ending, confirmingEnding: simulation.isConfirmingEnding,
            overlays: overlays, gridLines: context.preferences.gridLines, cellColor: context.liveCellColor, rule: simulation.universe.rule.description,
            tooltip: hover.tooltipShown && overlays.isEmpty ? hover.hovered : nil, // never over an open menu or panel
            birthsAndDeaths: simulation.generation > 0 ? simulation.universe.lastStepBirthsAndDeaths.map { BirthsAndDeaths(births: $0.births, deaths: $0.deaths) } : nil,
            notice: notice, analytics: analytics,
            hyperspeed: simulation.hyperspeed, hyperStepLog: simulation.hyperStepLog, hyperStepFixed: simulation.hyperStepFixed != nil,
            settings: SettingsValues.current(in: context, closeHot: hover.hovered == .settings),
            jumpProgress: simulation.jumpProgress.map { JumpProgress(fraction: $0.fraction, target: $0.target) },
            focusFrame: focusFrame, firstRun: FirstRunState.layout(in: context), showsFirstRun: showsFirstRun,
            showsHint: !firstRun.hintDismissed && !modalOpen,
            bounds: simulation.universe.bounds, selection: editing.selection, selectionPopulation: editing.selectionPopulation(in: context),
            pasteMode: editing.pasteMode, pencil: editing.pencil, playingBackwards: context.backwards != nil, pasting: floating?.cells,
            pasteBounds: floating?.bounds, boardsPanel: boards.panel, controlBar: controlBar)
    }
}
