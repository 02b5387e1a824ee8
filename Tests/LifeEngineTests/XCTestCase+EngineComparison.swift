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

    /// A soup over a whole bounded board (a band of `band` cells across an infinite side, centred
    /// on 0), 45% alive.
    func soupFilling(_ topology: Topology, band: Int64 = 40, _ random: inout SeededRandom) -> [Cell] {
        let size = topology.size!
        let (w, h) = (size.width ?? band, size.height ?? band)
        let (x0, y0) = (size.width == nil ? -band / 2 : 0, size.height == nil ? -band / 2 : 0)
        return (0..<h).flatMap { y in (0..<w).compactMap { x in random.next() % 100 < 45 ? Cell(x0 + x, y0 + y) : nil } }
    }

    /// Steps both universes one generation at a time, failing unless they hold the same cells and
    /// count the same births and deaths after each.
    func assertStepsAlike(_ engine: any LifeAlgorithm, _ reference: any LifeAlgorithm, generations: Int, _ message: String,
                          file: StaticString = #filePath, line: UInt = #line) {
        for _ in 0..<generations {
            engine.step(by: 1)
            reference.step(by: 1)
            let at = "\(message) at \(reference.generation)"
            assertSameUniverse(engine, reference, at, file: file, line: line)
            XCTAssertEqual(engine.lastStepBirthsAndDeaths?.births, reference.lastStepBirthsAndDeaths?.births, at, file: file, line: line)
            XCTAssertEqual(engine.lastStepBirthsAndDeaths?.deaths, reference.lastStepBirthsAndDeaths?.deaths, at, file: file, line: line)
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
