import XCTest
import AppTestSupport
import CensusFeature
import HistoryFeature
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeInterface
@testable import LifeViewModel

/// Panels about life (the run's history along the foot, Details at the right) never cover it:
/// the camera moves life into the room they leave, and back when they close.
final class PanelRoomTests: XCTestCase {
    /// The rectangle on screen that a set of cells covers.
    private func onScreen(_ cells: CellRect, _ model: AppModel) -> Rect {
        let camera = model.context.camera
        let a = camera.screenRect(of: Cell(cells.x, cells.y)), b = camera.screenRect(of: Cell(cells.maxX - 1, cells.maxY - 1))
        return Rect(x: a.x, y: a.y, width: b.maxX - a.x, height: b.maxY - a.y)
    }

    private func settle(_ model: AppModel, from t: Double) -> Double {
        var t = t
        for _ in 0..<90 { t += 1.0 / 30; model.advance(to: t) }
        return t
    }

    func testTheHistoryPanelLeavesLifeAboveItAndClosingGivesTheRoomBack() throws {
        // A tall pattern (two blocks far apart) fills the grid from top to foot.
        let blocks = [Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1)]
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: blocks + blocks.map { Cell($0.x, $0.y + 40) }))
        var t = settle(model, from: 0)
        let bounds = try XCTUnwrap(model.simulation.universe.bounds)
        let before = onScreen(bounds, model)
        model.perform(.history, now: t)
        t = settle(model, from: t)
        let panel = HistoryPanel.layout(in: model.context).panel
        XCTAssertGreaterThan(before.maxY, panel.y, "centred in the grid, the pattern lay where the panel is")
        let after = onScreen(bounds, model)
        XCTAssertLessThanOrEqual(after.maxY, panel.y, "the camera made room: life above the panel")
        XCTAssertGreaterThanOrEqual(after.y, model.layout.grid.y)
        model.perform(.history, now: t)
        _ = settle(model, from: t)
        XCTAssertEqual(onScreen(bounds, model).midY, model.layout.grid.midY, accuracy: 2, "back in the middle once it closes")
    }

    /// In a window 500 tall the history panel leaves a strip of the grid above it: life goes
    /// there (it stayed under the panel when the strip was under 160 pixels).
    func testInAShortWindowTheHistoryPanelStillLeavesLifeAboveIt() throws {
        let blocks = [Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1)]
        let model = AppModel.forTests(windowSize: Size(1000, 500), pattern: Pattern(cells: blocks + blocks.map { Cell($0.x, $0.y + 40) }))
        var t = settle(model, from: 0)
        model.perform(.history, now: t)
        t = settle(model, from: t)
        let panel = HistoryPanel.layout(in: model.context).panel
        XCTAssertLessThan(panel.y - 8 - model.layout.grid.y, 160, "a short strip above the panel")
        let after = onScreen(try XCTUnwrap(model.simulation.universe.bounds), model)
        XCTAssertLessThanOrEqual(after.maxY, panel.y, "life above the panel")
        XCTAssertGreaterThanOrEqual(after.y, model.layout.grid.y)
    }

    /// The same ending met again after a reset (the run replayed) frames its debris again, as
    /// the first time (the replay kept auto-zoom's view of the gliders too).
    func testAReplayedRunsEndingIsFramedAsTheFirst() throws {
        let (model, ended) = AppModel.playedToItsEnding(Fixtures.pattern(Fixtures.rPentomino), settling: 3)
        let first = model.context.cameraController.target
        XCTAssertEqual(model.simulation.ending?.generation, 1103)
        model.perform(.reset, now: ended)
        model.perform(.playPause, now: ended)
        var t = ended
        while model.simulation.isPlaying && t < ended + 120 { t += 0.05; model.advance(to: t) }
        for _ in 0..<60 { t += 0.05; model.advance(to: t) }
        XCTAssertEqual(model.simulation.ending?.generation, 1103)
        let again = model.context.cameraController.target
        XCTAssertEqual(again.zoom, first.zoom, accuracy: first.zoom * 0.01, "the debris framed again")
        XCTAssertEqual(again.center.x, first.center.x, accuracy: 1)
        XCTAssertEqual(again.center.y, first.center.y, accuracy: 1)
    }

    func testDetailsOfAnEndingWithShipsLeaveTheDebrisBesideThePanel() throws {
        let (model, ended) = AppModel.playedToItsEnding(Fixtures.pattern(Fixtures.rPentomino))
        var t = settle(model, from: ended)
        let ending = try XCTUnwrap(model.simulation.ending)
        let debris = try XCTUnwrap(ending.debrisBounds(on: model.simulation.universe), "the R-pentomino's gliders escape")
        XCTAssertFalse(model.context.isAutoZoomActive, "auto-zoom holds on the debris")
        model.perform(.details, now: t)
        t = settle(model, from: t)
        let panel = try XCTUnwrap(model.topmost(CensusPanel.self)).layout(in: model.context).panel
        let shown = onScreen(debris, model)
        XCTAssertLessThanOrEqual(shown.maxX, panel.x, "the debris lies left of the Details panel")
        XCTAssertGreaterThanOrEqual(shown.x, model.layout.grid.x)
    }

    func testACameraTheUserMovedStaysWhereItIs() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.rPentomino))
        var t = settle(model, from: 0)
        model.handle(.wheel(dx: 0, dy: 3, at: Point(400, 300)), now: t)
        t = settle(model, from: t)
        XCTAssertFalse(model.context.isAutoZoomActive)
        let camera = model.context.camera
        model.perform(.history, now: t)
        _ = settle(model, from: t)
        XCTAssertEqual(model.context.camera, camera, "the user's view is theirs")
    }
}
