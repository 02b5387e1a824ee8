import XCTest
@testable import LifeEngine

final class EngineRacePolicyTests: XCTestCase {
    func testHashLifeIsGivenUpOnlyAfterLearningAndFarBehind() {
        let policy = EngineRacePolicy()
        // Far behind but still learning: kept.
        XCTAssertFalse(policy.leapIsHopeless(seconds: 0.3, leapingShare: 0.01, steppingShare: 0.5))
        // Past its learning time and the tiles more than eight times as far along: given up.
        XCTAssertTrue(policy.leapIsHopeless(seconds: 0.6, leapingShare: 0.01, steppingShare: 0.5))
        XCTAssertTrue(policy.leapIsHopeless(seconds: 0.6, leapingShare: 0, steppingShare: 0.01))
        // Behind, but by less than eight times: kept.
        XCTAssertFalse(policy.leapIsHopeless(seconds: 2, leapingShare: 0.1, steppingShare: 0.7))
        // Ahead: kept.
        XCTAssertFalse(policy.leapIsHopeless(seconds: 2, leapingShare: 0.9, steppingShare: 0.2))
    }

    func testChunksFollowTheirCost() {
        let policy = EngineRacePolicy()
        XCTAssertEqual(policy.nextChunk(8, tookSeconds: 0.0001), 16)
        XCTAssertEqual(policy.nextChunk(8, tookSeconds: 0.01), 4)
        XCTAssertEqual(policy.nextChunk(8, tookSeconds: 0.0015), 8)
        XCTAssertEqual(policy.nextChunk(1, tookSeconds: 1), 1)
        XCTAssertEqual(policy.nextChunk(EngineRacePolicy.longestChunk, tookSeconds: 0), EngineRacePolicy.longestChunk)
    }

    func testOnlyALargePatternStepsAloneFirstAndNotForLong() {
        let long = EngineRace.shortRun
        XCTAssertEqual(EngineRacePolicy.headStart(population: 36, generations: long), 0, "a gun races at once")
        XCTAssertEqual(EngineRacePolicy.headStart(population: 99_999, generations: long), 0)
        XCTAssertEqual(EngineRacePolicy.headStart(population: 500_000, generations: long), 0.25, accuracy: 1e-9, "a 1024x1024 soup")
        XCTAssertEqual(EngineRacePolicy.headStart(population: 50_000_000, generations: long), EngineRacePolicy.learningSeconds,
                       "at most HashLife's learning time")
        XCTAssertEqual(EngineRacePolicy.headStart(population: 36, generations: long - 1), 0.005, "a short run steps alone a moment first")
        XCTAssertEqual(EngineRacePolicy.headStart(population: 500_000, generations: 1000), .infinity, "a short run of a large pattern never races")
        let policy = EngineRacePolicy()
        XCTAssertTrue(policy.stepsAlone(elapsed: 0.004, headStart: 0.005, secondsPerGeneration: 1e-3, left: 3000, shortRun: true), "within the head start")
        XCTAssertTrue(policy.stepsAlone(elapsed: 0.006, headStart: 0.005, secondsPerGeneration: 6e-6, left: 2000, shortRun: true),
                      "12 ms left: not worth a race")
        XCTAssertFalse(policy.stepsAlone(elapsed: 0.006, headStart: 0.005, secondsPerGeneration: 6e-5, left: 2900, shortRun: true),
                       "174 ms left: race")
        XCTAssertFalse(policy.stepsAlone(elapsed: 0.006, headStart: 0.005, secondsPerGeneration: 6e-6, left: 2000, shortRun: false),
                       "a long run races after its head start")
        XCTAssertFalse(policy.stepsAlone(elapsed: 0.006, headStart: 0.005, secondsPerGeneration: nil, left: 3000, shortRun: true),
                       "no pace known yet: race")
    }
}
