import LifeInterface
import LifeRun
import LifeEngine
import LifeScene

/// Selecting a rectangle of cells and what can be done to it: copy, cut, delete, clear outside,
/// random fill, invert, turn and flip; each change is one undo step, and on a torus what leaves
/// the board comes back on the other side.
extension EditingState {
    // MARK: Selecting

    /// Selects all live cells (the whole board on a torus) (Ctrl+A).
    public mutating func selectAll(in context: FeatureContext) {
        guard let all = context.finiteBoard ?? context.simulation.universe.bounds else {
            context.show("Nothing to select: the board is empty")
            return
        }
        selection = all
        context.show("Selected \(all.width)×\(all.height) (Esc clears)")
    }

    /// Selects `rect` as a script left it (nil: nothing), as Golly's `g.select` does.
    public mutating func select(_ rect: CellRect?) {
        guard rect != selection else { return }
        selection = rect
        selectionDrag = nil
    }

    /// Drops the selection (Esc).
    public mutating func clearSelection() {
        selection = nil
        selectionDrag = nil
    }

    /// The live cells in the selection, or nil (with a notice) when there is none or the universe
    /// is too large to list.
    func selectedCells(in context: FeatureContext) -> [Cell]? {
        guard let rect = selection else {
            context.show("Select cells first: Shift+drag (or Shift+arrows on the cell cursor), or Ctrl+A for all")
            return nil
        }
        guard !context.simulation.isHuge else {
            context.show("The universe is too large to list its cells; select less, or export it as macrocell (Ctrl+E)")
            return nil
        }
        var cells: [Cell] = []
        context.simulation.universe.forEachLiveCell { if let inside = unwrapped($0, in: rect, on: context.simulation.topology) { cells.append(inside) } }
        return cells
    }

    /// A live cell as it lies in the selection: itself on the plane; on a torus, moved round the
    /// board to where the rectangle (which may run off the board's edge) covers it. Nil outside.
    func unwrapped(_ cell: Cell, in rect: CellRect, on topology: Topology) -> Cell? {
        guard case let .torus(w, h) = topology else { return rect.contains(cell) ? cell : nil }
        let dx = ((cell.x - rect.x) % w + w) % w, dy = ((cell.y - rect.y) % h + h) % h
        return dx < rect.width && dy < rect.height ? Cell(rect.x + dx, rect.y + dy) : nil
    }

    /// Sets cells given as the selection sees them (wrapped onto a torus board).
    func setSelected(_ cells: [Cell], alive: Bool, in context: FeatureContext) {
        let topology = context.simulation.topology
        context.simulation.set(cells.map(topology.wrap), alive: alive)
    }

    /// Live cells in the selection, for the header (nil when too many to count on every frame).
    public mutating func selectionPopulation(in context: FeatureContext) -> Int? {
        let simulation = context.simulation
        guard let rect = selection, !simulation.isHuge, simulation.population <= 1_000_000 else { return nil }
        if let known = selectionCount, known.rect == rect, known.revision == simulation.revision { return known.count }
        var count = 0
        simulation.universe.forEachLiveCell { if unwrapped($0, in: rect, on: simulation.topology) != nil { count += 1 } }
        selectionCount = SelectionCount(rect: rect, revision: simulation.revision, count: count)
        return count
    }

    // MARK: Changing it

    /// Copies the selection as RLE with its position (pastes into Golly and LifeWiki) (Ctrl+C).
    public func copySelection(in context: FeatureContext) {
        guard let cells = selectedCells(in: context) else { return }
        context.services.writeClipboard(Self.clipboardText(of: cells, in: context))
        context.show("Copied \(NumberFormat.grouped(Int64(cells.count))) cells as RLE, with their position")
    }

    /// Selected cells as the clipboard takes them: RLE with their position and the generation
    /// they were copied at (as a copy of the whole board has it), in the rule in force.
    static func clipboardText(of cells: [Cell], in context: FeatureContext) -> String {
        var pattern = Pattern(cells: cells, rule: context.simulation.universe.rule)
        pattern.generation = context.simulation.generation
        return RLEWriter().write(pattern)
    }

    /// Copies the selection, then deletes it (Ctrl+X).
    public func cutSelection(in context: FeatureContext) {
        guard let cells = selectedCells(in: context) else { return }
        context.services.writeClipboard(Self.clipboardText(of: cells, in: context))
        guard !cells.isEmpty else { return context.show("Copied the empty selection; nothing to cut") }
        context.simulation.edit("the cut") { setSelected(cells, alive: false, in: context) }
        context.show("Cut \(NumberFormat.grouped(Int64(cells.count))) cell\(cells.count == 1 ? "" : "s") (Ctrl+Z undoes)")
    }

    /// Kills every cell in the selection (Delete). On a universe too large to list its cells, a
    /// selection holding all of its life clears the board (as Delete without one does).
    public func deleteSelection(in context: FeatureContext) {
        if let rect = selection, context.simulation.isHuge, let bounds = context.simulation.universe.bounds, rect.contains(bounds) {
            return clear(in: context)
        }
        guard let cells = selectedCells(in: context) else { return }
        // Nothing deleted is no undo step (one that undid nothing followed "Deleted 0 cells").
        guard !cells.isEmpty else { return context.show("Nothing to delete: the selection holds no live cells") }
        context.simulation.edit("the delete") { setSelected(cells, alive: false, in: context) }
        context.show("Deleted \(NumberFormat.grouped(Int64(cells.count))) cell\(cells.count == 1 ? "" : "s") (Ctrl+Z undoes)")
    }

    /// Kills every cell outside the selection (Shift+Delete).
    public func clearOutsideSelection(in context: FeatureContext) {
        guard let rect = selection, selectedCells(in: context) != nil else { return }
        let simulation = context.simulation
        var outside: [Cell] = []
        simulation.universe.forEachLiveCell { if unwrapped($0, in: rect, on: simulation.topology) == nil { outside.append($0) } }
        simulation.edit("the clear outside") { simulation.set(outside, alive: false) }
        context.show("Cleared \(NumberFormat.grouped(Int64(outside.count))) cells outside the selection (Ctrl+Z undoes)")
    }

    /// Flips every cell of the selection (Ctrl+I).
    public func invertSelection(in context: FeatureContext) {
        guard let rect = selection, let cells = selectedCells(in: context) else { return }
        guard rect.width * rect.height <= Self.selectionAreaLimit else {
            context.show("The selection covers too many cells to invert (at most \(NumberFormat.grouped(Self.selectionAreaLimit)))")
            return
        }
        let alive = Set(cells)
        var born: [Cell] = []
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where !alive.contains(Cell(x, y)) { born.append(Cell(x, y)) } }
        context.simulation.edit("the invert") {
            setSelected(cells, alive: false, in: context)
            setSelected(born, alive: true, in: context)
        }
        context.show("Inverted \(rect.width)×\(rect.height) cells (Ctrl+Z undoes)")
    }

    /// The density a random fill of the selection offers (the one used last), as the prompt shows it.
    public var fillDensityText: String { String(Int((fillDensity * 100).rounded())) }

    /// Fills the selection at the typed density; false (with a notice saying what a density is)
    /// when the text is not one, so its prompt stays open.
    public mutating func confirmFillDensity(_ text: String, in context: FeatureContext) -> Bool {
        guard let percent = Int(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "%", with: "")), (1...100).contains(percent) else {
            context.show("'\(text.escapedForDisplay(limit: 20))' is not a density: type a whole percentage from 1 to 100")
            return false
        }
        fillDensity = Double(percent) / 100
        randomFillSelection(in: context)
        return true
    }

    /// Whether the selection is small enough to fill at random; says why not (before its density is asked for).
    public func selectionFillable(in context: FeatureContext) -> Bool {
        guard let rect = selection, rect.width * rect.height > Self.selectionAreaLimit else { return true }
        context.show("The selection covers too many cells to fill (at most \(NumberFormat.grouped(Self.selectionAreaLimit)))")
        return false
    }

    /// Fills the selection at random at `fillDensity`, replacing what was there.
    func randomFillSelection(in context: FeatureContext) {
        guard selectionFillable(in: context), let rect = selection, let cells = selectedCells(in: context) else { return }
        let threshold = fillDensity >= 1 ? UInt64.max : UInt64(fillDensity * Double(UInt64.max))
        var born: [Cell] = []
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where context.random.next() <= threshold { born.append(Cell(x, y)) } }
        context.simulation.edit("the random fill") {
            setSelected(cells, alive: false, in: context)
            setSelected(born, alive: true, in: context)
        }
        context.show("Filled the selection at random, \(Int((fillDensity * 100).rounded()))% alive (Ctrl+Z undoes)")
    }

    /// Turns or mirrors the selection in place (`>` `<` turn, X and Y flip): a quarter turn on the
    /// square grid, a sixth on a hexagonal rule's.
    public mutating func transformSelection(_ transform: RectTransform, in context: FeatureContext) {
        // Without a selection, `selectedCells` says how to make one.
        guard let cells = selectedCells(in: context), let rect = selection else { return }
        // On a hexagonal rule's grid, the hexagons' own turns and mirrors (a sixth of a turn).
        let hexagonal = context.simulation.universe.rule.neighbourhood == .hexagonal
        let (moved, turned) = hexagonal ? transform.applyOnHexagons(to: cells, in: rect) : transform.apply(to: cells, in: rect)
        let simulation = context.simulation, topology = simulation.topology
        let landed = moved.map(topology.wrap)
        guard topology != .plane || PlaneLimits.contains(turned) else {
            context.show("Cannot turn it here: \(PlaneLimits.coordinateMessage)")
            return
        }
        let before = simulation.universe.exactPopulation
        simulation.edit(transform.label) {
            setSelected(cells, alive: false, in: context)
            simulation.set(landed, alive: true)
        }
        selection = turned
        noteSelectionStep(transform.label, from: rect, in: context)
        // A turn keeps every cell; one that landed on a live cell beside the selection (or, on a
        // bounded board, on another that wrapped there) is one cell with it now: said, not hidden.
        let merged = before > simulation.universe.exactPopulation ? Int(before - simulation.universe.exactPopulation) : 0
        let landedOn = merged == 0 ? "" : "; \(merged) landed on live cells and merged with them"
        context.show("\(transform.notice(cells.count, hexagonal: hexagonal))\(landedOn) (Ctrl+Z undoes)")
    }

    /// Notes the edit just recorded (`label`), which took the selection from `before` to where it is now.
    mutating func noteSelectionStep(_ label: String, from before: CellRect, in context: FeatureContext) {
        guard let after = selection else { return }
        let depth = context.simulation.edits.undoCount
        selectionSteps.removeAll { $0.depth >= depth }
        selectionSteps.append(SelectionStep(depth: depth, label: label, before: before, after: after))
        if selectionSteps.count > EditHistory.limit { selectionSteps.removeFirst() }
    }

    /// Cycles how a floating paste lands (M).
    public mutating func cyclePasteMode(in context: FeatureContext) {
        guard pasting != nil else {
            context.show("Paste modes apply while a paste floats (Ctrl+V)")
            return
        }
        pasteMode = pasteMode.next
        context.show("Paste mode: \(pasteMode.explanation)")
    }

    /// Turns the pencil on or off (P): with it, a drag draws cells instead of panning.
    public mutating func togglePencil(in context: FeatureContext) {
        pencil.toggle()
        context.show(pencil ? "Pencil on: drag to draw cells (P turns it off; Ctrl+drag draws any time)" : "Pencil off: drag pans again")
    }

    /// The state clicks and strokes draw under `rule`: the one chosen while it exists in the rule, else alive.
    public func drawState(for rule: Rule) -> UInt8 {
        Int(drawingState) < rule.states ? drawingState : 1
    }

    /// Moves the drawing state on (`by` 1) or back (-1) through the rule's states other than dead,
    /// round from the last to the first, and says which it is.
    public mutating func changeDrawState(by step: Int, in context: FeatureContext) {
        let rule = context.simulation.universe.rule
        guard rule.states > 2 else {
            drawingState = 1
            context.show("\(rule.description) has one live state: cells are drawn alive")
            return
        }
        let count = rule.states - 1
        let index = (Int(drawState(for: rule)) - 1 + step % count + count) % count
        drawingState = UInt8(index + 1)
        context.show("Drawing state \(drawingState) of \(count): \(rule.name(ofState: drawingState)) (press , or . to change it)")
    }
}
