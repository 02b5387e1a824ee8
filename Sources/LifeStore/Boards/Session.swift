import Foundation

/// The autosaved state of the app's universe, restored at the next start.
public struct Session: Equatable, Sendable {
    /// The universe on screen, its starting pattern and view (its id is the session's own).
    public var board: Board
    /// The saved board being edited, if the universe came from one (Ctrl+S saves over it).
    public var sourceID: UUID?
    /// Whether the universe is a file, a starter or a saved board exactly as it was opened (no edit
    /// or generation since): opening it again gives it back, so it is no work to keep.
    public var asOpened: Bool

    /// Creates a session.
    public init(board: Board, sourceID: UUID?, asOpened: Bool = false) {
        self.board = board
        self.sourceID = sourceID
        self.asOpened = asOpened
    }
}
