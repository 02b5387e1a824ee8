import LifeScene
import Foundation

/// An eased move of the camera's centre and zoom, optionally keeping one screen point over the same
/// cell throughout (zooming around the pointer). Zoom is interpolated on a log scale so every frame
/// changes it by the same ratio.
public struct ZoomAnimation: Equatable, Sendable {
    /// A screen point pinned to a continuous cell position.
    public struct Anchor: Equatable, Sendable {
        /// Where on screen.
        public var screen: Point
        /// Which continuous cell position stays under it.
        public var world: Point
    }

    /// Centre and zoom at the start.
    public let fromCenter: Point
    public let fromZoom: Double
    /// Centre and zoom at the end.
    public let toCenter: Point
    public let toZoom: Double
    /// The pinned point, if any.
    public let anchor: Anchor?
    /// Start time and length in seconds.
    public let start: Double
    public let duration: Double

    /// Default length: within the 150-250 ms that feels smooth without lag.
    public static let defaultDuration = 0.2

    /// Creates an animation.
    public init(fromCenter: Point, fromZoom: Double, toCenter: Point, toZoom: Double, anchor: Anchor?,
                start: Double, duration: Double = ZoomAnimation.defaultDuration) {
        self.fromCenter = fromCenter
        self.fromZoom = fromZoom
        self.toCenter = toCenter
        self.toZoom = toZoom
        self.anchor = anchor
        self.start = start
        self.duration = duration
    }

    /// Progress 0...1 after easing (cubic ease-out).
    public func progress(at now: Double) -> Double {
        guard duration > 0 else { return 1 }
        let t = min(max((now - start) / duration, 0), 1)
        let u = 1 - t
        return 1 - u * u * u
    }

    /// Whether the animation has reached its end.
    public func isFinished(at now: Double) -> Bool { now >= start + duration }

    /// Centre and zoom at a moment, for a viewport centred at `viewportCenter`.
    public func state(at now: Double, viewportCenter: Point) -> (center: Point, zoom: Double) {
        let e = progress(at: now)
        let zoom = e >= 1 ? toZoom : exp(log(fromZoom) + (log(toZoom) - log(fromZoom)) * e)
        if let anchor {
            return (Point(anchor.world.x - (anchor.screen.x - viewportCenter.x) / zoom,
                          anchor.world.y - (anchor.screen.y - viewportCenter.y) / zoom), zoom)
        }
        return (Point(fromCenter.x + (toCenter.x - fromCenter.x) * e, fromCenter.y + (toCenter.y - fromCenter.y) * e), zoom)
    }
}
