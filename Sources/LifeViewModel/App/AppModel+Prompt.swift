import LifeInterface
import JumpFeature
import PromptFeature

/// What confirming each prompt does.
extension AppModel {
    /// Acts on a confirmed prompt; one whose text cannot be used stays open with a message.
    func confirm(_ prompt: TextPrompt) {
        let text = prompt.field.text, done: Bool
        let notices = context.noticesShown
        switch prompt.purpose {
        case .export(let format): done = PatternExport.write(named: text, format: format, in: context)
        case .jump: done = JumpActions.confirm(text, in: context)
        case .fillDensity: done = editing.confirmFillDensity(text, in: context)
        case .saveBoard: done = boards.confirmName(text, renaming: nil)
        case .renameBoard(let id): done = boards.confirmName(text, renaming: id)
        }
        if done {
            close { $0.kind == .prompt }
        } else if context.noticesShown != notices, let message = context.notice,
                  let index = overlays.lastIndex(where: { $0.kind == .prompt }), case .prompt(var refused) = overlays[index] {
            // Why the text was refused is said at the field, not in a notice elsewhere.
            context.withdrawNotice()
            refused.error = message
            overlays[index] = .prompt(refused)
        }
    }
}
