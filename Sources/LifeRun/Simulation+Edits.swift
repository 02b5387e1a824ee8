import LifeEngine

/// The user's edits: each one call that changes the board and records its undo step.
extension Simulation {
    /// Flips a cell: one undo step.
    public func toggle(_ cell: Cell) {
        flip(cell)
        edits.record(.toggle(cell))
    }

    /// Changes the board through `change` (loads, `set` and `add` calls) as one undo step called
    /// `label`. A universe too large to list (a HashLife tree) cannot be kept for undo.
    public func edit(_ label: String, _ change: () -> Void) {
        let before = isHuge ? nil : universe.snapshot()
        change()
        if let before { recordEdit(since: before, label: label) }
    }

    /// Records the board's change since `before` (taken when a drawing or a move began) as one undo step.
    public func recordEdit(since before: Pattern, label: String) {
        guard !isHuge else { return }
        edits.record(.replace(before: before, after: universe.snapshot(), label: label))
    }

    /// Undoes the last edit and returns it (nil: nothing to undo).
    public func undo() -> BoardEdit? {
        guard let edit = edits.takeUndo() else { return nil }
        switch edit {
        case .toggle(let cell): flip(cell)
        case .replace(let before, _, _): load(before)
        }
        return edit
    }

    /// Redoes the last undone edit and returns it (nil: nothing to redo).
    public func redo() -> BoardEdit? {
        guard let edit = edits.takeRedo() else { return nil }
        switch edit {
        case .toggle(let cell): flip(cell)
        case .replace(_, let after, _): load(after)
        }
        return edit
    }
}
