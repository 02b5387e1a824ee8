import XCTest
@testable import LifeEngine
import LifeTestSupport

final class HashLifeTests: XCTestCase {
    func testConformance() {
        XCTAssertEqual(AlgorithmConformance.failures { HashLife(rule: $0) }, [])
    }

    func testAgreesWithTilesGenerationByGenerationOnSeededSoups() {
        for (seed, rule) in [(UInt64(1), Rule.conway), (2, try! Rule(parsing: "HighLife")), (3, try! Rule(parsing: "B3678/S34678")),
                             (4, try! Rule(parsing: "B2/S"))] {
            let cells = Fixtures.soup(width: 48, height: 40, density: 40, seed: seed).map { $0.offset(by: -20, -13) }
            let hash = HashLife(rule: rule), tiles = TiledLife(rule: rule)
            hash.load(cells)
            tiles.load(cells)
            let generations = rule == .conway ? 300 : 60
            for g in 1...generations {
                hash.step()
                tiles.step()
                if hash.liveCells() != tiles.liveCells() {
                    XCTFail("\(rule) seed \(seed): differs at generation \(g)")
                    break
                }
            }
            XCTAssertEqual(hash.generation, Int64(generations))
        }
    }

    func testJumpsOfEverySizeAgreeUnderOtherRules() throws {
        let cells = Fixtures.soup(width: 50, height: 50, density: 35, seed: 12)
        for rule in [try Rule(parsing: "HighLife"), try Rule(parsing: "B36/S245")] {
            for n: Int64 in [2, 4, 8, 16, 100] {
                let hash = HashLife(rule: rule), tiles = TiledLife(rule: rule)
                hash.load(cells)
                tiles.load(cells)
                hash.step(by: n)
                tiles.step(by: n)
                XCTAssertEqual(hash.liveCells(), tiles.liveCells(), "\(rule) after \(n)")
            }
        }
    }

    func testJumpsAgreeWithSteppingForMixedPowersOfTwo() {
        let cells = Fixtures.soup(width: 64, height: 64, density: 35, seed: 11)
        for n: Int64 in [1, 2, 3, 7, 100, 257, 1000, 1103] {
            let hash = HashLife(), tiles = TiledLife(rule: .conway)
            hash.load(cells)
            tiles.load(cells)
            hash.step(by: n)
            tiles.step(by: n)
            XCTAssertEqual(hash.liveCells(), tiles.liveCells(), "after \(n)")
            XCTAssertEqual(hash.bounds, tiles.bounds, "after \(n)")
        }
    }

    func testRPentominoAndAcornAsGollyCountsThem() {
        let r = HashLife()
        r.load(Fixtures.pattern(Fixtures.rPentomino).cells)
        r.step(by: 1103)
        XCTAssertEqual(r.population, 116)
        let acorn = HashLife()
        acorn.load(Fixtures.pattern(Fixtures.acorn).cells)
        acorn.step(by: 5206)
        XCTAssertEqual(acorn.population, 633)
    }

    func testGosperGunJumpsFarWithGollysPopulations() throws {
        // Figures from bgolly 3.3: `bgolly -a HashLife -m N gosper.rle`.
        for (generations, population) in [(Int64(1_000_000), UInt128(166_713)), (1_000_030, 166_718),
                                           (Int64(1) << 40, 183_251_938_004)] {
            let gun = HashLife()
            gun.load(Fixtures.pattern(Fixtures.gosperGun).cells)
            try gun.advance(by: generations)
            XCTAssertEqual(gun.generation, generations)
            XCTAssertEqual(gun.exactPopulation, population, "at \(generations)")
        }
    }

    func testEditsAndQueriesAnywhere() {
        let h = HashLife()
        let cells = [Cell(-1_000_000_000_000, 5), Cell(7, -3), Cell(Int64.max / 2, Int64.min / 2)]
        for c in cells { h.setAlive(true, at: c) }
        XCTAssertEqual(h.population, 3)
        for c in cells { XCTAssertTrue(h.isAlive(c)) }
        XCTAssertFalse(h.isAlive(Cell(8, -3)))
        XCTAssertEqual(h.bounds, CellRect(enclosing: cells))
        h.setAlive(false, at: cells[1])
        XCTAssertEqual(h.population, 2)
        XCTAssertEqual(Set(h.liveCells()), [cells[0], cells[2]])
        h.step(by: 1)
        XCTAssertEqual(h.population, 0, "lonely cells die")
    }

    func testCopiesAreCompactAndIndependent() {
        let h = HashLife()
        h.load(Fixtures.pattern(Fixtures.gosperGun).cells)
        h.step(by: 4096)
        let copy = h.duplicate()
        XCTAssertEqual(copy.liveCells(), h.liveCells())
        XCTAssertEqual(copy.generation, 4096)
        XCTAssertLessThan((copy as! HashLife).nodeCount, h.nodeCount)
        copy.step(by: 30)
        XCTAssertEqual(copy.population, h.population + 5)
        XCTAssertEqual(h.generation, 4096)
    }

    func testRasterMatchesTheReferenceAtManyScales() {
        let cells = Fixtures.soup(width: 300, height: 200, density: 20, seed: 5).map { $0.offset(by: -150, -77) }
        let h = HashLife(), s = SparseLife(rule: .conway)
        h.load(cells)
        s.load(cells)
        for scale: Int64 in [1, 2, 3, 7, 8, 16, 50, 1000] {
            var a = CellRaster(origin: Cell(-170, -90), width: 40, height: 30, scale: scale)
            var b = a
            h.rasterize(into: &a)
            s.rasterize(into: &b)
            XCTAssertEqual(a, b, "scale \(scale)")
        }
    }

    func testMemoryStaysUnderTheCapByCollecting() throws {
        // A small cap forces collections during a chaotic run; results must not change.
        let cells = Fixtures.soup(width: 200, height: 200, density: 40, seed: 21)
        let small = HashLife(rule: .conway, maxMemory: 2 << 20)
        let tiles = TiledLife(rule: .conway)
        small.load(cells)
        tiles.load(cells)
        try small.advance(by: 2048)
        tiles.step(by: 2048)
        XCTAssertEqual(small.liveCells(), tiles.liveCells())
        XCTAssertGreaterThan(small.collections, 0, "the cap was reached and memory collected")
    }

    func testARegularPatternUnderCollectionsMatchesTheTiles() throws {
        // Rows of identical gliders and blocks (many steps share parts) and a soup beside them
        // that fills the small cap, which collects while steps are in flight.
        var cells = Fixtures.soup(width: 200, height: 200, density: 40, seed: 8).map { $0.offset(by: -300, -300) }
        for i in 0..<Int64(24) {
            for j in 0..<Int64(6) {
                let (x, y) = (i * 40 + (j % 2) * 7, j * 53)
                cells += [Cell(x + 1, y), Cell(x + 2, y + 1), Cell(x, y + 2), Cell(x + 1, y + 2), Cell(x + 2, y + 2)]
                cells += [Cell(x + 20, y + 20), Cell(x + 21, y + 20), Cell(x + 20, y + 21), Cell(x + 21, y + 21)]
            }
        }
        let small = HashLife(rule: .conway, maxMemory: 2 << 20)
        let tiles = TiledLife(rule: .conway)
        small.load(cells)
        tiles.load(cells)
        var reports: [Double] = []
        try small.advance(by: 3000, progress: { reports.append($0) }, isCancelled: nil)
        tiles.step(by: 3000)
        XCTAssertEqual(small.liveCells(), tiles.liveCells())
        XCTAssertGreaterThan(small.collections, 0, "the cap was reached while steps were in flight")
        XCTAssertEqual(reports, reports.sorted(), "progress only goes forward")
        XCTAssertGreaterThan(reports.count, 12, "steps near the top report as they finish")
        XCTAssertEqual(reports.last, 1)
    }

    func testCancellingKeepsAConsistentState() {
        let h = HashLife()
        h.load(Fixtures.soup(width: 200, height: 200, density: 40, seed: 3))
        var asked = 0
        XCTAssertThrowsError(try h.advance(by: 1 << 20, isCancelled: { asked += 1; return asked > 3 })) { error in
            XCTAssertEqual(error as? EngineError, .cancelled)
        }
        XCTAssertEqual(h.generation, 0, "the jump was one power of two and did not finish")
        let tiles = TiledLife(rule: .conway)
        tiles.load(Fixtures.soup(width: 200, height: 200, density: 40, seed: 3))
        XCTAssertEqual(h.liveCells(), tiles.liveCells())
        var fractions: [Double] = []
        try? h.advance(by: 7, progress: { fractions.append($0) })
        XCTAssertEqual(fractions.last, 1)
        XCTAssertEqual(h.generation, 7)
        XCTAssertThrowsError(try h.advance(by: -1))
    }

    func testLeavingThePlaneIsRefused() {
        let h = HashLife()
        // A glider 64 cells inside the top-left corner of the supported plane, flying up-left.
        let glider = [Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(0, 1), Cell(1, 2)]
        let corner = -PlaneLimits.coordinateBound + 64
        h.load(glider.map { $0.offset(by: corner, corner) })
        XCTAssertThrowsError(try h.advance(by: 4096)) { XCTAssertEqual($0 as? EngineError, .coordinateRange) }
        XCTAssertEqual(h.generation, 0)
        XCTAssertEqual(h.population, 5)
        // 255 generations carry it 63 cells: still inside, so that jump is fine.
        XCTAssertNoThrow(try h.advance(by: 252))
        XCTAssertEqual(h.bounds?.x, corner - 63)
    }

    func testGenerationCounterStopsAtItsLimit() {
        let h = HashLife()
        h.load([Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1)])
        h.generation = PlaneLimits.maxGeneration - 10
        XCTAssertThrowsError(try h.advance(by: 11)) { XCTAssertEqual($0 as? EngineError, .generationLimit) }
        XCTAssertEqual(h.generation, PlaneLimits.maxGeneration - 10)
        XCTAssertNoThrow(try h.advance(by: 10))
        XCTAssertEqual(h.generation, PlaneLimits.maxGeneration)
    }
}

final class MacrocellIntoHashLifeTests: XCTestCase {
    func testAMacrocellTreeLoadsWithoutExpandingAndMatchesTheCells() throws {
        var pattern = Pattern(cells: Fixtures.soup(width: 90, height: 70, density: 30, seed: 8).map { $0.offset(by: -40, 7) })
        pattern.generation = 12
        let text = MacrocellCodec().write(pattern)
        let tree = try MacrocellCodec().parse(text)
        XCTAssertEqual(tree.population, UInt128(pattern.cells.count))
        let hash = HashLife()
        try hash.load(tree)
        XCTAssertEqual(hash.liveCells(), pattern.cells)
        XCTAssertEqual(hash.generation, 12)
        // Reading expands to the same cells, sorted as every Pattern's are.
        let read = try MacrocellCodec().read(text)
        XCTAssertEqual(read.cells, pattern.cells)
        XCTAssertEqual(try RLEReader().read(RLEWriter().write(read)).cells, pattern.cells, "an expanded macrocell writes valid RLE")
        // A torus tree is the tiled engine's.
        var torus = pattern
        torus.cells = [Cell(1, 1)]
        torus.topology = .torus(width: 24, height: 24)
        XCTAssertThrowsError(try HashLife().load(MacrocellCodec().parse(MacrocellCodec().write(torus))))
    }
}

/// A large tree's loading: its re-cut onto the centred grid stops when asked and within the memory allowed.
final class MacrocellLoadLimitTests: XCTestCase {
    /// A 1024x1024 soup's tree: 16,384 distinct leaves.
    private static let soupTree: MacrocellTree = {
        let pattern = Pattern(cells: Fixtures.soup(width: 1024, height: 1024, density: 40, seed: 12).map { $0.offset(by: -500, -500) })
        return try! MacrocellCodec().parse(MacrocellCodec().write(pattern))
    }()

    func testALoadStopsWhenCancelledAndLeavesTheUniverseEmpty() throws {
        var asked = 0
        let hash = HashLife()
        XCTAssertThrowsError(try hash.load(Self.soupTree, isCancelled: { asked += 1; return asked > 2 })) {
            XCTAssertEqual($0 as? EngineError, .cancelled)
        }
        XCTAssertEqual(asked, 3, "asked every few thousand windows until it said stop")
        XCTAssertEqual(hash.population, 0)
        try hash.load(Self.soupTree, isCancelled: { false })
        XCTAssertEqual(hash.exactPopulation, Self.soupTree.population)
    }

    func testALoadPastTheMemoryAllowedIsRefusedWithTheLimit() throws {
        // The smallest store (65,536 nodes) holds a 1536x1536 soup's nodes (36,864 leaves) but not its re-cut as well.
        let pattern = Pattern(cells: Fixtures.soup(width: 1536, height: 1536, density: 40, seed: 13))
        let tree = try MacrocellCodec().parse(MacrocellCodec().write(pattern))
        XCTAssertLessThan(tree.nodes.count, 65_536)
        let hash = HashLife(maxMemory: 1 << 20)
        XCTAssertThrowsError(try hash.load(tree)) { error in
            XCTAssertEqual(error as? EngineError, .treeOverMemoryLimit(mebibytes: 3))
            XCTAssertTrue("\(error)".contains("more than 3 MiB to load"), "\(error)")
        }
        XCTAssertEqual(hash.population, 0)
        XCTAssertThrowsError(try EngineSwitch.universe(from: tree, maxMemory: 1 << 20))
        XCTAssertEqual(try EngineSwitch.universe(from: tree, maxMemory: 64 << 20).exactPopulation, UInt128(pattern.cells.count))
    }

    /// A tree that shares its squares loads as cheaply: the re-cut remembers a window by the two
    /// nodes it lies in, so a periodic pattern costs its distinct squares, not its area.
    func testARegularTreeIsCutFromItsDistinctSquares() throws {
        let glider = Fixtures.pattern(Fixtures.glider).cells
        var cells: [Cell] = []
        for i in 0..<256 { for j in 0..<256 { cells += glider.map { $0.offset(by: Int64(i * 16), Int64(j * 16)) } } }
        let tree = try MacrocellCodec().parse(MacrocellCodec().write(Pattern(cells: cells)))
        let hash = HashLife()
        try hash.load(tree)
        XCTAssertEqual(hash.exactPopulation, UInt128(cells.count))
        XCTAssertEqual(hash.liveCells(), cells.sorted())
        var cutter = Recut(store: hash.store, deltaX: 0, deltaY: -1, check: { _ in })
        let root = hash.store.node(hash.rootLevel + 1, hash.root, hash.store.empty(hash.rootLevel), hash.store.empty(hash.rootLevel), hash.store.empty(hash.rootLevel))
        _ = try cutter.window(root, hash.store.empty(hash.rootLevel + 1), hash.store.empty(hash.rootLevel + 1), hash.store.empty(hash.rootLevel + 1), level: hash.rootLevel + 1)
        XCTAssertLessThan(cutter.remembered, 200, "a few windows a level, not one a square")
    }
}

final class HashLifeMacrocellWriterTests: XCTestCase {
    func testWritingFromTheTreeMatchesWritingTheCells() throws {
        for (seed, offset) in [(UInt64(1), Cell(0, 0)), (2, Cell(-37, 11)), (3, Cell(1_000_003, -999_999))] {
            let cells = Fixtures.soup(width: 70, height: 50, density: 30, seed: seed).map { $0.offset(by: offset.x, offset.y) }
            let hash = HashLife()
            hash.load(cells)
            hash.step(by: 37)
            let text = hash.macrocellText(comments: ["soup"])
            let back = try MacrocellCodec().read(text)
            XCTAssertEqual(back.cells, hash.liveCells(), "seed \(seed)")
            XCTAssertEqual(back.generation, 37)
            XCTAssertEqual(back.comments, ["soup"])
        }
    }

    func testAHugeUniverseIsWrittenWithoutListingItsCells() throws {
        let gun = HashLife()
        gun.load(Fixtures.pattern(Fixtures.gosperGun).cells)
        try gun.advance(by: 1 << 40)
        let text = gun.macrocellText()
        XCTAssertLessThan(text.utf8.count, 2_000_000)
        let tree = try MacrocellCodec().parse(text)
        XCTAssertEqual(tree.population, 183_251_938_004)
        XCTAssertEqual(tree.generation, 1 << 40)
        let back = HashLife()
        try back.load(tree)
        XCTAssertEqual(back.bounds, gun.bounds, "the pattern is where it was")
        try back.advance(by: 30)
        try gun.advance(by: 30)
        XCTAssertEqual(back.exactPopulation, gun.exactPopulation)
    }
}

final class NodeArenaTests: XCTestCase {
    func testRecordsReadZeroAndSurviveAMoveToALargerReservation() {
        var arena = NodeArena(capacity: 5000)
        XCTAssertGreaterThanOrEqual(arena.capacity, 5000)
        for i in 0..<5000 {
            XCTAssertEqual(arena.base[i].level, 0)
            XCTAssertEqual(arena.base[i].a, 0)
        }
        for i in 1..<5000 { arena.base[i] = HashLifeNode(a: UInt32(i), b: 2, c: 3, d: 4, chain: UInt32(i - 1), level: 7) }
        let before = arena.base
        arena.ensure(4000, inUse: 5000)
        XCTAssertEqual(arena.base, before, "room enough: nothing moves")
        arena.ensure(12_000, inUse: 5000)
        XCTAssertGreaterThanOrEqual(arena.capacity, 12_000)
        for i in 1..<5000 {
            XCTAssertEqual(arena.base[i].a, UInt32(i))
            XCTAssertEqual(arena.base[i].chain, UInt32(i - 1))
            XCTAssertEqual(arena.base[i].level, 7)
        }
        XCTAssertEqual(arena.base[11_999].level, 0, "new room reads zero")
        arena.free()
    }

    func testAStorePastItsCapKeepsEveryNode() throws {
        // More reachable nodes than a 1 MiB cap allows: the collection frees little and the arena moves.
        let cells = Fixtures.soup(width: 2300, height: 2300, density: 30, seed: 4)
        let hash = HashLife(rule: .conway, maxMemory: 1 << 20)
        hash.load(cells)
        XCTAssertGreaterThan(hash.nodeCount, 65_536 + 65_536 / 4, "past the room first reserved")
        XCTAssertEqual(hash.liveCells(), cells.sorted { ($0.y, $0.x) < ($1.y, $1.x) })
    }
}
