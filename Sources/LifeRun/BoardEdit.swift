import LifeEngine

/// One change to the board that can be undone and redone.
public enum BoardEdit: Equatable, Sendable {
    /// A cell was flipped (flipping it again undoes it).
    case toggle(Cell)
    /// The whole board was replaced (clear, random fill, paste, open, switching universes...).
    case replace(before: Pattern, after: Pattern, label: String)

    /// What the edit was, for messages.
    public var label: String {
        switch self {
        case .toggle(let cell): return "the click on \(cell)"
        case .replace(_, _, let label): return label
        }
    }
}
