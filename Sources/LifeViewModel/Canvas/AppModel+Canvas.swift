import LifeInterface
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
            if button == .left, let action = action(at: point) {
                pressed = action
            } else if button == .left, TimelineActions.layout(in: context)?.hitArea.contains(point) == true {
                scrubbing = true
                TimelineActions.scrub(to: point, in: context)
            } else if button == .left, let generation = sparklineGeneration(at: point) {
                // A click on the sparkline goes to that generation.
                backwards = nil
                if !context.travel(to: generation) { show("Generation \(generation) is no longer in the history", now: now) }
            } else if button == .left && layout.grid.contains(point) {
                _ = editing.beginPress(at: point, modifiers: modifiers, in: context)
            }
        case .pointerMoved(let point):
            pointerMoved(to: point)
        case .pointerUp(let point, let button):
            if swallowNextPointerUp {
                swallowNextPointerUp = false
                gesture = nil
                return
            }
            pointerUp(at: point, button: button, now: now)
        case .pointerLeft:
            setHovered(nil)
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
            if gestureButton == .left && pressed == nil && editing.drag(to: point, dragging: g.isDragging, in: context) {
                setHovered(action(at: point))
                return
            }
            if let delta, pressed == nil {
                context.pan(by: delta)
            }
        }
        setHovered(action(at: point))
        editing.hover(at: point, in: context)
    }

    private func pointerUp(at point: Point, button: PointerButton, now: Double) {
        defer {
            gesture = nil
            gestureButton = nil
            pressed = nil
        }
        guard let g = gesture, button == gestureButton else { return }
        if scrubbing {
            scrubbing = false
            return
        }
        if let action = pressed {
            if self.action(at: point) == action { perform(action, now: now) }
            return
        }
        if button == .left && editing.endPress(dragged: g.isDragging, in: context) { return }
        guard !g.isDragging && button == .left && layout.grid.contains(g.start) else { return }
        editing.click(at: g.start, in: context)
    }

    /// The generation of the sparkline's sample under a point in the header, if any.
    func sparklineGeneration(at point: Point) -> Int64? {
        guard let line = HeaderLayout(sceneState, theme: theme).sparkline, line.insetBy(-2, -4).contains(point),
              !analytics.generations.isEmpty else { return nil }
        let step = line.width / Double(Analytics.capacity - 1)
        let index = min(max(Int(((point.x - line.x) / step).rounded()), 0), analytics.generations.count - 1)
        return analytics.generations[index]
    }
}
