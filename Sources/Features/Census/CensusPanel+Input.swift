import LifeInterface
import LifeScene
import LifeEngine

/// The Details panel's input: hovering a row highlights its objects on the grid, a click chooses
/// it (its Identify report shows at the foot, and the view moves to one of them when none shows), the wheel scrolls, Escape or a click outside closes
/// it; other keys pass to the shortcuts that work anywhere.
extension CensusPanel {
    /// The panel's layout in the window as it is now.
    public func layout(in context: FeatureContext) -> CensusLayout {
        CensusLayout(grid: context.layout.grid, metrics: context.theme.metrics, panel: self)
    }

    /// Handles an event while the panel is on top; `hit` is its control under the pointer (nil
    /// outside the panel), from the regions the UI pass listed.
    public mutating func handle(_ event: InputEvent, hit: CensusControl?, in context: FeatureContext) -> OverlayReply {
        let layout = layout(in: context)
        switch event {
        case .pointerMoved:
            if case .entry(let index)? = hit { hovered = index } else { hovered = nil }
        case .pointerLeft:
            hovered = nil
        case .pointerDown(let point, .left, _):
            switch hit {
            case nil where context.simulation.ending != nil
                && BannerLayout(grid: context.layout.grid, metrics: context.theme.metrics).button.contains(point):
                // The banner's Keep running beside the panel: it plays on as the panel closes.
                return .closeThen(.perform(.keepRunning))
            case .close?, nil: return .close
            case .entry(let index)?:
                chosen = index
                // The figures say which object they are about, and the row chosen stays in sight
                // as they take their room at the foot (the focus ring went out of view with it).
                let entry = entries[index]
                report = entry.report.enumerated().map { $0.offset == 0 ? "\(entry.name ?? entry.code): \($0.element)" : $0.element }
                scroll = ScrollPosition.showing(index, from: scroll, rows: self.layout(in: context).visibleRows)
                bringIntoView(entry.boxes, beside: layout.panel, in: context)
            case .panel?: break
            }
        case .wheel(_, let dy, _):
            scroll = ScrollPosition.afterWheel(dy, from: scroll, maxScroll: layout.maxScroll(count: entries.count))
        case .key(.escape, _):
            return .close
        case .key:
            return .passed
        default:
            break
        }
        return .handled
    }

    /// When none of `boxes` shows in the grid beside the panel (a glider flown out of view, say),
    /// or they are drawn too small to make out (under `smallestShown` pixels across: specks far out),
    /// moves the view to the one nearest the view's centre, closer when it was too small to make
    /// out (four times that size), and holds auto-zoom there (Fit or F brings all life back).
    func bringIntoView(_ boxes: [CellRect], beside panel: Rect, in context: FeatureContext) {
        let camera = context.camera, grid = context.layout.grid
        // Left of the panel and below the banner (the ending's, or a notice's) the panel sits under.
        let top = BannerLayout(grid: grid, metrics: context.theme.metrics).panel.maxY
        let room = Rect(x: grid.x, y: top, width: max(1, panel.x - grid.x), height: max(1, grid.maxY - top))
        func screen(_ box: CellRect) -> Rect {
            let a = camera.screenRect(of: Cell(box.x, box.y)), b = camera.screenRect(of: Cell(box.maxX - 1, box.maxY - 1))
            return Rect(x: a.x, y: a.y, width: b.maxX - a.x, height: b.maxY - a.y)
        }
        // Shown: its middle well inside the room, not at an edge under something else.
        let inner = room.insetBy(Double(Stroke.focusRing) + 4, Double(Stroke.focusRing) + 4)
        let shown = boxes.contains { inner.contains(screen($0).center) }
        let tiny = boxes.allSatisfy { box in Double(max(box.width, box.height)) * camera.zoom < Self.smallestShown }
        let middle = room.center
        guard !shown || tiny, let nearest = boxes.min(by: { a, b in
            let p = screen(a).center, q = screen(b).center
            return (p.x - middle.x) * (p.x - middle.x) + (p.y - middle.y) * (p.y - middle.y)
                < (q.x - middle.x) * (q.x - middle.x) + (q.y - middle.y) * (q.y - middle.y)
        }) else { return }
        let side = Double(max(nearest.width, nearest.height))
        let zoom = tiny ? min(max(camera.zoom, 4 * Self.smallestShown / side), Framing.largestZoom) : camera.zoom
        let goal = AutoZoom.centre(of: camera.viewBounds(of: nearest), in: room, camera: camera, zoom: zoom)
        context.cameraController.move(to: goal, zoom: zoom, now: context.now, animated: true)
        context.autoZoomSuspended = true
        context.autoZoomHeldOnDebris = false
    }

    /// The fewest pixels across an object chosen in the panel is drawn at: smaller, the view comes closer.
    static let smallestShown = 6.0

    /// Scrolls so row `index` shows, and outlines its objects on the grid as when the pointer rests on it.
    public mutating func reveal(entry index: Int, in context: FeatureContext) {
        let layout = layout(in: context)
        scroll = ScrollPosition.showing(index, from: scroll, rows: layout.visibleRows)
        hovered = index
    }
}
