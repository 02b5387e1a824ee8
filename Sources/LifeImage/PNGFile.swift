import CPNG

/// Writes a `CellImage` as a PNG file through libpng's simplified API (which reports errors
/// rather than jumping out of the caller).
public enum PNGFile {
    /// Writes `image` in `colors` to `path` (replacing a file there).
    /// - Throws: `ImageError` with libpng's reason.
    public static func write(_ image: CellImage, colors: ImageColors, to path: String) throws {
        let palette = colors.shadedPalette
        var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
        for (i, value) in image.pixels.enumerated() {
            let c = palette[Int(value)]
            rgb[3 * i] = c.r
            rgb[3 * i + 1] = c.g
            rgb[3 * i + 2] = c.b
        }
        var png = png_image()
        png.version = png_uint_32(LIFE_PNG_IMAGE_VERSION)
        png.width = png_uint_32(image.width)
        png.height = png_uint_32(image.height)
        png.format = png_uint_32(LIFE_PNG_FORMAT_RGB)
        let ok = rgb.withUnsafeBytes { png_image_write_to_file(&png, path, 0, $0.baseAddress, png_int_32(image.width * 3), nil) }
        guard ok != 0 else {
            let reason = withUnsafeBytes(of: png.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            png_image_free(&png)
            throw ImageError(description: "\(path): \(reason.isEmpty ? "could not be written" : reason)")
        }
    }
}
