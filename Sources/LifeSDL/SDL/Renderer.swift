import LifeScene
import CSDL2

/// An SDL renderer, on a window or on a software surface, that destroys itself.
public final class Renderer {
    let handle: OpaquePointer
    private let target: AnyObject?

    /// A renderer for a window (accelerated with vsync when possible, software otherwise).
    init(window: Window) throws {
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        if let renderer = SDL_CreateRenderer(window.handle, -1, accelerated) {
            handle = renderer
        } else if let renderer = SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_SOFTWARE.rawValue) {
            handle = renderer
        } else {
            throw SDLError("SDL_CreateRenderer")
        }
        target = window
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    }

    /// A software renderer drawing into a surface; needs no display and no SDL_Init.
    public init(surface: Surface) throws {
        guard let renderer = SDL_CreateSoftwareRenderer(surface.handle) else {
            throw SDLError("SDL_CreateSoftwareRenderer")
        }
        handle = renderer
        target = surface
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    }

    /// Whether it scales textures itself (a GPU, or Mesa's on the processors' other cores) rather
    /// than on the calling thread in SDL's own software renderer.
    var scalesTextures: Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(handle, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
    }

    /// Size of the drawable area in pixels.
    public var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    /// Shows what was drawn.
    func present() { SDL_RenderPresent(handle) }

    /// Reads the drawable area back into a new surface (before present on a window).
    public func readPixels() throws -> Surface {
        let (w, h) = outputSize
        let surface = try Surface(width: w, height: h)
        guard SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                   surface.handle.pointee.pixels, surface.handle.pointee.pitch) == 0 else {
            throw SDLError("SDL_RenderReadPixels")
        }
        return surface
    }

    deinit { SDL_DestroyRenderer(handle) }
}
