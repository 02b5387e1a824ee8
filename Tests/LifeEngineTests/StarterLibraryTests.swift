import XCTest
import Foundation
import LifeEngine
import LifeTestSupport

/// The starter library in Assets/Patterns: every file reads, is named and described, and the
/// small ones end the way LifeWiki says they do.
final class StarterLibraryTests: XCTestCase {
    func files() throws -> [(String, Pattern)] {
        let folder = RepositoryPaths.path("Assets/Patterns")
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".rle") }.sorted().map { name in
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            return (name, try RLEReader().read(text))
        }
    }

    func testEveryPatternIsNamedAndDescribed() throws {
        let all = try files()
        XCTAssertGreaterThanOrEqual(all.count, 28)
        for (file, pattern) in all {
            XCTAssertNotNil(pattern.name, file)
            XCTAssertFalse(pattern.comments.isEmpty, "\(file) needs a one-line description")
            XCTAssertGreaterThan(pattern.cells.count, 0, file)
        }
    }

    func testKnownEndings() throws {
        let expected: [String: (FinalState.Outcome, Int64)] = [
            "block.rle": (.stillLife, 1), "beehive.rle": (.stillLife, 1), "loaf.rle": (.stillLife, 1),
            "boat.rle": (.stillLife, 1), "tub.rle": (.stillLife, 1), "ship.rle": (.stillLife, 1), "pond.rle": (.stillLife, 1),
            "blinker.rle": (.oscillator, 2), "toad.rle": (.oscillator, 2), "beacon.rle": (.oscillator, 2),
            "clock.rle": (.oscillator, 2), "pulsar.rle": (.oscillator, 3), "pentadecathlon.rle": (.oscillator, 15),
            "figure-eight.rle": (.oscillator, 8), "tumbler.rle": (.oscillator, 14), "octagon-2.rle": (.oscillator, 5),
            "glider.rle": (.spaceship, 4), "lwss.rle": (.spaceship, 4), "mwss.rle": (.spaceship, 4), "hwss.rle": (.spaceship, 4),
            "diehard.rle": (.extinct, 0),
        ]
        let byName = Dictionary(uniqueKeysWithValues: try files())
        for (file, (outcome, period)) in expected {
            guard let pattern = byName[file] else { XCTFail("missing \(file)"); continue }
            let universe = TiledLife()
            universe.load(pattern.cells)
            let result = FinalStateDetector(maxGenerations: 2000, clock: { 0 }).run(universe)
            XCTAssertEqual(result.outcome, outcome, file)
            XCTAssertEqual(result.period, period, file)
        }
    }
}
