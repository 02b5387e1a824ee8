import XCTest
import Foundation
import LifeEngine
import LifeScene
import LifeStore
import LifeTestSupport
@testable import LifeSDL
@testable import LifeViewModel

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
}
