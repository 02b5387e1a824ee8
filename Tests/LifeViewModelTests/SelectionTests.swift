import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeRun
@testable import LifeInterface
@testable import EditingFeature
@testable import LifeViewModel

/// Selecting, transforming, pasting and drawing, driven through the same events the window sends.
final class SelectionTests: XCTestCase {
    static let glider = [".O.", "..O", "OOO"]

    static func cells(_ rows: [String], at origin: Cell = Cell(0, 0)) -> [Cell] {
        rows.enumerated().flatMap { y, row in
            row.enumerated().compactMap { x, c in c == "O" ? Cell(origin.x + Int64(x), origin.y + Int64(y)) : nil }
        }.sorted()
    }

    final class Clipboard: @unchecked Sendable {
        var text: String?
    }

    func makeModel(_ cells: [Cell] = [], topology: Topology = .plane) -> (AppModel, Clipboard) {
        let clipboard = Clipboard()
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: cells, topology: topology),
                             services: AppServices(readClipboard: { clipboard.text }, writeClipboard: { clipboard.text = $0 }, workClock: SteadyWorkClock().read))
        model.advance(to: 5) // the camera settles
        return (model, clipboard)
    }

    func point(_ model: AppModel, _ cell: Cell) -> Point { model.camera.screenRect(of: cell).center }

    func live(_ model: AppModel) -> [Cell] { model.simulation.universe.liveCells().sorted() }

    /// A press at one cell, moves through others, and a release at the last, with modifiers held.
    func drag(_ model: AppModel, from: Cell, through: [Cell], modifiers: KeyModifiers = []) {
        model.handle(.pointerDown(point(model, from), .left, modifiers), now: 10)
        for cell in through { model.handle(.pointerMoved(point(model, cell)), now: 10) }
        model.handle(.pointerUp(point(model, through.last ?? from), .left), now: 10)
    }

    func key(_ model: AppModel, _ key: Key, _ modifiers: KeyModifiers = []) {
        model.handle(.key(key, modifiers), now: 10)
    }


    func testTurnsAndFlipsGiveTheGlidersEightOrientations() {
        let rect = CellRect(x: 0, y: 0, width: 3, height: 3)
        let glider = Self.cells(Self.glider)
        func apply(_ t: RectTransform, _ cells: [Cell]) -> [Cell] { t.apply(to: cells, in: rect).cells.sorted() }
        // Drawn by hand: the glider turned a quarter each way, and mirrored each way.
        XCTAssertEqual(apply(.rotateClockwise, glider), Self.cells(["O..", "O.O", "OO."]))
        XCTAssertEqual(apply(.rotateAnticlockwise, glider), Self.cells([".OO", "O.O", "..O"]))
        XCTAssertEqual(apply(.flipHorizontally, glider), Self.cells([".O.", "O..", "OOO"]))
        XCTAssertEqual(apply(.flipVertically, glider), Self.cells(["OOO", "..O", ".O."]))
        var orientations: Set<[Cell]> = []
        var turned = glider
        for _ in 0..<4 {
            orientations.insert(turned)
            orientations.insert(apply(.flipHorizontally, turned))
            turned = apply(.rotateClockwise, turned)
        }
        XCTAssertEqual(turned, glider, "four quarter turns are none")
        XCTAssertEqual(orientations.count, 8)
        // A wide rectangle turns about its centre and becomes tall.
        let wide = RectTransform.rotateClockwise.apply(to: [Cell(10, 5), Cell(13, 5)], in: CellRect(x: 10, y: 5, width: 4, height: 2))
        XCTAssertEqual(wide.rect, CellRect(x: 11, y: 4, width: 2, height: 4))
        XCTAssertEqual(wide.cells.sorted(), [Cell(12, 4), Cell(12, 7)])
    }

    func testShiftDragSelectsAndTheHeaderSaysWhatIsSelected() {
        let (model, _) = makeModel(Self.cells(Self.glider) + Self.cells(["OO", "OO"], at: Cell(10, 0)))
        drag(model, from: Cell(-1, -1), through: [Cell(2, 1), Cell(3, 3)], modifiers: .shift)
        XCTAssertEqual(model.editing.selection, CellRect(x: -1, y: -1, width: 5, height: 5))
        XCTAssertEqual(Set(live(model)), Set(Self.cells(Self.glider) + Self.cells(["OO", "OO"], at: Cell(10, 0))), "selecting edits nothing")
        let texts = model.scene().texts
        XCTAssertTrue(texts.contains("SELECTION"), "\(texts)")
        XCTAssertTrue(texts.contains("5×5 · 5"), "\(texts)")
        let narrow = AppModel.forTests(windowSize: Size(640, 480), pattern: Pattern(cells: Self.cells(Self.glider)))
        narrow.handle(.key(.letter("a"), .control), now: 0)
        XCTAssertTrue(narrow.scene().texts.contains("SELECTION"), "a narrow header keeps the selection, second after the generation")
        key(model, .escape)
        XCTAssertNil(model.editing.selection)
        key(model, .letter("a"), .control)
        XCTAssertEqual(model.editing.selection, CellRect(x: 0, y: 0, width: 12, height: 3))
    }

    /// A paste is placed from the keyboard: the arrows move it a cell (Shift: eight), Enter drops
    /// it (the arrows panned the view and Enter played the board under the floating paste).
    func testAPasteIsMovedByTheArrowsAndDroppedByEnter() throws {
        let glider = Self.cells(Self.glider)
        let (model, clipboard) = makeModel([])
        clipboard.text = try RLEWriter().write(Pattern(cells: glider))
        key(model, .letter("v"), .control)
        let start = model.editing.pasteOrigin
        key(model, .right)
        key(model, .right)
        key(model, .down, .shift)
        XCTAssertEqual(model.editing.pasteOrigin, Cell(start.x + 2, start.y + 8))
        key(model, .enter)
        XCTAssertNil(model.editing.pasting)
        XCTAssertFalse(model.simulation.isPlaying, "Enter dropped the paste; it did not play")
        XCTAssertEqual(live(model), glider.map { $0.offset(by: start.x + 2, start.y + 8) }.sorted())
        key(model, .letter("z"), .control)
        XCTAssertTrue(live(model).isEmpty, "one undo step")
    }

    func testCopyPutsRLEWithItsPositionAndCutPasteRoundTrips() throws {
        let glider = Self.cells(Self.glider, at: Cell(20, 30))
        let (model, clipboard) = makeModel(glider)
        model.editing.selection = CellRect(x: 20, y: 30, width: 3, height: 3)
        key(model, .letter("c"), .control)
        let text = try XCTUnwrap(clipboard.text)
        XCTAssertTrue(text.contains("#CXRLE Pos=20,30"), text)
        XCTAssertEqual(try PatternFormat.rle.read(text).cells.sorted(), glider, "Golly reads it back in place")
        key(model, .letter("x"), .control)
        XCTAssertTrue(live(model).isEmpty)
        key(model, .letter("v"), .control)
        XCTAssertNotNil(model.editing.pasting)
        XCTAssertEqual(model.notice, "Move to place 5 cells, click or Enter to drop them (added to the board): arrows nudge, M changes how, Esc cancels")
        let target = Cell(24, 32)
        model.handle(.pointerMoved(point(model, target)), now: 10)
        model.handle(.pointerDown(point(model, target), .left), now: 10)
        model.handle(.pointerUp(point(model, target), .left), now: 10)
        XCTAssertEqual(live(model).count, 5)
        let placed = live(model), corner = Cell(placed.map(\.x).min()!, placed.map(\.y).min()!)
        XCTAssertEqual(placed.map { $0.offset(by: -corner.x, -corner.y) }.sorted(), Self.cells(Self.glider), "the same glider, moved")
        key(model, .letter("z"), .control)
        XCTAssertTrue(live(model).isEmpty, "one undo takes the paste back")
        key(model, .letter("z"), .control)
        XCTAssertEqual(Set(live(model)), Set(glider), "and one more the cut")
        // Copied at generation 4, it says so, as a copy of the whole board does; a paste of it
        // leaves the board's generation alone.
        for _ in 0..<4 { key(model, .space) }
        model.editing.selection = CellRect(x: 18, y: 28, width: 8, height: 8)
        key(model, .letter("c"), .control)
        let later = try XCTUnwrap(clipboard.text)
        XCTAssertTrue(later.contains("Gen=4"), later)
        XCTAssertEqual(try PatternFormat.rle.read(later).generation, 4)
        key(model, .letter("v"), .control)
        model.handle(.pointerDown(point(model, Cell(40, 40)), .left), now: 20)
        model.handle(.pointerUp(point(model, Cell(40, 40)), .left), now: 20)
        XCTAssertEqual(model.simulation.generation, 4)
        XCTAssertEqual(live(model).count, 10)
    }

    /// Delete or cut of a selection holding no live cells changes nothing and is no undo step (a
    /// step followed "Deleted 0 cells" that undid nothing).
    func testDeletingOrCuttingAnEmptySelectionIsNoUndoStep() {
        let (model, _) = makeModel(Self.cells(["OO", "OO"], at: Cell(0, 0)))
        let steps = model.simulation.edits.undoCount
        model.editing.selection = CellRect(x: 20, y: 20, width: 5, height: 5)
        key(model, .delete)
        XCTAssertEqual(model.notice, "Nothing to delete: the selection holds no live cells")
        key(model, .letter("x"), .control)
        XCTAssertEqual(model.notice, "Copied the empty selection; nothing to cut")
        XCTAssertEqual(model.simulation.edits.undoCount, steps)
        model.editing.selection = CellRect(x: 0, y: 0, width: 1, height: 1)
        key(model, .delete)
        XCTAssertEqual(model.notice, "Deleted 1 cell (Ctrl+Z undoes)")
        XCTAssertEqual(model.simulation.edits.undoCount, steps + 1)
    }

    func testDeleteClearOutsideInvertAndTurnAreEachOneUndoStep() {
        let block = Self.cells(["OO", "OO"], at: Cell(0, 0)), blinker = Self.cells(["OOO"], at: Cell(10, 0))
        let (model, _) = makeModel(block + blinker)
        model.editing.selection = CellRect(x: 0, y: 0, width: 3, height: 2)
        key(model, .delete)
        XCTAssertEqual(Set(live(model)), Set(blinker))
        key(model, .letter("z"), .control)
        XCTAssertEqual(Set(live(model)), Set(block + blinker))
        key(model, .delete, .shift)
        XCTAssertEqual(Set(live(model)), Set(block), "Shift+Delete clears outside")
        key(model, .letter("z"), .control)
        key(model, .letter("i"), .control)
        XCTAssertEqual(Set(live(model)), Set([Cell(2, 0), Cell(2, 1)] + blinker), "the 3x2 selection inverted")
        key(model, .letter("z"), .control)
        XCTAssertEqual(Set(live(model)), Set(block + blinker))
        model.editing.selection = CellRect(x: 10, y: 0, width: 3, height: 1)
        key(model, .period, .shift)
        XCTAssertEqual(Set(live(model)), Set(block + [Cell(11, -1), Cell(11, 0), Cell(11, 1)]), "the blinker turned upright about its centre")
        XCTAssertEqual(model.editing.selection, CellRect(x: 11, y: -1, width: 1, height: 3))
        key(model, .comma, .shift)
        XCTAssertEqual(Set(live(model)), Set(block + blinker))
        key(model, .letter("z"), .control)
        key(model, .letter("z"), .control)
        XCTAssertEqual(Set(live(model)), Set(block + blinker))
    }

    func testFlipsAndRandomFillOfTheSelectionUndo() {
        let glider = Self.cells(Self.glider, at: Cell(4, 4))
        let (model, _) = makeModel(glider)
        model.editing.selection = CellRect(x: 4, y: 4, width: 3, height: 3)
        key(model, .letter("x"))
        XCTAssertEqual(Set(live(model)), Set(Self.cells([".O.", "O..", "OOO"], at: Cell(4, 4))))
        key(model, .letter("y"))
        XCTAssertEqual(Set(live(model)), Set(Self.cells(["OOO", "O..", ".O."], at: Cell(4, 4))))
        key(model, .letter("z"), .control)
        key(model, .letter("z"), .control)
        XCTAssertEqual(Set(live(model)), Set(glider))
        model.editing.selection = CellRect(x: 0, y: 0, width: 20, height: 20)
        model.perform(.randomFill, now: 10)
        XCTAssertEqual(model.prompt?.purpose, .fillDensity, "the dice asks how dense")
        XCTAssertEqual(model.prompt?.field.text, "35", "offering 35% at first")
        key(model, .letter("a"), .control)
        model.handle(.text("0"), now: 10)
        key(model, .enter)
        XCTAssertEqual(model.prompt?.error, "'0' is not a density: type a whole percentage from 1 to 100")
        key(model, .letter("a"), .control)
        model.handle(.text("80"), now: 10)
        key(model, .enter)
        XCTAssertNil(model.prompt)
        let filled = live(model)
        XCTAssertTrue(filled.allSatisfy { (0..<20).contains($0.x) && (0..<20).contains($0.y) }, "only inside the selection")
        XCTAssertGreaterThan(filled.count, 280, "about 80% of 400")
        XCTAssertLessThan(filled.count, 360)
        XCTAssertEqual(model.notice, "Filled the selection at random, 80% alive (Ctrl+Z undoes)")
        key(model, .letter("z"), .control)
        XCTAssertEqual(Set(live(model)), Set(glider))
        // A selection too large to fill says so at once, not after asking how dense.
        model.editing.selection = CellRect(x: 0, y: 0, width: 3000, height: 3000)
        model.perform(.randomFill, now: 11)
        XCTAssertNil(model.prompt)
        XCTAssertEqual(model.notice, "The selection covers too many cells to fill (at most \(NumberFormat.grouped(4_194_304)))")
    }

    func testPasteModes() {
        // The board: a row of three. The paste: (0,0) and (1,1), landing at (1,0): on the row's
        // middle cell and below its right end.
        let board = [Cell(0, 0), Cell(1, 0), Cell(2, 0)]
        for (mode, expected) in [(PasteMode.or, [Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(2, 1)]),
                                 (.copy, [Cell(0, 0), Cell(1, 0), Cell(2, 1)]),
                                 (.xor, [Cell(0, 0), Cell(2, 0), Cell(2, 1)])] {
            let (model, clipboard) = makeModel(board)
            clipboard.text = "x = 2, y = 2\no$bo!"
            key(model, .letter("v"), .control)
            while model.editing.pasteMode != mode { key(model, .letter("m")) }
            XCTAssertTrue(model.scene().texts.contains("\(mode.rawValue) · M"), "the floating paste is tagged with its mode and its key")
            // A click drops the paste centred on it: at (2,1), its top-left lands on (1,0).
            model.handle(.pointerDown(point(model, Cell(2, 1)), .left), now: 10)
            model.handle(.pointerUp(point(model, Cell(2, 1)), .left), now: 10)
            XCTAssertNil(model.editing.pasting)
            XCTAssertEqual(Set(live(model)), Set(expected.sorted()), "\(mode)")
            key(model, .letter("z"), .control)
            XCTAssertEqual(Set(live(model)), Set(board), "\(mode): one undo step")
        }
        let (idle, _) = makeModel(board)
        key(idle, .letter("m"))
        XCTAssertEqual(idle.editing.pasteMode, .or, "modes change only while a paste floats")
    }

    /// A pasted pattern of another rule runs under the board's, and says so; its cells of states
    /// 2 and up keep their state where the board's rule has it, else land live (said too).
    func testAPasteOfAnotherRuleSaysSoAndKeepsTheStatesTheBoardHas() throws {
        // Generations 345/2/4: A is live (state 1), B and C decaying (2 and 3).
        let clip = "x = 3, y = 1, rule = 345/2/4\nABC!"
        let (life, clipboard) = makeModel([Cell(50, 50), Cell(80, 80)])
        clipboard.text = clip
        key(life, .letter("v"), .control)
        let lifeOrigin = life.editing.pasteOrigin
        key(life, .enter)
        XCTAssertEqual(life.notice, "Placed 3 cells (or); its rule Star Wars is not this board's: they run under B3/S23; 2 cells of states 2 and up landed live (B3/S23 has 2 states)")
        XCTAssertEqual((0..<3).map { life.simulation.universe.state(at: Cell(lifeOrigin.x + $0, lifeOrigin.y)) }, [1, 1, 1])
        XCTAssertEqual(life.simulation.population, 5)

        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(50, 50), Cell(80, 80)], rule: try Rule(parsing: "23/3/3")),
                                      services: AppServices(readClipboard: { clip }, writeClipboard: { _ in }, workClock: SteadyWorkClock().read))
        model.advance(to: 5)
        key(model, .letter("v"), .control)
        let origin = model.editing.pasteOrigin
        key(model, .enter)
        XCTAssertEqual(model.simulation.universe.state(at: origin), 1)
        XCTAssertEqual(model.simulation.universe.state(at: Cell(origin.x + 1, origin.y)), 2, "state 2 is one of this rule's three")
        XCTAssertEqual(model.simulation.universe.state(at: Cell(origin.x + 2, origin.y)), 1, "state 3 is not: live")
        XCTAssertEqual(model.notice, "Placed 3 cells (or); its rule Star Wars is not this board's: they run under 23/3/3; 1 cell of states 2 and up landed live (23/3/3 has 3 states)")
        key(model, .letter("z"), .control)
        XCTAssertEqual(model.simulation.universe.state(at: Cell(origin.x + 1, origin.y)), 0, "one undo step, states too")
    }

    /// Zoomed out past a pixel a cell (as in Golly) a click or a stroke draws nothing and says
    /// why: a stray click there changed a cell nobody could see, dropping the run's future.
    func testNoDrawingFarOutWhereCellsAreUnderAPixel() {
        let (model, _) = makeModel([Cell(0, 0), Cell(5000, 3000)])
        model.context.cameraController.move(to: Point(2500, 1500), zoom: 0.25, now: 10, animated: false)
        let before = live(model), target = Point(model.layout.grid.midX + 40, model.layout.grid.midY + 40)
        model.handle(.pointerDown(target, .left), now: 11)
        model.handle(.pointerUp(target, .left), now: 11)
        XCTAssertEqual(live(model), before, "no cell changed")
        XCTAssertEqual(model.notice, "Cells are under a pixel here: zoom in to draw (a click far out would change a cell you cannot see)")
        let elsewhere = Point(target.x - 120, target.y - 60)
        model.handle(.pointerDown(elsewhere, .left, .control), now: 12)
        model.handle(.pointerMoved(Point(elsewhere.x + 30, elsewhere.y)), now: 12)
        model.handle(.pointerUp(Point(elsewhere.x + 30, elsewhere.y), .left), now: 12)
        XCTAssertEqual(live(model), before, "nor a stroke")
        model.context.cameraController.move(to: Point(2500, 1500), zoom: 1, now: 13, animated: false)
        model.handle(.pointerDown(target, .left), now: 14)
        model.handle(.pointerUp(target, .left), now: 14)
        XCTAssertEqual(live(model).count, before.count + 1, "at a pixel a cell a click draws")
    }

    func testDrawingJoinsFastStrokesAndErasesFromALiveCell() {
        // Near the one live cell, where the camera looks.
        let o = Cell(44, 46), far = Cell(60, 60)
        let (model, _) = makeModel([far])
        func at(_ x: Int64, _ y: Int64) -> Cell { Cell(o.x + x, o.y + y) }
        // One move from (0,0) to (9,3): every cell of the line, no gaps.
        drag(model, from: at(0, 0), through: [at(9, 3)], modifiers: .control)
        let drawn = live(model).filter { $0 != far }
        XCTAssertEqual(drawn, DrawStroke.line(from: at(0, 0), to: at(9, 3)).sorted())
        XCTAssertEqual(drawn.count, 10, "one cell a column, as a line should")
        XCTAssertEqual(Set(drawn.map(\.x)).count, 10)
        // Starting on a live cell erases along the stroke.
        drag(model, from: at(0, 0), through: [at(4, 1)], modifiers: .control)
        XCTAssertEqual(live(model).filter { $0.x <= o.x + 4 && $0.y <= o.y + 1 }, [])
        key(model, .letter("z"), .control)
        XCTAssertEqual(live(model).filter { $0 != far }.count, 10, "each stroke is one undo step")
        key(model, .letter("z"), .control)
        XCTAssertEqual(live(model), [far])
        // The pencil: a plain drag draws while it is on, and pans again once it is off.
        key(model, .letter("p"))
        XCTAssertTrue(model.editing.pencil)
        XCTAssertTrue(model.scene().texts.contains("Pencil on (P)"))
        drag(model, from: at(0, 5), through: [at(3, 5)])
        XCTAssertEqual(live(model).filter { $0.y == o.y + 5 }, [at(0, 5), at(1, 5), at(2, 5), at(3, 5)])
        key(model, .letter("p"))
        let center = model.camera.center
        drag(model, from: at(0, 8), through: [at(6, 8)])
        XCTAssertNotEqual(model.camera.center, center, "a drag pans")
        XCTAssertFalse(model.simulation.universe.isAlive(at(3, 8)))
    }

    /// A stroke drawn on an empty torus board beside the starter card: the card (and with it the
    /// board's place on screen) stays until the stroke ends, so the cells land under the pointer
    /// all the way; the card goes when the button comes up.
    func testTheBoardStaysUnderAStrokeThatStartsOnAnEmptyBoard() {
        let (model, _) = makeModel([], topology: .torus(width: 64, height: 64))
        XCTAssertTrue(model.showsFirstRun)
        key(model, .letter("p"))
        // Where the hand goes: the row's cells as they are on screen when the stroke begins.
        let row = (8...40).map { Cell(Int64($0), 20) }, points = row.map { point(model, $0) }
        let before = model.camera.screenRect(of: row[0])
        model.handle(.pointerDown(points[0], .left, []), now: 10)
        for (k, point) in points.enumerated().dropFirst() {
            let now = 10 + Double(k) * 0.05
            model.advance(to: now)
            model.handle(.pointerMoved(point), now: now)
        }
        XCTAssertTrue(model.showsFirstRun, "the card stays while the button is down")
        XCTAssertEqual(model.camera.screenRect(of: row[0]), before, "the board has not moved under the pen")
        model.handle(.pointerUp(points.last!, .left), now: 12)
        XCTAssertEqual(live(model), row, "every cell under the pointer, none beside")
        XCTAssertFalse(model.showsFirstRun, "the card goes once the stroke is done")
        // The board stays where it was under the pointer (it does not take the card's room), so
        // the next click lands on the cell it was aimed at.
        for k in 0..<60 { model.advance(to: 12 + Double(k) * 0.05) }
        XCTAssertEqual(model.camera.screenRect(of: row[0]), before, "the board stays put once the card has gone")
        let next = Cell(8, 30), aimed = point(model, next)
        model.handle(.pointerDown(aimed, .left, []), now: 16)
        model.handle(.pointerUp(aimed, .left), now: 16)
        XCTAssertTrue(model.simulation.universe.isAlive(next))
        // F frames the board in the whole grid again, taking the room the card left.
        key(model, .letter("f"))
        for k in 0..<60 { model.advance(to: 17 + Double(k) * 0.05) }
        XCTAssertGreaterThan(model.camera.screenRect(of: row[0]).width, before.width, "fit takes the room the card left")
        key(model, .letter("z"), .control)
        key(model, .letter("z"), .control)
        XCTAssertEqual(live(model), [], "the stroke is one undo step")
        // A plain click (the pencil put away) as the first cell holds the board as well.
        key(model, .letter("p"))
        for k in 0..<60 { model.advance(to: 20 + Double(k) * 0.05) }
        XCTAssertTrue(model.showsFirstRun)
        let first = model.camera.screenRect(of: Cell(20, 20))
        model.handle(.pointerDown(first.center, .left, []), now: 24)
        model.handle(.pointerUp(first.center, .left), now: 24)
        XCTAssertTrue(model.simulation.universe.isAlive(Cell(20, 20)))
        for k in 0..<60 { model.advance(to: 24 + Double(k) * 0.05) }
        XCTAssertFalse(model.showsFirstRun)
        XCTAssertEqual(model.camera.screenRect(of: Cell(20, 20)), first, "the board stays put after a first click too")
    }

    /// Undoing a turn or a flip puts the selection back round its cells as it was; redoing it,
    /// where the edit left it (it was dropped); an edit of another kind between drops it.
    func testUndoAndRedoOfATurnKeepTheSelection() {
        let (model, _) = makeModel(Self.cells(["OOO", "O.."], at: Cell(0, 0)))
        model.editing.selection = CellRect(x: 0, y: 0, width: 3, height: 2)
        key(model, .period, .shift)
        let turned = model.editing.selection
        XCTAssertNotNil(turned)
        XCTAssertNotEqual(turned, CellRect(x: 0, y: 0, width: 3, height: 2))
        key(model, .letter("x"))
        let flipped = model.editing.selection
        key(model, .letter("z"), .control)
        XCTAssertEqual(model.editing.selection, turned, "the flip undone: as the turn left it")
        key(model, .letter("z"), .control)
        XCTAssertEqual(model.editing.selection, CellRect(x: 0, y: 0, width: 3, height: 2), "the turn undone: as it was")
        key(model, .letter("z"), [.control, .shift])
        XCTAssertEqual(model.editing.selection, turned)
        key(model, .letter("z"), [.control, .shift])
        XCTAssertEqual(model.editing.selection, flipped)
        key(model, .letter("z"), .control)
        // Another edit in the flip's place: undoing it leaves the selection alone; the turn before it still brings its own back.
        model.editing.clearSelection()
        model.handle(.pointerDown(point(model, Cell(8, 8)), .left), now: 50)
        model.handle(.pointerUp(point(model, Cell(8, 8)), .left), now: 50)
        XCTAssertTrue(model.simulation.universe.isAlive(Cell(8, 8)))
        key(model, .letter("z"), .control)
        XCTAssertFalse(model.simulation.universe.isAlive(Cell(8, 8)))
        XCTAssertNil(model.editing.selection)
        key(model, .letter("z"), .control)
        XCTAssertEqual(model.editing.selection, CellRect(x: 0, y: 0, width: 3, height: 2))
    }

    /// Undoing an edit in place keeps a view the user chose (it framed all life again: undoing a
    /// paste zoomed out); undoing an opening frames the board it brings back.
    func testUndoingAnEditInPlaceKeepsTheView() {
        let (model, _) = makeModel(Self.cells(Self.glider) + Self.cells(["OO", "OO"], at: Cell(40, 30)))
        for _ in 0..<3 { key(model, .plus) }
        model.advance(to: 20)
        XCTAssertFalse(model.context.isAutoZoomActive, "zoomed by hand")
        model.editing.selection = CellRect(x: 39, y: 29, width: 4, height: 4)
        key(model, .delete)
        model.advance(to: 21)
        let view = model.camera
        key(model, .letter("z"), .control)
        model.advance(to: 25)
        XCTAssertTrue(model.simulation.universe.isAlive(Cell(40, 30)), "the block is back")
        XCTAssertEqual(model.camera.zoom, view.zoom)
        XCTAssertEqual(model.camera.center, view.center)
    }

    func testDraggingTheInsideMovesItAndAHandleResizesIt() {
        let block = Self.cells(["OO", "OO"], at: Cell(0, 0))
        let (model, _) = makeModel(block + [Cell(30, 0)])
        model.editing.selection = CellRect(x: 0, y: 0, width: 2, height: 2)
        drag(model, from: Cell(0, 0), through: [Cell(1, 1), Cell(3, 4)])
        XCTAssertEqual(Set(live(model)), Set(Self.cells(["OO", "OO"], at: Cell(3, 4)) + [Cell(30, 0)]))
        XCTAssertEqual(model.editing.selection, CellRect(x: 3, y: 4, width: 2, height: 2), "the selection goes with its cells")
        key(model, .letter("z"), .control)
        XCTAssertEqual(Set(live(model)), Set(block + [Cell(30, 0)]), "the whole move is one undo step")
        XCTAssertEqual(model.editing.selection, CellRect(x: 0, y: 0, width: 2, height: 2), "the selection goes back with its cells")
        key(model, .letter("z"), [.control, .shift])
        XCTAssertEqual(model.editing.selection, CellRect(x: 3, y: 4, width: 2, height: 2), "and on again with a redo")
        key(model, .letter("z"), .control)
        // A click inside (no drag) still toggles the cell.
        model.editing.selection = CellRect(x: 0, y: 0, width: 2, height: 2)
        model.handle(.pointerDown(point(model, Cell(1, 1)), .left), now: 10)
        model.handle(.pointerUp(point(model, Cell(1, 1)), .left), now: 10)
        XCTAssertFalse(model.simulation.universe.isAlive(Cell(1, 1)))
        // The right edge's handle, dragged three cells right.
        let corner = model.camera.screenRect(of: Cell(1, 1)), origin = model.camera.screenRect(of: Cell(0, 0))
        let handle = Point(corner.maxX, (origin.y + corner.maxY) / 2)
        model.handle(.pointerDown(handle, .left), now: 10)
        model.handle(.pointerMoved(point(model, Cell(4, 1))), now: 10)
        model.handle(.pointerUp(point(model, Cell(4, 1)), .left), now: 10)
        XCTAssertEqual(model.editing.selection, CellRect(x: 0, y: 0, width: 5, height: 2))
    }

    /// A turn that lands cells on live ones beside the selection says how many merged with them
    /// (the population drops by as many), rather than only that it turned them.
    func testATurnOntoLiveCellsSaysHowManyMerged() {
        let (model, _) = makeModel(Self.cells(["OOO"], at: Cell(0, 0)) + [Cell(1, -1), Cell(1, 1)])
        model.editing.selection = CellRect(x: 0, y: 0, width: 3, height: 1)
        key(model, .period, .shift)
        XCTAssertEqual(model.editing.selection, CellRect(x: 1, y: -1, width: 1, height: 3), "turned about its middle")
        XCTAssertEqual(model.simulation.population, 3, "the two cells above and below merged with the turned ones")
        XCTAssertEqual(model.notice, "Turned 3 cells clockwise; 2 landed on live cells and merged with them (Ctrl+Z undoes)")
        key(model, .letter("z"), .control)
        XCTAssertEqual(model.simulation.population, 5)
        // Onto empty cells: only the turn is said.
        model.simulation.set([Cell(1, -1), Cell(1, 1)], alive: false)
        model.editing.selection = CellRect(x: 0, y: 0, width: 3, height: 1)
        key(model, .period, .shift)
        XCTAssertEqual(model.notice, "Turned 3 cells clockwise (Ctrl+Z undoes)")
    }

    func testOnATorusMovesAndTurnsWrap() {
        let (model, _) = makeModel(Self.cells(["OO", "OO"], at: Cell(13, 4)), topology: .torus(width: 16, height: 16))
        model.editing.selection = CellRect(x: 13, y: 4, width: 2, height: 2)
        drag(model, from: Cell(13, 4), through: [Cell(14, 4), Cell(15, 4)])
        XCTAssertEqual(Set(live(model)), Set([Cell(0, 4), Cell(0, 5), Cell(15, 4), Cell(15, 5)]), "half the block came round the other side")
        XCTAssertEqual(model.editing.selection, CellRect(x: 15, y: 4, width: 2, height: 2), "the rectangle goes with them, over the edge")
        XCTAssertEqual(model.scene().texts.first { $0.contains("×") && $0.contains("·") }, "2×2 · 4", "it still holds all four cells")
        key(model, .delete)
        XCTAssertTrue(live(model).isEmpty, "and deleting it takes both halves")
        key(model, .letter("z"), .control)
        model.editing.selection = CellRect(x: 14, y: 0, width: 2, height: 1)
        model.simulation.set([Cell(14, 0), Cell(15, 0)], alive: true)
        key(model, .period, .shift)
        XCTAssertTrue(live(model).allSatisfy { (0..<16).contains($0.x) && (0..<16).contains($0.y) }, "nothing off the board")
        key(model, .letter("a"), .control)
        XCTAssertEqual(model.editing.selection, CellRect(x: 0, y: 0, width: 16, height: 16), "select all is the board")
    }

    /// On a hexagonal rule's grid, > turns a sixth of a turn (the hexagons' own symmetry): a row
    /// of three turns onto the next of the hexagon's three axes, and six turns bring it back.
    func testOnAHexagonalRuleATurnIsASixthOfATurn() throws {
        let row = Self.cells(["OOO"], at: Cell(10, 0))
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: row, rule: try Rule(parsing: "B2/S34H")))
        model.advance(to: 5)
        model.editing.selection = CellRect(x: 10, y: 0, width: 3, height: 1)
        key(model, .period, .shift)
        XCTAssertEqual(model.notice, "Turned 3 cells a sixth of a turn clockwise (Ctrl+Z undoes)")
        XCTAssertEqual(Set(live(model)), Set([Cell(10, -1), Cell(11, 0), Cell(12, 1)]), "along the NW-SE axis, about the middle cell")
        XCTAssertEqual(model.editing.selection, CellRect(x: 10, y: -1, width: 3, height: 3))
        for _ in 0..<5 { key(model, .period, .shift) }
        XCTAssertEqual(Set(live(model)), Set(row), "six turns")
        key(model, .letter("x"), [])
        XCTAssertTrue(model.notice?.hasPrefix("Flipped 3 cells left to right") == true, model.notice ?? "")
        // A pattern of no symmetry, selected whole: six turns leave it where it was (each turn's
        // box had another middle, and it came back three cells to the right).
        let odd = Self.cells(["OOO.", "O...", ".O.O", "...O"], at: Cell(-7, 4))
        let other = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: odd, rule: try Rule(parsing: "B2/S34H")))
        other.advance(to: 5)
        key(other, .letter("a"), .control)
        for _ in 0..<6 { key(other, .period, .shift) }
        XCTAssertEqual(Set(live(other)), Set(odd), "six turns of the whole pattern")
        for _ in 0..<2 { key(other, .letter("y"), []) }
        XCTAssertEqual(Set(live(other)), Set(odd), "two mirrors")
    }

    /// On a hexagonal rule's offset rows the selection is drawn as the parallelogram its cells
    /// make, and its handles are where they are drawn: the left one halfway down the slanted side.
    func testOnOffsetRowsTheSelectionLeansWithItsCellsAndItsHandlesAreWhereTheyShow() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Self.cells(["OOO", "O.O", "OOO", "..O"], at: Cell(0, 0)),
                                                                                   rule: try Rule(parsing: "B2/S34H")))
        model.advance(to: 5)
        let rect = CellRect(x: 0, y: 0, width: 3, height: 4)
        model.editing.selection = rect
        let outline = SelectionOutline(rect, camera: model.camera)
        XCTAssertFalse(outline.isRectangle)
        XCTAssertEqual(outline.bottomLeft.x, outline.topLeft.x - 1.5 * model.camera.zoom, accuracy: 1e-9, "three rows down, moved a cell and a half")
        // Every selected live cell lies within the outline's span at its height.
        for cell in model.simulation.universe.liveCells() {
            let centre = model.camera.screenRect(of: cell).center, (left, right) = outline.span(at: centre.y)
            XCTAssertTrue(centre.x > left && centre.x < right, "\(cell)")
        }
        // The left handle is on the slanted side: grabbing it and dragging one cell left widens the selection.
        let handle = try XCTUnwrap(outline.handles.first { $0.edges == .left }).point
        XCTAssertEqual(outline.edges(near: handle, reach: 6), .left)
        let upright = model.camera.screenRect(of: Cell(0, 0)).x
        XCTAssertNotEqual(outline.edges(near: Point(upright, handle.y), reach: 6), .left, "not where an upright box would have it")
        model.handle(.pointerDown(handle, .left), now: 6)
        model.handle(.pointerMoved(Point(handle.x - model.camera.zoom, handle.y)), now: 6)
        model.handle(.pointerUp(Point(handle.x - model.camera.zoom, handle.y), .left), now: 6)
        XCTAssertEqual(model.editing.selection, CellRect(x: -1, y: 0, width: 4, height: 4))
        XCTAssertTrue(model.scene().commands.contains { if case .line = $0 { true } else { false } }, "drawn with slanted sides")
    }

    /// On a hexagonal rule's offset rows a floating paste's outline leans with its cells, as a
    /// selection's does (an upright box from its first corner to its last held a third of them).
    func testOnOffsetRowsAFloatingPastesOutlineLeansWithItsCells() throws {
        let clipboard = Clipboard()
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(0, 0)], rule: try Rule(parsing: "B2/S34H")),
                                      services: AppServices(readClipboard: { clipboard.text }, writeClipboard: { clipboard.text = $0 }, workClock: SteadyWorkClock().read))
        model.advance(to: 5)
        let block = Self.cells(["OOOOOOOO", "O......O", "O......O", "O......O", "O......O", "O......O", "O......O", "O......O", "O......O", "OOOOOOOO"])
        clipboard.text = try RLEWriter().write(Pattern(cells: block))
        key(model, .letter("v"), .control)
        let paste = try XCTUnwrap(model.editing.floatingPaste(showing: model.camera.visibleCells, zoom: model.camera.zoom))
        XCTAssertEqual(paste.cells.count, block.count)
        let lines = model.scene().commands.compactMap { command -> (Point, Point)? in
            if case let .line(from, to, color) = command, color == model.theme.colors.accent { return (from, to) }
            return nil
        }
        // Each pasted cell's centre lies between the outline's sides at its height.
        let outline = SelectionOutline(paste.bounds, camera: model.camera)
        XCTAssertFalse(outline.isRectangle)
        for cell in paste.cells {
            let centre = model.camera.screenRect(of: cell).center, (left, right) = outline.span(at: centre.y)
            XCTAssertTrue(centre.x > left && centre.x < right && centre.y > outline.topLeft.y && centre.y < outline.bottomLeft.y, "\(cell)")
        }
        // The sides drawn are that outline's.
        for (a, b) in outline.sides {
            XCTAssertTrue(lines.contains { $0.0 == a && $0.1 == b }, "the side \(a) to \(b) is drawn")
        }
    }

    func testWithoutASelectionOrOnAHugeUniverseItSaysSo() throws {
        let (model, _) = makeModel([Cell(0, 0)])
        key(model, .letter("x"), .control)
        XCTAssertEqual(model.notice, "Select cells first: Shift+drag (or Shift+arrows on the cell cursor), or Ctrl+A for all")
        model.context.show("")
        key(model, .period, .shift)
        XCTAssertEqual(model.notice, "Select cells first: Shift+drag (or Shift+arrows on the cell cursor), or Ctrl+A for all", "a turn without a selection says so too")
        key(model, .delete)
        XCTAssertTrue(live(model).isEmpty, "Delete without a selection clears the board, as before")
        let text = try String(contentsOfFile: RepositoryPaths.path("Assets/Patterns/switch-engine-breeder.rle"), encoding: .utf8)
        let hash = HashLife()
        hash.load(try RLEReader().read(text).cells)
        try hash.advance(by: 1 << 30)
        let (huge, _) = makeModel()
        huge.simulation.load(universe: hash)
        XCTAssertTrue(huge.simulation.isHuge)
        key(huge, .letter("a"), .control)
        XCTAssertNotNil(huge.editing.selection)
        key(huge, .letter("i"), .control)
        XCTAssertTrue(huge.notice?.hasPrefix("The universe is too large to list its cells") ?? false, huge.notice ?? "")
        XCTAssertTrue(huge.scene().texts.contains("SELECTION"), "the size shows, without a count")
        // Delete with all of it selected clears it, as Delete alone does (it was refused: too many to list).
        key(huge, .delete)
        XCTAssertEqual(huge.simulation.population, 0)
        XCTAssertEqual(huge.notice, "Cleared the board (Ctrl+Z undoes)")
        huge.run(.undo, now: 1)
        XCTAssertTrue(huge.simulation.isHuge, "undo brings it back")
    }
}
