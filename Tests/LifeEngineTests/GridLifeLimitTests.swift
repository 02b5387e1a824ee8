import XCTest
@testable import LifeEngine

/// The grid engine past the window it holds: it refuses, saying why, and counts no generation it
/// did not compute (it answered the first pattern as generation N, exit 0; cells 2^62 apart trapped).
final class GridLifeLimitTests: XCTestCase {
    let range500 = try! Rule(parsing: "R500,C0,M1,S34..58,B34..45,NM")

    func testCellsTooFarApartForTheWindowAreRefusedNotRunAsIfStepped() throws {
        let grid = GridLife(rule: range500)
        grid.load([Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(0, 100_000_000)])
        XCTAssertEqual(grid.refusal, .gridTooLarge(cells: GridLife.maximumCells))
        XCTAssertThrowsError(try grid.advance(by: 1)) { XCTAssertEqual($0 as? EngineError, .gridTooLarge(cells: GridLife.maximumCells)) }
        XCTAssertEqual(grid.generation, 0, "no generation counted")
        grid.step(by: 5)
        XCTAssertEqual(grid.generation, 0, "nor by step")
        // Cells farther apart than 64 bits measure: refused too, no trap.
        let far = GridLife(rule: .conway, topology: .plane)
        far.load([Cell(0, 0), Cell(0, 4_611_686_018_427_387_000), Cell(0, -4_611_686_018_427_387_000)])
        XCTAssertNotNil(far.refusal)
        // Loaded again with cells that fit, it runs.
        grid.load([Cell(0, 0), Cell(1, 0), Cell(2, 0)])
        XCTAssertNil(grid.refusal)
        try grid.advance(by: 1)
        XCTAssertEqual(grid.generation, 1)
        XCTAssertEqual(grid.population, 0, "three cells die under this rule")
    }

    /// A board a cell wide holds as much a row as a cell at a step: what the grid says it holds
    /// counts its rows (a 1x10^8 torus took 5 GB where 1 GB was counted, fatal under a 4 GB limit).
    func testANarrowBoardCountsItsRows() throws {
        let narrow = GridLife(rule: .conway, topology: .torus(width: 1, height: 10_000_000))
        narrow.load([Cell(0, 0)])
        // 10^7 cells at 10 bytes, and 10^7 + 2 rows at 20 bytes.
        XCTAssertEqual(narrow.storageBytes, 1024 + 100_000_000 + 200_000_040)
        let square = GridLife(rule: .conway, topology: .torus(width: 1000, height: 10_000))
        square.load([Cell(0, 0)])
        XCTAssertEqual(square.storageBytes, 1024 + 100_000_000 + 200_040)
        XCTAssertFalse(MemoryBudget(mebibytes: 512).allows(narrow), "refused by a budget the square fits")
        XCTAssertTrue(MemoryBudget(mebibytes: 512).allows(square))
    }

    /// A window that fits, grown by a step past what the grid holds: that step is refused.
    func testAStepThatWouldGrowTheWindowPastItsSizeIsRefused() throws {
        let grid = GridLife(rule: range500)
        grid.load([Cell(0, 0), Cell(0, Int64(GridLife.maximumCells) - 500)])
        XCTAssertNil(grid.refusal, "a column of 1 x (maximum - 499) cells fits")
        XCTAssertThrowsError(try grid.advance(by: 1)) { XCTAssertEqual($0 as? EngineError, .gridTooLarge(cells: GridLife.maximumCells)) }
        XCTAssertEqual(grid.generation, 0)
        XCTAssertEqual(grid.population, 2, "the cells as they were")
    }
}
