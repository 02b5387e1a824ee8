import XCTest
@testable import HeaderFeature
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeRun
@testable import LifeInterface
import TimelineFeature
import JumpFeature
@testable import LifeViewModel

/// Going back in time: stepping back, playing backwards, scrubbing, editing the past, the cap.
final class TimelineTests: XCTestCase {
    /// The cells at `generation`, run from the start on a fresh engine of its own.
    func reference(_ pattern: Pattern, at generation: Int64) -> [Cell] {
        let life = TiledLife(rule: pattern.rule, topology: pattern.topology)
        life.load(pattern.cells)
        life.step(by: generation)
        return life.liveCells().sorted()
    }

    func cells(_ model: AppModel) -> [Cell] { model.simulation.universe.liveCells().sorted() }

    /// The R-pentomino stepped `generations` times with Space, one a second.
    func rPentominoStepped(_ generations: Int) -> (pattern: Pattern, model: AppModel) {
        let pattern = Fixtures.pattern(Fixtures.rPentomino)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        for t in 1...generations { model.handle(.key(.space, []), now: Double(t)) }
        return (pattern, model)
    }

    func testSteppingBackThenForwardRetracesTheRunOnThePlaneAndOnATorus() {
        var onTorus = Fixtures.pattern(Fixtures.glider)
        onTorus.topology = .torus(width: 16, height: 16)
        for pattern in [Fixtures.pattern(Fixtures.acorn), onTorus] {
            let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
            XCTAssertFalse(model.simulation.canStepBack, "nothing before the start")
            var seen: [[Cell]] = [cells(model)]
            for t in 1...60 {
                model.handle(.key(.space, []), now: Double(t))
                seen.append(cells(model))
            }
            for g in stride(from: 59, through: 0, by: -1) {
                model.handle(.key(.space, .shift), now: 100)
                XCTAssertEqual(model.simulation.generation, Int64(g))
                XCTAssertEqual(cells(model), seen[g], "generation \(g)")
            }
            model.handle(.key(.space, .shift), now: 100)
            XCTAssertEqual(model.simulation.generation, 0)
            XCTAssertEqual(model.notice, "This is where the run starts: nothing earlier to go back to")
            for g in 1...60 { model.handle(.key(.space, []), now: 200) ; XCTAssertEqual(cells(model), seen[g]) }
        }
    }

    func testBackAndForthOnASoupAndOnABreederPlayedInHyperspeed() throws {
        let text = try String(contentsOfFile: RepositoryPaths.path("Assets/Patterns/switch-engine-breeder.rle"), encoding: .utf8)
        let breeder = try PatternFormat.rle.read(text)
        let soup = Pattern(cells: Fixtures.soup(width: 90, height: 90, density: 37, seed: 11))
        for (name, pattern, hyperspeed) in [("soup", soup, false), ("breeder", breeder, true)] {
            let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
            model.simulation.autoStopEnabled = false
            model.simulation.generationsPerSecond = .infinity
            model.simulation.hyperspeed = hyperspeed
            model.perform(.playPause, now: 0)
            var t = 0.0
            while model.simulation.generation < 600 && t < 60 { t += 0.02; model.advance(to: t) }
            model.perform(.playPause, now: t)
            let reached = model.simulation.generation
            XCTAssertGreaterThanOrEqual(reached, 600, name)
            XCTAssertEqual(model.simulation.universe.leaps, hyperspeed, "\(name): hyperspeed runs on HashLife")
            for _ in 0..<40 { XCTAssertTrue(model.simulation.stepBack(), name) }
            XCTAssertEqual(model.simulation.generation, reached - 40)
            XCTAssertEqual(cells(model), reference(pattern, at: reached - 40), "\(name) at \(reached - 40)")
            for _ in 0..<40 { model.perform(.step, now: t) }
            XCTAssertEqual(model.simulation.generation, reached)
            XCTAssertEqual(cells(model), reference(pattern, at: reached), "\(name) back at \(reached)")
        }
    }

    func testAfterPlayingAtFullSpeedAnyGenerationCanBeScrubbedTo() throws {
        let pattern = Fixtures.pattern(Fixtures.rPentomino)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        model.simulation.autoStopEnabled = false
        model.simulation.generationsPerSecond = .infinity
        model.perform(.playPause, now: 0)
        var t = 0.0
        while model.simulation.generation < 3000 && t < 100 { t += 0.05; model.advance(to: t) }
        model.perform(.playPause, now: t)
        let reached = model.simulation.generation
        XCTAssertEqual(model.simulation.historyRange, 0...reached)
        let bar = try XCTUnwrap(TimelineActions.layout(in: model.context))
        XCTAssertFalse(bar.isLogarithmic, "a run played through lies evenly along the bar")
        XCTAssertEqual(bar.generation(atX: bar.track.midX), reached / 2, accuracy: max(2, reached / 500), "its middle is the run's middle")
        for target in [Int64(1), 77, 1103, reached - 1] {
            let point = Point(bar.x(for: target), bar.track.midY)
            model.handle(.pointerDown(point, .left), now: t)
            model.handle(.pointerUp(point, .left), now: t)
            let landed = model.simulation.generation
            XCTAssertEqual(landed, bar.generation(atX: point.x))
            XCTAssertLessThanOrEqual(abs(landed - target), max(1, target / 50), "the bar lands near where it was pressed")
            XCTAssertEqual(cells(model), reference(pattern, at: landed), "generation \(landed)")
        }
        // A step back from a scrubbed generation is the generation before it, exactly.
        model.handle(.key(.space, .shift), now: t)
        XCTAssertEqual(cells(model), reference(pattern, at: model.simulation.generation))
    }

    func testBackThroughAJumpToAnyGenerationBeforeIt() throws {
        let pattern = Fixtures.pattern(Fixtures.acorn)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        model.perform(.jump, now: 0)
        model.handle(.text("5000"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        var t = 0.0
        while model.simulation.isJumping && t < 60 { t += 0.05; model.advance(to: t) }
        XCTAssertEqual(model.simulation.generation, 5000)
        for target in [Int64(4999), 2500, 10] {
            XCTAssertTrue(model.simulation.go(to: target))
            XCTAssertEqual(model.simulation.generation, target)
            XCTAssertEqual(cells(model), reference(pattern, at: target), "generation \(target)")
        }
        XCTAssertFalse(model.simulation.go(to: 6000), "the future past the furthest point is not history")
    }

    /// A soup jumped 20,000 generations: its only checkpoints are the start and the landing.
    private func soupJumpedFar(runner: JumpAndHyperspeedTests.HeldRunner) -> (AppModel, Pattern) {
        let pattern = Pattern(cells: Fixtures.soup(width: 64, height: 64, density: 40, seed: 4))
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern, runner: runner)
        model.simulation.startJump(by: 20_000)
        runner.release()
        model.advance(to: 0)
        XCTAssertEqual(model.simulation.generation, 20_000)
        return (model, pattern)
    }

    /// Going back from a long jump recomputes from the checkpoint before it (here the start):
    /// that runs in the background as a jump does, with its panel, and the app keeps answering.
    func testGoingFarBackRecomputesInTheBackgroundWithProgress() throws {
        let runner = JumpAndHyperspeedTests.HeldRunner()
        let (model, pattern) = soupJumpedFar(runner: runner)
        XCTAssertTrue(model.context.travel(to: 19_990))
        XCTAssertTrue(model.simulation.isJumping, "recomputing 19,990 generations waits in the background")
        XCTAssertEqual(model.simulation.generation, 20_000, "the board stays as it was meanwhile")
        model.advance(to: 0.1)
        let texts = model.scene().texts
        XCTAssertTrue(texts.contains { $0.hasPrefix("Going back to generation \(NumberFormat.grouped(19_990))…") }, "\(texts)")
        XCTAssertTrue(texts.contains("Going back · 0%"), "the header says what runs: \(texts)")
        model.handle(.pointerDown(model.layout.grid.center, .left), now: 0.2)
        XCTAssertTrue(try XCTUnwrap(model.notice).hasPrefix("Going back to generation"), "the board waits for it, and says so")
        runner.release()
        model.advance(to: 0.3)
        XCTAssertFalse(model.simulation.isJumping)
        XCTAssertEqual(model.simulation.generation, 19_990)
        XCTAssertEqual(model.notice, "Back at generation \(NumberFormat.grouped(19_990))", "where it landed")
        XCTAssertEqual(cells(model), reference(pattern, at: 19_990))
        XCTAssertEqual(model.context.analytics.generations, [0, 19_989, 19_990],
                       "the sparkline follows the run's history up to where it landed, the generation before from the copies the walk kept")
        let landingStep = reference(pattern, at: 19_990).count - reference(pattern, at: 19_989).count
        XCTAssertEqual(model.context.analytics.change, Double(landingStep), "the last step's change, not an average over 19,990 generations")
        // The stretch before the landing was kept: stepping back on is immediate.
        model.handle(.key(.space, .shift), now: 0.4)
        XCTAssertFalse(model.simulation.isJumping)
        XCTAssertEqual(model.simulation.generation, 19_989)
        XCTAssertEqual(cells(model), reference(pattern, at: 19_989))
        let step = reference(pattern, at: 19_989).count - reference(pattern, at: 19_988).count
        XCTAssertEqual(model.context.analytics.change, Double(step), "the change is the last step's, from the kept copies")
        // The first generation of the kept stretch: the one before it is known to no copy or sample.
        var first = Int64(19_989)
        while model.simulation.populationKnown(at: first - 1) != nil { first -= 1 }
        XCTAssertLessThan(first, 19_900)
        XCTAssertTrue(model.context.travel(to: first))
        XCTAssertFalse(model.simulation.isJumping)
        XCTAssertNil(model.context.analytics.change, "no average over the \(first) generations since the sample before")
        // Forward again, past the kept copies: worked out again too, and it reads as a jump.
        XCTAssertTrue(model.context.travel(to: 19_995))
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Jumping to generation \(NumberFormat.grouped(19_995))") })
        runner.release()
        model.advance(to: 0.5)
        XCTAssertEqual(cells(model), reference(pattern, at: 19_995))
    }

    /// Playing backwards goes through walks back where the kept copies end: Esc stops the walk
    /// and the backwards play with it (it started the next walk at once).
    func testEscStopsBackwardsPlayThatStartedAWalk() {
        let runner = JumpAndHyperspeedTests.HeldRunner()
        let (model, _) = soupJumpedFar(runner: runner)
        model.handle(.key(.enter, .shift), now: 1)
        model.advance(to: 1.2)
        XCTAssertTrue(model.simulation.isJumping, "the generation before the landing is worked out again")
        model.handle(.key(.escape, []), now: 1.3)
        XCTAssertFalse(model.simulation.isJumping)
        XCTAssertNil(model.context.backwards, "backwards play stops with it")
        runner.release()
        model.advance(to: 2)
        XCTAssertFalse(model.simulation.isJumping)
        XCTAssertEqual(model.simulation.generation, 20_000)
    }

    /// Backwards play walking back through a jump pauses on Enter, Shift+Enter or the pause
    /// button, as it does between walks: the walk stops, the board stays where it is (they were
    /// swallowed with "Esc stops it", and in hyperspeed a walk is under way nearly always).
    func testBackwardsPlayPausesDuringItsWalk() throws {
        for pause in ["enter", "shift+enter", "button"] {
            let runner = JumpAndHyperspeedTests.HeldRunner()
            let (model, _) = soupJumpedFar(runner: runner)
            let landed = cells(model)
            model.handle(.key(.enter, .shift), now: 1)
            model.advance(to: 1.2)
            XCTAssertTrue(model.simulation.isJumping, pause)
            // The bar's zoom button only looks around: it works during the walk and leaves it running.
            let zoom = model.context.cameraController.target.zoom
            let zoomIn = try XCTUnwrap(model.layout.buttons.first { $0.action == .zoomIn }).frame.center
            model.handle(.pointerDown(zoomIn, .left), now: 1.25)
            model.handle(.pointerUp(zoomIn, .left), now: 1.25)
            XCTAssertGreaterThan(model.context.cameraController.target.zoom, zoom, pause)
            XCTAssertTrue(model.simulation.isJumping, pause)
            switch pause {
            case "enter": model.handle(.key(.enter, []), now: 1.3)
            case "shift+enter": model.handle(.key(.enter, .shift), now: 1.3)
            default:
                let button = try XCTUnwrap(model.layout.buttons.first { $0.action == .playPause }).frame.center
                model.handle(.pointerDown(button, .left), now: 1.3)
                model.handle(.pointerUp(button, .left), now: 1.3)
            }
            XCTAssertNil(model.context.backwards, pause)
            XCTAssertFalse(model.simulation.isJumping, pause)
            XCTAssertFalse(model.simulation.isPlaying, "\(pause): paused, not playing forward")
            XCTAssertEqual(model.notice, "Paused at generation \(NumberFormat.grouped(20_000))", pause)
            runner.release()
            model.advance(to: 2)
            XCTAssertEqual(model.simulation.generation, 20_000, pause)
            XCTAssertEqual(cells(model), landed, pause)
        }
    }

    func testEscStopsGoingBackAndTheBoardStaysAsItWas() {
        let runner = JumpAndHyperspeedTests.HeldRunner()
        let (model, _) = soupJumpedFar(runner: runner)
        let landed = cells(model)
        model.handle(.key(.space, .shift), now: 0.1)
        XCTAssertTrue(model.simulation.isJumping, "one back from the landing recomputes from the start")
        model.handle(.text(" "), now: 0.1)
        XCTAssertFalse(model.notice?.hasPrefix("Going back") == true, "the key's own text is nothing to wait for")
        model.handle(.key(.escape, []), now: 0.2)
        XCTAssertFalse(model.simulation.isJumping)
        XCTAssertEqual(model.notice, "Going back cancelled; the board is as it was")
        runner.release() // the cancelled work notices and stops
        model.advance(to: 0.3)
        XCTAssertEqual(model.simulation.generation, 20_000)
        XCTAssertEqual(cells(model), landed)
    }

    /// The History memory lowered while a walk back runs holds for the stretch it brings.
    func testAWalkBackKeepsWithinAHistoryMemoryLoweredMeanwhile() {
        let runner = JumpAndHyperspeedTests.HeldRunner()
        let pattern = Pattern(cells: Fixtures.soup(width: 256, height: 256, density: 40, seed: 4))
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern, runner: runner)
        model.simulation.startJump(by: 5_000)
        runner.release()
        model.advance(to: 0)
        model.handle(.key(.space, .shift), now: 0.1)
        XCTAssertTrue(model.simulation.isJumping)
        model.simulation.historyMemory = 1 << 20
        runner.release()
        model.advance(to: 0.2)
        XCTAssertEqual(model.simulation.generation, 4_999)
        XCTAssertLessThanOrEqual(model.simulation.historyBytes, 1 << 20)
    }

    func testAShortWayBackIsTakenAtOnce() {
        let runner = JumpAndHyperspeedTests.HeldRunner()
        let pattern = Fixtures.pattern(Fixtures.acorn)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern, runner: runner)
        for t in 1...1000 { model.handle(.key(.space, []), now: Double(t)) }
        // Checkpoints lie a few generations apart by now; these fall between them.
        for target in [Int64(997), 601, 999, 803, 998] {
            XCTAssertTrue(model.context.travel(to: target))
            XCTAssertFalse(model.simulation.isJumping, "a few hundred cells for a few generations need no panel")
            XCTAssertEqual(model.simulation.generation, target)
            XCTAssertEqual(cells(model), reference(pattern, at: target))
        }
    }

    func testEditingThePastDropsTheFutureAndUndoBringsTheRunBack() {
        let pattern = Fixtures.pattern(Fixtures.rPentomino)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        for t in 1...40 { model.handle(.key(.space, []), now: Double(t)) }
        for _ in 0..<10 { model.handle(.key(.space, .shift), now: 50) }
        XCTAssertEqual(model.simulation.generation, 30)
        let far = Cell(100, 100)
        model.simulation.toggle(far) // one call: the edit and its undo step
        XCTAssertEqual(model.simulation.historyRange, 0...30, "the future after the edit is gone")
        model.advance(to: 55)
        XCTAssertEqual(model.notice, "The edit at generation 30 dropped the run's generations 31–40 (Ctrl+Z brings them back)",
                       "and said so (it went without a word)")
        XCTAssertFalse(model.simulation.canReset, "the click made the board a new start")
        model.handle(.key(.letter("z"), .control), now: 60)
        XCTAssertEqual(cells(model), reference(pattern, at: 30))
        XCTAssertEqual(model.simulation.historyRange, 0...40, "undo gives back the future the click cut off")
        XCTAssertTrue(model.simulation.canReset, "and the reset point")
        XCTAssertTrue(model.context.travel(to: 37))
        XCTAssertEqual(cells(model), reference(pattern, at: 37))
        XCTAssertTrue(model.context.travel(to: 30))
        for _ in 0..<10 { model.handle(.key(.space, []), now: 70) }
        XCTAssertEqual(cells(model), reference(pattern, at: 40), "the run goes on as it went before the edit")
        // A change of many cells in the past (here a block added) is given back the same way.
        XCTAssertTrue(model.context.travel(to: 20))
        model.simulation.edit("the block") { model.simulation.add([Cell(200, 200), Cell(201, 200), Cell(200, 201), Cell(201, 201)]) }
        XCTAssertEqual(model.simulation.historyRange, 0...20)
        model.advance(to: 75)
        XCTAssertEqual(model.notice, "The edit at generation 20 dropped the run's generations 21–40 (Ctrl+Z brings them back)")
        model.run(.undo, now: 80)
        XCTAssertEqual(model.simulation.historyRange, 0...40)
        XCTAssertEqual(cells(model), reference(pattern, at: 20))
    }

    /// Reset goes back to the run's start and keeps the run: the timeline still reaches where
    /// it had got to (Reset dropped the history, so the run was lost to a slip of Ctrl+R).
    func testResetKeepsTheRunOnTheTimeline() {
        let (pattern, model) = rPentominoStepped(40)
        model.handle(.key(.letter("r"), .control), now: 50)
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertEqual(cells(model), reference(pattern, at: 0))
        XCTAssertEqual(model.simulation.historyRange, 0...40)
        XCTAssertEqual(model.notice, "Back at generation 0: the run to 40 stays on the timeline")
        XCTAssertTrue(model.context.travel(to: 40))
        XCTAssertEqual(cells(model), reference(pattern, at: 40))
        model.advance(to: 50.1)
        XCTAssertNil(model.notice, "the notice goes once the board is taken back")
        model.handle(.key(.letter("r"), .control), now: 60)
        model.handle(.key(.letter("r"), .control), now: 61)
        XCTAssertEqual(model.notice, "Already at the start: Reset goes back to where the last run started")
        // Run on from the start, the run is the same one.
        for t in 1...45 { model.handle(.key(.space, []), now: Double(70 + t)) }
        XCTAssertEqual(cells(model), reference(pattern, at: 45))
        XCTAssertEqual(model.simulation.historyRange, 0...45)
    }

    /// The bar's track, where the run has not got to yet (all of it after a Reset), shows on the
    /// grid in every shipped theme (it was the header's colour: on Light 1.02:1, invisible on
    /// Dark and High contrast, so after a Reset the bar was a lone knob). WCAG contrast.
    /// The readout of the generation under the pointer is drawn over the gestures hint, which lies
    /// just above the bar (it hid the readout over most of the bar's length).
    func testTheReadoutShowsOverTheGesturesHint() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.rPentomino))
        for t in 1...20 { model.perform(.step, now: Double(t) * 0.01) }
        XCTAssertTrue(model.firstRun.showsHint(covered: false), "the hint shows")
        let range = try XCTUnwrap(model.simulation.historyRange)
        let layout = TimelineLayout(grid: model.layout.grid, range: range, padding: model.theme.metrics.padding)
        model.handle(.pointerMoved(Point(layout.track.midX, layout.track.midY)), now: 1)
        let texts = model.scene().texts
        let readout = try XCTUnwrap(texts.lastIndex { $0.hasPrefix("Gen ") }, "\(texts)")
        let hint = try XCTUnwrap(texts.firstIndex { $0.hasPrefix("Click a cell to toggle it") }, "\(texts)")
        XCTAssertGreaterThan(readout, hint, "drawn after the hint, so over it")
    }

    func testTheTrackShowsOnTheGridInEveryTheme() throws {
        let grid = Rect(x: 0, y: 0, width: 800, height: 500)
        for name in ["dark", "light", "high-contrast"] {
            let json = try String(contentsOfFile: RepositoryPaths.path("Themes/\(name).json"), encoding: .utf8)
            let theme = try ThemeLoader().load(json: json, file: name)
            var list = RenderList()
            TimelineView(theme: theme).draw(history: 0...40, generation: 0, grid: grid, into: &list)
            let track = TimelineLayout(grid: grid, range: 0...40, padding: theme.metrics.padding).track
            let colour = try XCTUnwrap(list.commands.lazy.compactMap { command -> Color? in
                if case .fill(let rect, let colour, _) = command, rect == track { colour } else { nil }
            }.first, name)
            let shown = ContrastRatio.blend(colour, over: theme.colors.gridBackground)
            XCTAssertGreaterThanOrEqual(ContrastRatio.between(shown, theme.colors.gridBackground), 1.5, "\(name): \(shown)")
        }
    }

    /// A click in the past, the edited run played on, undone and redone: redo gives back the
    /// edited run's generations as undo gave back the old run's (they were lost), and neither
    /// says the step dropped generations (undo said "Ctrl+Z brings them back" of the edited run).
    func testRedoGivesBackTheEditedRunsFuture() {
        let (pattern, model) = rPentominoStepped(40)
        XCTAssertTrue(model.context.travel(to: 30))
        let cell = Cell(0, 0)
        model.simulation.toggle(cell)
        let edited = TiledLife(rule: pattern.rule)
        edited.load(cells(model))
        for t in 1...15 { model.handle(.key(.space, []), now: Double(50 + t)) }
        XCTAssertEqual(model.simulation.historyRange, 0...45)
        edited.step(by: 15)
        XCTAssertEqual(cells(model), edited.liveCells().sorted())
        XCTAssertNotEqual(cells(model), reference(pattern, at: 45), "the click changed the run")
        model.handle(.key(.letter("z"), .control), now: 70)
        model.advance(to: 70.1)
        XCTAssertEqual(model.simulation.historyRange, 0...40, "undo gives the old run back")
        XCTAssertEqual(cells(model), reference(pattern, at: 30))
        XCTAssertFalse(model.notice?.contains("dropped") ?? false, model.notice ?? "")
        model.handle(.key(.letter("z"), [.control, .shift]), now: 71)
        model.advance(to: 71.1)
        XCTAssertEqual(model.simulation.generation, 30)
        XCTAssertEqual(model.simulation.historyRange, 0...45, "redo gives the edited run back")
        XCTAssertFalse(model.notice?.contains("dropped") ?? false, model.notice ?? "")
        XCTAssertTrue(model.context.travel(to: 45))
        XCTAssertEqual(cells(model), edited.liveCells().sorted())
        // And undo once more gives the old run back again.
        model.handle(.key(.letter("z"), .control), now: 72)
        XCTAssertEqual(model.simulation.historyRange, 0...40)
        XCTAssertTrue(model.context.travel(to: 40))
        XCTAssertEqual(cells(model), reference(pattern, at: 40))
    }

    /// A pattern opened, jumped to 1000, the opening undone and redone: the jump's run comes back
    /// with it (redo gave generation 0 and an empty timeline).
    func testRedoOfAnOpeningGivesBackTheRunJumpedAfterIt() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.context.request(.open(Fixtures.pattern(Fixtures.rPentomino)))
        model.advance(to: 0.1)
        JumpActions.jump(toGeneration: 1000, in: model.context)
        for t in 1...50 where model.simulation.isJumping { model.advance(to: 0.1 + Double(t) * 0.1) }
        XCTAssertEqual(model.simulation.generation, 1000)
        XCTAssertEqual(model.simulation.historyRange, 0...1000)
        model.handle(.key(.letter("z"), .control), now: 10)
        XCTAssertEqual(model.simulation.population, 5, "the glider again")
        model.handle(.key(.letter("z"), [.control, .shift]), now: 11)
        model.advance(to: 11.1)
        XCTAssertEqual(model.simulation.historyRange, 0...1000, "the run jumped after the opening")
        XCTAssertTrue(model.context.travel(to: 1000))
        XCTAssertEqual(model.simulation.population, 156, "bgolly: the R-pentomino's 156 cells at generation 1000")
        // The same for cells placed on an empty board (an edit in place, not an opening).
        let placed = AppModel.forTests(windowSize: Size(1280, 800))
        placed.simulation.edit("the paste") { placed.simulation.add(Fixtures.pattern(Fixtures.rPentomino).cells) }
        JumpActions.jump(toGeneration: 1000, in: placed.context)
        for t in 1...50 where placed.simulation.isJumping { placed.advance(to: Double(t) * 0.1) }
        placed.handle(.key(.letter("z"), .control), now: 10)
        XCTAssertEqual(placed.simulation.population, 0)
        placed.handle(.key(.letter("z"), [.control, .shift]), now: 11)
        XCTAssertEqual(placed.simulation.historyRange, 0...1000)
        XCTAssertTrue(placed.context.travel(to: 1000))
        XCTAssertEqual(placed.simulation.population, 156)
    }

    /// An edit at the end of the run drops nothing, and says nothing of it.
    func testAnEditAtTheEndOfTheRunDropsNothing() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.rPentomino))
        for t in 1...5 { model.handle(.key(.space, []), now: Double(t)) }
        model.simulation.toggle(Cell(100, 100))
        model.advance(to: 10)
        XCTAssertNil(model.simulation.droppedFuture)
        XCTAssertFalse(model.notice?.contains("dropped") ?? false, model.notice ?? "")
    }

    /// Undo, redo and undo again of an edit in place (a turn of the selection) keep the run's past
    /// before it each time (the redo restarted the history, so the second undo lost it).
    func testUndoRedoUndoOfAnEditInPlaceKeepsThePast() {
        let pattern = Fixtures.pattern(Fixtures.rPentomino)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        for t in 1...5 { model.handle(.key(.space, []), now: Double(t)) }
        model.handle(.key(.letter("a"), .control), now: 10)
        model.handle(.key(.period, .shift), now: 10) // > turns the selection
        model.handle(.key(.escape, []), now: 10)
        for (key, modifiers) in [(Key.letter("z"), KeyModifiers.control), (.letter("y"), .control), (.letter("z"), .control)] {
            model.handle(.key(key, modifiers), now: 11)
            XCTAssertEqual(model.simulation.historyRange, 0...5, "\(key) \(modifiers)")
        }
        XCTAssertEqual(cells(model), reference(pattern, at: 5))
        XCTAssertTrue(model.context.travel(to: 2))
        XCTAssertEqual(cells(model), reference(pattern, at: 2))
    }

    /// A click undone and redone is redone where it was made, whatever generation is shown then;
    /// undone from a later generation, it is undone there too, and the run it cut comes back.
    func testAClickIsUndoneAndRedoneAtItsOwnGeneration() {
        let pattern = Fixtures.pattern(Fixtures.rPentomino)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        for t in 1...33 { model.handle(.key(.space, []), now: Double(t)) }
        XCTAssertTrue(model.context.travel(to: 10))
        let far = Cell(40, 40)
        model.simulation.toggle(far)
        model.run(.undo, now: 40)
        XCTAssertTrue(model.context.travel(to: 33))
        model.run(.redo, now: 41)
        XCTAssertEqual(model.simulation.generation, 10, "redone at generation 10, where the click was")
        XCTAssertEqual(model.context.analytics.generations.suffix(2), [9, 10], "the sparkline follows the run to there")
        XCTAssertEqual(cells(model), (reference(pattern, at: 10) + [far]).sorted())
        XCTAssertEqual(model.simulation.historyRange, 0...10)
        for _ in 0..<7 { model.handle(.key(.space, []), now: 42) }
        model.run(.undo, now: 43)
        XCTAssertEqual(model.simulation.generation, 10, "undone at generation 10 too")
        XCTAssertEqual(cells(model), reference(pattern, at: 10))
        XCTAssertEqual(model.simulation.historyRange, 0...33, "and the run the click cut comes back")
    }

    func testAClickOnTheSparklineGoesToThatGeneration() throws {
        let pattern = Fixtures.pattern(Fixtures.acorn)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        for t in 1...100 { model.handle(.key(.space, []), now: Double(t)) }
        let line = try XCTUnwrap(HeaderLayout(model.sceneState.header, band: model.layout.header, theme: model.theme).sparkline)
        // The samples span the sparkline's width: the 31st from the left is generation 30 (they start at generation 0).
        let step = line.width / Double(model.context.analytics.generations.count - 1)
        model.handle(.pointerDown(Point(line.x + 30 * step, line.midY), .left), now: 200)
        model.handle(.pointerUp(Point(line.x + 30 * step, line.midY), .left), now: 200)
        XCTAssertEqual(model.simulation.generation, 30)
        XCTAssertEqual(cells(model), reference(pattern, at: 30))
    }

    /// Playing forwards after playing backwards reads the speed of the play, not of the history
    /// followed back (its samples were not seen at the time the header reads them).
    func testTheSpeedAfterPlayingBackwardsIsThePlays() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.acorn))
        for t in 1...300 { model.handle(.key(.space, []), now: Double(t) / 100) }
        model.handle(.key(.enter, .shift), now: 10)
        model.advance(to: 10.5)
        model.advance(to: 11)
        XCTAssertLessThan(model.simulation.generation, 300)
        XCTAssertTrue(model.scene().commands.contains { if case .icon(.pause, _, _) = $0 { true } else { false } },
                      "playing backwards, the play button shows pause")
        // Enter pauses backwards play, as it pauses play (it went forwards at once).
        model.handle(.key(.enter, []), now: 11)
        XCTAssertNil(model.context.backwards)
        XCTAssertFalse(model.simulation.isPlaying)
        let paused = model.simulation.generation
        model.advance(to: 11.1)
        XCTAssertEqual(model.simulation.generation, paused)
        model.handle(.key(.enter, []), now: 11)
        model.advance(to: 11.2)
        model.advance(to: 11.4)
        XCTAssertLessThanOrEqual(model.context.analytics.measuredRate ?? 0, 20, "about the 10 gen/s it plays at")
    }

    func testPlayingBackwardsAtTheCurrentSpeedStopsAtTheStart() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.acorn))
        for t in 1...30 { model.handle(.key(.space, []), now: Double(t)) }
        model.handle(.key(.enter, .shift), now: 100)
        XCTAssertTrue(model.scene().texts.contains("Backwards · 10 gen/s"))
        model.advance(to: 101)
        XCTAssertEqual(model.simulation.generation, 20, "ten generations back in a second at 10 gen/s")
        XCTAssertEqual(TimelineActions.nextWake(in: model.context) ?? 0, 101.1, accuracy: 0.001)
        model.advance(to: 104)
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertEqual(model.notice, "Back at the start of the run")
        XCTAssertFalse(model.scene().texts.contains { $0.hasPrefix("Backwards") })
    }

    /// In hyperspeed, playing backwards goes back a hyperspeed step a frame (it went back 60
    /// generations a second, useless at 2^50); at full speed, 32 generations a frame.
    func testPlayingBackwardsInHyperspeedGoesBackAStepAFrame() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.acorn))
        model.simulation.autoStopEnabled = false
        for t in 1...5000 { model.perform(.step, now: Double(t) * 0.001) }
        let top = model.simulation.generation
        model.simulation.hyperspeed = true
        model.simulation.hyperStepFixed = 8
        model.handle(.key(.enter, .shift), now: 100)
        XCTAssertTrue(model.scene().texts.contains("Backwards · hyperspeed 2^8 fixed"), "\(model.scene().texts)")
        model.advance(to: 100 + 1.0 / 60)
        XCTAssertEqual(model.simulation.generation, top - 256, "one step of 2^8 in a frame")
        model.advance(to: 100.5)
        XCTAssertEqual(model.simulation.generation, top - 2 * 256, "one landing a frame, however late the frame")
        for frame in 1...30 { model.advance(to: 100.5 + Double(frame) / 60) }
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertEqual(model.notice, "Back at the start of the run")
        XCTAssertNil(model.context.backwards)
        // At full speed out of hyperspeed: 32 a frame, 60 frames a second.
        model.simulation.hyperspeed = false
        model.simulation.generationsPerSecond = .infinity
        XCTAssertTrue(model.context.travel(to: top))
        model.handle(.key(.enter, .shift), now: 200)
        model.advance(to: 200 + 1.0 / 60)
        XCTAssertEqual(model.simulation.generation, top - 32)
        model.advance(to: 201)
        XCTAssertEqual(model.simulation.generation, top - 64)
    }

    /// A press just past either end of the bar takes that end (it drew a cell on the board and cut
    /// the run there), and the end is the last generation to the last digit, however far the run
    /// went (on the log scale past 2^53, it fell 64 generations short).
    func testAPressPastAnEndOfTheBarTakesThatEnd() throws {
        let (_, model) = rPentominoStepped(40)
        XCTAssertTrue(model.context.travel(to: 20))
        let bar = try XCTUnwrap(TimelineActions.layout(in: model.context))
        let population = model.simulation.universe.exactPopulation
        for (x, expected) in [(bar.track.maxX + 10, Int64(40)), (bar.track.x - 10, 0)] {
            let press = Point(x, bar.track.midY)
            model.handle(.pointerDown(press, .left), now: 50)
            model.handle(.pointerUp(press, .left), now: 50)
            XCTAssertEqual(model.simulation.generation, expected)
            XCTAssertEqual(model.simulation.historyRange, 0...40, "no cell drawn: the run is whole")
        }
        XCTAssertTrue(model.context.travel(to: 20))
        XCTAssertEqual(model.simulation.universe.exactPopulation, population)
        let far: ClosedRange<Int64> = 0...224_054_081_461_786_272
        let axis = RunAxis(far, from: 16, length: 1248)
        XCTAssertEqual(axis.generation(atX: 16 + 1248), far.upperBound)
        XCTAssertEqual(axis.generation(atX: 16), 0)
    }

    func testTheStepBackButtonSitsBesideStepAndTheBarShowsOnceThereIsAPast() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.acorn))
        let order = model.layout.buttons.map(\.action)
        XCTAssertEqual(order.firstIndex(of: .stepBack).map { $0 + 2 }, order.firstIndex(of: .step), "back, play, step")
        XCTAssertNil(TimelineActions.layout(in: model.context))
        XCTAssertFalse(model.focusTargets.contains(.button(.stepBack)), "dimmed at the start")
        model.perform(.step, now: 1)
        XCTAssertNotNil(TimelineActions.layout(in: model.context))
        XCTAssertTrue(model.focusTargets.contains(.button(.stepBack)))
        let button = model.layout.buttons.first { $0.action == .stepBack }!.frame.center
        model.handle(.pointerDown(button, .left), now: 2)
        model.handle(.pointerUp(button, .left), now: 2)
        XCTAssertEqual(model.simulation.generation, 0)
    }

    /// A 160x160 soup of a third live cells (`seed`), and a timeline of a megabyte started on it.
    func soupOnATimeline(seed: UInt64) -> (cells: [Cell], soup: TiledLife, timeline: Timeline) {
        let timeline = Timeline(memoryCap: 1 << 20, makeStepping: Engines.counting)
        let soup = TiledLife(rule: .conway)
        var random = SeededRandom(seed: seed)
        var cells: [Cell] = []
        for y in 0..<160 { for x in 0..<160 where random.next() % 3 == 0 { cells.append(Cell(Int64(x), Int64(y))) } }
        soup.load(cells)
        timeline.restart(with: soup)
        return (cells, soup, timeline)
    }

    /// Steps `soup` `generations` times, recording each on `timeline`.
    func run(_ soup: TiledLife, _ generations: Int, on timeline: Timeline) {
        for _ in 0..<generations {
            soup.step()
            timeline.record(soup)
        }
    }

    func testKeptCopiesStayUnderTheCap() {
        let cap = 1 << 20
        let (cells, soup, timeline) = soupOnATimeline(seed: 7)
        run(soup, 1500, on: timeline)
        XCTAssertLessThanOrEqual(timeline.storageBytes, cap)
        XCTAssertGreaterThan(timeline.checkpoints.count, 2, "it still keeps a spread of checkpoints")
        let back = timeline.universe(at: 1234)
        let check = TiledLife(rule: .conway)
        check.load(cells)
        check.step(by: 1234)
        XCTAssertEqual(back?.liveCells().sorted(), check.liveCells().sorted())
        XCTAssertLessThanOrEqual(timeline.storageBytes, cap, "the recomputed stretch keeps to its share of the cap")
    }

    /// An edit in the middle of a run keeps its checkpoint when the cap thins the older ones:
    /// going back to a generation after the edit recomputes from the edited board (from a
    /// checkpoint before it, the board came back without the edit).
    func testThinningKeepsTheCheckpointOfAnEditMidRun() {
        let (_, soup, timeline) = soupOnATimeline(seed: 11)
        run(soup, 300, on: timeline)
        let block = [Cell(400, 400), Cell(401, 400), Cell(400, 401), Cell(401, 401)]
        for cell in block { soup.setState(1, at: cell) }
        timeline.edited(soup)
        let edited = soup.liveCells()
        run(soup, 1500, on: timeline)
        let check = TiledLife(rule: .conway)
        check.load(edited)
        check.step(by: 7)
        XCTAssertTrue(timeline.universe(at: 307)?.liveCells().sorted() == check.liveCells().sorted(), "the run after the edit holds the block")
    }

    /// A walk back to a pattern that grew far past its checkpoint keeps its copies within the
    /// stretch's budget while it walks (not just once it lands): as many copies as the grown
    /// universe affords, not as many as the checkpoint's size would.
    func testAWalkMakesOnlyTheCopiesItsBudgetAffords() throws {
        let text = try String(contentsOfFile: RepositoryPaths.path("Assets/Patterns/switch-engine-breeder.rle"), encoding: .utf8)
        let breeder = TiledLife(rule: .conway)
        breeder.load(try PatternFormat.rle.read(text))
        let cap = 8 << 20
        let timeline = Timeline(memoryCap: cap, makeStepping: Engines.counting)
        timeline.restart(with: breeder)
        breeder.step(by: 3000)
        timeline.record(breeder)
        let walk = try XCTUnwrap(timeline.walk(to: 2999))
        let stretch = try walk.run()
        let bytes = stretch.copies.values.reduce(0) { $0 + $1.storageBytes }
        XCTAssertLessThanOrEqual(bytes, cap / 4, "\(stretch.copies.count) copies of \(breeder.storageBytes) bytes")
        XCTAssertGreaterThanOrEqual(stretch.copies.count, 2)
        XCTAssertEqual(stretch.universe.liveCells().sorted(), reference(try PatternFormat.rle.read(text), at: 2999))
    }

    func testCheckpointsOfTheTilesCostUnderHalfTheUniverseSoTheCapHoldsMoreOfTheRun() {
        let soup = TiledLife(rule: .conway)
        var random = SeededRandom(seed: 11)
        var cells: [Cell] = []
        for y in 0..<200 { for x in 0..<200 where random.next() % 3 == 0 { cells.append(Cell(Int64(x), Int64(y))) } }
        soup.load(cells)
        soup.step(by: 50)
        let cap = soup.storageBytes * 8
        let timeline = Timeline(memoryCap: cap, makeStepping: Engines.counting)
        timeline.restart(with: soup)
        for _ in 0..<1000 {
            soup.step()
            timeline.record(soup)
        }
        // Whole copies of the universe as it is now would fit this many times in the checkpoints' three quarters.
        let wholeCopies = cap / 4 * 3 / soup.storageBytes
        XCTAssertGreaterThanOrEqual(timeline.checkpoints.count, 2 * wholeCopies + 1, "kept as the tiles' words, more than twice as many fit")
        XCTAssertTrue(timeline.checkpoints.allSatisfy { $0.bytes < soup.storageBytes / 2 })
        XCTAssertLessThanOrEqual(timeline.storageBytes, cap)
        let check = TiledLife(rule: .conway)
        check.load(cells)
        check.step(by: 50 + 700)
        XCTAssertEqual(timeline.universe(at: 750)?.liveCells(), check.liveCells(), "a checkpoint restores the run exactly")
    }

    func testGoingBackToAnyGenerationKeepsItsBirthsAndDeaths() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.soup(width: 100, height: 100, density: 35, seed: 5)))
        for t in 1...200 { model.perform(.step, now: Double(t)) }
        // Checkpoints, the stretch recomputed after them, and the generations between.
        for target: Int64 in [150, 149, 60, 3, 1, 199] {
            XCTAssertTrue(model.simulation.go(to: target))
            let check = TiledLife(rule: .conway)
            check.countsBirthsAndDeaths = true
            check.load(Fixtures.soup(width: 100, height: 100, density: 35, seed: 5))
            check.step(by: target)
            XCTAssertEqual(model.simulation.universe.lastStepBirthsAndDeaths?.births, check.lastStepBirthsAndDeaths?.births, "at \(target)")
            XCTAssertEqual(model.simulation.universe.lastStepBirthsAndDeaths?.deaths, check.lastStepBirthsAndDeaths?.deaths, "at \(target)")
        }
    }
}
