import LifeInterface
import SettingsFeature
import LifeRun
import XCTest
import LifeScene
import CSDL2
import LifeEngine
import LifeSDL
import LifeTestSupport
import LifeViewModel

/// Drives the real event loop with SDL's dummy video driver: SDL events in, model changes out.
final class EventPathTests: XCTestCase {
    var app: DesktopApp!
    var time = 0.0

    override func setUpWithError() throws {
        var options = DesktopApp.Options(fonts: FontFiles(regular: nil, semibold: nil), windowSize: (800, 600))
        options.runner = InlineRunner()
        app = try DesktopApp(options: options, clock: { [unowned self] in self.time }, videoDriver: "dummy")
    }

    override func tearDown() {
        app = nil
    }

    func push(_ event: SDL_Event) {
        var e = event
        XCTAssertEqual(SDL_PushEvent(&e), 1, String(cString: SDL_GetError()))
    }

    func mouseButton(_ type: SDL_EventType, x: Int32, y: Int32) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.x = x
        e.button.y = y
        return e
    }

    func motion(x: Int32, y: Int32) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.x = x
        e.motion.y = y
        return e
    }

    func testClickAtAPixelTogglesTheRightCell() throws {
        let target = app.model.camera.screenRect(of: Cell(2, 1)).center
        push(mouseButton(SDL_MOUSEBUTTONDOWN, x: Int32(target.x), y: Int32(target.y)))
        push(mouseButton(SDL_MOUSEBUTTONUP, x: Int32(target.x), y: Int32(target.y)))
        app.pumpEvents()
        XCTAssertEqual(app.model.simulation.universe.liveCells(), [Cell(2, 1)])
        let frame = try app.renderFrame()
        XCTAssertEqual(frame.pixel(x: Int(target.x), y: Int(target.y)), Theme.builtIn.colors.cell.argb)
    }

    func testDragPansAndTogglesNothing() {
        let start = app.model.layout.grid.center
        let cell = app.model.camera.cell(at: start)
        push(mouseButton(SDL_MOUSEBUTTONDOWN, x: Int32(start.x), y: Int32(start.y)))
        push(motion(x: Int32(start.x) + 20, y: Int32(start.y) + 10))
        push(motion(x: Int32(start.x) + 80, y: Int32(start.y) + 40))
        push(mouseButton(SDL_MOUSEBUTTONUP, x: Int32(start.x) + 80, y: Int32(start.y) + 40))
        app.pumpEvents()
        XCTAssertEqual(app.model.simulation.population, 0)
        XCTAssertEqual(app.model.camera.cell(at: Point(start.x + 80, start.y + 40)), cell)
    }

    func testWheelKeysAndQuitGoThroughTheLoop() {
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.preciseY = 1
        wheel.wheel.y = 1
        wheel.wheel.mouseX = 100
        wheel.wheel.mouseY = 200
        // A blinker with auto-stop off plays on (an empty board would not play at all).
        app.model.simulation.add([Cell(0, 0), Cell(1, 0), Cell(2, 0)])
        app.model.simulation.autoStopEnabled = false
        app.model.context.preferences.autoZoom = false
        let zoom = app.model.camera.zoom
        push(wheel)
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.sym = SDL_Keycode(SDLK_RETURN.rawValue)
        push(key)
        app.pumpEvents()
        app.model.advance(to: 1) // the zoom glides to its target
        XCTAssertGreaterThan(app.model.camera.zoom, zoom)
        XCTAssertTrue(app.model.simulation.isPlaying)

        key.key.keysym.sym = SDL_Keycode(SDLK_q.rawValue)
        key.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
        push(key)
        app.pumpEvents()
        XCTAssertTrue(app.model.quitRequested)
    }

    func testRunLoopStepsWhilePlayingAndStopsOnQuit() throws {
        // A blinker with auto-stop off plays on (an empty board would not play at all).
        app.model.simulation.add([Cell(0, 0), Cell(1, 0), Cell(2, 0)])
        app.model.simulation.autoStopEnabled = false
        app.model.handle(.key(.enter, []), now: 0)
        time = 0.55
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        push(quit)
        try app.run()
        XCTAssertEqual(app.model.simulation.generation, 5)
        XCTAssertTrue(app.model.quitRequested)
    }

    /// SIGTERM (a logout) ends the loop, saved, without SDL's quit event: a script or a recording
    /// held SDL's quit for a second request, so a logout waited for the session manager's kill.
    func testATerminationSignalEndsTheLoop() throws {
        var options = DesktopApp.Options(fonts: FontFiles(regular: nil, semibold: nil), windowSize: (800, 600))
        options.runner = InlineRunner()
        app = nil
        // A clock that runs on by itself, and past 30 seconds asks SDL to quit: a loop that missed
        // the signal still ends (with the quit request, which the assertion below tells apart).
        var now = 0.0
        app = try DesktopApp(options: options, clock: {
            now += 0.01
            if now > 30, now < 30.011 { var quit = SDL_Event(); quit.type = SDL_QUIT.rawValue; SDL_PushEvent(&quit) }
            return now
        }, videoDriver: "dummy")
        app.model.simulation.add([Cell(0, 0), Cell(1, 0), Cell(2, 0)])
        app.model.simulation.autoStopEnabled = false
        app.model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(kill(getpid(), SIGTERM), 0) // without the watch, this ended the test process
        try app.run()
        XCTAssertFalse(app.model.quitRequested, "the signal ended the loop, not a quit request")
        XCTAssertLessThan(now, 30)
    }

    func testDroppedFileOpens() throws {
        var options = DesktopApp.Options(fonts: FontFiles(regular: nil, semibold: nil), windowSize: (800, 600))
        options.runner = InlineRunner()
        options.services.openFile = { path in
            XCTAssertEqual(path, "/tmp/dropped.rle")
            return Fixtures.pattern(Fixtures.glider)
        }
        app = nil
        app = try DesktopApp(options: options, clock: { 0 }, videoDriver: "dummy")
        var drop = SDL_Event()
        drop.type = SDL_DROPFILE.rawValue
        drop.drop.file = SDL_strdup("/tmp/dropped.rle") // SDL frees it after the translator reads it
        push(drop)
        app.pumpEvents()
        XCTAssertEqual(app.model.simulation.population, 5)
    }

    func testPinchGestureZoomsAroundItsCentre() {
        var pinch = SDL_Event()
        pinch.type = SDL_MULTIGESTURE.rawValue
        pinch.mgesture.dDist = 0.05
        pinch.mgesture.x = 0.25
        pinch.mgesture.y = 0.5
        let zoom = app.model.camera.zoom
        push(pinch)
        app.pumpEvents()
        XCTAssertEqual(app.model.camera.zoom, zoom * 1.2, accuracy: 1e-6)
        XCTAssertFalse(app.model.isAutoZoomActive)
    }
}
