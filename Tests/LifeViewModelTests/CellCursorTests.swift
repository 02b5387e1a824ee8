import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeRun
@testable import LifeInterface
@testable import EditingFeature
@testable import LifeViewModel

/// The keyboard's cell cursor: Tab brings the ring onto the grid, where the arrows move a cursor
/// over the cells, Space turns a cell on or off, Shift and the arrows select, and the view follows.
final class CellCursorTests: XCTestCase {
    final class Clipboard: @unchecked Sendable {
        var text: String?
    }

    func makeModel(_ pattern: Pattern = Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(2, 0)]), size: Size = Size(1280, 800)) -> AppModel {
        let clipboard = Clipboard()
        let model = AppModel.forTests(windowSize: size, pattern: pattern,
                                      services: AppServices(readClipboard: { clipboard.text }, writeClipboard: { clipboard.text = $0 },
                                                            workClock: SteadyWorkClock().read))
        model.advance(to: 5) // the camera settles
        return model
    }

    func key(_ model: AppModel, _ key: Key, _ modifiers: KeyModifiers = [], times: Int = 1) {
        for _ in 0..<times { model.handle(.key(key, modifiers), now: 10) }
    }

    /// Tabs to the grid (at most fifty presses) and returns the cell the cursor shows at.
    func tabToGrid(_ model: AppModel, file: StaticString = #filePath, line: UInt = #line) -> Cell {
        for _ in 0..<50 where model.focus != .board { key(model, .tab) }
        XCTAssertEqual(model.focus, .board, "Tab reaches the grid", file: file, line: line)
        return model.editing.cursorCell(in: model.context)
    }

    func middle(_ model: AppModel) -> Cell { model.camera.cell(at: model.layout.grid.center) }

    func testTabReachesTheGridBeforeTheBarAndTheCursorShowsAtItsMiddleWithItsCoordinates() {
        let model = makeModel()
        let targets = model.focusTargets
        XCTAssertEqual(targets.firstIndex(of: .board), targets.firstIndex(of: .button(.dismissHint)).map { $0 + 1 },
                       "in reading order: after what lies on the grid (the hint's close), before the bar")
        XCTAssertEqual(targets.firstIndex(of: .board).map { targets[$0 + 1] }, model.ui.board.first(where: \.focusable)?.control)
        key(model, .tab, times: 2)
        XCTAssertEqual(model.focus, .board)
        XCTAssertEqual(model.notice, EditingState.cursorHelp, "it says what the keys do")
        let cursor = model.editing.cursorCell(in: model.context)
        XCTAssertEqual(cursor, middle(model))
        let frame = try? XCTUnwrap(model.focusFrame)
        XCTAssertEqual(frame, model.camera.screenRect(of: cursor), "the ring is drawn around the cursor's cell")
        XCTAssertEqual(model.sceneState.pointerCell, cursor, "the grid's corner reads the cursor's coordinates")
        key(model, .tab)
        XCTAssertEqual(model.focus?.buttonAction != nil, true, "Tab goes on to the bar")
        key(model, .tab, .shift)
        XCTAssertEqual(model.focus, .board, "Shift+Tab comes back")
    }

    func testArrowsMoveTheCursorNotTheViewAndSpaceTurnsItsCellOnAndOffAsUndoableEdits() {
        let model = makeModel()
        let start = tabToGrid(model), centre = model.camera.center
        key(model, .right, times: 3)
        key(model, .up)
        XCTAssertEqual(model.editing.cursorCell(in: model.context), Cell(start.x + 3, start.y - 1))
        XCTAssertEqual(model.camera.center, centre, "a cursor near the middle moves alone")
        key(model, .left, .control)
        XCTAssertEqual(model.editing.cursorCell(in: model.context), Cell(start.x - 5, start.y - 1), "Ctrl moves it eight cells")
        let target = Cell(start.x - 5, start.y - 1), before = model.simulation.population
        key(model, .space)
        XCTAssertTrue(model.simulation.universe.isAlive(target), "Space turns the cell on")
        XCTAssertEqual(model.simulation.population, before + 1)
        XCTAssertEqual(model.simulation.generation, 0, "Space on the grid does not step")
        key(model, .space)
        XCTAssertFalse(model.simulation.universe.isAlive(target), "and off again")
        key(model, .letter("z"), .control)
        XCTAssertTrue(model.simulation.universe.isAlive(target), "each is one undo step")
        XCTAssertEqual(model.focus, .board, "the ring stays on the grid")
        key(model, .enter)
        XCTAssertTrue(model.simulation.isPlaying, "Enter still plays")
    }

    func testShiftAndTheArrowsSelectFromWhereTheCursorStoodAndEscClearsItBeforeLeaving() {
        let model = makeModel()
        let start = tabToGrid(model)
        key(model, .right, .shift, times: 3)
        key(model, .down, .shift, times: 2)
        XCTAssertEqual(model.editing.selection, CellRect(x: start.x, y: start.y, width: 4, height: 3))
        key(model, .left, .shift, times: 5)
        XCTAssertEqual(model.editing.selection, CellRect(x: start.x - 2, y: start.y, width: 3, height: 3), "it grows past its anchor the other way")
        // A plain move, then Shift: a new selection from there.
        key(model, .up)
        key(model, .up, .shift)
        XCTAssertEqual(model.editing.selection, CellRect(x: start.x - 2, y: start.y, width: 1, height: 2))
        key(model, .right, [.control, .shift], times: 2)
        XCTAssertEqual(model.editing.selection, CellRect(x: start.x - 2, y: start.y, width: 17, height: 2), "Ctrl+Shift: eight cells at a time")
        key(model, .escape)
        XCTAssertNil(model.editing.selection, "Esc drops the selection first")
        XCTAssertEqual(model.focus, .board)
        key(model, .escape)
        XCTAssertNil(model.focus, "then leaves the grid")
        let centre = model.camera.center
        key(model, .right)
        XCTAssertNotEqual(model.camera.center, centre, "the arrows pan again")
    }

    func testTheViewFollowsTheCursorAndACursorLeftOutOfViewComesBackToTheMiddle() {
        let model = makeModel()
        let start = tabToGrid(model), centre = model.camera.center
        key(model, .right, .control, times: 40)
        let cursor = model.editing.cursorCell(in: model.context)
        XCTAssertEqual(cursor, Cell(start.x + 320, start.y), "it went on past the window's edge")
        XCTAssertGreaterThan(model.camera.center.x, centre.x, "the view panned after it")
        let frame = model.camera.screenRect(of: cursor), grid = model.layout.grid
        XCTAssertTrue(frame.x >= grid.x && frame.maxX <= grid.maxX, "the cursor stays inside the grid: \(frame) in \(grid)")
        // Panned a little by hand, it stays; panned out of view, it shows at the middle when Tab comes back.
        key(model, .escape)
        for (dx, expected) in [(-200.0, cursor), (600, nil)] {
            model.handle(.pointerDown(grid.center, .left, []), now: 11)
            model.handle(.pointerMoved(Point(grid.center.x + dx, grid.center.y)), now: 11)
            model.handle(.pointerUp(Point(grid.center.x + dx, grid.center.y), .left), now: 11)
            XCTAssertEqual(tabToGrid(model), expected ?? middle(model))
            key(model, .escape)
        }
    }

    func testOnATorusTheCursorGoesRoundAndOnABoundedPlaneItStopsAtTheEdge() throws {
        let model = makeModel(Pattern(cells: [Cell(0, 0)], topology: .torus(width: 24, height: 24)))
        let start = tabToGrid(model)
        key(model, .left, times: Int(start.x) + 1)
        XCTAssertEqual(model.editing.cursorCell(in: model.context), Cell(23, start.y), "one step past the left edge comes in at the right")
        key(model, .up, .control, times: 3)
        XCTAssertEqual(model.editing.cursorCell(in: model.context), Cell(23, start.y), "24 cells up on 24 rows is where it was")
        key(model, .right, .shift, times: 3)
        XCTAssertEqual(model.editing.cursorCell(in: model.context).x, 23, "Shift stops at the edge: a selection is one rectangle")
        XCTAssertEqual(model.editing.selection.map(\.width), 1)

        let plane = makeModel(Pattern(cells: [Cell(0, 0)], topology: try Topology(suffix: "P24,24")))
        _ = tabToGrid(plane)
        key(plane, .left, times: 40)
        key(plane, .up, .control, times: 10)
        XCTAssertEqual(plane.editing.cursorCell(in: plane.context), Cell(0, 0), "beyond a bounded plane's edges there is nothing: it stops at the corner")
    }

    func testAFloatingPasteTakesTheArrowsAndMultiStateRulesDrawTheDrawingState() throws {
        let model = makeModel(Pattern(cells: [Cell(0, 0)], rule: try Rule(parsing: "LifeHistory")))
        let start = tabToGrid(model)
        key(model, .period) // drawing state 2
        let state = model.editing.drawState(for: model.simulation.universe.rule)
        XCTAssertNotEqual(state, 1)
        key(model, .down)
        key(model, .space)
        XCTAssertEqual(model.simulation.universe.state(at: Cell(start.x, start.y + 1)), state, "Space puts the drawing state")
        // A paste floats: the arrows move it, not the cursor.
        model.editing.selectAll(in: model.context)
        key(model, .letter("c"), .control)
        key(model, .letter("v"), .control)
        XCTAssertNotNil(model.editing.pasting)
        let origin = model.editing.pasteOrigin
        key(model, .right)
        XCTAssertEqual(model.editing.pasteOrigin, Cell(origin.x + 1, origin.y))
        XCTAssertEqual(model.editing.cursorCell(in: model.context), Cell(start.x, start.y + 1))
    }

    func testAPanelOpenedFromTheGridGivesTheRingBackToItWhenItCloses() {
        let model = makeModel()
        _ = tabToGrid(model)
        key(model, .right)
        let cursor = model.editing.cursorCell(in: model.context)
        key(model, .comma, .control) // Settings
        XCTAssertNotEqual(model.focus, .board)
        key(model, .escape)
        XCTAssertTrue(model.overlays.isEmpty)
        model.handle(.key(.left, []), now: 10)
        XCTAssertEqual(model.focus, .board, "the ring came back to the grid")
        XCTAssertEqual(model.editing.cursorCell(in: model.context), Cell(cursor.x - 1, cursor.y), "and the cursor is where it was")
    }

    /// A zoom (or auto-zoom following life) leaves the cursor on its cell: out of view, no ring is
    /// drawn, and the next key brings it back into view rather than acting on the cell now at the middle.
    func testTheCursorKeepsItsCellAsTheViewZoomsAndAKeyBringsItBack() {
        let model = makeModel()
        _ = tabToGrid(model)
        key(model, .right, .control, times: 6)
        let cell = model.editing.cursorCell(in: model.context)
        key(model, .plus, times: 3)
        model.advance(to: 12) // the zoom's animation ends
        XCTAssertEqual(model.editing.cursorCell(in: model.context), cell, "zooming in left it on its cell")
        XCTAssertNil(model.focusFrame, "out of view now: no ring drawn")
        XCTAssertEqual(model.focus, .board)
        key(model, .space)
        XCTAssertTrue(model.simulation.universe.isAlive(cell), "Space turned its own cell on")
        XCTAssertNotNil(model.focusFrame, "and brought it back into view")
        XCTAssertTrue(model.layout.grid.contains(model.camera.screenRect(of: cell).center))
    }

    /// A panel opened from the grid by a key gives the ring back to the grid the moment it closes,
    /// even after Tab went through the panel's controls; the ring shows at once.
    func testAPanelOpenedByAKeyGivesTheGridItsRingBackAtOnceWhenItCloses() {
        let model = makeModel()
        _ = tabToGrid(model)
        key(model, .right)
        let cell = model.editing.cursorCell(in: model.context)
        for panel in [(Key.letter("o"), KeyModifiers()), (.comma, .control), (.f1, [])] {
            key(model, panel.0, panel.1)
            XCTAssertFalse(model.overlays.isEmpty)
            key(model, .tab, times: 3)
            key(model, .escape)
            if !model.overlays.isEmpty { key(model, .escape) } // a field being edited leaves first
            XCTAssertTrue(model.overlays.isEmpty, "\(panel)")
            XCTAssertEqual(model.focus, .board, "\(panel): the ring is back on the grid")
            XCTAssertEqual(model.focusFrame, model.camera.screenRect(of: cell), "\(panel): drawn at once, where the cursor was")
        }
        key(model, .left)
        XCTAssertEqual(model.editing.cursorCell(in: model.context), Cell(cell.x - 1, cell.y))
    }

    /// With the cursor on the grid, Esc puts the ending's banner away first (it lies on top), then leaves the grid.
    func testEscPutsTheEndingBannerAwayBeforeLeavingTheGrid() {
        // A blinker and a lone cell that dies: an ending from generation 1, which stops the run.
        let model = makeModel(Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(6, 0)]))
        model.simulation.generationsPerSecond = 240
        model.perform(.playPause, now: 10)
        var t = 10.0
        while model.simulation.isPlaying && t < 20 { t += 0.05; model.advance(to: t) }
        XCTAssertNotNil(model.simulation.ending)
        _ = tabToGrid(model)
        key(model, .escape)
        XCTAssertNil(model.simulation.ending, "the banner went first")
        XCTAssertEqual(model.focus, .board)
        key(model, .escape)
        XCTAssertNil(model.focus)
    }

    /// The header's sentence before the first generation says what Space does on the grid.
    func testTheHeaderSaysSpaceTurnsTheCursorsCellOnOrOff() {
        let model = makeModel()
        XCTAssertTrue(model.scene().texts.contains { $0.contains("Step (Space)") }, "\(model.scene().texts)")
        _ = tabToGrid(model)
        XCTAssertTrue(model.scene().texts.contains("3 cells ready. Space turns the cursor's cell on or off; Enter plays."), "\(model.scene().texts)")
        let frame = try? XCTUnwrap(model.focusFrame)
        let top = frame.map { Rect(x: $0.x - 1, y: $0.y - 1, width: $0.width + 2, height: Double(Stroke.cursor)) }
        XCTAssertTrue(model.scene().commands.contains { if case .fill(let rect, let color, _) = $0 { rect == top && color == model.theme.colors.text } else { false } },
                      "the cursor's own outline, in the text colour, inside the accent ring")
    }
}
