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

    /// Handles an event while the panel is on top; `hit` is its control under the pointer (nil
    /// off the panel, where the board beside it is in use), from the regions the UI pass listed.
    public mutating func handle(_ event: InputEvent, hit: HistoryControl?, in context: FeatureContext) -> OverlayReply {
        let layout = Self.layout(in: context)
        switch event {
        case .pointerMoved(let point):
            if isDragging { show(generationAt: point.x, layout: layout, in: context) }
            hoverX = hit == .graph || isDragging ? point.x : nil
            // The pointer over the board beside the panel is the board's too.
            return hit != nil || isDragging ? .handled : .updated
        case .pointerLeft:
            hoverX = nil
            return .updated
        case .pointerDown(let point, .left, _):
            switch hit {
            case nil: return .passed
            case .close?: return .close
            case .logScale?:
                isLogarithmic.toggle()
                context.preferences.historyLogarithmic = isLogarithmic
            case .graph?:
                isDragging = true
                show(generationAt: point.x, layout: layout, in: context)
            case .panel?: break
            }
        case .pointerDown, .wheel:
            return hit != nil ? .handled : .passed
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
        if context.travel(to: target) {
            // Far along the run, life is elsewhere and of another size: framed, as after a jump.
            if context.preferences.autoZoom { context.request(.fit) }
        } else {
            let start = simulation.historyRange?.lowerBound ?? simulation.generation
            context.show("Generation \(NumberFormat.grouped(target)) is before generation \(NumberFormat.grouped(start)), where this board was opened: its figures are kept, its cells are not")
        }
    }
}
