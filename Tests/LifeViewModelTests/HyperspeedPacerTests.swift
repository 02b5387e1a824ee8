import XCTest
import Foundation
import LifeScene
@testable import LifeRun
@testable import LifeViewModel

final class HyperspeedPacerTests: XCTestCase {
    func testQuickHashLifeBatchesEarnLongerLeaps() {
        var pacer = HyperspeedPacer()
        for i in 0..<16 {
            pacer.finished(generations: 1 << pacer.stepLog, seconds: 0.001, onHashLife: true, tilesAllowed: true, at: Double(i) / 60)
        }
        XCTAssertEqual(pacer.stepLog, 14, "three batches at the first step, then one a step while each doubling pays")
        XCTAssertFalse(pacer.onTiles)
        XCTAssertEqual(pacer.batchSize(fullSpeedRate: 1000, batchSeconds: 0.012), 1 << 14)
    }

    /// A big regular tree (a breeder far out) costs about the same at any step: every batch is
    /// slower than a frame, yet each doubling doubles the generations per second, so the step climbs.
    func testSlowBatchesThatGainSpeedStillClimb() {
        var pacer = HyperspeedPacer()
        var now = 0.0
        while now < 10 {
            let seconds = 0.035 + 0.001 * Double(pacer.stepLog) // the work a batch takes on this tree
            now += seconds
            pacer.finished(generations: 1 << pacer.stepLog, seconds: seconds, onHashLife: true, tilesAllowed: false, at: now)
        }
        XCTAssertGreaterThanOrEqual(pacer.stepLog, 20, "2^20 or more within 10 s")
    }

    /// Where doubling the step more than doubles a batch's work (chaos), the step settles where
    /// the generations per second are highest, and a batch too coarse to watch brings it down.
    func testTheStepSettlesWhereTheRateIsBest() {
        var pacer = HyperspeedPacer()
        var now = 0.0
        // Cheap up to 2^6 (under a frame), then each doubling costs four times as much.
        func cost(_ k: Int) -> Double { k <= 6 ? 0.01 : 0.01 * pow(4, Double(k - 6)) }
        var seen: [Int] = []
        while now < 30 {
            let seconds = cost(pacer.stepLog)
            now += max(seconds, 1.0 / 60)
            pacer.finished(generations: 1 << pacer.stepLog, seconds: seconds, onHashLife: true, tilesAllowed: false, at: now)
            seen.append(pacer.stepLog)
        }
        // Best rates: 2^6 in a frame (3840 gen/s); 2^7 takes 0.04 s (3200 gen/s), 2^8 0.16 s (1600 gen/s).
        XCTAssertEqual(Dictionary(grouping: seen.suffix(200), by: { $0 }).max { $0.value.count < $1.value.count }?.key, 6)
        XCTAssertLessThanOrEqual(seen.max() ?? 0, 8, "sizes past the best are only tried")
        XCTAssertGreaterThan(seen.suffix(200).filter { $0 == 6 }.count, 150, "and the best size is where it stays")
    }

    /// A batch slower than a second is too coarse to watch, whatever it gains.
    func testABatchOverASecondBringsTheStepDown() {
        var pacer = HyperspeedPacer()
        pacer.fix(stepLog: 30)
        pacer.fix(stepLog: nil)
        XCTAssertEqual(pacer.stepLog, 30)
        pacer.finished(generations: 1 << 30, seconds: 1.5, onHashLife: true, tilesAllowed: false, at: 1)
        XCTAssertEqual(pacer.stepLog, 29)
        var highest = 0
        for i in 0..<12 {
            pacer.finished(generations: 1 << pacer.stepLog, seconds: 0.9, onHashLife: true, tilesAllowed: false, at: 1.5 + Double(i) / 10)
            highest = max(highest, pacer.stepLog)
        }
        XCTAssertEqual(highest, 29, "not above the size found too coarse until the measurements are renewed")
    }

    func testAFixedStepStaysWhereItIsPut() {
        var pacer = HyperspeedPacer()
        pacer.fix(stepLog: 7)
        for i in 0..<20 {
            pacer.finished(generations: 1 << 7, seconds: i % 2 == 0 ? 0.001 : 0.5, onHashLife: true, tilesAllowed: true, at: Double(i))
        }
        XCTAssertEqual(pacer.stepLog, 7)
        XCTAssertFalse(pacer.onTiles)
        pacer.reset()
        XCTAssertEqual(pacer.stepLog, 7, "a reset keeps what the user chose")
        pacer.fix(stepLog: 99)
        XCTAssertEqual(pacer.stepLog, HyperspeedPacer.stepLogLimit)
        pacer.fix(stepLog: nil)
        XCTAssertNil(pacer.fixedStepLog)
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

    func testSlowLeapsStayWhileHashLifeStillWins() {
        var pacer = HyperspeedPacer()
        pacer.finished(generations: 1, seconds: 0.2, onHashLife: true, tilesAllowed: true, at: 0) // to tiles
        pacer.finished(generations: 1 << 12, seconds: 0.048, onHashLife: false, tilesAllowed: true, at: 3) // 85 333 gen/s
        XCTAssertEqual(pacer.stepLog, 12)
        // 4096 generations in 0.04 s: slow for a frame, but 102 400 gen/s beats the tiles: HashLife stays.
        pacer.finished(generations: 1 << 12, seconds: 0.04, onHashLife: true, tilesAllowed: true, at: 3.1)
        XCTAssertFalse(pacer.onTiles)
        XCTAssertEqual(pacer.stepLog, 12)
        // 4096 in 0.05 s (81 920 gen/s) loses: back to tiles.
        pacer.finished(generations: 1 << 12, seconds: 0.05, onHashLife: true, tilesAllowed: true, at: 3.2)
        XCTAssertTrue(pacer.onTiles)
        pacer.reset()
        XCTAssertFalse(pacer.onTiles)
        XCTAssertEqual(pacer.stepLog, 0)
    }
}
