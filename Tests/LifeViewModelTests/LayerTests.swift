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
    /// While a jump runs the board is the jump's: what would change it or the run waits with a
    /// word (Space used to step the board under the jump, Enter to cancel it and play); looking
    /// around goes on, and Escape cancels the jump.
    func testDuringAJumpWhatWouldChangeTheBoardWaitsAndLookingAroundGoesOn() throws {
        let runner = JumpAndHyperspeedTests.HeldRunner()
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.soup(width: 64, height: 64, density: 40, seed: 4)),
                                      runner: runner)
        let population = model.simulation.population
        model.simulation.startJump(by: 1 << 30)
        model.advance(to: 0)
        XCTAssertTrue(model.scene().texts.contains("Jumping · 0%"), "the header's status says so, not Paused")
        XCTAssertFalse(model.scene().texts.contains { $0.contains("press Play") })
        for (key, modifiers) in [(Key.space, KeyModifiers()), (.enter, []), (.letter("e"), .control), (.delete, []), (.letter("r"), .control), (.letter("o"), [])] {
            model.handle(.key(key, modifiers), now: 0.1)
            XCTAssertEqual(model.notice, "Jumping to generation 1\u{2009}073\u{2009}741\u{2009}824: Esc stops it", "\(key)")
            XCTAssertTrue(model.simulation.isJumping, "\(key)")
            XCTAssertEqual(model.simulation.generation, 0, "\(key)")
            XCTAssertEqual(model.simulation.population, population, "\(key)")
            XCTAssertFalse(model.simulation.isPlaying, "\(key)")
            XCTAssertNil(model.topmost(TextPrompt.self), "\(key)")
        }
        model.handle(.text("x"), now: 0.1)
        model.handle(.pointerDown(model.layout.grid.center, .left), now: 0.1)
        model.handle(.pointerUp(model.layout.grid.center, .left), now: 0.1)
        XCTAssertEqual(model.simulation.population, population, "a click on the board draws nothing")
        // Zooming is looking around.
        let zoom = model.camera.zoom
        model.handle(.key(.plus, []), now: 0.2)
        model.advance(to: 1.2)
        XCTAssertGreaterThan(model.camera.zoom, zoom)
        XCTAssertTrue(model.simulation.isJumping)
        // The shortcut sheet opened during the jump lies over its panel and takes Escape first.
        model.handle(.key(.f1, []), now: 0.25)
        XCTAssertNotNil(model.shortcutSheet)
        let texts = model.scene().texts
        XCTAssertLessThan(try XCTUnwrap(texts.firstIndex { $0.hasPrefix("Jumping to generation") }),
                          try XCTUnwrap(texts.firstIndex { $0 == "Type to search: a key, a word…" }), "the sheet is drawn over the jump's panel")
        model.handle(.key(.escape, []), now: 0.26)
        XCTAssertNil(model.shortcutSheet)
        XCTAssertTrue(model.simulation.isJumping, "the first Escape closed the sheet")
        model.handle(.key(.escape, []), now: 0.3)
        XCTAssertFalse(model.simulation.isJumping, "Escape cancels the jump")
        model.handle(.key(.space, []), now: 0.4)
        XCTAssertEqual(model.simulation.generation, 1, "and the keys are the board's again")
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
