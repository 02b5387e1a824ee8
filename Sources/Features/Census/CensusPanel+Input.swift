import LifeInterface
import LifeScene

/// The Details panel's input: hovering a row highlights its objects on the grid, a click chooses
/// it (its Identify report shows at the foot), the wheel scrolls, Escape or a click outside closes
/// it; other keys pass to the shortcuts that work anywhere.
extension CensusPanel {
    /// The panel's layout in the window as it is now.
    public func layout(in context: FeatureContext) -> CensusLayout {
        CensusLayout(grid: context.layout.grid, metrics: context.theme.metrics, panel: self)
    }

    /// Handles an event while the panel is on top.
    public mutating func handle(_ event: InputEvent, in context: FeatureContext) -> OverlayReply {
        let layout = layout(in: context)
        switch event {
        case .pointerMoved(let point):
            hovered = layout.entry(at: point)
        case .pointerLeft:
            hovered = nil
        case .pointerDown(let point, .left, _):
            if layout.close.contains(point) || !layout.panel.contains(point) { return .close }
            if let index = layout.entry(at: point) {
                chosen = index
                report = entries[index].report
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

    /// Scrolls so row `index` shows, and outlines its objects on the grid as when the pointer rests on it.
    public mutating func reveal(entry index: Int, in context: FeatureContext) {
        let layout = layout(in: context)
        scroll = ScrollPosition.showing(index, from: scroll, rows: layout.visibleRows)
        hovered = index
    }
}

extension CensusPanel {
    /// Its controls in reading order: close, then every entry (those scrolled away have no frame).
    public func regions(in context: FeatureContext) -> [Region<CensusControl>] {
        let layout = layout(in: context)
        return [Region(.close, layout.close)] + entries.indices.map { index in
            Region(.entry(index), layout.rows.first { $0.index == index }?.frame)
        }
    }
}
