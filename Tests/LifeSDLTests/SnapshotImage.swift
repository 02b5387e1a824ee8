import CSDL2
import CSDL2Image
@testable import LifeSDL

/// Pixel snapshots as PNG files (SDL2_image) and the comparison of two frames.
enum SnapshotImage {
    /// Writes a frame as a PNG file.
    static func save(_ frame: Surface, to path: String) throws {
        guard IMG_SavePNG(frame.handle, path) == 0 else { throw SDLError("IMG_SavePNG \(path)") }
    }

    /// Reads a PNG file into an ARGB8888 surface.
    static func load(_ path: String) throws -> Surface {
        guard let loaded = IMG_Load(path) else { throw SDLError("IMG_Load \(path)") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError("SDL_ConvertSurfaceFormat")
        }
        return Surface(taking: converted)
    }

    /// The pixels of `frame` that differ from `expected` (and a picture of them in red): any channel
    /// off by more than `tolerance(x, y)`, which is 0 (exact) unless the caller allows more at a
    /// place. The frames must have the same size.
    static func compare(_ frame: Surface, _ expected: Surface,
                        tolerance: (_ x: Int, _ y: Int) -> Int = { _, _ in 0 }) throws -> (differing: Int, diff: Surface) {
        precondition(frame.width == expected.width && frame.height == expected.height)
        let diff = try Surface(width: frame.width, height: frame.height)
        var differing = 0
        for y in 0..<frame.height {
            let a = rowPointer(frame, y), b = rowPointer(expected, y)
            for x in 0..<frame.width where a[x] != b[x] {
                var worst = 0
                for shift: UInt32 in [24, 16, 8, 0] {
                    worst = max(worst, abs(Int((a[x] >> shift) & 0xFF) - Int((b[x] >> shift) & 0xFF)))
                }
                if worst > tolerance(x, y) {
                    differing += 1
                    diff.setPixel(x: x, y: y, 0xFFFF_0000)
                }
            }
        }
        return (differing, diff)
    }

    private static func rowPointer(_ surface: Surface, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        let pitch = Int(surface.handle.pointee.pitch)
        return surface.handle.pointee.pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
    }
}
