import LifeScene
/// Tells a click from a drag: a press and release that stays within `clickSlop` pixels is a click.
public struct PointerGesture: Equatable, Sendable {
    /// Largest movement, in pixels, that still counts as a click.
    public static let clickSlop = 4.0

    /// Where the press happened.
    public let start: Point
    /// Where the pointer was at the last move.
    public private(set) var last: Point
    /// Whether the movement has passed the slop, making this a drag.
    public private(set) var isDragging = false

    /// Starts a gesture at a press.
    public init(start: Point) {
        self.start = start
        self.last = start
    }

    /// Records a move; returns the delta to pan by once dragging (nil while still a possible click).
    public mutating func move(to point: Point) -> Point? {
        if !isDragging && point.distance(to: start) > Self.clickSlop {
            isDragging = true
        }
        defer { last = point }
        return isDragging ? Point(point.x - last.x, point.y - last.y) : nil
    }
}
