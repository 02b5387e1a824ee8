/// A width and height in screen pixels.
public struct Size: Hashable, Sendable {
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a size.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
}
