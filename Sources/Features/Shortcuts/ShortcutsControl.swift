/// A control of the shortcut sheet.
public enum ShortcutsControl: Equatable, Sendable {
    /// The close button.
    case close
    /// The search field.
    case search
    /// The sheet itself, which keeps the pointer from the board under it (not in the focus ring).
    case panel
}
