import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
import JumpFeature
import SettingsFeature
import PromptFeature
@testable import LifeViewModel

final class JumpAndHyperspeedTests: XCTestCase {
    func testGenerationInputReadsTheWaysPeopleWriteNumbers() {
        XCTAssertEqual(GenerationInput.parse("1000000"), 1_000_000)
        XCTAssertEqual(GenerationInput.parse("1,000,000"), 1_000_000)
        XCTAssertEqual(GenerationInput.parse("1_000"), 1000)
        XCTAssertEqual(GenerationInput.parse("1e9"), 1_000_000_000)
        XCTAssertEqual(GenerationInput.parse("2^40"), 1 << 40)
        XCTAssertEqual(GenerationInput.parse("2^62"), 1 << 62)
        XCTAssertNil(GenerationInput.parse("2^63"), "beyond Int64")
        XCTAssertNil(GenerationInput.parse("1e19"))
        XCTAssertNil(GenerationInput.parse(""))
        XCTAssertNil(GenerationInput.parse("12x"))
        XCTAssertNil(GenerationInput.parse("-5"))
        // Powers of 0 and 1 are known at once, whatever the exponent (counting to it hung the prompt).
        XCTAssertEqual(GenerationInput.parse("1^999999999999999999"), 1)
        XCTAssertEqual(GenerationInput.parse("0^999999999999999999"), 0)
        XCTAssertEqual(GenerationInput.parse("0^0"), 1)
        XCTAssertNil(GenerationInput.parse("2^999999999999999999"))
        // Separators group digits in threes, with spaces around the number let be ("1,0,0" read as 100).
        XCTAssertEqual(GenerationInput.parse(" 12 345 678 "), 12_345_678)
        XCTAssertEqual(GenerationInput.parse("999,999"), 999_999)
        for slip in ["1,0,0", ",100", "100,", "1,00", "1000,000", "1,,000", "1,000e3"] {
            XCTAssertNil(GenerationInput.parse(slip), slip)
        }
    }

    func testJumpingAGunToTwoToTheFortyMatchesGolly() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun), services: AppServices(workClock: SteadyWorkClock().read))
        model.handle(.key(.letter("g"), []), now: 0)
        XCTAssertEqual(model.jumpPrompt, "")
        XCTAssertTrue(model.scene().texts.contains("Jump to generation"))
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.prompt?.error, "Type the generation to jump to, such as 1000000, 1e9 or 2^40", "nothing typed yet")
        model.handle(.text("1.5"), now: 0)
        XCTAssertEqual(model.jumpPrompt, "1.5", "what is typed is kept, never dropped in silence")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.jumpPrompt, "1.5", "the prompt stays open")
        XCTAssertEqual(model.prompt?.error, "'1.5' is not a generation: type a whole number from 0 to 2^62, such as 1000000, 1e9 or 2^40",
                       "said at the field")
        XCTAssertNil(model.notice, "not in a notice elsewhere")
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("'1.5' is not a generation") })
        // Long, it takes more lines under the field, and the panel grows to hold them (buttons below).
        let lines = TextWrap.lines(of: model.prompt!.error!, width: 392, size: model.theme.type.caption.size)
        XCTAssertGreaterThan(lines.count, 1)
        XCTAssertEqual(lines.joined(separator: " "), model.prompt!.error!)
        let layout = PromptLayout(grid: model.layout.grid, prompt: model.prompt!, captionSize: model.theme.type.caption.size)
        XCTAssertGreaterThanOrEqual(layout.cancel.y, layout.hint.maxY, "the buttons below the error")
        XCTAssertEqual(layout.hint.height, Double(lines.count) * PromptLayout.hintLine)
        XCTAssertEqual(model.simulation.generation, 0)
        for _ in 0..<3 { model.handle(.key(.backspace, []), now: 0) }
        model.handle(.text("2^40"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.jumpPrompt)
        model.advance(to: 0.1)
        XCTAssertEqual(model.simulation.generation, 1 << 40)
        XCTAssertEqual(model.simulation.universe.exactPopulation, 183_251_938_004, "bgolly's figure")
        XCTAssertEqual(model.simulation.universe.name, "hashlife")
        XCTAssertTrue(model.notice?.hasPrefix("Generation \(NumberFormat.grouped(1 << 40))") == true, model.notice ?? "")
        XCTAssertTrue(model.scene().texts.contains("1.833e11"), "big figures fit the header in short form")
        model.advance(to: 0.5)
        XCTAssertLessThan(model.camera.zoom, 0.001, "the zoom goes far enough out to frame a HashLife universe")
        // The grid draws straight from the quadtree at any zoom.
        let layer = model.scene().commands.compactMap { if case .cells(let l) = $0 { return l } else { return nil } }.first
        XCTAssertGreaterThan(layer?.raster.litCount ?? 0, 0)
        // Reset goes back to the gun; a jump back into the past is refused.
        model.handle(.key(.letter("g"), []), now: 1)
        model.handle(.text("30"), now: 1)
        model.handle(.key(.enter, []), now: 1)
        model.advance(to: 1.1)
        XCTAssertEqual(model.simulation.generation, 30, "from the reset point")
        model.handle(.key(.letter("g"), []), now: 2)
        model.handle(.text("5"), now: 2)
        model.handle(.key(.enter, []), now: 2)
        model.advance(to: 2.1)
        XCTAssertEqual(model.simulation.generation, 5, "earlier than here but after the reset point: reset, then jump")
        var late = Fixtures.pattern(Fixtures.glider)
        late.generation = 500
        let past = AppModel.forTests(windowSize: Size(1280, 800), pattern: late, services: AppServices(workClock: SteadyWorkClock().read))
        JumpActions.jump(toGeneration: 10, in: past.context)
        XCTAssertEqual(past.simulation.generation, 500)
        XCTAssertTrue(past.notice?.contains("in the past") == true, past.notice ?? "")
        // Playing after a jump goes back to the tiled engine (births, deaths, auto-stop).
        model.perform(.playPause, now: 3)
        XCTAssertEqual(model.simulation.universe.name, "tiles")
    }

    /// A short jump gives Golly's answer (whichever engine wins its race: the test's clock makes
    /// every generation look slow), and a number that is not one is explained.
    func testShortJumpsGiveGollysAnswerAndBadNumbersAreExplained() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.rPentomino), services: AppServices(workClock: SteadyWorkClock().read))
        model.perform(.jump, now: 0)
        model.handle(.text("1103"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.1)
        XCTAssertEqual(model.simulation.population, 116)
        XCTAssertEqual(model.simulation.generation, 1103)
        // Back within the run: the timeline goes there and the rest of the run stays (it started
        // again from the reset point, and the run ended where the jump did).
        model.perform(.jump, now: 0.5)
        model.handle(.text("1000"), now: 0.5)
        model.handle(.key(.enter, []), now: 0.5)
        model.advance(to: 0.6)
        XCTAssertEqual(model.simulation.generation, 1000)
        XCTAssertEqual(model.simulation.historyRange, 0...1103, "the run still reaches 1103")
        model.perform(.jump, now: 0.7)
        model.handle(.text("1103"), now: 0.7)
        model.handle(.key(.enter, []), now: 0.7)
        model.advance(to: 0.8)
        XCTAssertEqual(model.simulation.population, 116)
        model.perform(.jump, now: 1)
        model.handle(.text("e"), now: 1)
        model.handle(.key(.enter, []), now: 1)
        XCTAssertTrue(model.prompt?.error?.contains("is not a generation") == true, model.prompt?.error ?? "")
        model.handle(.key(.backspace, []), now: 1)
        XCTAssertNil(model.prompt?.error, "the error goes once the text changes")
        // A whole number past 2^62 is refused at the field too, as 2^100 is (it closed the prompt with a notice).
        model.handle(.text("4611686018427387905"), now: 1)
        model.handle(.key(.enter, []), now: 1)
        XCTAssertNotNil(model.jumpPrompt)
        XCTAssertEqual(model.prompt?.error, "'4611686018427387905' is past the last generation Life runs to: at most 2^62 (4.6e18)",
                       "too large, not \"not a generation\"")
        model.handle(.key(.escape, []), now: 1)
        model.perform(.jump, now: 1)
        model.handle(.text("1e400"), now: 1)
        model.handle(.key(.enter, []), now: 1)
        XCTAssertEqual(model.prompt?.error, "'1e400' is past the last generation Life runs to: at most 2^62 (4.6e18)")
        model.handle(.key(.escape, []), now: 1)
        XCTAssertNil(model.jumpPrompt)
        let empty = AppModel.forTests(windowSize: Size(1280, 800))
        empty.perform(.jump, now: 0)
        XCTAssertNil(empty.jumpPrompt)
        XCTAssertEqual(empty.notice, "Nothing to jump: the board is empty")
    }

    /// A runner that holds work until the test lets it run, to see the jump in flight.
    final class HeldRunner: BackgroundRunner {
        var held: [@Sendable () -> Void] = []
        func run(_ work: @escaping @Sendable () -> Void) { held.append(work) }
        func runAside(_ work: @escaping @Sendable () -> Void) { held.append(work) }
        func release() { let work = held; held = []; for w in work { w() } }
    }

    func testAJumpInFlightShowsProgressAndCancelKeepsTheBoard() {
        let runner = HeldRunner()
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.soup(width: 64, height: 64, density: 40, seed: 4)),
                             runner: runner)
        let before = model.simulation.universe.liveCells()
        model.simulation.startJump(by: 1 << 30)
        model.advance(to: 0)
        XCTAssertTrue(model.simulation.isJumping)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Jumping to generation \(NumberFormat.grouped(1 << 30))") })
        let zoom = model.camera.zoom
        model.handle(.key(.plus, .shift), now: 0.1) // `+` typed as Shift+=
        model.advance(to: 0.4)
        XCTAssertGreaterThan(model.camera.zoom, zoom, "zooming goes on during a jump")
        XCTAssertNil(model.notice)
        model.handle(.key(.plus, .control), now: 0.1)
        XCTAssertEqual(model.notice?.hasPrefix("Jumping to generation"), true, "Ctrl with it is not the zoom key")
        XCTAssertNotNil(model.nextWakeTime(after: 0), "the loop keeps drawing the progress")
        let title = "Jumping to generation \(NumberFormat.grouped(1 << 30))…"
        XCTAssertTrue(model.scene().texts.contains(title), "\(model.scene().texts)")
        XCTAssertTrue(model.scene().texts.contains("0%"), "no time in the first seconds: \(model.scene().texts)")
        // A jump whose share stands still (its last steps are most of its work) says how long it has run.
        model.advance(to: 4.2)
        XCTAssertTrue(model.scene().texts.contains("0% · 4 s"), "\(model.scene().texts)")
        model.handle(.key(.escape, []), now: 4.5)
        XCTAssertFalse(model.simulation.isJumping)
        XCTAssertEqual(model.notice, "Jump cancelled; the board is as it was")
        runner.release() // the cancelled work notices and stops
        model.advance(to: 5)
        XCTAssertEqual(model.simulation.universe.liveCells(), before)
        XCTAssertEqual(model.simulation.generation, 0)
    }

    /// A far jump's panel keeps its share and time whole at every window size: the target is
    /// written short past ten digits, and the status has a place of its own at the line's end (at
    /// 640x480 and 800x600 a jump to 2^62 lost its time off the end of the line).
    func testAFarJumpsPanelKeepsItsTimeInView() throws {
        for size in [Size(1280, 800), Size(800, 600), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size, pattern: Pattern(cells: Fixtures.soup(width: 16, height: 16, density: 40, seed: 2)),
                                          runner: HeldRunner())
            model.simulation.startJump(by: 1 << 62)
            model.advance(to: 0)
            model.advance(to: 75)
            var frames: [String: Rect] = [:]
            for case let .text(text, frame, _, _, _) in model.scene().commands { frames[text] = frame }
            let title = try XCTUnwrap(frames["Jumping to generation 4.612e18…"], "\(size) \(frames.keys)")
            let status = try XCTUnwrap(frames["0% · 1 min 15 s"], "\(size) \(frames.keys)")
            let panel = JumpProgressLayout(grid: model.layout.grid).panel
            XCTAssertEqual(panel.intersection(status), status, "\(size)")
            XCTAssertLessThanOrEqual(title.maxX, status.x, "\(size)")
            // Room for the title's characters at the width the status is given for its own.
            XCTAssertGreaterThanOrEqual(title.width, Double("Jumping to generation 4.612e18…".count) * model.theme.type.itemTitle.size * 0.62, "\(size)")
        }
    }

    /// A notice still showing when a jump starts (here the fill's) moves clear of the jump's
    /// panel, which lies where notices go on the grid.
    func testANoticeShowsClearOfAJumpsPanel() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), runner: HeldRunner())
        model.perform(.randomFill, now: 0)
        let notice = try XCTUnwrap(model.notice)
        model.simulation.startJump(by: 1 << 30)
        model.advance(to: 0.1)
        XCTAssertEqual(model.notice, notice)
        var frames: [String: Rect] = [:]
        for case let .text(text, frame, _, _, _) in model.scene().commands { frames[text] = frame }
        let panel = try XCTUnwrap(frames.first { $0.key.hasPrefix("Jumping to generation") }?.value, "\(frames.keys)")
        XCTAssertNil(try XCTUnwrap(frames[notice], "\(frames.keys)").intersection(panel), "\(notice) against the jump's panel")
    }

    func testAJumpsCancelLightsUnderThePointerAndTabPressesIt() {
        let runner = HeldRunner()
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.soup(width: 64, height: 64, density: 40, seed: 4)),
                                      runner: runner)
        model.simulation.startJump(by: 1 << 30)
        model.advance(to: 0)
        let cancel = JumpProgressLayout(grid: model.layout.grid).cancel
        model.handle(.pointerMoved(cancel.center), now: 0.1)
        XCTAssertEqual(model.hover.hovered, .jump, "the Cancel button is hot under the pointer")
        XCTAssertEqual(model.focusTargets.first, .button(.jump), "Tab reaches Cancel first")
        model.handle(.key(.tab, []), now: 0.2)
        model.handle(.key(.enter, []), now: 0.3)
        XCTAssertFalse(model.simulation.isJumping, "Enter on it cancels the jump")
        runner.release()
    }

    func testHyperspeedStepsGrowWhileThePatternIsRegular() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun), services: AppServices(workClock: SteadyWorkClock().read))
        SettingsActions.setHyperspeed(true, in: model.context)
        model.perform(.playPause, now: 0)
        var t = 0.0
        for _ in 0..<120 {
            t += 1.0 / 60
            model.advance(to: t)
        }
        XCTAssertEqual(model.simulation.universe.name, "hashlife")
        XCTAssertGreaterThan(model.simulation.hyperStepLog, 5, "a gun is regular: the step keeps growing")
        XCTAssertGreaterThan(model.simulation.generation, 1 << 10)
        // Whatever the steps, the population is the gun's at that generation: 36 + 5 per glider.
        let g = model.simulation.generation
        let reference = HashLife()
        reference.load(Fixtures.pattern(Fixtures.gosperGun).cells)
        reference.step(by: g)
        XCTAssertEqual(model.simulation.universe.exactPopulation, reference.exactPopulation)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Running · hyperspeed 2^") })
    }

    /// Leaving hyperspeed measures full speed afresh: HashLife's rate (here ~2^40 a second) would
    /// size the first batch of a stepping engine at a million generations, which a growing pattern
    /// takes minutes over (Play looked stuck).
    func testLeavingHyperspeedMeasuresFullSpeedAfresh() {
        let sim = Simulation(pattern: Fixtures.pattern(Fixtures.gosperGun), generationsPerSecond: .infinity, runner: HeldRunner(),
                             workClock: SteadyWorkClock().read, makeUniverse: { TiledLife(rule: $0, topology: $1) })
        sim.hyperspeed = true
        sim.measuredRate = 1e12
        sim.hyperspeed = false
        sim.play(at: 0)
        let due = try! XCTUnwrap(sim.dueGenerations(at: 0.02))
        XCTAssertLessThanOrEqual(due, Int64(Simulation.startingRate * sim.fastestBatchSeconds) + 1, "a first batch of a few generations")
        // A new pattern starts afresh too.
        sim.measuredRate = 1e12
        sim.load(Fixtures.pattern(Fixtures.acorn))
        sim.play(at: 1)
        XCTAssertLessThanOrEqual(try! XCTUnwrap(sim.dueGenerations(at: 1.02)), 2)
    }

    /// A batch dropped (a pause, an edit) stops at the next generation: the worker is free for the next one.
    /// Hyperspeed takes one run far: Reset and a new board come back out of it (a glider placed
    /// after a breeder's hyperspeed flew off at 2^50 generations a frame, out of sight).
    func testResetAndANewBoardLeaveHyperspeed() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun))
        model.perform(.step, now: 0)
        SettingsActions.setHyperspeed(true, in: model.context)
        model.perform(.reset, now: 0)
        XCTAssertFalse(model.simulation.hyperspeed, "Reset")
        SettingsActions.setHyperspeed(true, in: model.context)
        model.handle(.key(.delete, []), now: 0)
        XCTAssertFalse(model.simulation.hyperspeed, "a clear")
        SettingsActions.setHyperspeed(true, in: model.context)
        model.editing.load(Fixtures.pattern(Fixtures.glider), named: "Glider", in: model.context)
        XCTAssertFalse(model.simulation.hyperspeed, "a pattern opened")
        // A board that died out in hyperspeed, then a starter on it.
        model.handle(.key(.delete, []), now: 0)
        SettingsActions.setHyperspeed(true, in: model.context)
        model.perform(.starter(.glider), now: 0)
        XCTAssertFalse(model.simulation.hyperspeed, "a starter on the empty board")
        // A run in hyperspeed that dies out ends it: cells drawn next run at a visible pace.
        let dying = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(0, 0), Cell(1, 0)]))
        SettingsActions.setHyperspeed(true, in: dying.context)
        dying.perform(.playPause, now: 0)
        var t = 0.0
        for _ in 0..<20 { t += 1.0 / 60; dying.advance(to: t) }
        XCTAssertEqual(dying.simulation.population, 0)
        XCTAssertFalse(dying.simulation.hyperspeed, "died out")
    }

    func testADroppedBatchStopsAtTheNextGeneration() {
        let universe = TiledLife(rule: .conway)
        universe.load(Fixtures.pattern(Fixtures.acorn))
        let job = StepJob(universe: universe, generations: 1 << 20, tracker: nil)
        job.cancel()
        job.execute(clock: { 0 })
        XCTAssertTrue(job.isFinished)
        XCTAssertEqual(job.stepped, 0)
        let runner = HeldRunner()
        let sim = Simulation(pattern: Fixtures.pattern(Fixtures.acorn), generationsPerSecond: .infinity, runner: runner,
                             workClock: SteadyWorkClock().read, makeUniverse: { TiledLife(rule: $0, topology: $1) })
        sim.play(at: 0)
        sim.advance(to: 0.02)
        let inFlight = try! XCTUnwrap(sim.job)
        sim.pause()
        XCTAssertTrue(inFlight.isCancelled, "pausing drops the batch and tells it")
    }

    /// Hyperspeed lands on the last generation the counter holds (2^62) and stops there with a
    /// notice (it stalled below it, its next step passing it).
    func testHyperspeedLandsOnTheLastGenerationAndSaysSo() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.blinker), services: AppServices(workClock: SteadyWorkClock().read))
        JumpActions.jump(toGeneration: (1 << 62) - 1000, in: model.context)
        var t = 0.0
        for _ in 0..<100 where model.simulation.generation != (1 << 62) - 1000 { t += 0.05; model.advance(to: t) }
        t += 0.05
        model.advance(to: t) // the frame that takes the jump's outcome
        XCTAssertEqual(model.simulation.generation, (1 << 62) - 1000)
        XCTAssertNil(model.context.analytics.change, "no change figure averaged over the jump")
        XCTAssertNil(model.context.analytics.growthPercent)
        XCTAssertEqual(model.context.analytics.generations, [0, (1 << 62) - 1000], "the sparkline holds the run before the jump and its landing")
        model.simulation.autoStopEnabled = false  // the blinker's ending would stop it first
        model.simulation.hyperspeed = true
        model.simulation.hyperStepFixed = 10
        model.perform(.playPause, now: t)
        for _ in 0..<30 { t += 1.0 / 60; model.advance(to: t) }
        XCTAssertEqual(model.simulation.generation, 1 << 62)
        XCTAssertFalse(model.simulation.isPlaying)
        XCTAssertEqual(model.notice, "Stopped at generation \(NumberFormat.grouped(1 << 62)) (2^62): the last one Life counts to")
        XCTAssertEqual(model.simulation.universe.exactPopulation, 3)
    }

    /// Golly's step exponent: { and } halve and double the step and fix it there; ] gives it back to the pacer.
    func testTheHyperspeedStepCanBeFixedByHand() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun), services: AppServices(workClock: SteadyWorkClock().read))
        model.handle(.key(.bracketRight, .shift), now: 0)
        XCTAssertTrue(model.simulation.hyperspeed, "} turns hyperspeed on")
        XCTAssertEqual(model.simulation.hyperStepFixed, 1)
        for _ in 0..<5 { model.handle(.key(.bracketRight, .shift), now: 0) }
        XCTAssertEqual(model.simulation.hyperStepFixed, 6)
        model.handle(.key(.bracketLeft, .shift), now: 0)
        XCTAssertEqual(model.simulation.hyperStepFixed, 5)
        model.perform(.playPause, now: 0)
        var t = 0.0
        for _ in 0..<60 {
            t += 1.0 / 60
            model.advance(to: t)
        }
        XCTAssertEqual(model.simulation.hyperStepLog, 5, "a fixed step does not move")
        XCTAssertEqual(model.simulation.generation % 32, 0)
        XCTAssertTrue(model.scene().texts.contains("Running · hyperspeed 2^5 fixed"))
        model.handle(.key(.bracketRight, []), now: t)
        XCTAssertNil(model.simulation.hyperStepFixed, "] hands the step back to the pacer")
        XCTAssertTrue(model.simulation.hyperspeed)
        model.handle(.key(.bracketLeft, []), now: t)
        XCTAssertFalse(model.simulation.hyperspeed, "[ leaves hyperspeed")
    }

    /// The same step control in Settings: - and + fix the step, a press on its value makes it automatic again.
    func testTheHyperspeedStepIsSetInSettings() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun))
        model.perform(.settings, now: 0)
        let layout = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        XCTAssertTrue(model.scene().texts.contains("Hyperspeed step"))
        XCTAssertTrue(model.scene().texts.contains("Auto"))
        model.handle(.pointerDown(layout.hyperStepSteppers[1].frame.center, .left), now: 0)
        model.handle(.pointerDown(layout.hyperStepSteppers[1].frame.center, .left), now: 0)
        XCTAssertTrue(model.simulation.hyperspeed)
        XCTAssertEqual(model.simulation.hyperStepFixed, 2)
        XCTAssertTrue(model.scene().texts.contains("2^2"))
        model.handle(.pointerDown(layout.hyperStepSteppers[0].frame.center, .left), now: 0)
        XCTAssertEqual(model.simulation.hyperStepFixed, 1)
        model.handle(.pointerDown(layout.hyperStepValue.center, .left), now: 0)
        XCTAssertNil(model.simulation.hyperStepFixed)
        XCTAssertTrue(model.scene().texts.contains("Auto"))
    }

    /// Plays in hyperspeed until auto-stop pauses the run (or `frames` frames pass).
    func playHyperspeedToTheEnd(_ pattern: Pattern, frames: Int = 20_000) -> AppModel {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern, services: AppServices(workClock: SteadyWorkClock().read))
        SettingsActions.setHyperspeed(true, in: model.context)
        model.perform(.playPause, now: 0)
        var t = 0.0
        for _ in 0..<frames where model.simulation.isPlaying {
            t += 1.0 / 60
            model.advance(to: t)
        }
        return model
    }

    func commandLineEnding(_ pattern: Pattern) -> FinalState {
        let universe = TiledLife(rule: pattern.rule)
        universe.load(pattern.cells)
        return FinalStateDetector(maxGenerations: 1_000_000, clock: { 0 }).run(universe)
    }

    func testHyperspeedAutoStopsWithTheCommandLinesEndingOnAMethuselah() {
        let pattern = Fixtures.pattern(Fixtures.rPentomino)
        let model = playHyperspeedToTheEnd(pattern)
        XCTAssertFalse(model.simulation.isPlaying, "auto-stop paused hyperspeed")
        let expected = commandLineEnding(pattern)
        XCTAssertEqual(expected.summary, "Settled at generation 1103: period-2 debris, 6 gliders escaping")
        XCTAssertEqual(model.simulation.ending, expected)
        XCTAssertEqual(model.simulation.generation, 1103, "the watch found it ahead of the run, which lands on it")
        XCTAssertTrue(model.scene().texts.contains(expected.summary(numbers: NumberFormat.grouped)))
    }

    func testHyperspeedAutoStopsWithTheCommandLinesEndingOnASoup() {
        let pattern = Pattern(cells: Fixtures.soup(width: 48, height: 48, density: 40, seed: 11))
        let expected = commandLineEnding(pattern)
        XCTAssertNotEqual(expected.outcome, .undetermined)
        let model = playHyperspeedToTheEnd(pattern)
        XCTAssertFalse(model.simulation.isPlaying)
        XCTAssertEqual(model.simulation.ending, expected)
    }

    func testThePausedHyperspeedWatchQueuesNoWork() {
        let runner = ManualRunner()
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.acorn), runner: runner, services: AppServices(workClock: SteadyWorkClock().read))
        SettingsActions.setHyperspeed(true, in: model.context)
        model.perform(.playPause, now: 0)
        model.advance(to: 0.02)
        XCTAssertEqual(runner.asideCount, 1, "one chunk of the watch at a time")
        model.advance(to: 0.04)
        XCTAssertEqual(runner.asideCount, 1, "no second chunk while the first runs")
        model.perform(.playPause, now: 0.05)
        runner.runAsideWork()
        runner.runAll()
        model.advance(to: 0.06)
        model.advance(to: 0.08)
        XCTAssertEqual(runner.asideCount, 0, "paused: the watch waits")
        XCTAssertNil(model.simulation.nextWakeTime(after: 0.08), "paused: nothing to wake for")
    }

    func testMemoryCapStepsAndPersists() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.perform(.settings, now: 0)
        let layout = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        XCTAssertTrue(model.scene().texts.contains("2 GB"))
        model.handle(.pointerDown(layout.memorySteppers[0].frame.center, .left), now: 0)
        XCTAssertEqual(model.context.preferences.maxMemoryMiB, 1024)
        XCTAssertEqual(model.simulation.hashLifeMemory, 1024 << 20)
        XCTAssertEqual(model.settings.maxMemoryMiB, 1024)
        for _ in 0..<10 { model.handle(.pointerDown(layout.memorySteppers[0].frame.center, .left), now: 0) }
        XCTAssertEqual(model.context.preferences.maxMemoryMiB, 64, "never below 64 MB")
        let hyper = layout.speeds.first { $0.0 == .hyperspeed }!
        model.handle(.pointerDown(hyper.1.center, .left), now: 0)
        XCTAssertTrue(model.simulation.hyperspeed)
        let restarted = AppModel.forTests(windowSize: Size(1280, 800))
        restarted.apply(model.settings)
        XCTAssertFalse(restarted.simulation.hyperspeed, "a restart starts at normal speed")
        SettingsActions.reset(in: model.context)
        XCTAssertFalse(model.simulation.hyperspeed)
        XCTAssertEqual(model.context.preferences.maxMemoryMiB, 2048)
    }

    /// The memory steppers stop at the machine's memory (64 GB of HashLife memory was offered on a
    /// machine of 24, and 16 GB of history on one of 4), and say why; the plus is muted there.
    func testTheMemoryCapsStopAtTheMachinesMemory() {
        var services = AppServices(workClock: SteadyWorkClock().read)
        services.machineMemoryMiB = 24 * 1024
        let model = AppModel.forTests(windowSize: Size(1280, 800), services: services)
        for _ in 0..<5 { SettingsActions.changeMemoryCap(by: 1, in: model.context) }
        XCTAssertEqual(model.context.preferences.maxMemoryMiB, 16 * 1024, "2, 4, 8, 16 GB: no more on 24")
        XCTAssertEqual(model.notice, "HashLife memory stays at 16 GB: this machine has 24 GB")
        model.perform(.settings, now: 0)
        let layout = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        func iconColor(at frame: Rect) -> Color? {
            for case let .icon(_, drawn, color) in model.scene().commands where drawn == frame { return color }
            return nil
        }
        XCTAssertEqual(iconColor(at: layout.memorySteppers[1].frame), model.theme.colors.mutedText)
        XCTAssertEqual(iconColor(at: layout.historySteppers[1].frame), model.theme.colors.icon)
        SettingsActions.changeMemoryCap(by: -1, in: model.context)
        XCTAssertEqual(model.context.preferences.maxMemoryMiB, 8 * 1024, "and down again")
        services.machineMemoryMiB = 4 * 1024
        let small = AppModel.forTests(windowSize: Size(1280, 800), services: services)
        for _ in 0..<8 { SettingsActions.changeHistoryCap(by: 1, in: small.context) }
        XCTAssertEqual(small.context.preferences.historyMemoryMiB, 4 * 1024)
        XCTAssertEqual(small.notice, "History memory stays at 4 GB: this machine has 4 GB")
    }

    func testTheHistoryCapStepsPersistsAndThinsWhatIsKept() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.soup(width: 200, height: 200, density: 35, seed: 3)))
        for t in 1...400 { model.perform(.step, now: Double(t)) }
        let kept = model.simulation.historyBytes
        XCTAssertGreaterThan(kept, 2 << 20, "a soup's 400 generations keep more than 2 MB of copies")
        model.perform(.settings, now: 500)
        let layout = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        XCTAssertTrue(model.scene().texts.contains("History memory"))
        XCTAssertTrue(model.scene().texts.contains("256 MB"))
        for _ in 0..<7 { model.handle(.pointerDown(layout.historySteppers[0].frame.center, .left), now: 500) }
        XCTAssertEqual(model.context.preferences.historyMemoryMiB, 16, "never below 16 MB")
        XCTAssertEqual(model.settings.historyMemoryMiB, 16)
        XCTAssertEqual(model.simulation.historyMemory, 16 << 20)
        SettingsActions.changeHistoryCap(by: -1, in: model.context)
        XCTAssertEqual(model.context.preferences.historyMemoryMiB, 16)
        func iconColor(at frame: Rect) -> Color? {
            for case let .icon(_, drawn, color) in model.scene().commands where drawn == frame { return color }
            return nil
        }
        XCTAssertEqual(iconColor(at: layout.historySteppers[0].frame), model.theme.colors.mutedText, "nothing below 16 MB: the minus is muted")
        XCTAssertEqual(iconColor(at: layout.historySteppers[1].frame), model.theme.colors.icon)
        XCTAssertEqual(iconColor(at: layout.memorySteppers[0].frame), model.theme.colors.icon, "HashLife's cap can still halve")
        model.handle(.pointerDown(layout.historySteppers[1].frame.center, .left), now: 500)
        XCTAssertEqual(model.context.preferences.historyMemoryMiB, 32)
        SettingsActions.reset(in: model.context)
        XCTAssertEqual(model.context.preferences.historyMemoryMiB, 256)
        // A lower cap thins what is kept at once, and the run can still be stepped back through.
        model.simulation.historyMemory = 1 << 20
        XCTAssertLessThanOrEqual(model.simulation.historyBytes, 1 << 20)
        XCTAssertTrue(model.simulation.go(to: 123))
        let check = TiledLife(rule: .conway)
        check.load(Fixtures.soup(width: 200, height: 200, density: 35, seed: 3))
        check.step(by: 123)
        XCTAssertEqual(model.simulation.universe.liveCells().sorted(), check.liveCells().sorted())
    }
}

final class HugeUniverseDrawingTests: XCTestCase {
    /// A breeder at 2^30 fills a 5e8 x 9e7 region with 8e14 cells; the frame must come from the tree,
    /// a unit per node, not from the cells.
    func testABreederAtTwoToTheThirtyIsDrawnFromItsTree() throws {
        let text = try String(contentsOfFile: RepositoryPaths.path("Assets/Patterns/switch-engine-breeder.rle"), encoding: .utf8)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: try RLEReader().read(text), services: AppServices(workClock: SteadyWorkClock().read))
        JumpActions.jump(toGeneration: 1 << 30, in: model.context)
        model.advance(to: 0.1)
        model.advance(to: 0.6)
        let bounds = try XCTUnwrap(model.simulation.universe.bounds)
        let visible = model.camera.visibleCells
        XCTAssertTrue(visible.width > bounds.width && visible.height > bounds.height, "fit frames the whole breeder")
        let layer = try XCTUnwrap(model.scene().commands.compactMap { if case .cells(let l) = $0 { return l } else { return nil } }.first)
        XCTAssertEqual(layer.raster.scale.nonzeroBitCount, 1, "zoomed out, a unit covers a power of two of cells")
        XCTAssertGreaterThan(layer.raster.litCount, 100)
        XCTAssertLessThan(layer.raster.litCount, layer.raster.units.count, "the margins stay dark")
    }
}

final class MacrocellOpenTests: XCTestCase {
    func testAMacrocellFileOpensStraightIntoHashLife() throws {
        let gun = HashLife()
        gun.load(Fixtures.pattern(Fixtures.gosperGun).cells)
        try gun.advance(by: 1 << 40)
        let text = gun.macrocellText(comments: ["Gun at 2^40"])
        let services = AppServices(openMacrocell: { _ in try MacrocellCodec().parse(text) }, workClock: SteadyWorkClock().read)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), services: services)
        model.handle(.fileDropped("/patterns/gun.mc"), now: 0)
        XCTAssertEqual(model.simulation.universe.name, "hashlife")
        XCTAssertEqual(model.simulation.universe.exactPopulation, 183_251_938_004)
        XCTAssertEqual(model.simulation.generation, 1 << 40)
        XCTAssertTrue(model.notice?.hasPrefix("Opened Gun at 2^40") == true, model.notice ?? "")
    }
}
