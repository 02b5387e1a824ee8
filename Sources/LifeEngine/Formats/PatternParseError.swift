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

    /// "line L, column C: message".
    public var description: String { "line \(line), column \(column): \(message)" }
}
