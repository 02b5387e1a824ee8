import Foundation

/// A command-line failure shown to the user as one clear line on stderr, with a non-zero exit.
public struct CLIError: Error, CustomStringConvertible, LocalizedError {
    /// The message, already naming the file, line and column where known.
    public let message: String

    /// Creates an error with its message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
    /// The message (for Foundation's error reporting).
    public var errorDescription: String? { message }
}
