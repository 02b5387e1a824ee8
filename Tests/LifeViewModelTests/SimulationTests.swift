import XCTest
import LifeInterface
import SettingsFeature
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeViewModel

final class SimulationTests: XCTestCase {
    func makeSimulation(_ rle: String = Fixtures.glider) -> Simulation {
        let sim = Simulation(pattern: Fixtures.pattern(rle), generationsPerSecond: 10, runner: InlineRunner(), workClock: SteadyWorkClock().read, makeUniverse: { SparseLife(rule: $0, topology: $1) })
        sim.autoStopEnabled = false // these tests are about the timer; AutoStopTests cover endings
        return sim
    }

    func testTimerStepsOnlyWhilePlaying() {
        let sim = makeSimulation()
        XCTAssertNil(sim.nextWakeTime(after: 0))
        XCTAssertEqual(sim.advance(to: 100), 0)
        sim.play(at: 0)
        XCTAssertEqual(sim.nextWakeTime(after: 0)!, 0.1, accuracy: 1e-9)
        XCTAssertEqual(sim.advance(to: 0.05), 0)
        XCTAssertEqual(sim.advance(to: 0.1), 1)
        XCTAssertEqual(sim.advance(to: 0.35), 2)
        XCTAssertEqual(sim.generation, 3)
        sim.pause()
        XCTAssertNil(sim.nextWakeTime(after: 0))
        XCTAssertEqual(sim.advance(to: 10), 0)
        XCTAssertEqual(sim.generation, 3)
    }

    func testFallingBehindDropsTheBacklog() {
        let sim = makeSimulation()
        sim.maxCatchUp = 5
        sim.play(at: 0)
        XCTAssertEqual(sim.advance(to: 100), 5)
        XCTAssertEqual(sim.nextWakeTime(after: 0)!, 100.1, accuracy: 1e-9)
    }

    func testSpeedChangeKeepsPhase() {
        let sim = makeSimulation()
        sim.play(at: 0)
        sim.advance(to: 0.25) // 2 steps, last at 0.2
        sim.generationsPerSecond = 2
        XCTAssertEqual(sim.nextWakeTime(after: 0)!, 0.7, accuracy: 1e-9)
    }

    func testStepAdvancesExactlyOneAndPauses() {
        let sim = makeSimulation()
        sim.play(at: 0)
        sim.stepOnce()
        XCTAssertFalse(sim.isPlaying)
        XCTAssertEqual(sim.generation, 1)
    }

    func testResetReturnsToThePatternBeforeTheFirstPlayOrStepSinceTheLastEdit() {
        let sim = makeSimulation()
        let original = sim.universe.liveCells()
        XCTAssertFalse(sim.canReset)
        sim.stepOnce()
        sim.stepOnce()
        XCTAssertTrue(sim.canReset)
        sim.reset()
        XCTAssertEqual(sim.universe.liveCells(), original)
        XCTAssertEqual(sim.generation, 0)
        XCTAssertFalse(sim.canReset)

        // An edit after stepping makes the edited board the new reset point.
        sim.stepOnce()
        sim.toggle(Cell(10, 10))
        let edited = sim.universe.liveCells()
        XCTAssertFalse(sim.canReset)
        sim.play(at: 0)
        sim.advance(to: 1)
        sim.reset()
        XCTAssertEqual(sim.universe.liveCells(), edited)
        XCTAssertEqual(sim.generation, 1)
        XCTAssertFalse(sim.isPlaying)
    }

    func testLoadReplacesEverything() {
        let sim = makeSimulation()
        sim.stepOnce()
        sim.load(Fixtures.pattern(Fixtures.block))
        XCTAssertEqual(sim.population, 4)
        XCTAssertEqual(sim.generation, 0)
        XCTAssertFalse(sim.canReset)
    }

    func testBatchesRunInTheBackgroundAndTheShownUniverseNeverWaits() {
        let runner = ManualRunner()
        let sim = Simulation(pattern: Fixtures.pattern(Fixtures.glider), generationsPerSecond: 10, runner: runner, workClock: SteadyWorkClock().read,
                             makeUniverse: { TiledLife(rule: $0, topology: $1) })
        sim.autoStopEnabled = false
        sim.play(at: 0)
        XCTAssertEqual(sim.advance(to: 0.35), 0, "the batch is still computing")
        XCTAssertTrue(sim.isComputing)
        XCTAssertEqual(sim.generation, 0, "the shown universe stays put while the batch runs")
        XCTAssertNil(sim.nextWakeTime(after: 0.35), "no polling while computing: the runner wakes the loop")
        runner.runAll()
        XCTAssertEqual(sim.advance(to: 0.36), 3)
        XCTAssertEqual(sim.generation, 3)
        XCTAssertEqual(sim.universe.liveCells().count, 5)
    }

    func testAnEditDuringABatchWinsOverTheBatch() {
        let runner = ManualRunner()
        let sim = Simulation(pattern: Fixtures.pattern(Fixtures.block), generationsPerSecond: 10, runner: runner, workClock: SteadyWorkClock().read,
                             makeUniverse: { TiledLife(rule: $0, topology: $1) })
        sim.play(at: 0)
        sim.advance(to: 0.15)
        sim.toggle(Cell(20, 20))
        runner.runAll()
        sim.advance(to: 0.16)
        XCTAssertTrue(sim.universe.isAlive(Cell(20, 20)), "the stale batch must not overwrite the edit")
        XCTAssertEqual(sim.generation, 0)
        sim.advance(to: 0.2) // a new batch from the edited board
        runner.runAll()
        sim.advance(to: 0.21)
        XCTAssertEqual(sim.generation, 1)
        XCTAssertFalse(sim.universe.isAlive(Cell(20, 20)), "a lone cell dies")
    }

    func testFastestSpeedSizesBatchesFromTheMeasuredRate() {
        let runner = ManualRunner()
        let work = WorkClock(tick: 0.5) // every batch appears to take half a second of engine time
        let sim = Simulation(pattern: Fixtures.pattern(Fixtures.glider), generationsPerSecond: .infinity, runner: runner,
                             workClock: work.read, makeUniverse: { TiledLife(rule: $0, topology: $1) })
        sim.autoStopEnabled = false
        sim.fastestBatchSeconds = 0.01
        sim.play(at: 0)
        sim.advance(to: 0)
        runner.runAll()
        let first = sim.advance(to: 0.5) // 1 generation (100/s assumed) took 0.5 s: 2/s measured
        XCTAssertEqual(first, 1)
        runner.runAll()
        XCTAssertEqual(sim.advance(to: 0.6), 1, "a slow engine gets small batches so frames keep coming")
        work.tick = 0.0001
        runner.runAll()
        sim.advance(to: 0.7)
        runner.runAll()
        XCTAssertEqual(sim.advance(to: 0.8), 100, "a fast engine gets batches of about fastestBatchSeconds of work")
        XCTAssertNil(sim.nextWakeTime(after: 1), "a batch is in flight: the runner wakes the loop when it is done")
        sim.generationsPerSecond = 10
        runner.runAll()
        XCTAssertEqual(sim.advance(to: 0.9), 0, "the batch sized for the old speed is dropped")
        XCTAssertEqual(sim.advance(to: 0.95), 0, "one generation due at 0.9: a batch of one starts")
        runner.runAll()
        XCTAssertEqual(sim.advance(to: 0.96), 1)
        XCTAssertEqual(sim.nextWakeTime(after: 0.96)!, 1.0, accuracy: 1e-9, "back to a timer from the moment of the change")
    }
}

/// A clock that moves by `tick` every time it is read.
final class WorkClock: @unchecked Sendable {
    var tick: Double
    private var now = 0.0
    init(tick: Double) { self.tick = tick }
    var read: @Sendable () -> Double {
        { [self] in
            now += tick
            return now
        }
    }
}

/// Holds background work until the test runs it.
final class ManualRunner: BackgroundRunner {
    private var pending: [@Sendable () -> Void] = []
    private var aside: [@Sendable () -> Void] = []
    func run(_ work: @escaping @Sendable () -> Void) { pending.append(work) }
    func runAside(_ work: @escaping @Sendable () -> Void) { aside.append(work) }
    func runAll() {
        let work = pending
        pending = []
        for w in work { w() }
    }
    /// Work started beside the batches and not run yet.
    var asideCount: Int { aside.count }
    /// Runs the work started beside the batches (ending confirmations).
    func runAsideWork() {
        let work = aside
        aside = []
        for w in work { w() }
    }
}

final class RunnerAndAutoStopTests: XCTestCase {
    func testTheDispatchRunnerRunsBatchesAndAsideWorkOnTheirOwnQueues() {
        let woken = DispatchSemaphore(value: 0)
        let runner = DispatchBackgroundRunner(wake: { woken.signal() })
        let done = DispatchSemaphore(value: 0)
        let aside = DispatchSemaphore(value: 0)
        // The aside work waits for the batch: both queues must run at once for this to finish.
        runner.runAside {
            done.wait()
            aside.signal()
        }
        runner.run { done.signal() }
        XCTAssertEqual(aside.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(woken.wait(timeout: .now() + 5), .success, "the loop is woken when the batch is done")
        XCTAssertEqual(woken.wait(timeout: .now() + 5), .success, "and when the aside work is done")
    }

    func testAutoStopGivesUpAfterItsLimitAndPlaysOn() {
        let simulation = Simulation(pattern: Fixtures.pattern(Fixtures.gosperGun), generationsPerSecond: .infinity, runner: InlineRunner(), workClock: SteadyWorkClock().read,
                                    makeUniverse: { TiledLife(rule: $0, topology: $1) })
        simulation.autoStopGenerationLimit = 200
        simulation.play(at: 0)
        var t = 0.0
        while simulation.generation < 600 && t < 60 {
            t += 0.01
            simulation.advance(to: t)
        }
        XCTAssertTrue(simulation.isPlaying, "a gun never ends: the watch gave up at 200 generations")
        XCTAssertNil(simulation.ending)
        XCTAssertGreaterThanOrEqual(simulation.generation, 600)
    }

    func testHyperspeedIsRefusedOnATorus() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.pattern(Fixtures.glider).cells,
                                                                           topology: .torus(width: 24, height: 24)))
        SettingsActions.setHyperspeed(true, in: model.context)
        XCTAssertFalse(model.simulation.hyperspeed)
        XCTAssertTrue(model.simulation.generationsPerSecond.isInfinite, "max speed instead")
        XCTAssertEqual(model.notice, "Hyperspeed runs on the endless plane; a torus plays at max speed")
    }
}
