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
