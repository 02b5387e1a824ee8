/// A torus size that could not be understood or is out of range.
public struct TopologyError: Error, Equatable, CustomStringConvertible {
    /// The text given.
    public let text: String
    /// What is wrong with it.
    public let reason: String

    /// "unsupported torus size 'X': reason" (the text trimmed, control characters escaped).
    public var description: String { "unsupported torus size '\(text.trimmingWhitespace().escapedForDisplay())': \(reason)" }
}
