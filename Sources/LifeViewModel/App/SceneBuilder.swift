import LifeInterface
import HeaderFeature
import ControlBarFeature
import EditingFeature
import TimelineFeature
import LifeEngine
import LifeScene

/// The UI pass: builds the frame from the app state and the theme, the grid first, then the bands,
/// the layers over the grid bottom to top (each drawn by its feature's view, which lists its
/// regions as it draws), the focus ring and a tooltip. Pure, so tests inspect frames directly.
public struct SceneBuilder: Sendable {
    /// Tokens to draw with.
    public var theme: Theme

    /// Creates a builder for a theme.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The whole frame.
    public func build(_ state: SceneState, universe: any LifeAlgorithm) -> UIFrame {
        var frame = UIFrame()
        frame.list.commands.append(.fill(state.layout.bounds, theme.colors.background, radius: 0))
        CanvasView(theme: theme).draw(state, universe: universe, into: &frame.list)
        chrome(state, into: &frame)
        return frame
    }

    /// Everything but the grid's cells: what the regions come from.
    func chrome(_ state: SceneState) -> UIFrame {
        var frame = UIFrame()
        chrome(state, into: &frame)
        return frame
    }

    private func chrome(_ state: SceneState, into frame: inout UIFrame) {
        SelectionView(theme: theme).draw(state.selection, pencil: state.pencil, camera: state.camera, grid: state.layout.grid, into: &frame.list)
        let timeline = TimelineView(theme: theme).draw(history: state.history, generation: state.generation, ending: state.runHistory.ending?.generation,
                                                       grid: state.layout.grid, into: &frame.list)
        let sparkline = HeaderView(theme: theme).draw(state.header, band: state.layout.header, into: &frame.list)
        frame.board = ControlBarView(theme: theme).draw(state.controlBar, layout: state.layout, into: &frame.list).map { $0.map(FocusTarget.button) }
        frame.board += [Region(FocusTarget.timeline, timeline, focusable: false), Region(.sparkline, sparkline, focusable: false)]
        frame.grid = Region(.board, EditingState.cursorFrame(of: state.cursor, camera: state.camera, grid: state.layout.grid))
        var noticeDrawn = false
        for layer in state.layers {
            if !layer.isOnBoard && !noticeDrawn {
                NoticeView(theme: theme).draw(state, into: &frame.list)
                noticeDrawn = true
            }
            frame.layers.append((layer, layer.draw(state, theme: theme, into: &frame.list)))
        }
        if !noticeDrawn { NoticeView(theme: theme).draw(state, into: &frame.list) }
        NoticeView(theme: theme).drawOverModal(state, into: &frame.list)
        // The generation under the pointer is read out over the bar (on a long run's log scale the
        // place alone told it), over what lies on the board, unless a panel lies over it.
        TimelineView(theme: theme).drawReadout(history: state.history, ending: state.runHistory.ending?.generation,
                                               pointer: state.overlays.contains(where: \.isModal) ? nil : state.timelinePointer,
                                               grid: state.layout.grid, into: &frame.list)
        if state.focus == .board { CellCursorView(theme: theme).draw(frame.focusFrame(of: .board), into: &frame.list) }
        FocusView(theme: theme).draw(frame.focusFrame(of: state.focus), into: &frame.list)
        if let action = state.tooltip, let text = action.tooltip,
           let button = frame.board.first(where: { $0.control == .button(action) })?.frame {
            ControlBarView(theme: theme).tooltip(text, over: button, bounds: state.layout.bounds,
                                                 clearOf: state.showsHint ? state.firstRun.hint : nil, into: &frame.list)
        }
    }
}
