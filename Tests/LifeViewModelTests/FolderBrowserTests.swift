import XCTest
import AppTestSupport
@testable import FilesFeature
import LifeEngine
import LifeScene
import LifeTestSupport
import LifeStore
@testable import LifeInterface
@testable import LifeViewModel

/// The app's own file browser, used where the desktop has no file dialog: folders and pattern
/// files of a real folder, previews, a path field, recent folders, saving with a name, and a
/// folder of hostile names.
final class FolderBrowserTests: XCTestCase {
    private var home = ""
    private final class Disk: @unchecked Sendable { var written: [String: String] = [:] }
    private let disk = Disk()

    override func setUpWithError() throws {
        home = NSTemporaryDirectory() + "life-browse-\(UUID().uuidString)"
        for folder in ["patterns/guns", "Downloads", ".config"] {
            try FileManager.default.createDirectory(atPath: home + "/" + folder, withIntermediateDirectories: true)
        }
        try "#N Blinker\nx = 3, y = 1\n3o!\n".write(toFile: home + "/patterns/blinker.rle", atomically: true, encoding: .utf8)
        try "x = 2, y = 2\n2o$2o!\n".write(toFile: home + "/patterns/block.rle", atomically: true, encoding: .utf8)
        try "not a pattern".write(toFile: home + "/patterns/notes.txt", atomically: true, encoding: .utf8)
        try "x = 1, y = 1\no!\n".write(toFile: home + "/patterns/.hidden.rle", atomically: true, encoding: .utf8)
        try "x = 3, y = 3\nbo$2bo$3o!\n".write(toFile: home + "/Downloads/glider.rle", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: home)
    }

    private func model(settings: Settings? = nil, listFolder: ((FilePath) throws -> FolderListing)? = nil,
                       size: Size = Size(1280, 800)) -> AppModel {
        var services = AppServices(openFile: { try PatternFileLoader.load($0) }, workClock: SteadyWorkClock().read)
        services.listFolder = listFolder ?? { try FolderListing.read($0) }
        services.readPattern = { try PatternFileLoader.load($0, budget: $1) }
        services.homeFolder = FilePath(home)
        let disk = disk
        services.writeFile = { path, text in disk.written[path] = text }
        return AppModel.forTests(windowSize: size, pattern: Fixtures.pattern(Fixtures.glider), services: services, settings: settings)
    }

    private func browser(_ model: AppModel) throws -> FolderBrowser {
        try XCTUnwrap(model.topmost(FolderBrowser.self), "the file browser is open")
    }

    private func names(_ model: AppModel) throws -> [String] {
        try browser(model).shown.map(\.displayName)
    }

    /// The time of the next click (a second apart, so no two make a double click).
    private var clock = 100.0

    /// Points at and clicks the row of the entry named `name`, at `now` or a second after the last click.
    private func click(_ name: String, in model: AppModel, now: Double? = nil) throws {
        clock += 1
        let now = now ?? clock
        let b = try browser(model)
        let index = try XCTUnwrap(b.shown.firstIndex { $0.displayName == name }, "\(name) is listed")
        let row = try XCTUnwrap(b.layout(in: model.context).row(of: index), "\(name) shows")
        model.handle(.pointerMoved(row.center), now: now)
        model.handle(.pointerDown(row.center, .left), now: now)
        model.handle(.pointerUp(row.center, .left), now: now)
    }

    /// Clicks the row of file `name` twice, a tenth of a second apart: the first chooses it, the second opens it.
    private func openFile(_ name: String, in model: AppModel, now: Double? = nil) throws {
        try click(name, in: model, now: now)
        try click(name, in: model, now: (now ?? clock) + 0.1)
    }

    func testWithoutADialogCtrlOOpensTheBrowserAtHomeWithFoldersFirst() throws {
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        XCTAssertEqual(try names(model), ["Downloads", "patterns"], "folders first, hidden ones left out")
        XCTAssertEqual(try browser(model).path.text, home + "/")
        try click("patterns", in: model)
        XCTAssertEqual(try names(model), ["guns", "blinker.rle", "block.rle"], "pattern files only, by name")
        XCTAssertTrue(model.scene().texts.contains("1 folder · 2 pattern files · 2 more not listed (Ctrl+H)"), "\(model.scene().texts)")
        model.handle(.key(.letter("h"), .control), now: 0)
        XCTAssertEqual(try names(model), ["guns", ".hidden.rle", "blinker.rle", "block.rle", "notes.txt"], "Ctrl+H lists everything")
        model.handle(.key(.up, .alt), now: 0)
        XCTAssertEqual(try browser(model).listing.folder, FilePath(home), "Alt+Up goes up")
        model.handle(.key(.escape, []), now: 0)
        XCTAssertNil(model.topmost(FolderBrowser.self))
    }

    func testPointingAtAFilePreviewsItAndASecondClickOpensItAsOneUndoStep() throws {
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        try click("patterns", in: model)
        let b = try browser(model)
        let row = try XCTUnwrap(b.layout(in: model.context).row(of: 1))
        model.handle(.pointerMoved(row.center), now: 0)
        guard case .pattern(let preview, _)? = try browser(model).preview else { return XCTFail("the blinker is previewed") }
        XCTAssertEqual(preview.cells.count, 3)
        XCTAssertTrue(model.scene().texts.contains("3 cells · 3 × 1 · B3/S23"), "\(model.scene().texts)")
        // A click chooses a file, as in other file dialogs; a second one (or Enter) opens it.
        try click("block.rle", in: model)
        XCTAssertEqual(try browser(model).message, .question("Click block.rle again, or press Enter, to open it"))
        XCTAssertEqual(model.simulation.population, 5, "not opened yet")
        try click("block.rle", in: model)
        XCTAssertNil(model.topmost(FolderBrowser.self), "opening closes the browser")
        XCTAssertEqual(model.simulation.population, 4)
        model.run(.undo, now: 1)
        XCTAssertEqual(model.simulation.population, 5, "the glider is back: one undo step")
        XCTAssertEqual(model.settings.recentFiles, [home + "/patterns/block.rle"], "remembered between runs")
    }

    /// The browser's Open button opens the file chosen (a mouse needed a second click on it), and
    /// with none chosen, what the path field says.
    func testTheOpenButtonOpensTheFileChosen() throws {
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        try click("patterns", in: model)
        try click("block.rle", in: model)
        let open = try XCTUnwrap(try browser(model).layout(in: model.context).save)
        XCTAssertTrue(model.scene().texts.contains("Open"))
        XCTAssertTrue(model.focusTargets.contains(.folder(.save)), "Tab reaches it")
        model.handle(.pointerDown(open.center, .left), now: 0)
        model.handle(.pointerUp(open.center, .left), now: 0)
        XCTAssertNil(model.topmost(FolderBrowser.self), "opening closes the browser")
        XCTAssertEqual(model.simulation.population, 4, "the block")
    }

    /// A rule too long for one line of the preview (a MAP table) wraps onto the next lines whole.
    func testALongRuleInThePreviewWrapsWhole() throws {
        let map = "MAPARYXfhZofugWaH7oaIDogBZofuhogOiAaIDogIAAgAAWaH7oaIDogGiA6ICAAIAAaIDogIAAgACAAIAAAAAAAA"
        try "x = 3, y = 1, rule = \(map)\n3o!\n".write(toFile: home + "/patterns/map.rle", atomically: true, encoding: .utf8)
        let model = model(size: Size(800, 600))
        model.handle(.key(.letter("o"), .control), now: 0)
        try click("patterns", in: model)
        let index = try XCTUnwrap(try browser(model).shown.firstIndex { $0.displayName == "map.rle" })
        model.handle(.pointerMoved(try XCTUnwrap(try browser(model).layout(in: model.context).row(of: index)).center), now: 0)
        let texts = model.scene().texts
        let start = try XCTUnwrap(texts.firstIndex { $0.hasPrefix("3 cells · 3 × 1 ·") }, "\(texts)")
        let shown = texts[start...].prefix(4).joined()
        XCTAssertTrue(shown.contains(map), "\(texts[start...].prefix(4))")
        // Each line fits its frame at the type's width per character (the painter cuts what does not).
        var lines = 0
        for case let .text(text, frame, style, _, _) in model.scene().commands where map.contains(text) || text.hasPrefix("3 cells") {
            XCTAssertLessThanOrEqual(Double(text.count) * style.size * 0.52, frame.width, text)
            lines += 1
        }
        XCTAssertGreaterThan(lines, 1)
    }

    /// A file past the preview's budget (bytes or cells) is not previewed, and the browser says
    /// so without calling it more than Life reads: it opens.
    func testAFileTooLargeToPreviewSaysSoAndStillOpens() throws {
        let big = "x = 2000, y = 800\n" + String(repeating: "2000o$", count: 799) + "2000o!\n"
        try big.write(toFile: home + "/patterns/full.rle", atomically: true, encoding: .utf8)
        let wide = "#C " + String(repeating: "comment ", count: 200_000) + "\nx = 3, y = 1\n3o!\n"
        try wide.write(toFile: home + "/patterns/long.rle", atomically: true, encoding: .utf8)
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        try click("patterns", in: model)
        for (name, cells) in [("full.rle", 1_600_000), ("long.rle", 3)] {
            let index = try XCTUnwrap(try browser(model).shown.firstIndex { $0.displayName == name })
            let row = try XCTUnwrap(try browser(model).layout(in: model.context).row(of: index))
            model.handle(.pointerMoved(row.center), now: 0)
            guard case .unreadable(let reason)? = try browser(model).preview else { return XCTFail("\(name) is not previewed") }
            XCTAssertEqual(reason, "Too large to preview here: open it to read it in full", name)
            try openFile(name, in: model)
            XCTAssertEqual(model.simulation.population, cells, name)
            model.handle(.key(.letter("o"), .control), now: clock)
        }
    }

    func testArrowsChooseAndEnterTakesTheChoice() throws {
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        model.handle(.key(.down, []), now: 0)
        model.handle(.key(.down, []), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(try browser(model).listing.folder, FilePath(home + "/patterns"))
        for _ in 0..<2 { model.handle(.key(.down, []), now: 0) }
        guard case .pattern(let preview, _)? = try browser(model).preview else { return XCTFail("the file chosen is previewed") }
        XCTAssertEqual(preview.name, "Blinker")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.population, 3)
        XCTAssertEqual(model.context.patternName, "Blinker")
    }

    func testAPathTypedIsShownOrOpenedAndOneThatIsNotThereIsRefusedAtTheField() throws {
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("~/Downloads"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(try names(model), ["glider.rle"])
        // Enter again on the folder shown: a pointer to the list, not a refusal.
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(try browser(model).message, .question("This folder is shown below: choose a file in the list, or type another path"))
        // Home holds only folders here: nothing to choose but a folder.
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("~"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(try browser(model).message,
                       .question("This folder holds no pattern file to open: choose a folder in the list, or type another path"))
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("~/Downloads"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.handle(.text("nowhere"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        guard case .error(let reason)? = try browser(model).message else { return XCTFail("refused") }
        XCTAssertTrue(reason.hasSuffix("Downloads/nowhere: no such file or folder"), reason)
        XCTAssertEqual(try browser(model).listing.folder, FilePath(home + "/Downloads"), "still in the folder shown")
        XCTAssertEqual(try names(model), [], "no name there holds what was typed")
        for _ in 0..<7 { model.handle(.key(.backspace, []), now: 0) }
        model.handle(.text("glider.rle"), now: 0)
        XCTAssertNil(try browser(model).message, "typing clears the refusal")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.population, 5)
        XCTAssertEqual(model.settings.recentFiles, [home + "/Downloads/glider.rle"])
        // A file that cannot be read brings the browser back in its folder, saying why (it closed,
        // the reason a notice, and the browser had to be opened again).
        try FileManager.default.createDirectory(atPath: home + "/elsewhere", withIntermediateDirectories: true)
        try "x = 3, y = 1\n3q!\n".write(toFile: home + "/elsewhere/broken.rle", atomically: true, encoding: .utf8)
        model.handle(.key(.letter("o"), .control), now: 1)
        model.handle(.key(.letter("a"), .control), now: 1)
        model.handle(.text("~/elsewhere/broken.rle"), now: 1)
        model.handle(.key(.enter, []), now: 1)
        model.advance(to: 1.1)
        guard case .error(let why)? = try browser(model).message else { return XCTFail("the browser is back, saying why") }
        XCTAssertTrue(why.hasPrefix("Could not open it: ") && why.contains("broken.rle:2:"), why)
        XCTAssertEqual(try names(model), ["broken.rle"], "in the file's folder, not the one shown before")
        XCTAssertNil(model.notice, "no notice of the opening is left")
        XCTAssertEqual(model.simulation.population, 5, "the board is as it was")
    }

    /// Part of a name typed after the folder lists only the entries whose names hold it (any
    /// case; the list did not change as one typed), and Enter takes the one entry left.
    func testPartOfANameTypedNarrowsTheListAndEnterTakesTheOneLeft() throws {
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("~/patterns"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(try names(model), ["guns", "blinker.rle", "block.rle"])
        model.handle(.text("BL"), now: 0)
        XCTAssertEqual(try browser(model).filter, "BL")
        XCTAssertEqual(try names(model), ["blinker.rle", "block.rle"])
        XCTAssertTrue(model.scene().texts.contains { $0.contains("names holding \u{201C}BL\u{201D}") }, "the status line says so")
        model.handle(.text("i"), now: 0)
        XCTAssertEqual(try names(model), ["blinker.rle"])
        model.handle(.text("q"), now: 0)
        XCTAssertEqual(try names(model), [])
        XCTAssertTrue(model.scene().texts.contains("No name here holds \u{201C}BLiq\u{201D}"))
        model.handle(.key(.backspace, []), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.topmost(FolderBrowser.self), "the one file left was opened")
        XCTAssertEqual(model.simulation.population, 3)
        XCTAssertEqual(model.context.patternName, "Blinker")
        // Back to the folder alone: everything again; a folder typed whole is entered as before.
        model.handle(.key(.letter("o"), .control), now: 1)
        model.handle(.text("gu"), now: 1)
        XCTAssertEqual(try names(model), ["guns"])
        model.handle(.key(.backspace, []), now: 1)
        model.handle(.key(.backspace, []), now: 1)
        XCTAssertEqual(try names(model), ["guns", "blinker.rle", "block.rle"])
        model.handle(.text("guns/"), now: 1)
        XCTAssertEqual(try names(model), ["guns", "blinker.rle", "block.rle"], "a path past the folder does not narrow it")
        model.handle(.key(.enter, []), now: 1)
        XCTAssertEqual(try browser(model).listing.folder, FilePath(home + "/patterns/guns"))
        XCTAssertEqual(try browser(model).filter, "")
    }

    /// The script browser offers each recent script's folder once (three scripts in one folder
    /// made three chips of it) and counts Lua scripts, not pattern files.
    func testTheScriptBrowserOffersEachFolderOnceAndCountsScripts() throws {
        for name in ["a.lua", "b.lua", "c.lua"] { try "local g = golly()\n".write(toFile: home + "/Downloads/" + name, atomically: true, encoding: .utf8) }
        var settings = Settings()
        settings.recentScripts = ["a.lua", "b.lua", "c.lua"].map { home + "/Downloads/" + $0 }
        let model = model(settings: settings)
        model.handle(.key(.letter("l"), [.control, .shift]), now: 0)
        let b = try browser(model)
        XCTAssertEqual(b.places, [FilePath(home), FilePath(home + "/Downloads")])
        XCTAssertTrue(model.scene().texts.contains("0 folders · 3 Lua scripts · 1 more not listed (Ctrl+H)"), "\(model.scene().texts)")
        // A click chooses a script and says how to run it; a second click runs it.
        let row = b.layout(in: model.context).rows[1]
        model.handle(.pointerDown(row.center, .left), now: 0)
        model.handle(.pointerUp(row.center, .left), now: 0)
        XCTAssertNotNil(model.topmost(FolderBrowser.self), "one click does not run it")
        XCTAssertNil(model.scripts.job)
        XCTAssertTrue(model.scene().texts.contains("Click b.lua again, or press Enter, to run it"), "\(model.scene().texts)")
        model.handle(.pointerDown(row.center, .left), now: 1)
        model.handle(.pointerUp(row.center, .left), now: 1)
        XCTAssertNil(model.topmost(FolderBrowser.self), "the second click runs it")
        XCTAssertEqual(model.settings.recentScripts.first, home + "/Downloads/b.lua")
    }

    /// Saving, a name a file in the folder has already is offered with a number (Enter went
    /// straight to "replace?" after a second save of the same pattern).
    func testASuggestedNameTakenInTheFolderIsOfferedNumbered() throws {
        let model = model()
        model.handle(.key(.letter("e"), [.control, .shift]), now: 0)
        let suggested = try browser(model).name.text
        XCTAssertTrue(suggested.hasSuffix(".rle"), suggested)
        model.handle(.key(.escape, []), now: 0)
        FileManager.default.createFile(atPath: home + "/" + suggested, contents: Data())
        model.handle(.key(.letter("e"), [.control, .shift]), now: 1)
        XCTAssertEqual(try browser(model).name.text, String(suggested.dropLast(4)) + " 2.rle")
        XCTAssertEqual(FolderBrowser.freeName("gun.rle.gz", taken: ["gun.rle.gz", "gun 2.rle.gz"]), "gun 3.rle.gz")
        XCTAssertEqual(FolderBrowser.freeName("notes", taken: ["notes"]), "notes 2")
        XCTAssertEqual(FolderBrowser.freeName(".hidden", taken: [".hidden"]), ".hidden 2")
        XCTAssertEqual(FolderBrowser.freeName("free.png", taken: ["other.png"]), "free.png")
    }

    func testRecentFoldersAreOfferedAndTheLastOneIsWhereTheBrowserOpens() throws {
        var settings = Settings()
        settings.recentFiles = [home + "/Downloads/glider.rle", home + "/patterns/block.rle", home + "/patterns/blinker.rle"]
        let model = model(settings: settings)
        model.handle(.key(.letter("o"), .control), now: 0)
        let b = try browser(model)
        XCTAssertEqual(b.places, [FilePath(home), FilePath(home + "/Downloads"), FilePath(home + "/patterns")], "home, then each folder once")
        XCTAssertEqual(b.listing.folder, FilePath(home + "/Downloads"), "opens where the last file came from")
        let chip = b.layout(in: model.context).places[2]
        model.handle(.pointerDown(chip.center, .left), now: 0)
        XCTAssertEqual(try browser(model).listing.folder, FilePath(home + "/patterns"))
        XCTAssertTrue(model.scene().texts.contains("Home"))
    }

    /// The browser opens again in the folder it showed last, a file opened there or not, and
    /// offers it among the places.
    func testTheBrowserOpensAgainWhereItWasLeft() throws {
        var settings = Settings()
        settings.recentFiles = [home + "/Downloads/glider.rle"]
        let model = model(settings: settings)
        model.handle(.key(.letter("o"), .control), now: 0)
        let homeChip = try browser(model).layout(in: model.context).places[0]
        model.handle(.pointerDown(homeChip.center, .left), now: 0)
        model.handle(.pointerUp(homeChip.center, .left), now: 0)
        try click("patterns", in: model)
        try click("guns", in: model)
        model.handle(.key(.escape, []), now: clock)
        XCTAssertNil(model.topmost(FolderBrowser.self))
        model.handle(.key(.letter("o"), .control), now: clock)
        let b = try browser(model)
        XCTAssertEqual(b.listing.folder, FilePath(home + "/patterns/guns"))
        XCTAssertEqual(b.places, [FilePath(home), FilePath(home + "/patterns/guns"), FilePath(home + "/Downloads")])
        // Gone since: not offered, and the browser opens where the last file came from.
        model.handle(.key(.escape, []), now: clock)
        try FileManager.default.removeItem(atPath: home + "/patterns/guns")
        model.handle(.key(.letter("o"), .control), now: clock)
        XCTAssertEqual(try browser(model).listing.folder, FilePath(home + "/Downloads"))
        XCTAssertEqual(try browser(model).places, [FilePath(home), FilePath(home + "/Downloads")])
        XCTAssertNil(try browser(model).message)
    }

    /// A file past what opening reads says so in its preview, before a click is refused.
    func testAFileTooLargeToOpenSaysSoInItsPreview() throws {
        let path = home + "/patterns/huge.rle"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("x = 1, y = 1\no!\n".utf8)))
        XCTAssertEqual(truncate(path, off_t(65 << 20) + 1), 0)
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        try click("patterns", in: model)
        let index = try XCTUnwrap(try browser(model).shown.firstIndex { $0.displayName == "huge.rle" })
        let row = try XCTUnwrap(try browser(model).layout(in: model.context).row(of: index))
        model.handle(.pointerMoved(row.center), now: 0)
        XCTAssertEqual(try browser(model).preview, .unreadable("Too large to open: 65.1 MiB, more than the 64 MiB Life reads"))
    }

    func testAFolderThatCannotBeReadIsSaidAndTheBrowserStaysWhereItWas() throws {
        let locked = FilePath(home + "/patterns")
        let model = model(listFolder: { folder in
            if folder == locked { throw FileProblem(path: folder.description, reason: "permission denied (check its permissions)") }
            return try FolderListing.read(folder)
        })
        model.handle(.key(.letter("o"), .control), now: 0)
        try click("patterns", in: model)
        XCTAssertEqual(try browser(model).listing.folder, FilePath(home))
        XCTAssertEqual(try browser(model).message, .error("\(home)/patterns: permission denied (check its permissions)"))
        XCTAssertTrue(model.scene().texts.contains("\(home)/patterns: permission denied (check its permissions)"))
    }

    func testHostileNamesAreShownEscapedAndOpen() throws {
        let folder = FilePath(home + "/patterns/guns")
        let notText = Array("gun".utf8) + [0xFF] + Array(".rle".utf8)
        let control = Array("\u{1B}[2Jclear.rle".utf8)
        for name in [notText, control] {
            let fd = folder.appending(name).withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
            _ = Array("x = 2, y = 1\n2o!\n".utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        try click("patterns", in: model)
        try click("guns", in: model)
        XCTAssertEqual(try names(model), ["\\u{1B}[2Jclear.rle", "gun\\xFF.rle"])
        XCTAssertFalse(model.scene().texts.contains { $0.contains("\u{1B}") }, "no control character is drawn")
        try openFile("gun\\xFF.rle", in: model)
        XCTAssertNil(model.topmost(FolderBrowser.self))
        XCTAssertEqual(model.simulation.population, 2, "a name that is not text opens all the same")
        XCTAssertEqual(model.context.patternName, "gun\\xFF.rle")
        XCTAssertEqual(model.settings.recentFiles, [], "only paths that are text are remembered")
    }

    func testTenThousandFilesScrollAndOnlyTheRowsShownAreDrawn() throws {
        for i in 0..<10_000 { FileManager.default.createFile(atPath: home + "/Downloads/soup-\(String(format: "%05d", i)).rle", contents: nil) }
        let model = model(size: Size(640, 480))
        model.handle(.key(.letter("o"), .control), now: 0)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text(home + "/Downloads"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(try browser(model).shown.count, 10_001)
        let layout = try browser(model).layout(in: model.context)
        XCTAssertLessThan(layout.rows.count, 30)
        let drawn = Set(model.scene().texts)
        XCTAssertEqual(try browser(model).shown.filter { drawn.contains($0.displayName) }.count, layout.rows.count, "only the rows shown are drawn")
        for _ in 0..<(10_001 / (layout.visibleRows - 1) + 1) { model.handle(.key(.pageDown, []), now: 0) }
        let end = try browser(model)
        XCTAssertEqual(end.selected, 10_000)
        XCTAssertTrue(model.scene().texts.contains("soup-09999.rle"), "the last file is reached")
        XCTAssertNotNil(end.layout(in: model.context).row(of: 10_000))
        guard case .pattern(let empty, _)? = end.preview else { return XCTFail("the file chosen is previewed") }
        XCTAssertTrue(empty.cells.isEmpty, "an empty file, an empty pattern")
    }

    func testSavingNamesTheFileAsksBeforeReplacingAndFollowsAFolderTyped() throws {
        try "x = 1, y = 1\no!\n".write(toFile: home + "/patterns/locked.rle", atomically: true, encoding: .utf8)
        chmod(home + "/patterns/locked.rle", 0o444)
        let model = model()
        model.handle(.key(.letter("e"), [.control, .shift]), now: 0)
        let b = try browser(model)
        XCTAssertEqual(b.purpose, .save(.pattern))
        XCTAssertTrue(b.name.selectsAll, "the name offered is selected: typing replaces it")
        let selected = model.scene().commands.contains { if case .selectedText(let text, _, _, _, _) = $0 { text == b.name.text } else { false } }
        XCTAssertTrue(selected, "drawn on a selection band")
        model.handle(.text("patterns"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(try browser(model).listing.folder, FilePath(home + "/patterns"), "a folder's name goes into it")
        model.handle(.text("block"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(try browser(model).message, .question("block.rle is already there: press Enter again to replace it"))
        // A file its owner made read-only is refused at once, not after the question.
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("locked"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(try browser(model).message, .error("locked.rle is write-protected: Life does not replace it (choose another name)"))
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("block"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(try browser(model).message, .question("block.rle is already there: press Enter again to replace it"))
        XCTAssertTrue(disk.written.isEmpty)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.topmost(FolderBrowser.self))
        let rle = try XCTUnwrap(disk.written[home + "/patterns/block.rle"])
        XCTAssertEqual(try PatternFormat.sniff(rle).read(rle).cells.count, 5, "the glider, as RLE")
        model.handle(.key(.letter("e"), [.control, .shift]), now: 1)
        model.handle(.text("~/Downloads/copy.mc"), now: 1)
        let save = try XCTUnwrap(try browser(model).layout(in: model.context).save)
        model.handle(.pointerDown(save.center, .left), now: 1)
        XCTAssertTrue(disk.written[home + "/Downloads/copy.mc"]?.hasPrefix("[M2]") == true, "Save, in Macrocell for .mc")
        // A name Golly saves packed keeps its ending and the format inside it (the packing is the desktop's writer's).
        model.handle(.key(.letter("e"), [.control, .shift]), now: 1.5)
        model.handle(.text("~/Downloads/packed.mc.gz"), now: 1.5)
        model.handle(.key(.enter, []), now: 1.5)
        XCTAssertTrue(disk.written[home + "/Downloads/packed.mc.gz"]?.hasPrefix("[M2]") == true, "\(disk.written.keys.sorted())")
        // A packed name with no pattern ending inside gets RLE's before its ".gz".
        model.handle(.key(.letter("e"), [.control, .shift]), now: 1.7)
        model.handle(.text("~/Downloads/bare.gz"), now: 1.7)
        model.handle(.key(.enter, []), now: 1.7)
        XCTAssertNotNil(disk.written[home + "/Downloads/bare.rle.gz"], "\(disk.written.keys.sorted())")
        model.handle(.key(.letter("e"), [.control, .shift]), now: 2)
        model.handle(.key(.backspace, []), now: 2)
        model.handle(.key(.enter, []), now: 2)
        XCTAssertEqual(try browser(model).message, .error("Type a name for the file"))
        model.handle(.text("/nowhere/x"), now: 2)
        model.handle(.key(.enter, []), now: 2)
        XCTAssertEqual(try browser(model).message, .error("/nowhere: no such file or folder"), "why, as the listing says it")
        // A name past a file's 255 bytes: said, not written (the field takes a path's length).
        model.handle(.key(.letter("a"), .control), now: 3)
        model.handle(.text(String(repeating: "x", count: 300) + ".rle"), now: 3)
        XCTAssertEqual(try browser(model).name.text.count, 304)
        model.handle(.key(.enter, []), now: 3)
        XCTAssertEqual(try browser(model).message, .error("The name is 304 bytes with its ending; a file's name holds at most 255 (shorten it)"))
    }

    func testRecentFilesComeFirstInThePatternBrowserAndOpenFromTheirFile() throws {
        var settings = Settings()
        settings.recentFiles = [home + "/Downloads/glider.rle", home + "/gone.rle"]
        let model = model(settings: settings)
        model.perform(.patterns, now: 0)
        XCTAssertEqual(model.browserPatterns?.count, 1, "a recent file that is gone is left out")
        XCTAssertTrue(model.scene().texts.contains("Recent · Downloads"), "the folder it is in, by name: \(model.scene().texts)")
        // A file's name of one word too long for a card is cut on one line, which leaves the
        // description its two (two-word names too long for a line take two lines, the description one).
        try "x = 3, y = 1\n3o!\n".write(toFile: home + "/Downloads/intergalactic-cruise-ship-factory.rle", atomically: true, encoding: .utf8)
        settings.recentFiles = [home + "/Downloads/intergalactic-cruise-ship-factory.rle"]
        let small = self.model(settings: settings, size: Size(640, 480))
        small.perform(.patterns, now: 0)
        func frame(_ wanted: String) -> Rect? {
            for case let .text(text, frame, _, _, _) in small.scene().commands where text == wanted { return frame }
            return nil
        }
        let nameFrame = try XCTUnwrap(frame("intergalactic-cruise-ship-factory.rle"))
        let descriptionFrame = try XCTUnwrap(frame("Recent · Downloads"))
        XCTAssertLessThan(nameFrame.height, 30, "one line")
        XCTAssertGreaterThan(descriptionFrame.height, 28, "room for two lines of the description")
        XCTAssertTrue(model.scene().texts.contains("glider.rle"), "a pattern without a name goes by its file's")
        let card = try XCTUnwrap(model.ui.focusRegions.first { $0.control == .browser(.pattern(0)) }?.frame)
        model.handle(.pointerDown(card.center, .left), now: 0)
        XCTAssertEqual(model.notice, "Opened glider.rle: 5 cells (Ctrl+Z undoes)", "opened from the file")
        XCTAssertEqual(model.context.patternName, "glider.rle")
    }

    func testADoubleClickOnAFolderEntersItAndOpensNothing() throws {
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        try click("patterns", in: model, now: 10)
        // The second click of the double click lands on the row now under the pointer.
        try click("blinker.rle", in: model, now: 10.2)
        XCTAssertEqual(try browser(model).listing.folder, FilePath(home + "/patterns"), "still browsing")
        XCTAssertEqual(model.simulation.population, 5, "the glider stays")
        try openFile("blinker.rle", in: model, now: 11)
        XCTAssertEqual(model.simulation.population, 3, "clicks later open it")
    }

    func testADoubleClickOnAFileOpensItAndLeavesTheBoardAlone() throws {
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        try click("patterns", in: model, now: 10)
        let b = try browser(model)
        let index = try XCTUnwrap(b.shown.firstIndex { $0.displayName == "block.rle" })
        let point = try XCTUnwrap(b.layout(in: model.context).row(of: index)).center
        try click("block.rle", in: model, now: 20)
        XCTAssertNotNil(model.topmost(FolderBrowser.self), "the first click chooses it")
        // The second click of the double click opens it: nothing lands on the board.
        model.handle(.pointerDown(point, .left), now: 20.25)
        model.handle(.pointerUp(point, .left), now: 20.3)
        XCTAssertNil(model.topmost(FolderBrowser.self), "the second opens it")
        XCTAssertEqual(model.simulation.population, 4, "no cell toggled")
        XCTAssertEqual(model.simulation.generation, 0)
        // A click there later is a click on the board.
        model.handle(.pointerDown(point, .left), now: 21.5)
        model.handle(.pointerUp(point, .left), now: 21.5)
        XCTAssertNotEqual(model.simulation.population, 4, "a later click toggles the cell under it")
    }

    func testWhatIsNotAFileIsRefusedInTheBrowser() throws {
        XCTAssertEqual(mkfifo(home + "/patterns/pipe.rle", 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: home + "/patterns/gone.rle", withDestinationPath: home + "/nowhere.rle")
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        try click("patterns", in: model)
        try openFile("pipe.rle", in: model)
        XCTAssertEqual(try browser(model).message, .error("pipe.rle is a named pipe (FIFO), not a file"), "the browser stays, saying why")
        try openFile("gone.rle", in: model)
        guard case .error(let reason)? = try browser(model).message else { return XCTFail("refused") }
        XCTAssertEqual(reason, "gone.rle cannot be reached (no such file)")
        XCTAssertTrue(model.scene().texts.contains("—"), "no size for what is not a file")
        XCTAssertEqual(model.simulation.population, 5)
        // Another entry chosen, or the list shown otherwise, and what was said of that one goes.
        model.handle(.key(.down, []), now: 30)
        XCTAssertNil(try browser(model).message)
        try openFile("pipe.rle", in: model)
        XCTAssertNotNil(try browser(model).message)
        model.handle(.key(.letter("h"), .control), now: 31)
        XCTAssertNil(try browser(model).message)
    }

    func testASaveThatFailsKeepsTheBrowserAndTheNameWithTheReason() throws {
        var services = AppServices(workClock: SteadyWorkClock().read)
        services.listFolder = { try FolderListing.read($0) }
        services.homeFolder = FilePath(home)
        services.writeFile = { _, _ in throw FileProblem(path: "x", reason: "read-only file system") }
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), services: services)
        model.handle(.key(.letter("e"), [.control, .shift]), now: 0)
        model.handle(.text("kept"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        let b = try browser(model)
        XCTAssertEqual(b.name.text, "kept", "what was typed stays")
        XCTAssertEqual(b.message, .error("Could not save it: x: read-only file system"))
    }

    /// A name longer than a file's name can be is refused as that, before any write (it said "the
    /// path is too long", of a short path).
    func testANameTooLongForAFileSaysSo() throws {
        var services = AppServices(workClock: SteadyWorkClock().read)
        services.listFolder = { try FolderListing.read($0) }
        services.homeFolder = FilePath(home)
        services.writeFile = { _, _ in XCTFail("nothing is written"); throw FileProblem(path: "x", reason: "no") }
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), services: services)
        model.handle(.key(.letter("e"), [.control, .shift]), now: 0)
        model.handle(.text(String(repeating: "長", count: 84)), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(try browser(model).message, .error("The name is 256 bytes with its ending; a file's name holds at most 255 (shorten it)"))
        // A path typed as the name may run past 255 characters (it was cut there, two folders short).
        let deep = home + "/" + Array(repeating: String(repeating: "d", count: 60), count: 5).joined(separator: "/")
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text(deep + "/kept"), now: 0)
        XCTAssertEqual(try browser(model).name.text, deep + "/kept")
    }

    func testTypingAPathFromTheRootStartsItAfreshAndRecentPathsAreTidy() throws {
        let model = model()
        model.handle(.key(.letter("o"), .control), now: 0)
        model.handle(.text(home + "/patterns/guns/../blinker.rle"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.population, 3, "typed over the folder shown, not after it")
        XCTAssertEqual(model.settings.recentFiles, [home + "/patterns/blinker.rle"], "no .. kept")
    }

    func testASmallWindowKeepsTheListInsideThePanel() throws {
        for size in [Size(400, 300), Size(640, 480), Size(1280, 800)] {
            let model = model(size: size)
            model.handle(.key(.letter("e"), [.control, .shift]), now: 0)
            let layout = try browser(model).layout(in: model.context)
            let foot = layout.name?.y ?? layout.status.y
            for row in layout.rows { XCTAssertLessThanOrEqual(row.maxY, foot, "\(size): rows stay above the name field") }
            XCTAssertLessThanOrEqual(layout.status.maxY, layout.panel.maxY, "\(size)")
            XCTAssertEqual(layout.places.isEmpty, size.height < 400, "\(size): chips only where the list keeps its rows")
        }
    }

    func testAPreviewOfADensePatternIsKeptAsSmallAsItsPicture() throws {
        var cells: [Cell] = []
        for y in Int64(0)..<300 { for x in Int64(0)..<300 where (x * 7 + y * 13) % 3 == 0 && (x / 40 + y / 40) % 2 == 0 { cells.append(Cell(x, y)) } }
        let dense = Pattern(cells: cells)
        let thumbnail = PatternPreview.thumbnail(dense)
        XCTAssertLessThanOrEqual(thumbnail.cells.count, 24 * 24)
        var full = RenderList(), small = RenderList()
        let box = Rect(x: 0, y: 0, width: 200, height: 200)
        PatternPreview.draw(dense, in: box, color: Color(r: 255, g: 255, b: 255), into: &full)
        PatternPreview.draw(thumbnail, in: box, color: Color(r: 255, g: 255, b: 255), into: &small)
        XCTAssertEqual(full, small, "the same picture")
        XCTAssertEqual(PatternPreview.thumbnail(Fixtures.pattern(Fixtures.glider)), Fixtures.pattern(Fixtures.glider), "a small one as it is")
    }
}
