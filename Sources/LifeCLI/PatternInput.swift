import Foundation
import LifeEngine

/// Reads a pattern from a file path, or standard input for "-", and reports problems with file, line and column.
public enum PatternInput {
    /// Reads and parses the pattern at `path`.
    /// - Throws: `CLIError` such as "glider.rle:2:6: unexpected character 'z' in the pattern body".
    public static func load(_ path: String, readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }) throws -> Pattern {
        let text = try text(path, readStandardInput: readStandardInput)
        return try parse(text, name: path == "-" ? "<stdin>" : path, format: path == "-" ? nil : PatternFormat(fileName: path))
    }

    /// The text of the file at `path` (standard input for "-"), with clear errors for missing,
    /// unreadable, folder and non-UTF-8 inputs.
    public static func text(_ path: String, readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }) throws -> String {
        let data: Data
        let shownName = path == "-" ? "<stdin>" : path
        if path == "-" {
            data = readStandardInput()
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CLIError("\(path): no such file")
            }
            guard !isDirectory.boolValue else { throw CLIError("\(path): is a folder, not a pattern file") }
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw CLIError("\(path): cannot be read (check its permissions)")
            }
            data = contents
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError("\(shownName): not a text file (it is not valid UTF-8)")
        }
        return text
    }

    /// Reads a macrocell file as its quadtree (no cell is made), with file, line and column on errors.
    public static func macrocellTree(_ path: String) throws -> MacrocellTree {
        let text = try text(path)
        do {
            return try MacrocellCodec().parse(text)
        } catch let error as PatternParseError {
            throw CLIError("\(path):\(error.line):\(error.column): \(error.message)")
        }
    }

    /// Parses pattern text in a format (recognised from the text when nil); `name` prefixes error messages.
    public static func parse(_ text: String, name: String, format: PatternFormat? = nil) throws -> Pattern {
        var chosen = format ?? PatternFormat.sniff(text)
        // .lif and .life hold either Life 1.05 or 1.06: the header says which.
        if chosen == .life106 || chosen == .life105 { chosen = PatternFormat.sniff(text) == .life105 ? .life105 : .life106 }
        do {
            return try chosen.read(text)
        } catch let error as PatternParseError {
            throw CLIError("\(name):\(error.line):\(error.column): \(error.message)")
        }
    }
}
