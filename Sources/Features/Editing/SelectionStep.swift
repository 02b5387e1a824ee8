import LifeEngine

/// Where an edit that moved or turned the selection with its cells left it and where it was
/// before, by the undo depth the edit left: undoing or redoing the edit puts the selection back
/// round its cells (it was dropped).
struct SelectionStep: Equatable {
    /// `EditHistory.undoCount` just after the edit.
    let depth: Int
    /// The edit's label ("the move", a turn's or a flip's).
    let label: String
    /// The selection before and after the edit.
    let before: CellRect, after: CellRect
}
