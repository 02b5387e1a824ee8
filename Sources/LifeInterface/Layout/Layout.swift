import LifeScene
/// The three bands of the window and the controls placed in them.
public struct Layout: Equatable, Sendable {
    /// Whole drawable area.
    public let bounds: Rect
    /// Header band (fixed height).
    public let header: Rect
    /// Grid area (flexes).
    public let grid: Rect
    /// Control bar band (fixed height, lower than the header).
    public let controlBar: Rect
    /// Buttons in the control bar, left to right.
    public let buttons: [ControlButton]
    /// On narrow windows, the secondary actions gathered behind the "more" button (empty otherwise).
    public let moreItems: [ControlAction]
    /// The strip along the foot of the grid that the run's timeline bar takes (a board framed
    /// whole keeps its edges' join marks above it).
    public static let timelineStrip = 12.0
    /// The secondary actions, in the order the bar and the menu show them.
    public static let secondaryActions: [ControlAction] = [.patterns, .boards, .exportPicture, .record, .runScript, .clear, .randomFill, .pencil, .history, .zoomOut, .zoomIn, .fit, .settings]
    /// The bar's board actions (left) and view controls (right), when there is room for them.
    static let leftActions: [ControlAction] = [.patterns, .boards, .runScript, .exportPicture, .clear, .randomFill, .pencil]
    /// From the right edge inwards: the history graph sits next to the run's buttons.
    static let rightActions: [ControlAction] = [.settings, .fit, .zoomIn, .zoomOut, .history]
    /// The run's buttons in the middle of the bar.
    static let centreActions: [ControlAction] = [.reset, .stepBack, .playPause, .step, .jump]

    /// The narrowest window whose bar holds every button without overlaps (narrower ones gather
    /// the secondary actions into a menu): both end groups, the centre group, and a gap each side.
    public static func compactWidth(metrics: ThemeMetrics) -> Double {
        let side = metrics.buttonSize, gap = metrics.buttonSpacing / 2
        let ends = Double(leftActions.count + rightActions.count) * side + Double(leftActions.count + rightActions.count - 2) * gap
        let count = Double(centreActions.count)
        let centre = (count - 1) * side + metrics.primaryButtonSize + (count - 1) * metrics.buttonSpacing
        // The centre group sits in the middle, so each half holds half of it plus the larger end group.
        let half = centre / 2 + Double(max(leftActions.count, rightActions.count)) * (side + gap) + metrics.padding + metrics.buttonSpacing
        return max(2 * half, ends + centre + 2 * metrics.padding)
    }

    /// Lays out a window of `size` with the theme's metrics.
    public init(size: Size, metrics: ThemeMetrics) {
        bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let headerHeight = min(metrics.headerHeight, size.height / 3)
        let barHeight = min(metrics.controlBarHeight, size.height / 3)
        header = Rect(x: 0, y: 0, width: size.width, height: headerHeight)
        controlBar = Rect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight)
        grid = Rect(x: 0, y: headerHeight, width: size.width, height: max(0, size.height - headerHeight - barHeight))

        let order = Self.centreActions
        let sizes = order.map { $0 == .playPause ? metrics.primaryButtonSize : metrics.buttonSize }
        let total = sizes.reduce(0, +) + metrics.buttonSpacing * Double(order.count - 1)
        var x = (controlBar.midX - total / 2).rounded()
        var placed: [ControlButton] = []
        for (action, side) in zip(order, sizes) {
            let frame = Rect(x: x, y: (controlBar.midY - side / 2).rounded(), width: side, height: side)
            placed.append(ControlButton(action: action, frame: frame, isPrimary: action == .playPause))
            x += side + metrics.buttonSpacing
        }
        if size.width < Self.compactWidth(metrics: metrics) {
            let side = metrics.buttonSize
            let frame = Rect(x: controlBar.maxX - metrics.padding - side, y: (controlBar.midY - side / 2).rounded(), width: side, height: side)
            placed.append(ControlButton(action: .more, frame: frame, isPrimary: false))
            buttons = placed
            moreItems = Self.secondaryActions
            return
        }
        moreItems = []
        // Board actions at the left end of the bar.
        var left = controlBar.x + metrics.padding
        for action in Self.leftActions {
            let side = metrics.buttonSize
            placed.append(ControlButton(action: action,
                                        frame: Rect(x: left, y: (controlBar.midY - side / 2).rounded(), width: side, height: side),
                                        isPrimary: false))
            left += side + metrics.buttonSpacing / 2
        }
        // View controls at the right end of the bar.
        var right = controlBar.maxX - metrics.padding
        for action in Self.rightActions {
            let side = metrics.buttonSize
            right -= side
            placed.append(ControlButton(action: action,
                                        frame: Rect(x: right, y: (controlBar.midY - side / 2).rounded(), width: side, height: side),
                                        isPrimary: false))
            right -= metrics.buttonSpacing / 2
        }
        buttons = placed
    }

    /// The button under a point, if any.
    public func button(at point: Point) -> ControlButton? {
        buttons.first { $0.frame.contains(point) }
    }

    /// The open "more" menu's items, stacked above its button, right-aligned.
    public func moreMenu() -> [(action: ControlAction, frame: Rect)] {
        guard let more = buttons.first(where: { $0.action == .more })?.frame else { return [] }
        // Rows up to 36 pixels tall, lower when that is what keeps the menu (and its panel's edge) below the header.
        let width = 210.0, height = min(36, ((more.y - 8 - header.maxY - 8) / Double(max(1, moreItems.count))).rounded(.down))
        let x = min(more.maxX - width, bounds.maxX - width - 8)
        var y = more.y - 8 - height * Double(moreItems.count)
        return moreItems.map { action in
            defer { y += height }
            return (action, Rect(x: x, y: y, width: width, height: height))
        }
    }
}
