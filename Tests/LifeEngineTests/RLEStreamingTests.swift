import XCTest
@testable import LifeEngine
import LifeTestSupport

/// An RLE body read as runs of live cells, and the tiles loading those runs with no list of cells.
final class RLEStreamingTests: XCTestCase {
    private func runs(of text: String) throws -> [[Int64]] {
        var found: [[Int64]] = []
        try RLEReader().document(text).forEachRun { found.append([$0, $1, $2]) }
        return found
    }

    func testRunsComeInFileOrderFromTheOffset() throws {
        let text = "#N Two\n#P -2 5\nx = 7, y = 3, rule = B36/S23\n2o3b2o$\n\n$o!\nignored after the end\n"
        XCTAssertEqual(try runs(of: text), [[-2, 5, 2], [3, 5, 2], [-2, 7, 1]])
        let document = try RLEReader().document(text)
        XCTAssertEqual(document.header.name, "Two")
        XCTAssertEqual(document.header.rule, Rule(birth: [3, 6], survival: [2, 3]))
        XCTAssertTrue(document.header.cells.isEmpty)
        XCTAssertEqual(try document.pattern().cells, [Cell(-2, 5), Cell(-1, 5), Cell(3, 5), Cell(4, 5), Cell(-2, 7)])
    }

    func testABodyErrorIsFoundWhenTheBodyIsRead() throws {
        let document = try RLEReader().document("x = 3, y = 1\n2o\nz!\n") // the header reads fine
        XCTAssertThrowsError(try document.forEachRun { _, _, _ in }) { error in
            XCTAssertEqual((error as? PatternParseError)?.line, 3)
            XCTAssertEqual((error as? PatternParseError)?.column, 1)
        }
    }

    func testARefusalWithoutAPlaceGetsTheRunsLineAndColumn() throws {
        let document = try RLEReader().document("x = 9, y = 2\n3o$\n4b5o!\n")
        var seen = 0
        XCTAssertThrowsError(try document.forEachRun { _, _, _ in
            seen += 1
            if seen == 2 { throw PatternParseError(line: 0, column: 0, message: "no room") }
        }) { error in
            XCTAssertEqual(error as? PatternParseError, PatternParseError(line: 3, column: 4, message: "no room"))
        }
    }

    func testTheCellBudgetCountsRunsAsTheyPass() {
        XCTAssertThrowsError(try RLEReader(cellBudget: 10).document("6o$5o!").forEachRun { _, _, _ in }) { error in
            XCTAssertTrue("\(error)".contains("more than 10 live cells"), "\(error)")
        }
    }

    func testTilesLoadedFromRunsMatchTilesLoadedFromCells() throws {
        var random = SeededRandom(seed: 42)
        var runList: [(Int64, Int64, Int64)] = []
        // Runs crossing tile edges, some wider than a tile, on both sides of the origin.
        for y in -150..<150 where random.next() % 3 == 0 {
            var x = -300 + Int64(random.next() % 40)
            while x < 300 {
                let length = Int64(1 + random.next() % 140)
                runList.append((x, Int64(y), length))
                x += length + Int64(1 + random.next() % 90)
            }
        }
        let cells = runList.flatMap { run in (0..<run.2).map { Cell(run.0 + $0, run.1) } }
        let fromRuns = TiledLife(), fromCells = TiledLife()
        try fromRuns.load { add in for run in runList { try add(run.0, run.1, run.2) } }
        fromCells.load(cells)
        XCTAssertEqual(fromRuns.population, cells.count)
        XCTAssertEqual(fromRuns.liveCells(), fromCells.liveCells())
        fromRuns.step(by: 40)
        fromCells.step(by: 40)
        XCTAssertEqual(fromRuns.liveCells(), fromCells.liveCells())
        let reference = SparseLife()
        reference.load(cells)
        reference.step(by: 40)
        XCTAssertEqual(Set(fromRuns.liveCells()), Set(reference.liveCells()))
    }

    func testARunOnATorusWrapsRoundTheEdge() throws {
        let torus = TiledLife(topology: .torus(width: 10, height: 4))
        try torus.load { add in try add(7, 1, 5) } // 7, 8, 9, then 0 and 1
        XCTAssertEqual(torus.liveCells(), [Cell(0, 1), Cell(1, 1), Cell(7, 1), Cell(8, 1), Cell(9, 1)])
    }

    func testTooManyTilesIsRefusedAndLeavesTheUniverseEmpty() {
        let tiles = TiledLife()
        tiles.load([Cell(1, 1)])
        XCTAssertThrowsError(try tiles.load(maxTiles: 3) { add in
            for k in Int64(0)..<4 { try add(k * 64 + 500, 0, 1) } // four new tiles, one too many
        }) { error in
            XCTAssertTrue("\(error)".contains("more than 3 areas of 64x64 cells"), "\(error)")
        }
        XCTAssertEqual(tiles.population, 0)
        XCTAssertTrue(tiles.liveCells().isEmpty)
    }
}
