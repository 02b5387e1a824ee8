import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
@testable import LifeViewModel

final class AppModelTests: XCTestCase {
    func makeModel(pattern: Pattern? = nil) -> AppModel {
        AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
    }

    func click(_ model: AppModel, at p: Point, now: Double = 0) {
        model.handle(.pointerDown(p, .left), now: now)
        model.handle(.pointerUp(p, .left), now: now)
    }

    func testLayoutHasThreeBandsWithTheBarLowerThanTheHeader() {
        let model = makeModel()
        let l = model.layout
        XCTAssertEqual(l.header.y, 0)
        XCTAssertEqual(l.grid.y, l.header.maxY)
        XCTAssertEqual(l.controlBar.y, l.grid.maxY)
        XCTAssertEqual(l.controlBar.maxY, 800)
        XCTAssertLessThan(l.controlBar.height, l.header.height)
        XCTAssertEqual(l.buttons.map(\.action), [.reset, .stepBack, .playPause, .step, .jump, .patterns, .boards, .runScript, .exportPicture, .clear, .randomFill, .pencil, .settings, .fit, .zoomIn, .zoomOut, .history])
        for b in l.buttons { XCTAssertTrue(l.controlBar.contains(b.frame.center)) }
    }

    func testClickTogglesTheCellUnderThePointer() {
        let model = makeModel()
        let target = model.camera.screenRect(of: Cell(3, -2)).center
        click(model, at: target)
        XCTAssertTrue(model.simulation.universe.isAlive(Cell(3, -2)))
        XCTAssertEqual(model.simulation.population, 1)
        click(model, at: Point(target.x + 2, target.y - 3)) // small wobble is still a click on the same cell
        XCTAssertEqual(model.simulation.population, 0)
    }

    func testDragPansAndTogglesNothing() {
        let model = makeModel()
        let start = model.layout.grid.center
        let cellBefore = model.camera.cell(at: start)
        model.handle(.pointerDown(start, .left), now: 0)
        model.handle(.pointerMoved(Point(start.x + 30, start.y)), now: 0)
        model.handle(.pointerMoved(Point(start.x + 60, start.y + 40)), now: 0)
        model.handle(.pointerUp(Point(start.x + 60, start.y + 40), .left), now: 0)
        XCTAssertEqual(model.simulation.population, 0)
        XCTAssertEqual(model.camera.cell(at: Point(start.x + 60, start.y + 40)), cellBefore)
    }

    func testWheelZoomsAroundThePointer() {
        let model = makeModel()
        let p = Point(1000, 200)
        let cell = model.camera.cell(at: p)
        let zoom = model.camera.zoom
        model.handle(.wheel(dx: 0, dy: 1, at: p), now: 0)
        model.advance(to: 0.1)
        XCTAssertEqual(model.camera.cell(at: p), cell, "mid-animation the cell under the pointer stays put")
        model.advance(to: 1)
        XCTAssertEqual(model.camera.zoom, zoom * Camera.wheelZoomStep, accuracy: 1e-9)
        XCTAssertEqual(model.camera.cell(at: p), cell)
        model.handle(.wheel(dx: 0, dy: -2.5, at: p), now: 2)
        model.advance(to: 3)
        XCTAssertLessThan(model.camera.zoom, zoom)
        XCTAssertEqual(model.camera.cell(at: p), cell)
        let header = Point(100, 10)
        let z = model.camera.zoom
        model.handle(.wheel(dx: 0, dy: 1, at: header), now: 4)
        model.advance(to: 5)
        XCTAssertEqual(model.camera.zoom, z, "wheel over the header does not zoom the grid")
    }

    func testButtonsPlayStepAndReset() {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        let frame = { (a: ControlAction) in model.layout.buttons.first { $0.action == a }!.frame.center }
        click(model, at: frame(.step))
        XCTAssertEqual(model.simulation.generation, 1)
        click(model, at: frame(.playPause), now: 1)
        XCTAssertTrue(model.simulation.isPlaying)
        XCTAssertNotNil(model.nextWakeTime(after: 1))
        model.advance(to: 1.35)
        XCTAssertEqual(model.simulation.generation, 4)
        XCTAssertEqual(model.scene().icons.filter { $0 != .close }.prefix(4), [.reset, .stepBack, .pause, .step])
        click(model, at: frame(.playPause), now: 2)
        XCTAssertFalse(model.simulation.isPlaying)
        model.advance(to: 3) // lets the auto-zoom glide that followed the glider finish
        XCTAssertNil(model.nextWakeTime(after: 3), "a paused app has nothing to wake up for")
        click(model, at: frame(.reset))
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertEqual(model.simulation.population, 5)
        XCTAssertEqual(model.scene().icons.filter { $0 != .close }.prefix(4), [.reset, .stepBack, .play, .step])
    }

    func testPressingAButtonAndReleasingElsewhereDoesNothing() {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        let step = model.layout.buttons.first { $0.action == .step }!.frame.center
        model.handle(.pointerDown(step, .left), now: 0)
        XCTAssertEqual(model.hover.pressed, .step)
        model.handle(.pointerMoved(Point(step.x, step.y - 300)), now: 0)
        model.handle(.pointerUp(Point(step.x, step.y - 300), .left), now: 0)
        XCTAssertNil(model.hover.pressed)
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertEqual(model.simulation.population, 5, "releasing over the grid must not toggle a cell")
    }

    func testHoverIsTracked() {
        let model = makeModel()
        let play = model.layout.buttons.first { $0.action == .playPause }!.frame.center
        model.handle(.pointerMoved(play), now: 0)
        XCTAssertEqual(model.hover.hovered, .playPause)
        model.handle(.pointerLeft, now: 0)
        XCTAssertNil(model.hover.hovered)
    }

    func testKeyboardShortcuts() {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.blinker))
        model.handle(.key(.space, []), now: 0)
        XCTAssertEqual(model.simulation.generation, 1)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertTrue(model.simulation.isPlaying)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertFalse(model.simulation.isPlaying)
        model.handle(.key(.letter("r"), .control), now: 0)
        XCTAssertEqual(model.simulation.generation, 0)
        let z = model.camera.zoom
        model.handle(.key(.plus, []), now: 0)
        model.advance(to: 1)
        XCTAssertGreaterThan(model.camera.zoom, z)
        model.handle(.key(.minus, []), now: 1)
        model.advance(to: 2)
        XCTAssertEqual(model.camera.zoom, z, accuracy: 1e-9)
        let c = model.camera.center
        model.handle(.key(.left, []), now: 0)
        XCTAssertLessThan(model.camera.center.x, c.x)
        model.handle(.key(.right, []), now: 0)
        model.handle(.key(.up, []), now: 0)
        model.handle(.key(.down, []), now: 0)
        XCTAssertEqual(model.camera.center.x, c.x, accuracy: 1e-9)
        XCTAssertEqual(model.camera.center.y, c.y, accuracy: 1e-9)
        XCTAssertFalse(model.quitRequested)
        model.handle(.key(.letter("q"), []), now: 0)
        XCTAssertFalse(model.quitRequested, "plain q does not quit")
        model.handle(.key(.letter("q"), .control), now: 0)
        XCTAssertTrue(model.quitRequested)
    }

    func testQuitEvent() {
        let model = makeModel()
        model.handle(.quit, now: 0)
        XCTAssertTrue(model.quitRequested)
    }

    func testResizeKeepsTheCentreAndRedraws() {
        let model = makeModel()
        model.didDraw()
        XCTAssertFalse(model.needsRedraw)
        model.handle(.resized(Size(800, 600)), now: 0)
        XCTAssertTrue(model.needsRedraw)
        XCTAssertEqual(model.layout.controlBar.maxY, 600)
        XCTAssertEqual(model.camera.cell(at: model.layout.grid.center), Cell(0, 0))
    }

    func testOpeningAPatternFramesIt() {
        let gun = Fixtures.pattern(Fixtures.gosperGun)
        let model = makeModel(pattern: gun)
        let visible = model.camera.visibleCells
        for cell in gun.cells { XCTAssertTrue(visible.contains(cell)) }
    }

    func testSceneShowsHeaderNumbersAndCells() {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertTrue(model.scene().texts.contains("5 cells ready. Press Play (Enter) or Step (Space) to see them evolve."),
                      "before the first generation the header explains instead of showing zeros")
        XCTAssertFalse(model.scene().texts.contains("GENERATION"))
        XCTAssertTrue(AppModel.forTests(windowSize: Size(1280, 800)).scene().texts.first { $0.hasPrefix("Click cells") } != nil)
        model.perform(.step, now: 0)
        model.perform(.step, now: 0.5)
        let scene = model.scene()
        for label in ["GENERATION", "POPULATION", "BORN / DIED", "GROWTH", "GEN/S", "BOUNDS"] {
            XCTAssertTrue(scene.texts.contains(label), label)
        }
        // Each figure is drawn right after its label.
        func figure(_ label: String) -> String? {
            scene.texts.firstIndex(of: label).flatMap { $0 + 1 < scene.texts.count ? scene.texts[$0 + 1] : nil }
        }
        XCTAssertEqual(figure("GENERATION"), "2")
        XCTAssertEqual(figure("POPULATION"), "5")
        XCTAssertEqual(figure("BOUNDS"), "3×3")
        let counts = model.simulation.universe.lastStepBirthsAndDeaths!
        XCTAssertEqual(counts.births, counts.deaths, "a glider keeps its five cells")
        XCTAssertGreaterThan(counts.births, 0)
        XCTAssertTrue(scene.texts.contains("+\(counts.births) −\(counts.deaths)"))
        XCTAssertEqual(figure("GROWTH"), "0.0%", "no change reads 0.0%, without a sign")
        XCTAssertTrue(scene.texts.contains("3×3"))
        XCTAssertTrue(scene.texts.contains("Paused · 10 gen/s"))
        guard let layer = scene.cellLayer else { return XCTFail("no cell layer") }
        XCTAssertEqual(layer.raster.litCount, 5)
        XCTAssertEqual(layer.frame, model.layout.grid)
        XCTAssertNotNil(layer.gridColor, "cells are large enough for grid lines")
        // A smaller window drops the columns that do not fit, never overlapping the status.
        model.handle(.resized(Size(700, 500)), now: 1)
        let small = model.scene().texts
        XCTAssertTrue(small.contains("GENERATION") && !small.contains("BOUNDS"))
    }

    func testGridLinesDisappearWhenZoomedOut() {
        let model = makeModel()
        model.context.zoom(by: 0.01, anchor: model.layout.grid.center, animated: false)
        let layer = model.scene().cellLayer!
        XCTAssertNil(layer.gridColor)
        XCTAssertEqual(layer.raster.scale, 2)
    }

    func testGroupedNumbers() {
        XCTAssertEqual(NumberFormat.grouped(0), "0")
        XCTAssertEqual(NumberFormat.grouped(1234567), "1\u{2009}234\u{2009}567")
        XCTAssertEqual(NumberFormat.grouped(-1000), "-1\u{2009}000")
    }

    /// A script's time run, as its panel says it.
    func testDurations() {
        XCTAssertEqual(NumberFormat.duration(0), "0 s")
        XCTAssertEqual(NumberFormat.duration(59), "59 s")
        XCTAssertEqual(NumberFormat.duration(65), "1 min 05 s")
        XCTAssertEqual(NumberFormat.duration(3599), "59 min 59 s")
        XCTAssertEqual(NumberFormat.duration(7620), "2 h 07 min")
        XCTAssertEqual(NumberFormat.duration(-3), "0 s")
    }

    /// Births and deaths share one header column: past four digits they shorten to three figures.
    func testShortNumbers() {
        XCTAssertEqual(NumberFormat.short(9999), "9\u{2009}999")
        XCTAssertEqual(NumberFormat.short(10_380), "10.4k")
        XCTAssertEqual(NumberFormat.short(99_960), "100k")
        XCTAssertEqual(NumberFormat.short(999_600), "1.00M")
        XCTAssertEqual(NumberFormat.short(123_456_789), "123M")
        XCTAssertEqual(NumberFormat.short(-45_000), "-45.0k")
        XCTAssertEqual(NumberFormat.short(.max), "9.22E")
    }

    func testSpeedKeysStepThroughTheLadder() {
        let model = makeModel()
        XCTAssertEqual(model.simulation.generationsPerSecond, 10)
        model.handle(.key(.bracketRight, []), now: 0)
        XCTAssertEqual(model.simulation.generationsPerSecond, 15)
        for _ in 0..<5 { model.handle(.key(.bracketRight, []), now: 0) }
        XCTAssertTrue(model.simulation.generationsPerSecond.isInfinite)
        XCTAssertTrue(model.scene().texts.contains("Paused · max speed"))
        model.handle(.key(.bracketRight, []), now: 0)
        XCTAssertTrue(model.simulation.hyperspeed, "beyond max comes hyperspeed")
        XCTAssertTrue(model.scene().texts.contains("Paused · hyperspeed auto"), "as Settings says; the step shows while it runs")
        model.handle(.key(.bracketRight, []), now: 0)
        XCTAssertTrue(model.simulation.hyperspeed)
        model.handle(.key(.bracketLeft, []), now: 0)
        XCTAssertFalse(model.simulation.hyperspeed)
        XCTAssertTrue(model.simulation.generationsPerSecond.isInfinite)
        model.handle(.key(.bracketLeft, []), now: 0)
        XCTAssertEqual(model.simulation.generationsPerSecond, 240)
        for _ in 0..<20 { model.handle(.key(.bracketLeft, []), now: 0) }
        XCTAssertEqual(model.simulation.generationsPerSecond, 1)
    }
}

final class TooltipTests: XCTestCase {
    func testTooltipShowsAfterTheDelayWithTheShortcut() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let step = model.layout.buttons.first { $0.action == .step }!.frame.center
        model.handle(.pointerMoved(step), now: 10)
        XCTAssertEqual(model.nextWakeTime(after: 10)!, 10 + ButtonHover.tooltipDelay, accuracy: 1e-9)
        model.advance(to: 10.2)
        XCTAssertFalse(model.scene().texts.contains("Step one generation  (Space)"))
        model.advance(to: 10.6)
        XCTAssertTrue(model.scene().texts.contains("Step one generation  (Space)"))
        model.handle(.pointerMoved(model.layout.grid.center), now: 11)
        XCTAssertFalse(model.hover.tooltipShown)
        XCTAssertFalse(model.scene().texts.contains("Step one generation  (Space)"))
        for action in model.layout.buttons.map(\.action) { XCTAssertNotNil(action.tooltip, "\(action)") }
    }

    /// A bar button the focus ring reaches shows its tooltip at once (an icon alone said little to
    /// a keyboard user); a panel open hides it, as it hides the pointer's.
    func testTheButtonInTheRingShowsItsTooltip() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(2, 0)]))
        for _ in 0..<30 where model.focus != .button(.step) { model.handle(.key(.tab, []), now: 10) }
        XCTAssertEqual(model.focus, .button(.step))
        XCTAssertTrue(model.scene().texts.contains("Step one generation  (Space)"), "\(model.scene().texts)")
        model.handle(.key(.comma, .control), now: 10)
        XCTAssertFalse(model.scene().texts.contains("Step one generation  (Space)"))
    }

    /// A tooltip never lies over the gestures hint (an empty board shows the hint above the bar).
    func testTooltipsStayClearOfTheHint() throws {
        for size in [Size(1280, 800), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size)
            XCTAssertTrue(model.sceneState.showsHint)
            let hint = model.sceneState.firstRun.hint
            for button in model.layout.buttons {
                model.handle(.pointerMoved(button.frame.center), now: 10)
                model.advance(to: 11)
                guard let text = button.action.tooltip, model.sceneState.tooltip == button.action else { continue }
                let scene = model.scene()
                let box = try XCTUnwrap(scene.commands.compactMap { command -> Rect? in
                    if case .text(let t, let frame, _, _, _) = command, t == text { frame } else { nil }
                }.last)
                let overlaps = box.x < hint.maxX && box.maxX > hint.x && box.y < hint.maxY && box.maxY > hint.y
                XCTAssertFalse(overlaps, "\(size): \(text) over the hint")
                model.handle(.pointerMoved(model.layout.grid.center), now: 12)
            }
        }
    }
}
