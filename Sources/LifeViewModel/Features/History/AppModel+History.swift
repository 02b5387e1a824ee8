import LifeEngine
import LifeScene

/// The history panel (H, or the chart button): the run's population, births and deaths as a
/// graph beside the board, which stays in use. Hovering shows a generation's figures; a press
/// or drag on the graph shows that generation on the board.
extension AppModel {
    /// The open history panel, if any.
    var historyPanel: HistoryPanel? {
        get {
            for overlay in overlays.reversed() { if case .history(let panel) = overlay { return panel } }
            return nil
        }
        set {
            guard let index = overlays.lastIndex(where: { $0.kind == .history }) else { return }
            if let newValue { overlays[index] = .history(newValue) } else { overlays.remove(at: index) }
            needsRedraw = true
        }
    }

    /// The panel's layout for the run as it is now.
    var historyLayout: HistoryLayout {
        HistoryLayout(grid: layout.grid, metrics: theme.metrics, range: simulation.history.range)
    }

    /// Events while the history panel is on top. Presses inside the panel are its own; the rest of
    /// the window works as usual (keys included), and Escape closes it.
    func handleHistory(_ event: InputEvent, now: Double) -> Bool {
        guard var panel = historyPanel else { return false }
        let layout = historyLayout
        switch event {
        case .pointerMoved(let point):
            if panel.isDragging { show(generationAt: point.x, layout: layout, now: now) }
            panel.hovered = layout.graph.contains(point) || panel.isDragging ? layout.generation(atX: point.x) : nil
            historyPanel = panel
            guard layout.panel.contains(point) || panel.isDragging else { return false }
            setHovered(action(at: point))
        case .pointerLeft:
            panel.hovered = nil
            historyPanel = panel
            return false
        case .pointerDown(let point, .left, _):
            guard layout.panel.contains(point) else { return false }
            if layout.close.contains(point) {
                historyPanel = nil
                return true
            }
            if layout.logToggle.contains(point) {
                panel.isLogarithmic.toggle()
                historyLogarithmic = panel.isLogarithmic
            } else if layout.graph.contains(point) {
                panel.isDragging = true
                show(generationAt: point.x, layout: layout, now: now)
            }
            historyPanel = panel
        case .pointerDown(let point, _, _):
            return layout.panel.contains(point)
        case .pointerUp:
            guard panel.isDragging else { return false }
            panel.isDragging = false
            historyPanel = panel
        case .wheel(_, _, let point):
            return layout.panel.contains(point)
        case .key(.escape, []):
            historyPanel = nil
        default:
            return false
        }
        return true
    }

    /// Shows the generation under `x` on the graph, or says why it cannot.
    private func show(generationAt x: Double, layout: HistoryLayout, now: Double) {
        let target = layout.generation(atX: x)
        backwards = nil
        guard target != simulation.generation else { return }
        if !travel(to: target, now: now) {
            let start = simulation.historyRange?.lowerBound ?? simulation.generation
            show("Generation \(NumberFormat.grouped(target)) is before generation \(NumberFormat.grouped(start)), where this board was opened: its figures are kept, its cells are not", now: now)
        }
        needsRedraw = true
    }
}
