import XCTest
import Foundation
@testable import LifeEngine

final class MemoryBudgetTests: XCTestCase {
    /// Cells `spacing` apart under B1/S012345678: every one spreads, so the tiles grow each generation.
    func spread(_ side: Int, spacing: Int = 64) -> TiledLife {
        let universe = TiledLife(rule: try! Rule(parsing: "B1/S012345678"))
        universe.load((0..<side).flatMap { i in (0..<side).map { j in Cell(Int64(i * spacing), Int64(j * spacing)) } })
        return universe
    }

    func testAStepperIsAllowedWhileThreeTimesItsStoragePlusItsCopiesFit() {
        let universe = spread(20)
        let storage = universe.storageBytes
        XCTAssertGreaterThan(storage, 400 * 1024, "400 tiles of two 64-row buffers")
        let budget = MemoryBudget(bytes: 64 << 20)
        XCTAssertTrue(budget.allows(universe))
        XCTAssertEqual(budget.allows(universe, copies: 3), storage * 6 <= 64 << 20)
        XCTAssertFalse(MemoryBudget(bytes: 64 << 20).allows(spread(200)), "40 000 tiles are more than a third of 64 MiB")
        XCTAssertTrue(budget.allows(HashLife()), "HashLife keeps to its own cap")
        XCTAssertEqual(MemoryBudget(mebibytes: 1).bytes, MemoryBudget.smallest, "never below 64 MiB")
        XCTAssertEqual(MemoryBudget(mebibytes: 4096).hashLifeBytes(given: false), 2 << 30)
        XCTAssertEqual(MemoryBudget(mebibytes: 4096).hashLifeBytes(given: true), 4 << 30)
        XCTAssertGreaterThanOrEqual(MemoryBudget.machine.bytes, MemoryBudget.smallest)
        XCTAssertLessThanOrEqual(MemoryBudget.machine.bytes, MemoryBudget.physicalMemory / 2)
    }

    /// The ending detector stops before the run and the copies it keeps could outgrow the budget
    /// (four copies beside the run, each as large once the run has changed everything), and
    /// says so; with room for them it runs on.
    func testTheDetectorCountsTheCopiesItKeeps() {
        let universe = spread(60, spacing: 128) // over 64 MiB at five times its storage, so no budget is raised to the floor
        let storage = universe.duplicate().storageBytes // what the detector's own copy takes
        let tight = FinalStateDetector(maxGenerations: 3, budget: MemoryBudget(bytes: storage * 5), clock: { 0 })
        XCTAssertTrue(tight.budget.allows(universe), "enough for the run alone")
        let (ending, board) = tight.follow(universe)
        XCTAssertEqual(ending.outcome, .undetermined)
        XCTAssertEqual(board.generation, 0)
        XCTAssertTrue(tight.stoppedAtBudget(board))
        let roomy = FinalStateDetector(maxGenerations: 3, budget: MemoryBudget(bytes: storage * 8), clock: { 0 })
        let (further, last) = roomy.follow(universe)
        XCTAssertEqual(further.generation, 3)
        XCTAssertFalse(roomy.stoppedAtBudget(last))
    }

    /// A HashLife universe reserves a modest address space at first (its records' mapping grows
    /// with the nodes), so a process holding many universes stays far from `ulimit -v`.
    func testHashLifeUniversesReserveModestAddressSpace() throws {
        func virtualBytes() throws -> Int {
            let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
            return (Int(statm.split(separator: " ")[0]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
        }
        let before = try virtualBytes()
        let universes = (0..<16).map { _ in HashLife() }
        let grown = try virtualBytes() - before
        XCTAssertLessThan(grown, 16 * (128 << 20), "at most 128 MiB each (a 2 GiB cap once reserved 2.5 GiB each)")
        // And they still grow past the first reservation: a breeder far out needs more nodes.
        let breeder = universes[0]
        breeder.load([Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(4, 0), Cell(0, 1), Cell(3, 2), Cell(4, 2), Cell(1, 3), Cell(2, 3), Cell(4, 3),
                      Cell(0, 4), Cell(2, 4), Cell(4, 4)])
        try breeder.advance(by: 1 << 20)
        XCTAssertGreaterThan(breeder.exactPopulation, 0)
    }

    /// A dense band is a few MiB of tiles but a list of its cells is far larger: the detector's
    /// budget counts the lists its checks compare, so `life final` stops at the budget instead of
    /// failing to allocate a list (a 300,000-cell line under `ulimit -v 1500000` did).
    func testTrackingCountsTheCellListsNotOnlyTheTiles() {
        let band = TiledLife(rule: .conway)
        band.load((0..<1024).flatMap { y in (0..<1024).map { Cell($0, y) } })
        let budget = MemoryBudget(mebibytes: 64)
        XCTAssertTrue(budget.allows(band, copies: FinalStateTracker.keptCopies), "the tiles and their copies fit")
        XCTAssertFalse(budget.allowsTracking(band, copies: FinalStateTracker.keptCopies),
                       "a million cells listed at \(MemoryBudget.trackedCellBytes) bytes each do not")
        XCTAssertTrue(MemoryBudget(mebibytes: 128).allowsTracking(band, copies: FinalStateTracker.keptCopies))
        let detector = FinalStateDetector(maxGenerations: 10, budget: budget, clock: { 0 })
        let ending = detector.run(band)
        XCTAssertEqual(ending.outcome, .undetermined)
        XCTAssertEqual(ending.generation, 0, "stopped before the first generation")
        XCTAssertTrue(detector.stoppedAtBudget(band))
    }
}
