import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
import TimelineFeature
@testable import LifeRun
@testable import LifeInterface
@testable import LifeViewModel

final class AutoStopTests: XCTestCase {
    func play(_ model: AppModel, seconds: Double, from start: Double = 0) {
        var t = start
        while t < start + seconds {
            t += 0.05
            model.advance(to: t)
        }
    }

    /// A model of `rle` played at 240 generations a second for three seconds.
    func playedForThreeSeconds(_ rle: String) -> AppModel {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(rle))
        model.simulation.generationsPerSecond = 240
        model.perform(.playPause, now: 0)
        play(model, seconds: 3)
        return model
    }

    func testPlayingStopsAtTheEndWithACalmBanner() {
        let model = playedForThreeSeconds(Fixtures.diehard)
        XCTAssertFalse(model.simulation.isPlaying, "auto-stop paused the run")
        XCTAssertEqual(model.simulation.ending?.outcome, .extinct)
        XCTAssertEqual(model.simulation.generation, 130, "stopped where it ended")
        let texts = model.scene().texts
        XCTAssertTrue(texts.contains("Died out at generation 130"))
        XCTAssertFalse(texts.contains("Keep running"), "nothing to run on")
        XCTAssertFalse(texts.contains("Details"), "nor to count")
        XCTAssertFalse(model.focusTargets.contains(.button(.keepRunning)))
        model.handle(.key(.escape, []), now: 3)
        XCTAssertFalse(model.scene().texts.contains("Died out at generation 130"), "Esc puts it away")
    }

    /// Esc puts the banner away and leaves the board paused where it ended; played on, it does
    /// not stop at that ending again.
    func testEscPutsTheBannerAwayAndPlayGoesOnPastTheEnding() {
        // A blinker and a lone cell, which dies: an oscillator from generation 1.
        let model = playedForThreeSeconds("x = 7, y = 1\n3o3bo!")
        let ended = model.simulation.generation
        XCTAssertEqual(model.simulation.ending?.period, 2)
        XCTAssertTrue(model.scene().texts.contains("Keep running"))
        model.handle(.key(.escape, []), now: 3)
        XCTAssertNil(model.simulation.ending)
        XCTAssertFalse(model.scene().texts.contains("Keep running"), "the banner is gone")
        XCTAssertFalse(model.simulation.isPlaying)
        XCTAssertEqual(model.simulation.generation, ended, "the board stays where it ended")
        model.perform(.playPause, now: 3)
        play(model, seconds: 2, from: 3)
        XCTAssertGreaterThan(model.simulation.generation, ended + 100, "Play goes on past the ending")
        XCTAssertTrue(model.simulation.isPlaying)
        XCTAssertNil(model.simulation.ending)
    }

    func testSettledRunStopsAndKeepRunningPlaysOn() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.rPentomino))
        model.simulation.generationsPerSecond = .infinity
        model.perform(.playPause, now: 0)
        play(model, seconds: 60)
        XCTAssertEqual(model.simulation.ending?.summary, "Settled at generation 1103: period-2 debris, 6 gliders escaping")
        XCTAssertFalse(model.simulation.isPlaying)
        let stoppedAt = model.simulation.generation
        XCTAssertGreaterThanOrEqual(stoppedAt, 1103)
        // Shown at 1103, back from where the run had got to, the header keeps its sparkline (it went blank).
        model.advance(to: 60.1)
        XCTAssertEqual(model.context.analytics.generations.last, 1103)
        XCTAssertGreaterThan(model.context.analytics.generations.count, 2)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("POPULATION · LAST") }, "\(model.scene().texts)")

        let button = BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).button.center
        model.handle(.pointerMoved(button), now: 61)
        XCTAssertEqual(model.hover.hovered, .keepRunning)
        model.handle(.pointerDown(button, .left), now: 61)
        model.handle(.pointerUp(button, .left), now: 61)
        XCTAssertTrue(model.simulation.isPlaying)
        XCTAssertNil(model.simulation.ending)
        XCTAssertFalse(model.scene().texts.contains("Keep running"))
        XCTAssertEqual(model.simulation.population, 116, "clicking the banner toggles no cell")
        play(model, seconds: 5, from: 61)
        XCTAssertTrue(model.simulation.isPlaying, "no second stop after keep running")
        XCTAssertGreaterThan(model.simulation.generation, stoppedAt)
    }

    /// The costly confirmation runs beside the batches: the run goes on and the header says so;
    /// the answer is the same as the command line's.
    /// Plays at full speed, running batches by hand, until an ending is being confirmed; returns the time then.
    func playUntilConfirming(_ pattern: Pattern, runner: ManualRunner) -> (AppModel, Double) {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern, runner: runner)
        model.simulation.generationsPerSecond = .infinity
        model.perform(.playPause, now: 0)
        var t = 0.0
        while !model.simulation.isConfirmingEnding && t < 600 {
            t += 0.02
            model.advance(to: t)
            runner.runAll()
        }
        return (model, t)
    }

    func testTheEndingIsConfirmedBesideTheRunWhichGoesOn() {
        let runner = ManualRunner()
        let pattern = Fixtures.pattern(Fixtures.rPentomino)
        let (model, seen) = playUntilConfirming(pattern, runner: runner)
        var t = seen
        XCTAssertTrue(model.simulation.isConfirmingEnding, "a settled candidate was seen")
        XCTAssertTrue(model.scene().texts.contains("Confirming the ending…"))
        let seenAt = model.simulation.generation
        for _ in 0..<5 {
            t += 0.02
            model.advance(to: t)
            runner.runAll()
        }
        XCTAssertTrue(model.simulation.isPlaying)
        XCTAssertGreaterThan(model.simulation.generation, seenAt, "generations go on while the ending is confirmed")
        XCTAssertNil(model.simulation.ending)

        runner.runAsideWork()
        model.advance(to: t + 0.02)
        XCTAssertFalse(model.simulation.isPlaying)
        XCTAssertFalse(model.simulation.isConfirmingEnding)
        let expected = FinalStateDetector(maxGenerations: 5000, clock: { 0 }).run(Self.tiles(pattern))
        XCTAssertEqual(model.simulation.ending, expected)
        XCTAssertEqual(expected.summary, "Settled at generation 1103: period-2 debris, 6 gliders escaping")
    }

    func testAnEditDropsTheConfirmation() {
        let runner = ManualRunner()
        let (model, t) = playUntilConfirming(Fixtures.pattern(Fixtures.rPentomino), runner: runner)
        model.simulation.toggle(Cell(500, 500))
        XCTAssertFalse(model.simulation.isConfirmingEnding)
        runner.runAsideWork()
        model.advance(to: t + 0.02)
        XCTAssertNil(model.simulation.ending, "the answer about the board before the edit is dropped")
    }

    static func tiles(_ pattern: Pattern) -> any LifeAlgorithm {
        let universe = TiledLife(rule: pattern.rule)
        universe.load(pattern.cells)
        return universe
    }

    /// At full speed the run goes on while its ending is confirmed; when auto-stop fires, the board
    /// is taken back to the ending's generation, so banner, header and board agree.
    func testTheBoardShowsTheEndingsGeneration() {
        let runner = ManualRunner()
        let (model, seen) = playUntilConfirming(Fixtures.pattern(Fixtures.rPentomino), runner: runner)
        var t = seen
        for _ in 0..<5 {
            t += 0.02
            model.advance(to: t)
            runner.runAll()
        }
        XCTAssertGreaterThan(model.simulation.generation, 1103, "the run went past the ending before it was confirmed")
        runner.runAsideWork()
        model.advance(to: t + 0.02)
        XCTAssertEqual(model.simulation.ending?.generation, 1103)
        XCTAssertEqual(model.simulation.generation, 1103)
        XCTAssertEqual(model.simulation.population, 116)
        XCTAssertFalse(model.simulation.isPlaying)
        XCTAssertTrue(model.scene().texts.contains(NumberFormat.compact(Int64(1103))), "the header shows the ending's generation")
    }

    /// On a bounded board the ending is a still life or an oscillator, and the run goes on as
    /// fast while it is confirmed: the board is taken back to the cycle's first generation too
    /// (it stayed thousands of generations on, the banner saying "from generation 795").
    func testABoundedBoardShowsTheFirstGenerationOfItsCycle() throws {
        let runner = ManualRunner()
        let pattern = Fixtures.pattern(Fixtures.rPentomino).placed(on: try Topology(parsing: "64x64"))
        let universe = Engines.stepping(rule: pattern.rule, topology: pattern.topology)
        universe.load(pattern)
        let expected = FinalStateDetector(maxGenerations: 20000, clock: { 0 }).run(universe)
        XCTAssertEqual(expected.outcome, .oscillator)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern, runner: runner)
        model.simulation.generationsPerSecond = .infinity
        model.perform(.playPause, now: 0)
        var t = 0.0
        while model.simulation.ending == nil && t < 600 {
            t += 0.02
            model.advance(to: t)
            // The confirmation's answer waits while the run goes on, as on a slow machine.
            if model.simulation.isConfirmingEnding && model.simulation.generation < expected.generation + 3000 {
                runner.runAll()
            } else {
                runner.runAll()
                runner.runAsideWork()
            }
        }
        XCTAssertEqual(model.simulation.ending, expected)
        XCTAssertEqual(model.simulation.generation, expected.generation, "the board at the cycle's first generation")
        XCTAssertFalse(model.simulation.isPlaying)
        XCTAssertTrue(model.scene().texts.contains(NumberFormat.compact(Int64(expected.generation))), "the header shows it")
    }

    /// A glider is a spaceship from generation 0: auto-stop names it (a notice, and the run's
    /// history) and lets it fly on; it does not pause the run, nor take the board back.
    func testAGliderIsNamedAndFliesOn() {
        let model = playedForThreeSeconds(Fixtures.glider)
        XCTAssertTrue(model.simulation.isPlaying, "a spaceship does not pause the run")
        XCTAssertNil(model.simulation.ending, "no banner")
        XCTAssertGreaterThan(model.simulation.generation, 600, "it flew on for the three seconds")
        XCTAssertEqual(model.simulation.population, 5)
        XCTAssertEqual(model.notice, "Glider, flying c/4 diagonal: auto-stop lets it fly on")
        XCTAssertEqual(model.simulation.timeline.history.ending?.generation, 0, "the history marks where it became a ship")
        model.perform(.playPause, now: 3.05)
        model.perform(.playPause, now: 3.1)
        play(model, seconds: 1, from: 3.1)
        XCTAssertTrue(model.simulation.isPlaying, "pausing and playing again does not stop it either")
    }

    /// The timeline bar marks where the ending began: auto-stop takes the board there, and the bar
    /// reaches past it (the run went on while the ending was confirmed), so the knob alone left
    /// the ending's place unsaid.
    func testTheTimelineMarksTheEnding() throws {
        let (model, _) = AppModel.playedToItsEnding(Fixtures.pattern(Fixtures.rPentomino))
        let ending = try XCTUnwrap(model.simulation.ending)
        let range = try XCTUnwrap(model.simulation.historyRange)
        XCTAssertGreaterThan(range.upperBound, ending.generation, "the bar reaches past the ending")
        let layout = TimelineLayout(grid: model.layout.grid, range: range, padding: model.theme.metrics.padding)
        let x = layout.x(for: ending.generation).rounded()
        let ticks = model.scene().commands.filter {
            if case .fill(let rect, _, _) = $0 { return rect.width == 2 && rect.midX == x && rect.y < layout.track.y && rect.maxY > layout.track.maxY }
            return false
        }
        XCTAssertEqual(ticks.count, 1, "a tick across the track at generation \(ending.generation)")
        // The pointer over the bar reads out the generation under it (a long run's bar is on a
        // log scale: the place alone did not tell it), "the ending" at the tick.
        model.handle(.pointerMoved(Point(x, layout.track.midY)), now: 200)
        XCTAssertTrue(model.scene().texts.contains("Gen \(NumberFormat.grouped(ending.generation)) · the ending"), "\(model.scene().texts)")
        let early = Point(layout.x(for: 10), layout.track.midY)
        model.handle(.pointerMoved(early), now: 200)
        XCTAssertTrue(model.scene().texts.contains("Gen \(NumberFormat.grouped(layout.generation(atX: early.x)))"))
        XCTAssertNotNil(model.sceneState.timelinePointer)
        model.handle(.pointerMoved(Point(x, layout.track.y - 60)), now: 200)
        XCTAssertFalse(model.scene().texts.contains { $0.hasPrefix("Gen ") && !$0.contains("cells") }, "off the bar: no readout")
        XCTAssertNil(model.sceneState.timelinePointer, "a move off the bar is no new scene to draw")
    }

    /// Reset: what was said of the run goes with it (it stayed over the glider back at 0).
    func testResetTakesTheShipsNoticeAway() {
        let model = playedForThreeSeconds(Fixtures.glider)
        XCTAssertEqual(model.notice, "Glider, flying c/4 diagonal: auto-stop lets it fly on")
        model.perform(.reset, now: 3)
        model.advance(to: 3.05)
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertFalse(model.notice?.contains("Glider") ?? false, model.notice ?? "")
    }

    /// A known ship is named in the notice; one without a name is told by the ending's summary.
    func testTheNoticeNamesAKnownShip() {
        let lwss = playedForThreeSeconds("x = 5, y = 4, rule = B3/S23\nbo2bo$o4b$o3bo$4o!")
        XCTAssertTrue(lwss.simulation.isPlaying)
        XCTAssertEqual(lwss.notice, "Lightweight spaceship, flying c/2 orthogonal: auto-stop lets it fly on")
        // Two gliders side by side, flying together: a spaceship with no name of its own.
        let pair = playedForThreeSeconds("x = 3, y = 9, rule = B3/S23\nbo$2bo$3o3$bo$2bo$3o!")
        XCTAssertEqual(pair.notice, "Spaceship with period 4, moving (1, 1) from generation 0: auto-stop lets it fly on")
    }

    /// A pulsar played from its start runs on, the notice naming it and its period; Reset brings
    /// auto-stop back (after Keep running, a reset to a point at or past the ending kept it off).
    func testAPulsarRunsOnAndResetBringsAutoStopBack() throws {
        let pulsar = "x = 13, y = 13\n2b3o3b3o2b2$o4bobo4bo$o4bobo4bo$o4bobo4bo$2b3o3b3o2b2$2b3o3b3o2b$o4bobo4bo$o4bobo4bo$o4bobo4bo2$2b3o3b3o!"
        let model = playedForThreeSeconds(pulsar)
        XCTAssertTrue(model.simulation.isPlaying)
        XCTAssertGreaterThan(model.simulation.generation, 300)
        XCTAssertEqual(model.notice, "Pulsar, period 3: auto-stop lets it run on")
        // Keep running on a still life (an ending at the reset point itself), then Reset: auto-stop stops it again.
        let block = playedForThreeSeconds(Fixtures.block)
        XCTAssertEqual(block.simulation.ending?.outcome, .stillLife)
        block.perform(.keepRunning, now: 3)
        play(block, seconds: 1, from: 3)
        XCTAssertTrue(block.simulation.isPlaying)
        block.perform(.reset, now: 4)
        block.advance(to: 4.05)
        XCTAssertEqual(block.simulation.generation, 0)
        block.perform(.playPause, now: 4.1)
        play(block, seconds: 2, from: 4.1)
        XCTAssertFalse(block.simulation.isPlaying, "auto-stop is back after the reset")
        XCTAssertEqual(block.simulation.ending?.outcome, .stillLife)
    }

    /// A glider flying along a tube is named as on the plane (it kept the ending's summary there).
    func testAShipOnATubeIsNamedToo() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider).placed(on: try Topology(suffix: "T0,10")))
        model.simulation.generationsPerSecond = 240
        model.perform(.playPause, now: 0)
        play(model, seconds: 0.5)
        XCTAssertEqual(model.notice, "Glider, flying c/4 diagonal: auto-stop lets it fly on")
    }

    /// Naming runs the ship's phases on the app's thread: a ship whose period times cells is past
    /// the budget keeps the ending's summary (no stalled frame).
    func testNamingAShipStaysWithinItsBudget() {
        let glider = TiledLife(rule: .conway)
        glider.load(Fixtures.pattern(Fixtures.glider))
        let slow = FinalState(outcome: .spaceship, generation: 0, period: RunWatch.namingWorkLimit, displacement: (1, 1), population: 5)
        XCTAssertEqual(RunWatch.notice(runningOn: slow, board: glider), slow.summary + ": auto-stop lets it fly on")
        let quick = FinalState(outcome: .spaceship, generation: 0, period: 4, displacement: (1, 1), population: 5)
        XCTAssertEqual(RunWatch.notice(runningOn: quick, board: glider), "Glider, flying c/4 diagonal: auto-stop lets it fly on")
    }

    /// Play on an ending auto-stop showed plays on through it, like Keep running: it does not find
    /// the same ending at once and stop there again.
    func testPlayAfterAnAutoStopPlaysOn() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.rPentomino))
        model.simulation.generationsPerSecond = 240
        model.perform(.playPause, now: 0)
        play(model, seconds: 30)
        XCTAssertEqual(model.simulation.ending?.generation, 1103)
        XCTAssertFalse(model.simulation.isPlaying)
        let stoppedAt = model.simulation.generation
        model.perform(.playPause, now: 30)
        play(model, seconds: 5, from: 30)
        XCTAssertTrue(model.simulation.isPlaying, "still playing")
        XCTAssertNil(model.simulation.ending)
        XCTAssertGreaterThan(model.simulation.generation, stoppedAt + 600, "on past the ending")
    }

    func testAutoStopCanBeTurnedOff() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.diehard))
        model.simulation.autoStopEnabled = false
        model.simulation.generationsPerSecond = 240
        model.perform(.playPause, now: 0)
        play(model, seconds: 0.3)
        XCTAssertTrue(model.simulation.isPlaying, "no auto-stop while life goes on")
        play(model, seconds: 1)
        XCTAssertNil(model.simulation.ending, "no ending is reported")
        XCTAssertEqual(model.simulation.population, 0)
        XCTAssertFalse(model.simulation.isPlaying, "an empty board has nothing left to run")
        XCTAssertGreaterThanOrEqual(model.simulation.generation, 130)
    }

    /// An oscillator already where the run began (a blinker, a pulsar played from its start) runs
    /// on, named, as a ship flies on: it paused back there within a second, showing nothing of it.
    /// One that comes later stops the run, an edit starting the watch again.
    func testAnOscillatorFromTheStartRunsOnAndAnEditStartsWatchingAgain() {
        let sim = Simulation(pattern: Fixtures.pattern(Fixtures.blinker), generationsPerSecond: 10, runner: InlineRunner(), workClock: SteadyWorkClock().read,
                             makeUniverse: { TiledLife(rule: $0, topology: $1) })
        sim.play(at: 0)
        sim.advance(to: 0.5)
        XCTAssertNil(sim.ending)
        XCTAssertTrue(sim.isPlaying, "it runs on")
        XCTAssertEqual(sim.endingRunOn?.outcome, .oscillator)
        XCTAssertEqual(sim.endingRunOn?.period, 2)
        XCTAssertEqual(sim.history.ending?.generation, 0, "the run's history marks it")
        sim.pause()
        sim.toggle(Cell(10, 10))
        XCTAssertNil(sim.ending)
        sim.play(at: 1)
        sim.advance(to: 1.5)
        XCTAssertEqual(sim.ending?.outcome, .oscillator, "the lone cell dies and the blinker is found again")
        XCTAssertFalse(sim.isPlaying)
    }

    func testSteppingByHandReportsWithoutPausingAnything() {
        let sim = Simulation(pattern: Fixtures.pattern(Fixtures.block), generationsPerSecond: 10, runner: InlineRunner(), workClock: SteadyWorkClock().read,
                             makeUniverse: { TiledLife(rule: $0, topology: $1) })
        sim.play(at: 0)
        sim.pause()
        sim.stepOnce()
        XCTAssertEqual(sim.ending?.outcome, .stillLife)
        sim.load(Pattern(cells: []))
        sim.play(at: 2)
        XCTAssertNil(sim.ending, "an empty board has nothing to report")
    }
}
