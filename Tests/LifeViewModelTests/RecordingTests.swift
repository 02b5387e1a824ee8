import XCTest
import AppTestSupport
import CGIF
import FilesFeature
import LifeEngine
import LifeRun
import LifeScene
import LifeStore
import LifeTestSupport
@testable import PicturesFeature
import SettingsFeature
import ShortcutsFeature
import LifeImage
@testable import LifeInterface
@testable import LifeViewModel

/// Record (Ctrl+Shift+R): the run recorded as a GIF (or through ffmpeg, a video) beside the app,
/// a frame every K generations, still or following life, with progress and Cancel; read back by giflib.
final class RecordingTests: XCTestCase {
    private var scratch: ScratchFolder?
    private var folder: String { scratch?.path ?? "" }

    override func setUpWithError() throws { scratch = try ScratchFolder("life-record") }

    override func tearDown() { scratch?.remove() }

    /// Runs long work only when told (the batches at once).
    private final class LaterRunner: BackgroundRunner {
        var waiting: [@Sendable () -> Void] = []
        func run(_ work: @escaping @Sendable () -> Void) { work() }
        func runAside(_ work: @escaping @Sendable () -> Void) { waiting.append(work) }
    }

    private func model(runner: BackgroundRunner = InlineRunner(), ffmpeg: String? = nil,
                       configure: (inout AppServices) -> Void = { _ in }) -> AppModel {
        var services = AppServices(workClock: SteadyWorkClock().read)
        let folder = folder
        services.newExportFile = { name in
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: nil)
            return folder + "/" + name
        }
        services.ffmpeg = ffmpeg
        configure(&services)
        var glider = Fixtures.pattern(Fixtures.glider)
        glider.name = "Glider"
        return AppModel.forTests(windowSize: Size(1280, 800), pattern: glider, runner: runner, services: services)
    }

    /// A GIF's frames, how many pixels of each have `live`'s colour, and how long it plays in centiseconds.
    private func frames(_ path: String, live: Color) throws -> (width: Int, height: Int, lit: [Int], centiseconds: Int) {
        var error: Int32 = 0
        let file = try XCTUnwrap(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(file, &error) }
        XCTAssertEqual(DGifSlurp(file), GIF_OK)
        let map = try XCTUnwrap(file.pointee.SColorMap)
        let size = Int(file.pointee.SWidth) * Int(file.pointee.SHeight)
        let lit = (0..<Int(file.pointee.ImageCount)).map { i in
            let raster = file.pointee.SavedImages[i].RasterBits!
            return (0..<size).filter { p in
                let c = map.pointee.Colors[Int(raster[p])]
                return c.Red == live.r && c.Green == live.g && c.Blue == live.b
            }.count
        }
        let centiseconds = (0..<file.pointee.ImageCount).reduce(0) { sum, i in
            var control = GraphicsControlBlock()
            return sum + (DGifSavedExtensionToGCB(file, i, &control) == GIF_OK ? Int(control.DelayTime) : 0)
        }
        return (Int(file.pointee.SWidth), Int(file.pointee.SHeight), lit, centiseconds)
    }

    func testTheNextGenerationsBecomeAGifAFrameEach() throws {
        let model = model()
        model.handle(.key(.letter("r"), [.control, .shift]), now: 0)
        XCTAssertEqual(model.exportDialog?.options.kind, .movie)
        XCTAssertTrue(model.scene().texts.contains("101 frames, 11 s · 40×40 px now, 8 px a cell; sized to the whole run as it starts"),
                      "length and size shown before it starts: \(model.scene().texts)")
        model.handle(.text("8"), now: 0)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("9 frames, 1.8 s") }, "\(model.scene().texts)")
        // A long one in minutes (it read "2 001 s").
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("20000"), now: 0)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("20\u{2009}001 frames, 33 min 21 s") }, "\(model.scene().texts)")
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("8"), now: 0)
        // A bounded board is the frame, which the run does not widen.
        let bounded = self.model()
        XCTAssertTrue(SettingsActions.applyRule("B3/S23:T32,32", in: bounded.context))
        bounded.handle(.key(.letter("r"), [.control, .shift]), now: 0)
        XCTAssertTrue(bounded.scene().texts.contains { $0.hasPrefix("101 frames, 11 s · ") && $0.hasSuffix(" px, 8 px a cell, the whole board") },
                      "\(bounded.scene().texts)")
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.1)
        let path = folder + "/Glider gen 0.gif"
        XCTAssertTrue(model.notice?.hasPrefix("Recorded 9 frames (") == true && model.notice?.hasSuffix(path) == true, model.notice ?? "")
        let movie = try frames(path, live: model.context.liveCellColor)
        XCTAssertEqual(movie.lit, Array(repeating: 5 * 64, count: 9), "generations 0 to 8: the glider's five cells, 8×8 pixels each")
        XCTAssertEqual(movie.centiseconds, 180, "1.8 s as the dialog said: eight frames of a tenth, the last held a second")
        // At 30 fps a GIF's frame shows 3 hundredths: the dialog's length is the file's.
        var thirty = ExportOptions(kind: .movie)
        (thirty.fps, thirty.generations) = (30, 100)
        XCTAssertEqual(thirty.seconds, (100 * 3 + 33 * 3) / 100.0, accuracy: 1e-9)
        thirty.format = .mp4
        XCTAssertEqual(thirty.seconds, (100 + 30) / 30.0, accuracy: 1e-9, "a video counts in frames")
        XCTAssertEqual(model.simulation.generation, 0, "the board itself does not move")
    }

    /// A movie is written as NAME.part.gif first: Save as refuses a name too long for that, as
    /// that, before it starts (it failed with "the path is too long").
    func testSaveAsRefusesAMovieNameTooLongForItsPartFile() throws {
        let folder = folder
        let model = model { services in
            services.listFolder = { try FolderListing.read($0) }
            services.homeFolder = FilePath(folder)
        }
        model.handle(.key(.letter("r"), [.control, .shift]), now: 0)
        model.press(.chooseFile)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text(String(repeating: "m", count: 247)), now: 0)
        model.handle(.key(.enter, []), now: 0)
        let browser = try XCTUnwrap(model.topmost(FolderBrowser.self))
        XCTAssertEqual(browser.message, .error("The name is 251 bytes with its ending; a movie's name holds at most 250 (shorten it)"))
    }

    /// A recording that cannot be written says so of the file asked for, not of the part it writes first.
    func testAFailedRecordingNamesTheFileAskedFor() {
        let gone = folder + "/gone/Glider gen 0.gif"
        let model = model { $0.newExportFile = { _ in gone } }
        model.handle(.key(.letter("r"), [.control, .shift]), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.1)
        let notice = model.notice ?? ""
        XCTAssertTrue(notice.hasPrefix("The recording failed: ") && notice.contains(gone), notice)
        XCTAssertFalse(notice.contains(".part"), notice)
    }

    func testAFrameEveryKGenerationsAndFollowingLife() throws {
        let model = model()
        model.run(.record, now: 0)
        model.handle(.text("400"), now: 0)
        model.press(.field(.every))
        model.handle(.key(.letter("a"), [.control]), now: 0)
        model.handle(.text("100"), now: 0)
        model.press(.framing(.following))
        model.press(.scale(2))
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("5 frames, 1.4 s") && $0.hasSuffix("following life") }, "\(model.scene().texts)")
        model.press(.save)
        model.advance(to: 0.1)
        let movie = try frames(folder + "/Glider gen 0.gif", live: model.context.liveCellColor)
        XCTAssertEqual(movie.lit, Array(repeating: 5 * 4, count: 5), "generations 0, 100 ... 400: the glider in view every time, 2×2 pixels a cell")
        XCTAssertEqual(movie.width % 8, 0)
        XCTAssertEqual(Double(movie.width) / Double(movie.height), model.layout.grid.width / model.layout.grid.height, accuracy: 0.05,
                       "the grid's shape")
    }

    /// A hexagonal rule's movie leans as the board is drawn, still or following life, every
    /// frame the size the dialog said.
    func testAHexagonalRulesMovieLeansAsOnScreen() throws {
        for following in [false, true] {
            let model = model()
            XCTAssertTrue(SettingsActions.applyRule("B2/S34H", in: model.context))
            model.run(.record, now: 0)
            model.handle(.text("6"), now: 0)
            if following { model.press(.framing(.following)) }
            model.press(.scale(4))
            let plan = try ExportPlan.make(try XCTUnwrap(model.exportDialog?.options), selection: nil, in: model.context).get()
            model.press(.save)
            model.advance(to: 0.1)
            let movie = try frames(folder + "/Glider gen 0.gif", live: model.context.liveCellColor)
            XCTAssertEqual(movie.lit.count, 7)
            if following {
                XCTAssertEqual([movie.width, movie.height], [plan.width, plan.height], "a following frame keeps the size said")
            }
            try? FileManager.default.removeItem(atPath: folder + "/Glider gen 0.gif")
        }
        // A still frame over a run's extent of 10×6 cells at 4 px a cell: 40 px and half a cell
        // (2 px) for each of the 5 rows under the first, 50×24, every frame.
        let model = model()
        XCTAssertTrue(SettingsActions.applyRule("B2/S34H", in: model.context))
        var options = ExportOptions(kind: .movie)
        options.scale = 4
        let plan = try ExportPlan.make(options, selection: nil, in: model.context).get()
        var framer = Framer(plan: plan, extent: CellRect(x: -5, y: -3, width: 10, height: 6), sheared: true)
        XCTAssertEqual([framer.width, framer.height], [50, 24])
        let frame = framer.image(of: model.simulation.universe, gridLines: false)
        XCTAssertEqual([frame.width, frame.height], [50, 24])
    }

    /// A movie's length and step are kept for the pattern they were chosen for; another pattern
    /// starts from the usual ones, its format and frame rate kept.
    func testTheLengthAndStepChosenForOnePatternDoNotCarryOverToTheNext() throws {
        let model = model()
        model.run(.record, now: 0)
        model.handle(.text("4096"), now: 0)
        model.press(.field(.every))
        model.handle(.key(.letter("a"), [.control]), now: 0)
        model.handle(.text("1024"), now: 0)
        model.press(.fps(5))
        model.press(.save)
        model.advance(to: 0.1)
        model.run(.record, now: 1)
        XCTAssertEqual(model.exportDialog?.options.every, 1024, "the same pattern keeps them")
        XCTAssertEqual(model.exportDialog?.to.text, "4096")
        model.handle(.key(.escape, []), now: 1)
        model.editing.load(Fixtures.pattern(Fixtures.rPentomino), named: "R-pentomino", in: model.context)
        model.run(.record, now: 2)
        let dialog = try XCTUnwrap(model.exportDialog)
        XCTAssertEqual(dialog.options.every, 1)
        XCTAssertEqual(dialog.to.text, "100")
        XCTAssertEqual(dialog.options.fps, 5, "the frame rate is the user's, not the pattern's")
    }

    func testAnAnswerThatIsNotANumberOfGenerationsIsRefusedAtTheField() {
        let model = model()
        model.run(.record, now: 0)
        model.handle(.text("lots"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.exportDialog?.error, "Type the generation it ends at: after 0, up to 2^40 later")
        XCTAssertTrue(model.scene().texts.contains("Type the generation it ends at: after 0, up to 2^40 later"))
        XCTAssertNil(model.exports.job)
        model.handle(.key(.letter("a"), [.control]), now: 0)
        model.handle(.text("2^20"), now: 0)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("That is 1 048 577 frames") || $0.hasPrefix("That is 1\u{2009}048\u{2009}577 frames") },
                      "\(model.scene().texts)")
        // The limit is `life render`'s: 100 000 frames, generations 0 to 99 999, and not one more.
        model.handle(.key(.letter("a"), [.control]), now: 0)
        model.handle(.text("100000"), now: 0)
        XCTAssertTrue(model.scene().texts.contains("That is 100\u{2009}001 frames, more than 100\u{2009}000: record fewer generations or a frame every more"),
                      "\(model.scene().texts)")
        model.handle(.key(.letter("a"), [.control]), now: 0)
        model.handle(.text("99999"), now: 0)
        XCTAssertFalse(model.scene().texts.contains { $0.hasPrefix("That is ") }, "\(model.scene().texts)")
    }

    func testItStartsAtALaterGenerationButNotAnEarlierOne() throws {
        let model = model()
        for _ in 0..<10 { model.handle(.key(.space, []), now: 0) }
        model.run(.record, now: 0)
        model.type("5", into: .from)
        model.press(.save)
        XCTAssertEqual(model.exportDialog?.error, "A movie starts at the generation shown (10) or up to 2^40 later")
        // Large figures in the messages are grouped as everywhere on screen.
        model.type("2000", into: .from)
        model.type("1e6", into: .to)
        model.type("0", into: .every)
        model.press(.save)
        XCTAssertEqual(model.exportDialog?.error, "A frame every 1 to 998\u{2009}000 generations")
        // Two fields wrong at once: both are said (only the first was).
        model.type("1000", into: .to)
        model.press(.save)
        XCTAssertEqual(model.exportDialog?.error, "It ends before it starts: To must be after From (2\u{2009}000); and a frame every 1 generation or more")
        model.type("1", into: .every)
        model.type("2008", into: .to)
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.1)
        let path = folder + "/Glider gen 2000.gif"
        XCTAssertTrue(model.notice?.hasSuffix(path) == true, model.notice ?? "")
        let movie = try frames(path, live: model.context.liveCellColor)
        XCTAssertEqual(movie.lit, Array(repeating: 5 * 64, count: 9), "generations 2,000 to 2,008, the glider whole in each")
        XCTAssertEqual(model.simulation.generation, 10, "the board stays where it was")
    }

    func testAVideoWithoutFFmpegIsRefusedAndWithItTheFramesArePipedToIt() throws {
        let model = model()
        model.run(.record, now: 0)
        model.press(.format(.mp4))
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("MP4 is made by the ffmpeg program, which is not installed") }, "\(model.scene().texts)")
        // Save as… and Record both look unavailable: neither is drawn in Cancel's colour.
        func color(of label: String) -> Color? {
            for case let .text(text, _, _, color, _) in model.scene().commands where text == label { return color }
            return nil
        }
        XCTAssertNotEqual(color(of: "Save as…"), color(of: "Cancel"))
        XCTAssertNotEqual(color(of: "Save as…"), model.theme.colors.text)
        XCTAssertEqual(color(of: "Record"), color(of: "Save as…"), "Record was in Cancel's colour (in High contrast, white: it read as enabled)")
        model.press(.format(.gif))
        XCTAssertEqual(color(of: "Save as…"), model.theme.colors.text, "with GIF it can be made")
        model.press(.format(.mp4))
        model.press(.save)
        XCTAssertNil(model.exports.job)
        // A stand-in: it writes what it is sent into the file named last.
        let program = folder + "/ffmpeg"
        try "#!/bin/sh\nfor last; do :; done\ncat > \"$last\"\n".write(toFile: program, atomically: true, encoding: .utf8)
        chmod(program, 0o755)
        let video = self.model(ffmpeg: program)
        video.run(.record, now: 0)
        video.handle(.text("4"), now: 0)
        video.press(.format(.webm))
        video.press(.save)
        video.advance(to: 0.1)
        let path = folder + "/Glider gen 0.webm"
        XCTAssertTrue(video.notice?.hasSuffix(path) == true, video.notice ?? "")
        let bytes = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        XCTAssertEqual(bytes, (4 + 10) * 48 * 48 * 3, "5 frames of 48×48 RGB (the run's extent, 4×4 cells, and a dead cell round it), the last held a second at 10 fps")
    }

    func testTheKeyboardAloneSetsEveryField() throws {
        let model = model()
        model.run(.record, now: 0)
        for _ in 0..<40 where model.focus != .export(.field(.from)) { model.handle(.key(.tab, []), now: 0) }
        XCTAssertEqual(model.focus, .export(.field(.from)))
        XCTAssertEqual(model.exportDialog?.editing, .from, "the field the ring is on takes the typing")
        model.handle(.key(.letter("a"), [.control]), now: 0)
        model.handle(.text("4"), now: 0)
        for _ in 0..<3 where model.focus != .export(.field(.every)) { model.handle(.key(.tab, []), now: 0) }
        model.handle(.key(.letter("a"), [.control]), now: 0)
        model.handle(.text("2"), now: 0)
        model.handle(.key(.tab, []), now: 0)
        XCTAssertEqual(model.focus, .export(.fps(5)))
        model.handle(.key(.space, []), now: 0)
        model.handle(.text(" "), now: 0)
        XCTAssertEqual(model.exportDialog?.options.fps, 5)
        XCTAssertEqual(model.exportDialog?.every.text, "2", "the Space that pressed the chip is not typed")
        model.handle(.key(.letter("r"), [.control, .shift]), now: 0)
        model.handle(.key(.letter("p"), [.control, .shift]), now: 0)
        XCTAssertEqual(model.exportDialog?.options.kind, .picture, "the shortcuts switch the tabs")
        model.handle(.key(.letter("r"), [.control, .shift]), now: 0)
        for _ in 0..<30 where model.focus != .export(.save) { model.handle(.key(.tab, []), now: 0) }
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.1)
        XCTAssertTrue(model.notice?.hasPrefix("Recorded 49 frames") == true, "from 4 to 100 every 2: \(model.notice ?? "")")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/Glider gen 4.gif"))
    }

    /// A click in a field puts the ring on it: Tab goes on to the next field, not back to the first control.
    func testTabAfterAClickInAFieldGoesToTheNextField() {
        let model = model()
        model.run(.record, now: 0)
        model.press(.field(.to))
        XCTAssertEqual(model.focus, .export(.field(.to)))
        model.handle(.key(.tab, []), now: 0)
        XCTAssertEqual(model.focus, .export(.field(.every)))
        model.handle(.key(.tab, [.shift]), now: 0)
        model.handle(.key(.tab, [.shift]), now: 0)
        XCTAssertEqual(model.focus, .export(.field(.from)))
        // A click on a chip is not a field: the ring goes, as before.
        model.press(.fps(5))
        XCTAssertNil(model.focus)
    }

    /// Typed into at once (the last field, "to", takes typing as the dialog opens), the dialog's
    /// Tab goes on from that field, not from its first chip, so the ring and the typing stay together.
    func testTabFromTheFieldTypedIntoAtOnceGoesToTheNextField() {
        let model = model()
        model.run(.record, now: 0)
        XCTAssertNil(model.focus)
        model.handle(.text("2^31"), now: 0)
        model.handle(.key(.tab, []), now: 0)
        XCTAssertEqual(model.focus, .export(.field(.every)))
        XCTAssertEqual(model.exportDialog?.editing, .every)
        model.handle(.text("4"), now: 0)
        XCTAssertEqual(model.exportDialog?.to.text, "2^31", "what was typed into 'to' stays there")
        XCTAssertEqual(model.exportDialog?.every.text, "4", "the field reached by Tab is selected: typing replaces its 1")
        // Shift+Tab goes back the same way; on a picture no field takes typing, and Tab starts at the top.
        let picture = self.model()
        picture.run(.record, now: 0)
        picture.handle(.key(.tab, [.shift]), now: 0)
        XCTAssertEqual(picture.focus, .export(.field(.from)))
        picture.handle(.key(.escape, []), now: 0)
        picture.run(.exportPicture, now: 0)
        picture.handle(.key(.tab, []), now: 0)
        XCTAssertEqual(picture.focus, .export(.kind(.picture)))
    }

    func testCancelStopsAnFFmpegThatTakesNoFrames() throws {
        // A stand-in that never reads: the frames fill the pipe and the work waits on it.
        let program = folder + "/ffmpeg"
        try "#!/bin/sh\nexec sleep 600\n".write(toFile: program, atomically: true, encoding: .utf8)
        chmod(program, 0o755)
        let model = model(runner: DispatchBackgroundRunner(wake: {}), ffmpeg: program)
        model.run(.record, now: 0)
        model.handle(.key(.letter("a"), [.control]), now: 0)
        model.handle(.text("1000"), now: 0)
        model.press(.format(.mp4))
        model.press(.save)
        let job = try XCTUnwrap(model.exports.job)
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertNil(job.outcome, "waiting on ffmpeg")
        model.handle(.key(.escape, []), now: 1)
        let deadline = Date().addingTimeInterval(10)
        while job.outcome == nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertEqual(job.outcome, .cancelled)
        model.advance(to: 2)
        XCTAssertEqual(model.notice, "Recording cancelled; nothing was kept")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["ffmpeg"], "nothing left but the stand-in")
    }

    /// A still frame is sized by a first run through every frame: the panel counts those frames
    /// ("frame 0 of ..." stood still through it), then the frames written; Cancel stops either.
    func testThePassThatSizesTheFrameShowsHowFarItIs() throws {
        var services = AppServices(workClock: SteadyWorkClock().read)
        let folder = folder
        services.newExportFile = { name in
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: nil)
            return folder + "/" + name
        }
        // A gun's stream grows for the whole run: its first pass takes a while.
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun),
                                      runner: DispatchBackgroundRunner(wake: {}), services: services)
        model.run(.record, now: 0)
        model.handle(.key(.letter("a"), [.control]), now: 0)
        model.handle(.text("99999"), now: 0)
        model.press(.save)
        let job = try XCTUnwrap(model.exports.job)
        var seen: (done: Double, frames: Int64, kind: String, sizing: Bool)?
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, job.outcome == nil {
            if let progress = model.exports.progress, progress.sizing, progress.done * 100_000 >= 10 { seen = progress; break }
            Thread.sleep(forTimeInterval: 0.001)
        }
        let sizing = try XCTUnwrap(seen, "the first pass reported how far it was, frame by frame")
        XCTAssertEqual(sizing.frames, 100_000)
        let panel = model.scene().texts.first { $0.hasPrefix("Recording a GIF: ") } ?? ""
        XCTAssertTrue(panel.hasPrefix("Recording a GIF: finding its size, frame ") && panel.hasSuffix(" of " + NumberFormat.grouped(100_000)), panel)
        model.handle(.key(.escape, []), now: 1)
        while job.outcome == nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual(job.outcome, .cancelled)
        XCTAssertNil(job.sizingFraction, "the pass is over")
        model.advance(to: 2)
        XCTAssertEqual(model.notice, "Recording cancelled; nothing was kept")
    }

    func testQuittingWhileItRecordsAsksOnce() throws {
        let runner = LaterRunner()
        let model = model(runner: runner)
        model.run(.record, now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.handle(.key(.letter("q"), .control), now: 1)
        XCTAssertFalse(model.quitRequested, "the first Ctrl+Q only says what it would lose")
        XCTAssertEqual(model.notice, "A recording is under way: quit again within 5 seconds to stop it and quit")
        // Shown clear of the recording's panel (which lies where notices go on the grid).
        var frames: [String: Rect] = [:]
        for case let .text(text, frame, _, _, _) in model.scene().commands { frames[text] = frame }
        let warning = try XCTUnwrap(frames[model.notice!]), panel = try XCTUnwrap(frames.first { $0.key.hasPrefix("Recording a GIF") }?.value)
        XCTAssertNil(warning.intersection(panel), "\(warning) against \(panel)")
        model.handle(.key(.letter("q"), .control), now: 2)
        XCTAssertTrue(model.quitRequested)
        let idle = self.model()
        idle.handle(.quit, now: 0)
        XCTAssertTrue(idle.quitRequested, "nothing under way: at once")
    }

    func testCancelStopsItAndKeepsNothing() throws {
        let runner = LaterRunner()
        let model = model(runner: runner)
        model.run(.record, now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNotNil(model.exports.job)
        XCTAssertTrue(model.scene().texts.contains("Recording a GIF: frame 0 of 101"), "\(model.scene().texts)")
        XCTAssertEqual(model.nextWakeTime(after: 1), 1.1, "the panel is looked at while it runs")
        model.handle(.key(.escape, []), now: 1)
        runner.waiting.forEach { $0() }
        model.advance(to: 1.1)
        XCTAssertEqual(model.notice, "Recording cancelled; nothing was kept")
        XCTAssertNil(model.exports.job)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "the unfinished file is gone")
    }

    func testAFileChosenToReplaceIsKeptWhenTheRecordingIsCancelled() throws {
        let runner = LaterRunner()
        let chosen = folder + "/mine.gif"
        try "keep me".write(toFile: chosen, atomically: true, encoding: .utf8)
        let model = model(runner: runner) { services in
            services.chooseSaveFile = { _, _ in
                let choice = FileChoice()
                choice.finish(.chosen(chosen))
                return choice
            }
        }
        model.run(.record, now: 0)
        model.press(.chooseFile)
        model.advance(to: 0.2)
        XCTAssertNotNil(model.exports.job, "started once the file was chosen")
        model.handle(.key(.escape, []), now: 0.3)
        runner.waiting.forEach { $0() }
        XCTAssertEqual(try String(contentsOfFile: chosen, encoding: .utf8), "keep me")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["mine.gif"], "and nothing else is left")
    }

    /// A movie's chosen file that could not be written is said before it starts (the frames were
    /// all made first, then the file refused, and the dialog's choices were lost).
    func testAChosenFileThatCannotBeWrittenIsSaidBeforeTheRecordingStarts() throws {
        let model = model { services in
            services.chooseSaveFile = { _, _ in
                let choice = FileChoice()
                choice.finish(.chosen("/nonexistent-folder/movie.gif"))
                return choice
            }
            services.checkWritable = { _ = try AtomicFileWriter.target(of: $0) }
        }
        model.run(.record, now: 0)
        model.press(.chooseFile)
        model.advance(to: 0.2)
        XCTAssertNil(model.exports.job, "nothing started")
        XCTAssertTrue(model.notice?.contains("Could not start the recording: /nonexistent-folder/movie.gif: cannot be written: the folder /nonexistent-folder does not exist") == true,
                      model.notice ?? "no notice")
    }

    func testPanelsOpenedWhileItRunsKeepTheirEscAndQuittingLeavesNoFile() throws {
        let runner = LaterRunner()
        let model = model(runner: runner)
        model.run(.record, now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.handle(.key(.f1, []), now: 1)
        model.handle(.key(.escape, []), now: 1)
        XCTAssertNil(model.topmost(ShortcutSheet.self), "Esc closed the sheet")
        XCTAssertNotNil(model.exports.job, "and left the recording running")
        XCTAssertNil(model.exports.job?.outcome)
        model.run(.record, now: 1)
        model.handle(.key(.enter, []), now: 1)
        XCTAssertEqual(model.notice, "A recording is under way: Esc or Cancel stops it")
        model.handle(.key(.escape, []), now: 1)
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

    /// A recording under way holds its reserved name, so another start's sweep leaves it be; once
    /// it ends, a part left beside an empty name is one a killed app left.
    func testARecordingUnderWayIsNotSweptAsUnfinished() throws {
        let folder = NSTemporaryDirectory() + "life-rec-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/run gen 0.gif"
        FileManager.default.createFile(atPath: path, contents: Data())
        let job = RecordingJob(frames: 10, start: 0, path: path, reserved: true, kind: "GIF")
        FileManager.default.createFile(atPath: job.temporaryPath, contents: Data("GIF89a".utf8))
        XCTAssertEqual(UnfinishedRecordings.sweep(folder), [], "being written")
        job.finish(.failed("the disk is full"))
        XCTAssertEqual(UnfinishedRecordings.sweep(folder), ["run gen 0.part.gif"])
    }

    /// In the smallest window (480x360) the movie dialog's every control, its buttons too, lies
    /// inside the window (they fell below it: the grid is too low for the rows at their lowest).
    func testTheMovieDialogFitsTheSmallestWindow() {
        for size in [Size(480, 360), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size, pattern: Fixtures.pattern(Fixtures.glider))
            model.run(.record, now: 0)
            let dialog = model.exportDialog!
            let layout = ExportLayout(dialog, grid: model.layout.grid, window: model.layout.bounds, metrics: model.theme.metrics)
            XCTAssertTrue(model.layout.bounds.contains(layout.save.center) && layout.save.maxY <= model.layout.bounds.maxY, "\(size): \(layout.save)")
            for region in layout.regions {
                let frame = region.frame ?? Rect(x: -1, y: -1, width: 0, height: 0)
                XCTAssertTrue(frame.maxY <= model.layout.bounds.maxY && frame.y >= 0, "\(size): \(region.control) at \(frame)")
            }
            model.press(.save)
            XCTAssertNotNil(model.exports.job ?? model.notice, "\(size): Record is pressed where it is drawn")
        }
    }
}
