import LifeInterface

/// The open history panel: whether its figures are drawn on a log scale, and where the pointer is
/// over the graph (its figures show in the readout).
public struct HistoryPanel: Equatable, Sendable {
    /// Population, births and deaths on a log scale.
    public var isLogarithmic = false
    /// Where the pointer is across the graph, while it is over it (a position, not a generation:
    /// when the run's range changes under a still pointer, an undo say, the figures shown are
    /// those under it now, not of the generation it was over before).
    public var hoverX: Double?

    /// The generation under the pointer in `layout`, while it is over the graph.
    public func hovered(in layout: HistoryLayout) -> Int64? { hoverX.map(layout.generation(atX:)) }
    /// Whether a press on the graph is being dragged (the board follows it).
    public var isDragging = false

    /// A panel on a linear (or log) scale.
    public init(isLogarithmic: Bool = false) {
        self.isLogarithmic = isLogarithmic
    }

    /// The panel as it opens: on the scale chosen last.
    public static func opening(in context: FeatureContext) -> HistoryPanel {
        HistoryPanel(isLogarithmic: context.preferences.historyLogarithmic)
    }
}
