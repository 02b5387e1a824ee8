import XCTest
import LifeEngine
import LifeTestSupport

final class SparseLifeTests: XCTestCase {
    func testConformance() {
        XCTAssertEqual(AlgorithmConformance.failures { SparseLife(rule: $0) }, [])
    }

    func testHighLifeReplicatorDiffersFromConway() throws {
        let replicator = try RLEReader().read("x = 5, y = 5, rule = B36/S23\n2b3o$bo2bo$o3bo$o2bob$3o!")
        let high = SparseLife(pattern: replicator)
        let conway = SparseLife(rule: .conway)
        conway.load(replicator.cells)
        high.step(by: 12)
        conway.step(by: 12)
        XCTAssertNotEqual(high.liveCells(), conway.liveCells())
        XCTAssertEqual(high.rule.description, "B36/S23")
    }

    func testSurvivalWithNoNeighbours() throws {
        let lonely = SparseLife(rule: try Rule(parsing: "B3/S0"))
        lonely.setAlive(true, at: Cell(5, 5))
        lonely.step()
        XCTAssertEqual(lonely.liveCells(), [Cell(5, 5)])
    }

    func testSnapshotKeepsGeneration() {
        let life = SparseLife(pattern: Fixtures.pattern(Fixtures.glider))
        life.step(by: 3)
        let snap = life.snapshot()
        XCTAssertEqual(snap.generation, 3)
        XCTAssertEqual(snap.cells, life.liveCells())
        let copy = SparseLife(pattern: snap)
        XCTAssertEqual(copy.generation, 3)
        XCTAssertEqual(copy.liveCells(), life.liveCells())
    }

    func testRasterWindowClipsCells() {
        let life = SparseLife()
        life.load([Cell(-1, 0), Cell(0, 0), Cell(3, 3), Cell(10, 10)])
        var raster = CellRaster(origin: Cell(0, 0), width: 4, height: 4)
        life.rasterize(into: &raster)
        XCTAssertEqual(raster.litCount, 2)
        XCTAssertEqual(raster[0, 0], 1)
        XCTAssertEqual(raster[3, 3], 1)
    }
}
