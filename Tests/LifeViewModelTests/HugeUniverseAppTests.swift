import Foundation
import LifeEngine
import LifeStore
import LifeTestSupport
import XCTest
@testable import HeaderFeature
import AppTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
@testable import BoardsFeature
import PicturesFeature
@testable import LifeViewModel

/// A HashLife universe past 2^64 cells in the app model: saving from its tree without listing or
/// drawing every edge, quitting without waiting on a long save, exact figures, Fit beyond the
/// manual zoom range, and hyperspeed starting again after an edit.
final class HugeUniverseAppTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "life-huge-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The switch-engine breeder jumped to 2^38: more than 2^64 cells (at 2^37 `life run` prints 13,117,684,736,867,208,006).
    func hugeBreeder() throws -> HashLife {
        let text = try String(contentsOfFile: RepositoryPaths.path("Assets/Patterns/switch-engine-breeder.rle"), encoding: .utf8)
        let hash = HashLife()
        hash.load(try RLEReader().read(text).cells)
        try hash.advance(by: 1 << 38)
        return hash
    }

    func testFiguresAreExactAndShortPastSixtyFourBits() throws {
        let hash = try hugeBreeder()
        XCTAssertGreaterThan(hash.exactPopulation, UInt128(UInt64.max), "past 2^64 cells")
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.simulation.load(universe: hash)
        XCTAssertEqual(model.sceneState.header.exactPopulation, hash.exactPopulation)
        let texts = model.scene().commands.compactMap { if case .text(let t, _, _, _, _) = $0 { return t } else { return nil } }
        let expected = NumberFormat.compact(hash.exactPopulation)
        XCTAssertTrue(expected.hasSuffix("e19"), expected)
        XCTAssertTrue(texts.contains(expected), "the header shows \(expected), not a saturated 9.223e18: \(texts)")
        XCTAssertEqual(NumberFormat.compact(UInt128(13_117_684_736_867_208_006)), "1.312e19")
        XCTAssertEqual(NumberFormat.compact(UInt128(9_999_600_000_000)), "1.000e13")
        XCTAssertEqual(NumberFormat.compact(UInt128(123_456)), "123\u{2009}456")
        XCTAssertEqual(NumberFormat.grouped(exact: UInt128(UInt64.max) + 1), "18\u{2009}446\u{2009}744\u{2009}073\u{2009}709\u{2009}551\u{2009}616",
                       "messages give exact counts past Int64")
    }

    /// The movie dialog on a universe too large for frames a few generations apart starts at the
    /// step it takes (a frame every 1024), not at one it refuses; a small pattern opened after it
    /// starts at a frame a generation again.
    /// Past ten billion the header writes the generation short, so a step says the generation to
    /// the last digit (it seemed to do nothing: 3.597e17 before and after).
    func testAStepFarOutSaysTheGenerationToTheLastDigit() throws {
        var glider = Fixtures.pattern(Fixtures.glider)
        glider.generation = 1 << 40
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: glider)
        model.perform(.step, now: 0)
        XCTAssertEqual(model.notice, "Generation \(NumberFormat.grouped((1 << 40) + 1))")
        model.perform(.stepBack, now: 1)
        XCTAssertEqual(model.notice, "Generation \(NumberFormat.grouped(1 << 40))")
        let near = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        near.perform(.step, now: 0)
        XCTAssertFalse(near.notice?.hasPrefix("Generation ") == true, "the header shows small generations whole")
    }

    func testAMovieOfAHugeUniverseStartsAtAStepItTakes() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.simulation.load(universe: try hugeBreeder())
        model.context.patternName = "Breeder"
        model.perform(.record, now: 0)
        let dialog = try XCTUnwrap(model.exportDialog)
        XCTAssertEqual(dialog.options.every, 1024)
        XCTAssertEqual(dialog.every.text, "1024")
        XCTAssertEqual(dialog.options.frames, ExportOptions(kind: .movie).frames, "as many frames as a fresh movie")
        XCTAssertFalse(model.scene().texts.contains { $0.hasPrefix("This universe is too large to record") }, "\(model.scene().texts)")
        XCTAssertFalse(model.scene().texts.contains { $0.hasPrefix("…") }, "twelve-digit generations show whole: \(model.scene().texts)")
        model.handle(.key(.escape, []), now: 0)
        model.simulation.load(Fixtures.pattern(Fixtures.glider))
        model.context.patternName = "Glider"
        model.perform(.record, now: 0)
        XCTAssertEqual(model.exportDialog?.options.every, 1)
    }

    func testAutosaveWritesTheTreeAndAPreviewQuickly() throws {
        let hash = try hugeBreeder()
        let repository = BoardRepository(database: try AppDatabase.inMemory())
        let worker = StoreWorker(repository: repository, inline: true)
        let model = AppModel.forTests(windowSize: Size(1280, 800), services: AppServices(store: worker, workClock: SteadyWorkClock().read))
        model.simulation.load(universe: hash)
        let draft = model.boards.currentBoard(id: UUID(), name: "Breeder", created: Date())
        let clock = ContinuousClock()
        let start = clock.now
        let board = draft.make()
        XCTAssertLessThan(clock.now - start, .seconds(5), "the tree and a 48-pixel preview, never the cells")
        XCTAssertNotNil(board.macrocell)
        XCTAssertGreaterThan(board.preview.width, 10)
        XCTAssertGreaterThan(board.preview.bits.filter { $0 != 0 }.count, 3, "the preview shows the breeder's shape")
        // The saved tree comes back as the same universe.
        let tree = try MacrocellCodec().parse(try XCTUnwrap(board.macrocell))
        XCTAssertEqual(tree.population, hash.exactPopulation)
        XCTAssertEqual(tree.generation, 1 << 38)
    }

    /// A session kept as its tree comes back under its name (it came back as "Life", then was
    /// saved as "Untitled").
    func testARestoredTreeSessionKeepsItsName() throws {
        let repository = BoardRepository(database: try AppDatabase.inMemory())
        let services = AppServices(store: StoreWorker(repository: repository, inline: true), workClock: SteadyWorkClock().read)
        let model = AppModel.forTests(windowSize: Size(1280, 800), services: services)
        model.simulation.load(universe: try hugeBreeder())
        model.context.patternName = "Switch-engine breeder"
        model.saveBeforeQuit()
        let session = try XCTUnwrap(try repository.loadSession())
        XCTAssertNotNil(session.board.macrocell, "kept as its tree")
        let restored = AppModel.forTests(windowSize: Size(1280, 800), services: services, session: session)
        XCTAssertEqual(restored.boards.windowTitle, "Switch-engine breeder - Life")
        restored.saveBeforeQuit()
        XCTAssertEqual(try repository.loadSession()?.board.name, "Switch-engine breeder")
    }

    func testARasterNotAlignedToTheTreeCostsItsUnitsNotThePatternsEdges() throws {
        let hash = try hugeBreeder()
        let b = try XCTUnwrap(hash.bounds)
        // 48 units a side at a scale of 2^33, shifted off the quadtree's grid by odd amounts.
        let scale: Int64 = 1 << 33
        var raster = CellRaster(origin: Cell(b.x - 12_345, b.y - 678), width: 48, height: 48, scale: scale)
        let clock = ContinuousClock(), start = clock.now
        hash.rasterize(into: &raster)
        XCTAssertLessThan(clock.now - start, .seconds(5))
        XCTAssertGreaterThan(raster.litCount, 10)
        XCTAssertLessThan(raster.litCount, 48 * 48)
    }

    func testFitFramesLifeFarBelowTheManualZoomRange() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let gun = Fixtures.pattern(Fixtures.gosperGun)
        let hash = HashLife()
        hash.load(gun.cells)
        try hash.advance(by: 6000)
        let tiles = TiledLife()
        tiles.load(hash.liveCells())
        tiles.generation = 6000
        model.simulation.load(universe: tiles)
        model.fit(now: 0, animated: false)
        let bounds = try XCTUnwrap(tiles.bounds)
        XCTAssertLessThan(model.camera.zoom, Camera.defaultZoomRange.lowerBound, "Fit goes below 0.5 px a cell when it must")
        XCTAssertTrue(AutoZoom.innerAreaContains(bounds, camera: model.camera), "all life inside the buffer")
        let texts = model.scene().commands.compactMap { if case .text(let t, _, _, _, _) = $0 { return t } else { return nil } }
        let label = try XCTUnwrap(texts.first { $0.hasPrefix("1 px = ") }, "the scale is said in the grid's corner: \(texts)")
        let said = try XCTUnwrap(Double(label.dropFirst("1 px = ".count).prefix { $0 != " " }))
        XCTAssertEqual(said, 1 / model.camera.zoom, accuracy: 0.06, "\(label) at zoom \(model.camera.zoom)")
        XCTAssertNil(CanvasView.scaleLabel(zoom: 1))
        XCTAssertEqual(CanvasView.scaleLabel(zoom: 0.4), "1 px = 2.5 cells across")
        XCTAssertEqual(CanvasView.scaleLabel(zoom: 1e-17), "1 px = 1.000e17 cells across")
        // As the header writes its figures: grouped up to ten digits, then short (it wrote 856 321 827 362 135).
        XCTAssertEqual(CanvasView.scaleLabel(zoom: 1 / 1_024), "1 px = 1\u{2009}024 cells across")
        XCTAssertEqual(CanvasView.scaleLabel(zoom: 1 / 856_321_827_362_135), "1 px = 8.563e14 cells across")
        XCTAssertEqual(CanvasView.scaleLabel(zoom: 1e-20), "1 px = 1.000e20 cells across")
        // The user's own zooming out stays at the manual floor; zooming in from there is smooth.
        let before = model.camera.zoom
        model.perform(.zoomOut, now: 1)
        model.advance(to: 2)
        XCTAssertEqual(model.camera.zoom, before, accuracy: 1e-12)
        model.perform(.zoomIn, now: 3)
        model.advance(to: 4)
        XCTAssertGreaterThan(model.camera.zoom, before)
        XCTAssertLessThan(model.camera.zoom, Camera.defaultZoomRange.lowerBound)
    }

    func testAPatternGivenAtStartIsFramedInASmallWindowWhateverTheSettings() throws {
        let wide = Pattern(cells: [Cell(0, 0), Cell(1999, 0), Cell(0, 1199), Cell(1999, 1199)])
        let model = AppModel.forTests(windowSize: Size(640, 480), pattern: wide, settings: Settings())
        XCTAssertLessThan(model.camera.zoom, Camera.defaultZoomRange.lowerBound)
        XCTAssertTrue(AutoZoom.innerAreaContains(try XCTUnwrap(wide.bounds), camera: model.camera))
    }

    func testNewContentIsFramed() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        var far = model.context.cameraController.camera
        far.center = Point(5000, 5000)
        model.context.cameraController = CameraController(camera: far)
        model.perform(.starter(.rPentomino), now: 0)
        model.advance(to: 5)
        let bounds = model.simulation.universe.bounds!
        XCTAssertTrue(bounds.contains(Cell(0, 0)), "on an empty board a starter goes to the plane's centre, not to where the view was: \(bounds)")
        XCTAssertTrue(AutoZoom.innerAreaContains(bounds, camera: model.camera), "the starter is framed")
        XCTAssertGreaterThanOrEqual(model.camera.zoom, 5)
    }

    func testHyperspeedOnAUniverseLeaptFarStartsAtASixteenthOfItsGeneration() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.simulation.load(universe: try hugeBreeder(), resetPoint: nil)
        XCTAssertTrue(model.simulation.isHuge)
        model.simulation.hyperspeed = true
        XCTAssertEqual(model.simulation.hyperStepLog, 34, "2^34 a frame at generation 2^38, not 2^0")
        model.simulation.play(at: 0)
        for i in 1...30 where model.simulation.generation == 1 << 38 { _ = model.simulation.advance(to: Double(i) / 60) }
        XCTAssertEqual(model.simulation.generation, (1 << 38) + (1 << 34), "the first frame's batch leapt 2^34")
    }

    func testHyperspeedStartsAgainAfterAnEdit() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun))
        model.simulation.hyperspeed = true
        model.simulation.play(at: 0)
        var now = 0.0
        for _ in 0..<200 where model.simulation.hyperStepLog < 8 {
            now += 1.0 / 60
            _ = model.simulation.advance(to: now)
        }
        XCTAssertGreaterThan(model.simulation.hyperStepLog, 0, "the step grew while the gun stayed regular")
        XCTAssertFalse(model.simulation.isHuge)
        model.simulation.toggle(Cell(100, 100))
        XCTAssertEqual(model.simulation.hyperStepLog, 0, "an edit starts hyperspeed again at one generation")
    }

    func testQuitDoesNotWaitForALongSave() throws {
        let path = folder + "/boards.sqlite"
        let repository = BoardRepository(database: try AppDatabase.open(at: path))
        let worker = StoreWorker(repository: repository, settingsStore: SettingsStore(directory: folder))
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), services: AppServices(store: worker, workClock: SteadyWorkClock().read))
        model.saveBeforeQuit(within: 2)
        let saved = try XCTUnwrap(try repository.loadSession())
        XCTAssertEqual(saved.board.pattern.cells.count, 5, "a first session is committed")
        // A save that takes long (a huge universe) is running when the user quits.
        let release = DispatchSemaphore(value: 0)
        worker.submit({ _ in release.wait(timeout: .now() + 10) }, then: { _ in })
        model.simulation.add([Cell(50, 50)])
        let clock = ContinuousClock()
        let start = clock.now
        model.saveBeforeQuit(within: 0.8)
        XCTAssertLessThan(clock.now - start, .milliseconds(1200), "quit returns within about a second")
        XCTAssertEqual(try repository.loadSession()?.board.pattern.cells.count, 5, "the last committed save is intact")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/settings.json"), "settings are written even so")
        release.signal()
        worker.finishAll()
    }
}
