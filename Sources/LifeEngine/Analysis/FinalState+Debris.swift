extension FinalState {
    /// What a settled ending left behind its escaping ships: the box of the debris on `board` (at
    /// or after the ending), for a view that frames what matters rather than a smudge reaching out
    /// to the ships; nil when no ship escapes, nothing settled, or the board is not the plane.
    public func debrisBounds(on board: any LifeAlgorithm) -> CellRect? {
        guard outcome == .settled, gliders + otherShips > 0, board.topology == .plane else { return nil }
        if let found = settledDebris, found.describes(board) { return CellRect(enclosing: found.debris) }
        let (ships, debris) = EscapeAnalysis.split(board.liveCells(), states: board.rule.states > 2 ? board.decayingCells() : [:], rule: board.rule)
        guard !ships.isEmpty else { return nil }
        return CellRect(enclosing: debris)
    }
}
