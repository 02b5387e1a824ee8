import LifeInterface
import PromptFeature
import ScriptsFeature

/// Routing for the running Lua script: its question asked with the app's own prompt.
extension AppModel {
    /// Each frame: what the script said and showed, and its ending (`ScriptRunner.poll`); a
    /// question or note it waits on opens the prompt, and a prompt closed without OK (Cancel, Esc)
    /// stops the script, as Golly's Cancel does.
    func followScript() {
        guard let question = scripts.poll(in: context) else {
            scriptQuestion = nil
            return
        }
        let asking = overlays.contains { overlay in
            guard case .prompt(let prompt) = overlay else { return false }
            switch prompt.purpose {
            case .scriptAnswer, .scriptNote: return true
            default: return false
            }
        }
        if scriptQuestion != question {
            scriptQuestion = question
            let title = question.title.isEmpty ? question.prompt : question.title
            let purpose: TextPrompt.Purpose = question.isNote ? .scriptNote(title: question.title, message: question.prompt)
                : .scriptAnswer(title: title, prompt: question.title.isEmpty ? "" : question.prompt)
            open(.prompt(TextPrompt(purpose, text: question.initial, selectsText: question.selectsInitial)))
        } else if !asking {
            scripts.stop()
            scriptQuestion = nil
        }
    }
}
