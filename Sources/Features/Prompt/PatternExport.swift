import LifeInterface
import LifeEngine
import LifeScene
import LifeRun
import LifeStore

/// Exporting the universe as a pattern file: into the user's pattern folder (Ctrl+E), or
/// anywhere, to a path chosen in the desktop's file dialog (Ctrl+Shift+E).
public enum PatternExport {
    /// The export prompt, offering the pattern's name cleaned for a file name.
    public static func prompt(in context: FeatureContext) -> TextPrompt {
        TextPrompt(.export(.rle), text: PatternFileName.clean(context.title ?? "My pattern"))
    }

    /// Writes the universe under the typed name; false (with a message saying why) when nothing
    /// was written, so the prompt stays open.
    public static func write(named typed: String, format: PatternFormatChoice, in context: FeatureContext) -> Bool {
        let name = typed.trimmingCharacters(in: .whitespaces), universe = context.simulation.universe
        guard !name.isEmpty else {
            context.show("Give the pattern a name first")
            return false
        }
        guard let text = text(named: name, format: format, in: context) else { return false }
        do {
            let path = try context.services.savePattern(name + format.fileExtension, text)
            context.show("Saved \(NumberFormat.grouped(exact: universe.exactPopulation)) cells to \(path)")
            return true
        } catch {
            context.show("Could not save it: \(error)")
            return false
        }
    }

    /// Writes the universe to `path`, chosen in the desktop's file dialog: Macrocell for a name
    /// ending in .mc or .mc.gz, else RLE (.rle added to a name without an ending); packed as gzip
    /// for a name ending in .gz. Says what happened, and
    /// returns the path written (nil when nothing was).
    @discardableResult
    public static func write(toPath chosen: String, in context: FeatureContext) -> String? {
        let fileName = String(chosen.split(separator: "/").last ?? "")
        let format: PatternFormatChoice = PatternFormat(patternFileName: chosen) == .macrocell ? .macrocell : .rle
        let path = fileName.contains(".") ? chosen : chosen + format.fileExtension
        let name = fileName.split(separator: ".").first.map(String.init) ?? fileName
        guard let text = text(named: name, format: format, in: context) else { return nil }
        do {
            try context.services.writeFile(path, text)
            context.show("Saved \(NumberFormat.grouped(exact: context.simulation.universe.exactPopulation)) cells to \(path)")
            return path
        } catch {
            context.show("Could not save it: \(error)")
            return nil
        }
    }

    /// The universe as a file of `format` named `name`; nil (with a message) when it is too large for RLE.
    private static func text(named name: String, format: PatternFormatChoice, in context: FeatureContext) -> String? {
        let universe = context.simulation.universe
        if format == .macrocell, let tree = universe.nativeMacrocell(comments: [name]) {
            // Straight from the tree, whatever its size.
            return tree
        }
        if context.simulation.isHuge {
            context.show("\(NumberFormat.grouped(exact: universe.exactPopulation)) cells are too many for RLE; choose Macrocell")
            return nil
        }
        var pattern = universe.snapshot()
        pattern.name = name
        return (format == .rle ? PatternFormat.rle : .macrocell).write(pattern)
    }
}
