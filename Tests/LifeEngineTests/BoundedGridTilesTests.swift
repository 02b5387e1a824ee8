import XCTest
@testable import LifeEngine

/// The tiles on every bounded grid Golly defines, against the grid engine (which agrees with
/// bgolly: scripts/compare-golly-rules.py --soups), cell by cell, with births and deaths.
final class BoundedGridTilesTests: XCTestCase {
    static let grids = ["P70,50", "T70+3,50", "T70,50-2", "T70-69,50", "T0,50", "T70,0", "P70,0", "K70*,50", "K70,50*", "K70*+1,50",
                        "K70,50*+1", "C70,50", "S67", "T130,67", "C129,131", "K3*,3", "S3"]

    func testEveryGridStepsAsTheGridEngineDoesUnderEveryKindOfRule() throws {
        var random = SeededRandom(seed: 36)
        let rules = ["B3/S23", "B2n3/S23-q", "B36/S23H", "B2/S013V", "B013/S23", "B0123478/S34678", "B02/S3H"]
        for suffix in Self.grids {
            let topology = try Topology(suffix: suffix)
            XCTAssertTrue(Engines.tilesRun(.conway, on: topology), suffix)
            for text in rules {
                let rule = try Rule(parsing: text)
                let cells = soupFilling(topology, &random)
                let tiles = TiledLife(rule: rule, topology: topology), grid = GridLife(rule: rule, topology: topology)
                tiles.countsBirthsAndDeaths = true
                tiles.load(cells)
                grid.load(cells)
                assertSameUniverse(tiles, grid, "\(text):\(suffix) loaded")
                assertStepsAlike(tiles, grid, generations: 20, "\(text):\(suffix)")
            }
        }
    }

    /// A pattern that died on a bounded board is nothing from then on: its empty generations are
    /// counted, not computed one by one (the tiles, the grid engine and the patches alike). (Each
    /// engine runs in the background, waited for: one that stepped 2^40 empty generations would
    /// not come back.)
    func testGenerationsAfterLifeDiedOnABoardAreCountedNotComputed() throws {
        let row = [Cell(0, 0), Cell(1, 0), Cell(2, 0)]
        let dying: [(String, any LifeAlgorithm)] = [
            ("tiles on T10,10", TiledLife(rule: .conway, topology: try Topology(suffix: "T10,10"))),
            ("grid on P1,1", GridLife(rule: .conway, topology: try Topology(suffix: "P1,1"))),
            ("grid, LtL", GridLife(rule: try Rule(parsing: "R2,C2,M0,S2..3,B3..3,NM"), topology: try Topology(suffix: "T30,30"))),
            ("patches on the plane", PatchLife(rule: try Rule(parsing: "B36/S23H"), topology: .plane)),
        ]
        for (name, universe) in dying {
            universe.load(name.contains("P1,1") ? row : [Cell(0, 0)])
            let done = expectation(description: name)
            nonisolated(unsafe) let stepped = universe
            DispatchQueue.global().async {
                stepped.step(by: 1 << 40)
                done.fulfill()
            }
            wait(for: [done], timeout: 60)
            XCTAssertEqual(universe.generation, 1 << 40, name)
            XCTAssertEqual(universe.population, 0, name)
        }
    }

    func testAGliderCrossesEachJoinAsGollysHelpDrawsIt() throws {
        // A glider heading down and right, started near the right edge: it leaves through that edge
        // and comes back where the grid joins it, on the tiles as on the grid engine.
        let glider = [Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)]
        for suffix in ["K20*,20", "K20,20*", "C20,20", "S20", "T20+5,20", "T20,20-7"] {
            let topology = try Topology(suffix: suffix)
            let tiles = TiledLife(topology: topology), grid = GridLife(rule: .conway, topology: topology)
            let cells = glider.map { Cell($0.x + 14, $0.y + 4) }
            tiles.load(cells)
            grid.load(cells)
            for _ in 0..<12 {
                tiles.step(by: 10)
                grid.step(by: 10)
                assertSameUniverse(tiles, grid, "\(suffix) at \(grid.generation)")
                if grid.generation == 30 {
                    // Across the edge by now, and still a glider.
                    XCTAssertEqual(grid.population, 5, suffix)
                }
            }
        }
    }

    func testCellsOffTheBoardAreNotTaken() throws {
        let topology = try Topology(suffix: "K30*,20")
        let tiles = TiledLife(topology: topology)
        tiles.setAlive(true, at: Cell(-1, 5))
        tiles.setAlive(true, at: Cell(30, 5))
        tiles.setAlive(true, at: Cell(3, 20))
        tiles.load([Cell(-3, 0), Cell(2, 2), Cell(40, 1)])
        XCTAssertEqual(tiles.liveCells(), [Cell(2, 2)])
        tiles.setAlive(true, at: Cell(29, 19))
        XCTAssertEqual(tiles.population, 2)
    }

    func testAStepOnAHugeKleinBottleCostsItsLiveAreaNotItsBoard() throws {
        // 2^30 cells a side: a ring a cell at a time would be billions of cells each step.
        let topology = try Topology(suffix: "K1073741824*,1073741824")
        XCTAssertTrue(Engines.tilesRun(.conway, on: topology))
        let tiles = TiledLife(topology: topology)
        // A blinker across the twisted top edge, and one in the middle.
        let edge = [Cell(10, 0), Cell(11, 0), Cell(12, 0)], middle = [Cell(500, 500), Cell(501, 500), Cell(502, 500)]
        tiles.load(edge + middle)
        tiles.step(by: 1)
        // Above the top row stands the bottom row mirrored ((x, -1) is (w-1-x, h-1)) and below the
        // bottom row the top row mirrored: the edge blinker turns across the join.
        let w: Int64 = 1 << 30
        XCTAssertEqual(Set(tiles.liveCells()), [Cell(11, 0), Cell(11, 1), Cell(w - 12, w - 1),
                                                Cell(501, 499), Cell(501, 500), Cell(501, 501)])
        tiles.load([Cell(w - 13, w - 1), Cell(w - 12, w - 1), Cell(w - 11, w - 1)])
        tiles.step(by: 1)
        XCTAssertEqual(Set(tiles.liveCells()), [Cell(w - 12, w - 1), Cell(w - 12, w - 2), Cell(11, 0)])
        XCTAssertLessThan(tiles.storageBytes, 1 << 20)
    }

    func testBoardsWithASideOfLessThanThreeCellsGoToTheGridEngine() throws {
        for suffix in ["T2,30", "K2*,30", "P30,1", "S2"] {
            let topology = try Topology(suffix: suffix)
            XCTAssertFalse(Engines.tilesRun(.conway, on: topology), suffix)
            XCTAssertTrue(Engines.stepping(rule: .conway, topology: topology) is GridLife, suffix)
        }
    }
}
