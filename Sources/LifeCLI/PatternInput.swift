import Foundation
import LifeEngine
import LifeStore

/// Reads a pattern from a file path, or standard input for "-", and reports problems with file, line and column.
public enum PatternInput {
    /// Reads and parses the pattern at `path`.
    /// - Throws: `CLIError` such as "glider.rle:2:6: unexpected character 'z' in the pattern body".
    public static func load(_ path: String, readStandardInput: () -> Data? = { nil }) throws -> Pattern {
        let text = try text(path, readStandardInput: readStandardInput)
        return try parse(text, name: path == "-" ? "<stdin>" : path, format: path == "-" ? nil : PatternFormat(patternFileName: path))
    }

    /// The text of the file at `path` (standard input for "-"), with clear errors for missing,
    /// unreadable, folder, special, oversized and non-UTF-8 inputs.
    public static func text(_ path: String, readStandardInput: () -> Data? = { nil }) throws -> String {
        do {
            if path == "-" {
                if let data = readStandardInput() { return try TextFileReader.decode(data, name: "<stdin>") }
                return try TextFileReader.read(from: FileHandle.standardInput)
            }
            return try TextFileReader.read(path)
        } catch let failure as FileProblem {
            throw CLIError(failure.description)
        }
    }

    /// Reads a macrocell file as its quadtree (no cell is made), with file, line and column on errors.
    public static func macrocellTree(_ path: String) throws -> MacrocellTree {
        let text = try text(path)
        do {
            return try MacrocellCodec().parse(text)
        } catch let error as PatternParseError {
            throw CLIError("\(path.escapedForDisplay(limit: 200)):\(error.line):\(error.column): \(error.message)")
        }
    }

    /// Parses pattern text in the format its content announces, else `format`; `name` prefixes error messages.
    public static func parse(_ text: String, name: String, format: PatternFormat? = nil) throws -> Pattern {
        do {
            return try PatternFileLoader.parse(text, name: name, format: format)
        } catch let failure as PatternFileLoader.Failure {
            throw CLIError(failure.description)
        }
    }
}
