import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
import JumpFeature
import PromptFeature
@testable import LifeRun
@testable import LifeInterface
@testable import LifeViewModel

/// The layers over the grid as one mechanism: what each draws, the regions it lists and the input
/// it takes come from one UI pass, in one order.
final class LayerTests: XCTestCase {
    func testAPromptOpenedDuringAJumpTakesEscapeFirstAndIsDrawnOverTheJump() {
        let runner = JumpAndHyperspeedTests.HeldRunner()
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.soup(width: 64, height: 64, density: 40, seed: 4)),
                                      runner: runner)
        model.simulation.startJump(by: 1 << 30)
        model.advance(to: 0)
        model.handle(.key(.letter("e"), .control), now: 0.1)
        XCTAssertEqual(model.layers.map(\.isPrompt), [false, true], "the jump lies under the prompt")
        let texts = model.scene().texts
        let jumping = try? XCTUnwrap(texts.firstIndex { $0.hasPrefix("Jumping to generation") })
        let title = try? XCTUnwrap(texts.firstIndex { $0.hasPrefix("Export") })
        XCTAssertLessThan(jumping ?? .max, title ?? .min, "the prompt is drawn over the jump's panel")
        model.handle(.key(.escape, []), now: 0.2)
        XCTAssertNil(model.topmost(TextPrompt.self), "Escape closes the prompt first")
        XCTAssertTrue(model.simulation.isJumping, "and the jump goes on")
        model.handle(.key(.escape, []), now: 0.3)
        XCTAssertFalse(model.simulation.isJumping, "the next Escape cancels the jump")
        runner.release()
    }

    func testAFloatingPasteFollowsThePointerAndEscapePutsItAwayBeforeTheSelection() throws {
        var clipboard = "x = 3, y = 1\n3o!"
        let services = AppServices(readClipboard: { clipboard }, writeClipboard: { clipboard = $0 }, workClock: SteadyWorkClock().read)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), services: services)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.key(.letter("v"), .control), now: 0)
        XCTAssertEqual(model.layers.first, .paste)
        let grid = model.layout.grid
        model.handle(.pointerMoved(Point(grid.x + 100, grid.y + 100)), now: 0.1)
        let first = try XCTUnwrap(model.sceneState.pasteBounds)
        model.handle(.pointerMoved(Point(grid.x + 400, grid.y + 300)), now: 0.2)
        let moved = try XCTUnwrap(model.sceneState.pasteBounds)
        XCTAssertGreaterThan(moved.x, first.x, "the paste follows the pointer")
        XCTAssertGreaterThan(moved.y, first.y)
        model.handle(.key(.escape, []), now: 0.3)
        XCTAssertNil(model.editing.pasting, "Escape puts the paste away")
        XCTAssertNotNil(model.editing.selection, "and keeps the selection")
        XCTAssertFalse(model.layers.contains(.paste))
        model.handle(.key(.escape, []), now: 0.4)
        XCTAssertNil(model.editing.selection, "the next Escape clears the selection")
    }

    func testThePointerLightsWhatTheFocusRingReachesOnEveryScreen() {
        for size in [Size(1280, 800), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size, pattern: Fixtures.pattern(Fixtures.rPentomino))
            for opening in [nil, ControlAction.settings, .history] {
                if let opening { model.perform(opening, now: 0) }
                for region in model.ui.focusRegions {
                    guard case .button(let action) = region.control, let frame = region.frame else { continue }
                    model.handle(.pointerMoved(frame.center), now: 0.1)
                    XCTAssertEqual(model.hover.hovered, action, "\(size) \(String(describing: opening)): the pointer on \(action) lights it")
                }
                if let opening { model.perform(opening, now: 0.2) }
            }
        }
    }

    func testAClickOnAPanelsBodyKeepsItOpenAndOneOutsideClosesIt() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        let body = try XCTUnwrap(model.ui.pointerRegions.first { $0.control == .setting(.panel) }?.frame)
        let title = Point(body.x + 12, body.y + 12)
        model.handle(.pointerDown(title, .left), now: 0.1)
        model.handle(.pointerUp(title, .left), now: 0.1)
        XCTAssertEqual(model.overlays.first?.kind, .settings, "a click on the sheet's title keeps it open")
        model.handle(.pointerDown(Point(body.x - 10, body.midY), .left), now: 0.2)
        XCTAssertTrue(model.overlays.isEmpty, "a click outside closes it")
    }
}
