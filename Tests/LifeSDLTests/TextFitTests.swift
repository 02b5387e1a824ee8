import XCTest
import Foundation
import LifeEngine
import LifeScene
import LifeStore
import LifeTestSupport
@testable import LifeSDL
@testable import LifeViewModel
import LifeInterface

/// Every text of every screen, measured with the real font against the box it is drawn in, at
/// 1280x800, 800x600 and 640x480 in each theme: a text wider than its box would be cut off.
final class TextFitTests: XCTestCase {
    let fonts = FontFiles(regular: RepositoryPaths.path("Assets/Fonts/Inter-Regular.otf"),
                          semibold: RepositoryPaths.path("Assets/Fonts/Inter-SemiBold.otf"))

    /// Every text is drawn whole or wrapped at words inside its box; only the library's and the
    /// user's own texts (pattern names and descriptions, board names) may end in "…".
    func testEveryTextFitsItsBoxAtEverySizeInEveryTheme() throws {
        let session = try SDLSession(video: false)
        let measure = TextRenderer(files: fonts, session: session)
        let themes = try ScreenCatalog.themes()
        let library = try ScreenCatalog.starters()
        let content = Set(library.compactMap(\.name) + library.compactMap(\.comments.first) + [ScreenCatalog.longBoardName])
        var problems: [String] = []
        var cut = Set<String>()
        for size in ScreenCatalog.sizes {
            for theme in themes {
                for (screen, model) in try ScreenCatalog.screens(size: size, theme: theme, themes: themes) {
                    for command in model.scene().commands {
                        guard case let .text(text, frame, style, _, _) = command, !text.isEmpty else { continue }
                        let lines = measure.fitted(text, style: style, width: frame.width, height: frame.height)
                        let lineHeight = try XCTUnwrap(measure.lineHeight(style: style))
                        let place = "\(Int(size.width))x\(Int(size.height)) \(theme.name) \(screen): \"\(text)\""
                        for line in lines where Double(try XCTUnwrap(measure.width(of: line, style: style))) > frame.width + 1 {
                            problems.append("\(place): \"\(line)\" is wider than \(Int(frame.width)) px")
                        }
                        if lines.count > 1 && Double(lines.count * lineHeight) > frame.height + 1 {
                            problems.append("\(place): \(lines.count) lines do not fit \(Int(frame.height)) px")
                        }
                        if lines.joined(separator: " ") != text {
                            cut.insert(text)
                            if !content.contains(text) { problems.append("\(place) is cut to \(lines)") }
                        }
                    }
                }
            }
        }
        XCTAssertTrue(problems.isEmpty, "\(problems.count) problems:\n" + problems.joined(separator: "\n"))
        print("TextFitTests: \(cut.count) library or user texts shortened with an ellipsis somewhere")
    }

    /// The widths fields are cut by (`GlyphWidths`) are never narrower than Inter's: a field's text
    /// cut by them fits, caret and all ("WWW…" ran past the box and hid the end where typing goes).
    func testGlyphWidthEstimatesAreNeverNarrowerThanTheFont() throws {
        let session = try SDLSession(video: false)
        let measure = TextRenderer(files: fonts, session: session)
        let theme = Theme.builtIn
        var narrow: [String] = []
        for style in [theme.type.body, theme.type.itemTitle, theme.type.control, theme.type.secondary, theme.type.secondary.semibold] {
            let printable = (32...126).compactMap { UnicodeScalar($0).map(Character.init) } + ["…", "—", "é", "ß", "Ж", "\u{2009}", "\u{202F}"]
            for character in printable {
                let real = Double(try XCTUnwrap(measure.width(of: String(repeating: character, count: 10), style: style))) / 10
                if real > GlyphWidths.em(character) * style.size { narrow.append("\(character) at \(style.size): \(real) px") }
            }
            // A field of wide letters, cut to its box, fits it with the caret at the end.
            let frame = Rect(x: 0, y: 0, width: 300, height: 30)
            var field = TextField(characters: .name, limit: 60)
            field.type(String(repeating: "W", count: 30) + "xyzEND")
            var list = RenderList()
            list.field(field, frame: frame, style: style, theme: theme)
            for case let .text(text, _, _, _, _) in list.commands {
                XCTAssertTrue(text.hasSuffix("END|"), text)
                XCTAssertLessThanOrEqual(Double(try XCTUnwrap(measure.width(of: text, style: style))), frame.width, text)
            }
        }
        XCTAssertEqual(narrow, [], "estimates narrower than the font")
        // Nor far wider for figures grouped by thin spaces (the coordinates note's backdrop ran
        // 150 px past "x 148 055 837 749 805 056, y …": each thin space counted as a wide letter).
        let note = "x \(NumberFormat.grouped(148_055_837_749_805_056)), y \(NumberFormat.grouped(-284_422_277_973))"
        let style = theme.type.caption
        let real = Double(try XCTUnwrap(measure.width(of: note, style: style)))
        XCTAssertLessThan(GlyphWidths.em(of: note) * style.size, real * 1.4, note)
    }

    /// A file name cut in the middle for a row of the file dialog fits the row with the real font,
    /// its kind (".rle") and a folder's "/" in sight, in the dialog's styles, wide letters or narrow.
    func testANameCutInTheMiddleFitsItsRow() throws {
        let session = try SDLSession(video: false)
        let measure = TextRenderer(files: fonts, session: session)
        let theme = Theme.builtIn
        for style in [theme.type.secondary, theme.type.secondary.semibold, theme.type.body] {
            for name in [String(repeating: "x", count: 251) + ".rle", String(repeating: "W", count: 120) + ".rle",
                         String(repeating: "F", count: 200) + "_folder/", String(repeating: "長", count: 80) + ".mc"] {
                for width in [200.0, 476, 900] {
                    let cut = MiddleCut.fitting(name, width: width, size: style.size)
                    XCTAssertLessThanOrEqual(Double(try XCTUnwrap(measure.width(of: cut, style: style))), width, "\(cut) at \(style.size)")
                    XCTAssertEqual(cut.suffix(4), name.suffix(4), cut)
                }
            }
        }
    }
}
