import LifeInterface

/// The open shortcut sheet: every shortcut and gesture of the app, a search that narrows them,
/// and how far the list is scrolled.
public struct ShortcutSheet: Equatable, Sendable {
    /// Every entry, in the order listed (sections together).
    public let entries: [ShortcutEntry]
    /// The search typed so far.
    public private(set) var search = TextField(characters: .name, limit: 40)
    /// The first line shown.
    public private(set) var scroll = 0
    /// Whether no event has reached the sheet yet: the `?` typed with the key that opened it is
    /// that key's text, not a search.
    var justOpened = true

    /// A sheet listing `entries`, unsearched, at the top.
    public init(entries: [ShortcutEntry]) {
        self.entries = entries
    }

    /// The lines shown for the search: each section that has a matching entry, its title then its entries.
    public var lines: [ShortcutLine] {
        var lines: [ShortcutLine] = []
        var section: String?
        let searching = search.text.contains { $0 != " " }
        for entry in entries where !searching || entry.matches(search.text) {
            if entry.section != section {
                lines.append(.section(entry.section))
                section = entry.section
            }
            lines.append(.entry(entry))
        }
        return lines
    }

    /// Types into the search, back to the top of what it finds.
    mutating func type(_ typed: String) {
        search.type(typed)
        scroll = 0
    }

    /// Forgets what was typed into the search: every entry shows again, from the top.
    mutating func clearSearch() {
        search = TextField(characters: .name, limit: search.limit)
        scroll = 0
    }

    /// A key in the search field (Backspace, the cursor keys); true when the field used it.
    mutating func edit(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        let before = search.text
        let used = search.handle(key, modifiers)
        if search.text != before { scroll = 0 }
        return used
    }

    /// Moves the first line shown to `line`, within what `layout` can scroll.
    mutating func scroll(to line: Int, layout: ShortcutsLayout) {
        scroll = min(max(line, 0), layout.maxScroll)
    }
}
