import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeRun
@testable import LifeInterface
@testable import EditingFeature
@testable import LifeViewModel

/// The drawing state of rules of more than two states: chosen with , and ., badged on the pencil,
/// drawn by clicks and strokes, undone as one step.
final class DrawStateTests: XCTestCase {
    func makeModel(rule: String, cells: [Cell] = [Cell(40, 40)]) throws -> AppModel {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: cells, rule: try Rule(parsing: rule)),
                                      services: AppServices(workClock: SteadyWorkClock().read))
        model.advance(to: 5)
        return model
    }

    func point(_ model: AppModel, _ cell: Cell) -> Point { model.camera.screenRect(of: cell).center }

    func click(_ model: AppModel, _ cell: Cell, _ modifiers: KeyModifiers = []) {
        model.handle(.pointerDown(point(model, cell), .left, modifiers), now: 10)
        model.handle(.pointerUp(point(model, cell), .left), now: 10)
    }

    func key(_ model: AppModel, _ key: Key, _ modifiers: KeyModifiers = []) { model.handle(.key(key, modifiers), now: 10) }

    func testTheKeysCycleThroughTheRulesLiveAndDecayingStatesAndSayWhichItIs() throws {
        let model = try makeModel(rule: "LifeHistory")
        XCTAssertEqual(model.editing.drawState(for: model.simulation.universe.rule), 1)
        key(model, .period)
        XCTAssertEqual(model.editing.drawingState, 2)
        XCTAssertEqual(model.notice, "Drawing state 2 of 6: history (was on) (press , or . to change it)")
        for _ in 0..<4 { key(model, .period) }
        XCTAssertEqual(model.editing.drawingState, 6)
        XCTAssertTrue(model.notice?.contains("boundary") == true)
        key(model, .period)
        XCTAssertEqual(model.editing.drawingState, 1, "round from the last state to the first")
        key(model, .comma)
        XCTAssertEqual(model.editing.drawingState, 6, "and back")
        XCTAssertTrue(model.scene().texts.contains("6"), "the state is badged on the pencil")
    }

    func testANarrowWindowsMoreMenuSaysTheState() throws {
        let model = AppModel.forTests(windowSize: Size(640, 480),
                                      pattern: Pattern(cells: [Cell(0, 0)], rule: try Rule(parsing: "LifeHistory")))
        key(model, .period)
        key(model, .period)
        model.perform(.more, now: 1)
        XCTAssertTrue(model.scene().texts.contains("Pencil · state 3"), "\(model.scene().texts)")
    }

    func testATwoStateRuleDrawsAliveAndSaysSo() throws {
        let model = try makeModel(rule: "B3/S23")
        key(model, .period)
        XCTAssertEqual(model.editing.drawingState, 1)
        XCTAssertEqual(model.notice, "B3/S23 has one live state: cells are drawn alive")
        XCTAssertFalse(model.scene().texts.contains("1"), "no badge for one live state")
    }

    func testClicksAndStrokesDrawTheStateAndUndoAsOneStepEach() throws {
        let model = try makeModel(rule: "345/2/4")
        key(model, .period)
        key(model, .period)
        XCTAssertEqual(model.editing.drawingState, 3)
        let universe = { model.simulation.universe }
        click(model, Cell(44, 44))
        XCTAssertEqual(universe().state(at: Cell(44, 44)), 3, "a click draws the drawing state")
        click(model, Cell(44, 44))
        XCTAssertEqual(universe().state(at: Cell(44, 44)), 0, "a click on a cell in that state clears it")
        key(model, .letter("z"), .control)
        XCTAssertEqual(universe().state(at: Cell(44, 44)), 3, "each click is one undo step")
        // A stroke from an empty cell paints the state along the line; one from a cell in it clears.
        model.handle(.pointerDown(point(model, Cell(46, 40)), .left, .control), now: 10)
        model.handle(.pointerMoved(point(model, Cell(49, 40))), now: 10)
        model.handle(.pointerUp(point(model, Cell(49, 40)), .left), now: 10)
        XCTAssertEqual((46...49).map { universe().state(at: Cell(Int64($0), 40)) }, [3, 3, 3, 3])
        XCTAssertEqual(universe().state(at: Cell(40, 40)), 1, "the cell already there stays as it was")
        key(model, .letter("z"), .control)
        XCTAssertEqual((46...49).map { universe().state(at: Cell(Int64($0), 40)) }, [0, 0, 0, 0], "the stroke is one undo step")
    }

    func testAStateTheNewRuleDoesNotHaveDrawsAlive() throws {
        let model = try makeModel(rule: "LifeHistory")
        for _ in 0..<5 { key(model, .period) }
        XCTAssertEqual(model.editing.drawState(for: try Rule(parsing: "345/2/4")), 1, "state 6 is beyond a rule of four states")
        XCTAssertEqual(model.editing.drawState(for: model.simulation.universe.rule), 6)
    }
}
