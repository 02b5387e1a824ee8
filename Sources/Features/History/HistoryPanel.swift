import LifeInterface

/// The open history panel: whether its figures are drawn on a log scale, and where the pointer is
/// over the graph (its figures show in the readout).
public struct HistoryPanel: Equatable, Sendable {
    /// Population, births and deaths on a log scale.
    public var isLogarithmic = false
    /// The generation under the pointer, while it is over the graph.
    public var hovered: Int64?
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
