import XCTest
@testable import LifeEngine

/// B0 rules on the tiles and (with S8, as Golly) on HashLife, stored as Golly stores them
/// (inverted while the background is alive): populations from bgolly, and boards, counts and
/// copies against the grid engine.
final class BZeroEnginesTests: XCTestCase {
    /// A 20x20 soup under B02/S3H; bgolly -a QuickLife gives 312, 157, 357 and 1,230 at 1, 2, 7, 100.
    static let hexSoup = """
        x = 20, y = 20, rule = B02/S3H
        ooobbbooboboboobbbbb$bbobobbobobooobbbobo$obbbobbbbbobbbbbobob$obbbbbbobobbobbbobob$oobobboobobbboooboob$\
        bboooobbobbooobobobb$bobbbbbboboobooboobb$obboobobooobbobbbbbb$bbooobboobboobobbbbb$oobobboboboobbbboobb$\
        bbbbbbooobbobobooboo$bbobobbbbbbbbbobbobo$bbbobboobbobooobbobo$bboobobbooboooooobbo$ooooooboobobbobbbobb$\
        ooobobboobobobobbbbo$bbbobboooboooboobbbb$obooobooboobboboboob$bbobobbobbobbooobooo$obbbboobobbobbbbboob!
        """

    func testAHexagonalBZeroSoupCountsWhatBgollyCounts() throws {
        let pattern = try PatternFormat.rle.read(Self.hexSoup)
        XCTAssertTrue(Engines.tilesRun(pattern.rule, on: .plane))
        let tiles = TiledLife(rule: pattern.rule)
        tiles.load(pattern.cells)
        var populations: [Int] = []
        for target: Int64 in [1, 2, 7, 100] {
            tiles.step(by: target - tiles.generation)
            populations.append(tiles.population)
        }
        XCTAssertEqual(populations, [312, 157, 357, 1230])
    }

    func testEveryKindOfBZeroRuleMatchesTheGridEngineStepByStepOnThePlaneAndTorus() throws {
        var random = SeededRandom(seed: 77)
        let rules = ["B013/S23", "B0123478/S34678", "B02/S3H", "B013/S01V", "B02ck3/S23-a", "B0/S8", "B01c2/S1234567"]
        for text in rules {
            for topology in [Topology.plane, .torus(width: 70, height: 50)] {
                let rule = try Rule(parsing: text)
                let cells = seededSoup(&random, side: 30, at: 5)  // inside the board: engines differ on cells loaded outside it
                let tiles = TiledLife(rule: rule, topology: topology), grid = GridLife(rule: rule, topology: topology)
                tiles.countsBirthsAndDeaths = true
                tiles.load(cells)
                grid.load(cells)
                assertStepsAlike(tiles, grid, generations: 25, "\(text)\(topology.suffix)")
            }
        }
    }

    func testCopiesAndKeptUniversesTakenAtAnOddGenerationGoOnAsTheOriginal() throws {
        let rule = try Rule(parsing: "B013/S23")
        var random = SeededRandom(seed: 3)
        let tiles = TiledLife(rule: rule)
        tiles.load(seededSoup(&random, side: 40, at: 0))
        tiles.step(by: 7)
        XCTAssertTrue(tiles.storedInverted, "after an odd number of steps the background is alive")
        let copy = tiles.copy(), kept = tiles.kept().universe()
        tiles.step(by: 9)
        copy.step(by: 9)
        kept.step(by: 9)
        assertSameUniverse(copy, tiles, "copy")
        assertSameUniverse(kept, tiles, "kept")
        // At an even generation the pattern is stored as it is.
        tiles.load([Cell(0, 0), Cell(1, 0), Cell(2, 0)])
        tiles.generation = 0
        XCTAssertFalse(tiles.storedInverted)
        tiles.step(by: 1)
        XCTAssertEqual(tiles.population, 6, "bgolly: a B013/S23 blinker counts 6 at generation 1")
    }

    /// A pattern saved at an odd generation (stored inverted) and opened again at that generation
    /// runs on exactly as the run it came from, on every engine that runs B0.
    func testAPatternSavedAtAnOddGenerationRunsOnAsItWas() throws {
        let rule = try Rule(parsing: "B03/S23")
        var random = SeededRandom(seed: 8)
        let soup = seededSoup(&random, side: 16, at: 0)
        let makers: [() -> any LifeAlgorithm] = [{ TiledLife(rule: rule) }, { GridLife(rule: rule) }]
        for make in makers {
            let straight = make()
            straight.load(soup)
            straight.step(by: 10)
            let first = make()
            first.load(soup)
            first.step(by: 7)
            let saved = first.snapshot()
            XCTAssertEqual(saved.generation, 7)
            let reopened = make()
            reopened.load(saved)
            reopened.generation = saved.generation
            reopened.step(by: 3)
            XCTAssertEqual(Set(reopened.liveCells()), Set(straight.liveCells()), straight.name)
        }
    }

    func testHashLifeLeapsBZeroRulesWithSEightAsGollysHashLifeDoes() throws {
        var random = SeededRandom(seed: 12)
        for text in ["B0123478/S01234678", "B0124/S0123456H", "B0123478/S34678"] {
            let rule = try Rule(parsing: text)
            XCTAssertTrue(Engines.hashLifeRuns(rule, on: .plane), text)
            let cells = seededSoup(&random, side: 40, at: -20)
            let hash = HashLife(rule: rule), grid = GridLife(rule: rule)
            hash.load(cells)
            grid.load(cells)
            for target: Int64 in [1, 2, 64, 301] {
                try hash.advance(by: target - hash.generation, progress: nil, isCancelled: nil)
                grid.step(by: target - grid.generation)
                XCTAssertEqual(Set(hash.liveCells()), Set(grid.liveCells()), "\(text) at \(target)")
            }
        }
        // Golly's HashLife refuses B0 without S8 ("B0-not-Smax rules are not allowed in HashLife"); so does ours.
        XCTAssertFalse(Engines.hashLifeRuns(try Rule(parsing: "B013/S23"), on: .plane))
    }

    /// Only RLE and macrocell keep a generation; a B0 rule's cells at an odd generation (stored
    /// inverted) are refused by the others, which would bring them back as another pattern.
    func testFormatsWithoutAGenerationRefuseABZeroPatternAtAnOddGeneration() throws {
        let rule = try Rule(parsing: "B03/S23")
        let odd = Pattern(cells: [Cell(0, 0), Cell(1, 0)], rule: rule, generation: 7)
        for format in [PatternFormat.life106, .life105, .mcell] {
            let refusal = try XCTUnwrap(format.refusal(for: odd), "\(format)")
            XCTAssertTrue(refusal.contains("\(format.displayName) has no place for the generation"), refusal)
        }
        XCTAssertNil(PatternFormat.rle.refusal(for: odd))
        XCTAssertNil(PatternFormat.macrocell.refusal(for: odd))
        XCTAssertNil(PatternFormat.life106.refusal(for: Pattern(cells: odd.cells, rule: rule, generation: 8)), "stored as it is")
        XCTAssertNil(PatternFormat.life106.refusal(for: Pattern(cells: odd.cells, rule: try Rule(parsing: "B0123478/S34678"), generation: 7)),
                     "with S8 stored inverted at every generation, 0 included")
    }

    /// A B0 rule without S8 stores its cells inverted at odd generations; the census and Identify
    /// run objects on their own from generation 0, so a board met at an odd generation is taken
    /// at an even one: the same objects either way (before, an odd board was all unclassified).
    func testCensusAndIdentifyOfABZeroBoardAtAnOddGeneration() throws {
        let soup = try PatternFormat.rle.read(Self.vonNeumannSoup)
        let board = TiledLife(rule: soup.rule)
        board.load(soup.cells)
        board.step(by: 18)
        // life final: oscillating with period 20 from generation 18 (bgolly's populations repeat so too).
        let ending = FinalState(outcome: .oscillator, generation: 18, period: 20, displacement: (0, 0), population: board.population)
        let even = try XCTUnwrap(Census.of(ending, board: board))
        XCTAssertTrue(even.unclassified.isEmpty)
        XCTAssertFalse(even.objects.isEmpty)
        board.step(by: 1)
        let odd = try XCTUnwrap(Census.of(ending, board: board))
        XCTAssertEqual(odd.counts, even.counts)
        XCTAssertTrue(odd.unclassified.isEmpty)
        // Identify from the odd board, told its generation, finds the period-20 oscillation.
        let found = try XCTUnwrap(Identification.find(board.liveCells(), rule: soup.rule, generation: board.generation, maxPeriod: 40).identified)
        XCTAssertEqual(found.0.period, 20)
        XCTAssertEqual(found.0.kind, .oscillator)
        XCTAssertEqual(found.1, 0, "already repeating")
    }

    /// A 20x20 soup under B013/S01V; bgolly's populations repeat with period 20 from generation 18.
    static let vonNeumannSoup = """
        x = 20, y = 20, rule = B013/S01V
        ooobboboobobbbobobob$ooobbooooobbboobbbbo$booobbbooooobbbbbbbb$oooobboobbbbooboobbo$oooooobbobooooobobbb$\
        ooobooboobobbbobbbbo$boobbobobboooooobobb$oobobbooobbooboboboo$oobboooobooboobooboo$boooobbbbbbboboobobb$\
        bobbbooobbbobooobobo$obbboboobbooobbobobb$bbooobobooobobobobob$bbbbbbobooobobobbboo$bobobbboboobbobbbbbo$\
        bobbboobobbbbbbobobo$oboobbbobbobobbbbobo$bbbbooooobbooobobbob$obooboobbbboboobooob$oboooobbbbbobooobobo!
        """

    func testStoredStepsAreRulesWithoutBZero() throws {
        let rule = try Rule(parsing: "B013/S23")
        let (normal, inverted) = (rule.storedStep(fromInverted: false), rule.storedStep(fromInverted: true))
        XCTAssertFalse(normal.bornFromNothing)
        XCTAssertFalse(inverted.bornFromNothing)
        // From normal to inverted: a cell is stored alive where B013/S23 leaves it dead.
        XCTAssertEqual(normal.description, "B245678/S0145678")
        // From inverted back: n stored neighbours are 8 - n true ones, a stored-dead cell is truly
        // alive (it survives with 2 or 3 true neighbours: 6 or 5 stored), a stored-live one truly
        // dead (born with 0, 1 or 3: 8, 7 or 5 stored).
        XCTAssertEqual(inverted.description, "B56/S578")
        // With S8 the background stays alive: one step, from inverted to inverted.
        let withS8 = try Rule(parsing: "B0123478/S34678")
        XCTAssertTrue(withS8.storedInvertedAtStart)
        XCTAssertTrue(withS8.storedInverted(after: true))
        XCTAssertFalse(rule.storedInverted(after: true))
        XCTAssertFalse(Rule.conway.storedInverted(after: false))
    }
}
