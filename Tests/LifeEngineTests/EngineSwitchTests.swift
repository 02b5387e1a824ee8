import XCTest
@testable import LifeEngine
import LifeTestSupport

final class EngineSwitchTests: XCTestCase {
    func testAUniverseMovesToHashLifeAndBackWithItsCellsAndGeneration() {
        let tiles = TiledLife()
        tiles.load(Fixtures.pattern(Fixtures.acorn).cells)
        tiles.step(by: 100)
        XCTAssertFalse(tiles.leaps)
        let leaping = EngineSwitch.leaping(tiles, maxMemory: 64 << 20)
        XCTAssertTrue(leaping.leaps)
        XCTAssertEqual(leaping.generation, 100)
        XCTAssertEqual(leaping.liveCells(), tiles.liveCells())
        XCTAssertTrue(EngineSwitch.leaping(leaping, maxMemory: 64 << 20) === leaping, "already leaping: the same universe")
        let back = EngineSwitch.stepping(leaping) { rule, topology in SparseLife(rule: rule, topology: topology) }
        XCTAssertEqual(back.name, "sparse")
        XCTAssertEqual(back.generation, 100)
        XCTAssertEqual(back.liveCells(), tiles.liveCells())
        XCTAssertTrue(EngineSwitch.stepping(tiles) { _, _ in SparseLife() } === tiles, "already stepping: the same universe")
    }

    /// Tiles go into HashLife square by square, never listed: the same cells, bounds and
    /// population as the cells listed and loaded, for soups on either side of the origin, cells
    /// far apart (the root grows to hold them) and a single cell; and the tree runs on alike.
    func testTilesGoIntoHashLifeSquareBySquareAsTheirCellsWould() throws {
        var random = SeededRandom(seed: 41)
        var soup: [Cell] = []
        for y in -150..<170 { for x in -200..<90 where random.next() % 3 == 0 { soup.append(Cell(Int64(x), Int64(y))) } }
        let far = [Cell(-3_000_000_000_000, 7), Cell(5, 4_000_000_000_000), Cell(0, 0), Cell(63, 63), Cell(64, -1)]
        for cells in [soup, soup + far, [Cell(-1, -1)], [Cell(1_000_000, -1_000_000)]] {
            let tiles = TiledLife()
            tiles.load(cells)
            tiles.generation = 12
            let squared = try XCTUnwrap(EngineSwitch.leaping(tiles, maxMemory: 256 << 20) as? HashLife)
            let listed = HashLife()
            listed.load(cells)
            XCTAssertEqual(squared.generation, 12)
            XCTAssertEqual(squared.exactPopulation, UInt128(Set(cells).count))
            XCTAssertEqual(squared.bounds, listed.bounds)
            XCTAssertEqual(squared.liveCells().sorted(), listed.liveCells().sorted())
            squared.step(by: 64)
            listed.step(by: 64)
            XCTAssertEqual(squared.liveCells().sorted(), listed.liveCells().sorted())
        }
        let empty = try XCTUnwrap(EngineSwitch.leaping(TiledLife(), maxMemory: 64 << 20) as? HashLife)
        XCTAssertEqual(empty.exactPopulation, 0)
    }

    /// A tree larger than the memory the store may use is refused, the universe left empty (a
    /// 2048x2048 soup's 1024 squares make about 87,000 nodes; the store holds 65,536 at least).
    func testSquaresPastTheTreesMemoryAreRefused() {
        var random = SeededRandom(seed: 5)
        var cells: [Cell] = []
        for y in 0..<2048 { for x in 0..<2048 where random.next() % 2 == 0 { cells.append(Cell(Int64(x), Int64(y))) } }
        let tiles = TiledLife()
        tiles.load(cells)
        let tree = HashLife(maxMemory: 1 << 20)
        XCTAssertThrowsError(try tree.load(squaresWithin: tiles.bounds) { body in tiles.forEachSquare(body) })
        XCTAssertEqual(tree.exactPopulation, 0)
    }

    func testOnlyATreeHasANativeMacrocell() throws {
        let tiles = TiledLife()
        tiles.load(Fixtures.pattern(Fixtures.glider).cells)
        XCTAssertNil(tiles.nativeMacrocell(comments: []))
        XCTAssertNil(tiles.memoizedNodes)
        let tree = EngineSwitch.leaping(tiles, maxMemory: 64 << 20)
        let text = try XCTUnwrap(tree.nativeMacrocell(comments: ["a glider"]))
        XCTAssertTrue(text.hasPrefix("[M2] (life)\n#R B3/S23\n#C a glider\n"))
        let reread = try EngineSwitch.universe(from: MacrocellCodec().parse(text), maxMemory: 64 << 20)
        XCTAssertEqual(reread.liveCells(), tiles.liveCells())
        XCTAssertNotNil(tree.memoizedNodes)
    }

    func testAStepwiseAdvanceReportsProgressAndStopsWhenCancelled() {
        let tiles = TiledLife()
        tiles.load(Fixtures.pattern(Fixtures.rPentomino).cells)
        var fractions: [Double] = []
        XCTAssertNoThrow(try tiles.advance(by: 512, progress: { fractions.append($0) }))
        XCTAssertEqual(fractions, [0.5, 1.0], "every 256 generations and at the end")
        var asked = 0
        XCTAssertThrowsError(try tiles.advance(by: 1000, isCancelled: { asked += 1; return asked > 10 })) { error in
            XCTAssertEqual(error as? EngineError, .cancelled)
        }
        XCTAssertEqual(tiles.generation, 512 + 10, "stopped between two generations")
        XCTAssertThrowsError(try tiles.advance(by: -1))
    }
}
