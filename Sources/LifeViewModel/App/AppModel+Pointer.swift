import LifeInterface
import HeaderFeature
import EditingFeature
import TimelineFeature
import LifeRun
import Foundation
import LifeEngine
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
            gesture = PointerGesture(start: point)
            gestureButton = button
            // One look at the regions tells a button from the timeline, the sparkline or the grid.
            let under = region(at: point)
            if button == .left, let action = action(for: under) {
                hover.pressed = action
            } else if button == .left, under == .timeline {
                scrubbing = true
                TimelineActions.scrub(to: point, in: context)
            } else if button == .left, under == .sparkline, let generation = header.generation(atX: point.x, band: layout.header, theme: theme) {
                // A click on the sparkline goes to that generation.
                context.backwards = nil
                if !context.travel(to: generation) { context.show("Generation \(generation) is no longer in the history") }
            } else if button == .left && layout.grid.contains(point) {
                _ = editing.beginPress(at: point, modifiers: modifiers, in: context)
            }
        case .pointerMoved(let point):
            pointerMoved(to: point)
        case .pointerUp(let point, let button):
            pointerUp(at: point, button: button, now: now)
        case .wheel(_, let dy, let at):
            guard layout.grid.contains(at), dy != 0 else { return }
            context.zoom(by: pow(Self.wheelZoomStep, dy), anchor: at)
        case .pinch(let factor, let at):
            guard layout.grid.contains(at), factor > 0 else { return }
            context.zoom(by: factor, anchor: at, animated: false)
        default:
            break
        }
    }

    private func pointerMoved(to point: Point) {
        if scrubbing {
            TimelineActions.scrub(to: point, in: context)
            return
        }
        if var g = gesture {
            let delta = g.move(to: point)
            gesture = g
            if gestureButton == .left && hover.pressed == nil && editing.drag(to: point, dragging: g.isDragging, in: context) { return }
            if let delta, hover.pressed == nil {
                context.pan(by: delta)
            }
        }
    }

    private func pointerUp(at point: Point, button: PointerButton, now: Double) {
        defer {
            gesture = nil
            gestureButton = nil
            hover.pressed = nil
        }
        guard let g = gesture, button == gestureButton else { return }
        if scrubbing {
            scrubbing = false
            return
        }
        if let action = hover.pressed {
            if self.action(at: point) == action { perform(action, now: now) }
            return
        }
        if button == .left && editing.endPress(dragged: g.isDragging, in: context) { return }
        guard !g.isDragging && button == .left && layout.grid.contains(g.start) else { return }
        editing.click(at: g.start, in: context)
    }
}
