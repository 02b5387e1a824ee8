import XCTest
import LifeEngine
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
