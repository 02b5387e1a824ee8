import LifeScene
import CSDL2

/// A software pixel surface (ARGB8888) that frees itself; used for offscreen rendering.
public final class Surface {
    let handle: UnsafeMutablePointer<SDL_Surface>

    /// Creates a blank surface.
    public init(width: Int, height: Int) throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        handle = surface
    }

    init(taking surface: UnsafeMutablePointer<SDL_Surface>) {
        handle = surface
    }

    /// Width in pixels.
    public var width: Int { Int(handle.pointee.w) }
    /// Height in pixels.
    public var height: Int { Int(handle.pointee.h) }

    /// The pixel at (x, y) as 0xAARRGGBB.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel outside the surface")
        let pitch = Int(handle.pointee.pitch)
        let row = handle.pointee.pixels.advanced(by: y * pitch)
        return row.load(fromByteOffset: x * 4, as: UInt32.self)
    }

    /// Sets the pixel at (x, y) to 0xAARRGGBB.
    public func setPixel(x: Int, y: Int, _ value: UInt32) {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel outside the surface")
        let pitch = Int(handle.pointee.pitch)
        handle.pointee.pixels.advanced(by: y * pitch).storeBytes(of: value, toByteOffset: x * 4, as: UInt32.self)
    }

    /// Writes the surface as a BMP file.
    public func saveBMP(to path: String) throws {
        guard let rw = SDL_RWFromFile(path, "wb") else { throw SDLError("SDL_RWFromFile") }
        guard SDL_SaveBMP_RW(handle, rw, 1) == 0 else { throw SDLError("SDL_SaveBMP_RW") }
    }

    /// Reads a BMP file (as written by `saveBMP`) into an ARGB8888 surface.
    public static func loadBMP(from path: String) throws -> Surface {
        guard let rw = SDL_RWFromFile(path, "rb") else { throw SDLError("SDL_RWFromFile") }
        guard let loaded = SDL_LoadBMP_RW(rw, 1) else { throw SDLError("SDL_LoadBMP_RW") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError("SDL_ConvertSurfaceFormat")
        }
        return Surface(taking: converted)
    }

    deinit { SDL_FreeSurface(handle) }
}
