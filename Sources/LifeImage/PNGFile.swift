import CPNG
import Foundation

/// Writes a `CellImage` as a PNG file through libpng's simplified API (which reports errors
/// rather than jumping out of the caller).
public enum PNGFile {
    /// Writes `image` in `colors` to `path` (replacing a file there).
    /// - Throws: `ImageError` with libpng's reason.
    public static func write(_ image: CellImage, colors: ImageColors, to path: String) throws {
        var png = header(image)
        let rgb = pixels(image, colors: colors)
        let ok = rgb.withUnsafeBytes { png_image_write_to_file(&png, path, 0, $0.baseAddress, png_int_32(image.width * 3), nil) }
        guard ok != 0 else { throw failure(&png, path) }
    }

    /// The PNG file's bytes for `image` in `colors`.
    /// - Throws: `ImageError` with libpng's reason.
    public static func data(_ image: CellImage, colors: ImageColors) throws -> [UInt8] {
        try data(rgb: pixels(image, colors: colors), width: image.width, height: image.height)
    }

    /// The PNG file's bytes for RGB bytes (row after row) of a `width`×`height` picture (written
    /// then as any file is: libpng's own writer deletes what is at the path when it fails, even a
    /// device).
    /// - Throws: `ImageError` with libpng's reason.
    public static func data(rgb: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        var png = header(width: width, height: height)
        var size = 0
        // First the size it needs, then the bytes.
        guard rgb.withUnsafeBytes({ png_image_write_to_memory(&png, nil, &size, 0, $0.baseAddress, png_int_32(width * 3), nil) }) != 0 else {
            throw failure(&png, "the picture")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        let ok = bytes.withUnsafeMutableBytes { out in
            rgb.withUnsafeBytes { png_image_write_to_memory(&png, out.baseAddress, &size, 0, $0.baseAddress, png_int_32(width * 3), nil) }
        }
        guard ok != 0 else { throw failure(&png, "the picture") }
        return Array(bytes.prefix(size))
    }

    private static func header(_ image: CellImage) -> png_image {
        header(width: image.width, height: image.height)
    }

    private static func header(width: Int, height: Int) -> png_image {
        var png = png_image()
        png.version = png_uint_32(LIFE_PNG_IMAGE_VERSION)
        png.width = png_uint_32(width)
        png.height = png_uint_32(height)
        png.format = png_uint_32(LIFE_PNG_FORMAT_RGB)
        return png
    }

    /// The picture's pixels as RGB bytes, row after row (what a video encoder takes).
    public static func rgb(_ image: CellImage, colors: ImageColors) -> Data {
        Data(pixels(image, colors: colors))
    }

    private static func pixels(_ image: CellImage, colors: ImageColors) -> [UInt8] {
        let palette = colors.shadedPalette
        var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
        for (i, value) in image.pixels.enumerated() {
            let c = palette[Int(value)]
            rgb[3 * i] = c.r
            rgb[3 * i + 1] = c.g
            rgb[3 * i + 2] = c.b
        }
        return rgb
    }

    private static func failure(_ png: inout png_image, _ what: String) -> ImageError {
        let reason = withUnsafeBytes(of: png.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        png_image_free(&png)
        return ImageError(description: "\(what): \(reason.isEmpty ? "could not be made" : reason)")
    }
}
