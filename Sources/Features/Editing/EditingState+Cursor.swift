import LifeInterface
import LifeEngine
import LifeScene

/// The cell cursor: the keyboard's way onto the cells, while the focus ring is on the grid (Tab
/// reaches it between the buttons lying on the board and the bar's). The arrows move it (Ctrl:
/// eight cells), Shift and an arrow select from where it stood (Ctrl+Shift: eight cells at a time), Space turns its cell on or off as
/// a click does, and the view pans to keep it in sight. It stays on its cell as the view moves
/// (a zoom, auto-zoom following life): a key brings it back into view, and Tab coming onto the
/// grid puts a cursor out of view at the grid's middle. On a bounded grid it stays on the board,
/// going round where the board's edges join (Shift and the arrows stop at the edges: a selection is one rectangle).
extension EditingState {
    /// Cells Ctrl and an arrow move the cursor by.
    static let cursorLeap: Int64 = 8
    /// What the cursor's keys are, said when the ring comes onto the grid.
    public static let cursorHelp = "Cell cursor: arrows move it, Space turns a cell on or off, Shift+arrows select, Esc leaves"

    /// The cursor's cell: where it was left (on the board), or the cell at the grid's middle before it was ever placed.
    public func cursorCell(in context: FeatureContext) -> Cell {
        clampedToBoard(cursor ?? context.camera.cell(at: context.layout.grid.center), in: context)
    }

    /// Tab comes onto the grid: a cursor out of view (or never placed) goes to the grid's middle.
    public mutating func placeCursor(in context: FeatureContext) {
        if Self.cursorFrame(of: cursorCell(in: context), camera: context.camera, grid: context.layout.grid) == nil { cursor = nil }
        cursor = cursorCell(in: context)
    }

    /// Where the cursor is drawn: its cell, or a few pixels about the cell's middle when the cell
    /// is smaller; nil while the cell is out of the grid's view.
    public static func cursorFrame(of cell: Cell, camera: Camera, grid: Rect) -> Rect? {
        let rect = camera.screenRect(of: cell), side = max(rect.width, cursorLeastSide)
        guard grid.contains(rect.center) else { return nil }
        return Rect(x: rect.center.x - side / 2, y: rect.center.y - side / 2, width: side, height: side)
    }

    /// Handles a key while the ring is on the grid: true when the cursor took it (never while a paste floats).
    public mutating func handleCursorKey(_ key: Key, _ modifiers: KeyModifiers, in context: FeatureContext) -> Bool {
        guard pasting == nil else { return false }
        let here = cursorCell(in: context)
        if key == .space && modifiers.isEmpty {
            cursor = here
            toggle(here, in: context)
            keepInView(here, in: context)
            return true
        }
        guard let (dx, dy) = key.arrowStep, [[], .shift, .control, [.control, .shift]].contains(modifiers) else { return false }
        let step = modifiers.contains(.control) ? Self.cursorLeap : 1
        let next: Cell
        if context.board != nil && !modifiers.contains(.shift) {
            next = Self.walk(from: here, dx: dx, dy: dy, steps: step, on: context.simulation.topology)
        } else {
            let (x, xOverflow) = here.x.addingReportingOverflow(dx * step), (y, yOverflow) = here.y.addingReportingOverflow(dy * step)
            guard !xOverflow, !yOverflow, PlaneLimits.contains(CellRect(x: x, y: y, width: 1, height: 1)) else {
                context.show("The cursor is at the edge: \(PlaneLimits.coordinateMessage)")
                return true
            }
            next = clampedToBoard(Cell(x, y), in: context)
        }
        if modifiers.contains(.shift) {
            // Shift and the arrows grow the selection they made, from the cell they started at.
            let anchor = cursorSelection.flatMap { $0.rect == selection ? $0.anchor : nil } ?? here
            let rect = CellRect(enclosing: [anchor, next])
            selection = rect
            cursorSelection = rect.map { (anchor, $0) }
        } else {
            cursorSelection = nil
        }
        cursor = next
        keepInView(next, in: context)
        return true
    }

    /// Moves `steps` cells from `cell` on a bounded board, going round where its edges join (a
    /// torus, a Klein bottle...) and stopping at an edge beyond which cells are dead.
    private static func walk(from cell: Cell, dx: Int64, dy: Int64, steps: Int64, on topology: Topology) -> Cell {
        var cell = cell
        for _ in 0..<steps {
            guard let next = topology.step(from: cell, dx: dx, dy: dy) else { break }
            cell = next
        }
        return cell
    }

    /// The least side of the cursor's frame, in pixels, when cells are drawn smaller.
    private static let cursorLeastSide = 6.0

    /// Pans the view, when `cell` lies too near an edge of the grid or past it, to bring it a little way in.
    private func keepInView(_ cell: Cell, in context: FeatureContext) {
        let camera = context.camera, grid = context.layout.grid, rect = camera.screenRect(of: cell)
        let margin = min(max(2 * camera.zoom, 32), grid.width / 4, grid.height / 4), room = grid.insetBy(margin, margin)
        let dx = rect.x < room.x ? room.x - rect.x : rect.maxX > room.maxX ? room.maxX - rect.maxX : 0
        let dy = rect.y < room.y ? room.y - rect.y : rect.maxY > room.maxY ? room.maxY - rect.maxY : 0
        if dx != 0 || dy != 0 { context.pan(by: Point(dx, dy)) }
    }
}
