import XCTest
import LifeScene
import LifeTestSupport
import CSDL2
@testable import LifeSDL

/// Characters the app's font lacks are drawn in a system font that has them (they showed as
/// boxes): the test command installs DejaVu (fonts-dejavu-core), which has the snowman.
final class FallbackFontTests: XCTestCase {
    let inter = RepositoryPaths.path("Assets/Fonts/Inter-Regular.otf")

    func testACharacterTheAppsFontLacksIsDrawnInASystemFontThatHasIt() throws {
        let session = try SDLSession(video: false)
        let text = TextRenderer(files: FontFiles(regular: inter, semibold: nil), session: session)
        let style = TextStyle(size: 14, weight: .regular)
        let snowman: Unicode.Scalar = "\u{2603}"
        let file = try XCTUnwrap(FallbackFonts().file(for: snowman, semibold: false), "fontconfig finds a font with ☃ (DejaVu)")
        let appFont = try Font(path: inter, size: 14, session: session)
        XCTAssertFalse(appFont.provides(snowman), "Inter has no snowman")
        let runs = text.runs(of: "Build ☃ here", style: style)
        XCTAssertEqual(runs.map(\.text), ["Build ", "☃", " here"])
        XCTAssertEqual(runs.map(\.font.path), [inter, file, inter])
        // Measured and drawn as those pieces side by side.
        let system = try Font(path: file, size: 14, session: session)
        func width(_ text: String, _ font: Font) -> Int {
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(font.handle, text, &w, &h)
            return Int(w)
        }
        let expected = width("Build ", appFont) + width("☃", system) + width(" here", appFont)
        XCTAssertEqual(text.width(of: "Build ☃ here", style: style), expected)
        let surface = try XCTUnwrap(TextRenderer.joined(runs, color: SDL_Color(r: 255, g: 255, b: 255, a: 255)))
        defer { SDL_FreeSurface(surface) }
        XCTAssertEqual(Int(surface.pointee.w), expected)
        XCTAssertGreaterThanOrEqual(surface.pointee.h, TTF_FontHeight(appFont.handle))
        // Text the app's font has all of stays one piece; a character no installed font has stays the app's (its box).
        XCTAssertEqual(text.runs(of: "Größe 12 µm — café", style: style).count, 1)
        let nowhere: Unicode.Scalar = "\u{10FFFD}"
        XCTAssertNil(FallbackFonts().file(for: nowhere, semibold: false))
        XCTAssertEqual(text.runs(of: "a\u{10FFFD}b", style: style).map(\.font.path), [inter])
    }

    /// Format characters (the zero-width joiner and variation selector of emoji sequences) are
    /// left out: each was a run of its own in a fallback font, which SDL_ttf draws as nothing,
    /// and the whole text, a board's name with 👨‍👩‍👧 in it, came out blank.
    func testFormatCharactersAreLeftOutSoTheRestIsDrawn() throws {
        let session = try SDLSession(video: false)
        let text = TextRenderer(files: FontFiles(regular: inter, semibold: nil), session: session)
        let style = TextStyle(size: 14, weight: .regular)
        let name = "😀🎉 board 👨\u{200D}👩\u{200D}👧 ok\u{FE0F}"
        let runs = text.runs(of: name, style: style)
        XCTAssertFalse(runs.contains { $0.text.unicodeScalars.contains { $0.properties.generalCategory == .format || $0.properties.isVariationSelector } },
                       "\(runs.map(\.text))")
        XCTAssertEqual(runs.map(\.text).joined(), "😀🎉 board 👨👩👧 ok")
        let surface = try XCTUnwrap(TextRenderer.joined(runs, color: SDL_Color(r: 255, g: 255, b: 255, a: 255)), "drawn, not blank")
        SDL_FreeSurface(surface)
        XCTAssertEqual(text.runs(of: "\u{200D}", style: style).count, 0, "nothing left to draw")
    }
}
