import Foundation
import LifeEngine

/// Reads a pattern file the way the app and the command line both do: safely (see
/// `TextFileReader`), in the format its content announces (else its extension's), within a
/// budget, with every failure naming the file and, for content errors, the line and column.
public enum PatternFileLoader {
    /// A pattern file that could not be loaded: "file:line:column: message" or "file: reason".
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// The whole message.
        public let description: String
        /// Whether the file was refused for what it would cost (its bytes, cells or areas past
        /// the budget), not for what is written wrong in it.
        public var isOverBudget = false
    }

    /// Loads the pattern at `path`.
    public static func load(_ path: String, budget: PatternBudget = .standard) throws -> Pattern {
        try load(FilePath(path), budget: budget)
    }

    /// Loads the pattern at `path`, whatever bytes its name holds.
    public static func load(_ path: FilePath, budget: PatternBudget = .standard) throws -> Pattern {
        let text: String
        do {
            text = try TextFileReader.read(path, maxBytes: budget.maxBytes)
        } catch let failure as FileProblem {
            throw Failure(description: failure.description, isOverBudget: failure.isOverBudget)
        }
        let name = path.string ?? path.description
        return try parse(text, name: name, format: PatternFormat(patternFileName: name), budget: budget)
    }

    /// Parses pattern text in the format its content announces, else `format`, else RLE;
    /// `name` starts every message.
    public static func parse(_ text: String, name: String, format: PatternFormat?, budget: PatternBudget = .standard) throws -> Pattern {
        var chosen = PatternFormat.recognize(text) ?? format ?? .rle
        // .lif and .life hold either Life 1.05 or 1.06: the header says which.
        if chosen == .life106 || chosen == .life105 { chosen = PatternFormat.sniff(text) == .life105 ? .life105 : .life106 }
        do {
            return try chosen.read(text, budget: budget)
        } catch let error as PatternParseError {
            throw Failure(description: "\(name.escapedForDisplay(limit: 200)):\(error.line):\(error.column): \(error.message)",
                          isOverBudget: error.isOverBudget)
        }
    }
}
