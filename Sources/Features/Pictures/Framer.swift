import LifeEngine
import LifeImage

/// How each frame of a recording is drawn: still over the run's extent (a pixel a cell or more,
/// or by density when it is wider than a frame), or following life.
struct Framer {
    private enum Mode {
        case still(area: CellRect, scale: Int, byDensity: Bool)
        case following(FollowingFrame)
    }

    private var mode: Mode
    /// Whether rows are sheared as a hexagonal rule's are drawn.
    private let sheared: Bool
    /// The frame's size in pixels.
    let width: Int, height: Int

    /// Frames as `plan` says, still ones over `extent` (the board, or where the run goes);
    /// `sheared`: a hexagonal rule's rows, as the view draws them (a following frame keeps its size).
    init(plan: ExportPlan, extent: CellRect?, sheared: Bool) {
        self.sheared = sheared
        if let follow = plan.followFrame {
            mode = .following(FollowingFrame(width: follow.width, height: follow.height, maxScale: plan.scale))
            (width, height) = follow
            return
        }
        let area = extent ?? CellRect(x: 0, y: 0, width: 1, height: 1)
        let sizing = ExportPlan.movieSizing(area, scale: plan.options.scale, sheared: sheared)
        mode = .still(area: area, scale: sizing.scale, byDensity: sizing.byDensity)
        (width, height) = (sizing.width, sizing.height)
    }

    /// The frame of `universe` now.
    mutating func image(of universe: any LifeAlgorithm, gridLines: Bool) -> CellImage {
        switch mode {
        case let .still(area, scale, byDensity):
            let image = byDensity ? CellImage(densityOf: universe, area: area, maxSide: ExportPlan.movieSide)
                : CellImage(of: universe, area: area, scale: scale, gridLines: gridLines)
            return sheared ? image.sheared() : image
        case .following(var frame):
            let image = frame.image(of: universe, gridLines: gridLines)
            mode = .following(frame)
            return sheared ? image.sheared(keepingWidth: true) : image
        }
    }
}
