import LifeEngine

/// Undo and redo stacks of board edits, bounded so memory stays small.
public struct EditHistory: Equatable, Sendable {
    /// Most edits remembered.
    public static let limit = 100
    private(set) var undoStack: [BoardEdit] = []
    private(set) var redoStack: [BoardEdit] = []

    /// Creates an empty history.
    public init() {}

    /// Remembers a new edit; anything that could be redone is forgotten.
    public mutating func record(_ edit: BoardEdit) {
        undoStack.append(edit)
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
        redoStack.removeAll()
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

    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
}
