/// A control of the pattern browser the focus ring reaches.
public enum BrowserControl: Equatable, Sendable {
    /// The close button.
    case close
    /// A pattern's card, by index.
    case pattern(Int)
}
