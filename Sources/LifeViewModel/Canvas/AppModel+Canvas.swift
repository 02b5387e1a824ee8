import LifeInterface
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
            } else if button == .left && layout.grid.contains(point) && pasting == nil {
                _ = beginGridPress(at: point, modifiers: modifiers, now: now)
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
            if gestureButton == .left && pressed == nil && dragOnGrid(to: point, dragging: g.isDragging) {
                setHovered(action(at: point))
                return
            }
            if let delta, pressed == nil {
                context.pan(by: delta)
            }
        }
        setHovered(action(at: point))
        if pasting != nil && layout.grid.contains(point) { movePaste(to: point) }
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
        if button == .left && endGridPress(dragged: g.isDragging, now: now) { return }
        guard !g.isDragging && button == .left && layout.grid.contains(g.start) else { return }
        if pasting != nil {
            movePaste(to: g.start)
            placePaste(now: now)
            return
        }
        let cell = camera.cell(at: g.start)
        guard camera.isOnPlane(g.start) else {
            show("Cannot edit here: \(PlaneLimits.coordinateMessage); press F to come back", now: now)
            return
        }
        // Off the edge of a torus board there is nothing to edit.
        if context.torusBoard.map({ $0.contains(cell) }) ?? true {
            simulation.toggle(cell)
        }
    }

    private func movePaste(to point: Point) {
        guard let p = pasting, let b = p.bounds else { return }
        let cell = camera.cell(at: point)
        pasteOrigin = Cell(cell.x - b.width / 2, cell.y - b.height / 2)
    }

    private func placePaste(now: Double) {
        guard let p = pasting else { return }
        guard let b = p.bounds,
              PlaneLimits.contains(CellRect(x: pasteOrigin.x + b.x, y: pasteOrigin.y + b.y, width: b.width, height: b.height)) else {
            show("Cannot place it here: \(PlaneLimits.coordinateMessage); press F to come back", now: now)
            return
        }
        let topology = simulation.topology, origin = pasteOrigin, mode = pasteMode
        let cells = p.cells.map { topology.wrap($0.offset(by: origin.x, origin.y)) }
        replaceBoard("the paste") {
            switch mode {
            case .or:
                simulation.add(cells)
            case .copy:
                // The paste's rectangle is cleared first: what it covers becomes exactly the paste.
                let area = CellRect(x: origin.x + b.x, y: origin.y + b.y, width: b.width, height: b.height)
                var under: [Cell] = []
                simulation.universe.forEachLiveCell { if area.contains($0) { under.append($0) } }
                simulation.set(under, alive: false)
                simulation.add(cells)
            case .xor:
                let flipping = cells.map { ($0, simulation.universe.isAlive($0)) }
                simulation.set(flipping.filter { $0.1 }.map(\.0), alive: false)
                simulation.set(flipping.filter { !$0.1 }.map(\.0), alive: true)
            }
        }
        pasting = nil
        show("Placed \(p.cells.count) cells (\(mode.rawValue))", now: now)
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
