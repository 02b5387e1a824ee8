import LifeScene
import Foundation

/// The small prompt asking for a board's name when saving or renaming.
public struct NamePrompt: Equatable, Sendable {
    /// What the name is for.
    public enum Purpose: Equatable, Sendable {
        /// Save the universe as a new board.
        case saveAs
        /// Rename a saved board.
        case rename(UUID)
    }

    /// What the name is for.
    public var purpose: Purpose
    /// The name typed so far.
    public var text: String

    /// Longest name typed.
    public static let limit = 60

    /// Creates a prompt with a suggested name.
    public init(purpose: Purpose, text: String) {
        self.purpose = purpose
        self.text = String(text.prefix(Self.limit))
    }

    /// The prompt's title.
    public var title: String {
        switch purpose {
        case .saveAs: return "Save the universe as a board"
        case .rename: return "Rename the board"
        }
    }

    /// The confirming button's label.
    public var confirmLabel: String {
        switch purpose {
        case .saveAs: return "Save"
        case .rename: return "Rename"
        }
    }

    /// Adds typed characters that make sense in a name.
    public mutating func type(_ typed: String) {
        for ch in typed where !ch.isNewline && (ch.isLetter || ch.isNumber || ch.isPunctuation || ch == " " || ch.isSymbol) && text.count < Self.limit {
            text.append(ch)
        }
    }
}
