import LifeEngine

/// The board as it was when a change began (a drawing, a move, a script), for its undo step, with
/// what the run had gathered then (its reset point and timeline, given back by undo).
public struct UndoPoint: Sendable {
    /// The board: its cells listed, or for a board too large to list (a HashLife tree) the universe kept.
    public enum Board: Sendable {
        case listed(Pattern)
        case kept(KeptUniverse)
    }

    /// The board then.
    public let board: Board
    /// The run then.
    let run: RunRecord

    /// The board's generation then.
    var generation: Int64 {
        switch board {
        case .listed(let pattern): pattern.generation
        case .kept(let kept): kept.generation
        }
    }
}
