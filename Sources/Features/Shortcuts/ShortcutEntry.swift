/// One line of the shortcut sheet: the keys (or gesture) and what they do, under a section.
public struct ShortcutEntry: Equatable, Sendable {
    /// The section it is listed under ("Run", "Selection", "Mouse", ...).
    public let section: String
    /// The keys as written on the keyboard ("Ctrl+Shift+Z, Ctrl+Y"), or the gesture.
    public let keys: String
    /// What they do.
    public let action: String
    /// Words a search finds it by that it does not show ("torus" for Settings).
    public let keywords: String

    /// An entry of `section`: `keys` do `action`; a search also finds it by `keywords`.
    public init(section: String, keys: String, action: String, keywords: String = "") {
        self.section = section
        self.keys = keys
        self.action = action
        self.keywords = keywords
    }

    /// Whether the entry matches a search: every word of it in the keys, the action, the section
    /// or the keywords, ignoring case.
    public func matches(_ search: String) -> Bool {
        let text = "\(keys) \(action) \(section) \(keywords)".lowercased()
        return search.lowercased().split(separator: " ").allSatisfy { text.contains($0) }
    }
}
