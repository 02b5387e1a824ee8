import LifeScene
import CSDL2

/// An SDL texture that destroys itself.
final class Texture {
    let handle: OpaquePointer
    let width: Int
    let height: Int
    /// Keeps the renderer alive: a texture must be destroyed before its renderer.
    private let renderer: Renderer

    /// A streaming ARGB8888 texture, scaled with nearest-neighbour sampling.
    init(streaming renderer: Renderer, width: Int, height: Int) throws {
        guard let texture = SDL_CreateTexture(renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                              Int32(width), Int32(height)) else {
            throw SDLError("SDL_CreateTexture")
        }
        handle = texture
        self.renderer = renderer
        self.width = width
        self.height = height
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
    }

    /// A static texture holding a surface's pixels.
    init(renderer: Renderer, surface: UnsafeMutablePointer<SDL_Surface>) throws {
        guard let texture = SDL_CreateTextureFromSurface(renderer.handle, surface) else {
            throw SDLError("SDL_CreateTextureFromSurface")
        }
        handle = texture
        self.renderer = renderer
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
    }

    /// Locks the texture (or its top-left `width` x `height` pixels), lets `body` write ARGB pixels
    /// (pitch in pixels), then unlocks.
    func withPixels(width: Int? = nil, height: Int? = nil, _ body: (UnsafeMutablePointer<UInt32>, Int) -> Void) throws {
        var raw: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        var area = SDL_Rect(x: 0, y: 0, w: Int32(width ?? self.width), h: Int32(height ?? self.height))
        guard SDL_LockTexture(handle, &area, &raw, &pitch) == 0, let raw else { throw SDLError("SDL_LockTexture") }
        body(raw.assumingMemoryBound(to: UInt32.self), Int(pitch) / 4)
        SDL_UnlockTexture(handle)
    }

    deinit { SDL_DestroyTexture(handle) }
}
