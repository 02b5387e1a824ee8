import XCTest
@testable import LifeEngine

final class EngineRacePolicyTests: XCTestCase {
    func testTurnsDoubleUpToTheLongest() {
        var policy = EngineRacePolicy()
        XCTAssertEqual(policy.slice, 0.02)
        for _ in 0..<12 {
            policy.turnDone(steppingGenerations: 100, steppingSeconds: policy.slice, leapingGenerations: 100, leapingSeconds: policy.slice)
        }
        XCTAssertEqual(policy.slice, EngineRacePolicy.longestSlice)
    }

    func testHashLifeGetsEqualTimeWhileLearningOrWhileTheTilesSlowDown() {
        var policy = EngineRacePolicy()
        XCTAssertEqual(policy.leapingShare, 1)
        // Tiles 10,000 generations a second, HashLife nothing yet, but only 0.1 s into its learning.
        policy.turnDone(steppingGenerations: 200, steppingSeconds: 0.02, leapingGenerations: 0, leapingSeconds: 0.1)
        XCTAssertEqual(policy.leapingShare, 1)
        // Past its learning time and still ten times slower: a quarter.
        policy.turnDone(steppingGenerations: 400, steppingSeconds: 0.04, leapingGenerations: 300, leapingSeconds: 0.3)
        XCTAssertEqual(policy.leapingShare, 0.25)
        // The tiles slow down by half (a growing pattern): HashLife gets as much time again.
        policy.turnDone(steppingGenerations: 400, steppingSeconds: 0.08, leapingGenerations: 300, leapingSeconds: 0.3)
        XCTAssertEqual(policy.leapingShare, 1)
        // Steady tiles, HashLife no longer eight times slower: equal time.
        policy.turnDone(steppingGenerations: 800, steppingSeconds: 0.16, leapingGenerations: 1000, leapingSeconds: 0.4)
        XCTAssertEqual(policy.leapingShare, 1)
    }

    func testHashLifeGetsFourTimesTheTimeWhenFarAheadOrWhenTheTilesSlowOnAGrowingPattern() {
        var policy = EngineRacePolicy()
        // HashLife 50,000 generations a second against the tiles' 10,000: it gets four times as long,
        // and the tiles' next turn is cut to a quarter of its slice.
        policy.turnDone(steppingGenerations: 200, steppingSeconds: 0.02, leapingGenerations: 1500, leapingSeconds: 0.03)
        XCTAssertEqual(policy.leapingShare, 4)
        XCTAssertEqual(policy.steppingSlice, policy.slice / 4, accuracy: 1e-12)
        // HashLife only as fast as the tiles, which are steady: equal time, whole slices.
        policy.turnDone(steppingGenerations: 400, steppingSeconds: 0.04, leapingGenerations: 400, leapingSeconds: 0.04)
        XCTAssertEqual(policy.leapingShare, 1)
        XCTAssertEqual(policy.steppingSlice, policy.slice)
        // The tiles slow to half their rate (a growing pattern) and HashLife gets at least half as far: four times.
        policy.turnDone(steppingGenerations: 400, steppingSeconds: 0.08, leapingGenerations: 600, leapingSeconds: 0.2)
        XCTAssertEqual(policy.leapingShare, 4)
        // Slowing tiles but HashLife at a fifth of their rate: equal time only.
        policy.turnDone(steppingGenerations: 400, steppingSeconds: 0.16, leapingGenerations: 600, leapingSeconds: 1.2)
        XCTAssertEqual(policy.leapingShare, 1)
    }

    func testTheStartingPatternMovesAcrossAtOnceWhenSmallLaterOnCredit() {
        let policy = EngineRacePolicy()
        XCTAssertTrue(policy.canStartLeaping(population: 50_000, credit: 0, atStart: true), "10 ms to move it")
        XCTAssertFalse(policy.canStartLeaping(population: 50_000, credit: 0, atStart: false))
        XCTAssertFalse(policy.canStartLeaping(population: 1_000_000, credit: 0.1, atStart: true), "0.2 s against 0.1 s of credit")
        XCTAssertTrue(policy.canStartLeaping(population: 1_000_000, credit: 0.5, atStart: false))
    }

    func testChunksFollowTheirCost() {
        let policy = EngineRacePolicy()
        XCTAssertEqual(policy.nextChunk(8, tookSeconds: 0.0001), 16)
        XCTAssertEqual(policy.nextChunk(8, tookSeconds: 0.01), 4)
        XCTAssertEqual(policy.nextChunk(8, tookSeconds: 0.0015), 8)
        XCTAssertEqual(policy.nextChunk(1, tookSeconds: 1), 1)
        XCTAssertEqual(policy.nextChunk(EngineRacePolicy.longestChunk, tookSeconds: 0), EngineRacePolicy.longestChunk)
    }
}
