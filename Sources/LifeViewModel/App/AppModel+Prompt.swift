import LifeInterface
import JumpFeature
import PromptFeature

/// What confirming each prompt does.
extension AppModel {
    /// Acts on a confirmed prompt; one whose text cannot be used stays open with a message.
    func confirm(_ prompt: TextPrompt) {
        let text = prompt.field.text
        let (done, reason) = context.refusal {
            switch prompt.purpose {
            case .export(let format): return PatternExport.write(named: text, format: format, in: context)
            case .jump: return JumpActions.confirm(text, in: context)
            case .fillDensity: return editing.confirmFillDensity(text, in: context)
            case .scriptAnswer, .scriptNote:
                scripts.job?.answer(text)
                scriptQuestions.answered()
                return true
            case .saveBoard: return boards.confirmName(text, renaming: nil)
            case .renameBoard(let id): return boards.confirmName(text, renaming: id)
            }
        }
        if done {
            stack.close(.prompt)
        } else if let reason, var refused = stack.topmost(TextPrompt.self) {
            // Why the text was refused is said at the field, not in a notice elsewhere.
            refused.error = reason
            stack.update(.prompt(refused))
        }
    }
}
