import LifeInterface
import HeaderFeature
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
        let floating = editing.floatingPaste
        return SceneState(
            layout: layout, camera: camera, revision: simulation.revision, generation: simulation.generation,
            history: simulation.historyRange, runHistory: simulation.history, hovered: hover.hovered, pressed: hover.pressed,
            ending: simulation.ending, overlays: overlays, gridLines: context.preferences.gridLines, cellColor: context.liveCellColor,
            rule: simulation.universe.rule.description,
            tooltip: hover.tooltipShown && overlays.isEmpty ? hover.hovered : nil, // never over an open menu or panel
            notice: notice, settings: SettingsValues.current(in: context, closeHot: hover.hovered == .settings),
            jumpProgress: simulation.jumpProgress.map { JumpProgress(fraction: $0.fraction, target: $0.target) },
            focusFrame: focusFrame, firstRun: FirstRunState.layout(in: context), showsFirstRun: showsFirstRun,
            showsHint: firstRun.showsHint(covered: hintCovered), selection: editing.selection,
            pasteMode: editing.pasteMode, pencil: editing.pencil, pasting: floating?.cells,
            pasteBounds: floating?.bounds, boardsPanel: boards.panel, controlBar: controlBar, header: header)
    }

    /// What the header shows now.
    var header: HeaderValues {
        HeaderValues.current(in: context, selection: editing.selection, selectionPopulation: editing.selectionPopulation(in: context))
    }
}
