import LifeInterface
import LifeScene

/// The pattern browser's input: the wheel scrolls, a card opens its pattern, the close button,
/// a click outside or Escape closes it; other keys pass to the shortcuts that work anywhere.
extension PatternBrowser {
    /// The browser's layout in the window as it is now.
    public func layout(in context: FeatureContext) -> BrowserLayout {
        BrowserLayout(grid: context.layout.grid, count: patterns.count, scroll: scroll)
    }

    /// Handles an event while the browser is on top.
    public mutating func handle(_ event: InputEvent, in context: FeatureContext) -> OverlayReply {
        switch event {
        case .pointerDown(let point, .left, _):
            let layout = layout(in: context)
            if let index = layout.pattern(at: point) { return .closeThen(.open(patterns[index])) }
            if layout.close.contains(point) || !layout.panel.contains(point) { return .close }
        case .wheel(_, let dy, _):
            scroll(by: dy, grid: context.layout.grid)
        case .key(.escape, _):
            return .close
        case .key:
            return .passed
        default:
            break
        }
        return .handled
    }

    /// Scrolls so the card of pattern `index` shows.
    public mutating func reveal(pattern index: Int, in context: FeatureContext) {
        let layout = layout(in: context)
        scroll = ScrollPosition.showing(index / layout.columns, from: scroll, rows: layout.visibleRows)
    }
}

extension PatternBrowser {
    /// Its controls in reading order: close, then every pattern (those scrolled away have no frame).
    public func regions(in context: FeatureContext) -> [Region<BrowserControl>] {
        let layout = layout(in: context)
        return [Region(.close, layout.close)] + patterns.indices.map { index in
            Region(.pattern(index), layout.cards.first { $0.index == index }?.frame)
        }
    }
}
