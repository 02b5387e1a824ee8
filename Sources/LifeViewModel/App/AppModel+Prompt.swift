import LifeInterface
import JumpFeature
import PromptFeature

/// Prompts: routing their input, and what confirming each one does.
extension AppModel {
    /// A prompt on top takes every event: clicks, typing (Ctrl+V pastes into its field) and keys.
    func handlePrompt(_ event: InputEvent, now: Double) {
        guard var prompt = topmost(TextPrompt.self), let outcome = prompt.handle(event, in: context) else { return }
        replaceTop(with: .prompt(prompt))
        switch outcome {
        case .stay: break
        case .cancel: closeTop()
        case .confirm: confirm(prompt)
        }
    }

    /// Acts on a confirmed prompt; one whose text cannot be used stays open with a message.
    private func confirm(_ prompt: TextPrompt) {
        let text = prompt.field.text, done: Bool
        switch prompt.purpose {
        case .export(let format): done = PatternExport.write(named: text, format: format, in: context)
        case .jump: done = JumpActions.confirm(text, in: context)
        case .fillDensity: done = editing.confirmFillDensity(text, in: context)
        case .saveBoard: done = boards.confirmName(text, renaming: nil)
        case .renameBoard(let id): done = boards.confirmName(text, renaming: id)
        }
        if done { close { $0.kind == .prompt } }
    }
}
