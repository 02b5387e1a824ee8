import LifeInterface
import LifeRun
import Foundation
import LifeEngine
import LifeScene

/// Board edits as a whole: undo and redo, clear, random fill, opening a file, paste and copy.
extension AppModel {
    /// Share of cells a random fill brings to life.
    public static let randomFillDensity = 0.35
    /// Largest side of the square a random fill covers (2048: about 1.5 million live cells at most).
    public static let randomFillSide: Int64 = 2048
    /// Most floating cells drawn one by one; a larger paste shows its outline.
    public static let pastePreviewLimit = 20_000

    /// Undoes the last board edit (Ctrl+Z).
    public func undo(now: Double) {
        guard let edit = simulation.undo() else {
            show("Nothing to undo", now: now)
            return
        }
        if case .replace = edit { fit(now: now) }
        // A selection moved or turned with its cells no longer matches the board.
        if Self.movesTheSelection(edit.label) { clearSelection() }
        show("Undone: \(edit.label)", now: now)
    }

    /// Redoes the last undone edit (Ctrl+Shift+Z).
    public func redo(now: Double) {
        guard let edit = simulation.redo() else {
            show("Nothing to redo", now: now)
            return
        }
        if case .replace = edit { fit(now: now) }
        if Self.movesTheSelection(edit.label) { clearSelection() }
        show("Redone: \(edit.label)", now: now)
    }

    /// Whether an edit (by its label) carried the selection's rectangle along: a move, a turn.
    static func movesTheSelection(_ label: String) -> Bool {
        label == "the move" || RectTransform.allCases.contains { $0.label == label }
    }

    /// Replaces the board through `change`, recording it for undo.
    func replaceBoard(_ label: String, _ change: () -> Void) {
        simulation.edit(label, change)
    }

    /// An empty pattern with the universe's rule and topology.
    var emptyPattern: Pattern {
        Pattern(cells: [], rule: simulation.universe.rule, topology: simulation.topology)
    }

    /// Empties the board (Delete); undoable.
    public func clear(now: Double) {
        // An empty board that ran (it died out) clears too: back to generation 0.
        guard simulation.population > 0 || simulation.generation > 0 else { return }
        let empty = emptyPattern
        replaceBoard("the clear") { simulation.load(empty) }
        analytics.clear()
        show("Cleared the board (Ctrl+Z undoes)", now: now)
    }

    /// Fills the visible inner area (or the whole torus board) with random cells; undoable.
    public func randomFill(now: Double) {
        var area: CellRect
        if let board = context.torusBoard {
            area = board
        } else {
            let v = camera.visibleCells
            let insetX = Int64(Double(v.width) * AutoZoom.buffer), insetY = Int64(Double(v.height) * AutoZoom.buffer)
            area = CellRect(x: v.x + insetX, y: v.y + insetY, width: max(1, v.width - 2 * insetX), height: max(1, v.height - 2 * insetY))
        }
        // At most randomFillSide x randomFillSide cells, from the middle of the area.
        let fullArea = area
        let side = Self.randomFillSide
        if area.width > side || area.height > side {
            let w = min(area.width, side), h = min(area.height, side)
            area = CellRect(x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h)
        }
        var cells: [Cell] = []
        let threshold = UInt64(Self.randomFillDensity * Double(UInt64.max))
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where random.next() < threshold { cells.append(Cell(x, y)) }
        }
        replaceBoard("the random fill") {
            var pattern = emptyPattern
            pattern.cells = cells
            simulation.load(pattern)
        }
        if area != fullArea {
            show("Filled the middle \(area.width)×\(area.height) cells at random, the most one fill covers (Ctrl+Z undoes)", now: now)
        } else {
            show("Filled \(area.width)×\(area.height) cells at random (Ctrl+Z undoes)", now: now)
        }
    }

    /// Opens a pattern file in place of the current board; on failure nothing on screen changes.
    public func open(path: String, now: Double) {
        if path.lowercased().hasSuffix(".mc"), let tree = try? services.openMacrocell(path), tree.topology == .plane {
            // A macrocell file goes straight into HashLife, however many cells it holds.
            let hash: any LifeAlgorithm
            do { hash = try EngineSwitch.universe(from: tree, maxMemory: context.preferences.maxMemoryMiB << 20) } catch {
                show("Could not open it: \(error)", now: now)
                return
            }
            let name = tree.comments.first ?? String(path.split(separator: "/").last ?? Substring(path))
            replaceBoard("opening \(name)") { simulation.load(universe: hash) }
            patternName = name
            show("Opened \(name): \(NumberFormat.grouped(exact: tree.population)) cells at generation \(NumberFormat.grouped(tree.generation)) (HashLife)",
                 now: now)
            fit(now: now, animated: false)
            return
        }
        do {
            let pattern = try services.openFile(path)
            replaceBoard("opening \(pattern.name ?? "the file")") { simulation.load(pattern) }
            let name = pattern.name ?? String(path.split(separator: "/").last ?? Substring(path))
            patternName = name
            show("Opened \(name): \(pattern.cells.count) cells (Ctrl+Z undoes)", now: now)
            fit(now: now, animated: false)
        } catch {
            show("Could not open it: \(error)", now: now)
        }
    }

    /// Starts placing the clipboard's pattern (RLE, plaintext, Life 1.05/1.06 or macrocell) at the view centre.
    public func paste(now: Double) {
        guard let text = services.readClipboard(), !text.isEmpty else {
            show("The clipboard holds no pattern", now: now)
            return
        }
        do {
            let pattern = try PatternFormat.sniff(text).read(text)
            guard let bounds = pattern.bounds else {
                show("The pasted pattern has no live cells", now: now)
                return
            }
            pasting = pattern.offset(by: -bounds.x, -bounds.y)
            let center = camera.cell(at: layout.grid.center)
            pasteOrigin = Cell(center.x - bounds.width / 2, center.y - bounds.height / 2)
            show("Move to place \(pattern.cells.count) cells, click to drop them, Esc to cancel", now: now)
        } catch {
            show("The clipboard is not a pattern: \(error)", now: now)
        }
    }

    /// Puts the whole universe on the clipboard as RLE.
    public func copy(now: Double) {
        guard !simulation.isHuge else {
            show("The universe is too large to copy as text; export it as macrocell (Ctrl+E)", now: now)
            return
        }
        let snapshot = simulation.universe.snapshot()
        services.writeClipboard(RLEWriter().write(snapshot))
        show("Copied \(snapshot.cells.count) cells as RLE", now: now)
    }
}
