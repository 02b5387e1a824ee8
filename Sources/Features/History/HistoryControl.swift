/// A control of the history panel the focus ring reaches.
public enum HistoryControl: Equatable, Sendable {
    /// The close button.
    case close
    /// The switch between a linear and a logarithmic scale.
    case logScale
}
