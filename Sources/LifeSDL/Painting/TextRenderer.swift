import LifeInterface
import LifeScene
import CSDL2

/// Renders text to textures with SDL_ttf and keeps recently used ones. Characters the app's
/// font lacks (other scripts, symbols) are drawn in a font of the system that has them, where
/// one is installed (`FallbackFonts`).
final class TextRenderer {
    private struct Key: Hashable {
        let text: String
        let style: TextStyle
        let color: Color
    }

    private let files: FontFiles
    private var fonts: [TextStyle: Font] = [:]
    /// The system's fonts for characters the app's lack, and those opened, by file and size.
    private let fallback: FallbackFonts
    private var fallbackFonts: [FallbackKey: Font] = [:]
    private var failedFallbacks: Set<FallbackKey> = []

    private struct FallbackKey: Hashable {
        let path: String
        let size: Int
    }
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

    init(files: FontFiles, session: SDLSession, fallback: FallbackFonts = FallbackFonts()) {
        self.files = files
        self.session = session
        self.fallback = fallback
    }

    /// A texture for the text, or nil when no font is available or the text is empty.
    func texture(for text: String, style: TextStyle, color: Color, renderer: Renderer) -> Texture? {
        guard !text.isEmpty else { return nil }
        let key = Key(text: text, style: style, color: color)
        usedThisFrame.insert(key)
        if let hit = cache[key] { return hit }
        let runs = self.runs(of: text, style: style)
        guard !runs.isEmpty else { return nil }
        let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        guard let surface = runs.count == 1 ? TTF_RenderUTF8_Blended(runs[0].font.handle, runs[0].text, sdlColor)
                : Self.joined(runs, color: sdlColor) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = try? Texture(renderer: renderer, surface: surface) else { return nil }
        cache[key] = texture
        return texture
    }

    /// The text in pieces, each in the font that draws it: the style's, or for characters it lacks
    /// a system font that has them (none: the style's, which draws its box). Empty without a font.
    func runs(of text: String, style: TextStyle) -> [(text: String, font: Font)] {
        guard let primary = font(for: style) else { return [] }
        // Plain ASCII, most of what the app draws, is the app's font's.
        guard !text.utf8.allSatisfy({ $0 < 0x80 }), text.unicodeScalars.contains(where: { !primary.provides($0) }) else {
            return [(text, primary)]
        }
        var runs: [(text: String, font: Font)] = []
        // Format characters (an emoji sequence's joiner, a variation selector) are left out: drawn
        // without shaping they are nothing, and a run of them alone failed the whole text.
        for scalar in text.unicodeScalars where scalar.properties.generalCategory != .format && !scalar.properties.isVariationSelector {
            let font = primary.provides(scalar) || scalar.properties.isWhitespace ? primary
                : fallbackFont(for: scalar, style: style) ?? primary
            if let last = runs.last, last.font === font {
                runs[runs.count - 1].text.unicodeScalars.append(scalar)
            } else {
                runs.append((String(scalar), font))
            }
        }
        return runs
    }

    /// A system font with `scalar` at the style's size, opened once.
    private func fallbackFont(for scalar: Unicode.Scalar, style: TextStyle) -> Font? {
        guard let path = fallback.file(for: scalar, semibold: style.weight == .semibold) else { return nil }
        let key = FallbackKey(path: path, size: max(1, Int(style.size.rounded())))
        if let font = fallbackFonts[key] { return font }
        guard !failedFallbacks.contains(key), let font = try? Font(path: path, size: key.size, session: session) else {
            failedFallbacks.insert(key)
            return nil
        }
        fallbackFonts[key] = font
        return font
    }

    /// The runs drawn side by side on one surface, their baselines level (nil when SDL draws none).
    static func joined(_ runs: [(text: String, font: Font)], color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        let pieces = runs.compactMap { run in TTF_RenderUTF8_Blended(run.font.handle, run.text, color).map { ($0, run.font) } }
        defer { for (surface, _) in pieces { SDL_FreeSurface(surface) } }
        // A piece SDL_ttf cannot draw is left out, not the whole text with it.
        guard !pieces.isEmpty else { return nil }
        let ascent = pieces.map { TTF_FontAscent($0.1.handle) }.max() ?? 0
        let height = pieces.map { ascent - TTF_FontAscent($0.1.handle) + $0.0.pointee.h }.max() ?? 0
        let width = pieces.reduce(Int32(0)) { $0 + $1.0.pointee.w }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, max(1, width), max(1, height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        var x: Int32 = 0
        for (piece, font) in pieces {
            // Copied as they are (alpha included), not blended onto the empty surface.
            SDL_SetSurfaceBlendMode(piece, SDL_BLENDMODE_NONE)
            var place = SDL_Rect(x: x, y: ascent - TTF_FontAscent(font.handle), w: piece.pointee.w, h: piece.pointee.h)
            SDL_UpperBlit(piece, nil, surface, &place)
            x += piece.pointee.w
        }
        return surface
    }

    /// The width in pixels of `text` in `style`, or nil without a font.
    func width(of text: String, style: TextStyle) -> Int? {
        let runs = self.runs(of: text, style: style)
        guard !runs.isEmpty else { return nil }
        var total = 0
        for run in runs {
            var w: Int32 = 0, h: Int32 = 0
            guard TTF_SizeUTF8(run.font.handle, run.text, &w, &h) == 0 else { return nil }
            total += Int(w)
        }
        return total
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

    /// Drops textures not used in the frame just drawn once the cache is large.
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
