import LifeEngine

/// What a drag on the grid does to the selection.
enum SelectionDrag: Equatable {
    /// Drawing a new selection from the cell where it started (Shift+drag).
    case creating(anchor: Cell)
    /// Moving some of its edges to the pointer (a handle was grabbed).
    case resizing(SelectionEdges)
    /// Carrying its cells (once the pointer drags): the cell grabbed and the rectangle's corner then.
    case moving(grabbed: Cell, origin: Cell)
}

/// Which edges of the selection a handle moves.
struct SelectionEdges: OptionSet, Equatable {
    let rawValue: Int
    static let left = SelectionEdges(rawValue: 1), right = SelectionEdges(rawValue: 2)
    static let top = SelectionEdges(rawValue: 4), bottom = SelectionEdges(rawValue: 8)
}
