import XCTest
import Foundation
import LifeSDL
import LifeEngine
import LifeStore
@testable import LifeCLI
@testable import LifeDesktop

/// The window's program in this process, on SDL's dummy video driver: a screenshot run with a
/// pattern, on a torus, with a file that cannot be opened; its wiring; the frame benchmark.
final class DesktopCommandTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("life-desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func screenshot(_ arguments: [String]) throws -> Data {
        let shot = scratch.appendingPathComponent("shot-\(UUID().uuidString).bmp")
        let command = try DesktopCommand.parse(["--screenshot", shot.path, "--screenshot-delay", "0.05"] + arguments)
        try command.run()
        return try Data(contentsOf: shot)
    }

    func testAScreenshotRunOpensThePatternAndWritesTheFrame() throws {
        let file = scratch.appendingPathComponent("glider.rle")
        try Data("x = 3, y = 3\nbo$2bo$3o!\n".utf8).write(to: file)
        let bitmap = try screenshot([file.path])
        XCTAssertEqual(bitmap.prefix(2), Data("BM".utf8))
        XCTAssertGreaterThan(bitmap.count, 100_000)
        // On a torus too, and a file that cannot be read still opens the window.
        XCTAssertEqual(try screenshot(["--torus", "24x24", file.path]).prefix(2), Data("BM".utf8))
        XCTAssertEqual(try screenshot([scratch.appendingPathComponent("missing.rle").path]).prefix(2), Data("BM".utf8))
    }

    func testAPatternLargerThanTheTorusAskedForSaysWhatWasLeftOff() throws {
        let line = Pattern(cells: (0..<100).map { Cell(Int64($0), 0) })
        let (kept, notice) = DesktopCommand.onBoard(line, .torus(width: 24, height: 24))
        XCTAssertEqual(kept.cells.count, 24)
        XCTAssertEqual(notice, "Only 24 of 100 cells fit on the 24x24 board; the rest were left off")
        XCTAssertNil(DesktopCommand.onBoard(Pattern(cells: [Cell(0, 0)]), .torus(width: 24, height: 24)).notice, "all of it fits")
    }

    /// A file named at start that holds no live cells is said to (the window opened on an empty
    /// board without a word).
    func testAnEmptyFileNamedAtStartIsSaidToBeEmpty() {
        XCTAssertEqual(DesktopCommand.emptyFileNotice(Pattern(cells: [], name: "empty.rle")), "empty.rle holds no live cells: the board is empty")
        XCTAssertEqual(DesktopCommand.emptyFileNotice(Pattern(cells: [])), "The pattern holds no live cells: the board is empty")
        XCTAssertNil(DesktopCommand.emptyFileNotice(Pattern(cells: [Cell(0, 0)], name: "one.rle")))
    }

    /// A file named at start relative to the terminal's folder is remembered by its whole path (a
    /// macrocell file or a script, opened once the window is up, went into the recent files as
    /// "pats/wedge-grow.mc", gone from them when started from anywhere else).
    func testFilesNamedAtStartAreRememberedByTheirWholePath() throws {
        XCTAssertEqual(DesktopCommand.absolute("pats/wedge.mc", from: "/home/ada"), "/home/ada/pats/wedge.mc")
        XCTAssertEqual(DesktopCommand.absolute("gun.lua", from: "/"), "/gun.lua")
        XCTAssertEqual(DesktopCommand.absolute("/srv/a.rle", from: "/home/ada"), "/srv/a.rle")
    }

    func testABadTorusIsRefusedBeforeTheWindowOpens() throws {
        let command = try DesktopCommand.parse(["--ephemeral", "--torus", "3000000000x5"])
        XCTAssertThrowsError(try command.run()) { error in
            XCTAssertTrue("\(error)".hasPrefix("--torus:"), "\(error)")
        }
    }

    func testTheWiringFindsFontsThemesAndTheStarterLibrary() {
        let options = Composition.desktopOptions(pattern: nil, persistent: false)
        XCTAssertNotNil(options.fonts.regular)
        XCTAssertEqual(options.themes.count, ResourceFolders.themeFiles().count)
        XCTAssertGreaterThanOrEqual(options.themes.count, 3)
        XCTAssertNil(options.session)
        // Without persistence, the Boards panel says boards are off in this mode, not that a database failed.
        XCTAssertNil(options.services.store)
        XCTAssertTrue(options.services.storeAbsence.hasPrefix("Boards are off in this mode (--ephemeral)"), options.services.storeAbsence)
        // Saving where the save dialog said: a failure in plain words, not a Foundation error dump.
        XCTAssertThrowsError(try options.services.writeFile("/proc/glider.rle", "x = 1, y = 1\no!\n")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("/proc/glider.rle: cannot be written"), text)
            XCTAssertFalse(text.contains("Domain"), text)
        }
        let saved = scratch.appendingPathComponent("saved.rle").path
        XCTAssertNoThrow(try options.services.writeFile(saved, "x = 1, y = 1\no!\n"))
        XCTAssertEqual(try String(contentsOfFile: saved, encoding: .utf8), "x = 1, y = 1\no!\n")
        let packed = scratch.appendingPathComponent("saved.rle.gz").path
        XCTAssertNoThrow(try options.services.writeFile(packed, "x = 1, y = 1\no!\n"))
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: packed)).prefix(2)), [0x1F, 0x8B], "packed for a .gz name")
        let names = Composition.patternLibrary().compactMap(\.name)
        XCTAssertTrue(names.contains { $0.lowercased().contains("glider") }, "\(names)")
        XCTAssertNotNil(Composition.locateFont("Inter-SemiBold.otf"))
    }

    /// The desktop's user-dirs.dirs is read from the config folder the environment names: its
    /// pictures folder takes pictures and movies (as `Life/`); an unreadable file leaves them in
    /// Life's data folder.
    func testExportsFollowTheDesktopsPicturesFolder() throws {
        let config = scratch.appendingPathComponent("config").path
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        let environment = ["HOME": "/home/ada", "XDG_CONFIG_HOME": config]
        XCTAssertEqual(Composition.desktopPaths(environment).exportDirectory, "/home/ada/.local/share/life/exports", "no file yet")
        try "XDG_PICTURES_DIR=\"$HOME/Bilder\"\n".write(toFile: config + "/user-dirs.dirs", atomically: true, encoding: .utf8)
        XCTAssertEqual(Composition.desktopPaths(environment).exportDirectory, "/home/ada/Bilder/Life")
    }

    func testAProgramAwayFromItsFilesSaysWhereItLooked() throws {
        let away = ResourceLocator(environment: [:], executablePath: "/opt/copied/life", fileExists: { _ in false })
        let said = try XCTUnwrap(Composition.missingAssets(away))
        XCTAssertTrue(said.notice.contains("set LIFE_DATA_DIR to the folder holding Assets/ and Themes/"), said.notice)
        XCTAssertTrue(said.log.contains("/opt/share/life"), said.log)
        XCTAssertNil(Composition.missingAssets(ResourceFolders.locator()), "this checkout's files are found")
        let home = ResourceLocator(environment: ["LIFE_DATA_DIR": "/data"], executablePath: "/opt/copied/life", fileExists: { $0 == "/data/Assets" })
        XCTAssertNil(Composition.missingAssets(home))
    }

    func testTheFrameBenchmarkTimesEachPartOfAFrame() throws {
        let fonts = FontFiles(regular: Composition.locateFont("Inter-Regular.otf"), semibold: nil)
        for zoom in [nil, 4.0] as [Double?] {
            let figures = try RenderBenchmark.run(width: 96, height: 64, frames: 3, zoom: zoom, fonts: fonts)
            XCTAssertEqual(figures.frames, 3)
            XCTAssertGreaterThan(figures.population, 0)
            XCTAssertLessThanOrEqual(figures.population, 96 * 64)
            if let zoom { XCTAssertEqual(figures.zoom, zoom, accuracy: 1e-9) }
            XCTAssertGreaterThan(figures.stepMilliseconds + figures.sceneMilliseconds + figures.paintMilliseconds, 0)
        }
    }
}
