import XCTest
import AppTestSupport
import LifeEngine
import LifeStore
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
import JumpFeature
@testable import EditingFeature
@testable import LifeViewModel

/// The hostile corpus through the app model's open, paste and place paths (the same readers the
/// real app wires in): every file is opened or explained in a notice, nothing traps, and edits
/// far out on the plane are refused with a message instead of wrapping around.
final class HostileInputModelTests: XCTestCase {
    var folder: String!
    var clipboard: String?

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "life-hostile-model-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func makeModel() -> AppModel {
        let services = AppServices(readClipboard: { [unowned self] in clipboard }, openFile: { try PatternFileLoader.load($0) },
                                   openMacrocell: { try MacrocellCodec().parse(TextFileReader.read($0)) }, workClock: SteadyWorkClock().read)
        return AppModel.forTests(windowSize: Size(1280, 800), services: services)
    }

    func testEveryHostileFileOpensOrIsExplained() throws {
        var opened = 0, explained = 0, pasted = 0
        for entry in HostileCorpus.entries() {
            let path = folder + "/" + entry.name
            try entry.bytes.write(to: URL(fileURLWithPath: path))
            let model = makeModel()
            model.handle(.fileDropped(path), now: 0)
            let notice = try XCTUnwrap(model.notice, entry.name)
            if notice.hasPrefix("Could not open it") {
                explained += 1
                XCTAssertTrue(notice.contains(entry.name), "\(entry.name): \(notice)")
                XCTAssertEqual(model.simulation.population, 0, "nothing changed: \(entry.name)")
            } else {
                opened += 1
                XCTAssertNil(entry.refusal.flatMap { $0.isEmpty ? nil : $0 }.map { _ in entry.name }.flatMap { name in
                    entry.name.hasSuffix(".mc") ? nil : name }, "should have been refused: \(notice)")
            }
            for _ in 0..<3 { model.simulation.stepOnce() }
            _ = model.scene()
            // The same text from the clipboard, placed in the middle of the view.
            clipboard = String(data: entry.bytes, encoding: .utf8)
            model.run(.paste, now: 1)
            if model.editing.pasting != nil {
                pasted += 1
                let middle = model.layout.grid.center
                model.handle(.pointerDown(middle, .left), now: 1)
                model.handle(.pointerUp(middle, .left), now: 1)
                model.simulation.stepOnce()
                _ = model.scene()
            }
        }
        XCTAssertGreaterThan(opened, 20)
        XCTAssertGreaterThan(explained, 60)
        XCTAssertGreaterThan(pasted, 10)
    }

    func testEditsFarOutOnThePlaneAreRefusedNotWrapped() throws {
        let model = makeModel()
        var camera = model.context.cameraController.camera
        camera.center = Point(1e19, -1e19)
        model.context.cameraController = CameraController(camera: camera)
        let middle = model.layout.grid.center
        model.handle(.pointerDown(middle, .left), now: 0)
        model.handle(.pointerUp(middle, .left), now: 0)
        XCTAssertEqual(model.simulation.population, 0)
        XCTAssertTrue(model.notice?.contains("within 2^62") ?? false, model.notice ?? "no notice")
        clipboard = Fixtures.glider
        model.run(.paste, now: 1)
        XCTAssertNotNil(model.editing.pasting)
        model.handle(.pointerDown(middle, .left), now: 1)
        model.handle(.pointerUp(middle, .left), now: 1)
        XCTAssertEqual(model.simulation.population, 0, "the glider would cross the edge: not placed")
        XCTAssertTrue(model.notice?.hasPrefix("Cannot place it here") ?? false, model.notice ?? "no notice")
        XCTAssertNotNil(model.editing.pasting, "it still floats, to be moved inside")
        model.handle(.key(.escape, []), now: 1)
        // The last cell inside the bound can still be edited.
        camera.center = Point(Double(PlaneLimits.coordinateBound) - 1e6, 0)
        model.context.cameraController = CameraController(camera: camera)
        model.handle(.pointerDown(middle, .left), now: 2)
        model.handle(.pointerUp(middle, .left), now: 2)
        XCTAssertEqual(model.simulation.population, 1)
    }

    func testStepsStopAtTheLastGenerationCounter() {
        let model = makeModel()
        var pattern = Fixtures.pattern(Fixtures.blinker)
        pattern.generation = PlaneLimits.maxGeneration - 1
        model.simulation.load(pattern)
        model.simulation.stepOnce()
        XCTAssertEqual(model.simulation.generation, PlaneLimits.maxGeneration)
        model.simulation.stepOnce()
        XCTAssertEqual(model.simulation.generation, PlaneLimits.maxGeneration, "no further")
        JumpActions.jump(toGeneration: Int64.max, in: model.context)
        XCTAssertTrue(model.notice?.contains("generation counters above 2^62") ?? false, model.notice ?? "no notice")
    }

    /// Life heading for the plane's edge stops where a cell could pass it, and the app says why.
    func testPlayStopsWhereLifeWouldPassTheEdge() {
        let model = makeModel()
        let corner = PlaneLimits.coordinateBound - 20
        var pattern = Fixtures.pattern(Fixtures.glider)  // heading towards +x, +y
        pattern.cells = pattern.cells.map { Cell(corner + $0.x, corner + $0.y) }
        model.simulation.load(pattern)
        model.simulation.autoStopEnabled = false
        model.simulation.generationsPerSecond = 10
        model.simulation.play(at: 0)
        var tick = 0
        while model.simulation.isPlaying && tick < 1000 {
            tick += 1
            model.advance(to: Double(tick) * 0.1)
        }
        XCTAssertFalse(model.simulation.isPlaying, "stopped at the edge")
        let bounds = try? XCTUnwrap(model.simulation.universe.bounds)
        XCTAssertTrue(bounds.map(PlaneLimits.contains) ?? false, "no cell past the bound")
        XCTAssertGreaterThan(model.simulation.generation, 10, "it ran up to the edge")
        XCTAssertTrue(model.notice?.contains("edge of the plane") ?? false, model.notice ?? "no notice")
        let stopped = model.simulation.generation
        model.simulation.stepOnce()
        XCTAssertEqual(model.simulation.generation, stopped, "a step does not cross it either")
        XCTAssertTrue(model.simulation.stoppedAtEdge)
    }

    /// Play stops, with a notice, before a stepping engine and the copies kept beside it outgrow
    /// the memory budget; nothing runs into a failed allocation.
    func testPlayStopsAtTheMemoryBudget() throws {
        let model = makeModel()
        // Cells 128 apart under a rule where each one spreads: the tiles grow every generation.
        let cells = (0..<60).flatMap { i in (0..<60).map { j in Cell(Int64(i * 128), Int64(j * 128)) } }
        model.simulation.load(Pattern(cells: cells, rule: try Rule(parsing: "B1/S012345678")))
        model.simulation.autoStopEnabled = false
        let storage = model.simulation.universe.storageBytes
        model.simulation.memoryBudget = MemoryBudget(bytes: storage * 5) // the universe and its copies take six
        model.perform(.playPause, now: 0)
        for t in 1...20 { model.advance(to: Double(t) * 0.1) }
        XCTAssertFalse(model.simulation.isPlaying)
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertTrue(model.notice?.contains("memory budget") == true, model.notice ?? "no notice")
        model.simulation.memoryBudget = MemoryBudget(bytes: storage * 12)
        model.perform(.playPause, now: 3)
        for t in 31...40 { model.advance(to: Double(t) * 0.1) }
        XCTAssertGreaterThan(model.simulation.generation, 0, "with room it plays")
    }

    func testRandomFillHasAStatedAreaLimit() {
        let model = makeModel()
        model.simulation.switchTopology(to: .torus(width: Topology.maximumSide, height: Topology.maximumSide))
        model.perform(.randomFill, now: 0)
        let side = EditingState.randomFillSide
        XCTAssertLessThanOrEqual(model.simulation.population, Int(side * side))
        XCTAssertGreaterThan(model.simulation.population, Int(side * side) / 4)
        XCTAssertTrue(model.notice?.contains("the most one fill covers") ?? false, model.notice ?? "no notice")
        let bounds = model.simulation.universe.bounds!
        XCTAssertLessThanOrEqual(bounds.width, side)
        XCTAssertLessThanOrEqual(bounds.height, side)
    }

    func testExportNamesFromFilesAreCleaned() throws {
        XCTAssertEqual(PatternFileName.clean("a\u{0}b/../c\u{1B}[31m"), "ab-..-c[31m")
        XCTAssertEqual(PatternFileName.clean("..hidden"), "hidden")
        XCTAssertEqual(PatternFileName.clean("\u{0}\u{7}"), "pattern")
        // A pattern named after its file gives its stem to the files made of it.
        XCTAssertEqual(PatternFileName.stem("noname.rle"), "noname")
        XCTAssertEqual(PatternFileName.stem("gun.mc"), "gun")
        XCTAssertEqual(PatternFileName.stem("Gosper glider gun"), "Gosper glider gun")
        XCTAssertEqual(PatternFileName.stem("v1.2 notes"), "v1.2 notes", "an ending that is not a pattern format stays")
        XCTAssertEqual(PatternFileName.stem(".rle"), "rle", "nothing but an ending")
        XCTAssertEqual(PatternFileName.clean(String(repeating: "x", count: 500)).count, PatternFileName.maxLength)
        // A name of megabytes (a file's `#N` line) gives its first characters; a space before the cut goes too.
        XCTAssertEqual(PatternFileName.clean(". " + String(repeating: "ab ", count: 2_000_000)), String(String(repeating: "ab ", count: 20).dropLast()))
        XCTAssertEqual(PatternFileName.clean("..\u{0}.é\u{301}/x"), "é\u{301}-x", "dots after a dropped character are still leading")
        let model = makeModel()
        clipboard = "#N evil\u{0}/../name\nx = 1, y = 1\no!"
        model.run(.paste, now: 0)
        model.handle(.pointerDown(model.layout.grid.center, .left), now: 0)
        model.handle(.pointerUp(model.layout.grid.center, .left), now: 0)
        model.handle(.fileDropped(try writeFile("named.rle", "#N evil\u{0}/../name\nx = 1, y = 1\no!")), now: 0)
        model.handle(.key(.letter("e"), .control), now: 0)
        XCTAssertEqual(model.exportName, "evil-..-name")
        // A name of megabytes is cut where the app keeps it: title, notice and export name stay short.
        model.handle(.key(.escape, []), now: 0)
        model.handle(.fileDropped(try writeFile("long.rle", "#N " + String(repeating: "n", count: 3_000_000) + "\nx = 1, y = 1\no!")), now: 1)
        XCTAssertEqual(model.context.patternName, String(repeating: "n", count: FeatureContext.patternNameLimit) + "…")
        XCTAssertEqual(model.notice, "Opened " + String(repeating: "n", count: FeatureContext.patternNameLimit) + "…: 1 cell (Ctrl+Z undoes)")
        model.handle(.key(.letter("e"), .control), now: 1)
        XCTAssertEqual(model.exportName, String(repeating: "n", count: PatternFileName.maxLength))
    }

    func writeFile(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testNewFilesNeverReplaceOldOnes() throws {
        let data = Data("new".utf8)
        let first = try NewFileWriter.write(data, folder: folder, stem: "Glider", ext: ".rle")
        XCTAssertEqual(first, folder + "/Glider.rle")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: folder + "/Glider 2.rle"))
        let second = try NewFileWriter.write(data, folder: folder, stem: "Glider", ext: ".rle")
        XCTAssertEqual(second, folder + "/Glider 3.rle")
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/Glider 2.rle"), Data("precious".utf8))
        // A name with NUL and a slash cannot point the write anywhere else.
        let odd = try NewFileWriter.write(data, folder: folder, stem: "Glider\u{0}/../../x", ext: ".rle")
        XCTAssertEqual(odd, folder + "/Glider-..-..-x.rle")
        XCTAssertThrowsError(try NewFileWriter.write(data, folder: "/proc/no-such/folder", stem: "x", ext: ".rle"))
    }
}
