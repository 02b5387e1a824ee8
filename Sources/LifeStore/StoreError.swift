import Foundation
import LifeEngine

/// What went wrong in the store, in words a user can act on.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    /// No board has this id (or id prefix).
    case boardNotFound(String)
    /// An id prefix too short to pick a board by (fewer than `minimum` characters).
    case idTooShort(String, minimum: Int)
    /// More than one board starts with this id prefix.
    case ambiguousID(String, matches: Int)
    /// A board's stored cells could not be read back.
    case damagedBoard(id: String, name: String, reason: String)
    /// The database file is not a usable SQLite database.
    case corruptDatabase(path: String, reason: String)
    /// A board name is empty or too long.
    case invalidName(String)
    /// A healthy database file that cannot be used now (permissions, read-only); kept as it is.
    case databaseUnavailable(path: String, reason: String)
    /// Another program holds a lock on the database (past the wait); kept as it is.
    case databaseBusy(path: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .boardNotFound(let id): return "no saved board has the id \(id.escapedForDisplay()) (see `life boards list`)"
        case let .idTooShort(id, minimum):
            return "\(id.escapedForDisplay()) is too short to pick a board by: give at least \(minimum) characters of its id (see `life boards list`)"
        case let .ambiguousID(id, matches): return "\(matches) boards have ids starting with \(id.escapedForDisplay()); give more of the id"
        // By the name the Boards panel shows (its id only when it has none).
        case let .damagedBoard(id, name, reason):
            let board = name.isEmpty ? "board \(id)" : "the board \"\(name.escapedForDisplay(limit: 60))\""
            return "\(board) is damaged: \(reason)"
        case let .corruptDatabase(path, reason): return "\(path) is not a usable board database: \(reason)"
        case .invalidName(let reason): return "invalid board name: \(reason)"
        case let .databaseUnavailable(path, reason):
            return "\(path) cannot be used: \(reason)" + (FileManager.default.fileExists(atPath: path) ? "; the file was left as it is" : "")
        case .databaseBusy(let path):
            return "the boards database is busy: another program holds a lock on \(path); try again when it is free (the file was left as it is)"
        }
    }
}
