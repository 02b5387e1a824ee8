import FirstRunFeature
import TimelineFeature
import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
import LifeStore
@testable import LifeRun
@testable import LifeInterface
@testable import LifeViewModel

final class FirstRunTests: XCTestCase {
    func click(_ model: AppModel, _ p: Point, now: Double = 0) {
        model.handle(.pointerDown(p, .left), now: now)
        model.handle(.pointerUp(p, .left), now: now)
    }

    func testEmptyGridOffersStartersThatDropInView() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        XCTAssertTrue(model.showsFirstRun)
        let texts = model.scene().texts
        XCTAssertTrue(texts.contains("Start with a pattern"))
        for starter in StarterPattern.allCases { XCTAssertTrue(texts.contains(starter.title), starter.title) }
        let layout = FirstRunLayout(grid: model.layout.grid, below: BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).panel)
        XCTAssertFalse(layout.panel.contains(model.layout.grid.center), "the centre stays free for a first click")
        click(model, layout.starters[0].center) // Glider
        XCTAssertEqual(model.simulation.population, 5)
        XCTAssertFalse(model.showsFirstRun)
        XCTAssertFalse(model.scene().texts.contains("Start with a pattern"))
        let centre = model.camera.cell(at: model.layout.grid.center)
        XCTAssertTrue(CellRect(enclosing: model.simulation.universe.liveCells())!.contains(centre))
        for starter in StarterPattern.allCases { XCTAssertFalse(starter.cells.isEmpty, starter.title) }
    }

    /// A starter on an empty board names it (the window's title, Ctrl+S's suggestion); Undo takes
    /// the name back with the cells; beside other cells it adds no name.
    func testAStarterNamesTheEmptyBoardItIsPlacedOn() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.perform(.starter(.gosperGun), now: 0)
        XCTAssertEqual(model.context.patternName, StarterPattern.gosperGun.title)
        XCTAssertEqual(model.boards.windowTitle, "\(StarterPattern.gosperGun.title) - Life")
        model.run(.undo, now: 0)
        XCTAssertNil(model.context.patternName)
        XCTAssertEqual(model.simulation.population, 0)
        model.perform(.starter(.glider), now: 0)
        model.perform(.starter(.block), now: 0)
        XCTAssertEqual(model.context.patternName, StarterPattern.glider.title, "the first one named it")
    }

    /// A double click on a starter places the starter alone: the card goes with the first click,
    /// and the second (on the grid it left) is no edit. A button that stays works at each click.
    func testADoubleClickOnAStarterPlacesItAlone() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let layout = FirstRunLayout(grid: model.layout.grid, below: BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).panel)
        let gun = try XCTUnwrap(StarterPattern.allCases.firstIndex(of: .gosperGun))
        click(model, layout.starters[gun].center, now: 1)
        click(model, layout.starters[gun].center, now: 1.2)
        XCTAssertEqual(model.simulation.population, 36, "the gun, and no cell toggled under the pointer")
        let step = try XCTUnwrap(model.layout.buttons.first { $0.action == .step }).frame.center
        click(model, step, now: 2)
        click(model, step, now: 2.2)
        XCTAssertEqual(model.simulation.generation, 2, "Step clicked twice steps twice")
        // Quick clicks on the grid itself are each a click (here on the same cell: on, then off).
        let cell = Point(model.layout.grid.x + 40, model.layout.grid.midY)
        XCTAssertFalse(model.simulation.universe.isAlive(model.camera.cell(at: cell)))
        click(model, cell, now: 3)
        XCTAssertTrue(model.simulation.universe.isAlive(model.camera.cell(at: cell)))
        click(model, cell, now: 3.1)
        XCTAssertFalse(model.simulation.universe.isAlive(model.camera.cell(at: cell)), "the second click of a double click on the grid toggles too")
    }

    /// What the starter does stays while it waits and goes as soon as the run moves; other notices keep their time.
    func testThePlayAdviceGoesOnceTheRunMoves() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let layout = FirstRunLayout(grid: model.layout.grid, below: BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).panel)
        click(model, layout.starters[3].center, now: 1)
        let advice = "R-pentomino placed: 5 cells that grow for 1,103 generations before they settle"
        XCTAssertEqual(model.notice, advice)
        model.advance(to: 2)
        XCTAssertEqual(model.notice, advice, "still waiting for the run")
        model.perform(.step, now: 2.5)
        model.advance(to: 2.6)
        XCTAssertNil(model.notice, "a step followed the advice")
        model.context.show("Saved")
        model.perform(.step, now: 2.7)
        model.advance(to: 2.8)
        XCTAssertEqual(model.notice, "Saved", "a notice that is no advice keeps its time")
    }

    /// The starters are Life's patterns: placed under another rule, the notice says so.
    func testAStarterPlacedUnderAnotherRuleSaysItIsLifes() throws {
        var pattern = Pattern(cells: [])
        pattern.rule = try Rule(parsing: "B245/S3H")
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        let layout = FirstRunLayout(grid: model.layout.grid, below: BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).panel)
        click(model, layout.starters[0].center, now: 1)
        XCTAssertEqual(model.notice, "Glider placed: a pattern of Life, B3/S23 (under B245/S3H it runs otherwise)")
    }

    /// A placed starter's notice says what it does (the header already asks for Play); counts of
    /// generations that hold on the plane say so on a bounded board, where the edges cut them short.
    func testAStarterSaysWhatItDoesAndWhereItsCountsHold() {
        let torus = AppModel.forTests(windowSize: Size(480, 360), pattern: Pattern(cells: [], topology: .torus(width: 64, height: 64)))
        let layout = FirstRunLayout(grid: torus.layout.grid, below: BannerLayout(grid: torus.layout.grid, metrics: torus.theme.metrics).panel)
        click(torus, layout.starters[4].center, now: 1)
        XCTAssertEqual(torus.notice, "Acorn placed: 7 cells that grow for 5,206 generations before they settle on the unbounded plane")
        let plane = AppModel.forTests(windowSize: Size(1280, 800))
        click(plane, FirstRunLayout(grid: plane.layout.grid, below: BannerLayout(grid: plane.layout.grid, metrics: plane.theme.metrics).panel).starters[0].center, now: 1)
        XCTAssertEqual(plane.notice, "Glider placed: it flies one cell diagonally every 4 generations")
    }

    func testAClickOnTheGridStillTogglesACell() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        click(model, model.layout.grid.center)
        XCTAssertEqual(model.simulation.universe.liveCells(), [Cell(0, 0)])
    }

    /// With the hint closed, a bounded board is framed whole above the timeline bar's strip, so
    /// its bottom edge's join marks stay off the bar (they were drawn over it at 800x600 and
    /// 640x480, under an ending's banner).
    func testABoardIsFramedAboveTheTimelineBar() {
        for size in [Size(1280, 800), Size(800, 600), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size, pattern: Pattern(cells: [Cell(20, 20), Cell(21, 20), Cell(22, 20)], topology: .torus(width: 48, height: 48)))
            model.perform(.dismissHint, now: 0)
            let track = TimelineLayout(grid: model.layout.grid, range: 0...1, padding: model.theme.metrics.padding).track
            XCTAssertLessThan(model.firstRun.boardViewport(in: model.context, showsCard: false).maxY, track.y, "\(size)")
        }
    }

    func testHintIsDismissibleAndReturnsWhenTheGridIsEmptyAgain() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let layout = FirstRunLayout(grid: model.layout.grid, below: BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).panel)
        XCTAssertTrue(model.scene().texts.contains("Click a cell to toggle it · drag to pan · scroll or pinch to zoom · F1: all shortcuts"))
        click(model, model.layout.grid.center)
        click(model, layout.hintClose.center)
        XCTAssertTrue(model.firstRun.hintDismissed)
        XCTAssertFalse(model.scene().texts.contains("Click a cell to toggle it · drag to pan · scroll or pinch to zoom · F1: all shortcuts"))
        model.advance(to: 1)
        XCTAssertTrue(model.firstRun.hintDismissed, "stays away while there is life")
        click(model, model.layout.grid.center) // the only cell goes: the grid is empty again
        model.advance(to: 2)
        XCTAssertFalse(model.firstRun.hintDismissed)
    }

    /// The hint says what a click does now: with a paste floating, a click puts it down (it said
    /// "Click a cell to toggle it"); with the pencil out, a drag draws.
    func testTheHintSaysWhatAClickDoesWhileAPasteFloatsOrThePencilIsOut() {
        let clipboard = "x = 3, y = 1\n3o!"
        let model = AppModel.forTests(windowSize: Size(1280, 800), services: AppServices(readClipboard: { clipboard }, workClock: SteadyWorkClock().read))
        let toggles = "Click a cell to toggle it · drag to pan · scroll or pinch to zoom · F1: all shortcuts"
        XCTAssertTrue(model.scene().texts.contains(toggles))
        model.run(.paste, now: 0)
        XCTAssertNotNil(model.editing.pasting)
        let texts = model.scene().texts
        XCTAssertFalse(texts.contains(toggles), "\(texts)")
        XCTAssertTrue(texts.contains("Click or Enter puts the paste down · arrows nudge it · M: how it mixes · Esc cancels"), "\(texts)")
        model.handle(.key(.escape, []), now: 0)
        XCTAssertTrue(model.scene().texts.contains(toggles))
        model.perform(.pencil, now: 0)
        XCTAssertTrue(model.scene().texts.contains("Drag to draw cells · P puts the pencil away · scroll or pinch to zoom · F1: all shortcuts"))
    }

    func testAReturningUserStartsWithoutTheGesturesHint() {
        let hint = "Click a cell to toggle it · drag to pan · scroll or pinch to zoom · F1: all shortcuts"
        XCTAssertTrue(AppModel.forTests(windowSize: Size(1280, 800), settings: Settings()).scene().texts.contains(hint),
                      "a first start shows the hint")
        var returning = Settings()
        returning.firstRunDone = true
        let model = AppModel.forTests(windowSize: Size(1280, 800), settings: returning)
        XCTAssertFalse(model.scene().texts.contains(hint), "someone who has put cells down before is not told again")
        XCTAssertTrue(model.showsFirstRun, "the starters still show on an empty grid")
        XCTAssertTrue(model.settings.firstRunDone)
    }
}
