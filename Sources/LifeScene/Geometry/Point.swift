/// A position in screen pixels (or in continuous cell units where a doc says so).
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate, growing downward.
    public var y: Double

    /// Creates a point.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// Euclidean distance to another point.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}
