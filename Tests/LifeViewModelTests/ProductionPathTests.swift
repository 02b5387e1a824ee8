import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
import LifeRun
import LifeInterface
@testable import LifeViewModel

/// The app model on the path the window takes: work on the background runner's queues, the loop
/// woken when a piece is done, and the result taken on a later frame (not inside the call that
/// started it, as `InlineRunner` does for most tests).
final class ProductionPathTests: XCTestCase {
    /// Waits (a hang guard, not a timing check) for the runner to wake the loop, then takes a frame.
    private func frameAfterWake(_ model: AppModel, _ woken: DispatchSemaphore, at now: Double,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(woken.wait(timeout: .now() + 30), .success, "the runner wakes the loop", file: file, line: line)
        model.advance(to: now)
    }

    func testGenerationsComeFromTheBackgroundAndWakeTheLoop() {
        let woken = DispatchSemaphore(value: 0)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.acorn),
                                      runner: DispatchBackgroundRunner(wake: { woken.signal() }))
        model.perform(.step, now: 0)
        model.simulation.generationsPerSecond = 10
        model.perform(.playPause, now: 0)
        let before = model.simulation.generation
        _ = model.scene()
        model.didDraw()
        var now = 1.0, waits = 0
        while model.simulation.generation < before + 10 && now < 200 {
            model.advance(to: now)
            // A batch in flight leaves the simulation nothing to wake for: only the runner's wake ends the wait.
            if model.simulation.isPlaying && model.simulation.nextWakeTime(after: now) == nil {
                XCTAssertEqual(woken.wait(timeout: .now() + 30), .success, "the runner wakes the loop")
                waits += 1
            }
            now += 0.5
        }
        // A small batch may finish on the other core before `advance` looks again, and is then taken at
        // once; the runner still wakes the loop for it.
        if waits == 0 { XCTAssertEqual(woken.wait(timeout: .now() + 30), .success, "the runner woke the loop for the batches it ran") }
        XCTAssertGreaterThanOrEqual(model.simulation.generation, before + 10)
        let reference = SparseLife(rule: .conway, topology: .plane)
        reference.load(Fixtures.pattern(Fixtures.acorn).cells)
        reference.step(by: model.simulation.generation)
        XCTAssertEqual(model.simulation.universe.liveCells().sorted(), reference.liveCells().sorted(),
                       "the board shown is the acorn at that generation")
        XCTAssertTrue(model.needsRedraw, "generations taken on later frames make a new scene")
        model.perform(.playPause, now: now)
    }

    func testAJumpRunsAsideAndEndsWithItsNotice() {
        let woken = DispatchSemaphore(value: 0)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun),
                                      runner: DispatchBackgroundRunner(wake: { woken.signal() }))
        model.simulation.startJump(by: 1 << 20)
        XCTAssertTrue(model.simulation.isJumping)
        var now = 0.0
        while model.simulation.isJumping && now < 200 {
            frameAfterWake(model, woken, at: now)
            now += 1
        }
        XCTAssertFalse(model.simulation.isJumping)
        XCTAssertEqual(model.simulation.generation, 1 << 20)
        XCTAssertEqual(model.notice?.hasPrefix("Generation \(NumberFormat.grouped(1 << 20)):"), true, model.notice ?? "no notice")
    }
}
