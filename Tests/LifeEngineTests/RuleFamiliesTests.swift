import Foundation
import XCTest
import LifeEngine
import LifeTestSupport

/// Every rule family Golly runs, on every bounded grid, against figures bgolly printed
/// (Tests/Fixtures/Golly/README.md says how they were made).
final class RuleFamiliesTests: XCTestCase {
    private struct Families: Decodable {
        struct Case: Decodable {
            let rle: String
            let populations: [String: Int]
        }
        let cases: [Case]
    }

    private struct Letters: Decodable {
        let letters: [String: [Int]]
    }

    private func fixture<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.path("Tests/Fixtures/Golly/" + name)))
        return try JSONDecoder().decode(type, from: data)
    }

    func testSoupsOfEveryFamilyOnEveryGridMatchGollysPopulations() throws {
        let families = try fixture("rule-families.json", as: Families.self)
        XCTAssertGreaterThan(families.cases.count, 50)
        for item in families.cases {
            let pattern = try PatternFormat.rle.read(item.rle)
            let universe = Engines.stepping(rule: pattern.rule, topology: pattern.topology)
            universe.load(pattern)
            // HashLife leaps the same way where it runs the rule (History rules in the multi-state one).
            let leaping = Engines.hashLifeRuns(pattern.rule, on: pattern.topology) ? Engines.leaping(rule: pattern.rule) : nil
            leaping?.load(pattern)
            var generation: Int64 = 0
            for (target, expected) in item.populations.map({ (Int64($0.key)!, $0.value) }).sorted(by: { $0.0 < $1.0 }) {
                universe.step(by: target - generation)
                try leaping?.advance(by: target - generation)
                generation = target
                XCTAssertEqual(universe.population, expected, "\(pattern.rule)\(pattern.topology.suffix) at generation \(target)")
                if let leaping { XCTAssertEqual(leaping.population, expected, "\(pattern.rule) on HashLife at generation \(target)") }
            }
        }
    }

    /// HashLife leaps, and the patches step, every two-state rule of range 1 without B0 on the
    /// plane: their boards equal the grid engine's, generation by generation and after leaps.
    func testHashLifeAndPatchesRunNonTotalisticHexagonalAndVonNeumannRulesAsTheGridEngineDoes() throws {
        var random = SeededRandom(seed: 40)
        for text in ["B2n3/S23-q", "B36/S23H", "B2/S013V", "B2-a/S12", "B3/S2-i34q", "B2/S34H"] {
            let rule = try Rule(parsing: text)
            XCTAssertTrue(Engines.hashLifeRuns(rule, on: .plane), text)
            let cells = (0..<40).flatMap { y in (0..<40).compactMap { x in random.next() % 100 < 40 ? Cell(Int64(x), Int64(y)) : nil } }
            let grid = GridLife(rule: rule), hash = HashLife(rule: rule), patches = PatchLife(rule: rule)
            grid.load(cells)
            hash.load(cells)
            patches.load(cells)
            for _ in 0..<3 {
                grid.step(by: 1)
                hash.step(by: 1)
                patches.step(by: 1)
                XCTAssertEqual(Set(hash.liveCells()), Set(grid.liveCells()), "\(text) at generation \(grid.generation)")
                XCTAssertEqual(patches.liveCells(), grid.liveCells(), "\(text) in patches at generation \(grid.generation)")
            }
            grid.step(by: 61)
            try hash.advance(by: 61)
            patches.step(by: 61)
            XCTAssertEqual(Set(hash.liveCells()), Set(grid.liveCells()), "\(text) at generation 64")
            XCTAssertEqual(patches.liveCells(), grid.liveCells(), "\(text) in patches at generation 64")
            XCTAssertEqual(patches.population, grid.population)
        }
        // Generations in patches, decaying states and all, across patch edges.
        for text in ["345/2/4", "/2/3", "23/3/4V", "2/13/21H"] {
            let rule = try Rule(parsing: text)
            let cells = (0..<40).flatMap { y in (0..<40).compactMap { x in random.next() % 100 < 40 ? Cell(Int64(x) - 20, Int64(y) - 20) : nil } }
            let grid = GridLife(rule: rule), patches = PatchLife(rule: rule)
            grid.load(cells)
            patches.load(cells)
            grid.step(by: 40)
            patches.step(by: 40)
            XCTAssertEqual(patches.liveCells(), grid.liveCells(), text)
            XCTAssertEqual(patches.decayingCells(), grid.decayingCells(), text)
            XCTAssertEqual(patches.bounds, grid.bounds, text)
        }
        // History rules in patches and in the multi-state HashLife, every state, across patch edges
        // (GridLife's are checked against bgolly).
        for text in ["LifeHistory", "B36/S23History", "B2/S34HHistory"] {
            let rule = try Rule(parsing: text)
            let grid = GridLife(rule: rule), patches = PatchLife(rule: rule), hash = GenerationsHashLife(rule: rule)
            for y in -40..<40 {
                for x in -40..<40 where random.next() % 100 < 45 {
                    let state = UInt8([1, 1, 1, 1, 2, 3, 4, 5, 6][Int(random.next() % 9)])
                    for universe in [grid, patches, hash] as [any LifeAlgorithm] { universe.setState(state, at: Cell(Int64(x), Int64(y))) }
                }
            }
            XCTAssertEqual(patches.decayingCells(), grid.decayingCells(), text)
            for target in [1, 5, 60] {
                grid.step(by: Int64(target) - grid.generation)
                patches.step(by: Int64(target) - patches.generation)
                try hash.advance(by: Int64(target) - hash.generation)
                XCTAssertEqual(patches.liveCells(), grid.liveCells(), "\(text) at \(target)")
                XCTAssertEqual(patches.decayingCells(), grid.decayingCells(), "\(text) at \(target)")
                XCTAssertEqual(patches.population, grid.population, "\(text) at \(target)")
                XCTAssertEqual(Set(hash.liveCells()), Set(grid.liveCells()), "\(text) on HashLife at \(target)")
                XCTAssertEqual(hash.decayingCells(), grid.decayingCells(), "\(text) on HashLife at \(target)")
            }
            XCTAssertEqual(patches.lastStepBirthsAndDeaths?.births, grid.lastStepBirthsAndDeaths?.births, text)
            XCTAssertEqual(patches.lastStepBirthsAndDeaths?.deaths, grid.lastStepBirthsAndDeaths?.deaths, text)
        }
        XCTAssertFalse(Engines.hashLifeRuns(try Rule(parsing: "B013/S23"), on: .plane), "B0 steps")
        XCTAssertTrue(Engines.hashLifeRuns(try Rule(parsing: "/2/3"), on: .plane), "Generations leaps in the multi-state HashLife")
        XCTAssertTrue(Engines.leaping(rule: try Rule(parsing: "/2/3")) is GenerationsHashLife)
        XCTAssertFalse(Engines.hashLifeRuns(try Rule(parsing: "R2,C0,M1,S1..2,B1..2,NM"), on: .plane), "Larger than Life steps")
    }

    func testHenselLettersAreGollys() throws {
        let letters = try fixture("hensel-letters.json", as: Letters.self).letters
        XCTAssertEqual(letters.count, 49)
        for (key, configurations) in letters {
            let count = Int(String(key.first!))!, letter = key.last!
            XCTAssertEqual(HenselLetters.configurations(count: count, letter: letter), NeighbourConfigurations { configurations.contains(Int($0)) }, key)
        }
    }

    /// Rules as Golly writes them back (its canonical form, read from bgolly's output files).
    func testEveryNotationReadsToGollysCanonicalRule() throws {
        let cases: [(String, String)] = [
            ("B2/S/3", "/2/3"), ("/2/3", "/2/3"), ("B2/S/C3", "/2/3"), ("g3b2s", "/2/3"), ("345/2/4", "345/2/4"), ("23/3/2", "23/3/2"),
            ("B3/S23V", "B3/S23V"), ("B2/S34H", "B2/S34H"), ("b2n3s23-q", "B2n3/S23-q"), ("B3/S2-i34q", "B3/S2-i34q"),
            ("1,3,3,3,4", "R1,C0,M1,S3..4,B3..3,NM"), ("R5,C0,M1,S34..58,B34..45,NM", "R5,C0,M1,S34..58,B34..45,NM"),
            ("B2ceikn/S", "B2-a/S"), ("B2-a/S", "B2-a/S"), ("B4-qjrtwz/S", "B4aceikny/S"), ("B2aceikn3/S", "B23/S"),
            ("B2-aceikn3/S", "B3/S"), ("B3/S23/4V", "23/3/4V"), ("b3s23h", "B3/S23H"), ("B0/S8", "B0/S8"),
            ("Brian's Brain", "/2/3"), ("star wars", "345/2/4"), ("Bosco's Rule", "R5,C0,M1,S34..58,B34..45,NM"),
            ("Life without Death", "B3/S012345678"), ("B2nic/S", "B2cin/S"),
            ("LifeHistory", "LifeHistory"), ("lifehistory", "LifeHistory"), ("B3/S23History", "LifeHistory"), ("Life History", "LifeHistory"),
            ("B36S23History", "B36/S23History"), ("b2n3s23-qhistory", "B2n3/S23-qHistory"), ("B2/S34HHistory", "B2/S34HHistory"),
        ]
        for (text, canonical) in cases {
            XCTAssertEqual(try Rule(parsing: text).description, canonical, text)
        }
        XCTAssertEqual(try Rule(parsing: "B3/S23").isLifeLike, true)
        XCTAssertEqual(try Rule(parsing: "B2n3/S23-q").isLifeLike, false)
        XCTAssertEqual(try Rule(parsing: "345/2/4").states, 4)
        XCTAssertEqual(try Rule(parsing: "R10,C255,M1,S2..3,B3..3,NM").states, 255)
        let history = try Rule(parsing: "LifeHistory")
        XCTAssertEqual(history.states, 7)
        XCTAssertEqual((0...6).filter { history.countsAsLive(UInt8($0)) }, [1, 3, 5])
        XCTAssertEqual((0...6).filter { Rule.conway.countsAsLive(UInt8($0)) }, [1])
        XCTAssertTrue(Engines.hashLifeRuns(history, on: .plane), "History rules leap in the multi-state HashLife")
        XCTAssertTrue(Engines.leaping(rule: history) is GenerationsHashLife)
        XCTAssertTrue(Engines.stepping(rule: history) is PatchLife)
        XCTAssertTrue(Engines.stepping(rule: history, topology: .torus(width: 20, height: 20)) is GridLife)
    }

    /// What each History state becomes, as Golly's LifeHistory.rule table says (its comments).
    func testHistoryStatesChangeAsGollysTable() {
        XCTAssertEqual(Rule.historyNext(6, alive: true, touchesBoundary: false), 6, "a boundary stays")
        XCTAssertEqual(Rule.historyNext(1, alive: true, touchesBoundary: true), 2, "a live cell touching a boundary dies, leaving a trace")
        XCTAssertEqual(Rule.historyNext(3, alive: true, touchesBoundary: true), 4, "a marked one leaves a marked trace")
        XCTAssertEqual(Rule.historyNext(5, alive: false, touchesBoundary: false), 4, "a start cell dies to a marked trace")
        XCTAssertEqual(Rule.historyNext(5, alive: true, touchesBoundary: false), 5)
        XCTAssertEqual(Rule.historyNext(2, alive: true, touchesBoundary: true), 1, "births beside a boundary happen")
        XCTAssertEqual(Rule.historyNext(4, alive: true, touchesBoundary: false), 3, "a birth on a marked cell is marked")
        XCTAssertEqual(Rule.historyNext(0, alive: false, touchesBoundary: false), 0)
        XCTAssertEqual(Rule.historyNext(2, alive: false, touchesBoundary: false), 2, "a trace stays")
    }

    /// A LifeHistory macrocell file loads node for node into the multi-state HashLife, states and all.
    func testHistoryMacrocellLoadsIntoTheMultiStateHashLife() throws {
        let pattern = try PatternFormat.rle.read("x = 5, y = 3, rule = LifeHistory\n.A2.F$.BAC.$ADA!\n")
        let tree = try MacrocellCodec().parse(MacrocellCodec().write(pattern))
        let universe = try EngineSwitch.universe(from: tree, maxMemory: 1 << 24)
        XCTAssertTrue(universe.leaps)
        XCTAssertEqual(universe.population, 8)
        let grid = Engines.stepping(rule: pattern.rule)
        grid.load(pattern)
        universe.step(by: 4)
        grid.step(by: 4)
        XCTAssertEqual(universe.decayingCells(), grid.decayingCells())
        XCTAssertEqual(universe.liveCells(), grid.liveCells())
    }

    /// A rule that cannot be read is refused with what is wrong and its column.
    func testMalformedRulesAreRefusedWithTheColumn() {
        let cases: [(String, String)] = [
            ("B1a/S", "column 3"), ("B2x/S", "'x' is not a Hensel letter for 2"), ("B9/S", "column 2"), ("B5/S4V", "0 to 4"),
            ("B2a/S23H", "not a hexagonal letter for 2"), ("B2a/S23V", "Moore (Hensel) and hexagonal"), ("B2/S/300", "2 to 256 states"), ("R501,C0,M1,S1..2,B1..2,NM", "range must be 1 to 500"),
            ("R5,C0,M1,S34..58,B34..45,NX", "NM, NN or NC"), ("R5,C0,M1,S58..34,B34..45,NM", "least to the greatest"),
            ("R1,C0,M1,S1..100,B1..2,NM", "neighbourhood's size, 9"), ("MAP/////", "86 base64 characters"),
            ("1,2,3", "five numbers"), ("B0/S8History", "without B0"), ("345/2/4History", "two-state rule of range 1"),
            ("R2,C0,M1,S1..2,B1..2,NMHistory", "two-state rule"), ("B3/S23XHistory", "column"), ("B3/S23 History", "without a space"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Rule(parsing: text), text) { XCTAssertTrue("\($0)".contains(expected), "\(text): \($0)") }
        }
        XCTAssertThrowsError(try Rule.parseWithTopology("R2,C0,M1,S1..2,B1..2,NM:K20*,20")) { XCTAssertTrue("\($0)".contains("Larger than Life runs"), "\($0)") }
        XCTAssertThrowsError(try Rule.parseWithTopology("B0/S/3")) { XCTAssertTrue("\($0)".contains("B0"), "\($0)") }
        XCTAssertThrowsError(try Rule.parseWithTopology("R2,C0,M1,S1..2,B0..2,NM")) { XCTAssertTrue("\($0)".contains("B0"), "\($0)") }
        XCTAssertNoThrow(try Rule.parseWithTopology("R2,C0,M1,S1..2,B0..2,NM:T20,20"))
    }

    /// Larger than Life with B0 runs only on a board bounded both ways, where every cell is worked
    /// out as it is (never stored inverted): populations from a single cell, as bgolly's Larger than
    /// Life gives them at generations 1 to 5.
    func testLargerThanLifeWithB0OnABoardIsWorkedOutCellByCell() throws {
        let cases: [(String, [Int])] = [
            ("R1,C0,M0,S2..3,B0..3,NM:T8,8", [63, 0, 64, 0, 64]),
            ("R1,C0,M0,S0..8,B0..0,NM:T8,8", [56, 56, 56, 56, 56]),
            ("R1,C0,M0,S0..2,B0..2,NM:P8,8", [64, 0, 64, 0, 64]),
        ]
        for (text, populations) in cases {
            let (rule, topology) = try Rule.parseWithTopology(text)
            XCTAssertFalse(rule.storedInverted(atGeneration: 1), text)
            let universe = Engines.stepping(rule: rule, topology: topology)
            universe.load([Cell(0, 0)])
            var seen: [Int] = []
            for _ in populations {
                universe.step(by: 1)
                seen.append(universe.population)
            }
            XCTAssertEqual(seen, populations, text)
        }
    }

    /// Golly's Larger than Life help: "The minimum width or height is twice the supplied range.
    /// Values less than that (including zero) are automatically increased to the minimum value."
    func testALargerThanLifeBoardSideGrowsToTwiceTheRange() throws {
        let bosco = "R5,C0,M1,S34..58,B34..45,NM"
        XCTAssertEqual(try Rule.parseWithTopology(bosco + ":T40,0").topology, .torus(width: 40, height: 10), "a tube's side too")
        XCTAssertEqual(try Rule.parseWithTopology(bosco + ":T3,50").topology, .torus(width: 10, height: 50))
        XCTAssertEqual(try Rule.parseWithTopology(bosco + ":P2000000000,3").topology.suffix, ":P2000000000,10",
                       "the patches run a board that large at the cost of its cells")
        XCTAssertEqual(try Rule.parseWithTopology(bosco).topology, .plane, "no suffix: the plane")
    }

    func testBoundedGridsReadAsGollyWritesThem() throws {
        let cases: [(String, String)] = [
            ("B3/S23:T20+3,20", ":T20+3,20"), ("B3/S23:K20*,20", ":K20*,20"), ("B3/S23:C20,20", ":C20,20"), ("B3/S23:S20", ":S20"),
            ("B3/S23:P20,0", ":P20,0"), ("B3/S23:T0,20", ":T0,20"), ("B36/S23:T10", ":T10,10"), ("B3/S23:k20,20*+3", ":K20,20*+1"),
            ("B3/S23:K20,20", ":K20,20*"),  // no side marked: bgolly reads it as twisted on the vertical edges
            ("R5,C0,M1,S34..58,B34..45,NM:T5,40", ":T10,40"),
            // A shift of a whole twisted side is none, as Golly's setgridsize reduces it (also on an odd side).
            ("B3/S23:K6*+6,5", ":K6*,5"), ("B3/S23:K6*+12,5", ":K6*,5"), ("B3/S23:K4,2*+2", ":K4,2*"), ("B3/S23:K3*+3,63", ":K3*,63"),
        ]
        for (text, suffix) in cases {
            XCTAssertEqual(try Rule.parseWithTopology(text).topology.suffix, suffix, text)
        }
        for bad in ["B3/S23:K20*,20*", "B3/S23:S20,30", "B3/S23:T20+1,20+1", "B3/S23:T0,20+1", "B3/S23:K21*+1,20",
                    "B3/S23:C20+1,20", "B3/S23:X20,20", "B3/S23:P20*,20", "B3/S23:T3000000000,20"] {
            XCTAssertThrowsError(try Rule.parseWithTopology(bad), bad)
        }
    }

    func testMultiStateCellsRoundTripThroughRLEAndMCell() throws {
        let text = "x = 5, y = 2, rule = /2/30\nA.B.pA$.X2C!\n"
        let pattern = try PatternFormat.rle.read(text)
        XCTAssertEqual(pattern.cells.count, 6)
        XCTAssertEqual(pattern.decaying[Cell(2, 0)], 2)
        XCTAssertEqual(pattern.decaying[Cell(4, 0)], 25)
        XCTAssertEqual(pattern.decaying[Cell(1, 1)], 24)
        XCTAssertNil(pattern.decaying[Cell(0, 0)], "state 1 is a live cell, not a decaying one")
        for format in [PatternFormat.rle, .mcell, .macrocell] {
            let back = try format.read(format.write(pattern))
            XCTAssertEqual(back.cells, pattern.cells, "\(format)")
            XCTAssertEqual(back.decaying, pattern.decaying, "\(format)")
            XCTAssertEqual(back.rule, pattern.rule, "\(format)")
        }
        for format in [PatternFormat.plaintext, .life105, .life106] {
            XCTAssertTrue(format.refusal(for: pattern)?.contains("no place for the states of /2/30") == true, "\(format)")
        }
        let klein = try PatternFormat.rle.read("x = 1, y = 1, rule = B3/S23:K10*,10\no!\n")
        XCTAssertTrue(PatternFormat.plaintext.refusal(for: klein)?.contains("no place for the Klein bottle 10x10") == true)
        XCTAssertEqual(try PatternFormat.life106.read(PatternFormat.life106.write(klein)).topology, klein.topology, "Life 1.06 keeps the rule and its grid")
        XCTAssertThrowsError(try PatternFormat.rle.read("x = 1, y = 1, rule = /2/3\nC!\n")) { XCTAssertTrue("\($0)".contains("beyond the 3 states"), "\($0)") }
        XCTAssertThrowsError(try PatternFormat.rle.read("x = 1, y = 1, rule = /2/30\npp!\n")) { XCTAssertTrue("\($0)".contains("followed by A to X"), "\($0)") }
    }

    /// Golly's multi-state macrocell (2x2 squares of states as leaves): bgolly's file of a Star Wars
    /// soup at generation 20 is what stepping gives, and every writer here gives it back line for line.
    func testMultiStateMacrocellIsGollys() throws {
        let golly = try String(contentsOfFile: RepositoryPaths.path("Tests/Fixtures/Golly/generations-20.mc"), encoding: .utf8)
        let soup = try PatternFormat.rle.read(try String(contentsOfFile: RepositoryPaths.path("Tests/Fixtures/Golly/generations-soup.rle"), encoding: .utf8))
        let read = try PatternFormat.macrocell.read(golly)
        XCTAssertEqual(read.generation, 20)
        XCTAssertFalse(read.decaying.isEmpty)
        for engine in [GridLife(rule: soup.rule) as any LifeAlgorithm, GenerationsHashLife(rule: soup.rule)] {
            engine.load(soup)
            engine.step(by: 20)
            XCTAssertEqual(engine.liveCells(), read.cells, engine.name)
            XCTAssertEqual(engine.decayingCells(), read.decaying, engine.name)
        }
        func body(_ text: String) -> String { text.split(separator: "\n").dropFirst().joined(separator: "\n") }
        XCTAssertEqual(body(PatternFormat.macrocell.write(read)), body(golly), "the codec writes Golly's nodes")
        let tree = try MacrocellCodec().parse(golly)
        XCTAssertTrue(tree.hasStates)
        let hash = try XCTUnwrap(try EngineSwitch.universe(from: tree, maxMemory: 1 << 24) as? GenerationsHashLife)
        XCTAssertEqual(body(try XCTUnwrap(hash.nativeMacrocell(comments: []))), body(golly), "HashLife saves node for node")
        XCTAssertEqual(hash.liveCells(), read.cells)
        // Files that cannot be: states beyond the rule's, squares of states under a two-state rule, leaves of both kinds.
        for (text, complaint) in [("[M2]\n#R 345/2/4\n1 0 4 0 0\n", "must be 0 to 3"), ("[M2]\n#R B3/S23\n1 0 1 0 0\n", "has two"),
                                  ("[M2]\n#R 345/2/4\n1 0 1 0 0\n*$\n", "mixes"), ("[M2]\n#R 345/2/4\n1 0 1 0 0\n4 1 0 0 0\n", "level 1")] {
            XCTAssertThrowsError(try PatternFormat.macrocell.read(text), text) { XCTAssertTrue("\($0)".contains(complaint), "\(text): \($0)") }
        }
        // An older file of a Generations rule with 8x8 leaves still loads, into either engine.
        let twoStateLeaves = "[M2]\n#R 345/2/4\n$.*$\n4 1 0 0 0\n"
        let old = try PatternFormat.macrocell.read(twoStateLeaves)
        let oldHash = try EngineSwitch.universe(from: try MacrocellCodec().parse(twoStateLeaves), maxMemory: 1 << 24)
        XCTAssertEqual(oldHash.liveCells(), old.cells)
        XCTAssertEqual(old.cells.count, 1)
    }

    func testMCellFilesGiveTheRuleBoardAndCells() throws {
        let text = "#MCell 4.20\n#GAME Generations\n#RULE 345/2/4\n#BOARD 40x30\n#WRAP 1\n#D Star Wars\n#L .A$B2A\n"
        let pattern = try PatternFormat.sniff(text).read(text)
        XCTAssertEqual(pattern.rule.description, "345/2/4")
        XCTAssertEqual(pattern.topology, .torus(width: 40, height: 30))
        XCTAssertEqual(pattern.comments, ["Star Wars"])
        // Centred on Golly's origin, the middle of the board: (-1, -1) in Golly's terms.
        XCTAssertEqual(pattern.cells, [Cell(20, 14), Cell(19, 15), Cell(20, 15), Cell(21, 15)])
        XCTAssertEqual(pattern.decaying, [Cell(19, 15): 2])
        let plane = try PatternFormat.mcell.read("#MCell 4.20\n#GAME Life\n#RULE 23/3\n#BOARD 10x10\n#WRAP 0\n#L 3A\n")
        XCTAssertEqual(plane.topology.suffix, ":P10,10")
        XCTAssertThrowsError(try PatternFormat.mcell.read("#MCell 4.20\n#GAME Weighted Life\n#L A\n")) { XCTAssertTrue("\($0)".contains("Weighted Life"), "\($0)") }
        XCTAssertThrowsError(try PatternFormat.mcell.read("#MCell 4.20\n#GAME Generations\n#RULE /2/3\n#L A?\n")) { XCTAssertTrue("\($0)".contains("'?'"), "\($0)") }
    }

    /// Written MCell lines end between runs: Golly's reader starts each #L line's count afresh, so
    /// a count cut at a line's end was read as two (bgolly read a knightship written so as 98 cells
    /// at generation 1, not 104). Grids MCell cannot say are refused, not written as another.
    func testWrittenMCellKeepsEachRunOnOneLineAndRefusesOtherGrids() throws {
        // Cells 12 apart in four states: runs "11." and "aB"-style two-letter states everywhere.
        let cells = (0..<200).map { Cell(Int64($0) * 12, Int64($0 / 40)) }
        var decaying: [Cell: UInt8] = [:]
        for (i, cell) in cells.enumerated() where i % 3 == 0 { decaying[cell] = 30 }
        let pattern = Pattern(cells: cells, rule: try Rule(parsing: "345/2/40"), decaying: decaying)
        let text = PatternFormat.mcell.write(pattern)
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("#L ") }
        XCTAssertGreaterThan(lines.count, 5)
        for line in lines {
            let last = line.last!
            XCTAssertFalse(last.isNumber || ("a"..."j").contains(last), "a run cut at the end of: \(line)")
        }
        let back = try PatternFormat.mcell.read(text)
        XCTAssertEqual(back.cells.count, 200)
        XCTAssertEqual(back.decaying.count, decaying.count)
        for suffix in ["T30+7,20", "T0,68", "K40,20", "C40,20", "S30,30", "P0,20"] {
            let grid = Pattern(cells: [Cell(0, 0)], topology: try Topology(suffix: suffix))
            XCTAssertNotNil(PatternFormat.mcell.refusal(for: grid), suffix)
        }
        for suffix in ["T30,20", "P30,20"] {
            XCTAssertNil(PatternFormat.mcell.refusal(for: Pattern(cells: [Cell(0, 0)], topology: try Topology(suffix: suffix))), suffix)
        }
        // Larger than Life on the endless plane: Golly reads it onto a small board (bgolly kept 7
        // of a Jitterbug's 33 cells); on a board it is written.
        let ltl = try Rule(parsing: "R2,C0,M1,S3..5,B3..4,NM")
        XCTAssertNotNil(PatternFormat.mcell.refusal(for: Pattern(cells: [Cell(0, 0)], rule: ltl)))
        XCTAssertNil(PatternFormat.mcell.refusal(for: Pattern(cells: [Cell(0, 0)], rule: ltl, topology: try Topology(suffix: "T30,20"))))
    }

    /// Golly keeps a B0 rule's pattern inverted while the background is alive: from the start
    /// when the rule also has S8 (bgolly: a 3x3 block under B0123478/S34678 counts 9, 8, 12).
    func testBZeroRulesCountWhatGollyStores() throws {
        let block = try PatternFormat.rle.read("x = 3, y = 3, rule = B0123478/S34678\n3o$3o$3o!\n")
        let universe = Engines.stepping(rule: block.rule, topology: block.topology)
        universe.load(block)
        XCTAssertEqual(universe.population, 9)
        universe.step(by: 1)
        XCTAssertEqual(universe.population, 8)
        universe.step(by: 1)
        XCTAssertEqual(universe.population, 12)
        // Without S8 the background flips each generation (bgolly: 3, 6, then 1 at generation 3).
        let blinker = try PatternFormat.rle.read("x = 3, y = 1, rule = B013/S23\n3o!\n")
        let other = Engines.stepping(rule: blinker.rule, topology: blinker.topology)
        other.load(blinker)
        other.step(by: 1)
        XCTAssertEqual(other.population, 6)
        other.step(by: 2)
        XCTAssertEqual(other.population, 1)
    }
}
