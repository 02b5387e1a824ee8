import LifeInterface
import LifeEngine
import LifeScene
import LifeRun
import LifeStore

/// Exporting the universe as a pattern file into the user's pattern folder (Ctrl+E).
public enum PatternExport {
    /// The export prompt, offering the pattern's name cleaned for a file name.
    public static func prompt(in context: FeatureContext) -> TextPrompt {
        TextPrompt(.export(.rle), text: PatternFileName.clean(context.patternName ?? "My pattern"))
    }

    /// Writes the universe under the typed name; false (with a message saying why) when nothing
    /// was written, so the prompt stays open.
    public static func write(named typed: String, format: PatternFormatChoice, in context: FeatureContext) -> Bool {
        let name = typed.trimmingCharacters(in: .whitespaces), universe = context.simulation.universe
        guard !name.isEmpty else {
            context.show("Give the pattern a name first")
            return false
        }
        let count = NumberFormat.grouped(exact: universe.exactPopulation)
        let text: String
        if format == .macrocell, let tree = universe.nativeMacrocell(comments: [name]) {
            // Straight from the tree, whatever its size.
            text = tree
        } else if context.simulation.isHuge {
            context.show("\(count) cells are too many for RLE; choose Macrocell")
            return false
        } else {
            var pattern = universe.snapshot()
            pattern.name = name
            text = (format == .rle ? PatternFormat.rle : .macrocell).write(pattern)
        }
        do {
            let path = try context.services.savePattern(name + format.fileExtension, text)
            context.show("Saved \(count) cells to \(path)")
            return true
        } catch {
            context.show("Could not save it: \(error)")
            return false
        }
    }
}
