import LifeInterface
import JumpFeature
import PromptFeature
import LifeRun
import Foundation
import LifeEngine
import LifeScene
import LifeStore

/// Prompts: routing their input, and what confirming each one does.
extension AppModel {
    /// The prompt on top, if one is.
    public var prompt: TextPrompt? {
        if case .prompt(let prompt) = overlays.last { return prompt }
        return nil
    }

    /// A prompt on top takes every event: clicks, typing (Ctrl+V pastes into its field) and keys.
    func handlePrompt(_ event: InputEvent, now: Double) {
        guard var prompt, let outcome = prompt.handle(event, in: context) else { return }
        replaceTop(with: .prompt(prompt))
        switch outcome {
        case .stay: break
        case .cancel: closeTop()
        case .confirm: confirm(prompt, now: now)
        }
    }

    /// Acts on a confirmed prompt; a prompt whose text cannot be used stays open with a message.
    private func confirm(_ prompt: TextPrompt, now: Double) {
        let text = prompt.field.text
        switch prompt.purpose {
        case .export(let format): exportBoard(named: text, format: format, now: now)
        case .jump: if JumpActions.confirm(text, in: context) { close { $0.isJumpPrompt } }
        case .fillDensity: if editing.confirmFillDensity(text, in: context) { close { $0.kind == .prompt } }
        case .saveBoard: if boards.confirmName(text, renaming: nil) { close { $0.kind == .prompt } }
        case .renameBoard(let id): if boards.confirmName(text, renaming: id) { close { $0.kind == .prompt } }
        }
    }

    /// Opens the export prompt with the pattern's name (Ctrl+E).
    public func openExportPrompt() {
        open(.prompt(TextPrompt(.export(.rle), text: PatternFileName.clean(context.patternName ?? "My pattern"))))
    }

    /// Writes the universe under `name` into the user's pattern folder; the prompt closes once written.
    public func exportBoard(named typed: String, format: PatternFormatChoice, now: Double) {
        let name = typed.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            show("Give the pattern a name first", now: now)
            return
        }
        let count = NumberFormat.grouped(exact: simulation.universe.exactPopulation)
        let text: String
        if format == .macrocell, let tree = simulation.universe.nativeMacrocell(comments: [name]) {
            // Straight from the tree, whatever its size.
            text = tree
        } else if simulation.isHuge {
            show("\(count) cells are too many for RLE; choose Macrocell", now: now)
            return
        } else {
            var pattern = simulation.universe.snapshot()
            pattern.name = name
            text = (format == .rle ? PatternFormat.rle : .macrocell).write(pattern)
        }
        do {
            let path = try services.savePattern(name + format.fileExtension, text)
            close { $0.kind == .prompt }
            show("Saved \(count) cells to \(path)", now: now)
        } catch {
            show("Could not save it: \(error)", now: now)
        }
    }
}
