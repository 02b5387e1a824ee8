import LifeInterface
import LifeRun
import Foundation
import LifeEngine
import LifeScene

/// Board edits as a whole: undo and redo, clear, random fill, opening a file, paste and copy.
extension EditingState {
    /// Undoes the last board edit (Ctrl+Z).
    public mutating func undo(in context: FeatureContext) {
        let from = context.simulation.generation, edit = context.simulation.undo()
        // Undoing an opening (or a clear) brings the board's old name back: the board opened is
        // no longer there, so Ctrl+S must not save over it.
        if let renaming = edit?.renaming { context.restore(renaming, undone: true) }
        let none = context.simulation.edits.droppedForMemory
            ? "Nothing more to undo: older steps were let go to keep undo within History memory (\(context.simulation.historyMemory >> 20) MB, in Settings)"
            : "Nothing to undo"
        followReplayed(edit, undone: true, none: none, from: from, in: context)
    }

    /// Redoes the last undone edit (Ctrl+Shift+Z).
    public mutating func redo(in context: FeatureContext) {
        let from = context.simulation.generation, edit = context.simulation.redo()
        if let renaming = edit?.renaming { context.restore(renaming, undone: false) }
        followReplayed(edit, undone: false, none: "Nothing to redo", from: from, in: context)
    }

    /// After an undo or redo: a replaced board is framed again, a selection moved or turned with its
    /// cells goes back (or on) with them, and the notice says what was undone or redone, and the
    /// generation it went to when the board was elsewhere in the run (`from`).
    private mutating func followReplayed(_ edit: BoardEdit?, undone: Bool, none: String, from: Int64, in context: FeatureContext) {
        guard let edit else { return context.show(none) }
        // A board put in another's place (an opening, a clear, a fill) is framed; an edit in place
        // (a paste, a delete, a turn) keeps a view the user chose (auto-zoom, when on, follows life).
        if edit.renaming != nil || (edit.replacesBoard && context.isAutoZoomActive) { context.request(.fit) }
        // The header's change figures and sparkline follow the run brought back (or start again),
        // or the run to the generation a click was undone or redone at.
        if edit.replacesBoard || context.analytics.generations.last != context.simulation.generation { context.followHistory() }
        if edit.label == "the move" || RectTransform.allCases.contains(where: { $0.label == edit.label }) {
            // The edit undone left the undo depth one more than now; the one redone, as it is now.
            let depth = context.simulation.edits.undoCount + (undone ? 1 : 0)
            if let step = selectionSteps.last(where: { $0.depth == depth && $0.label == edit.label }) {
                selection = undone ? step.before : step.after
            } else {
                clearSelection()
            }
        }
        // Undone at the generation it was made at: said, as the board went back there (redo brings the run back).
        let now = context.simulation.generation
        let moved = now == from ? "" : " · back at generation \(NumberFormat.grouped(now)), where it was made (Ctrl+Shift+Z brings the run back)"
        context.show("\(undone ? "Undone" : "Redone"): \(edit.label)" + (undone ? moved : now == from ? "" : " · at generation \(NumberFormat.grouped(now))"))
    }

    /// Empties the board (Delete); undoable. An empty board that ran (it died out) clears too:
    /// back to generation 0; one that is already clear says so. The board is no longer the
    /// pattern it was opened as (Undo brings the name back).
    public func clear(in context: FeatureContext) {
        let simulation = context.simulation
        guard simulation.population > 0 || simulation.generation > 0 else {
            context.show("The board is already clear")
            return
        }
        let empty = Pattern(cells: [], rule: simulation.universe.rule, topology: simulation.topology)
        let renaming = context.renaming(to: nil)
        simulation.edit("the clear", renaming: renaming) { simulation.load(empty) }
        context.analytics.clear()
        // A new, unnamed board: exports are no longer named after the file, and Ctrl+S asks for a name.
        context.adopt(renaming)
        // Framed as a new board is, at a zoom to draw in: a view zoomed far out by hand would make
        // the next cells clicked a pixel or two.
        context.request(.fit)
        context.show("Cleared the board (Ctrl+Z undoes)")
    }

    /// Fills the visible inner area (or the whole torus board) with random cells, a new unnamed
    /// board; undoable.
    public func randomFill(in context: FeatureContext) {
        var area: CellRect
        if let board = context.finiteBoard {
            area = board
        } else {
            let v = context.camera.visibleCells
            let insetX = Int64(Double(v.width) * AutoZoom.buffer), insetY = Int64(Double(v.height) * AutoZoom.buffer)
            area = CellRect(x: v.x + insetX, y: v.y + insetY, width: max(1, v.width - 2 * insetX), height: max(1, v.height - 2 * insetY))
            // On a tube, the part of the view on the board.
            if let board = context.board {
                let x0 = max(area.x, board.x), y0 = max(area.y, board.y)
                let x1 = min(area.maxX, board.maxX), y1 = min(area.maxY, board.maxY)
                guard x1 > x0, y1 > y0 else {
                    context.show("Nothing to fill: the board is out of view (F brings it back)")
                    return
                }
                area = CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
        }
        // At most randomFillSide x randomFillSide cells, from the middle of the area; on a tube,
        // across the whole of its finite side where that fits (a tube 100,000 cells round was
        // filled in a square in its middle).
        let fullArea = area, side = Self.randomFillSide, budget = side * side
        if area.width > side || area.height > side {
            var w = min(area.width, side), h = min(area.height, side)
            // (A view zoomed far out holds more cells than 64 bits count.)
            let (cells, overflow) = area.width.multipliedReportingOverflow(by: area.height)
            if !overflow && cells <= budget {
                (w, h) = (area.width, area.height)
            } else if let size = context.simulation.topology.size {
                if size.height != nil, area.height <= budget { (w, h) = (min(area.width, max(1, budget / area.height)), area.height) }
                if size.width != nil, area.width <= budget { (w, h) = (area.width, min(area.height, max(1, budget / area.width))) }
            }
            area = CellRect(x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h)
        }
        var cells: [Cell] = []
        let threshold = UInt64(Self.randomFillDensity * Double(UInt64.max))
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where context.random.next() < threshold { cells.append(Cell(x, y)) }
        }
        let simulation = context.simulation
        // A new board in the old one's place (the dice clicked over a drawing): its work is kept.
        context.replacingBoard()
        let renaming = context.renaming(to: nil)
        simulation.edit("the random fill", renaming: renaming) {
            simulation.load(Pattern(cells: cells, rule: simulation.universe.rule, topology: simulation.topology))
        }
        context.adopt(renaming)
        if area != fullArea {
            context.show("Filled the middle \(area.width)×\(area.height) cells at random, the most one fill covers (Ctrl+Z undoes)")
        } else {
            context.show("Filled \(area.width)×\(area.height) cells at random (Ctrl+Z undoes)")
        }
    }

    /// Opens a pattern file in place of the current board, read beside the app (at once where the
    /// runner runs work inline): a large one says so while it is read (Esc stops waiting for it);
    /// on failure nothing on screen changes. Returns the path once it is on the board.
    public mutating func open(path: String, fromBrowser: Bool = false, in context: FeatureContext) -> String? {
        // A Lua script opened (dropped, named at start, Ctrl+O) runs, as in Golly: read as a
        // pattern, it said "unexpected character 'l' in the pattern body".
        if path.lowercased().hasSuffix(".lua") {
            context.request(.runScript(path))
            return nil
        }
        let opening = FileOpening(path: path, fromBrowser: fromBrowser)
        let services = context.services, maxMemory = context.preferences.maxMemoryMiB << 20
        nonisolated(unsafe) let open = services.openFile, openMacrocell = services.openMacrocell
        self.opening = opening
        context.simulation.runner.runAside {
            opening.finish(Self.read(path, openFile: open, openMacrocell: openMacrocell, maxMemory: maxMemory, isCancelled: { opening.isStopped }))
        }
        if let opened = takeOpening(in: context) { return opened }
        if self.opening != nil { context.show("Opening \(Self.fileName(path))… (Esc stops)", seconds: 600) }
        return nil
    }

    /// Puts the file read on the board once it is read; returns its path when it opened.
    public mutating func takeOpening(in context: FeatureContext) -> String? {
        guard let opening, let read = opening.result else { return nil }
        self.opening = nil
        return finishOpening(read, browsing: opening.fromBrowser ? opening.path : nil, in: context) ? opening.path : nil
    }

    /// Esc while a file is read: the board stays as it is; false when none is being read.
    public mutating func stopOpening(in context: FeatureContext) -> Bool {
        guard let opening else { return false }
        self.opening = nil
        opening.stop()
        context.show("Stopped opening \(Self.fileName(opening.path))")
        return true
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// Reads the file at `path` (on any thread): a macrocell file on the plane straight into
    /// HashLife, any other through `openFile`.
    static func read(_ path: String, openFile: (String) throws -> Pattern, openMacrocell: (String) throws -> MacrocellTree,
                     maxMemory: Int, isCancelled: (() -> Bool)? = nil) -> FileRead {
        let fileName = Self.fileName(path)
        // A gzipped one too (Golly's collection ships big ones as .mc.gz): listed, it was refused.
        if PatternFormat(patternFileName: path) == .macrocell, let tree = try? openMacrocell(path), tree.topology == .plane {
            do {
                let universe = try EngineSwitch.universe(from: tree, maxMemory: maxMemory, isCancelled: isCancelled)
                // Life writes the pattern's name as the first comment; a longer one is a description.
                let name = tree.comments.first.flatMap { $0.count <= 40 ? $0 : nil } ?? fileName
                return .universe(universe, name: name, population: tree.population, generation: tree.generation)
            } catch {
                return .failed("\(error)")
            }
        }
        do {
            let pattern = try openFile(path)
            return .pattern(pattern, name: pattern.name ?? fileName)
        } catch {
            return .failed("\(error)")
        }
    }

    /// Puts what was read on the board (one undo step), or says why it could not be read; returns
    /// whether it opened. A file chosen in the app's own browser (`browsing`, its path) that cannot
    /// be read brings the browser back in its folder with the reason, to choose another.
    func finishOpening(_ read: FileRead, browsing: String? = nil, in context: FeatureContext) -> Bool {
        let simulation = context.simulation
        switch read {
        case let .universe(universe, name, population, generation):
            context.replacingBoard()
            let renaming = context.renaming(to: name)
            simulation.edit("opening \(name)", renaming: renaming) { simulation.load(universe: universe) }
            context.analytics.clear()
            context.adopt(renaming)
            context.markOpened()
            context.show("Opened \(context.patternName ?? name): \(NumberFormat.grouped(exact: population)) cells at generation \(NumberFormat.grouped(generation)) (HashLife)")
            context.request(.fitAtOnce)
            return true
        case let .pattern(pattern, name):
            load(pattern, named: name, in: context)
            return true
        case .failed(let reason) where browsing != nil:
            // The "Opening…" notice goes; the browser says why, where the file is.
            context.clearNotice()
            if let browsing { context.browsedFolder(of: browsing) }
            context.request(.browseFiles(saveAs: nil, problem: "Could not open it: \(reason)"))
            return false
        case .failed(let reason):
            context.show("Could not open it: \(reason)")
            return false
        }
    }

    /// Puts a pattern in place of the board (one undo step), names the window after it and frames it.
    public func load(_ pattern: Pattern, named name: String?, in context: FeatureContext) {
        context.replacingBoard()
        let renaming = context.renaming(to: name), ruleBefore = context.simulation.universe.rule
        context.simulation.edit("opening \(name ?? "the pattern")", renaming: renaming) {
            context.simulation.load(pattern)
        }
        // The header's sparkline starts over with the new pattern.
        context.analytics.clear()
        context.adopt(renaming)
        context.markOpened()
        let count = pattern.cells.count
        // A pattern brings its own rule: said when it is not the one the board ran (HighLife gave way to Life unseen).
        let rule = pattern.rule == ruleBefore ? "" : ", rule \(RuleNames.shortName(of: pattern.rule))"
        context.show("Opened \(context.patternName ?? "a pattern"): \(NumberFormat.grouped(Int64(count))) cell\(count == 1 ? "" : "s")\(rule) (Ctrl+Z undoes)")
        context.request(.fitAtOnce)
    }

    /// Starts placing the clipboard's pattern (RLE, plaintext, Life 1.05/1.06 or macrocell) centred
    /// on the `pointer` when it rests on the grid (a click without moving drops it where it shows),
    /// else at the view centre.
    public mutating func paste(in context: FeatureContext, pointer: Point? = nil) {
        guard let text = context.services.readClipboard(), !text.isEmpty else {
            // X11 hands some programs' very large selections over as nothing at all.
            context.show("The clipboard holds no pattern (a very large one may not come through: open it as a file)")
            return
        }
        do {
            let pattern = try PatternFormat.sniff(text).read(text)
            guard let bounds = pattern.bounds else {
                context.show("The pasted pattern has no live cells")
                return
            }
            pasting = pattern.offset(by: -bounds.x, -bounds.y)
            let anchor = pointer.flatMap { context.layout.grid.contains($0) ? $0 : nil } ?? context.layout.grid.center
            let center = context.camera.cell(at: anchor)
            pasteOrigin = Cell(center.x - bounds.width / 2, center.y - bounds.height / 2)
            context.show("Move to place \(NumberFormat.grouped(Int64(pattern.cells.count))) cell\(pattern.cells.count == 1 ? "" : "s"), click or Enter to drop them \(pasteMode.explanation.dropFirst(pasteMode.rawValue.count + 1)): "
                         + "arrows nudge, M changes how, Esc cancels")
        } catch let error as PatternParseError where error.isOverBudget {
            // Its message names the command line's ways round; in the window, a file is the way.
            context.show("The clipboard's pattern is too large to paste (more than \(NumberFormat.grouped(Int64(PatternBudget.standard.maxCells))) live cells, "
                         + "or past what a paste reads): save it as a file and open it with Ctrl+O, which takes a macrocell file whole")
        } catch {
            context.show("The clipboard is not a pattern: \(error)")
        }
    }

    /// Drops a floating paste without placing it (Esc).
    public mutating func cancelPaste(in context: FeatureContext) {
        pasting = nil
        context.show("Paste cancelled")
    }

    /// Copies the selection, or with none the whole universe, to the clipboard as RLE (Ctrl+C).
    public func copy(in context: FeatureContext) {
        if selection != nil { return copySelection(in: context) }
        guard !context.simulation.isHuge else {
            context.show("The universe is too large to copy as text; export it as macrocell (Ctrl+E)")
            return
        }
        let snapshot = context.simulation.universe.snapshot()
        context.services.writeClipboard(RLEWriter().write(snapshot))
        context.show("Copied \(NumberFormat.grouped(Int64(snapshot.cells.count))) cells as RLE")
    }
}
