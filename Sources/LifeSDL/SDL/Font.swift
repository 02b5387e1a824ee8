import LifeScene
import CSDL2

/// A TrueType/OpenType font at one pixel size that closes itself.
final class Font {
    let handle: OpaquePointer
    /// The file it was opened from.
    let path: String
    /// Keeps SDL_ttf initialised: a font must be closed before TTF_Quit.
    private let session: SDLSession

    /// Opens a font file at a size in pixels.
    init(path: String, size: Int, session: SDLSession) throws {
        guard let font = TTF_OpenFont(path, Int32(size)) else { throw SDLError("TTF_OpenFont") }
        handle = font
        self.path = path
        self.session = session
        TTF_SetFontHinting(font, Int32(TTF_HINTING_LIGHT))
    }

    deinit { TTF_CloseFont(handle) }

    /// Whether the font has a glyph for `scalar`.
    func provides(_ scalar: Unicode.Scalar) -> Bool {
        TTF_GlyphIsProvided32(handle, scalar.value) != 0
    }
}
