/// A picture or movie that could not be written, with why (the path and the library's words).
public struct ImageError: Error, CustomStringConvertible, Equatable {
    /// The whole message.
    public let description: String

    /// An error saying `description`.
    public init(description: String) {
        self.description = description
    }
}
