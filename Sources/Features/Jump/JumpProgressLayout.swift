import LifeScene
/// The panel shown while a jump runs: what it is doing, a progress bar and Cancel.
public struct JumpProgressLayout: Equatable, Sendable {
    /// The panel.
    public let panel: Rect
    /// The line saying where the jump goes.
    public let title: Rect
    /// The progress bar's track.
    public let bar: Rect
    /// The Cancel button.
    public let cancel: Rect

    /// Lays the panel out near the top of `grid`.
    public init(grid: Rect) {
        let width = min(460, grid.width - 32), height = 96.0
        panel = Rect(x: (grid.midX - width / 2).rounded(), y: (grid.y + 24).rounded(), width: width, height: height)
        title = Rect(x: panel.x + 20, y: panel.y + 14, width: width - 40, height: 24)
        cancel = Rect(x: panel.maxX - 20 - 96, y: panel.y + 48, width: 96, height: 32)
        bar = Rect(x: panel.x + 20, y: cancel.midY - 4, width: cancel.x - 16 - panel.x - 20, height: 8)
    }
}
