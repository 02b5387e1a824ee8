import CSDL2

/// An SDL window that destroys itself.
final class Window {
    let handle: OpaquePointer

    /// Opens a resizable window at `position` (centred on the screen when nil).
    init(title: String, width: Int, height: Int, position: (x: Int, y: Int)? = nil) throws {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let x = position.map { Int32($0.x) } ?? LIFE_WINDOWPOS_CENTERED
        let y = position.map { Int32($0.y) } ?? LIFE_WINDOWPOS_CENTERED
        guard let window = SDL_CreateWindow(title, x, y, Int32(width), Int32(height), flags) else {
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

    /// Position of the top-left corner on the screen.
    var position: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(handle, &x, &y)
        return (Int(x), Int(y))
    }

    deinit { SDL_DestroyWindow(handle) }
}
