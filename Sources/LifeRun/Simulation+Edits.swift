import LifeEngine

/// The user's edits: each one call that changes the board and records its undo step.
extension Simulation {
    /// Flips a cell: one undo step.
    public func toggle(_ cell: Cell) {
        flip(cell)
        edits.record(.toggle(cell))
    }

    /// Changes the board through `change` (loads, `set` and `add` calls) as one undo step called
    /// `label`, which renames the board when `renaming` says so. A universe too large to list (a
    /// HashLife tree) is kept as a universe.
    public func edit(_ label: String, renaming: BoardRenaming? = nil, _ change: () -> Void) {
        let before = undoPoint()
        change()
        recordEdit(since: before, label: label, renaming: renaming)
    }

    /// The board now, for the undo step of a change about to begin (`recordEdit(since:label:)`).
    public func undoPoint() -> UndoPoint {
        isHuge ? .kept(universe.kept()) : .listed(universe.snapshot())
    }

    /// Records the board's change since `point` as one undo step.
    public func recordEdit(since point: UndoPoint, label: String, renaming: BoardRenaming? = nil) {
        switch point {
        case .listed(let before): recordEdit(since: before, label: label, renaming: renaming)
        case .kept(let before): recordEdit(since: before, label: label, renaming: renaming)
        }
    }

    /// Records the board's change since `before` (taken when a drawing or a move began) as one undo step.
    public func recordEdit(since before: Pattern, label: String, renaming: BoardRenaming? = nil) {
        guard !isHuge else { return recordEdit(since: KeptUniverse(listing: before, in: makeUniverse), label: label, renaming: renaming) }
        edits.record(.replace(before: before, after: universe.snapshot(), label: label, renaming: renaming))
    }

    /// Records the board's change since `before` (a universe kept when the change began, such as
    /// a board too large to list) as one undo step.
    public func recordEdit(since before: KeptUniverse, label: String, renaming: BoardRenaming? = nil) {
        edits.record(.replaceUniverse(before: before, after: universe.kept(), label: label, renaming: renaming))
    }

    /// Undoes the last edit and returns it (nil: nothing to undo).
    public func undo() -> BoardEdit? {
        guard let edit = edits.takeUndo() else { return nil }
        switch edit {
        case .toggle(let cell): flip(cell)
        case .replace(let before, _, _, _): load(before)
        case .replaceUniverse(let before, _, _, _): load(universe: before.universe())
        }
        return edit
    }

    /// Redoes the last undone edit and returns it (nil: nothing to redo).
    public func redo() -> BoardEdit? {
        guard let edit = edits.takeRedo() else { return nil }
        switch edit {
        case .toggle(let cell): flip(cell)
        case .replace(_, let after, _, _): load(after)
        case .replaceUniverse(_, let after, _, _): load(universe: after.universe())
        }
        return edit
    }
}
