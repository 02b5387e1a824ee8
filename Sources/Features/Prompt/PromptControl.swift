/// A control of a text prompt the focus ring reaches.
public enum PromptControl: Equatable, Sendable {
    /// The text field.
    case field
    /// A format choice, by index.
    case format(Int)
    /// Cancel, and the confirming button.
    case cancel, confirm
    /// The prompt itself, where a click reaches no control (not in the focus ring).
    case panel
}
