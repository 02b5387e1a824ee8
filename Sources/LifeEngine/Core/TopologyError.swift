/// A bounded grid (a torus size, say) that could not be understood or is out of range.
public struct TopologyError: Error, Equatable, CustomStringConvertible {
    /// The text given.
    public let text: String
    /// What is wrong with it.
    public let reason: String
    /// What the text was to be: "bounded grid", or "torus size" for the command line's WxH.
    public var subject = "bounded grid"

    /// "unsupported bounded grid 'X': reason" (the text trimmed, control characters escaped).
    public var description: String { "unsupported \(subject) '\(text.trimmingWhitespace().escapedForDisplay())': \(reason)" }
}
