/// A control of the Details panel the focus ring reaches.
public enum CensusControl: Equatable, Sendable {
    /// The close button.
    case close
    /// An entry's row, by index.
    case entry(Int)
    /// The panel itself, where a click reaches no row (not in the focus ring).
    case panel
}
