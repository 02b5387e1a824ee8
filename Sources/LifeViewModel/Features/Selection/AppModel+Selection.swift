import LifeInterface
import PromptFeature
import LifeRun
import LifeEngine
import LifeScene

/// Selecting a rectangle of cells and what can be done to it: copy, cut, delete, clear outside,
/// random fill, invert, turn, flip and move; each change is one undo step, and on a torus what
/// leaves the board comes back on the other side.
extension AppModel {
    /// Most cells a selection's rectangle may cover for invert and random fill (they visit every cell).
    static let selectionAreaLimit: Int64 = 4_194_304
    /// How close to an edge of the selection (pixels) the pointer grabs it to resize.
    static let handleReach = 6.0

    // MARK: Selecting

    /// Selects all live cells (the whole board on a torus) (Ctrl+A).
    public func selectAll(now: Double) {
        guard let all = context.torusBoard ?? simulation.universe.bounds else {
            show("Nothing to select: the board is empty", now: now)
            return
        }
        selection = all
        show("Selected \(all.width)×\(all.height) (Esc clears)", now: now)
    }

    /// Drops the selection (Esc).
    public func clearSelection() {
        selection = nil
        selectionDrag = nil
    }

    /// The live cells in the selection, or nil (with a notice) when there is none or the universe
    /// is too large to list.
    func selectedCells(now: Double) -> [Cell]? {
        guard let rect = selection else {
            show("Select cells first: Shift+drag, or Ctrl+A for all", now: now)
            return nil
        }
        guard !simulation.isHuge else {
            show("The universe is too large to list its cells; select less, or export it as macrocell (Ctrl+E)", now: now)
            return nil
        }
        var cells: [Cell] = []
        simulation.universe.forEachLiveCell { if let inside = unwrapped($0, in: rect) { cells.append(inside) } }
        return cells
    }

    /// A live cell as it lies in the selection: itself on the plane; on a torus, moved round the
    /// board to where the rectangle (which may run off the board's edge) covers it. Nil outside.
    func unwrapped(_ cell: Cell, in rect: CellRect) -> Cell? {
        guard case let .torus(w, h) = simulation.topology else { return rect.contains(cell) ? cell : nil }
        let dx = ((cell.x - rect.x) % w + w) % w, dy = ((cell.y - rect.y) % h + h) % h
        return dx < rect.width && dy < rect.height ? Cell(rect.x + dx, rect.y + dy) : nil
    }

    /// Sets cells given as the selection sees them (wrapped onto a torus board).
    private func setSelected(_ cells: [Cell], alive: Bool) {
        let topology = simulation.topology
        simulation.set(cells.map(topology.wrap), alive: alive)
    }

    /// Live cells in the selection, for the header (nil when too many to count on every frame).
    var selectionPopulation: Int? {
        guard let rect = selection, !simulation.isHuge, simulation.population <= 1_000_000 else { return nil }
        if let known = selectionCount, known.rect == rect, known.revision == simulation.revision { return known.count }
        var count = 0
        simulation.universe.forEachLiveCell { if unwrapped($0, in: rect) != nil { count += 1 } }
        selectionCount = (rect, simulation.revision, count)
        return count
    }

    // MARK: Changing it

    /// Copies the selection as RLE with its position (pastes into Golly and LifeWiki) (Ctrl+C).
    public func copySelection(now: Double) {
        guard let cells = selectedCells(now: now) else { return }
        let pattern = Pattern(cells: cells, rule: simulation.universe.rule)
        services.writeClipboard(RLEWriter().write(pattern))
        show("Copied \(cells.count) cells as RLE, with their position", now: now)
    }

    /// Copies the selection, then deletes it (Ctrl+X).
    public func cutSelection(now: Double) {
        guard let cells = selectedCells(now: now) else { return }
        services.writeClipboard(RLEWriter().write(Pattern(cells: cells, rule: simulation.universe.rule)))
        replaceBoard("the cut") { setSelected(cells, alive: false) }
        show("Cut \(cells.count) cells (Ctrl+Z undoes)", now: now)
    }

    /// Kills every cell in the selection (Delete).
    public func deleteSelection(now: Double) {
        guard let cells = selectedCells(now: now) else { return }
        replaceBoard("the delete") { setSelected(cells, alive: false) }
        show("Deleted \(cells.count) cells (Ctrl+Z undoes)", now: now)
    }

    /// Kills every cell outside the selection (Shift+Delete).
    public func clearOutsideSelection(now: Double) {
        guard let rect = selection, selectedCells(now: now) != nil else { return }
        var outside: [Cell] = []
        simulation.universe.forEachLiveCell { if unwrapped($0, in: rect) == nil { outside.append($0) } }
        replaceBoard("the clear outside") { simulation.set(outside, alive: false) }
        show("Cleared \(outside.count) cells outside the selection (Ctrl+Z undoes)", now: now)
    }

    /// Flips every cell of the selection (Ctrl+I).
    public func invertSelection(now: Double) {
        guard let rect = selection, let cells = selectedCells(now: now) else { return }
        guard rect.width * rect.height <= Self.selectionAreaLimit else {
            show("The selection covers too many cells to invert (at most \(NumberFormat.grouped(Self.selectionAreaLimit)))", now: now)
            return
        }
        let alive = Set(cells)
        var born: [Cell] = []
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where !alive.contains(Cell(x, y)) { born.append(Cell(x, y)) } }
        replaceBoard("the invert") {
            setSelected(cells, alive: false)
            setSelected(born, alive: true)
        }
        show("Inverted \(rect.width)×\(rect.height) cells (Ctrl+Z undoes)", now: now)
    }

    /// Asks how dense a random fill of the selection should be (the dice button, while cells are
    /// selected), offering the density used last.
    func askFillDensity(now: Double) {
        guard selection != nil else { return }
        open(.prompt(TextPrompt(.fillDensity, text: String(Int((fillDensity * 100).rounded())))))
    }

    /// Fills the selection at the typed density, or says what a density is.
    func confirmFillDensity(_ text: String, now: Double) {
        guard let percent = Int(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "%", with: "")), (1...100).contains(percent) else {
            show("'\(text.escapedForDisplay(limit: 20))' is not a density: type a whole percentage from 1 to 100", now: now)
            return
        }
        closeTop()
        fillDensity = Double(percent) / 100
        randomFillSelection(now: now)
    }

    /// Fills the selection at random at `fillDensity`, replacing what was there.
    func randomFillSelection(now: Double) {
        guard let rect = selection, let cells = selectedCells(now: now) else { return }
        guard rect.width * rect.height <= Self.selectionAreaLimit else {
            show("The selection covers too many cells to fill (at most \(NumberFormat.grouped(Self.selectionAreaLimit)))", now: now)
            return
        }
        let threshold = fillDensity >= 1 ? UInt64.max : UInt64(fillDensity * Double(UInt64.max))
        var born: [Cell] = []
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where random.next() <= threshold { born.append(Cell(x, y)) } }
        replaceBoard("the random fill") {
            setSelected(cells, alive: false)
            setSelected(born, alive: true)
        }
        show("Filled the selection at random, \(Int((fillDensity * 100).rounded()))% alive (Ctrl+Z undoes)", now: now)
    }

    /// Turns or mirrors the selection in place (`>` `<` turn, X and Y flip).
    public func transformSelection(_ transform: RectTransform, now: Double) {
        guard let rect = selection, let cells = selectedCells(now: now) else { return }
        let (moved, turned) = transform.apply(to: cells, in: rect)
        let topology = simulation.topology
        let landed = moved.map(topology.wrap)
        guard topology != .plane || PlaneLimits.contains(turned) else {
            show("Cannot turn it here: \(PlaneLimits.coordinateMessage)", now: now)
            return
        }
        replaceBoard(transform.label) {
            setSelected(cells, alive: false)
            simulation.set(landed, alive: true)
        }
        selection = turned
        show("\(transform.notice(cells.count)) (Ctrl+Z undoes)", now: now)
    }

    /// Cycles how a floating paste lands (M).
    public func cyclePasteMode(now: Double) {
        guard pasting != nil else {
            show("Paste modes apply while a paste floats (Ctrl+V)", now: now)
            return
        }
        pasteMode = pasteMode.next
        show("Paste mode: \(pasteMode.explanation)", now: now)
    }

    /// Turns the pencil on or off (P): with it, a drag draws cells instead of panning.
    public func togglePencil(now: Double) {
        pencil.toggle()
        show(pencil ? "Pencil on: drag to draw cells (P turns it off; Ctrl+drag draws any time)" : "Pencil off: drag pans again", now: now)
    }

    // MARK: The pointer on the grid

    /// A left press on the grid: starts a stroke (Ctrl, or the pencil), a new selection (Shift),
    /// a resize (on a handle) or a possible move (inside the selection). True when it takes the drag.
    func beginGridPress(at point: Point, modifiers: KeyModifiers, now: Double) -> Bool {
        guard camera.isOnPlane(point) else { return false }
        let cell = camera.cell(at: point)
        if modifiers.contains(.control) || pencil {
            beginStroke(at: cell)
            return true
        }
        if modifiers.contains(.shift) {
            let start = clampedToBoard(cell)
            selectionDrag = .creating(anchor: start)
            selection = CellRect(x: start.x, y: start.y, width: 1, height: 1)
            return true
        }
        guard let rect = selection else { return false }
        let edges = handleEdges(at: point, of: rect)
        if !edges.isEmpty {
            selectionDrag = .resizing(edges)
            return true
        }
        if unwrapped(cell, in: rect) != nil, simulation.isHuge == false {
            // A move starts only once the pointer drags; a click inside still toggles a cell.
            selectionDrag = .moving(before: simulation.universe.snapshot(), grabbed: cell, origin: Cell(rect.x, rect.y))
            return false
        }
        return false
    }

    /// The pointer moved while pressed on the grid; true when the selection or a stroke took it.
    func dragOnGrid(to point: Point, dragging: Bool) -> Bool {
        let cell = camera.cell(at: point)
        if stroke != nil {
            continueStroke(to: cell)
            return true
        }
        switch selectionDrag {
        case .creating(let anchor)?:
            let end = clampedToBoard(cell)
            selection = CellRect(x: min(anchor.x, end.x), y: min(anchor.y, end.y),
                                 width: abs(end.x - anchor.x) + 1, height: abs(end.y - anchor.y) + 1)
            return true
        case .resizing(let edges)?:
            resizeSelection(edges, to: clampedToBoard(cell))
            return true
        case .moving(_, let grabbed, let origin)?:
            guard dragging, let rect = selection else { return false }
            if pasting == nil { lift(rect) }
            pasteOrigin = Cell(origin.x + cell.x - grabbed.x, origin.y + cell.y - grabbed.y)
            selection = CellRect(x: pasteOrigin.x, y: pasteOrigin.y, width: rect.width, height: rect.height)
            return true
        case nil:
            return false
        }
    }

    /// The press ended; true when it was a stroke or a selection drag (not a click on a cell).
    func endGridPress(dragged: Bool, now: Double) -> Bool {
        defer { selectionDrag = nil }
        if let stroke {
            self.stroke = nil
            if let before = stroke.before { simulation.recordEdit(since: before, label: "the drawing") }
            return true
        }
        switch selectionDrag {
        case .creating?:
            if let rect = selection { show("Selected \(rect.width)×\(rect.height) (Esc clears)", now: now) }
            return true
        case .resizing?:
            if let rect = selection { show("Selected \(rect.width)×\(rect.height) (Esc clears)", now: now) }
            return true
        case .moving(let before, _, _)? where dragged && pasting != nil:
            drop(before: before, now: now)
            return true
        default:
            return false
        }
    }

    /// Takes the selection's cells off the board to carry them.
    private func lift(_ rect: CellRect) {
        var cells: [Cell] = []
        simulation.universe.forEachLiveCell { if let inside = unwrapped($0, in: rect) { cells.append(inside) } }
        setSelected(cells, alive: false)
        pasting = Pattern(cells: cells.map { $0.offset(by: -rect.x, -rect.y) }, rule: simulation.universe.rule)
        pasteOrigin = Cell(rect.x, rect.y)
    }

    /// Puts carried cells down where they are (wrapping on a torus): one undo step with the lift.
    private func drop(before: Pattern, now: Double) {
        guard let carried = pasting else { return }
        let topology = simulation.topology
        simulation.add(carried.cells.map { topology.wrap($0.offset(by: pasteOrigin.x, pasteOrigin.y)) })
        pasting = nil
        // On a torus the rectangle comes round the board with its cells (it may run off the edge).
        if let rect = selection {
            let corner = topology.wrap(Cell(rect.x, rect.y))
            selection = CellRect(x: corner.x, y: corner.y, width: rect.width, height: rect.height)
        }
        simulation.recordEdit(since: before, label: "the move")
        show("Moved \(carried.cells.count) cells (Ctrl+Z undoes)", now: now)
    }

    /// Which edges of the selection lie within reach of a point (none inside or far away).
    private func handleEdges(at point: Point, of rect: CellRect) -> SelectionEdges {
        let frame = screenFrame(of: rect), reach = Self.handleReach
        guard frame.insetBy(-reach, -reach).contains(point) else { return [] }
        var edges: SelectionEdges = []
        if abs(point.x - frame.x) <= reach { edges.insert(.left) }
        if abs(point.x - frame.maxX) <= reach { edges.insert(.right) }
        if abs(point.y - frame.y) <= reach { edges.insert(.top) }
        if abs(point.y - frame.maxY) <= reach { edges.insert(.bottom) }
        return edges
    }

    private func resizeSelection(_ edges: SelectionEdges, to cell: Cell) {
        guard let rect = selection else { return }
        var x0 = rect.x, y0 = rect.y, x1 = rect.maxX - 1, y1 = rect.maxY - 1
        if edges.contains(.left) { x0 = min(cell.x, x1) }
        if edges.contains(.right) { x1 = max(cell.x, x0) }
        if edges.contains(.top) { y0 = min(cell.y, y1) }
        if edges.contains(.bottom) { y1 = max(cell.y, y0) }
        selection = CellRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// The selection's rectangle on screen.
    func screenFrame(of rect: CellRect) -> Rect {
        let a = camera.screenRect(of: Cell(rect.x, rect.y)), b = camera.screenRect(of: Cell(rect.maxX - 1, rect.maxY - 1))
        return Rect(x: a.x, y: a.y, width: b.maxX - a.x, height: b.maxY - a.y)
    }

    /// On a torus, the nearest cell of the board; on the plane, the cell itself.
    private func clampedToBoard(_ cell: Cell) -> Cell {
        guard let board = context.torusBoard else { return cell }
        return Cell(min(max(cell.x, board.x), board.maxX - 1), min(max(cell.y, board.y), board.maxY - 1))
    }

    // MARK: Drawing

    private func beginStroke(at cell: Cell) {
        let before = simulation.isHuge ? nil : simulation.universe.snapshot()
        let alive = !simulation.universe.isAlive(cell)
        stroke = DrawStroke(alive: alive, last: cell, before: before)
        paint([cell], alive: alive)
    }

    private func continueStroke(to cell: Cell) {
        guard let current = stroke, cell != current.last else { return }
        paint(Array(DrawStroke.line(from: current.last, to: cell).dropFirst()), alive: current.alive)
        stroke?.last = cell
    }

    /// Sets cells along a stroke, only those on the board (on a torus) and on the plane.
    private func paint(_ cells: [Cell], alive: Bool) {
        let onBoard = cells.filter { context.torusBoard?.contains($0) ?? PlaneLimits.contains(CellRect(x: $0.x, y: $0.y, width: 1, height: 1)) }
        let changing = onBoard.filter { simulation.universe.isAlive($0) != alive }
        guard !changing.isEmpty else { return }
        simulation.set(changing, alive: alive)
    }
}

extension RectTransform {
    /// What the change is called in undo and notices.
    var label: String {
        switch self {
        case .rotateClockwise: return "the turn clockwise"
        case .rotateAnticlockwise: return "the turn anticlockwise"
        case .flipHorizontally: return "the flip left to right"
        case .flipVertically: return "the flip top to bottom"
        }
    }
}

extension RectTransform {
    /// The notice once done to `count` cells.
    func notice(_ count: Int) -> String {
        switch self {
        case .rotateClockwise: return "Turned \(count) cells clockwise"
        case .rotateAnticlockwise: return "Turned \(count) cells anticlockwise"
        case .flipHorizontally: return "Flipped \(count) cells left to right"
        case .flipVertically: return "Flipped \(count) cells top to bottom"
        }
    }
}

extension PasteMode {
    /// How the mode lands a paste, for its notice.
    var explanation: String {
        switch self {
        case .or: return "or (added to the board)"
        case .copy: return "copy (replaces the cells under it)"
        case .xor: return "xor (flips the cells under it)"
        }
    }
}
