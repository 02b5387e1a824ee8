import LifeEngine
import LifeScene

/// Where the camera goes: all life framed with auto-zoom's buffer, a torus board filling the area
/// kept for it, and life followed as it grows.
public struct Framing {
    /// Where a torus board is shown: most of the grid, clear of whatever the app draws over it.
    public var boardViewport: Rect
    /// Where life is kept in view: the grid, less what a panel about it (history, Details) covers.
    public var room: Rect

    /// Fit never zooms in further than this (a lone cell would otherwise fill the screen).
    public static let largestZoom = 20.0

    /// Framing with a torus board shown in `boardViewport` and life kept in `room`.
    public init(boardViewport: Rect, room: Rect) {
        self.boardViewport = boardViewport
        self.room = room
    }

    /// What Fit and auto-zoom keep in view: a finite board whole (one small enough to see, or that
    /// life spans enough of: `FeatureContext.framedBoard`), else its life; on a tube, its finite side whole
    /// and the other as far as life goes (its edges stayed off screen, and a random fill covered
    /// only the rows shown); else all life (nil: none).
    static func subject(in context: FeatureContext) -> CellRect? {
        if let board = context.framedBoard { return board }
        let life = context.simulation.universe.bounds
        // A board too large to show whole (`FeatureContext.framedBoard`): its life, as on the plane.
        guard context.finiteBoard == nil, let board = context.board, let size = context.simulation.topology.size else { return life }
        // A tube whose finite side is too large to see whole, and that life spans little of: the same.
        let grid = context.layout.grid
        if size.width == nil {
            guard seen(board.height, across: grid.height) || spanned(board.height, by: life?.height) else { return life }
            return CellRect(x: life?.x ?? -board.height / 2, y: board.y, width: life?.width ?? board.height, height: board.height)
        }
        guard seen(board.width, across: grid.width) || spanned(board.width, by: life?.width) else { return life }
        return CellRect(x: board.x, y: life?.y ?? -board.width / 2, width: board.width, height: life?.height ?? board.width)
    }

    /// Whether a board's side is small enough to frame whole across `pixels`: four cells a pixel at most.
    static func seen(_ side: Int64, across pixels: Double) -> Bool { Double(side) <= pixels * 4 }

    /// Whether life spanning `span` cells covers enough of a board's side (a quarter) to frame the side whole.
    static func spanned(_ side: Int64, by span: Int64?) -> Bool { span.map { $0 * 4 >= side } ?? false }

    /// Frames all life (or the board), or returns to the origin when there is none, and resumes auto-zoom.
    public func fit(_ context: FeatureContext, animated: Bool = true) {
        context.autoZoomSuspended = false
        context.autoZoomHeldOnDebris = false
        if let bounds = Self.subject(in: context) {
            frame(bounds, in: context, animated: animated)
        } else {
            // The origin the coordinates show: a bounded board's middle (its cells count from its corner).
            let origin = context.simulation.topology.gollyOrigin
            context.cameraController.move(to: Point(Double(origin.x) + 0.5, Double(origin.y) + 0.5), zoom: 20, now: context.now, animated: animated)
        }
    }

    /// Centres `bounds` with the auto-zoom buffer around it (a torus board fills its viewport).
    public func frame(_ cells: CellRect, in context: FeatureContext, animated: Bool) {
        if cells == context.framedBoard {
            let goal = boardGoal(cells, in: context)
            context.cameraController.move(to: goal.center, zoom: goal.zoom, now: context.now, animated: animated)
            return
        }
        let bounds = context.camera.viewBounds(of: cells)
        let zoom = min(AutoZoom.fittingZoom(bounds, viewport: room) / AutoZoom.headroom, Self.largestZoom)
        let center = AutoZoom.centre(of: bounds, in: room, camera: context.camera, zoom: zoom)
        context.cameraController.move(to: center, zoom: zoom, now: context.now, animated: animated)
    }

    /// Most cells an ending's debris is looked for among (the split runs each small island).
    public static let debrisCellLimit = 200_000

    /// When a run ends with ships escaping, frames the settled debris (the ships are named in the
    /// banner) and holds auto-zoom there (Fit or F brings everything back into view); returns
    /// whether it did. `always` frames it even with auto-zoom held (the room changed).
    @discardableResult
    public func frameDebris(of ending: FinalState, in context: FeatureContext, always: Bool = false) -> Bool {
        let simulation = context.simulation
        guard context.isAutoZoomActive || always, !simulation.isHuge, simulation.population <= Self.debrisCellLimit,
              let debris = ending.debrisBounds(on: simulation.universe) else { return false }
        frame(debris, in: context, animated: true)
        context.autoZoomSuspended = true
        context.autoZoomHeldOnDebris = true
        return true
    }

    /// After new generations (or a change of what covers the grid): keeps all life in view with the
    /// buffer while auto-zoom is on; a torus board stays framed whatever life does on it.
    public func follow(in context: FeatureContext) {
        guard context.isAutoZoomActive else { return }
        let controller = context.cameraController
        if let board = context.framedBoard {
            let goal = boardGoal(board, in: context), target = controller.target
            if abs(target.zoom / goal.zoom - 1) > 0.01 || abs(target.center.x - goal.center.x) * goal.zoom > 1
                || abs(target.center.y - goal.center.y) * goal.zoom > 1 {
                frame(board, in: context, animated: true)
            }
            return
        }
        guard let bounds = Self.subject(in: context) else { return }
        // Life that outruns the glide while the run plays (a glider at full speed goes thousands of
        // cells a frame, a breeder in hyperspeed grows by a quarter: each frame's glide started
        // again from behind it, and life stayed out of sight or cut off) is no longer wholly in
        // view, or out of sight: the camera goes there at once.
        let kept = context.simulation.isPlaying ? AutoZoom.inView(bounds, camera: context.camera) : AutoZoom.inSight(bounds, camera: context.camera)
        if let goal = AutoZoom.target(for: bounds, camera: controller.target, room: room) {
            context.cameraController.move(to: goal.center, zoom: goal.zoom, now: context.now, animated: kept)
        } else if !kept && controller.isAnimating {
            let target = controller.target
            context.cameraController.move(to: target.center, zoom: target.zoom, now: context.now, animated: false)
        }
    }

    /// The camera showing a torus board in `boardViewport`.
    private func boardGoal(_ cells: CellRect, in context: FeatureContext) -> (center: Point, zoom: Double) {
        let board = context.camera.viewBounds(of: cells)
        let area = boardViewport, grid = context.layout.grid
        let zoom = min(AutoZoom.boardZoom(board, viewport: area), context.camera.zoomRange.upperBound)
        // The camera centres the grid: offset it so the board's centre lands on the area's.
        let offset = Point((grid.midX - area.midX) / zoom, (grid.midY - area.midY) / zoom)
        return (Point(Double(board.x) + Double(board.width) / 2 + offset.x, Double(board.y) + Double(board.height) / 2 + offset.y), zoom)
    }
}
