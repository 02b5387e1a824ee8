import LifeInterface
import LifeScene

/// The history panel along the bottom of the grid, above the timeline bar: a title with the log
/// scale switch and close, the graph spanning the run's generations, the axis labels under it and
/// one line for the legend or the figures under the pointer. Clicks and the picture both use it.
public struct HistoryLayout: Equatable, Sendable {
    /// The panel, its title, the log switch and close.
    public let panel: Rect, title: Rect, logToggle: Rect, close: Rect
    /// The plot area.
    public let graph: Rect
    /// The generation labels under the graph's ends.
    public let startLabel: Rect, endLabel: Rect
    /// The figures under the pointer (or how to use the graph).
    public let readout: Rect
    /// The legend's entries (population, births, deaths) in the title row; empty when it has no room.
    public let legend: [Rect]
    /// The scale labels between the generation labels: the population's top, and the births' and deaths'.
    public let populationScale: Rect, changeScale: Rect
    /// The generations along the graph, left edge to right edge: on a log scale for a long run,
    /// as on the timeline bar under it (linear, a run leapt to 10^16 drew all but its last leap
    /// in the first pixel).
    public let axis: RunAxis

    /// Lays the panel out over `grid` for a run spanning `range`.
    public init(grid: Rect, metrics: ThemeMetrics, range: ClosedRange<Int64>) {
        let width = min(900, grid.width - 32)
        let height = min(260, max(170, (grid.height - 40) * 0.6))
        let inset = metrics.padding
        // Clear of the timeline bar (the bottom 24 points of the grid).
        panel = Rect(x: (grid.midX - width / 2).rounded(), y: (grid.maxY - 24 - height).rounded(), width: width, height: height)
        close = Rect(x: panel.maxX - inset - 28, y: panel.y + 12, width: 28, height: 28)
        logToggle = Rect(x: close.x - 8 - 84, y: panel.y + 12, width: 84, height: 28)
        // The legend sits right of the title when the row has room for both.
        let entry = 86.0, titleWidth = 124.0
        let legendX = logToggle.x - 12 - 3 * entry, rowY = panel.y + 12
        legend = legendX >= panel.x + inset + titleWidth
            ? (0..<3).map { Rect(x: legendX + Double($0) * entry, y: rowY, width: entry - 6, height: 28) } : []
        title = Rect(x: panel.x + inset, y: panel.y + 12, width: max(40, (legend.first?.x ?? logToggle.x) - 8 - panel.x - inset), height: 28)
        readout = Rect(x: panel.x + inset, y: panel.maxY - 8 - 18, width: width - 2 * inset, height: 18)
        let labelWidth = min(110, (width - 2 * inset) / 5)
        startLabel = Rect(x: panel.x + inset, y: readout.y - 18, width: labelWidth, height: 16)
        endLabel = Rect(x: panel.maxX - inset - labelWidth, y: startLabel.y, width: labelWidth, height: 16)
        let middle = endLabel.x - startLabel.maxX - 16
        populationScale = Rect(x: startLabel.maxX + 8, y: startLabel.y, width: middle * 0.4, height: 16)
        changeScale = Rect(x: populationScale.maxX + 8, y: startLabel.y, width: middle * 0.6 - 8, height: 16)
        graph = Rect(x: panel.x + inset, y: panel.y + 48, width: width - 2 * inset, height: max(20, startLabel.y - 4 - (panel.y + 48)))
        axis = RunAxis(range, from: graph.x, length: graph.width)
    }

    /// The generations the graph spans.
    public var range: ClosedRange<Int64> { axis.range }

    /// Where along the graph a generation lies.
    public func x(for generation: Int64) -> Double { axis.x(for: generation) }

    /// The generation under a point's x on the graph.
    public func generation(atX x: Double) -> Int64 { axis.generation(atX: x) }
}
