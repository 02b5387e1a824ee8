import LifeInterface
import LifeScene
import CSDL2

/// Renders text to textures with SDL_ttf and keeps recently used ones.
final class TextRenderer {
    private struct Key: Hashable {
        let text: String
        let style: TextStyle
        let color: Color
    }

    private let files: FontFiles
    private var fonts: [TextStyle: Font] = [:]
    private var cache: [Key: Texture] = [:]
    private var usedThisFrame: Set<Key> = []
    private var failedFonts: Set<TextStyle> = []
    /// Fitted lines by text, style and box: a frame repeats most texts of the one before.
    private var fits: [FitKey: [String]] = [:]

    private struct FitKey: Hashable {
        let text: String
        let style: TextStyle
        let width: Int
        let height: Int
    }

    /// Most textures kept between frames.
    static let cacheLimit = 256

    private let session: SDLSession

    init(files: FontFiles, session: SDLSession) {
        self.files = files
        self.session = session
    }

    /// A texture for the text, or nil when no font is available or the text is empty.
    func texture(for text: String, style: TextStyle, color: Color, renderer: Renderer) -> Texture? {
        guard !text.isEmpty else { return nil }
        let key = Key(text: text, style: style, color: color)
        usedThisFrame.insert(key)
        if let hit = cache[key] { return hit }
        guard let font = font(for: style) else { return nil }
        let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        guard let surface = TTF_RenderUTF8_Blended(font.handle, text, sdlColor) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = try? Texture(renderer: renderer, surface: surface) else { return nil }
        cache[key] = texture
        return texture
    }

    /// Drops textures not used in the frame just drawn once the cache is large.
    /// The width in pixels of `text` in `style`, or nil without a font.
    func width(of text: String, style: TextStyle) -> Int? {
        guard let font = font(for: style) else { return nil }
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(font.handle, text, &w, &h) == 0 else { return nil }
        return Int(w)
    }

    /// Distance between two lines' baselines in `style`, or nil without a font.
    func lineHeight(style: TextStyle) -> Int? {
        font(for: style).map { Int(TTF_FontLineSkip($0.handle)) }
    }

    /// The lines `text` is drawn as in a box of `width` by `height` (see `TextFitter`); the text
    /// itself when there is no font to measure with.
    func fitted(_ text: String, style: TextStyle, width: Double, height: Double) -> [String] {
        guard let lineHeight = lineHeight(style: style) else { return [text] }
        let key = FitKey(text: text, style: style, width: Int(width), height: Int(height))
        if let hit = fits[key] { return hit }
        let lines = TextFitter(measure: { self.width(of: $0, style: style) ?? 0 }, lineHeight: lineHeight)
            .lines(text, width: width, height: height)
        if fits.count > Self.cacheLimit * 4 { fits.removeAll() }
        fits[key] = lines
        return lines
    }

    func endFrame() {
        if cache.count > Self.cacheLimit {
            cache = cache.filter { usedThisFrame.contains($0.key) }
        }
        usedThisFrame.removeAll(keepingCapacity: true)
    }

    private func font(for style: TextStyle) -> Font? {
        if let font = fonts[style] { return font }
        guard !failedFonts.contains(style),
              let path = style.weight == .semibold ? files.semibold : files.regular,
              let font = try? Font(path: path, size: max(1, Int(style.size.rounded())), session: session) else {
            failedFonts.insert(style)
            return nil
        }
        fonts[style] = font
        return font
    }
}
