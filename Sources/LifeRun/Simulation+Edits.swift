import LifeEngine

/// The user's edits: each one call that changes the board and records its undo step.
extension Simulation {
    /// Flips a cell: one undo step, which gives back the reset point and, for a click in the
    /// run's past, the future it cut off.
    public func toggle(_ cell: Cell) {
        let run = RunRecord(resetPoint: resetPoint, timeline: timeline.latest > generation ? timeline.saved() : nil, restarts: timeline.restarts)
        let at = generation
        flip(cell)
        edits.record(.toggle(cell, at: at), run: run)
    }

    /// Changes the board through `change` (loads, `set` and `add` calls) as one undo step called
    /// `label`, which renames the board when `renaming` says so. A universe too large to list (a
    /// HashLife tree) is kept as a universe.
    public func edit(_ label: String, renaming: BoardRenaming? = nil, _ change: () -> Void) {
        let before = undoPoint()
        change()
        recordEdit(since: before, label: label, renaming: renaming)
    }

    /// The board now, with what the run has gathered (its reset point and timeline), for the undo
    /// step of a change about to begin (`recordEdit(since:label:renaming:)`). A board of many
    /// cells is kept compact (`compact(_:)`).
    public func undoPoint() -> UndoPoint {
        UndoPoint(board: universe.exactPopulation > UInt128(Self.undoListLimit) ? .kept(compact(universe)) : .listed(universe.snapshot()),
                  run: RunRecord(resetPoint: resetPoint, timeline: timeline.saved(), restarts: timeline.restarts))
    }

    /// Most cells an undo step lists as they are; a larger board is kept compact.
    static let undoListLimit = 1 << 16

    /// `board` as an undo step keeps it: as its engine keeps it (for the tiles, under a bit a cell:
    /// a 2048x2048 soup's step takes about a megabyte, not fifty) when that takes less than
    /// listing its cells (16 bytes a cell), as every board too large to list does; else listed.
    func compact(_ board: any LifeAlgorithm) -> KeptUniverse {
        let kept = board.kept()
        let listable = board.exactPopulation <= UInt128(Self.listLimit)
        return !listable || UInt128(kept.bytes) < board.exactPopulation * 16 ? kept : KeptUniverse(listing: board.snapshot(), in: makeUniverse)
    }

    /// Records the board's change since `point` as one undo step; undoing it gives the run's reset
    /// point back, and its timeline when the change started it afresh or cut off the future after
    /// the board's generation (an edit in the run's past).
    public func recordEdit(since point: UndoPoint, label: String, renaming: BoardRenaming? = nil) {
        var run = point.run
        run.afresh = timeline.restarts != point.run.restarts
        let cutTheFuture = (point.run.timeline?.latest ?? .min) > point.generation
        if !run.afresh && !cutTheFuture { run = run.withoutTimeline }
        switch point.board {
        case .listed(let before): recordEdit(since: before, label: label, renaming: renaming, run: run)
        case .kept(let before): recordEdit(since: before, label: label, renaming: renaming, run: run)
        }
    }

    /// Records the board's change since `before` (taken when a drawing or a move began) as one undo step.
    public func recordEdit(since before: Pattern, label: String, renaming: BoardRenaming? = nil) {
        recordEdit(since: before, label: label, renaming: renaming, run: nil)
    }

    private func recordEdit(since before: Pattern, label: String, renaming: BoardRenaming?, run: RunRecord?) {
        if before.cells.count > Self.undoListLimit || universe.exactPopulation > UInt128(Self.undoListLimit) {
            let board = makeUniverse(before.rule, before.topology)
            board.load(before)
            board.generation = before.generation
            return recordEdit(since: compact(board), label: label, renaming: renaming, run: run)
        }
        edits.record(.replace(before: before, after: universe.snapshot(), label: label, renaming: renaming), run: run)
    }

    /// Records the board's change since `before` (a universe kept when the change began, such as
    /// a board too large to list) as one undo step.
    public func recordEdit(since before: KeptUniverse, label: String, renaming: BoardRenaming? = nil) {
        recordEdit(since: before, label: label, renaming: renaming, run: nil)
    }

    private func recordEdit(since before: KeptUniverse, label: String, renaming: BoardRenaming?, run: RunRecord?) {
        edits.record(.replaceUniverse(before: before, after: compact(universe), label: label, renaming: renaming), run: run)
    }

    /// Undoes the last edit and returns it (nil: nothing to undo).
    public func undo() -> BoardEdit? {
        // The run after the edit, when it went on past it, for redo to give back.
        let future = timeline.latest > edits.lastGeneration ? timeline.saved() : nil
        guard let (edit, run) = edits.takeUndo(future: future) else { return nil }
        defer { droppedFuture = nil } // it gives back, and the future it leaves is redo's
        switch edit {
        case .toggle(let cell, let at):
            flip(cell, at: at)
            if let saved = run?.timeline { timeline.restore(saved) }
            resetPoint = run?.resetPoint?.duplicate()
        case .replace(let before, _, _, _):
            replay(before.rule, before.topology, generation: before.generation, afresh: run?.afresh == true, saved: run?.timeline,
                   resetPoint: run?.resetPoint) { load(before) }
        case .replaceUniverse(let before, _, _, _):
            let universe = before.universe()
            replay(universe.rule, universe.topology, generation: universe.generation, afresh: run?.afresh == true, saved: run?.timeline,
                   resetPoint: run?.resetPoint) { load(universe: universe) }
        }
        return edit
    }

    /// Redoes the last undone edit and returns it (nil: nothing to redo): as the edit did, at the
    /// generation it was made at, keeping the run's past before it unless it started afresh.
    public func redo() -> BoardEdit? {
        let future = edits.nextRedoFuture
        guard let (edit, run) = edits.takeRedo() else { return nil }
        defer {
            // The run as it went on after the edit before it was undone; what redo cut off is undo's to give back.
            if let future { timeline.restore(future) }
            droppedFuture = nil
        }
        switch edit {
        case .toggle(let cell, let at):
            flip(cell, at: at)
        case .replace(_, let after, _, _):
            replay(after.rule, after.topology, generation: after.generation, afresh: run?.afresh == true, saved: nil, resetPoint: nil) { load(after) }
        case .replaceUniverse(_, let after, _, _):
            let universe = after.universe()
            replay(universe.rule, universe.topology, generation: universe.generation, afresh: run?.afresh == true, saved: nil,
                   resetPoint: nil) { load(universe: universe) }
        }
        return edit
    }

    /// Loads the board an undo or redo brings (through `load`) and gives the run what goes with
    /// it: `saved` (the timeline an undone edit started afresh or cut short), or else, unless the
    /// edit started the history `afresh` (its past is another run's), the past before the board's
    /// generation; and `resetPoint`.
    private func replay(_ rule: Rule, _ topology: Topology, generation: Int64, afresh: Bool, saved: TimelineRecord?,
                        resetPoint: (any LifeAlgorithm)?, load: () -> Void) {
        let keepsPast = !afresh && universe.rule == rule && universe.topology == topology && (timeline.start ?? .max) < generation
        let past = keepsPast ? timeline.saved() : nil
        load()
        self.resetPoint = resetPoint?.duplicate()
        if let saved {
            timeline.restore(saved)
        } else if let past {
            timeline.restore(past)
            timeline.edited(universe)
        } else {
            restartTimeline() // from the reset point given back, when it lies before the board
        }
    }

    /// Flips `cell` on the board of generation `at`, going there first when the board shows
    /// another one the run's history holds (an undo or a redo of a click made elsewhere in time).
    private func flip(_ cell: Cell, at: Int64) {
        if at != generation, let there = timeline.universe(at: at) { show(past: there) }
        flip(cell)
    }
}
