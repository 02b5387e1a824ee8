import LifeScene
/// Where the ending banner sits: a calm panel at the top of the grid, with "Details" and "Keep
/// running" buttons.
public struct BannerLayout: Equatable, Sendable {
    /// The panel.
    public let panel: Rect
    /// The Keep running button.
    public let button: Rect
    /// The Details button, left of it.
    public let details: Rect

    /// Widest the banner gets.
    public static let maxWidth = 700.0

    /// Places the banner at the top of `grid`.
    public init(grid: Rect, metrics: ThemeMetrics) {
        let width = min(Self.maxWidth, grid.width - 2 * metrics.padding)
        let height = metrics.buttonSize + 12
        panel = Rect(x: (grid.midX - width / 2).rounded(), y: grid.y + metrics.padding / 2, width: width, height: height)
        let buttonWidth = 132.0
        button = Rect(x: panel.maxX - buttonWidth - 6, y: panel.y + 6, width: buttonWidth, height: height - 12)
        details = Rect(x: button.x - 6 - 84, y: button.y, width: 84, height: button.height)
    }
}
