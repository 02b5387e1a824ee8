import LifeInterface
import HeaderFeature
import ControlBarFeature
import BoardsFeature
import EditingFeature
import FirstRunFeature
import TimelineFeature
import JumpFeature
import SettingsFeature
import PromptFeature
import BrowserFeature
import HistoryFeature
import CensusFeature
import Foundation
import LifeEngine
import LifeScene

/// Builds the frame's render list from the app state and the theme: the grid, then the bands and
/// notices, then the overlays bottom to top, each drawn by its feature's view. Pure, so tests
/// inspect scenes directly.
public struct SceneBuilder: Sendable {
    /// Tokens to draw with.
    public var theme: Theme

    /// Creates a builder for a theme.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The whole frame.
    public func build(_ state: SceneState, universe: any LifeAlgorithm) -> RenderList {
        var list = RenderList()
        list.commands.append(.fill(state.layout.bounds, theme.colors.background, radius: 0))
        CanvasView(theme: theme).draw(state, universe: universe, into: &list)
        SelectionView(theme: theme).draw(state.selection, pencil: state.pencil, camera: state.camera, grid: state.layout.grid, into: &list)
        TimelineView(theme: theme).draw(history: state.history, generation: state.generation, grid: state.layout.grid, into: &list)
        FirstRunView(theme: theme).draw(state.firstRun, showsCard: state.showsFirstRun, showsHint: state.showsHint, hovered: state.hovered,
                                        pencil: state.pencil, into: &list)
        HeaderView(theme: theme).draw(state.header, band: state.layout.header, into: &list)
        ControlBarView(theme: theme).draw(state.controlBar, layout: state.layout, into: &list)
        NoticeView(theme: theme).draw(state, into: &list)
        for overlay in state.overlays {
            switch overlay {
            case .moreMenu: MoreMenuView(theme: theme).draw(layout: state.layout, hovered: state.hovered, into: &list)
            case .settings(let editing): SettingsView(theme: theme).settings(state.settings, editing: editing, into: &list)
            case .browser(let browser):
                BrowserView(theme: theme).browser(browser, grid: state.layout.grid, closeHot: state.hovered == .patterns,
                                                  cellColor: state.cellColor ?? theme.colors.cell, into: &list)
            case .boards:
                if let panel = state.boardsPanel {
                    BoardsView(theme: theme).draw(panel, grid: state.layout.grid, hovered: state.hovered, cellColor: state.cellColor ?? theme.colors.cell, into: &list)
                }
            case .census(let panel):
                CensusView(theme: theme).draw(panel, grid: state.layout.grid, camera: state.camera, closeHot: state.hovered == .details,
                                              cellColor: state.cellColor ?? theme.colors.cell, into: &list)
            case .history(let panel):
                HistoryView(theme: theme).draw(panel, history: state.runHistory, grid: state.layout.grid, generation: state.generation, into: &list)
            case .prompt(let prompt):
                let hint = prompt.purpose == .jump ? "Now at \(NumberFormat.grouped(state.generation)) · e.g. 1000000, 1e9 or 2^40"
                    : prompt.purpose == .fillDensity ? "Cells alive, in percent: 1 to 100" : nil
                PromptView(theme: theme).draw(prompt, grid: state.layout.grid, hint: hint, into: &list)
            }
        }
        if let progress = state.jumpProgress {
            JumpProgressView(theme: theme).jumpProgress(progress, grid: state.layout.grid, cancelHot: state.hovered == .jump, into: &list)
        }
        NoticeView(theme: theme).drawOverModal(state, into: &list)
        FocusView(theme: theme).draw(state.focusFrame, into: &list)
        if let action = state.tooltip, let text = action.tooltip,
           let button = state.layout.buttons.first(where: { $0.action == action }) {
            ControlBarView(theme: theme).tooltip(text, over: button.frame, bounds: state.layout.bounds, into: &list)
        }
        return list
    }
}
