import LifeEngine
import LifeScene

/// The pattern browser: scrolling, hovering and opening a card.
extension AppModel {
    /// Events while the browser is on top: it takes the pointer; Escape closes it; other keys
    /// go to the shortcuts that work anywhere.
    func handleBrowser(_ event: InputEvent, now: Double) -> Bool {
        guard case .browser(var browser) = overlays.last else { return false }
        switch event {
        case .pointerDown(let point, .left, _):
            browserPress(at: point, browser: browser, now: now)
        case .pointerMoved(let point):
            setHovered(action(at: point))
        case .pointerLeft:
            setHovered(nil)
        case .wheel(_, let dy, _):
            browser.scroll(by: dy, grid: layout.grid)
            replaceTop(with: .browser(browser))
        case .key(.escape, _):
            closeTop()
        case .key:
            return false
        default:
            break
        }
        return true
    }

    /// A card opens its pattern (undoable); the close button or a click outside closes the browser.
    private func browserPress(at point: Point, browser: PatternBrowser, now: Double) {
        let layout = BrowserLayout(grid: layout.grid, count: browser.patterns.count, scroll: browser.scroll)
        if let index = layout.pattern(at: point) {
            let pattern = browser.patterns[index]
            closeTop()
            replaceBoard("opening \(pattern.name ?? "the pattern")") { simulation.load(pattern) }
            patternName = pattern.name
            show("Opened \(pattern.name ?? "a pattern"): \(pattern.cells.count) cells (Ctrl+Z undoes)", now: now)
            fit(now: now, animated: false)
        } else if layout.close.contains(point) || !layout.panel.contains(point) {
            closeTop()
        }
        needsRedraw = true
    }
}
