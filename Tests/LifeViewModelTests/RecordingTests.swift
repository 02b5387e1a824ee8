import XCTest
import AppTestSupport
import CGIF
import LifeEngine
import LifeRun
import LifeScene
import LifeStore
import LifeTestSupport
import PicturesFeature
import ShortcutsFeature
import LifeImage
@testable import LifeInterface
@testable import LifeViewModel

/// Ctrl+Shift+R: the next generations recorded as a GIF beside the app, with progress and
/// Cancel, read back by giflib.
final class RecordingTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "life-record-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs long work only when told (the batches at once).
    private final class LaterRunner: BackgroundRunner {
        var waiting: [@Sendable () -> Void] = []
        func run(_ work: @escaping @Sendable () -> Void) { work() }
        func runAside(_ work: @escaping @Sendable () -> Void) { waiting.append(work) }
    }

    private func model(runner: BackgroundRunner = InlineRunner()) -> AppModel {
        var services = AppServices(workClock: SteadyWorkClock().read)
        let folder = folder
        services.newExportFile = { name in
            FileManager.default.createFile(atPath: folder + "/" + name, contents: nil)
            return folder + "/" + name
        }
        var glider = Fixtures.pattern(Fixtures.glider)
        glider.name = "Glider"
        return AppModel.forTests(windowSize: Size(1280, 800), pattern: glider, runner: runner, services: services)
    }

    func testTheNextGenerationsBecomeAGifAFrameEach() throws {
        let model = model()
        model.handle(.key(.letter("r"), [.control, .shift]), now: 0)
        XCTAssertEqual(model.prompt?.purpose, .record)
        XCTAssertTrue(model.scene().texts.contains { $0 == "From generation 0, 10 frames a second · now 24×24 px" }, "size shown before it starts")
        model.handle(.text("8"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.1)
        let path = folder + "/Glider gen 0.gif"
        XCTAssertTrue(model.notice?.hasPrefix("Recorded 9 frames (") == true && model.notice?.hasSuffix(path) == true, model.notice ?? "")
        var error: Int32 = 0
        let file = try XCTUnwrap(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(file, &error) }
        XCTAssertEqual(DGifSlurp(file), GIF_OK)
        XCTAssertEqual(file.pointee.ImageCount, 9, "generations 0 to 8")
        let map = try XCTUnwrap(file.pointee.SColorMap)
        let live = model.context.liveCellColor
        let size = Int(file.pointee.SWidth) * Int(file.pointee.SHeight)
        for i in 0..<Int(file.pointee.ImageCount) {
            let raster = file.pointee.SavedImages[i].RasterBits!
            let lit = (0..<size).filter { p in
                let c = map.pointee.Colors[Int(raster[p])]
                return c.Red == live.r && c.Green == live.g && c.Blue == live.b
            }.count
            XCTAssertEqual(lit, 5 * 7 * 7, "frame \(i): the glider's five cells, 7×7 pixels inside their grid lines")
        }
        XCTAssertEqual(model.simulation.generation, 0, "the board itself does not move")
    }

    func testAnAnswerThatIsNotANumberOfGenerationsIsRefusedAtTheField() {
        let model = model()
        model.run(.record, now: 0)
        model.handle(.text("lots"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.prompt?.error, "Type how many generations to record: 1 to " + NumberFormat.grouped(Int64(10_000)))
        XCTAssertNil(model.recorder.job)
    }

    func testCancelStopsItAndKeepsNothing() throws {
        let runner = LaterRunner()
        let model = model(runner: runner)
        model.run(.record, now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNotNil(model.recorder.job)
        XCTAssertTrue(model.scene().texts.contains("Recording a GIF: frame 0 of 101"), "\(model.scene().texts)")
        XCTAssertEqual(model.nextWakeTime(after: 1), 1.1, "the panel is looked at while it runs")
        model.handle(.key(.escape, []), now: 1)
        runner.waiting.forEach { $0() }
        model.advance(to: 1.1)
        XCTAssertEqual(model.notice, "Recording cancelled; nothing was kept")
        XCTAssertNil(model.recorder.job)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "the unfinished file is gone")
    }

    func testPanelsOpenedWhileItRunsKeepTheirEscAndQuittingLeavesNoFile() throws {
        let runner = LaterRunner()
        let model = model(runner: runner)
        model.run(.record, now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.handle(.key(.f1, []), now: 1)
        model.handle(.key(.escape, []), now: 1)
        XCTAssertNil(model.topmost(ShortcutSheet.self), "Esc closed the sheet")
        XCTAssertNotNil(model.recorder.job, "and left the recording running")
        XCTAssertNil(model.recorder.job?.outcome)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["Glider gen 0.gif"], "the name is kept for it")
        model.saveBeforeQuit()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "quitting leaves no file")
        runner.waiting.forEach { $0() }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "nor does the work it stopped")
    }

    func testDyingCellsOfGenerationsRulesAreShadedAndAWideRunIsRecordedByDensity() throws {
        // Brian's Brain: a live cell dies through state 2; the picture shades it, not draws it live.
        let brain = try PatternFormat.rle.read("x = 2, y = 1, rule = B2/S/3\nAB!\n")
        let universe = Engines.stepping(rule: brain.rule, topology: brain.topology)
        universe.load(brain)
        let image = CellImage(of: universe, area: CellRect(x: 0, y: 0, width: 2, height: 1), scale: 1, gridLines: false)
        XCTAssertEqual(image.pixels[0], CellImage.live)
        XCTAssertGreaterThanOrEqual(image.pixels[1], CellImage.firstShade, "the dying cell in a shade")
        // Two blocks 3,000 cells apart: wider than a recorded frame, so drawn by density.
        let blocks = [Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1)]
        let model = model()
        model.simulation.load(Pattern(cells: blocks + blocks.map { Cell($0.x + 3000, $0.y) }))
        model.run(.record, now: 0)
        model.handle(.text("2"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.1)
        XCTAssertTrue(model.notice?.hasPrefix("Recorded 3 frames (751×1)") == true, model.notice ?? "")
    }
}
