/// A file that could not be read or written, said in plain words with its path.
public struct FileProblem: Error, CustomStringConvertible, Equatable {
    /// The path as given (control characters escaped when shown).
    public let path: String
    /// What is wrong, in plain words.
    public let reason: String

    /// Creates a problem report.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// Whether the file is refused for its size (more bytes than the reader's budget), not for
    /// what it holds or where it is.
    public private(set) var isOverBudget = false

    /// A file past the reader's budget of bytes (`isOverBudget`).
    public static func overBudget(path: String, reason: String) -> FileProblem {
        var problem = FileProblem(path: path, reason: reason)
        problem.isOverBudget = true
        return problem
    }

    /// "path: reason", a path over `pathLimit` characters cut in its middle (so the reason fits
    /// a line of the app's and its file name shows).
    public var description: String { "\(path.escapedForDisplay(keepingEnds: Self.pathLimit)): \(reason)" }

    /// The most characters of a path a description shows.
    public static let pathLimit = 96
}
