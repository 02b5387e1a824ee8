import LifeInterface
import HeaderFeature
import Foundation
import LifeScene

/// The grid: clicks that toggle cells or place a paste, drags that pan, wheel and pinch zoom,
/// Fit and auto-zoom, and the control bar's buttons under the pointer.
extension AppModel {
    /// Whether auto-zoom is following life right now.
    public var isAutoZoomActive: Bool { context.isAutoZoomActive }

    /// Pointer events on the board (no modal overlay open).
    func handleCanvas(_ event: InputEvent, now: Double) {
        switch event {
        case .pointerDown(let point, let button, let modifiers):
            // One look at the regions tells a button from the timeline, the sparkline or the grid.
            let under = region(at: point)
            let generation = under == .sparkline ? header.generation(atX: point.x, band: layout.header, theme: theme) : nil
            boardPointer.press(at: point, button: button, modifiers: modifiers, on: under, action: under?.controlAction,
                               sparklineGeneration: generation, now: now, hover: &hover, editing: &editing, in: context)
        case .pointerMoved(let point):
            boardPointer.move(to: point, pressed: hover.pressed, editing: &editing, in: context)
        case .pointerUp(let point, let button):
            boardPointer.release(button, over: action(at: point), now: now, hover: &hover, editing: &editing, in: context).map { perform($0, now: now) }
        case .wheel(_, let dy, let at):
            guard layout.grid.contains(at), dy != 0 else { return }
            context.zoom(by: pow(Camera.wheelZoomStep, dy), anchor: at)
        case .pinch(let factor, let at):
            guard layout.grid.contains(at), factor > 0 else { return }
            context.zoom(by: factor, anchor: at, animated: false)
        default:
            break
        }
    }
}
