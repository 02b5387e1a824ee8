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

    /// Handles an event while the panel is on top; `hit` is its control under the pointer (nil
    /// outside the panel), from the regions the UI pass listed.
    public mutating func handle(_ event: InputEvent, hit: CensusControl?, in context: FeatureContext) -> OverlayReply {
        let layout = layout(in: context)
        switch event {
        case .pointerMoved:
            if case .entry(let index)? = hit { hovered = index } else { hovered = nil }
        case .pointerLeft:
            hovered = nil
        case .pointerDown(_, .left, _):
            switch hit {
            case .close?, nil: return .close
            case .entry(let index)?:
                chosen = index
                report = entries[index].report
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

    /// Scrolls so row `index` shows, and outlines its objects on the grid as when the pointer rests on it.
    public mutating func reveal(entry index: Int, in context: FeatureContext) {
        let layout = layout(in: context)
        scroll = ScrollPosition.showing(index, from: scroll, rows: layout.visibleRows)
        hovered = index
    }
}
