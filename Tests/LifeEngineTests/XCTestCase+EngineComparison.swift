import XCTest
import LifeEngine

/// What the engine tests share: seeded soups, and two universes compared cell for cell.
extension XCTestCase {
    /// A square soup, 45% alive, with its top-left cell at (origin, origin).
    func seededSoup(_ random: inout SeededRandom, side: Int, at origin: Int64) -> [Cell] {
        (0..<side).flatMap { y in
            (0..<side).compactMap { x in random.next() % 100 < 45 ? Cell(Int64(x) + origin, Int64(y) + origin) : nil }
        }
    }

    /// Fails unless the two universes hold the same cells in the same states.
    func assertSameUniverse(_ engine: any LifeAlgorithm, _ reference: any LifeAlgorithm, _ message: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(engine.liveCells(), reference.liveCells(), message, file: file, line: line)
        XCTAssertEqual(engine.decayingCells(), reference.decayingCells(), message, file: file, line: line)
        XCTAssertEqual(engine.population, reference.population, message, file: file, line: line)
        XCTAssertEqual(engine.bounds, reference.bounds, message, file: file, line: line)
    }
}
