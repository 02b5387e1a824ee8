import CSDL2

/// An SDL window that destroys itself.
final class Window {
    let handle: OpaquePointer

    /// Opens a resizable window centred on the screen.
    init(title: String, width: Int, height: Int) throws {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(title, LIFE_WINDOWPOS_CENTERED, LIFE_WINDOWPOS_CENTERED,
                                            Int32(width), Int32(height), flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        handle = window
        SDL_SetWindowMinimumSize(window, 480, 360)
    }

    /// Size in window (logical) coordinates.
    var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    deinit { SDL_DestroyWindow(handle) }
}
