import XCTest
@testable import LifeSDL

final class FrameStatsTests: XCTestCase {
    /// Time spent paused before play starts is not a pause of the generation stream.
    func testIdleTimeWhilePausedIsNotAPause() {
        var stats = FrameStats(start: 0, generation: 0)
        stats.observe(generation: 0, playing: false, now: 0)
        stats.observe(generation: 0, playing: true, now: 100) // the first frame after a minute and a half paused
        stats.observe(generation: 0, playing: true, now: 100.03125)
        stats.observe(generation: 1, playing: true, now: 100.0625)
        XCTAssertTrue(stats.summary(now: 101, generation: 1).hasSuffix("longest pause 31.2 ms"), stats.summary(now: 101, generation: 1))
        // A stall while playing still counts.
        stats.observe(generation: 1, playing: true, now: 100.5625)
        stats.observe(generation: 2, playing: true, now: 100.625)
        XCTAssertTrue(stats.summary(now: 101, generation: 2).hasSuffix("longest pause 500.0 ms"), stats.summary(now: 101, generation: 2))
    }
}
