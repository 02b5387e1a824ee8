/// A control of the app's own file browser.
public enum FolderBrowserControl: Equatable, Sendable {
    /// The close button.
    case close
    /// Up to the folder holding this one.
    case up
    /// The path field.
    case path
    /// A recent folder's chip, by index (0 is the home folder).
    case recent(Int)
    /// A row of the list, by index among the entries shown.
    case entry(Int)
    /// The file name field (saving).
    case name
    /// The browser's action: Save (saving), Open, or Run (a script).
    case save
    /// The panel itself, where a click reaches no control (not in the focus ring).
    case panel
}
