import LifeEngine

/// Undo and redo stacks of board edits, bounded in number and in bytes so memory stays small
/// (the newest edit is always kept, however large).
public struct EditHistory: Sendable {
    /// Most edits remembered.
    public static let limit = 100
    /// Most bytes the edits keep (whole boards listed or kept as universes).
    public static let byteLimit = 1 << 30
    private(set) var undoStack: [BoardEdit] = []
    private(set) var redoStack: [BoardEdit] = []

    /// Creates an empty history.
    public init() {}

    /// Remembers a new edit; anything that could be redone is forgotten, and the oldest edits
    /// past the limits.
    public mutating func record(_ edit: BoardEdit) {
        undoStack.append(edit)
        redoStack.removeAll()
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
        var bytes = undoStack.reduce(0) { $0 + $1.bytes }
        var dropped = 0
        while bytes > Self.byteLimit, dropped < undoStack.count - 1 {
            bytes -= undoStack[dropped].bytes
            dropped += 1
        }
        undoStack.removeFirst(dropped)
    }

    /// The edit to undo, moved to the redo stack.
    public mutating func takeUndo() -> BoardEdit? {
        guard let edit = undoStack.popLast() else { return nil }
        redoStack.append(edit)
        return edit
    }

    /// The edit to redo, moved back to the undo stack.
    public mutating func takeRedo() -> BoardEdit? {
        guard let edit = redoStack.popLast() else { return nil }
        undoStack.append(edit)
        return edit
    }

    /// How many edits can be undone.
    public var undoCount: Int { undoStack.count }
    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
}
