/// A control of the pattern browser the focus ring reaches.
public enum BrowserControl: Equatable, Sendable {
    /// The close button.
    case close
    /// A pattern's card, by index.
    case pattern(Int)
    /// Run a Lua script (in the title row).
    case runScript
    /// A recent script's card, by index.
    case script(Int)
    /// The panel itself, where a click reaches no card (not in the focus ring).
    case panel
}
