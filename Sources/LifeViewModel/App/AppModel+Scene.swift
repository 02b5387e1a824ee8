import LifeInterface
import PicturesFeature
import ScriptsFeature
import PromptFeature
import HeaderFeature
import ControlBarFeature
import BoardsFeature
import EditingFeature
import FirstRunFeature
import JumpFeature
import SettingsFeature
import HistoryFeature
import TimelineFeature
import LifeRun
import LifeEngine
import LifeScene

/// What the frame is built from, and which button lies under a point: the picture and the hit
/// test read the same layouts.
extension AppModel {
    /// What the control bar shows now.
    var controlBar: ControlBarValues {
        ControlBarValues.current(in: context, hover: hover, pencil: editing.pencil,
                                 drawState: editing.drawState(for: simulation.universe.rule), historyOpen: overlays.contains { $0.kind == .history })
    }

    /// The state the scene is built from.
    public var sceneState: SceneState {
        let floating = editing.floatingPaste(showing: camera.visibleCells, zoom: camera.zoom)
        let export = topmost(ExportDialog.self).map { ExportPlan.make($0.options, selection: editing.selection, in: context) }
        return SceneState(
            layout: layout, camera: camera, revision: simulation.revision, generation: simulation.generation,
            history: simulation.historyRange, runHistory: simulation.history, hovered: hover.hovered, pressed: hover.pressed,
            ending: simulation.ending, layers: layers, gridLines: context.preferences.gridLines, cellColor: context.liveCellColor,
            rule: simulation.universe.rule.description,
            // Never over an open menu or panel; a bar button the ring reached (its icon alone says little) has its tooltip at once.
            tooltip: overlays.isEmpty ? (hover.tooltipShown ? hover.hovered : nil) ?? focus?.buttonAction : nil,
            notice: quitGuard.warning(at: context.now) ?? notice, settings: SettingsValues.current(in: context, closeHot: hover.hovered == .settings),
            focus: focus, firstRun: FirstRunState.layout(in: context), selection: editing.selection,
            pasteMode: editing.pasteMode, pencil: editing.pencil, pasting: floating?.cells, pasteScale: floating?.scale ?? 1,
            pasteBounds: floating?.bounds, boardsPanel: boards.shownPanel, controlBar: controlBar, header: header,
            pointerCell: pointerCell.map(simulation.topology.gollyCoordinates), cursor: editing.cursorCell(in: context),
            boardTop: context.framedBoard.map { camera.screenRect(of: Cell($0.x, $0.y)).y }, timelinePointer: TimelineActions.pointer(overBar: hover.position, in: context),
            exportSummary: (try? export?.get())?.summary, exportGridLines: (try? export?.get())?.drawsGridLines ?? true, exportRefusal: export.flatMap { if case .failure(let refusal) = $0 { refusal.message } else { nil } })
    }

    /// The cell under the pointer, while the pointer is over the grid and no panel covers it (the cell cursor's while the ring is on the grid).
    var pointerCell: Cell? {
        if focus == .board { return editing.cursorCell(in: context) }
        guard let pointer, layout.grid.contains(pointer), !overlays.contains(where: \.isModal) else { return nil }
        return camera.cell(at: pointer)
    }

    /// What lies over the grid, bottom to top (`Layer.stack`): a floating paste, the starter card
    /// and hint, the ending banner, the overlays opened, and the panels of work under way.
    var layers: [Layer] {
        var board: [Layer] = []
        if editing.pasting != nil { board.append(.paste) }
        let card = showsFirstRun, hint = firstRun.showsHint(covered: hintCovered)
        if card || hint { board.append(.firstRun(card: card, hint: hint)) }
        if let ending = simulation.ending { board.append(.ending(ending)) }
        return Layer.stack(board: board, overlays: overlays,
                           jump: JumpProgress(of: simulation, now: context.now),
                           recording: exports.progress.map { .recording(done: $0.done, frames: $0.frames, kind: $0.kind, sizing: $0.sizing) },
                           script: scripts.job.map { .script($0.name, seconds: scripts.seconds(at: context.now) ?? 0) })
    }

    /// What the header shows now.
    var header: HeaderValues {
        HeaderValues.current(in: context, selection: editing.selection, selectionPopulation: editing.selectionPopulation(in: context),
                             busy: scripts.isRunning ? "Script running" : nil, cursorOnGrid: focus == .board)
    }
}
