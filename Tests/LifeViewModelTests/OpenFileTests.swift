import XCTest
import AppTestSupport
import LifeEngine
import LifeRun
import LifeScene
import LifeTestSupport
import LifeStore
import FilesFeature
@testable import EditingFeature
@testable import LifeInterface
@testable import LifeViewModel

/// Ctrl+O: the desktop's file dialog runs beside the app; the file chosen opens as a dropped one.
final class OpenFileTests: XCTestCase {
    private func model(dialog: FileChoice?) -> AppModel {
        var services = AppServices(openFile: { path in
            guard path == "/media/usb/gun.rle" else { throw PatternParseError(line: 1, column: 1, message: "\(path): no such file") }
            return try PatternFormat.sniff("x = 3, y = 1\n3o!\n").read("x = 3, y = 1\n3o!\n")
        }, workClock: SteadyWorkClock().read)
        services.chooseFile = { _ in dialog }
        return AppModel.forTests(windowSize: Size(1280, 800), services: services)
    }

    func testTheChosenFileOpensWhenTheDialogCloses() {
        let choice = FileChoice()
        let model = model(dialog: choice)
        // A run before: its figures fill the header's sparkline.
        model.simulation.add([Cell(0, 0), Cell(1, 0), Cell(2, 0)])
        for t in 0..<5 { model.perform(.step, now: Double(t) * 0.01) }
        XCTAssertGreaterThan(model.analytics.history.count, 2)
        let generation = model.simulation.generation
        model.handle(.key(.letter("o"), .control), now: 0)
        XCTAssertNil(model.browserPatterns, "Ctrl+O is the file dialog, not the pattern browser")
        XCTAssertEqual(model.nextWakeTime(after: 1)!, 1.1, accuracy: 1e-9, "the app looks at the dialog while it is open")
        model.advance(to: 1)
        XCTAssertEqual(model.simulation.generation, generation, "nothing yet: the dialog is open, the window is not waiting")
        let population = model.simulation.population, cells = model.simulation.universe.liveCells()
        choice.finish(.chosen("/media/usb/gun.rle"))
        model.advance(to: 1.1)
        XCTAssertEqual(model.simulation.population, 3)
        XCTAssertLessThanOrEqual(model.analytics.history.count, 1, "the sparkline starts over with the new pattern")
        XCTAssertNotEqual(population, 0)
        XCTAssertTrue(model.notice?.hasPrefix("Opened") == true, model.notice ?? "")
        model.run(.undo, now: 2)
        XCTAssertEqual(model.simulation.universe.liveCells(), cells, "one undo step, as a dropped file")
    }

    func testOneDialogAtATimeAndQuittingClosesIt() {
        final class Closed: @unchecked Sendable { var closed = false }
        let closed = Closed()
        let choice = FileChoice()
        choice.whenAbandoned { closed.closed = true }
        let model = model(dialog: choice)
        model.handle(.key(.letter("o"), .control), now: 0)
        model.handle(.key(.letter("o"), .control), now: 0)
        XCTAssertEqual(model.notice, "A file dialog is already open: choose a file there, or cancel it")
        model.saveBeforeQuit()
        XCTAssertTrue(closed.closed, "quitting closes the dialog, which would outlive the window")
        XCTAssertEqual(choice.outcome, .cancelled)
    }

    func testACancelledOrFailedDialogAndNoDialogAtAll() {
        let cancelled = FileChoice()
        var model = model(dialog: cancelled)
        model.handle(.key(.letter("o"), .control), now: 0)
        cancelled.finish(.cancelled)
        model.advance(to: 0.1)
        XCTAssertEqual(model.simulation.population, 0)
        XCTAssertNil(model.notice)
        let failed = FileChoice()
        model = self.model(dialog: failed)
        model.handle(.key(.letter("o"), .control), now: 0)
        failed.finish(.failed("the dialog ended with status 5"))
        failed.finish(.chosen("/media/usb/gun.rle"))
        model.advance(to: 0.1)
        XCTAssertEqual(model.notice, "The file dialog failed: the dialog ended with status 5", "the first ending counts")
        model = self.model(dialog: nil)
        model.handle(.key(.letter("o"), .control), now: 0)
        XCTAssertNotNil(model.topmost(FolderBrowser.self), "without a desktop dialog, the app's own browser")
    }

    func testSaveAsWritesWhereTheDialogSaysInTheFormatOfItsEnding() throws {
        final class Disk: @unchecked Sendable { var files: [String: String] = [:]; var suggested: String?; var choice = FileChoice() }
        let disk = Disk()
        var services = AppServices(workClock: SteadyWorkClock().read)
        services.chooseSaveFile = { _, name in disk.suggested = name; return disk.choice }
        services.writeFile = { path, text in
            guard path.hasPrefix("/media/usb/") else { throw PatternParseError(line: 1, column: 1, message: "read-only file system") }
            disk.files[path] = text
        }
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), services: services)
        model.handle(.key(.letter("e"), [.control, .shift]), now: 0)
        XCTAssertNil(model.exportName, "Ctrl+Shift+E is the file dialog, not the export prompt")
        XCTAssertEqual(disk.suggested?.hasSuffix(".rle"), true)
        disk.choice.finish(.chosen("/media/usb/glider"))
        model.advance(to: 0.1)
        let rle = try XCTUnwrap(disk.files["/media/usb/glider.rle"], "RLE, with its ending added")
        XCTAssertEqual(try PatternFormat.sniff(rle).read(rle).cells.count, 5)
        XCTAssertEqual(model.notice, "Saved 5 cells to /media/usb/glider.rle")
        disk.choice = FileChoice()
        model.handle(.key(.letter("e"), [.control, .shift]), now: 1)
        disk.choice.finish(.chosen("/media/usb/glider.mc"))
        model.advance(to: 1.1)
        XCTAssertTrue(disk.files["/media/usb/glider.mc"]?.hasPrefix("[M2]") == true, "Macrocell for .mc")
        disk.choice = FileChoice()
        model.handle(.key(.letter("e"), [.control, .shift]), now: 2)
        disk.choice.finish(.chosen("/cdrom/glider.rle"))
        model.advance(to: 2.1)
        XCTAssertEqual(model.notice?.hasPrefix("Could not save it:"), true, model.notice ?? "")
        XCTAssertTrue(model.notice?.contains("read-only file system") == true)
    }

    /// Runs long work only when told.
    private final class LaterRunner: BackgroundRunner {
        var waiting: [@Sendable () -> Void] = []
        func run(_ work: @escaping @Sendable () -> Void) { work() }
        func runAside(_ work: @escaping @Sendable () -> Void) { waiting.append(work) }
    }

    func testALargeFileIsReadBesideTheAppWhichKeepsRunningAndEscStopsWaiting() throws {
        let runner = LaterRunner()
        let services = AppServices(openFile: { _ in try PatternFormat.rle.read("x = 3, y = 1\n3o!\n") }, workClock: SteadyWorkClock().read)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), runner: runner, services: services)
        model.handle(.fileDropped("/data/huge.rle"), now: 0)
        XCTAssertEqual(model.notice, "Opening huge.rle… (Esc stops)")
        XCTAssertEqual(model.simulation.population, 5, "nothing changes while it is read")
        XCTAssertEqual(model.nextWakeTime(after: 1)!, 1.1, accuracy: 1e-9, "the app looks for it while it is read")
        runner.waiting.forEach { $0() }
        model.advance(to: 1.1)
        XCTAssertEqual(model.simulation.population, 3)
        XCTAssertEqual(model.settings.recentFiles, ["/data/huge.rle"])
        runner.waiting = []
        model.handle(.fileDropped("/data/other.rle"), now: 2)
        model.handle(.key(.escape, []), now: 2)
        XCTAssertEqual(model.notice, "Stopped opening other.rle")
        runner.waiting.forEach { $0() }
        model.advance(to: 2.1)
        XCTAssertEqual(model.simulation.population, 3, "what it read after Esc is not used")
        XCTAssertEqual(model.settings.recentFiles, ["/data/huge.rle"])
    }

    /// Esc stops the reading itself: a macrocell tree being loaded is left unfinished.
    func testEscStopsTheLoadingOfALargeTree() throws {
        let soup = Pattern(cells: Fixtures.soup(width: 1024, height: 1024, density: 40, seed: 12))
        let tree = try MacrocellCodec().parse(MacrocellCodec().write(soup))
        let opening = FileOpening(path: "/data/soup.mc")
        XCTAssertFalse(opening.isStopped)
        opening.stop()
        let read = EditingState.read("/data/soup.mc", openFile: { _ in soup }, openMacrocell: { _ in tree }, maxMemory: 256 << 20,
                                     isCancelled: { opening.isStopped })
        guard case .failed(let reason) = read else { return XCTFail("read on after Esc") }
        XCTAssertEqual(reason, "cancelled")
        let whole = EditingState.read("/data/soup.mc", openFile: { _ in soup }, openMacrocell: { _ in tree }, maxMemory: 256 << 20)
        guard case .universe(let universe, _, _, _) = whole else { return XCTFail("not read") }
        XCTAssertEqual(universe.exactPopulation, UInt128(soup.cells.count))
    }

    /// A gzipped macrocell file (Golly ships its big ones as .mc.gz) goes into HashLife as its
    /// tree, as a .mc does: listed cell by cell, one of 120 million cells was refused.
    func testAGzippedMacrocellFileGoesInAsItsTree() throws {
        let glider = Pattern(cells: Fixtures.pattern(Fixtures.glider).cells)
        let tree = try MacrocellCodec().parse(MacrocellCodec().write(glider))
        let tooMany = { (_: String) throws -> Pattern in throw CocoaError(.fileReadTooLarge) }
        for path in ["/data/metapixel.mc.gz", "/data/BIG.MC.GZ", "/data/plain.mc"] {
            let read = EditingState.read(path, openFile: tooMany, openMacrocell: { _ in tree }, maxMemory: 256 << 20)
            guard case .universe(let universe, _, _, _) = read else { return XCTFail("\(path): listed, not read as its tree") }
            XCTAssertEqual(universe.exactPopulation, 5, path)
        }
        guard case .failed = EditingState.read("/data/gun.rle.gz", openFile: tooMany, openMacrocell: { _ in tree }, maxMemory: 256 << 20) else {
            return XCTFail("an RLE is read as a pattern")
        }
    }
}
