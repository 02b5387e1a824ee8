import LifeEngine
import LifeInterface
import LifeRun
import LifeScene

/// The history panel's input. Presses inside the panel are its own: the log switch, close, and a
/// press or drag on the graph that shows that generation on the board. The rest of the window
/// works as usual beside it (keys included), and Escape closes it.
extension HistoryPanel {
    /// The panel's layout for the run as it is now.
    public static func layout(in context: FeatureContext) -> HistoryLayout {
        HistoryLayout(grid: context.layout.grid, metrics: context.theme.metrics, range: context.simulation.history.range)
    }

    /// Handles an event while the panel is on top.
    public mutating func handle(_ event: InputEvent, in context: FeatureContext) -> OverlayReply {
        let layout = Self.layout(in: context)
        switch event {
        case .pointerMoved(let point):
            if isDragging { show(generationAt: point.x, layout: layout, in: context) }
            hovered = layout.graph.contains(point) || isDragging ? layout.generation(atX: point.x) : nil
            // The pointer over the board beside the panel is the board's too.
            return layout.panel.contains(point) || isDragging ? .handled : .updated
        case .pointerLeft:
            hovered = nil
            return .updated
        case .pointerDown(let point, .left, _):
            guard layout.panel.contains(point) else { return .passed }
            if layout.close.contains(point) { return .close }
            if layout.logToggle.contains(point) {
                isLogarithmic.toggle()
                context.preferences.historyLogarithmic = isLogarithmic
            } else if layout.graph.contains(point) {
                isDragging = true
                show(generationAt: point.x, layout: layout, in: context)
            }
        case .pointerDown(let point, _, _), .wheel(_, _, let point):
            return layout.panel.contains(point) ? .handled : .passed
        case .pointerUp:
            guard isDragging else { return .passed }
            isDragging = false
        case .key(.escape, []):
            return .close
        default:
            return .passed
        }
        return .handled
    }

    /// Shows the generation under `x` on the graph, or says why it cannot.
    private func show(generationAt x: Double, layout: HistoryLayout, in context: FeatureContext) {
        let target = layout.generation(atX: x)
        let simulation = context.simulation
        context.backwards = nil
        guard target != simulation.generation else { return }
        if !context.travel(to: target) {
            let start = simulation.historyRange?.lowerBound ?? simulation.generation
            context.show("Generation \(NumberFormat.grouped(target)) is before generation \(NumberFormat.grouped(start)), where this board was opened: its figures are kept, its cells are not")
        }
    }
}

extension HistoryPanel {
    /// Its controls in reading order.
    public static func regions(in context: FeatureContext) -> [Region<HistoryControl>] {
        let layout = layout(in: context)
        return [Region(.close, layout.close), Region(.logScale, layout.logToggle)]
    }
}
