import LifeScene
import LifeEngine

/// The camera as the user sees it, moving smoothly toward targets set by zoom actions, Fit and auto-zoom.
///
/// Every zoom (wheel, pinch, keys, buttons) goes through `zoom(by:anchor:now:animated:)`; successive
/// zooms during an animation compound on its target, so a fast wheel spin is one smooth glide.
public struct CameraController: Equatable, Sendable {
    /// What is drawn this frame.
    public private(set) var camera: Camera
    /// The move in progress, if any.
    public private(set) var animation: ZoomAnimation?

    /// Creates a controller showing `camera`.
    public init(camera: Camera) {
        self.camera = camera
    }

    /// Where the camera is heading (the current camera when nothing animates).
    public var target: Camera {
        guard let animation else { return camera }
        var t = camera
        t.setZoom(animation.toZoom, anchor: t.viewport.center)
        if let anchor = animation.anchor {
            t.center = Point(anchor.world.x - (anchor.screen.x - t.viewport.midX) / t.zoom,
                             anchor.world.y - (anchor.screen.y - t.viewport.midY) / t.zoom)
        } else {
            t.center = animation.toCenter
        }
        return t
    }

    /// Whether a move is in progress.
    public var isAnimating: Bool { animation != nil }

    /// Moves the shown camera along the animation; returns whether it changed.
    @discardableResult
    public mutating func advance(to now: Double) -> Bool {
        guard let animation else { return false }
        let state = animation.state(at: now, viewportCenter: camera.viewport.center)
        camera.setZoom(state.zoom, anchor: camera.viewport.center)
        camera.center = state.center
        if animation.isFinished(at: now) { self.animation = nil }
        return true
    }

    /// Multiplies the zoom (of the target, when animating) by `factor`, keeping the cell under `anchor` still.
    public mutating func zoom(by factor: Double, anchor: Point, now: Double, animated: Bool) {
        let goal = target
        // The user's range; from beyond it (after a far Fit) zooming in is smooth and zooming out stays put.
        let lowest = min(camera.zoomRange.lowerBound, goal.zoom)
        let newZoom = min(max(goal.zoom * factor, lowest), camera.zoomRange.upperBound)
        let world = goal.viewPoint(at: anchor)
        guard animated else {
            animation = nil
            camera = goal
            camera.setZoom(newZoom, anchor: anchor)
            return
        }
        // Pin the anchor's cell from where the camera is now, so the glide starts without a jump.
        let pinned = camera.viewPoint(at: anchor)
        let toCenter = Point(world.x - (anchor.x - camera.viewport.midX) / newZoom,
                             world.y - (anchor.y - camera.viewport.midY) / newZoom)
        let sameCell = abs(pinned.x - world.x) < 1e-6 && abs(pinned.y - world.y) < 1e-6
        animation = ZoomAnimation(fromCenter: camera.center, fromZoom: camera.zoom, toCenter: toCenter, toZoom: newZoom,
                                  anchor: sameCell ? .init(screen: anchor, world: world) : nil, start: now)
    }

    /// Glides to a centre and zoom (within `Camera.absoluteZoomRange`: Fit, auto-zoom and restores
    /// may frame what the user's zoom range cannot).
    public mutating func move(to center: Point, zoom: Double, now: Double, animated: Bool) {
        let z = min(max(zoom, Camera.absoluteZoomRange.lowerBound), camera.zoomRange.upperBound)
        guard animated else {
            animation = nil
            camera.setZoom(z, anchor: camera.viewport.center)
            camera.center = center
            return
        }
        animation = ZoomAnimation(fromCenter: camera.center, fromZoom: camera.zoom, toCenter: center, toZoom: z,
                                  anchor: nil, start: now)
    }

    /// Pans at once (dragging follows the pointer exactly); stops any animation.
    public mutating func pan(by delta: Point) {
        animation = nil
        camera.pan(by: delta)
    }

    /// Lays rows out with `shear` (see `Camera.shear`), keeping the cell in the middle of the view where it is.
    public mutating func setShear(_ shear: Double) {
        guard shear != camera.shear else { return }
        animation = nil
        camera.center.x += (shear - camera.shear) * camera.center.y
        camera.shear = shear
    }

    /// Changes the grid area, keeping the centre.
    public mutating func setViewport(_ viewport: Rect) {
        camera.viewport = viewport
    }

    /// Changes the allowed zoom range, clamping the camera into it.
    /// `clamp`: also bring the camera into it (the user turned a wider range off); otherwise a
    /// camera framed beyond the range by Fit, auto-zoom or a restore stays where it is.
    public mutating func setZoomRange(_ range: ClosedRange<Double>, clamp: Bool = true) {
        camera.zoomRange = range
        guard clamp else { return }
        camera.setZoom(min(max(camera.zoom, range.lowerBound), range.upperBound), anchor: camera.viewport.center)
    }
}
