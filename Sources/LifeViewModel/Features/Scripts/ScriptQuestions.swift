import LifeInterface
import PromptFeature
import ScriptsFeature

/// The running script's questions, asked with the app's own prompt: a new question opens one,
/// and a prompt closed without OK (Cancel, Esc) stops the script, as Golly's Cancel does.
struct ScriptQuestions {
    /// The question the prompt on screen asks (nil: none).
    private(set) var asked: ScriptJob.Question?

    /// What the app does about a question.
    enum Step: Equatable {
        /// Opens the prompt asking it.
        case ask(TextPrompt)
        /// Stops the script: its prompt was closed without an answer.
        case stop
    }

    /// Follows the question the script waits on now (`ScriptRunner.poll`), given the overlays open.
    mutating func follow(_ question: ScriptJob.Question?, overlays: [Overlay]) -> Step? {
        guard let question else {
            asked = nil
            return nil
        }
        if asked != question {
            asked = question
            let title = question.title.isEmpty ? question.prompt : question.title
            let purpose: TextPrompt.Purpose = question.isNote ? .scriptNote(title: question.title, message: question.prompt)
                : .scriptAnswer(title: title, prompt: question.title.isEmpty ? "" : question.prompt)
            return .ask(TextPrompt(purpose, text: question.initial, selectsText: question.selectsInitial))
        }
        let asking = overlays.contains { overlay in
            guard case .prompt(let prompt) = overlay else { return false }
            switch prompt.purpose {
            case .scriptAnswer, .scriptNote: return true
            default: return false
            }
        }
        if asking { return nil }
        asked = nil
        return .stop
    }

    /// The prompt was answered: the next question is a new one even if it reads the same.
    mutating func answered() {
        asked = nil
    }
}
