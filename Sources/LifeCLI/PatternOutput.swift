import Foundation
import LifeEngine
import LifeStore

/// Writes a pattern to a file in the format given or its extension names, or to standard output
/// for "-" (RLE unless a format is given).
enum PatternOutput {
    /// Refuses to write `output` when it is the file `input` names (compared as files, by device
    /// and inode: `./g.rle`, an absolute path or a link to the input are the input), so a slip never
    /// replaces the pattern being read.
    static func checkNotInput(_ output: String, input: String) throws {
        guard FileIdentity.same(output, input) else { return }
        throw CLIError("\(output.escapedForDisplay(limit: 200)): this is the input pattern \(input.escapedForDisplay(limit: 200)) "
                       + "(the same file); write the result to a file of its own")
    }

    /// Refuses, before any work, a file that could not be written at the end: a device, pipe or
    /// socket, a folder, a write-protected file, or one in a folder that is not there. Returns the
    /// file to write (through a link, `AtomicFileWriter.target(of:)`); standard output as `-`.
    @discardableResult
    static func checkWritable(_ output: String) throws -> String {
        guard output != "-" else { return output }
        do {
            return try AtomicFileWriter.target(of: output)
        } catch let problem as FileProblem {
            throw CLIError(problem.description)
        }
    }

    /// Writes `pattern` (or, for a universe too large to list, its ready `macrocell` text) to `output`.
    static func write(_ pattern: Pattern, macrocell: String? = nil, to output: String, format chosen: PatternFormat? = nil) throws {
        if output == "-" && chosen == nil {
            print(macrocell ?? PatternFormat.rle.write(pattern), terminator: "")
            return
        }
        guard let format = chosen ?? PatternFormat(patternFileName: output) else {
            throw CLIError("\(output): unknown extension; use .rle, .cells, .lif, .life, .mc or .mcl, each may end in .gz (or --format)")
        }
        let text: String
        if let macrocell {
            guard format == .macrocell else {
                throw CLIError("\(output): this board has too many cells for \(format); export it as .mc")
            }
            text = macrocell
        } else {
            if let refusal = format.refusal(for: pattern) { throw CLIError("\(output.escapedForDisplay(limit: 200)): \(refusal)") }
            text = format.write(pattern)
        }
        if output == "-" {
            print(text, terminator: "")
            return
        }
        do {
            try PatternFileWriter.write(text, to: output)
        } catch let failure as FileProblem {
            throw CLIError(failure.description)
        }
    }
}
