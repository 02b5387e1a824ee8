/// A line of the shortcut sheet's list: a section's title or one of its entries.
public enum ShortcutLine: Equatable, Sendable {
    case section(String)
    case entry(ShortcutEntry)

    /// Whether it is a section's title.
    public var isSection: Bool { if case .section = self { true } else { false } }

    /// The section's title (nil for an entry).
    public var title: String? { if case .section(let title) = self { title } else { nil } }
}
