/// A control of the Boards panel the focus ring reaches.
public enum BoardsControl: Equatable, Sendable {
    /// "Save current…", and the close button.
    case save, close
    /// A button of a board's row, by board index.
    case row(index: Int, action: BoardsLayout.RowAction)
    /// The panel itself, where a click reaches no row (not in the focus ring).
    case panel
}
