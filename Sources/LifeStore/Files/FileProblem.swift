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

    /// "path: reason".
    public var description: String { "\(path.escapedForDisplay(limit: 200)): \(reason)" }
}
