import XCTest
import AppTestSupport
import CPNG
import LifeEngine
import LifeScene
import LifeStore
import LifeImage
import PicturesFeature
import FilesFeature
@testable import EditingFeature
import LifeTestSupport
@testable import LifeInterface
@testable import LifeViewModel

/// Export picture (Ctrl+Shift+P, the bar's camera): the dialog's options, what it will make said
/// before it starts, a PNG of the view, all life or the selection saved in the exports folder or
/// where a save dialog says; read back by libpng.
final class PictureExportTests: XCTestCase {
    private final class Saved: @unchecked Sendable { var files: [String: [UInt8]] = [:] }

    private func model(_ pattern: Pattern, fails: Bool = false, configure: (inout AppServices) -> Void = { _ in }) -> (AppModel, Saved) {
        let saved = Saved()
        var services = AppServices(workClock: SteadyWorkClock().read)
        services.saveExport = { name, bytes in
            if fails { throw FileProblem(path: "/exports/" + name, reason: "no space left on the device") }
            saved.files["/exports/" + name] = bytes
            return "/exports/" + name
        }
        services.writeBytes = { path, bytes in
            if path.hasSuffix("/locked.png") { throw FileProblem(path: path, reason: "cannot be written (permission denied)") }
            saved.files[path] = bytes
        }
        configure(&services)
        var light = Theme.builtIn
        light.name = "Light"
        light.colors.cell = Color(r: 200, g: 30, b: 30)
        light.colors.gridBackground = Color(r: 250, g: 250, b: 250)
        return (AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern, services: services, themes: [.builtIn, light]), saved)
    }

    /// The picture's width, height and how many pixels have `color`.
    private func read(_ bytes: [UInt8], counting color: Color) throws -> (width: Int, height: Int, count: Int) {
        var image = png_image()
        image.version = png_uint_32(LIFE_PNG_IMAGE_VERSION)
        XCTAssertNotEqual(bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }, 0)
        image.format = png_uint_32(LIFE_PNG_FORMAT_RGB)
        var rgb = [UInt8](repeating: 0, count: Int(image.width * image.height) * 3)
        XCTAssertNotEqual(rgb.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }, 0)
        let count = stride(from: 0, to: rgb.count, by: 3).filter { rgb[$0] == color.r && rgb[$0 + 1] == color.g && rgb[$0 + 2] == color.b }.count
        return (Int(image.width), Int(image.height), count)
    }

    private var glider: Pattern {
        var glider = Fixtures.pattern(Fixtures.glider)
        glider.name = "Glider"
        return glider
    }

    func testTheDialogSaysWhatItMakesThenSavesAllLifeInTheColoursOnScreen() throws {
        let (model, saved) = model(glider)
        model.handle(.key(.letter("p"), [.control, .shift]), now: 0)
        XCTAssertEqual(model.exportDialog?.options.kind, .picture)
        // The glider's 3×3 cells and a dead cell round them (cells against the edges looked cut off).
        XCTAssertTrue(model.scene().texts.contains("40×40 px, 8 px a cell"), "said before it starts: \(model.scene().texts)")
        XCTAssertTrue(saved.files.isEmpty, "nothing written before Save")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.exportDialog, "Save closes the dialog")
        let bytes = try XCTUnwrap(saved.files["/exports/Glider gen 0.png"], "\(saved.files.keys)")
        let picture = try read(bytes, counting: model.context.liveCellColor)
        XCTAssertEqual([picture.width, picture.height], [40, 40], "8 pixels a cell")
        XCTAssertEqual(picture.count, 5 * 64, "each live cell 8×8 pixels, no grid lines")
        XCTAssertEqual(model.notice, "Saved a 40×40 picture to /exports/Glider gen 0.png")
        // A name that ends with the generation already is not followed by it again.
        var named = glider
        named.name = "Gun at gen 0"
        let (again, savedAgain) = self.model(named)
        again.run(.exportPicture, now: 0)
        again.press(.save)
        XCTAssertEqual(Array(savedAgain.files.keys), ["/exports/Gun at gen 0.png"], "not \"Gun at gen 0 gen 0.png\"")
    }

    /// A hexagonal rule's picture leans as the board is drawn (it came out upright, unlike the
    /// screen), at the size the dialog says; by density too.
    func testAHexagonalRulesPictureLeansAsOnScreen() throws {
        // Three rows of one cell each, one under the other: on screen each is half a cell left of the one above.
        let (model, saved) = model(Pattern(cells: [Cell(0, 0), Cell(0, 1), Cell(0, 2)], rule: try Rule(parsing: "B2/S34H")))
        model.run(.exportPicture, now: 0)
        model.press(.scale(8))
        // With a dead cell round them, 3×5 cells: 24 px, and half a cell for each of the 4 rows under the first.
        XCTAssertTrue(model.scene().texts.contains("40×40 px, 8 px a cell"), "\(model.scene().texts)")
        model.press(.save)
        let picture = try read(try XCTUnwrap(saved.files.values.first), counting: model.context.liveCellColor)
        XCTAssertEqual([picture.width, picture.height], [40, 40])
        XCTAssertEqual(picture.count, 3 * 64)
        var options = ExportOptions(kind: .picture)
        options.scale = 8
        let image = PictureExport.image(try ExportPlan.make(options, selection: nil, in: model.context).get(), of: model.simulation.universe)
        let lit = (1...3).map { row in
            image.pixels[(row * 8 * image.width)..<((row * 8 + 1) * image.width)].firstIndex(of: CellImage.live).map { $0 - row * 8 * image.width }
        }
        XCTAssertEqual(lit, [20, 16, 12], "a cell in from the margin, each row half a cell (4 px) left of the one above")
        // Far spread, by density: the size said is the file's.
        let (far, farSaved) = self.model(Pattern(cells: [Cell(0, 0), Cell(20_000, 3000)], rule: try Rule(parsing: "B2/S34H")))
        far.run(.exportPicture, now: 0)
        let plan = try ExportPlan.make(ExportOptions(kind: .picture), selection: nil, in: far.context).get()
        XCTAssertTrue(plan.byDensity)
        far.press(.save)
        let spread = try read(try XCTUnwrap(farSaved.files.values.first), counting: far.context.liveCellColor)
        XCTAssertEqual([spread.width, spread.height], [plan.width, plan.height])
    }

    func testCellSizeGridLinesAndAnotherThemesColours() throws {
        let (model, saved) = model(glider)
        model.run(.exportPicture, now: 0)
        model.press(.scale(4))
        model.press(.gridLines)
        let other = try XCTUnwrap(model.context.themes.first { $0.name != model.context.theme.name })
        model.press(.colors(other.name))
        XCTAssertTrue(model.scene().texts.contains("20×20 px, 4 px a cell"), "5×5 cells with the dead one round the glider: \(model.scene().texts)")
        model.press(.save)
        let picture = try read(try XCTUnwrap(saved.files.values.first), counting: other.colors.cell)
        XCTAssertEqual([picture.width, picture.height], [20, 20])
        XCTAssertEqual(picture.count, 5 * 9, "each live cell 3×3 inside its grid lines, in the other theme's live colour")
        model.run(.exportPicture, now: 0)
        XCTAssertEqual(model.exportDialog?.options.scale, 4, "the options last used come back")
    }

    func testTheViewTheSelectionAndAnEmptyBoard() throws {
        let (model, saved) = model(Fixtures.pattern(Fixtures.gosperGun))
        model.editing.selection = CellRect(x: 0, y: 0, width: 10, height: 10)
        model.run(.exportPicture, now: 0)
        model.press(.area(.selection))
        model.press(.save)
        let bytes = try XCTUnwrap(saved.files.values.first)
        let picture = try read(bytes, counting: model.context.liveCellColor)
        XCTAssertEqual([picture.width, picture.height], [80, 80])
        let inside = Fixtures.pattern(Fixtures.gosperGun).cells.filter { $0.x < 10 && $0.y < 10 }.count
        XCTAssertEqual(picture.count, inside * 64)
        // The view: every cell on screen, at the zoom's pixels a cell at most.
        saved.files = [:]
        model.run(.exportPicture, now: 0)
        model.press(.area(.view))
        model.press(.scale(1))
        model.press(.save)
        let view = model.camera.visibleCells
        let shown = try read(try XCTUnwrap(saved.files.values.first), counting: model.context.liveCellColor)
        XCTAssertEqual([shown.width, shown.height], [Int(view.width), Int(view.height)])
        XCTAssertEqual(shown.count, Fixtures.pattern(Fixtures.gosperGun).cells.filter(view.contains).count)
        // Nothing to draw: said in the dialog, which stays.
        let (empty, nothing) = self.model(Pattern(cells: []))
        empty.run(.exportPicture, now: 0)
        XCTAssertTrue(empty.scene().texts.contains("Nothing to draw: the board is empty"), "\(empty.scene().texts)")
        empty.press(.area(.selection))
        XCTAssertEqual(empty.exportDialog?.options.area, .all, "no selection to choose")
        empty.press(.save)
        XCTAssertNotNil(empty.exportDialog)
        XCTAssertTrue(nothing.files.isEmpty)
    }

    func testAFarSpreadPatternIsDrawnByDensityTooLargeACellSizeIsRefusedAndAFailureIsSaid() throws {
        let (model, saved) = model(Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1), Cell(20_000, 0), Cell(20_001, 0), Cell(20_000, 1), Cell(20_001, 1)]))
        model.run(.exportPicture, now: 0)
        model.press(.scale(8))
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("At 8 px a cell the picture would be 160032×32 px") },
                      "20,004×4 cells with the dead ones round them; pixels in plain digits (grouped, 160 032×32 reads as two numbers): \(model.scene().texts)")
        model.press(.save)
        XCTAssertTrue(saved.files.isEmpty, "refused")
        // At a pixel a cell there is no smaller size to offer: Fit, which draws by density.
        model.press(.scale(1))
        let said = model.scene().texts.joined(separator: " ")
        XCTAssertTrue(said.contains("At 1 px a cell the picture would be"), said)
        XCTAssertTrue(said.contains("px, too large: choose Fit (past a pixel a cell, cells are drawn by density)"), said)
        model.press(.scale(nil))
        model.press(.save)
        let bytes = try XCTUnwrap(saved.files.values.first)
        let picture = try read(bytes, counting: model.context.liveCellColor)
        XCTAssertLessThanOrEqual(picture.width, 2048)
        XCTAssertEqual(picture.height, 1)
        let (failing, _) = self.model(glider, fails: true)
        failing.run(.exportPicture, now: 0)
        failing.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(failing.notice, "Could not save the picture: /exports/Glider gen 0.png: no space left on the device")
    }

    func testSaveAsChoosesTheFileInTheAppsOwnBrowserWithoutADesktopDialog() throws {
        let folder = NSTemporaryDirectory() + "life-picture-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (model, saved) = model(glider) { services in
            services.listFolder = { try FolderListing.read($0) }
            services.homeFolder = FilePath(folder)
            services.readClipboard = { "free\nand a second line" }
        }
        model.run(.exportPicture, now: 0)
        model.press(.chooseFile)
        XCTAssertNil(model.exportDialog)
        let browser = try XCTUnwrap(model.topmost(FolderBrowser.self))
        XCTAssertEqual(browser.purpose, .save(.export(fileExtension: ".png")))
        XCTAssertEqual(browser.name.text, "Glider gen 0.png")
        XCTAssertTrue(model.scene().texts.contains("Save the picture as"))
        model.handle(.text("glider picture"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.topmost(FolderBrowser.self), "closed once written")
        let bytes = try XCTUnwrap(saved.files[folder + "/glider picture.png"], "the ending added: \(saved.files.keys)")
        XCTAssertEqual(try read(bytes, counting: model.context.liveCellColor).count, 5 * 64)
        XCTAssertEqual(model.notice, "Saved a 40×40 picture to \(folder)/glider picture.png")
        // A file that cannot be written: the reason at the name, and the next name is written.
        model.run(.exportPicture, now: 0)
        model.press(.chooseFile)
        model.handle(.text("locked"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        let refused = try XCTUnwrap(model.topmost(FolderBrowser.self), "the browser stays")
        XCTAssertEqual(refused.message, .error("Could not save the picture: locked.png: cannot be written (permission denied)"),
                       "the folder, in the path field above, is not said again")
        model.handle(.key(.letter("a"), [.control]), now: 0)
        model.handle(.key(.letter("v"), [.control]), now: 0)
        XCTAssertEqual(model.topmost(FolderBrowser.self)?.name.text, "free", "Ctrl+V pastes the clipboard's first line")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.topmost(FolderBrowser.self))
        XCTAssertNotNil(saved.files[folder + "/free.png"], "\(saved.files.keys)")
    }

    /// Save as… starts in the exports folder (not where patterns were opened), lists the pictures
    /// there (a name typed over one replaces it) and no patterns, and next time starts where it saved.
    func testSaveAsStartsAmongThePicturesNotThePatterns() throws {
        let root = NSTemporaryDirectory() + "life-exports-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["exports", "patterns", "elsewhere"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["exports/old.png", "exports/old.gif", "exports/gun.rle", "elsewhere/a.png", "patterns/gun.rle"] {
            try "x = 1, y = 1\no!\n".write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
        }
        let (model, _) = model(glider) { services in
            services.listFolder = { try FolderListing.read($0) }
            services.readPattern = { try PatternFileLoader.load($0, budget: $1) }
            services.homeFolder = FilePath(root)
            services.exportFolder = FilePath(root + "/exports")
        }
        // Patterns were browsed elsewhere first.
        model.context.lastBrowsedFolder = FilePath(root + "/patterns")
        model.run(.exportPicture, now: 0)
        model.press(.chooseFile)
        var browser = try XCTUnwrap(model.topmost(FolderBrowser.self))
        XCTAssertEqual(browser.listing.folder, FilePath(root + "/exports"))
        XCTAssertEqual(browser.shown.map(\.displayName), ["old.png"], "the pictures, not the movie or the pattern")
        XCTAssertTrue(model.scene().texts.contains("0 folders · 1 picture · 2 more not listed (Ctrl+H)"), "\(model.scene().texts)")
        XCTAssertTrue(model.scene().texts.contains("The pictures here are listed: choose one to replace it, or type a new name"))
        // Gone elsewhere and saved there: the next Save as starts there; the pattern browser stays where it was.
        model.handle(.text(root + "/elsewhere/"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        browser = try XCTUnwrap(model.topmost(FolderBrowser.self))
        XCTAssertEqual(browser.listing.folder, FilePath(root + "/elsewhere"))
        model.handle(.text("new"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.topmost(FolderBrowser.self))
        model.run(.record, now: 1)
        model.press(.chooseFile)
        browser = try XCTUnwrap(model.topmost(FolderBrowser.self))
        XCTAssertEqual(browser.listing.folder, FilePath(root + "/elsewhere"))
        XCTAssertEqual(browser.shown.map(\.displayName), [], "a movie's browser lists movies: no GIF here")
        XCTAssertEqual(model.context.lastBrowsedFolder, FilePath(root + "/patterns"))
    }

    func testTheBarAndTheNarrowMenuOfferIt() {
        let (model, _) = model(glider)
        XCTAssertTrue(model.layout.buttons.contains { $0.action == .exportPicture }, "a camera in the bar")
        model.perform(.exportPicture, now: 0)
        XCTAssertEqual(model.exportDialog?.options.kind, .picture)
        model.perform(.record, now: 0)
        XCTAssertEqual(model.exportDialog?.options.kind, .movie, "one dialog, on the movie")
        model.press(.kind(.picture))
        XCTAssertEqual(model.exportDialog?.title, "Export a picture")
        model.handle(.key(.escape, []), now: 0)
        XCTAssertNil(model.exportDialog)
        model.handle(.resized(Size(640, 480)), now: 0)
        XCTAssertTrue(model.layout.moreItems.contains(.exportPicture) && model.layout.moreItems.contains(.record))
        XCTAssertEqual(ControlAction.exportPicture.title, "Export picture…")
        XCTAssertEqual(ControlAction.record.title, "Record…")
    }

    /// Selection, greyed while nothing is selected, is not in the focus ring (Tab stopped on it,
    /// and Space did nothing); once cells are selected it is.
    func testAChipThatCannotBeChosenIsNotInTheRing() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.run(.exportPicture, now: 0)
        XCTAssertFalse(model.focusTargets.contains(.export(.area(.selection))))
        XCTAssertTrue(model.focusTargets.contains(.export(.area(.all))))
        model.handle(.key(.escape, []), now: 0)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.run(.exportPicture, now: 0)
        XCTAssertTrue(model.focusTargets.contains(.export(.area(.selection))))
    }

    /// "+ grid lines" is greyed and out of the ring while the cells are drawn too small for lines
    /// (Fit on a pattern wider than the picture, or 1 and 2 px a cell), and back at 4 px.
    func testGridLinesAreGreyedWhileCellsAreTooSmallForThem() {
        let line = Pattern(cells: (0..<5000).map { Cell(Int64($0), 0) })
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: line)
        model.run(.exportPicture, now: 0)
        model.press(.area(.all))
        model.press(.scale(nil))
        XCTAssertTrue(model.scene().texts.contains { $0.contains("by density") }, "\(model.scene().texts)")
        XCTAssertFalse(model.focusTargets.contains(.export(.gridLines)), "Fit by density: no grid lines to draw")
        XCTAssertFalse(model.ui.pointerRegions.contains { $0.control == .export(.gridLines) }, "nor a click to take")
        model.press(.scale(2))
        XCTAssertFalse(model.focusTargets.contains(.export(.gridLines)), "2 px a cell: none either")
        let glider = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        glider.run(.exportPicture, now: 0)
        glider.press(.scale(4))
        XCTAssertTrue(glider.focusTargets.contains(.export(.gridLines)), "4 px a cell: grid lines show")
        glider.press(.scale(nil))
        XCTAssertTrue(glider.focusTargets.contains(.export(.gridLines)), "Fit on a glider is 8 px a cell")
    }

    /// One ring at a time in the movie dialog: with the ring on a chip, the field typing goes to
    /// is drawn plain (it was outlined in the accent with its text selected, a second ring);
    /// typing takes the ring off the chip and the field shows as typed into again.
    func testTheMovieDialogShowsOneRingAtATime() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.run(.record, now: 0)
        let selected = { model.scene().commands.contains { if case .selectedText = $0 { true } else { false } } }
        XCTAssertTrue(selected(), "the field typing goes to shows its text selected")
        for _ in 0..<10 where model.focus?.isExportField != false { model.handle(.key(.tab, []), now: 0) }
        let chip = try XCTUnwrap(model.focus)
        XCTAssertFalse(chip.isExportField)
        XCTAssertFalse(selected(), "the ring is on \(chip): the field is drawn plain")
        model.handle(.text("5"), now: 0)
        XCTAssertNil(model.focus, "typing took the ring off the chip")
        XCTAssertEqual(model.exportDialog?.every.text, "5")
    }
}
