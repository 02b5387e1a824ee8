import Foundation

/// A theme file that could not be used.
public struct ThemeError: Error, Equatable, CustomStringConvertible {
    /// The file's name or path.
    public let file: String
    /// What is wrong.
    public let reason: String

    /// "theme FILE skipped: reason".
    public var description: String { "theme \(file) skipped: \(reason)" }
}
