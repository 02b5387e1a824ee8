/// Where the camera looked at a board: the cell at the view's centre and pixels per cell.
public struct BoardView: Equatable, Sendable, Codable {
    /// Cell x at the centre of the view.
    public var centerX: Double
    /// Cell y at the centre of the view.
    public var centerY: Double
    /// Pixels per cell.
    public var zoom: Double
    /// Whether auto-zoom was keeping all life in view: the view frames life in whatever window
    /// it is shown in, rather than being this centre and zoom (which a smaller window would cut).
    public var followsLife: Bool

    /// Creates a view.
    public init(centerX: Double, centerY: Double, zoom: Double, followsLife: Bool = false) {
        self.centerX = centerX
        self.centerY = centerY
        self.zoom = zoom
        self.followsLife = followsLife
    }

    /// Whether every figure is a finite number and the zoom is positive (a stored view may be damaged).
    public var isUsable: Bool { centerX.isFinite && centerY.isFinite && zoom.isFinite && zoom > 0 }
}
