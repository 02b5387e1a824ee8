import CGIF
import Glibc

/// An animated GIF written a frame at a time through giflib: nothing but the frame at hand is
/// held, however long the movie. Loops forever.
public final class GIFMovie {
    private var file: UnsafeMutablePointer<GifFileType>?
    private let width: Int, height: Int, delay: Int
    private let path: String
    /// Frames written so far.
    public private(set) var frames = 0

    /// Starts a movie of `width`×`height` frames in `colors` at `path`, each frame shown for
    /// `delay` hundredths of a second.
    /// - Throws: `ImageError` when the file cannot be made.
    public init(path: String, width: Int, height: Int, colors: ImageColors, delay: Int) throws {
        (self.path, self.width, self.height, self.delay) = (path, width, height, delay)
        var error: Int32 = 0
        // Opened here so the file gets the usual permissions (giflib's own open makes it private).
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw ImageError(description: "\(path): \(String(cString: strerror(errno)))") }
        guard let file = EGifOpenFileHandle(descriptor, &error) else {
            close(descriptor)
            throw Self.failure(path, error)
        }
        self.file = file
        EGifSetGifVersion(file, true)
        // 256 colours: dead, live, grid, then the shades of dying cells and of density.
        var map = colors.shadedPalette.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        guard let colorMap = GifMakeMapObject(Int32(map.count), &map) else { throw ImageError(description: "\(path): out of memory") }
        defer { GifFreeMapObject(colorMap) }
        guard EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, colorMap) == GIF_OK else { throw fail() }
        // NETSCAPE2.0: loop forever.
        var application = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        guard EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
              EGifPutExtensionBlock(file, Int32(application.count), &application) == GIF_OK,
              EGifPutExtensionBlock(file, Int32(loop.count), &loop) == GIF_OK,
              EGifPutExtensionTrailer(file) == GIF_OK else { throw fail() }
    }

    /// The delay between frames, in hundredths of a second (a GIF's unit), nearest to `fps`
    /// frames a second; at least 2 (browsers slow a shorter one down).
    public static func delay(forFramesPerSecond fps: Int) -> Int { max(2, (100 + fps / 2) / max(1, fps)) }

    /// How many delays of `delay` hundredths make about a second: how long the last frame holds
    /// (`fps` of them at 30 fps held 0.9 s, as the delay is rounded to 3).
    public static func holdForASecond(delay: Int) -> Int { max(1, (100 + delay / 2) / max(1, delay)) }

    /// Adds a frame, shown for `hold` times the movie's delay (the last may hold for a moment).
    /// - Throws: `ImageError` when it cannot be written.
    public func add(_ image: CellImage, hold: Int = 1) throws {
        guard let file else { throw ImageError(description: "\(path): the movie is finished") }
        precondition(image.width == width && image.height == height, "every frame has the movie's size")
        let centiseconds = min(65_535, delay * hold)
        var control: [UInt8] = [0x04, UInt8(centiseconds & 0xFF), UInt8(centiseconds >> 8), 0]
        guard EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(control.count), &control) == GIF_OK,
              EGifPutImageDesc(file, 0, 0, Int32(width), Int32(height), false, nil) == GIF_OK else { throw fail() }
        var row = [GifPixelType](repeating: 0, count: width)
        for y in 0..<height {
            for x in 0..<width { row[x] = image.pixels[y * width + x] }
            guard EGifPutLine(file, &row, Int32(width)) == GIF_OK else { throw fail() }
        }
        frames += 1
    }

    /// Ends the movie and closes the file.
    /// - Throws: `ImageError` when the end cannot be written.
    public func finish() throws {
        guard let file else { return }
        self.file = nil
        var error: Int32 = 0
        errno = 0
        guard EGifCloseFile(file, &error) == GIF_OK else {
            // The system's reason (a full disk) says more than giflib's "failed to close".
            throw errno != 0 ? ImageError(description: "\(path): \(String(cString: strerror(errno)))") : Self.failure(path, error)
        }
    }

    deinit {
        if let file {
            var error: Int32 = 0
            _ = EGifCloseFile(file, &error)
        }
    }

    private func fail() -> ImageError {
        Self.failure(path, file?.pointee.Error ?? 0)
    }

    private static func failure(_ path: String, _ code: Int32) -> ImageError {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        return ImageError(description: "\(path): \(reason)")
    }
}
