import Foundation
import LifeEngine
import LifeScene
import LifeStore
import LifeTestSupport
@testable import LifeRun
@testable import LifeInterface
import SettingsFeature
import CensusFeature
import HistoryFeature
import FilesFeature
@testable import LifeViewModel

/// The screens a user meets (first run, playing, settings, by keyboard too, boards, browser,
/// jump, torus, an ending and its details), each as a model in that state, for a window size and a theme. Everything that could
/// vary between runs (the clocks, the starter library, the saved boards) is fixed, so the same
/// screen draws the same pixels every time.
struct ScreenCatalog {
    static let sizes = [Size(1280, 800), Size(800, 600), Size(640, 480)]
    /// The moment the boards were saved and the panel is looked at.
    static let wallTime = Date(timeIntervalSince1970: 1_800_000_000)

    /// The three themes in Themes/, in file order (dark, high contrast, light).
    static func themes() throws -> [Theme] {
        let folder = RepositoryPaths.path("Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        let (themes, problems) = ThemeLibrary.themes(from: try files.map { ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) })
        guard problems.isEmpty else { throw CatalogError.themes(problems.map { "\($0)" }) }
        return themes
    }

    /// The starter patterns in Assets/Patterns, in file order.
    static func starters() throws -> [Pattern] {
        let folder = RepositoryPaths.path("Assets/Patterns")
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".rle") }.sorted().map {
            try PatternFormat.rle.read(try String(contentsOfFile: folder + "/" + $0, encoding: .utf8))
        }
    }

    /// A board name long enough to need shortening in narrow windows.
    static let longBoardName = "Acorn after a long while, with a long name"

    enum CatalogError: Error { case themes([String]) }

    /// The screens built so far, by window size (tests run one at a time, so no lock).
    nonisolated(unsafe) private static var built: [Size: [(name: String, model: AppModel)]] = [:]

    /// Each screen, named, in the given size and theme. The screens are built once per size (each
    /// build runs the R-pentomino to its ending three times) and switched to the theme asked for:
    /// the themes differ in colours only, so a switch draws what a build in that theme would.
    static func screens(size: Size, theme: Theme, themes: [Theme]) throws -> [(name: String, model: AppModel)] {
        let screens = try built[size] ?? build(size: size, theme: themes[0], themes: themes)
        built[size] = screens
        for (_, model) in screens {
            guard model.theme.metrics == theme.metrics, model.themes == themes else { throw CatalogError.themes(["\(theme.name) differs in more than colours"]) }
            model.context.useTheme(theme)
        }
        return screens
    }

    /// Builds each screen in the given size and theme.
    private static func build(size: Size, theme: Theme, themes: [Theme]) throws -> [(name: String, model: AppModel)] {
        let library = try starters()
        let repository = BoardRepository(database: try AppDatabase.inMemory(), clock: { wallTime.addingTimeInterval(-3600) })
        // The long-named board was saved after a run: its row draws the run's population.
        let acorn = TiledLife(rule: .conway)
        acorn.countsBirthsAndDeaths = true
        acorn.load(Fixtures.pattern(Fixtures.acorn).cells)
        var acornHistory = RunHistory(startingAt: 0, population: 7)
        for _ in 0..<400 {
            acorn.step()
            acornHistory.record(generation: acorn.generation, population: acorn.exactPopulation,
                                births: acorn.lastStepBirthsAndDeaths?.births, deaths: acorn.lastStepBirthsAndDeaths?.deaths)
        }
        var acornPattern = acorn.snapshot()
        acornPattern.generation = 400
        var acornBoard = Board(name: longBoardName, created: wallTime.addingTimeInterval(-3600), pattern: acornPattern)
        acornBoard.history = acornHistory
        _ = try repository.save(acornBoard)
        _ = try repository.create(name: "Gun", pattern: Fixtures.pattern(Fixtures.gosperGun))
        // A steady work clock: runs at full speed take the same batches, so end at the same generation, every time.
        let workClock = SteadyWorkClock()
        func model(_ pattern: Pattern? = nil) -> AppModel {
            var services = AppServices(listPatterns: { library }, store: StoreWorker(repository: repository, inline: true),
                                       wallClock: { wallTime }, workClock: { workClock.read() })
            // The file browser's folder: the same listing wherever it is, the starters as its files.
            services.homeFolder = FilePath("/home/ada")
            services.listFolder = { folder in
                FolderListing(folder: folder, entries: ["Downloads", "guns"].map { FolderEntry(name: Array($0.utf8), isFolder: true, size: 0) }
                              + library.map { FolderEntry(name: Array(Self.fileName(of: $0).utf8), isFolder: false, size: Int64($0.cells.count * 9 + 60)) }
                              + [FolderEntry(name: Array("odd \u{1B}[2J name.rle".utf8), isFolder: false, size: 40)])
            }
            services.readPattern = { path, _ in
                guard let pattern = library.first(where: { Array(Self.fileName(of: $0).utf8) == path.lastComponent }) else {
                    throw PatternParseError(line: 1, column: 1, message: "\(path): not a pattern file")
                }
                return pattern
            }
            return AppModel.forTests(windowSize: size, theme: theme, pattern: pattern, services: services, themes: themes)
        }
        var result: [(name: String, model: AppModel)] = [("first-run", model())]
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
        result.append(("settings-scrolled", scrolled))
        let keyboard = model(Fixtures.pattern(Fixtures.acorn))
        keyboard.perform(.settings, now: 0)
        for _ in 0..<3 { keyboard.handle(.key(.tab, .shift), now: 0) }
        result.append(("settings-keyboard", keyboard))
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
        result.append(("torus-empty", model(Pattern(cells: [], topology: .torus(width: 24, height: 24)))))
        // R-pentomino played at full speed to its ending, then the camera settles on what is left.
        func endedRun() -> (AppModel, Double) {
            let run = model(Fixtures.pattern(Fixtures.rPentomino))
            run.simulation.generationsPerSecond = .infinity
            run.perform(.playPause, now: 0)
            var t = 0.0
            while run.simulation.isPlaying && t < 120 { t += 0.05; run.advance(to: t) }
            for _ in 0..<60 { t += 0.05; run.advance(to: t) }
            return (run, t)
        }
        let (ended, _) = endedRun()
        result.append(("ended", ended))
        let (details, t) = endedRun()
        details.perform(.details, now: t)
        // The gliders chosen (their figures at the foot), the blocks under the pointer (outlined on the grid).
        if let panel = details.topmost(CensusPanel.self), let glider = panel.layout(in: details.context).rows.first(where: { $0.index == 1 }) {
            details.handle(.pointerDown(glider.frame.center, .left), now: t)
            details.handle(.pointerUp(glider.frame.center, .left), now: t)
        }
        if let panel = details.topmost(CensusPanel.self), let blocks = panel.layout(in: details.context).rows.first(where: { $0.index == 0 }) {
            details.handle(.pointerMoved(blocks.frame.center), now: t)
        }
        result.append(("details", details))
        // The run's history over the ended run, with the pointer over the graph.
        let (history, end) = endedRun()
        history.perform(.history, now: end)
        let graph = HistoryPanel.layout(in: history.context)
        history.handle(.pointerMoved(Point(graph.x(for: 400), graph.graph.midY)), now: end)
        result.append(("history", history))
        // The shortcut sheet, searched for "sel" (a section and entries matching, the rest gone).
        let shortcuts = model(Fixtures.pattern(Fixtures.acorn))
        shortcuts.handle(.key(.f1, []), now: 0)
        shortcuts.handle(.text("sel"), now: 0)
        result.append(("shortcuts", shortcuts))
        // A rule refused at the settings' rule field: reached with the focus ring, typed, Enter.
        let refused = model(Fixtures.pattern(Fixtures.acorn))
        refused.perform(.settings, now: 0)
        for _ in 0..<80 where refused.focus != .setting(.rule) { refused.handle(.key(.tab, []), now: 0) }
        refused.handle(.key(.enter, []), now: 0)
        refused.handle(.key(.letter("a"), .control), now: 0)
        refused.handle(.text("B3/S23x"), now: 0)
        refused.handle(.key(.enter, []), now: 0)
        result.append(("rule-refused", refused))
        // A notice while the settings sheet is open: at the grid's foot, clear of the sheet's title.
        let noticed = model(Fixtures.pattern(Fixtures.acorn))
        noticed.perform(.settings, now: 0)
        _ = SettingsActions.applyRule("HighLife", in: noticed.context)
        result.append(("settings-notice", noticed))
        // The app's own file browser (no desktop dialog), the pointer over a beacon's file: its preview.
        let opening = model(Fixtures.pattern(Fixtures.acorn))
        opening.handle(.key(.letter("o"), .control), now: 0)
        if let browser = opening.topmost(FolderBrowser.self), let index = browser.shown.firstIndex(where: { $0.displayName == "beacon.rle" }),
           let row = browser.layout(in: opening.context).row(of: index) {
            opening.handle(.pointerMoved(row.center), now: 0)
        }
        result.append(("open-file", opening))
        // Saving with it: the name offered, selected.
        let saving = model(Fixtures.pattern(Fixtures.acorn))
        saving.handle(.key(.letter("e"), [.control, .shift]), now: 0)
        result.append(("save-file", saving))
        // Recording a movie: its format, length, frame rate, framing, cell size and colours, and what it makes.
        let recording = model(Fixtures.pattern(Fixtures.acorn))
        recording.handle(.key(.letter("r"), [.control, .shift]), now: 0)
        result.append(("record", recording))
        // Exporting a picture: of what, at what cell size, in which colours, and its size.
        let picture = model(Fixtures.pattern(Fixtures.gosperGun))
        picture.handle(.key(.letter("p"), [.control, .shift]), now: 0)
        result.append(("export-picture", picture))
        return result
    }

    /// The file name a starter is listed under: its name in lower case, words joined by hyphens.
    static func fileName(of pattern: Pattern) -> String {
        (pattern.name ?? "untitled").lowercased().split(separator: " ").joined(separator: "-") + ".rle"
    }
}
