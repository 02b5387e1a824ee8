import Foundation

/// A saved board a pattern came from or was saved as: the board Ctrl+S saves that pattern over.
struct SavedBinding: Equatable {
    let id: UUID
    var name: String
    let created: Date
    /// The board as it was saved or opened, to tell whether it has changed since. Nil when not
    /// known (a session restored, a deleted board brought back).
    var fingerprint: BoardFingerprint?
}
