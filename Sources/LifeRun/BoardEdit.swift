import LifeEngine

/// One change to the board that can be undone and redone.
public enum BoardEdit: Sendable {
    /// A cell was flipped at a generation (flipping it again there undoes it).
    case toggle(Cell, at: Int64 = 0)
    /// The whole board was replaced (clear, random fill, paste, open, switching universes...),
    /// and renamed when another pattern took its place.
    case replace(before: Pattern, after: Pattern, label: String, renaming: BoardRenaming?)
    /// A board too large to list its cells (a HashLife tree) was replaced, or replaced one: both
    /// kept as universes.
    case replaceUniverse(before: KeptUniverse, after: KeptUniverse, label: String, renaming: BoardRenaming?)

    /// What the edit was, for messages.
    public var label: String {
        switch self {
        case .toggle(let cell, _): return "the cell \(cell)"
        case .replace(_, _, let label, _), .replaceUniverse(_, _, let label, _): return label
        }
    }

    /// The generation it left the board at.
    var generation: Int64 {
        switch self {
        case .toggle(_, let at): return at
        case .replace(_, let after, _, _): return after.generation
        case .replaceUniverse(_, let after, _, _): return after.generation
        }
    }

    /// About how many bytes it keeps.
    var bytes: Int {
        switch self {
        case .toggle: return 16
        case let .replace(before, after, _, _): return (before.cells.count + after.cells.count) * 16
        case let .replaceUniverse(before, after, _, _): return before.bytes + after.bytes
        }
    }

    /// How it renamed the board (nil: it kept the name).
    public var renaming: BoardRenaming? {
        switch self {
        case .toggle: return nil
        case .replace(_, _, _, let renaming), .replaceUniverse(_, _, _, let renaming): return renaming
        }
    }

    /// Whether it replaced the whole board (framed again when undone or redone).
    public var replacesBoard: Bool {
        if case .toggle = self { return false }
        return true
    }
}
