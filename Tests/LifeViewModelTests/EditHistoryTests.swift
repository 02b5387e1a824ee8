import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
@testable import EditingFeature
@testable import LifeViewModel

final class EditHistoryTests: XCTestCase {
    func click(_ model: AppModel, _ cell: Cell) {
        let p = model.camera.screenRect(of: cell).center
        model.handle(.pointerDown(p, .left), now: 0)
        model.handle(.pointerUp(p, .left), now: 0)
    }

    /// Undo after the run went on from an edit takes the board back to the generation the edit
    /// was made at, and says so (it said only "Undone: the cell"); redo brings the run back.
    func testUndoAfterARunSaysTheBoardWentBackToTheEditsGeneration() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        for x in Int64(0)..<3 { click(model, Cell(x, 1)) }
        for _ in 0..<3 { model.perform(.step, now: 0) }
        model.handle(.key(.letter("z"), .control), now: 0)
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertEqual(model.notice, "Undone: the cell (2, 1) · back at generation 0, where it was made (Ctrl+Shift+Z brings the run back)")
        model.handle(.key(.letter("z"), [.control, .shift]), now: 0)
        XCTAssertEqual(model.simulation.historyRange?.upperBound, 3, "the run came back on the timeline")
        XCTAssertEqual(model.notice, "Redone: the cell (2, 1)")
        model.handle(.key(.letter("z"), .control), now: 0)
        model.handle(.key(.letter("z"), .control), now: 0)
        XCTAssertEqual(model.notice, "Undone: the cell (1, 1)", "at the generation it was made at, nothing more to say")
    }

    func testClicksUndoAndRedo() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        click(model, Cell(1, 1))
        click(model, Cell(2, 1))
        model.handle(.key(.letter("z"), .control), now: 0)
        XCTAssertEqual(model.simulation.universe.liveCells(), [Cell(1, 1)])
        model.handle(.key(.letter("z"), [.control, .shift]), now: 0)
        XCTAssertEqual(model.simulation.universe.liveCells(), [Cell(1, 1), Cell(2, 1)])
        model.handle(.key(.letter("z"), .control), now: 0)
        model.handle(.key(.letter("y"), .control), now: 0)
        XCTAssertEqual(model.simulation.population, 2)
        model.run(.undo, now: 0)
        model.run(.undo, now: 0)
        model.run(.undo, now: 0)
        XCTAssertEqual(model.notice, "Nothing to undo")
        click(model, Cell(5, 5))
        model.run(.redo, now: 0)
        XCTAssertEqual(model.notice, "Nothing to redo", "a new edit forgets what could be redone")
    }

    /// A board cleared while zoomed far out by hand is framed as a new board is, so the next
    /// cells clicked are big enough to see.
    func testClearingFramesTheEmptyBoardAtAZoomToDrawIn() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        for _ in 0..<30 { model.handle(.key(.minus, []), now: 0) }
        model.advance(to: 1)
        XCTAssertLessThan(model.camera.zoom, 2)
        model.handle(.key(.delete, []), now: 1)
        model.advance(to: 3)
        XCTAssertEqual(model.camera.zoom, 20, accuracy: 0.01, "an empty board's zoom")
    }

    func testClearAndRandomFillAreUndoable() {
        var glider = Fixtures.pattern(Fixtures.glider)
        glider.name = "Glider"
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: glider, randomSeed: 7)
        XCTAssertEqual(model.context.patternName, "Glider")
        model.handle(.key(.delete, []), now: 0)
        XCTAssertEqual(model.simulation.population, 0)
        XCTAssertEqual(model.notice, "Cleared the board (Ctrl+Z undoes)")
        XCTAssertNil(model.context.patternName, "a cleared board is no longer the file it was opened from (exports, Ctrl+S)")
        model.handle(.key(.delete, []), now: 0)
        XCTAssertEqual(model.notice, "The board is already clear", "not the last notice left standing")
        model.run(.undo, now: 0)
        XCTAssertEqual(model.simulation.population, 5)
        model.context.patternName = "Glider"
        let fill = model.layout.buttons.first { $0.action == .randomFill }!.frame.center
        model.handle(.pointerDown(fill, .left), now: 0)
        model.handle(.pointerUp(fill, .left), now: 0)
        let filled = model.simulation.population
        XCTAssertNil(model.context.patternName)
        let inner = model.camera.visibleCells
        XCTAssertGreaterThan(filled, 100)
        XCTAssertLessThan(Double(filled), Double(inner.width * inner.height) * 0.5)
        // The same seed gives the same board.
        let twin = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), randomSeed: 7)
        twin.perform(.randomFill, now: 0)
        XCTAssertEqual(twin.simulation.universe.liveCells(), model.simulation.universe.liveCells())
        model.run(.undo, now: 0)
        XCTAssertEqual(model.simulation.universe.liveCells(), Fixtures.pattern(Fixtures.glider).cells)
        XCTAssertTrue(model.scene().icons.contains(.dice) && model.scene().icons.contains(.clear))
    }

    /// The board `rle` stepped `generations` times by hand, with the board each step reached.
    func stepped(_ rle: String, _ generations: Int) -> (AppModel, [[Cell]]) {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(rle))
        var boards = [model.simulation.universe.liveCells()]
        for _ in 0..<generations {
            model.perform(.step, now: 0)
            boards.append(model.simulation.universe.liveCells())
        }
        return (model, boards)
    }

    /// Undoing an edit that replaced the board (a clear) gives the run back: Reset goes to where
    /// the run began and Back steps through its past, as before the clear.
    func testUndoingAClearBringsTheRunBack() {
        let (model, boards) = stepped(Fixtures.rPentomino, 30)
        model.handle(.key(.delete, []), now: 0)
        XCTAssertFalse(model.simulation.canReset)
        XCTAssertFalse(model.simulation.canStepBack)
        model.run(.undo, now: 0)
        XCTAssertEqual(model.simulation.generation, 30)
        XCTAssertEqual(model.simulation.universe.liveCells(), boards[30])
        XCTAssertTrue(model.simulation.canStepBack, "Back steps through the run again")
        XCTAssertTrue(model.simulation.canReset, "Reset goes to where the run began")
        XCTAssertEqual(model.simulation.timeline.history.range, 0...30, "the run's figures are back")
        XCTAssertEqual(model.context.analytics.generations.count, 31, "and the header's sparkline with them")
        XCTAssertTrue(model.simulation.stepBack())
        XCTAssertEqual(model.simulation.universe.liveCells(), boards[29])
        model.perform(.reset, now: 0)
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertEqual(model.simulation.universe.liveCells(), boards[0])
        // Redone, the clear starts afresh again; undone once more, the run is back once more.
        model.run(.redo, now: 0)
        XCTAssertEqual(model.simulation.population, 0)
        model.run(.undo, now: 0)
        XCTAssertTrue(model.simulation.canReset && model.simulation.canStepBack)
    }

    /// An opening whose kept timeline was let go (past the share of memory) is undone to a history
    /// afresh: never to the past of the pattern that was opened, which is another run's, but from
    /// the reset point given back (Back reaches where Reset goes, recomputing the board's own run).
    func testAnOpeningWhoseTimelineWasLetGoStartsTheHistoryAfresh() {
        let (model, boards) = stepped(Fixtures.rPentomino, 30)
        model.simulation.edit("opening the acorn", renaming: nil) { model.simulation.load(Fixtures.pattern(Fixtures.acorn)) }
        model.simulation.edits.byteLimit = 0 // the newest step stays, without its timeline
        for _ in 0..<40 { model.perform(.step, now: 0) }
        model.run(.undo, now: 0)
        XCTAssertEqual(model.simulation.universe.liveCells(), boards[30])
        XCTAssertEqual(model.simulation.timeline.history.range, 0...30, "from the R-pentomino's reset point")
        XCTAssertTrue(model.simulation.stepBack())
        XCTAssertEqual(model.simulation.universe.liveCells(), boards[29], "the R-pentomino's past, not the acorn's")
        // Without a reset point before it, the history starts at the board.
        let (plain, _) = stepped(Fixtures.rPentomino, 0)
        plain.simulation.edit("opening the acorn", renaming: nil) { plain.simulation.load(Fixtures.pattern(Fixtures.acorn)) }
        plain.simulation.edits.byteLimit = 0
        for _ in 0..<40 { plain.perform(.step, now: 0) }
        plain.run(.undo, now: 0)
        XCTAssertFalse(plain.simulation.canStepBack, "the acorn's past is not the R-pentomino's")
    }

    /// Lowering the History memory lets the timelines undo keeps go at once, not at the next edit.
    func testLoweringTheHistoryMemoryLetsKeptTimelinesGo() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.soup(width: 1024, height: 1024, density: 50, seed: 9)))
        for _ in 0..<30 { model.perform(.step, now: 0) }
        model.handle(.key(.delete, []), now: 0)
        let kept = model.simulation.edits.undoStack.last?.run?.timeline?.bytes ?? 0
        XCTAssertGreaterThan(kept, 1 << 20, "the clear keeps the soup's run: more than a MiB of it")
        model.simulation.historyMemory = 1 << 20
        XCTAssertNil(model.simulation.edits.undoStack.last?.run?.timeline, "let go at once")
        model.run(.undo, now: 0)
        XCTAssertEqual(model.simulation.generation, 30, "the board still comes back")
    }

    /// Undo's boards keep within the History memory too: past it the oldest steps go (the newest
    /// stays), and lowering the setting lets them go at once.
    func testUndoKeepsItsBoardsWithinTheHistoryMemory() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.simulation.historyMemory = 2 << 20
        var soups: [[Cell]] = []
        for seed in UInt64(1)...12 {
            let soup = Pattern(cells: Fixtures.soup(width: 1024, height: 1024, density: 50, seed: seed))
            soups.append(soup.cells.sorted())
            model.simulation.edit("opening soup \(seed)", renaming: nil) { model.simulation.load(soup) }
        }
        let edits = model.simulation.edits
        let bytes = edits.undoStack.reduce(0) { $0 + $1.edit.bytes + ($1.run?.bytes ?? 0) }
        XCTAssertLessThanOrEqual(bytes, 2 << 20)
        XCTAssertGreaterThanOrEqual(edits.undoCount, 2, "about 300 KB a step: a few fit")
        XCTAssertLessThan(edits.undoCount, 12)
        for k in 0..<(edits.undoCount - 1) {
            model.run(.undo, now: 0)
            XCTAssertEqual(model.simulation.universe.liveCells().sorted(), soups[10 - k], "undo \(k + 1)")
        }
        model.run(.undo, now: 0)
        model.run(.undo, now: 0)
        XCTAssertEqual(model.notice, "Nothing more to undo: older steps were let go to keep undo within History memory (2 MB, in Settings)")
        let steps = edits.undoCount
        model.simulation.historyMemory = 1 << 20
        let lowered = model.simulation.edits
        let left = (lowered.undoStack + lowered.redoStack).reduce(0) { $0 + $1.edit.bytes + ($1.run?.bytes ?? 0) }
        XCTAssertLessThanOrEqual(left, 1 << 20, "lowered: within it at once")
        XCTAssertLessThan(lowered.undoCount + lowered.redoStack.count, steps)
    }

    /// A step of a large board keeps it as the tiles do (a bit a cell, about), not as a list of
    /// cells (16 bytes each); a sparse board's listing stays where that is smaller.
    func testLargeBoardsAreKeptCompactForUndo() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let soup = Pattern(cells: Fixtures.soup(width: 1024, height: 1024, density: 50, seed: 3))
        model.simulation.edit("opening the soup", renaming: nil) { model.simulation.load(soup) }
        model.simulation.edit("clearing it", renaming: nil) { model.simulation.load(Pattern(cells: [])) }
        let listing = soup.cells.count * 16
        for entry in model.simulation.edits.undoStack {
            XCTAssertLessThan(entry.edit.bytes, listing / 20, "\(entry.edit.label): \(entry.edit.bytes) bytes for \(soup.cells.count) cells")
        }
        model.run(.undo, now: 0)
        XCTAssertEqual(model.simulation.universe.liveCells().sorted(), soup.cells.sorted(), "the cleared soup comes back")
        model.run(.undo, now: 0)
        XCTAssertEqual(model.simulation.population, 0)
        model.run(.redo, now: 0)
        XCTAssertEqual(model.simulation.universe.liveCells().sorted(), soup.cells.sorted())
        // 70,000 cells each in a tile of its own: the tiles would keep 512 bytes a cell, so it is listed.
        let scattered = Pattern(cells: (0..<70_000).map { Cell(Int64($0 % 300) * 64, Int64($0 / 300) * 64) })
        model.simulation.edit("opening the scatter", renaming: nil) { model.simulation.load(scattered) }
        XCTAssertLessThanOrEqual(model.simulation.edits.undoStack.last?.edit.bytes ?? .max, (70_000 + 70_000) * 16 + 4096)
    }

    /// Undoing an edit in place (clearing outside the selection) keeps the past before it and the reset point.
    func testUndoingClearOutsideKeepsThePastAndTheResetPoint() {
        let (model, boards) = stepped(Fixtures.rPentomino, 20)
        model.run(.selectAll, now: 0)
        let selected = try! XCTUnwrap(model.editing.selection)
        model.editing.selection = CellRect(x: selected.x, y: selected.y, width: 2, height: 2)
        model.run(.clearOutside, now: 0)
        XCTAssertLessThan(model.simulation.population, boards[20].count)
        XCTAssertFalse(model.simulation.canReset, "an edit starts a new run")
        model.run(.undo, now: 0)
        XCTAssertEqual(model.simulation.universe.liveCells(), boards[20])
        XCTAssertTrue(model.simulation.canReset)
        XCTAssertTrue(model.simulation.stepBack())
        XCTAssertEqual(model.simulation.universe.liveCells(), boards[19])
    }

    func testRandomFillOnATorusFillsTheBoard() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: .torus(width: 30, height: 20)))
        model.perform(.randomFill, now: 0)
        let bounds = model.simulation.universe.bounds!
        XCTAssertTrue(bounds.x >= 0 && bounds.y >= 0 && bounds.maxX <= 30 && bounds.maxY <= 20)
        XCTAssertGreaterThan(model.simulation.population, 120)
    }

    func testHistoryIsBounded() {
        var history = EditHistory()
        for i in 0..<(EditHistory.limit + 20) { history.record(.toggle(Cell(Int64(i), 0))) }
        var count = 0
        while history.takeUndo() != nil { count += 1 }
        XCTAssertEqual(count, EditHistory.limit)
        XCTAssertTrue(history.canRedo)
        XCTAssertFalse(history.canUndo)
    }

    /// Whole boards kept for undo are bounded in bytes too: the oldest go first, the newest stays
    /// however large it is.
    func testHistoryIsBoundedInBytes() {
        var history = EditHistory()
        let quarter = history.byteLimit / 4
        let big = { (generation: Int64) in
            KeptUniverse(generation: generation, bytes: quarter) { SparseLife(rule: .conway) }
        }
        for g in 0..<6 { history.record(.replaceUniverse(before: big(Int64(g)), after: big(Int64(g)), label: "edit \(g)", renaming: nil)) }
        XCTAssertEqual(history.undoCount, 2, "two edits of two quarters each fill the limit")
        XCTAssertEqual(history.takeUndo()?.edit.label, "edit 5")
        var huge = EditHistory()
        huge.record(.toggle(Cell(0, 0)))
        huge.record(.replaceUniverse(before: big(0), after: KeptUniverse(generation: 1, bytes: 2 * huge.byteLimit) { SparseLife(rule: .conway) },
                                     label: "too big", renaming: nil))
        XCTAssertEqual(huge.undoCount, 1)
        XCTAssertEqual(huge.takeUndo()?.edit.label, "too big")
    }

    /// The runs undo can give back are bounded too: the oldest steps let their timelines go first
    /// (the steps to redo before them), and the edits themselves stay.
    func testTheTimelinesKeptForUndoStayWithinTheirShare() {
        var history = EditHistory()
        let record = { (generation: Int64) in
            RunRecord(resetPoint: nil,
                      timeline: TimelineRecord(checkpoints: [KeptUniverse(generation: generation, bytes: 100) { SparseLife(rule: .conway) }],
                                               latest: generation, history: RunHistory(startingAt: generation, population: 0)), restarts: 0)
        }
        history.byteLimit = 5 * 16 + 350 // five clicks' boards, and 350 bytes for their timelines
        for g in Int64(0)..<5 { history.record(.toggle(Cell(g, 0)), run: record(g)) }
        XCTAssertEqual(history.undoCount, 5, "the edits stay")
        var kept: [Int64] = []
        while let (edit, run) = history.takeUndo() {
            if case .toggle(let cell, _) = edit, run?.timeline != nil { kept.append(cell.x) }
        }
        XCTAssertEqual(kept, [4, 3, 2], "the three newest keep theirs")
        // Everything undone: the steps to redo give theirs up first, the newest edit's last.
        history.byteLimit = 1 << 30
        history.record(.toggle(Cell(9, 0)), run: record(9))
        for g in Int64(0)..<3 { history.record(.toggle(Cell(g, 1)), run: record(g)) }
        _ = history.takeUndo()
        _ = history.takeUndo()
        history.byteLimit = 4 * 16 + 250
        var left: [Int64] = []
        while let (edit, run) = history.takeRedo() { if case .toggle(let cell, _) = edit, run?.timeline != nil { left.append(cell.x) } }
        XCTAssertEqual(left, [], "the two steps to redo let theirs go")
        while let (edit, run) = history.takeUndo() { if case .toggle(let cell, _) = edit, run?.timeline != nil { left.append(cell.x) } }
        XCTAssertEqual(left, [0, 9], "then the oldest to undo: two of the four are kept")
    }

    /// The runs redo gives back (kept when a step is undone) count toward the bound too, and go
    /// before any step's own timeline: they are the furthest from use.
    func testTheRunsKeptForRedoGoFirstPastTheBound() {
        var history = EditHistory()
        let timeline = { (generation: Int64) in
            TimelineRecord(checkpoints: [KeptUniverse(generation: generation, bytes: 100) { SparseLife(rule: .conway) }],
                           latest: generation, history: RunHistory(startingAt: generation, population: 0))
        }
        history.byteLimit = 2 * 16 + 300 // two clicks' boards, and 300 bytes for timelines
        for g in Int64(0)..<2 { history.record(.toggle(Cell(g, 0)), run: RunRecord(resetPoint: nil, timeline: timeline(g), restarts: 0)) }
        _ = history.takeUndo(future: timeline(50))
        XCTAssertEqual(history.nextRedoFuture?.latest, 50, "two timelines and a future: 300 bytes, within the bound")
        _ = history.takeUndo(future: timeline(60))
        XCTAssertEqual(history.nextRedoFuture?.latest, 60, "past the bound, the future furthest from use goes first")
        XCTAssertNotNil(history.takeRedo()?.run?.timeline, "the steps keep their own")
        XCTAssertNil(history.nextRedoFuture, "the older future went")
        XCTAssertNotNil(history.takeRedo()?.run?.timeline)
    }

    /// Clearing a board too large to list (a gun jumped to 2^30: 178,957,021 cells, bgolly) is
    /// one undo step like any other: undo brings the tree back.
    func testClearingABoardTooLargeToListIsUndoable() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let gun = HashLife(rule: .conway)
        gun.load(Fixtures.pattern(Fixtures.gosperGun))
        try gun.advance(by: 1 << 30, progress: nil, isCancelled: nil)
        model.simulation.load(universe: gun)
        model.handle(.key(.delete, []), now: 0)
        XCTAssertEqual(model.simulation.population, 0)
        model.run(.undo, now: 0)
        XCTAssertEqual(model.simulation.universe.exactPopulation, 178_957_021)
        XCTAssertEqual(model.simulation.generation, 1 << 30)
        model.run(.redo, now: 0)
        XCTAssertEqual(model.simulation.population, 0)
    }
}
