import LifeInterface
import LifeScene
import CSDL2
import LifeViewModel

/// Turns SDL events into the app's plain input events, scaling window coordinates to output pixels.
public struct EventTranslator {
    /// Output pixels per window coordinate (1 on X11; more on HiDPI Wayland).
    public var scale: Double
    /// The modifier keys held now (SDL's keyboard state), read when a mouse button goes down.
    var modifierState: () -> UInt16

    /// Creates a translator with a coordinate scale.
    public init(scale: Double = 1) {
        self.scale = scale
        modifierState = { UInt16(truncatingIfNeeded: SDL_GetModState().rawValue) }
    }

    /// The input event for an SDL event, or nil for events the app ignores.
    /// `outputSize` is asked for on resizes.
    public func translate(_ event: SDL_Event, outputSize: () -> Size) -> InputEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN:
                return .resized(outputSize())
            case SDL_WINDOWEVENT_LEAVE:
                return .pointerLeft
            case SDL_WINDOWEVENT_CLOSE:
                // The window's close button is one request to quit: SDL follows this event with an
                // SDL_QUIT (the last window closed), which says it. Two in a row went through the
                // quit guard's "quit again to lose the recording" at once.
                return nil
            default:
                return nil
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard let button = Self.button(event.button.button) else { return nil }
            let p = point(event.button.x, event.button.y)
            return event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .pointerDown(p, button, Self.modifiers(modifierState())) : .pointerUp(p, button)
        case SDL_MOUSEMOTION:
            return .pointerMoved(point(event.motion.x, event.motion.y))
        case SDL_MOUSEWHEEL:
            let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .wheel(dx: Double(event.wheel.preciseX) * flip, dy: Double(event.wheel.preciseY) * flip,
                          at: point(event.wheel.mouseX, event.wheel.mouseY))
        case SDL_TEXTINPUT:
            var raw = event.text.text
            let text = withUnsafeBytes(of: &raw) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(text)
        case SDL_DROPFILE:
            guard let file = event.drop.file else { return nil }
            defer { SDL_free(file) }
            return .fileDropped(String(cString: file))
        case SDL_MULTIGESTURE:
            // Two-finger pinch: dDist is the change in finger spread (normalised); x, y the centre (0...1).
            let size = outputSize()
            let factor = 1 + Double(event.mgesture.dDist) * Self.pinchSensitivity
            return .pinch(factor: max(0.5, min(2, factor)),
                          at: Point(Double(event.mgesture.x) * size.width, Double(event.mgesture.y) * size.height))
        case SDL_KEYDOWN:
            guard let key = Self.key(event.key.keysym.sym) else { return nil }
            return .key(key, Self.modifiers(event.key.keysym.mod))
        default:
            return nil
        }
    }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(Double(x) * scale, Double(y) * scale)
    }

    /// How strongly finger spread changes zoom.
    static let pinchSensitivity = 4.0

    static func button(_ raw: UInt8) -> PointerButton? {
        switch Int32(raw) {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .right
        default: return nil
        }
    }

    static func key(_ sym: SDL_Keycode) -> Key? {
        let code = UInt32(bitPattern: sym)
        switch code {
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue: return .enter
        case SDLK_SPACE.rawValue: return .space
        case SDLK_TAB.rawValue: return .tab
        case SDLK_PERIOD.rawValue: return .period
        case SDLK_ESCAPE.rawValue: return .escape
        case SDLK_DELETE.rawValue: return .delete
        case SDLK_BACKSPACE.rawValue: return .backspace
        case SDLK_HOME.rawValue: return .home
        case SDLK_END.rawValue: return .end
        case SDLK_LEFT.rawValue: return .left
        case SDLK_RIGHT.rawValue: return .right
        case SDLK_UP.rawValue: return .up
        case SDLK_DOWN.rawValue: return .down
        case SDLK_PLUS.rawValue, SDLK_EQUALS.rawValue, SDLK_KP_PLUS.rawValue: return .plus
        case SDLK_MINUS.rawValue, SDLK_KP_MINUS.rawValue: return .minus
        case SDLK_LEFTBRACKET.rawValue: return .bracketLeft
        case SDLK_RIGHTBRACKET.rawValue: return .bracketRight
        case SDLK_COMMA.rawValue: return .comma
        case SDLK_SLASH.rawValue, SDLK_KP_DIVIDE.rawValue: return .slash
        case SDLK_F1.rawValue: return .f1
        case SDLK_PAGEUP.rawValue: return .pageUp
        case SDLK_PAGEDOWN.rawValue: return .pageDown
        case SDLK_a.rawValue...SDLK_z.rawValue:
            return .letter(Character(Unicode.Scalar(UInt8(code))))
        default: return nil
        }
    }

    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        var result: KeyModifiers = []
        let m = UInt32(mod)
        if m & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0 { result.insert(.control) }
        if m & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if m & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        return result
    }
}
