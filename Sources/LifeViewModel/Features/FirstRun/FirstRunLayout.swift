import LifeScene
/// Where the first-run overlay (shown on an empty grid) and the gestures hint sit.
public struct FirstRunLayout: Equatable, Sendable {
    /// The overlay panel.
    public let panel: Rect
    /// Its title line.
    public let title: Rect
    /// The gestures line.
    public let gestures: Rect
    /// One button for each starter.
    public let starters: [Rect]
    /// The hint bar near the bottom of the grid.
    public let hint: Rect
    /// The hint's dismiss button.
    public let hintClose: Rect

    /// Lays both out over `grid`, the panel below `banner` (where endings and notices show).
    public init(grid: Rect, below banner: Rect? = nil) {
        let width = min(560, grid.width - 32)
        let height = 176.0
        // Near the top of the grid, so the centre stays free for a first click on a cell.
        let hintWidth = min(620, grid.width - 32)
        hint = Rect(x: (grid.midX - hintWidth / 2).rounded(), y: grid.maxY - 48, width: hintWidth, height: 34)
        hintClose = Rect(x: hint.maxX - 32, y: hint.y + 3, width: 28, height: 28)
        var y = grid.y + min(24, max(8, grid.height / 2 - height))
        // Below the banner where there is room above the hint (a very small window keeps it on top).
        if let banner, banner.maxY + 12 + height <= hint.y - 8 { y = max(y, banner.maxY + 12) }
        panel = Rect(x: (grid.midX - width / 2).rounded(), y: y, width: width, height: height)
        title = Rect(x: panel.x + 24, y: panel.y + 18, width: width - 48, height: 28)
        gestures = Rect(x: panel.x + 24, y: panel.y + 48, width: width - 48, height: 22)
        let columns = 3
        let buttonWidth = (width - 48 - Double(columns - 1) * 8) / Double(columns)
        let left = panel.x + 24, top = panel.y + 84
        var buttons: [Rect] = []
        for i in 0..<StarterPattern.allCases.count {
            let row = Double(i / columns), column = Double(i % columns)
            buttons.append(Rect(x: left + column * (buttonWidth + 8), y: top + row * 42, width: buttonWidth, height: 34))
        }
        starters = buttons
    }
}
