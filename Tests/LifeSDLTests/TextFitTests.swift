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
    static let sizes = [Size(1280, 800), Size(800, 600), Size(640, 480)]

    func themes() throws -> [Theme] {
        let folder = RepositoryPaths.path("Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        let (themes, problems) = ThemeLibrary.themes(from: try files.map { ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) })
        XCTAssertTrue(problems.isEmpty, "\(problems)")
        XCTAssertEqual(themes.count, 3)
        return themes
    }

    func starters() throws -> [Pattern] {
        let folder = RepositoryPaths.path("Assets/Patterns")
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".rle") }.sorted().map {
            try PatternFormat.rle.read(try String(contentsOfFile: folder + "/" + $0, encoding: .utf8))
        }
    }

    /// The screens a user meets, each as a model in that state.
    func screens(size: Size, theme: Theme, themes: [Theme]) throws -> [(String, AppModel)] {
        let library = try starters()
        let repository = BoardRepository(database: try AppDatabase.inMemory())
        _ = try repository.create(name: "Acorn after a long while, with a long name", pattern: Fixtures.pattern(Fixtures.acorn))
        _ = try repository.create(name: "Gun", pattern: Fixtures.pattern(Fixtures.gosperGun))
        func model(_ pattern: Pattern? = nil) -> AppModel {
            AppModel(windowSize: size, theme: theme, pattern: pattern,
                     services: AppServices(listPatterns: { library }, store: StoreWorker(repository: repository, inline: true)),
                     themes: themes)
        }
        var result: [(String, AppModel)] = [("first run", model())]
        let playing = model(Fixtures.pattern(Fixtures.gosperGun))
        playing.perform(.playPause, now: 0)
        for t in 1...40 { playing.advance(to: Double(t) * 0.25) }
        result.append(("playing", playing))
        let settings = model(Fixtures.pattern(Fixtures.acorn))
        settings.perform(.settings, now: 0)
        result.append(("settings", settings))
        let scrolled = model(Fixtures.pattern(Fixtures.acorn))
        scrolled.perform(.settings, now: 0)
        for _ in 0..<40 { scrolled.handle(.wheel(dx: 0, dy: -3, at: scrolled.layout.grid.center), now: 0) }
        result.append(("settings scrolled", scrolled))
        let browser = model()
        browser.perform(.patterns, now: 0)
        result.append(("browser", browser))
        let boards = model(Fixtures.pattern(Fixtures.glider))
        boards.perform(.boards, now: 0)
        boards.advance(to: 0.1)
        result.append(("boards", boards))
        let jump = model(Fixtures.pattern(Fixtures.acorn))
        jump.perform(.jump, now: 0)
        result.append(("jump", jump))
        var glider = Fixtures.pattern(Fixtures.glider)
        glider.topology = .torus(width: 24, height: 24)
        result.append(("torus", model(glider)))
        let ended = model(Fixtures.pattern(Fixtures.rPentomino))
        ended.simulation.generationsPerSecond = .infinity
        ended.perform(.playPause, now: 0)
        var t = 0.0
        while ended.simulation.isPlaying && t < 120 { t += 0.05; ended.advance(to: t) }
        result.append(("ended", ended))
        return result
    }

    /// Every text is drawn whole or wrapped at words inside its box; only the library's and the
    /// user's own texts (pattern names and descriptions, board names) may end in "…".
    func testEveryTextFitsItsBoxAtEverySizeInEveryTheme() throws {
        let session = try SDLSession(video: false)
        let measure = TextRenderer(files: fonts, session: session)
        let themes = try themes()
        let library = try starters()
        let content = Set(library.compactMap(\.name) + library.compactMap(\.comments.first) + ["Acorn after a long while, with a long name"])
        var problems: [String] = []
        var cut = Set<String>()
        for size in Self.sizes {
            for theme in themes {
                for (screen, model) in try screens(size: size, theme: theme, themes: themes) {
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
