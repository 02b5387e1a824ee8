/// Font size and weight of a piece of text.
public struct TextStyle: Hashable, Sendable {
    /// Size in pixels.
    public var size: Double
    /// Weight.
    public var weight: FontWeight

    /// Creates a style.
    public init(size: Double, weight: FontWeight) {
        self.size = size
        self.weight = weight
    }
}
