import Foundation

/// A saved board a pattern came from or was saved as: the board Ctrl+S saves that pattern over.
struct SavedBinding: Equatable {
    let id: UUID
    var name: String
    let created: Date
}
