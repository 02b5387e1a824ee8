import LifeInterface
import XCTest
import CSDL2
import LifeScene
@testable import LifeSDL
import LifeViewModel

/// The translator alone: SDL events in, the app's input events out.
final class EventTranslatorTests: XCTestCase {
    func key(_ sym: Int32, _ mod: UInt16 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.keysym.sym = sym
        e.key.keysym.mod = mod
        return e
    }

    func translate(_ event: SDL_Event, scale: Double = 1) -> InputEvent? {
        EventTranslator(scale: scale).translate(event, outputSize: { Size(1600, 1200) })
    }

    func testEditingKeysAreTheirOwn() {
        XCTAssertEqual(translate(key(Int32(SDLK_BACKSPACE.rawValue))), .key(.backspace, []))
        XCTAssertEqual(translate(key(Int32(SDLK_DELETE.rawValue))), .key(.delete, []))
        XCTAssertEqual(translate(key(Int32(SDLK_HOME.rawValue))), .key(.home, []))
        XCTAssertEqual(translate(key(Int32(SDLK_END.rawValue))), .key(.end, []))
        XCTAssertEqual(translate(key(Int32(SDLK_KP_ENTER.rawValue))), .key(.enter, []))
        XCTAssertEqual(translate(key(Int32(SDLK_s.rawValue), UInt16(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue))),
                       .key(.letter("s"), [.control, .shift]))
        XCTAssertEqual(translate(key(Int32(SDLK_EQUALS.rawValue), UInt16(KMOD_RSHIFT.rawValue))), .key(.plus, .shift))
        XCTAssertEqual(translate(key(Int32(SDLK_TAB.rawValue), UInt16(KMOD_LSHIFT.rawValue))), .key(.tab, .shift))
    }

    func testPointerCoordinatesAreScaledToOutputPixels() {
        var e = SDL_Event()
        e.type = SDL_MOUSEBUTTONDOWN.rawValue
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.x = 100
        e.button.y = 40
        XCTAssertEqual(translate(e, scale: 2), .pointerDown(Point(200, 80), .left), "HiDPI: two output pixels a coordinate")
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 7
        motion.motion.y = 9
        XCTAssertEqual(translate(motion), .pointerMoved(Point(7, 9)))
        var resize = SDL_Event()
        resize.type = SDL_WINDOWEVENT.rawValue
        resize.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        XCTAssertEqual(translate(resize), .resized(Size(1600, 1200)), "a resize reports the renderer's output size")
        // The close button: SDL sends the window's close and then SDL_QUIT; only the second is a
        // quit (two would pass the quit guard's "quit again" at once, losing a recording unasked).
        var close = SDL_Event()
        close.type = SDL_WINDOWEVENT.rawValue
        close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        XCTAssertNil(translate(close))
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        XCTAssertEqual(translate(quit), .quit)
    }

    func testAMousePressCarriesTheModifierKeysHeld() {
        var e = SDL_Event()
        e.type = SDL_MOUSEBUTTONDOWN.rawValue
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.x = 10
        e.button.y = 20
        var translator = EventTranslator()
        translator.modifierState = { UInt16(KMOD_LSHIFT.rawValue) }
        XCTAssertEqual(translator.translate(e, outputSize: { Size(1, 1) }), .pointerDown(Point(10, 20), .left, .shift), "Shift+drag selects")
        translator.modifierState = { UInt16(KMOD_RCTRL.rawValue) }
        XCTAssertEqual(translator.translate(e, outputSize: { Size(1, 1) }), .pointerDown(Point(10, 20), .left, .control), "Ctrl+drag draws")
    }
}
