import LifeEngine

/// Undo and redo stacks of board edits, bounded in number and in bytes so memory stays small
/// (the newest edit is always kept, however large).
public struct EditHistory: Sendable {
    /// Most edits remembered.
    public static let limit = 100
    /// Most bytes the edits keep: their boards (listed, or kept as universes) and reset points,
    /// and in what those leave, the runs' timelines (`limitTimelines`). Past it the oldest edits
    /// go, then the furthest to redo. The run's History memory setting sets it
    /// (`Simulation.historyMemory`); lowering it applies at once.
    public var byteLimit = 1 << 30 {
        didSet { trim() }
    }
    /// An edit with what the run had gathered before it (given back when it is undone).
    public typealias Entry = (edit: BoardEdit, run: RunRecord?)
    private(set) var undoStack: [Entry] = []
    private(set) var redoStack: [Entry] = []
    /// Beside each step to redo, the timeline its run had when it was undone (the generations
    /// played after the edit, which redo gives back), if any.
    private var redoFutures: [TimelineRecord?] = []
    /// Whether steps to undo were let go to keep within `byteLimit` (undo then says why it stops).
    public private(set) var droppedForMemory = false

    /// Creates an empty history.
    public init() {}

    /// Remembers a new edit, with what the run had gathered before it (`run`, given back when it is
    /// undone); anything that could be redone is forgotten, and the oldest edits past the limits.
    public mutating func record(_ edit: BoardEdit, run: RunRecord? = nil) {
        undoStack.append((edit, run))
        redoStack.removeAll()
        redoFutures.removeAll()
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
        trim()
    }

    /// Keeps the edits within `byteLimit`: their boards first (the oldest to undo go, then the
    /// furthest to redo; the newest step stays however large), then their timelines in what is left.
    private mutating func trim() {
        func boardBytes(_ entry: Entry) -> Int { entry.edit.bytes + (entry.run?.resetPoint?.storageBytes ?? 0) }
        var boards = undoStack.reduce(0) { $0 + boardBytes($1) } + redoStack.reduce(0) { $0 + boardBytes($1) }
        while boards > byteLimit, undoStack.count + redoStack.count > 1 {
            if !undoStack.isEmpty { droppedForMemory = true }
            if undoStack.isEmpty { redoFutures.removeFirst() }
            boards -= boardBytes(undoStack.isEmpty ? redoStack.removeFirst() : undoStack.removeFirst())
        }
        limitTimelines(to: byteLimit - boards)
    }

    /// Keeps the timelines the edits hold (`RunRecord.timeline`) within `bytes` together: past it,
    /// steps let theirs go, those furthest from use first (the steps to redo, which need a redo
    /// and an undo before theirs is given back, then the oldest to undo). Undone without it, a
    /// step starts the run's history afresh, as the edit did.
    private mutating func limitTimelines(to bytes: Int) {
        func size(_ entry: Entry) -> Int { entry.run?.timeline?.bytes ?? 0 }
        func strip(_ stack: inout [Entry], _ total: inout Int) {
            for k in stack.indices where total > bytes {
                guard let run = stack[k].run, run.timeline != nil else { continue }
                total -= size(stack[k])
                stack[k].run = run.withoutTimeline
            }
        }
        var total = undoStack.reduce(0) { $0 + size($1) } + redoStack.reduce(0) { $0 + size($1) }
            + redoFutures.reduce(0) { $0 + ($1?.bytes ?? 0) }
        for k in redoFutures.indices where total > bytes {
            total -= redoFutures[k]?.bytes ?? 0
            redoFutures[k] = nil
        }
        strip(&redoStack, &total)
        strip(&undoStack, &total)
    }

    /// The edit to undo and the run before it, moved to the redo stack.
    public mutating func takeUndo() -> Entry? { takeUndo(future: nil) }

    /// The edit to undo and the run before it, moved to the redo stack with `future`, the
    /// timeline the run has now (given back by redo: `nextRedoFuture`).
    mutating func takeUndo(future: TimelineRecord?) -> Entry? {
        guard let entry = undoStack.popLast() else { return nil }
        redoStack.append(entry)
        redoFutures.append(future)
        trim()
        return entry
    }

    /// The timeline kept with the next step to redo (`takeUndo(future:)`), if any.
    var nextRedoFuture: TimelineRecord? { redoFutures.last ?? nil }

    /// The edit to redo and the run before it, moved back to the undo stack.
    public mutating func takeRedo() -> Entry? {
        guard let entry = redoStack.popLast() else { return nil }
        redoFutures.removeLast()
        undoStack.append(entry)
        return entry
    }

    /// The generation the edit to undo next left the board at (`Int64.max` when there is none).
    var lastGeneration: Int64 { undoStack.last?.edit.generation ?? .max }

    /// How many edits can be undone.
    public var undoCount: Int { undoStack.count }
    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
}
