import XCTest
import LifeEngine
import LifeTestSupport
@testable import LifeViewModel

final class SimulationTests: XCTestCase {
    func makeSimulation(_ rle: String = Fixtures.glider) -> Simulation {
        Simulation(pattern: Fixtures.pattern(rle), generationsPerSecond: 10, makeUniverse: { SparseLife(rule: $0) })
    }

    func testTimerStepsOnlyWhilePlaying() {
        let sim = makeSimulation()
        XCTAssertNil(sim.nextStepTime)
        XCTAssertEqual(sim.advance(to: 100), 0)
        sim.play(at: 0)
        XCTAssertEqual(sim.nextStepTime!, 0.1, accuracy: 1e-9)
        XCTAssertEqual(sim.advance(to: 0.05), 0)
        XCTAssertEqual(sim.advance(to: 0.1), 1)
        XCTAssertEqual(sim.advance(to: 0.35), 2)
        XCTAssertEqual(sim.generation, 3)
        sim.pause()
        XCTAssertNil(sim.nextStepTime)
        XCTAssertEqual(sim.advance(to: 10), 0)
        XCTAssertEqual(sim.generation, 3)
    }

    func testFallingBehindDropsTheBacklog() {
        let sim = makeSimulation()
        sim.maxCatchUp = 5
        sim.play(at: 0)
        XCTAssertEqual(sim.advance(to: 100), 5)
        XCTAssertEqual(sim.nextStepTime!, 100.1, accuracy: 1e-9)
    }

    func testSpeedChangeKeepsPhase() {
        let sim = makeSimulation()
        sim.play(at: 0)
        sim.advance(to: 0.25) // 2 steps, last at 0.2
        sim.generationsPerSecond = 2
        XCTAssertEqual(sim.nextStepTime!, 0.7, accuracy: 1e-9)
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
}
