import LifeInterface
import TimelineFeature
import LifeRun
import Foundation
import LifeEngine
import LifeScene

/// The grid: clicks that toggle cells or place a paste, drags that pan, wheel and pinch zoom,
/// Fit and auto-zoom, and the control bar's buttons under the pointer.
extension AppModel {
    /// Fit never zooms in further than this (a lone cell would otherwise fill the screen).
    public static let largestFitZoom = 20.0

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
            zoom(by: pow(Self.wheelZoomStep, dy), anchor: at, now: now)
        case .pinch(let factor, let at):
            guard layout.grid.contains(at), factor > 0 else { return }
            zoom(by: factor, anchor: at, now: now, animated: false)
        default:
            break
        }
    }

    /// Frames all life with the buffer (or returns to the origin when there is none) and resumes auto-zoom.
    public func fit(now: Double, animated: Bool = true) {
        context.autoZoomSuspended = false
        if let bounds = torusBoard ?? simulation.universe.bounds {
            frame(bounds, now: now, animated: animated)
        } else {
            cameraController.move(to: Point(0.5, 0.5), zoom: 20, now: now, animated: animated)
        }
    }

    /// Centres `bounds` with the auto-zoom buffer around it (a torus board fills most of the grid).
    func frame(_ bounds: CellRect, now: Double, animated: Bool) {
        if bounds == torusBoard {
            let goal = boardFrame(bounds)
            cameraController.move(to: goal.center, zoom: goal.zoom, now: now, animated: animated)
            return
        }
        let fitted = AutoZoom.fittingZoom(bounds, viewport: layout.grid) / AutoZoom.headroom
        let center = Point(Double(bounds.x) + Double(bounds.width) / 2, Double(bounds.y) + Double(bounds.height) / 2)
        cameraController.move(to: center, zoom: min(fitted, Self.largestFitZoom), now: now, animated: animated)
    }

    /// The starter card, the hint and, on a torus, the board's area, placed below the banner's
    /// place so a notice never covers the card and it never jumps.
    public var firstRunLayout: FirstRunLayout {
        let board = torusBoard.map { (width: $0.width, height: $0.height) }
        return FirstRunLayout(grid: layout.grid, below: BannerLayout(grid: layout.grid, metrics: theme.metrics).panel, board: board)
    }

    /// Where a torus board is shown: most of the grid, clear of the starter card (above or beside
    /// it) and of the gestures hint below it while they show, so neither covers the board.
    var boardViewport: Rect {
        let card = firstRunLayout
        if showsFirstRun, let area = card.boardArea, area.height >= 120 { return area }
        let bottom = hintDismissed ? layout.grid.maxY : card.hint.y - 8
        guard bottom - layout.grid.y >= 120 else { return layout.grid }
        return Rect(x: layout.grid.x, y: layout.grid.y, width: layout.grid.width, height: bottom - layout.grid.y)
    }

    /// The camera showing a torus board in `boardViewport`.
    func boardFrame(_ board: CellRect) -> (center: Point, zoom: Double) {
        let area = boardViewport
        let zoom = min(AutoZoom.boardZoom(board, viewport: area), camera.zoomRange.upperBound)
        // The camera centres the grid: offset it so the board's centre lands on the area's.
        let offset = Point((layout.grid.midX - area.midX) / zoom, (layout.grid.midY - area.midY) / zoom)
        return (Point(Double(board.x) + Double(board.width) / 2 + offset.x, Double(board.y) + Double(board.height) / 2 + offset.y), zoom)
    }

    /// After new generations: keeps all life in view with the buffer, while auto-zoom is on.
    func followLife(now: Double) {
        // A torus board is the world: it stays framed (again after a resize), whatever life does on it.
        if let board = torusBoard {
            guard isAutoZoomActive else { return }
            let goal = boardFrame(board), target = cameraController.target
            if abs(target.zoom / goal.zoom - 1) > 0.01 || abs(target.center.x - goal.center.x) * goal.zoom > 1
                || abs(target.center.y - goal.center.y) * goal.zoom > 1 {
                frame(board, now: now, animated: true)
            }
            return
        }
        guard isAutoZoomActive, let bounds = simulation.universe.bounds,
              let goal = AutoZoom.target(for: bounds, camera: cameraController.target) else { return }
        cameraController.move(to: goal.center, zoom: goal.zoom, now: now, animated: true)
    }

    /// The one zoom function: wheel, pinch, keys and buttons all come here. Zooms by a factor around
    /// a screen point (smoothly unless `animated` is false) and suspends auto-zoom.
    public func zoom(by factor: Double, anchor: Point, now: Double, animated: Bool = true) {
        cameraController.zoom(by: factor, anchor: anchor, now: now, animated: animated)
        context.autoZoomSuspended = true
    }

    /// Pans the grid so content moves by `delta` pixels, and suspends auto-zoom.
    public func pan(by delta: Point) {
        cameraController.pan(by: delta)
        context.autoZoomSuspended = true
    }

    /// Drops a starter pattern at the view centre (undoable) and frames it.
    func place(_ starter: StarterPattern, now: Double) {
        let cells = starter.cells
        guard let b = CellRect(enclosing: cells) else { return }
        let center = camera.cell(at: layout.grid.center)
        let origin = Cell(center.x - b.width / 2, center.y - b.height / 2)
        guard PlaneLimits.contains(CellRect(x: origin.x, y: origin.y, width: b.width, height: b.height)) else {
            show("Cannot place it here: \(PlaneLimits.coordinateMessage); press F to come back", now: now)
            return
        }
        replaceBoard("the \(starter.title)") { simulation.add(cells.map { $0.offset(by: origin.x, origin.y) }) }
        fit(now: now)
        show("\(starter.title) placed: press Play (Enter) to run it", now: now)
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
                pan(by: delta)
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
        if torusBoard.map({ $0.contains(cell) }) ?? true {
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
