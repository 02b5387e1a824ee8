import LifeEngine

/// The board as it was when a change began (a drawing, a move, a script), for its undo step: its
/// cells listed, or for a board too large to list (a HashLife tree) the universe kept.
public enum UndoPoint: Sendable {
    case listed(Pattern)
    case kept(KeptUniverse)
}
