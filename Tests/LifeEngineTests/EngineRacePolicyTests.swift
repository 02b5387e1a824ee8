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
        XCTAssertEqual(EngineRacePolicy.headStart(population: 36), 0, "a gun races at once")
        XCTAssertEqual(EngineRacePolicy.headStart(population: 99_999), 0)
        XCTAssertEqual(EngineRacePolicy.headStart(population: 500_000), 0.25, accuracy: 1e-9, "a 1024x1024 soup")
        XCTAssertEqual(EngineRacePolicy.headStart(population: 50_000_000), EngineRacePolicy.learningSeconds, "at most HashLife's learning time")
    }
}
