/// One line of the shortcut sheet: the keys (or gesture) and what they do, under a section.
public struct ShortcutEntry: Equatable, Sendable {
    /// The section it is listed under ("Run", "Selection", "Mouse", ...).
    public let section: String
    /// The keys as written on the keyboard ("Ctrl+Shift+Z, Ctrl+Y"), or the gesture.
    public let keys: String
    /// What they do.
    public let action: String

    /// An entry of `section`: `keys` do `action`.
    public init(section: String, keys: String, action: String) {
        self.section = section
        self.keys = keys
        self.action = action
    }

    /// Whether the entry matches a search: every word of it in the keys, the action or the section,
    /// ignoring case.
    public func matches(_ search: String) -> Bool {
        let text = "\(keys) \(action) \(section)".lowercased()
        return search.lowercased().split(separator: " ").allSatisfy { text.contains($0) }
    }
}
