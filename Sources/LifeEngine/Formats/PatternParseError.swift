/// A pattern file that could not be read, with the 1-based line and column of the problem.
public struct PatternParseError: Error, Equatable, CustomStringConvertible {
    /// 1-based line of the problem.
    public let line: Int
    /// 1-based column (in characters) of the problem.
    public let column: Int
    /// What is wrong, in plain words.
    public let message: String

    /// Creates an error at a position.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// Whether the file is refused for what it would cost (more cells, areas or bytes than the
    /// reader's budget allows), not for what is written wrong in it.
    public private(set) var isOverBudget = false

    /// An error for a file past the reader's budget (`isOverBudget`).
    public static func overBudget(line: Int, column: Int, message: String) -> PatternParseError {
        var error = PatternParseError(line: line, column: column, message: message)
        error.isOverBudget = true
        return error
    }

    /// "line L, column C: message".
    public var description: String { "line \(line), column \(column): \(message)" }
}
