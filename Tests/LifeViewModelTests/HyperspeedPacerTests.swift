import XCTest
import LifeScene
@testable import LifeViewModel

final class HyperspeedPacerTests: XCTestCase {
    func testQuickHashLifeBatchesEarnLongerLeaps() {
        var pacer = HyperspeedPacer()
        for i in 0..<16 {
            pacer.finished(generations: 1 << pacer.stepLog, seconds: 0.001, onHashLife: true, tilesAllowed: true, at: Double(i) / 60)
        }
        XCTAssertEqual(pacer.stepLog, 2, "one step longer every eighth quick batch")
        XCTAssertFalse(pacer.onTiles)
        XCTAssertEqual(pacer.batchSize(fullSpeedRate: 1000, batchSeconds: 0.012), 4)
    }

    func testAChaoticPatternGoesToTilesAndHashLifeIsTriedAgainLater() {
        var pacer = HyperspeedPacer()
        // One generation on HashLife takes 0.2 s: slower than anything.
        pacer.finished(generations: 1, seconds: 0.2, onHashLife: true, tilesAllowed: true, at: 0)
        XCTAssertTrue(pacer.onTiles)
        XCTAssertTrue(pacer.isDue(at: 0.001), "tiles batches follow each other at once")
        XCTAssertEqual(pacer.batchSize(fullSpeedRate: 2000, batchSeconds: 0.012), 24)
        // Tiles do 2000 gen/s; HashLife is not tried again before 2 s.
        pacer.finished(generations: 24, seconds: 0.012, onHashLife: false, tilesAllowed: true, at: 1)
        XCTAssertTrue(pacer.onTiles)
        pacer.finished(generations: 24, seconds: 0.012, onHashLife: false, tilesAllowed: true, at: 2.1)
        XCTAssertFalse(pacer.onTiles, "HashLife again after 2 s")
        XCTAssertEqual(pacer.stepLog, 4, "with leaps as long as the tiles' batches (24 -> 2^4)")
        // It loses again (16 generations in 0.1 s = 160 gen/s < 2000): back to tiles for 4 s.
        pacer.finished(generations: 16, seconds: 0.1, onHashLife: true, tilesAllowed: true, at: 2.2)
        XCTAssertTrue(pacer.onTiles)
        pacer.finished(generations: 24, seconds: 0.012, onHashLife: false, tilesAllowed: true, at: 5)
        XCTAssertTrue(pacer.onTiles, "the second wait is twice as long")
        pacer.finished(generations: 24, seconds: 0.012, onHashLife: false, tilesAllowed: true, at: 6.3)
        XCTAssertFalse(pacer.onTiles)
    }

    func testAHugeUniverseStaysInHashLife() {
        var pacer = HyperspeedPacer()
        pacer.finished(generations: 1, seconds: 0.2, onHashLife: true, tilesAllowed: false, at: 0)
        XCTAssertFalse(pacer.onTiles, "too large to list: only HashLife holds it")
        XCTAssertEqual(pacer.stepLog, 0)
    }

    func testSlowLeapsShortenWhileHashLifeStillWins() {
        var pacer = HyperspeedPacer()
        pacer.finished(generations: 1, seconds: 0.2, onHashLife: true, tilesAllowed: true, at: 0) // to tiles
        pacer.finished(generations: 1 << 12, seconds: 0.048, onHashLife: false, tilesAllowed: true, at: 3) // 85 333 gen/s
        XCTAssertEqual(pacer.stepLog, 12)
        // 4096 generations in 0.04 s: slow for a frame, but 102 400 gen/s beats the tiles: a shorter leap.
        pacer.finished(generations: 1 << 12, seconds: 0.04, onHashLife: true, tilesAllowed: true, at: 3.1)
        XCTAssertFalse(pacer.onTiles)
        XCTAssertEqual(pacer.stepLog, 11)
        // 2048 in 0.05 s (40 960 gen/s) loses: back to tiles.
        pacer.finished(generations: 1 << 11, seconds: 0.05, onHashLife: true, tilesAllowed: true, at: 3.2)
        XCTAssertTrue(pacer.onTiles)
        pacer.reset()
        XCTAssertFalse(pacer.onTiles)
        XCTAssertEqual(pacer.stepLog, 0)
    }
}
