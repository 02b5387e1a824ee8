import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
@testable import LifeViewModel

final class EditHistoryTests: XCTestCase {
    func click(_ model: AppModel, _ cell: Cell) {
        let p = model.camera.screenRect(of: cell).center
        model.handle(.pointerDown(p, .left), now: 0)
        model.handle(.pointerUp(p, .left), now: 0)
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

    func testClearAndRandomFillAreUndoable() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), randomSeed: 7)
        model.handle(.key(.delete, []), now: 0)
        XCTAssertEqual(model.simulation.population, 0)
        XCTAssertEqual(model.notice, "Cleared the board (Ctrl+Z undoes)")
        model.run(.undo, now: 0)
        XCTAssertEqual(model.simulation.population, 5)
        let fill = model.layout.buttons.first { $0.action == .randomFill }!.frame.center
        model.handle(.pointerDown(fill, .left), now: 0)
        model.handle(.pointerUp(fill, .left), now: 0)
        let filled = model.simulation.population
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
}
