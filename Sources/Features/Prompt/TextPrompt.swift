import LifeInterface
import Foundation
import LifeScene

/// A small modal asking for one line of text: a name to export under (and its format), a
/// generation to jump to, a board's name when saving or renaming, or a random fill's density.
public struct TextPrompt: Equatable, Sendable {
    /// What the text is for.
    public enum Purpose: Equatable, Sendable {
        /// Export the universe to the pattern folder in this format.
        case export(PatternFormatChoice)
        /// Jump to a generation.
        case jump
        /// Save the universe as a new board.
        case saveBoard
        /// Rename a saved board.
        case renameBoard(UUID)
        /// The share of cells a random fill of the selection brings to life, in percent.
        case fillDensity
        /// A running script's question (`g.getstring`): its title, and the prompt under the field.
        case scriptAnswer(title: String, prompt: String)
        /// A running script's message (`g.note`, `g.warn`) waiting for OK: no field, the message in its place.
        case scriptNote(title: String, message: String)
    }

    /// What a click or key in the prompt asks for.
    public enum Outcome: Equatable, Sendable {
        /// Nothing beyond the prompt itself.
        case stay
        /// Close it.
        case cancel
        /// Act on the text.
        case confirm
    }

    /// What the text is for.
    public var purpose: Purpose
    /// Why the text was refused, shown at the field until it changes.
    public var error: String?
    /// The text typed.
    public var field: TextField

    /// Longest name typed.
    public static let nameLimit = 60

    /// A prompt for `purpose`, suggesting `text`, selected so that typing replaces it (arrows keep
    /// it), unless `selectsText` is false (the cursor after it).
    public init(_ purpose: Purpose, text: String = "", selectsText: Bool = true) {
        self.purpose = purpose
        switch purpose {
        case .export: field = TextField(text, characters: .fileName, limit: Self.nameLimit)
        case .jump, .fillDensity: field = TextField(text, characters: .generation, limit: 30)
        case .saveBoard, .renameBoard: field = TextField(text, characters: .name, limit: Self.nameLimit)
        case .scriptAnswer, .scriptNote: field = TextField(text, characters: .path, limit: 1000)
        }
        if selectsText { field.selectAll() }
    }

    /// The prompt's title.
    public var title: String {
        switch purpose {
        case .export: return "Export the universe to your patterns"
        case .jump: return "Jump to generation"
        case .fillDensity: return "Fill the selection at random"
        case .scriptAnswer(let title, _), .scriptNote(let title, _): return title
        case .saveBoard: return "Save the board as"
        case .renameBoard: return "Rename the board"
        }
    }

    /// The confirming button's label.
    public var confirmLabel: String {
        switch purpose {
        case .export: return "Export"
        case .jump: return "Jump"
        case .fillDensity: return "Fill"
        case .scriptAnswer, .scriptNote: return "OK"
        case .saveBoard: return "Save"
        case .renameBoard: return "Rename"
        }
    }

    /// Whether format segments show (export).
    /// Whether it asks for text (a note only says something).
    public var hasField: Bool {
        if case .scriptNote = purpose { return false }
        return true
    }

    /// The message a note says in place of the field, or the question a script asks under it
    /// (both wrapped at their own line breaks too).
    public var message: String? {
        switch purpose {
        case .scriptNote(_, let message): return message
        case .scriptAnswer(_, let question): return question.isEmpty ? nil : question
        default: return nil
        }
    }

    public var offersFormats: Bool {
        if case .export = purpose { return true }
        return false
    }

    /// A click on `control`: a format segment chooses it; the buttons confirm or cancel; outside
    /// the prompt (nil) cancels.
    public mutating func press(_ control: PromptControl?) -> Outcome {
        switch control {
        case .format(let i)?:
            purpose = .export(PatternFormatChoice.allCases[i])
            return .stay
        case .confirm?: return .confirm
        case .cancel?, nil: return .cancel
        case .field?, .panel?: return .stay
        }
    }

    /// A key: Enter confirms, Escape cancels, editing keys edit.
    public mutating func key(_ key: Key, _ modifiers: KeyModifiers) -> Outcome {
        switch key {
        case .enter: return .confirm
        case .escape: return .cancel
        default:
            field.handle(key, modifiers)
            return .stay
        }
    }
}
