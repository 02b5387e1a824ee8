import LifeEngine

/// One change to the board that can be undone and redone.
public enum BoardEdit: Sendable {
    /// A cell was flipped (flipping it again undoes it).
    case toggle(Cell)
    /// The whole board was replaced (clear, random fill, paste, open, switching universes...).
    case replace(before: Pattern, after: Pattern, label: String)
    /// A board too large to list its cells (a HashLife tree) was replaced, or replaced one: both
    /// kept as universes.
    case replaceUniverse(before: KeptUniverse, after: KeptUniverse, label: String)

    /// What the edit was, for messages.
    public var label: String {
        switch self {
        case .toggle(let cell): return "the click on \(cell)"
        case .replace(_, _, let label), .replaceUniverse(_, _, let label): return label
        }
    }

    /// About how many bytes it keeps.
    var bytes: Int {
        switch self {
        case .toggle: return 16
        case let .replace(before, after, _): return (before.cells.count + after.cells.count) * 16
        case let .replaceUniverse(before, after, _): return before.bytes + after.bytes
        }
    }

    /// Whether it replaced the whole board (framed again when undone or redone).
    public var replacesBoard: Bool {
        if case .toggle = self { return false }
        return true
    }
}
