import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
import SettingsFeature
import TimelineFeature
@testable import LifeViewModel

final class AutoZoomTests: XCTestCase {
    /// A camera showing exactly cells 0...9 in each direction (10 px a cell on a 100x100 view).
    func tenByTen() -> Camera {
        var camera = Camera(viewport: Rect(x: 0, y: 0, width: 100, height: 100), zoom: 10)
        camera.center = Point(5, 5)
        return camera
    }

    /// A small pattern framed as opened (Fit's closest, 20 px a cell) stays at that zoom as it
    /// runs: auto-zoom went on to 40 at the first step (a blinker, a glider), losing the view the user was shown.
    func testASmallPatternKeepsItsZoomWhenItStartsToRun() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.advance(to: 1)
        XCTAssertEqual(model.camera.zoom, Framing.largestZoom)
        XCTAssertTrue(model.isAutoZoomActive)
        model.perform(.step, now: 1)
        model.perform(.playPause, now: 1)
        for t in 1...40 { model.advance(to: 1 + Double(t) * 0.05) }
        XCTAssertGreaterThan(model.simulation.generation, 1)
        XCTAssertEqual(model.camera.zoom, Framing.largestZoom, "no closer than Fit goes")
    }

    func testBufferRuleOnTheTenByTenExample() {
        let camera = tenByTen()
        XCTAssertEqual(camera.visibleCells, CellRect(x: 0, y: 0, width: 10, height: 10))
        // Columns and rows 2...7 are the inner area; 0, 1, 8, 9 are the buffer.
        XCTAssertTrue(AutoZoom.innerAreaContains(CellRect(x: 2, y: 2, width: 6, height: 6), camera: camera))
        for outside in [CellRect(x: 1, y: 4, width: 1, height: 1), CellRect(x: 8, y: 4, width: 1, height: 1),
                        CellRect(x: 4, y: 1, width: 1, height: 1), CellRect(x: 4, y: 8, width: 1, height: 1),
                        CellRect(x: 20, y: 20, width: 1, height: 1)] {
            XCTAssertFalse(AutoZoom.innerAreaContains(outside, camera: camera), "\(outside)")
            let goal = AutoZoom.target(for: outside, camera: camera)
            XCTAssertNotNil(goal, "life in the buffer or outside moves the camera: \(outside)")
        }
        XCTAssertNil(AutoZoom.target(for: CellRect(x: 2, y: 2, width: 6, height: 6), camera: camera))
    }

    func testBufferRuleOnANonSquareView() {
        // 200x100 px at 10 px a cell: 20 columns (buffer 4 each side) and 10 rows (buffer 2).
        var camera = Camera(viewport: Rect(x: 0, y: 0, width: 200, height: 100), zoom: 10)
        camera.center = Point(10, 5)
        XCTAssertTrue(AutoZoom.innerAreaContains(CellRect(x: 4, y: 2, width: 12, height: 6), camera: camera))
        XCTAssertFalse(AutoZoom.innerAreaContains(CellRect(x: 3, y: 2, width: 1, height: 1), camera: camera))
        XCTAssertFalse(AutoZoom.innerAreaContains(CellRect(x: 16, y: 2, width: 1, height: 1), camera: camera))
        XCTAssertFalse(AutoZoom.innerAreaContains(CellRect(x: 8, y: 8, width: 1, height: 1), camera: camera))
        // The new target puts everything back in the inner area.
        let life = CellRect(x: -30, y: 0, width: 50, height: 9)
        let goal = AutoZoom.target(for: life, camera: camera)!
        var after = camera
        after.setZoom(goal.zoom, anchor: after.viewport.center)
        after.center = goal.center
        XCTAssertTrue(AutoZoom.innerAreaContains(life, camera: after))
    }

    /// A glider at full speed goes thousands of cells a frame: the camera keeps it on screen every
    /// frame (each frame's glide started again from behind it, and it flew out of sight for good),
    /// on the plane and on a tube.
    func testAShipAtFullSpeedStaysOnScreen() throws {
        for topology in [Topology.plane, try Topology(suffix: "T0,20")] {
            let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider).placed(on: topology))
            model.advance(to: 1)
            model.simulation.generationsPerSecond = .infinity
            model.perform(.playPause, now: 1)
            var t = 1.0
            for _ in 0..<60 {
                t += 1.0 / 60
                model.advance(to: t)
                let live = model.simulation.universe.liveCells()
                XCTAssertTrue(live.contains { model.camera.visibleCells.contains($0) }, "\(topology) at generation \(model.simulation.generation): \(live) not in \(model.camera.visibleCells)")
            }
            XCTAssertGreaterThan(model.simulation.generation, 1000, "it ran at full speed")
        }
        // A gun in hyperspeed grows faster than the glide: every frame shows all of it (it was cut off).
        let gun = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun))
        gun.advance(to: 1)
        gun.simulation.hyperspeed = true
        gun.perform(.playPause, now: 1)
        var t = 1.0
        for _ in 0..<40 {
            t += 1.0 / 60
            gun.advance(to: t)
            let bounds = try XCTUnwrap(gun.simulation.universe.bounds)
            XCTAssertTrue(AutoZoom.inView(bounds, camera: gun.camera), "all of it at generation \(gun.simulation.generation)")
        }
        XCTAssertGreaterThan(gun.simulation.generation, 1 << 20, "hyperspeed went far")
    }

    /// Auto-stop frames an ending's debris and holds auto-zoom there; a trip along the timeline
    /// lets it follow life again, so every cell of an earlier generation shows (a glider stayed
    /// cut off at the edge); a pan of the user's own holds it.
    func testATripAlongTheTimelineFromFramedDebrisFollowsLifeAgain() throws {
        let (model, time) = AppModel.playedToItsEnding(Fixtures.pattern(Fixtures.rPentomino))
        var t = time
        for _ in 0..<40 { t += 0.05; model.advance(to: t) }
        XCTAssertFalse(model.isAutoZoomActive, "held on the debris")
        let range = try XCTUnwrap(model.simulation.historyRange)
        let bar = TimelineLayout(grid: model.layout.grid, range: range, padding: model.theme.metrics.padding)
        let point = Point(bar.x(for: 900), bar.track.midY)
        model.handle(.pointerDown(point, .left), now: t)
        model.handle(.pointerUp(point, .left), now: t)
        for _ in 0..<40 { t += 0.05; model.advance(to: t) }
        XCTAssertTrue(model.isAutoZoomActive)
        let bounds = try XCTUnwrap(model.simulation.universe.bounds)
        for corner in [Cell(bounds.x, bounds.y), Cell(bounds.maxX - 1, bounds.maxY - 1)] {
            XCTAssertTrue(model.camera.visibleCells.contains(corner), "all life of generation \(model.simulation.generation) shows")
        }
        // Held by a pan of the user's own, a trip along the timeline keeps it held.
        let (held, heldTime) = AppModel.playedToItsEnding(Fixtures.pattern(Fixtures.rPentomino))
        held.context.pan(by: Point(5, 5))
        held.handle(.pointerDown(point, .left), now: heldTime)
        held.handle(.pointerUp(point, .left), now: heldTime)
        XCTAssertFalse(held.isAutoZoomActive)
    }

    func testGunZoomsOutWhenGlidersReachTheBuffer() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun))
        let startZoom = model.camera.zoom
        model.perform(.playPause, now: 0)
        var t = 0.0
        var zoomedOut = false
        for _ in 0..<400 {
            t += 0.1
            model.advance(to: t)
            let bounds = model.simulation.universe.bounds!
            if model.context.cameraController.target.zoom < startZoom { zoomedOut = true }
            // Life never stays outside the target's inner area after a generation.
            XCTAssertTrue(AutoZoom.innerAreaContains(bounds, camera: model.context.cameraController.target)
                          || model.context.cameraController.target.zoom == model.camera.zoomRange.lowerBound,
                          "generation \(model.simulation.generation)")
        }
        XCTAssertTrue(zoomedOut)
        XCTAssertGreaterThan(model.simulation.generation, 300)
        model.advance(to: t + 1)
        let bounds = model.simulation.universe.bounds!
        for corner in [Cell(bounds.x, bounds.y), Cell(bounds.maxX - 1, bounds.maxY - 1)] {
            XCTAssertTrue(model.camera.visibleCells.contains(corner), "all life is on screen")
        }
    }

    func testZoomsInWhenLifeDiesBack() {
        let cells = [Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1), Cell(300, 0), Cell(301, 0), Cell(300, 1), Cell(301, 1)]
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: cells))
        let wide = model.camera.zoom
        for c in cells.suffix(4) { model.simulation.toggle(c) }
        model.perform(.step, now: 0)
        model.advance(to: 0) // the step happened outside advance; play one generation to trigger auto-zoom
        model.perform(.playPause, now: 0)
        model.advance(to: 0.15)
        model.advance(to: 2)
        XCTAssertGreaterThan(model.camera.zoom, wide * 2)
        XCTAssertTrue(model.camera.visibleCells.contains(Cell(0, 0)))
    }

    func testGoingBackToTheStartZoomsBackIn() {
        // A breeder-like growth: the gun's gliders spread, auto-zoom follows them out; going back
        // to where it began (here by the sparkline, as by Back or backwards play) brings the view in.
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun))
        model.perform(.playPause, now: 0)
        var t = 0.0
        for _ in 0..<400 { t += 0.1; model.advance(to: t) }
        model.perform(.playPause, now: t)
        t += 1
        model.advance(to: t)
        let grown = model.camera.zoom
        XCTAssertGreaterThan(model.simulation.generation, 300)
        XCTAssertTrue(model.simulation.go(to: 0))
        for _ in 0..<30 { t += 0.1; model.advance(to: t) }
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertGreaterThan(model.camera.zoom, grown * 2, "the view came back in to the gun")
        let bounds = model.simulation.universe.bounds!
        XCTAssertTrue(AutoZoom.innerAreaContains(bounds, camera: model.camera))
    }

    func testNoPumpingOnOscillators() {
        let pulsar = "x = 13, y = 13\n2b3o3b3o2$o4bobo4bo$o4bobo4bo$o4bobo4bo$2b3o3b3o2$2b3o3b3o$o4bobo4bo$o4bobo4bo$o4bobo4bo2$2b3o3b3o!"
        for rle in [Fixtures.blinker, pulsar] {
            let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(rle))
            model.perform(.playPause, now: 0)
            var t = 0.0
            for _ in 0..<5 { t += 0.1; model.advance(to: t) }
            t += 1
            model.advance(to: t)
            let settled = model.context.cameraController.target
            var changes = 0
            for _ in 0..<40 {
                t += 0.1
                model.advance(to: t)
                if model.context.cameraController.target != settled { changes += 1 }
            }
            XCTAssertEqual(changes, 0, "the camera must hold still on an oscillator")
        }
    }

    func testManualPanOrZoomSuspendsUntilFitOrPlay() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertTrue(model.isAutoZoomActive)
        model.context.pan(by: Point(10, 0))
        XCTAssertFalse(model.isAutoZoomActive)
        model.handle(.key(.letter("f"), []), now: 0)
        XCTAssertTrue(model.isAutoZoomActive)
        model.handle(.wheel(dx: 0, dy: 1, at: model.layout.grid.center), now: 1)
        XCTAssertFalse(model.isAutoZoomActive)
        let fitButton = model.layout.buttons.first { $0.action == .fit }!
        func fitIconColor() -> Color? {
            for case let .icon(.fit, _, color) in model.scene().commands { return color }
            return nil
        }
        XCTAssertEqual(fitIconColor(), model.theme.colors.icon, "the control bar shows auto-zoom is off")
        model.perform(.playPause, now: 2)
        XCTAssertTrue(model.isAutoZoomActive, "playing again resumes auto-zoom")
        XCTAssertEqual(fitIconColor(), model.theme.colors.accent)
        XCTAssertTrue(model.layout.controlBar.contains(fitButton.frame.center))
        model.context.preferences.autoZoom = false
        XCTAssertFalse(model.isAutoZoomActive)
    }

    func testSuspendedCameraDoesNotFollow() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.playPause, now: 0)
        model.context.pan(by: Point(1, 1))
        let center = model.camera.center
        for i in 1...100 { model.advance(to: Double(i) * 0.1) }
        XCTAssertEqual(model.camera.center, center)
    }

    func testZoomButtonsAndClamping() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let z = model.camera.zoom
        model.perform(.zoomIn, now: 0)
        model.advance(to: 1)
        XCTAssertEqual(model.camera.zoom, min(40, z * 1.44), accuracy: 1e-9)
        for i in 0..<30 { model.perform(.zoomOut, now: 1 + Double(i) * 0.01) }
        model.advance(to: 3)
        XCTAssertEqual(model.camera.zoom, 0.5, "manual zoom is clamped to 0.5x")
        model.context.preferences.unlimitedZoomOut = true
        for i in 0..<16 { model.perform(.zoomOut, now: 4 + Double(i) * 0.01) }
        model.advance(to: 6)
        XCTAssertLessThan(model.camera.zoom, 0.01, "unlimited zoom out goes far below 0.5x")
        let layer = model.scene().cellLayer!
        XCTAssertGreaterThan(layer.raster.scale, 100)
        model.context.preferences.unlimitedZoomOut = false
        XCTAssertEqual(model.camera.zoom, 0.5)
        for i in 0..<40 { model.perform(.zoomIn, now: 7 + Double(i) * 0.01) }
        model.advance(to: 9)
        XCTAssertEqual(model.camera.zoom, 40)
    }

    func testAnimationReachesItsTargetWithAManualClock() {
        var controller = CameraController(camera: Camera(viewport: Rect(x: 0, y: 0, width: 800, height: 600), zoom: 10))
        let anchor = Point(700, 100)
        let cell = controller.camera.cell(at: anchor)
        controller.zoom(by: 2, anchor: anchor, now: 10, animated: true)
        XCTAssertTrue(controller.isAnimating)
        XCTAssertEqual(controller.target.zoom, 20, accuracy: 1e-9)
        var last = controller.camera.zoom
        for step in 1...12 {
            controller.advance(to: 10 + Double(step) * ZoomAnimation.defaultDuration / 12)
            XCTAssertGreaterThanOrEqual(controller.camera.zoom, last, "zoom moves one way")
            XCTAssertEqual(controller.camera.cell(at: anchor), cell, "the anchor cell stays under the pointer")
            last = controller.camera.zoom
        }
        XCTAssertFalse(controller.isAnimating)
        XCTAssertEqual(controller.camera.zoom, 20, accuracy: 1e-9)
        // Zooms during an animation compound on its target.
        controller.zoom(by: 1.5, anchor: anchor, now: 20, animated: true)
        controller.zoom(by: 1.5, anchor: anchor, now: 20.05, animated: true)
        controller.advance(to: 21)
        XCTAssertEqual(controller.camera.zoom, 40, accuracy: 1e-9, "20 x 2.25 clamps to 40")
    }

    func testPinchZoomsAroundItsCentreAtOnce() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let p = Point(300, 300)
        let cell = model.camera.cell(at: p)
        let z = model.camera.zoom
        model.handle(.pinch(factor: 1.1, at: p), now: 0)
        XCTAssertEqual(model.camera.zoom, z * 1.1, accuracy: 1e-9)
        XCTAssertEqual(model.camera.cell(at: p), cell)
        XCTAssertFalse(model.isAutoZoomActive)
    }

    func testEasingEndsExactly() {
        let a = ZoomAnimation(fromCenter: Point(0, 0), fromZoom: 1, toCenter: Point(10, 0), toZoom: 4, anchor: nil, start: 0)
        XCTAssertEqual(a.progress(at: -1), 0)
        XCTAssertEqual(a.progress(at: a.duration), 1)
        XCTAssertGreaterThan(a.progress(at: a.duration / 2), 0.5, "ease-out moves fast first")
        let mid = a.state(at: a.duration, viewportCenter: Point(0, 0))
        XCTAssertEqual(mid.zoom, 4, accuracy: 1e-12)
        XCTAssertEqual(mid.center.x, 10, accuracy: 1e-12)
    }
}
