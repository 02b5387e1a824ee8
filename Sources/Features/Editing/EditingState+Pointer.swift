import LifeInterface
import LifeRun
import LifeEngine
import LifeScene

/// The pointer on the grid: a click toggles a cell or drops a floating paste; a drag draws (Ctrl,
/// or the pencil), selects (Shift), resizes the selection by a handle or carries its cells.
extension EditingState {
    /// A left press on the grid: starts a stroke (Ctrl, or the pencil), a new selection (Shift)
    /// or a resize (on a handle). True when it takes the drag (the grid does not pan).
    public mutating func beginPress(at point: Point, modifiers: KeyModifiers, in context: FeatureContext) -> Bool {
        let camera = context.camera
        guard pasting == nil, camera.isOnPlane(point) else { return false }
        let cell = camera.cell(at: point)
        if modifiers.contains(.control) || pencil {
            guard Self.drawsAt(camera, in: context) else { return false }
            beginStroke(at: cell, in: context)
            return true
        }
        if modifiers.contains(.shift) {
            let start = clampedToBoard(cell, in: context)
            selectionDrag = .creating(anchor: start)
            selection = CellRect(x: start.x, y: start.y, width: 1, height: 1)
            return true
        }
        guard let rect = selection else { return false }
        let edges = handleEdges(at: point, of: rect, camera: camera)
        if !edges.isEmpty {
            selectionDrag = .resizing(edges)
            return true
        }
        if unwrapped(cell, in: rect, on: context.simulation.topology) != nil, !context.simulation.isHuge {
            // A move starts only once the pointer drags; a click inside still toggles a cell.
            selectionDrag = .moving(grabbed: cell, origin: Cell(rect.x, rect.y))
        }
        return false
    }

    /// The pointer moved while pressed on the grid; true when the selection or a stroke took it.
    public mutating func drag(to point: Point, dragging: Bool, in context: FeatureContext) -> Bool {
        let cell = context.camera.cell(at: point)
        if stroke != nil {
            continueStroke(to: cell, in: context)
            return true
        }
        switch selectionDrag {
        case .creating(let anchor)?:
            selection = CellRect(enclosing: [anchor, clampedToBoard(cell, in: context)])
            return true
        case .resizing(let edges)?:
            resizeSelection(edges, to: clampedToBoard(cell, in: context))
            return true
        case .moving(let grabbed, let origin)?:
            guard dragging, let rect = selection else { return false }
            if pasting == nil { lift(rect, in: context) }
            pasteOrigin = Cell(origin.x + cell.x - grabbed.x, origin.y + cell.y - grabbed.y)
            selection = CellRect(x: pasteOrigin.x, y: pasteOrigin.y, width: rect.width, height: rect.height)
            return true
        case nil:
            return false
        }
    }

    /// The pointer moved: a floating paste follows it over the grid.
    mutating func hover(at point: Point, in context: FeatureContext) {
        guard let p = pasting, let b = p.bounds, context.layout.grid.contains(point) else { return }
        let cell = context.camera.cell(at: point)
        pasteOrigin = Cell(cell.x - b.width / 2, cell.y - b.height / 2)
    }

    /// The press ended; true when it was a stroke or a selection drag (not a click on a cell).
    public mutating func endPress(dragged: Bool, in context: FeatureContext) -> Bool {
        defer { selectionDrag = nil }
        if let stroke {
            self.stroke = nil
            context.simulation.recordEdit(since: stroke.before, label: "the drawing")
            if stroke.beganOnEmptyBoard { Self.holdBoardUnderFirstCells(in: context) }
            return true
        }
        switch selectionDrag {
        case .creating?, .resizing?:
            if let rect = selection { context.show("Selected \(rect.width)×\(rect.height) (Esc clears)") }
            return true
        case .moving? where dragged && lifted != nil:
            drop(in: context)
            return true
        default:
            return false
        }
    }

    /// A click (no drag) on the grid: drops a floating paste there, or toggles the cell under it
    /// (only on the board, on a bounded grid).
    public mutating func click(at point: Point, in context: FeatureContext) {
        if pasting != nil {
            hover(at: point, in: context)
            placePaste(in: context)
            return
        }
        guard context.camera.isOnPlane(point) else {
            context.show("Cannot edit here: \(PlaneLimits.coordinateMessage); press F to come back")
            return
        }
        guard Self.drawsAt(context.camera, in: context) else { return }
        toggle(context.camera.cell(at: point), in: context)
    }

    /// The fewest pixels a cell is drawn at for the pointer to edit cells (as in Golly, no drawing
    /// zoomed out past a pixel a cell: a stray click there changed a cell nobody could see, and an
    /// edit in a run's past drops its future).
    public static let drawingLeastZoom = 1.0

    /// Whether the pointer edits cells at `camera`'s zoom; when not, says so.
    private static func drawsAt(_ camera: Camera, in context: FeatureContext) -> Bool {
        guard camera.zoom < drawingLeastZoom else { return true }
        context.show("Cells are under a pixel here: zoom in to draw (a click far out would change a cell you cannot see)")
        return false
    }

    /// Turns a cell on or off (only on the board, on a bounded grid): a click's, and Space's on the cell cursor.
    func toggle(_ cell: Cell, in context: FeatureContext) {
        guard context.board.map({ $0.contains(cell) }) ?? true else { return }
        let simulation = context.simulation
        if simulation.population == 0 { Self.holdBoardUnderFirstCells(in: context) }
        guard simulation.universe.rule.states > 2 else { return simulation.toggle(cell) }
        // A click puts the cell in the drawing state, or clears it when it is in that state already.
        let state = drawState(for: simulation.universe.rule)
        simulation.edit("the cell") { simulation.set([cell], state: simulation.universe.state(at: cell) == state ? 0 : state) }
    }

    /// The first cells on an empty board send the starter card away, and a bounded board would
    /// take the room it leaves: it stays put under the pointer until the run starts (or F).
    private static func holdBoardUnderFirstCells(in context: FeatureContext) {
        if context.board != nil { context.autoZoomSuspended = true }
    }

    /// Takes the selection's cells off the board to carry them, keeping the board as it was for undo.
    private mutating func lift(_ rect: CellRect, in context: FeatureContext) {
        let simulation = context.simulation
        lifted = (simulation.undoPoint(), rect)
        var cells: [Cell] = []
        simulation.universe.forEachLiveCell { if let inside = unwrapped($0, in: rect, on: simulation.topology) { cells.append(inside) } }
        setSelected(cells, alive: false, in: context)
        pasting = Pattern(cells: cells.map { $0.offset(by: -rect.x, -rect.y) }, rule: simulation.universe.rule)
        pasteOrigin = Cell(rect.x, rect.y)
    }

    /// Puts carried cells down where they are (wrapping on a torus): one undo step with the lift.
    private mutating func drop(in context: FeatureContext) {
        guard let carried = pasting, let before = lifted else { return }
        let topology = context.simulation.topology
        context.simulation.add(carried.cells.map { topology.wrap($0.offset(by: pasteOrigin.x, pasteOrigin.y)) })
        pasting = nil
        lifted = nil
        // On a torus the rectangle comes round the board with its cells (it may run off the edge).
        if let rect = selection {
            let corner = topology.wrap(Cell(rect.x, rect.y))
            selection = CellRect(x: corner.x, y: corner.y, width: rect.width, height: rect.height)
        }
        context.simulation.recordEdit(since: before.board, label: "the move")
        noteSelectionStep("the move", from: before.selection, in: context)
        context.show("Moved \(NumberFormat.grouped(Int64(carried.cells.count))) cells (Ctrl+Z undoes)")
    }

    /// Lands the floating paste where it is, as its mode says (one undo step).
    mutating func placePaste(in context: FeatureContext) {
        guard let p = pasting else { return }
        guard let b = p.bounds,
              PlaneLimits.contains(CellRect(x: pasteOrigin.x + b.x, y: pasteOrigin.y + b.y, width: b.width, height: b.height)) else {
            context.show("Cannot place it here: \(PlaneLimits.coordinateMessage); press F to come back")
            return
        }
        let simulation = context.simulation, topology = simulation.topology, origin = pasteOrigin, mode = pasteMode
        let cells = p.cells.map { topology.wrap($0.offset(by: origin.x, origin.y)) }
        // Cells of states 2 and up keep their state where the board's rule has it (not in XOR,
        // which only turns cells on and off); the others land live, and the notice says so.
        let boardRule = simulation.universe.rule
        let decaying = p.decaying.map { (cell: topology.wrap($0.key.offset(by: origin.x, origin.y)), state: $0.value) }
        let keptStates = mode == .xor || boardRule.states <= 2 ? [] : decaying.filter { Int($0.state) < boardRule.states }
        simulation.edit("the paste") {
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
            for (state, group) in Dictionary(grouping: keptStates, by: \.state) { simulation.set(group.map(\.cell), state: state) }
        }
        pasting = nil
        var notes: [String] = []
        // A pattern of another rule runs under the board's: said (a 4-state paste on a hexagonal
        // board said only "Placed 38 cells"). A pattern naming no rule is read as Life's.
        if p.rule != boardRule && p.rule != .conway {
            notes.append("its rule \(RuleNames.shortName(of: p.rule)) is not this board's: they run under \(RuleNames.shortName(of: boardRule))")
        }
        if decaying.count > keptStates.count {
            let flattened = Int64(decaying.count - keptStates.count)
            notes.append("\(NumberFormat.grouped(flattened)) cell\(flattened == 1 ? "" : "s") of states 2 and up landed live"
                         + (mode == .xor ? " (XOR turns cells on and off)" : " (\(RuleNames.shortName(of: boardRule)) has \(boardRule.states) states)"))
        }
        context.show("Placed \(NumberFormat.grouped(Int64(p.cells.count))) cell\(p.cells.count == 1 ? "" : "s") (\(mode.rawValue))"
                     + notes.map { "; " + $0 }.joined())
    }

    /// Which edges of the selection lie within reach of a point (none inside or far away).
    private func handleEdges(at point: Point, of rect: CellRect, camera: Camera) -> SelectionEdges {
        SelectionOutline(rect, camera: camera).edges(near: point, reach: Self.handleReach)
    }

    private mutating func resizeSelection(_ edges: SelectionEdges, to cell: Cell) {
        guard let rect = selection else { return }
        var x0 = rect.x, y0 = rect.y, x1 = rect.maxX - 1, y1 = rect.maxY - 1
        if edges.contains(.left) { x0 = min(cell.x, x1) }
        if edges.contains(.right) { x1 = max(cell.x, x0) }
        if edges.contains(.top) { y0 = min(cell.y, y1) }
        if edges.contains(.bottom) { y1 = max(cell.y, y0) }
        selection = CellRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// On a bounded grid, the nearest cell of the board; on the plane, the cell itself.
    func clampedToBoard(_ cell: Cell, in context: FeatureContext) -> Cell {
        guard let board = context.board else { return cell }
        return Cell(min(max(cell.x, board.x), board.maxX - 1), min(max(cell.y, board.y), board.maxY - 1))
    }

    // MARK: Drawing

    private mutating func beginStroke(at cell: Cell, in context: FeatureContext) {
        let before = context.simulation.undoPoint()
        let universe = context.simulation.universe, drawing = drawState(for: universe.rule)
        let state = universe.state(at: cell) == drawing ? 0 : drawing
        stroke = DrawStroke(state: state, last: cell, before: before, beganOnEmptyBoard: context.simulation.population == 0)
        paint([cell], state: state, in: context)
    }

    private mutating func continueStroke(to cell: Cell, in context: FeatureContext) {
        guard let current = stroke, cell != current.last else { return }
        paint(Array(DrawStroke.line(from: current.last, to: cell).dropFirst()), state: current.state, in: context)
        stroke?.last = cell
    }

    /// Sets cells along a stroke, only those on the board (on a bounded grid) and on the plane.
    private func paint(_ cells: [Cell], state: UInt8, in context: FeatureContext) {
        let board = context.board, simulation = context.simulation
        let onBoard = cells.filter { board?.contains($0) ?? PlaneLimits.contains(CellRect(x: $0.x, y: $0.y, width: 1, height: 1)) }
        let changing = onBoard.filter { simulation.universe.state(at: $0) != state }
        guard !changing.isEmpty else { return }
        simulation.set(changing, state: state)
    }
}
