import LifeScene
import Foundation
import LifeStore

/// The open Boards panel: the saved boards (nil while loading), its scroll and a pending delete.
public struct BoardsPanel: Equatable, Sendable {
    /// Saved boards, newest first; nil until the list arrives from the database.
    public var boards: [BoardSummary]?
    /// First row shown.
    public var scroll = 0
    /// The board whose Delete was clicked once: a second click deletes it.
    public var confirmingDelete: UUID?
    /// The wall-clock time the panel measures "saved … ago" from.
    public var now: Date
    /// A problem to show in place of the list.
    public var problem: String?
    /// The name of the board deleted last, which U brings back.
    public var undeletable: String?
    /// The board being edited (Ctrl+S saves over it), marked in the list.
    public var current: UUID?
    /// Whether the board being edited has changed since it was saved or opened.
    public var currentChanged = false

    /// A panel waiting for its list.
    public init(now: Date) {
        self.now = now
    }

    /// "just now", "5 min ago", "3 h ago", "2 days ago" from `now`.
    public func age(of date: Date) -> String {
        let seconds = max(0, now.timeIntervalSince(date))
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(Int(seconds / 60)) min ago"
        case ..<86_400: return "\(Int(seconds / 3600)) h ago"
        default:
            let days = Int(seconds / 86_400)
            return days == 1 ? "yesterday" : "\(days) days ago"
        }
    }
}
