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
            "eater-1.rle": (.stillLife, 1), "queen-bee-shuttle.rle": (.oscillator, 30), "koks-galaxy.rle": (.oscillator, 8),
            "copperhead.rle": (.spaceship, 10), "loafer.rle": (.spaceship, 7),
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

    /// The methuselahs settle where LifeWiki says, at the populations bgolly (QuickLife) reaches
    /// there: the same two generations later (blinkers at most among the debris) and not before.
    func testMethuselahsSettleWhereTheirCardsSay() throws {
        let byName = Dictionary(uniqueKeysWithValues: try files())
        for (file, settled, population) in [("b-heptomino.rle", 148, 28), ("herschel.rle", 128, 24),
                                            ("rabbits.rle", 17_331, 1_744), ("lidka.rle", 29_055, 1_625)] as [(String, Int64, Int)] {
            let pattern = try XCTUnwrap(byName[file], file)
            let universe = TiledLife()
            universe.load(pattern.cells)
            universe.step(by: settled)
            XCTAssertEqual(universe.population, population, file)
            let result = FinalStateDetector(maxGenerations: settled + 2000, clock: { 0 }).run({ let u = TiledLife(); u.load(pattern.cells); return u }())
            XCTAssertEqual(result.generation, settled, file)
            XCTAssertTrue(pattern.comments.joined().contains(grouped(settled)), "\(file): its card names the generation")
        }
    }

    /// An eater eats: a glider sent into it from some side leaves the eater alone, as it was.
    func testTheEaterEatsAGlider() throws {
        let eater = try XCTUnwrap(Dictionary(uniqueKeysWithValues: try files())["eater-1.rle"]).cells
        let glider = [Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)] // flying (+1, +1)
        var eaten = 0
        for dx in -12...0 { for dy in -12...0 {
            let universe = TiledLife()
            universe.load(eater + glider.map { Cell($0.x + Int64(dx), $0.y + Int64(dy)) })
            universe.step(by: 60)
            if Set(universe.snapshot().cells) == Set(eater) { eaten += 1 }
        } }
        XCTAssertGreaterThan(eaten, 0, "some glider on its way in is eaten")
    }

    /// HighLife's replicator makes two copies of itself in 12 generations, two cells back and
    /// two forward along its diagonal; Brian's Brain's ship flies a cell a generation.
    func testTheOtherRulesPatternsDoWhatTheirCardsSay() throws {
        let byName = Dictionary(uniqueKeysWithValues: try files())
        let replicator = try XCTUnwrap(byName["replicator-highlife.rle"])
        XCTAssertEqual(replicator.rule, try Rule(parsing: "B36/S23"))
        let highLife = Engines.stepping(rule: replicator.rule)
        highLife.load(replicator.cells)
        highLife.step(by: 12)
        let copies = Set(replicator.cells.flatMap { [Cell($0.x - 2, $0.y - 2), Cell($0.x + 2, $0.y + 2)] })
        XCTAssertEqual(Set(highLife.snapshot().cells), copies)
        let ship = try XCTUnwrap(byName["brians-brain-ship.rle"])
        XCTAssertEqual(ship.rule.states, 3)
        let brain = Engines.stepping(rule: ship.rule)
        brain.load(ship)
        brain.step(by: 5)
        let moved = brain.snapshot()
        XCTAssertEqual(Set(moved.cells), Set(ship.cells.map { Cell($0.x, $0.y - 5) }), "five cells up in five generations")
        XCTAssertEqual(moved.decaying.count, ship.decaying.count)
    }

    /// 17331 as a card writes it: 17,331.
    private func grouped(_ n: Int64) -> String {
        let digits = Array(String(n))
        return String(digits.enumerated().flatMap { i, d in (i > 0 && (digits.count - i) % 3 == 0 ? [","] : []) + [d] })
    }
}
