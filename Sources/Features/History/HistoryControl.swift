/// A control of the history panel the focus ring reaches.
public enum HistoryControl: Equatable, Sendable {
    /// The close button.
    case close
    /// The switch between a linear and a logarithmic scale.
    case logScale
    /// The graph, pressed or dragged to show a generation (not in the focus ring).
    case graph
    /// The panel itself, which keeps the pointer from the board under it (not in the focus ring).
    case panel
}
