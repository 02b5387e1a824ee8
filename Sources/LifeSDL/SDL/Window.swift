import LifeScene
import CSDL2

/// An SDL window that destroys itself.
final class Window {
    let handle: OpaquePointer

    /// Makes a resizable window at `position` (centred on the screen when nil), fitted to the
    /// displays' usable areas first (see `WindowPlacement`). It stays hidden until `show()`: an
    /// OpenGL renderer replaces the X window it is given, and a window shown before that flashed
    /// on screen and vanished (a test reading it back by its first id waited forever).
    init(title: String, width: Int, height: Int, position: (x: Int, y: Int)? = nil) throws {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        let placement = WindowPlacement.fit(width: width, height: height, position: position, displays: Self.usableAreas())
        let x = placement.position.map { Int32($0.x) } ?? LIFE_WINDOWPOS_CENTERED
        let y = placement.position.map { Int32($0.y) } ?? LIFE_WINDOWPOS_CENTERED
        guard let window = SDL_CreateWindow(title, x, y, Int32(placement.width), Int32(placement.height), flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        handle = window
        minimum = (min(Self.smallest.width, placement.width), min(Self.smallest.height, placement.height))
        SDL_SetWindowMinimumSize(window, Int32(minimum.width), Int32(minimum.height))
    }

    /// Maps the window on screen (once its renderer exists).
    func show() { SDL_ShowWindow(handle) }

    /// The smallest window the layout is made for (a smaller screen gets its whole usable area).
    static let smallest = (width: 480, height: 360)
    /// This window's smallest size.
    let minimum: (width: Int, height: Int)

    /// Grows the window back to its minimum when it was made smaller: a window manager keeps to
    /// the minimum by itself, but under a bare X server a resize request goes through as asked.
    func keepMinimumSize() {
        let (w, h) = size
        guard w < minimum.width || h < minimum.height else { return }
        SDL_SetWindowSize(handle, Int32(max(w, minimum.width)), Int32(max(h, minimum.height)))
    }

    /// Each display's usable area (without panels and docks), the primary one first.
    static func usableAreas() -> [WindowPlacement.Area] {
        (0..<max(0, SDL_GetNumVideoDisplays())).compactMap { i in
            var r = SDL_Rect()
            guard SDL_GetDisplayUsableBounds(i, &r) == 0 else { return nil }
            return WindowPlacement.Area(x: Int(r.x), y: Int(r.y), width: Int(r.w), height: Int(r.h))
        }
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
