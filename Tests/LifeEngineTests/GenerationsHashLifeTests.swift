import XCTest
@testable import LifeEngine

/// HashLife for Generations rules leaps to the same cells and states as stepping every generation
/// on the grid, and keeps what a universe must: edits, copies, bounds, pictures, limits.
final class GenerationsHashLifeTests: XCTestCase {
    func testLeapsMatchStepping() throws {
        var random = SeededRandom(seed: 52)
        for text in ["345/2/4", "/2/3", "23/3/4V", "2/13/21H", "B2o/S2m3/5H", "3/2-a/6"] {
            let rule = try Rule(parsing: text)
            XCTAssertTrue(GenerationsHashLife.runs(rule, on: .plane), text)
            let cells = seededSoup(&random, side: 24, at: -30)
            let grid = GridLife(rule: rule), hash = GenerationsHashLife(rule: rule)
            grid.load(cells)
            hash.load(cells)
            assertSameUniverse(hash, grid, "\(text) loaded")
            var generation: Int64 = 0
            for leap: Int64 in [1, 1, 2, 3, 8, 13, 32, 64] {
                grid.step(by: leap)
                hash.step(by: leap)
                generation += leap
                XCTAssertEqual(hash.generation, generation)
                assertSameUniverse(hash, grid, "\(text) at \(generation)")
            }
        }
    }

    func testEditsCopiesAndPicturesKeepStates() throws {
        let rule = try Rule(parsing: "345/2/4")
        let hash = GenerationsHashLife(rule: rule), grid = GridLife(rule: rule)
        var random = SeededRandom(seed: 7)
        let cells = seededSoup(&random, side: 16, at: 0)
        hash.load(cells)
        grid.load(cells)
        hash.step(by: 5)
        grid.step(by: 5)
        // States set by hand, one far out (the root grows to hold it).
        for engine in [hash as any LifeAlgorithm, grid] {
            engine.setState(3, at: Cell(2, 2))
            engine.setState(1, at: Cell(-1000, 500))
            engine.setState(9, at: Cell(4, 4))
        }
        XCTAssertEqual(hash.state(at: Cell(4, 4)), 3, "a state above the rule's last is its last")
        XCTAssertEqual(hash.state(at: Cell(2, 2)), 3)
        let copy = hash.duplicate()
        hash.step(by: 6)
        grid.step(by: 6)
        assertSameUniverse(hash, grid, "after edits")
        XCTAssertEqual(copy.generation, 5)
        XCTAssertEqual(copy.state(at: Cell(2, 2)), 3, "the copy stays as it was")
        copy.step(by: 6)
        assertSameUniverse(copy, grid, "the copy steps alone")
        // Pictures: one cell a unit with its state, and zoomed out as counts.
        let bounds = try XCTUnwrap(grid.bounds)
        for scale: Int64 in [1, 4] {
            var a = CellRaster(origin: Cell(bounds.x - 3, bounds.y - 5), width: 64, height: 48, scale: scale)
            var b = a
            hash.rasterize(into: &a)
            grid.rasterize(into: &b)
            XCTAssertEqual(a, b, "scale \(scale)")
        }
        // Cancelled leaps stop with an error and leave a whole generation behind.
        let far = GenerationsHashLife(rule: try Rule(parsing: "/2/3"))
        far.load(seededSoup(&random, side: 64, at: 0))
        XCTAssertThrowsError(try far.advance(by: 1 << 20, progress: nil, isCancelled: { true })) { error in
            XCTAssertEqual(error as? EngineError, .cancelled)
        }
        XCTAssertEqual(far.generation % 1, 0)
    }

    func testASmallStoreCollectsAndGoesOn() throws {
        // Brian's Brain soup under a tiny cap: the store is rebuilt, leaps split, the answer stays.
        let rule = try Rule(parsing: "/2/3")
        var random = SeededRandom(seed: 9)
        let cells = seededSoup(&random, side: 40, at: 0)
        let small = GenerationsHashLife(rule: rule, maxMemory: 1 << 12 * StateNodeStore.bytesPerNode)
        let grid = GridLife(rule: rule)
        small.load(cells)
        grid.load(cells)
        small.step(by: 100)
        grid.step(by: 100)
        assertSameUniverse(small, grid, "under a small cap")
    }

    func testALongLeapTellsItsProgressAsItGoes() throws {
        // One power of two, 2^10: its progress comes from the parts near the top as they end,
        // not only once the leap is done (a chaotic jump read 0% until then).
        let rule = try Rule(parsing: "345/2/4")
        var random = SeededRandom(seed: 5)
        let cells = seededSoup(&random, side: 60, at: 0)
        let hash = GenerationsHashLife(rule: rule), grid = GridLife(rule: rule)
        hash.load(cells)
        grid.load(cells)
        var reports: [Double] = []
        try hash.advance(by: 1 << 10, progress: { reports.append($0) }, isCancelled: nil)
        grid.step(by: 1 << 10)
        assertSameUniverse(hash, grid, "after the leap")
        XCTAssertGreaterThan(Set(reports.filter { $0 > 0 && $0 < 1 }).count, 10, "\(reports.count) reports")
        XCTAssertEqual(reports, reports.sorted(), "progress only goes forward")
        XCTAssertEqual(reports.last, 1)
    }

    func testCellsAtTheEdgesOfThePlane() throws {
        let hash = GenerationsHashLife(rule: try Rule(parsing: "345/2/4"))
        let far = PlaneLimits.coordinateBound - 1
        let corners = [Cell(far, -far), Cell(-far, far), Cell(0, 0)]
        for cell in corners { hash.setState(2, at: cell) }
        for cell in corners { XCTAssertEqual(hash.state(at: cell), 2, "\(cell)") }
        XCTAssertEqual(hash.population, 3)
        XCTAssertEqual(hash.bounds, CellRect(x: -far, y: -far, width: 2 * far + 1, height: 2 * far + 1))
        var raster = CellRaster(origin: Cell(far - 2, -far), width: 4, height: 4)
        hash.rasterize(into: &raster)
        XCTAssertEqual(raster[2, 0], 1, "the far corner is drawn")
        XCTAssertEqual(hash.decayingCells().count, 3)
        // A step needs room around life: at the plane's edge there is none, and the universe stays.
        XCTAssertThrowsError(try hash.advance(by: 2)) { XCTAssertEqual($0 as? EngineError, .coordinateRange) }
        XCTAssertEqual(hash.population, 3)
        XCTAssertEqual(hash.generation, 0)
    }
}
