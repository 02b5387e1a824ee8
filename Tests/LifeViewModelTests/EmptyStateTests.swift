import FirstRunFeature
import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeRun
@testable import LifeInterface
import SettingsFeature
@testable import LifeViewModel

final class EmptyStateTests: XCTestCase {
    func testStepOnAnEmptyBoardSaysSoAndLeavesTheGeneration() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.perform(.step, now: 0)
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertEqual(model.notice, "Nothing to step: the board is empty")
    }

    /// An empty board does not run: play says why, and a starter placed afterwards starts at generation 0.
    func testPlayOnAnEmptyBoardSaysSoAndDoesNotRun() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.perform(.playPause, now: 0)
        XCTAssertFalse(model.simulation.isPlaying)
        XCTAssertTrue(model.notice?.hasPrefix("Nothing to play: the board is empty") == true, model.notice ?? "no notice")
        for t in 1...100 { model.advance(to: Double(t) / 10) }
        XCTAssertEqual(model.simulation.generation, 0)
        model.simulation.play(at: 11)
        XCTAssertFalse(model.simulation.isPlaying, "the simulation refuses too")
    }

    func testTheHintsCloseButtonWorksOnAnEmptyGridAndTheHintReturnsWhenItEmptiesAgain() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let close = FirstRunLayout(grid: model.layout.grid).hintClose.center
        model.handle(.pointerDown(close, .left), now: 0)
        model.handle(.pointerUp(close, .left), now: 0)
        model.advance(to: 0.1)
        model.advance(to: 0.2)
        XCTAssertTrue(model.firstRun.hintDismissed, "closed, and it stays closed on the empty grid")
        XCTAssertFalse(model.sceneState.showsHint)
        model.simulation.toggle(Cell(0, 0))
        model.advance(to: 0.3)
        model.simulation.toggle(Cell(0, 0))
        model.advance(to: 0.4)
        XCTAssertFalse(model.firstRun.hintDismissed, "the grid emptied again: the hint is back")
    }

    func testAfterDyingOutTheStartersReturnAndClearStartsOver() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.diehard))
        model.simulation.generationsPerSecond = 240
        model.perform(.playPause, now: 0)
        var t = 0.0
        while model.simulation.isPlaying && t < 5 {
            t += 0.05
            model.advance(to: t)
        }
        XCTAssertEqual(model.simulation.ending?.outcome, .extinct)
        XCTAssertTrue(model.showsFirstRun, "an empty board offers the starters again")
        XCTAssertTrue(model.scene().texts.contains("Start with a pattern"))
        model.perform(.clear, now: t)
        XCTAssertEqual(model.simulation.generation, 0, "Clear starts over at generation 0")
        XCTAssertNil(model.simulation.ending)
        XCTAssertTrue(model.analytics.history.isEmpty, "the figures and sparkline start over too")
    }
}

final class FirstRunPlacementTests: XCTestCase {
    func testTheStarterCardKeepsClearOfTheBannerAndTheHint() {
        for size in [Size(1280, 800), Size(800, 600), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size)
            let banner = BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).panel
            let layout = FirstRunLayout(grid: model.layout.grid, below: banner)
            XCTAssertGreaterThanOrEqual(layout.panel.y, banner.maxY, "\(size): a notice never covers the starters")
            XCTAssertLessThan(layout.panel.maxY, layout.hint.y, "\(size): the hint stays visible")
        }
    }
}

final class SmallFixesTests: XCTestCase {
    func testNoTooltipOverAnOpenMenu() {
        let model = AppModel.forTests(windowSize: Size(480, 600))
        let more = model.layout.buttons.first { $0.action == .more }!.frame.center
        model.handle(.pointerMoved(more), now: 0)
        model.advance(to: 1)
        XCTAssertEqual(model.sceneState.tooltip, .more, "resting on the button shows its tooltip")
        model.perform(.more, now: 1)
        XCTAssertNil(model.sceneState.tooltip, "not while its menu is open")
    }

    func testPreviewsUseTheChosenCellColour() {
        let chosen = Color(r: 0xF5, g: 0x9E, b: 0x0B)
        let model = AppModel.forTests(windowSize: Size(1280, 800), services: AppServices(listPatterns: { [Fixtures.pattern(Fixtures.glider)] }, workClock: SteadyWorkClock().read))
        SettingsActions.setCellColor(chosen, in: model.context)
        model.perform(.patterns, now: 0)
        let fills = model.scene().commands.compactMap { command -> Color? in
            if case let .fill(_, color, _) = command { return color } else { return nil }
        }
        XCTAssertEqual(fills.filter { $0 == chosen }.count, 5, "the glider's five cells on its card, in the chosen colour")
    }
}
