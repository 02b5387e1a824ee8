import XCTest
@testable import LifeEngine
import LifeTestSupport

/// Known endings published on LifeWiki.
final class FinalStateTests: XCTestCase {
    func detect(_ rle: String, topology: Topology = .plane, maxGenerations: Int64 = 20_000) -> FinalState {
        let pattern = Fixtures.pattern(rle)
        let universe = TiledLife(rule: pattern.rule, topology: topology)
        universe.load(pattern.cells)
        var t = 0.0
        return FinalStateDetector(maxGenerations: maxGenerations, clock: { t += 0.0; return t }).run(universe)
    }

    static let pulsar = "x = 13, y = 13\n2b3o3b3o2$o4bobo4bo$o4bobo4bo$o4bobo4bo$2b3o3b3o2$2b3o3b3o$o4bobo4bo$o4bobo4bo$o4bobo4bo2$2b3o3b3o!"
    static let pentadecathlon = "x = 10, y = 3\n2bo4bo$2ob4ob2o$2bo4bo!"
    static let lwss = "x = 5, y = 4\nbo2bo$o4b$o3bo$4o!"

    func testStillLifeAndOscillators() {
        XCTAssertEqual(detect(Fixtures.block), FinalState(outcome: .stillLife, generation: 0, period: 1, population: 4))
        let blinker = detect(Fixtures.blinker)
        XCTAssertEqual(blinker.outcome, .oscillator)
        XCTAssertEqual(blinker.period, 2)
        XCTAssertEqual(blinker.generation, 0)
        XCTAssertEqual(detect(Self.pulsar).period, 3)
        let penta = detect(Self.pentadecathlon)
        XCTAssertEqual(penta.outcome, .oscillator)
        XCTAssertEqual(penta.period, 15)
    }

    func testSpaceships() {
        let glider = detect(Fixtures.glider)
        XCTAssertEqual(glider.outcome, .spaceship)
        XCTAssertEqual(glider.period, 4)
        XCTAssertEqual(glider.displacement.dx, 1)
        XCTAssertEqual(glider.displacement.dy, 1)
        let lwss = detect(Self.lwss)
        XCTAssertEqual(lwss.outcome, .spaceship)
        XCTAssertEqual(lwss.period, 4)
        XCTAssertEqual(abs(lwss.displacement.dx) + abs(lwss.displacement.dy), 2)
        XCTAssertTrue(lwss.displacement.dx == 0 || lwss.displacement.dy == 0)
    }

    func testFollowingLeavesTheStartAndSteppingRunsTheUniverseItself() {
        let start = TiledLife()
        start.load(Fixtures.pattern(Fixtures.rPentomino).cells)
        var t = 0.0
        let detector = FinalStateDetector(clock: { t += 0.0; return t })
        let (copied, board) = detector.follow(start)
        XCTAssertEqual(start.generation, 0, "follow runs a copy")
        XCTAssertFalse(board === start)
        let (stepped, same) = detector.follow(stepping: start, reached: { _ in false })
        XCTAssertTrue(same === start, "follow(stepping:) keeps no copy of the start beside the run")
        XCTAssertEqual(stepped, copied)
        XCTAssertEqual(start.generation, board.generation)
        XCTAssertEqual(stepped.generation, 1103)
    }

    func testDiehardDiesAt130() {
        XCTAssertEqual(detect(Fixtures.diehard), FinalState(outcome: .extinct, generation: 130, period: 0, population: 0))
    }

    func testRPentominoSettlesAt1103() {
        let r = detect(Fixtures.rPentomino)
        XCTAssertEqual(r.outcome, .settled)
        XCTAssertEqual(r.generation, 1103)
        XCTAssertEqual(r.population, 116)
        XCTAssertEqual(r.gliders, 6)
        XCTAssertEqual(r.period, 2)
        XCTAssertEqual(r.summary, "Settled at generation 1103: period-2 debris, 6 gliders escaping")
    }

    func testAcornSettlesAt5206() {
        let acorn = detect(Fixtures.acorn)
        XCTAssertEqual(acorn.outcome, .settled)
        XCTAssertEqual(acorn.generation, 5206)
        XCTAssertEqual(acorn.population, 633)
        XCTAssertEqual(acorn.gliders, 13)
    }

    /// Methuselahs whose last gliders leave the debris late, with the endings their finders
    /// published (in the comments of Golly's copies; LifeWiki lists the same). Each starts from
    /// the generation bgolly ran it to (Tests/Fixtures/Golly). Their populations become periodic
    /// before the final cycle starts (temp-pulsars by two generations), so the start is found on
    /// the board itself, not on the population.
    func testLateSettlingMethuselahsEndExactlyWhereTheirFindersSay() throws {
        for (file, from, generation, populations, gliders, others) in [
            ("justyna-25000.rle", Int64(25000), Int64(26458), [3548], 43, 0),
            ("temp-pulsars-20000.rle", 20000, 21035, [2570], 66, 0),
            ("natural-lwss-22000.rle", 22000, 23334, [2898, 2895], 70, 1),
        ] {
            let text = try String(contentsOfFile: RepositoryPaths.path("Tests/Fixtures/Golly/" + file), encoding: .utf8)
            let pattern = try PatternFormat.rle.read(text)
            let universe = TiledLife(rule: pattern.rule)
            universe.load(pattern.cells)
            universe.generation = from
            var t = 0.0
            let ending = FinalStateDetector(maxGenerations: 20_000, clock: { t += 0.0; return t }).run(universe)
            XCTAssertEqual(ending.outcome, .settled, file)
            XCTAssertEqual(ending.generation, generation, file)
            XCTAssertEqual(ending.gliders, gliders, file)
            XCTAssertEqual(ending.otherShips, others, file)
            XCTAssertTrue(populations.contains(ending.population), "\(file): \(ending.population)")
        }
    }

    /// Ships that fly on: the ending is given only when no two of them, nor a ship and the debris,
    /// can meet. Each case's populations far past the meeting point are bgolly's (QuickLife).
    func testShipsThatMeetAreNotEscaping() {
        func run(_ cells: [(Int64, Int64)], to generation: Int64) -> (ending: FinalState, population: Int) {
            let universe = TiledLife()
            universe.load(cells.map { Cell($0.0, $0.1) })
            let ending = FinalStateDetector(maxGenerations: 5000, clock: { 0 }).run(universe)
            universe.step(by: generation)
            return (ending, universe.population)
        }
        let southEast: [(Int64, Int64)] = [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]
        func southWest(_ x: Int64, _ y: Int64) -> [(Int64, Int64)] { [(1, 0), (0, 1), (0, 2), (1, 2), (2, 2)].map { ($0.0 + x, $0.1 + y) } }
        // Crossing paths: the gliders collide and leave two blocks from generation 397 (bgolly: 8 cells at 2000).
        let crossing = run(southEast + southWest(200, 0), to: 2000)
        XCTAssertEqual(crossing.ending, FinalState(outcome: .stillLife, generation: 397, period: 1, population: 8))
        XCTAssertEqual(crossing.population, 8)
        // Head-on on one diagonal: they annihilate at generation 800 (bgolly).
        let headOn = run(southEast + southEast.map { (400 - $0.0, 400 - $0.1) }, to: 3000)
        XCTAssertEqual(headOn.ending, FinalState(outcome: .extinct, generation: 800, period: 0, population: 0))
        // Crossing lines, but the second glider is already past the crossing: they never meet (bgolly: 10 at 3000).
        let missed = run(southEast + southWest(200, 300), to: 3000)
        XCTAssertEqual(missed.ending, FinalState(outcome: .settled, generation: 0, period: 1, population: 10, gliders: 2, otherShips: 0))
        XCTAssertEqual(missed.population, 10)
        // An LWSS flying west and a glider flying north-east away from its path (bgolly: 14 at 3000).
        let lwss: [(Int64, Int64)] = [(1, 0), (4, 0), (0, 1), (0, 2), (4, 2), (0, 3), (1, 3), (2, 3), (3, 3)]
        let northEast: [(Int64, Int64)] = [(10, -30), (11, -30), (12, -30), (12, -29), (11, -28)]
        let apart = run(lwss + northEast, to: 3000)
        XCTAssertEqual(apart.ending, FinalState(outcome: .settled, generation: 0, period: 1, population: 14, gliders: 1, otherShips: 1))
        XCTAssertEqual(apart.population, 14)
        // A glider passing a block eight cells off (bgolly: 9 at 3000).
        let passing = run([(0, 0), (1, 0), (0, 1), (1, 1)] + southEast.map { ($0.0 - 52, $0.1 - 40) }, to: 3000)
        XCTAssertEqual(passing.ending, FinalState(outcome: .settled, generation: 0, period: 1, population: 9, gliders: 1, otherShips: 0))
        XCTAssertEqual(passing.population, 9)
    }

    func testShipsFlyingSideBySideEscapeTogether() {
        // Two gliders on parallel lanes four rows apart, flying away from a block: their boxes come
        // within reach of each other for ever, but they never touch (bgolly: 14 cells at 3000).
        let pair = detect("x = 23, y = 29\n2o$2o19$21bo$22bo$20b3o4$21bo$22bo$20b3o!")
        XCTAssertEqual(pair, FinalState(outcome: .settled, generation: 0, period: 1, population: 14, gliders: 2, otherShips: 0))
        // One column apart they collide at once: what escapes is what comes out (bgolly: 24 cells at 3000).
        let touching = detect("x = 7, y = 3\nbo3bo$2bo3bo$3obo3o!")
        XCTAssertEqual(touching.outcome, .settled)
        XCTAssertGreaterThan(touching.generation, 0)
        XCTAssertEqual(touching.population, 24)
        XCTAssertEqual(touching.gliders, 2)
    }

    /// Generations ships (live front, dying tail) escape as Life's do: their states go with them.
    func testGenerationsShipsFlyingApartSettle() throws {
        func ending(_ rle: String) throws -> FinalState {
            let pattern = try PatternFormat.rle.read(rle)
            let universe = Engines.stepping(rule: pattern.rule)
            universe.load(pattern)
            return FinalStateDetector(maxGenerations: 5000, clock: { 0 }).run(universe)
        }
        // Two Star Wars ships back to back (bgolly: 12 cells at 0, 500 and 1000).
        XCTAssertEqual(try ending("x = 12, y = 2, rule = 345/2/4\nABC6.CBA$ABC6.CBA!\n"),
                       FinalState(outcome: .settled, generation: 0, period: 1, population: 12, gliders: 0, otherShips: 2))
        // A Star Wars soup: bgolly's populations are 57 at 20, then 56 56 56 55 over and over from 21 on
        // (period-1 debris and ships whose populations repeat every four generations).
        let soup = "x = 16, y = 16, rule = 345/2/4\n.A.A.A.A.AA..A..$...AA........A.A$...AAA...AAA.A..$...A...AA..A..A.$AAA....AAAA.AAAA$"
            + "AAAA..AAA.....AA$.......AAAAAAAAA$.A..A....AAAA..A$..A.A..A......A.$....AA.A...A..AA$....AA.......A.A$AAA.....A.A.A...$"
            + ".A..A.AA....AAAA$.AA.A...AAAA....$AA.A.AAAA.A..A.A$...AA..AAAAA.A.A!\n"
        let settled = try ending(soup)
        XCTAssertEqual(settled.outcome, .settled)
        XCTAssertEqual(settled.generation, 21)
        XCTAssertEqual(settled.period, 1)
        XCTAssertEqual(settled.population, 56)
        XCTAssertGreaterThan(settled.otherShips, 0)
        XCTAssertEqual(settled.gliders, 0, "only Life's gliders are gliders")
        // The census counts the two ships (bgolly: the same six cells every generation, one cell on).
        let pattern = try PatternFormat.rle.read("x = 12, y = 2, rule = 345/2/4\nABC6.CBA$ABC6.CBA!\n")
        let board = Engines.stepping(rule: pattern.rule)
        board.load(pattern)
        let census = try XCTUnwrap(Census.of(FinalState(outcome: .settled, generation: 0, period: 1, population: 12, gliders: 0, otherShips: 2),
                                             board: board))
        XCTAssertEqual(census.objects.map(\.kind), [.spaceship, .spaceship])
        XCTAssertEqual(Set(census.objects.map(\.heading)), ["W", "E"])
        XCTAssertTrue(census.unclassified.isEmpty)
    }

    /// A time limit holds inside a confirmation: a cancelled confirmation gives no ending (the run
    /// stops there as undetermined), while an ending that needs none (dying out) still comes.
    func testAConfirmationStopsWhenCancelled() {
        func follow(_ rle: String, to generations: Int, cancelled: Bool) -> FinalState? {
            let universe = TiledLife()
            universe.load(Fixtures.pattern(rle).cells)
            var tracker = FinalStateTracker(start: universe)
            for _ in 0..<generations {
                universe.step()
                if let ending = tracker.observe(universe, isCancelled: { cancelled }) { return ending }
            }
            return nil
        }
        XCTAssertNil(follow(Fixtures.rPentomino, to: 1500, cancelled: true), "every settled candidate's replay was cut short")
        XCTAssertEqual(follow(Fixtures.rPentomino, to: 1500, cancelled: false)?.generation, 1103)
        XCTAssertEqual(follow(Fixtures.diehard, to: 200, cancelled: true)?.generation, 130)
    }

    /// On a tube (40 cells round, endless along y) a glider flies off along the endless side while
    /// the debris settles across the seam of the round one. The debris's period is found on the
    /// tube itself (run on the plane, the debris cut by the seam never repeated: no ending in
    /// 20000 generations), at generation 609: bgolly's board at 609 + 4 is its board at 609 with
    /// the glider moved on, and at 608 + 4 it is not.
    func testASettledEndingOnATubeIsFound() {
        let rle = """
        x = 12, y = 24, rule = B3/S23:T40,0
        bbobbbooooo$bobbbbbbbo$bbbboooobboo$booooboobbo$oooobobobbo$boobobbobo
        $bbbooobobo$bbboobbbo$bobbboooo$bbobbo$boobboobbo$bbobobbbboo$bobbboob
        bbbo$bbbbobbbbbbo$ooooboobo$bbooobobbboo$booboboooobo$boobboo$bbobbooo
        $bobbbbobobo$bbobooobbbo$bbbboboobboo$bbobbobobo$obbboobooooo!
        """
        let pattern = Fixtures.pattern(rle)
        XCTAssertEqual(pattern.topology.suffix, ":T40,0", "a tube 40 cells round")
        let universe = TiledLife(rule: pattern.rule, topology: pattern.topology)
        universe.load(pattern.cells)
        let ending = FinalStateDetector(maxGenerations: 5_000, clock: { 0 }).run(universe)
        XCTAssertEqual(ending.outcome, .settled)
        XCTAssertEqual(ending.generation, 609)
        XCTAssertEqual(ending.period, 2)
        XCTAssertEqual(ending.gliders, 1)
    }

    /// A small universe is copied every 128 generations, so a settled ending's replay starts at
    /// most that far before the population became periodic (512 for a large one).
    func testASmallUniverseKeepsACopyEvery128Generations() {
        var looked = 0, pastTheFirstQuarter = 0
        for seed in 0..<8 as Range<UInt64> {
            let universe = Engines.counting(rule: .conway, topology: .plane)
            universe.load(Fixtures.soup(width: 48, height: 48, density: 40, seed: seed))
            XCTAssertLessThanOrEqual(universe.storageBytes, FinalStateTracker.smallUniverseBytes)
            var tracker = FinalStateTracker(start: universe)
            for _ in 0..<6000 {
                universe.step()
                guard case .candidate(let candidate) = tracker.look(at: universe) else { continue }
                guard case .settled(let evidence) = candidate.kind else { break }
                looked += 1
                if evidence.earliest % FinalStateTracker.recentSpacing >= FinalStateTracker.smallUniverseSpacing { pastTheFirstQuarter += 1 }
                XCTAssertLessThan(evidence.earliest - evidence.checkpoint.generation, FinalStateTracker.smallUniverseSpacing,
                                  "seed \(seed): replay from \(evidence.checkpoint.generation) to \(evidence.earliest), \(universe.storageBytes) bytes")
                if candidate.resolve() != nil { break }
            }
        }
        XCTAssertGreaterThan(pastTheFirstQuarter, 0, "some ending became periodic where a copy every 512 generations would be far behind (of \(looked))")
    }

    /// The run that finds settled debris's period asks about a time limit before every generation:
    /// debris that does not repeat stops at once when cancelled, not after its whole limit.
    func testTheDebrisPeriodRunStopsWhenCancelled() {
        func board(_ cells: [Cell]) -> any LifeAlgorithm {
            let board = Engines.stepping(rule: .conway)
            board.load(cells)
            return board
        }
        let rPentomino = Fixtures.pattern(Fixtures.rPentomino).cells
        var asked = 0
        XCTAssertNil(EndingCandidate.debrisPeriod(running: board(rPentomino), without: [], populationPeriod: 1, limit: 1000,
                                                  isCancelled: { asked += 1; return asked > 10 }))
        XCTAssertEqual(asked, 11, "one question a generation, and none after the answer")
        let blinker = [Cell(0, 0), Cell(1, 0), Cell(2, 0)]
        let found = EndingCandidate.debrisPeriod(running: board(blinker), without: [], populationPeriod: 1, limit: 1000, isCancelled: { false })
        XCTAssertEqual(found?.period, 2)
        XCTAssertEqual(found?.phases, [blinker, [Cell(1, -1), Cell(1, 0), Cell(1, 1)]], "both phases listed, though the population repeats every generation")
        XCTAssertNil(EndingCandidate.debrisPeriod(running: board(blinker), without: [], populationPeriod: 1, limit: 1000,
                                                  isCancelled: { true }))
    }

    func testGliderOnATorusReturnsEvery96Generations() {
        let result = detect(Fixtures.glider, topology: .torus(width: 24, height: 24))
        XCTAssertEqual(result.outcome, .oscillator)
        XCTAssertEqual(result.period, 96)
        XCTAssertEqual(result.generation, 0)
    }

    /// Under LifeHistory a glider on a torus soon moves within its own trail: the same cells are
    /// non-empty every generation, but their states move, so it is no still life. The states are
    /// compared: it returns every 96 generations, as the two-state glider does.
    func testAGliderInItsOwnTrailIsNoStillLife() throws {
        let (rule, topology) = try Rule.parseWithTopology("LifeHistory:T24,24")
        for universe in [Engines.stepping(rule: rule, topology: topology), Engines.untiled(rule: rule, topology: topology)] {
            universe.load(Pattern(cells: Fixtures.pattern(Fixtures.glider).cells, rule: rule, topology: topology))
            let result = FinalStateDetector(maxGenerations: 2000, clock: { 0 }).run(universe)
            XCTAssertEqual(result.outcome, .oscillator, "\(universe.name)")
            XCTAssertEqual(result.period, 96, "\(universe.name)")
        }
    }

    func testLimitsGiveUndetermined() {
        let gun = detect(Fixtures.gosperGun, maxGenerations: 500)
        XCTAssertEqual(gun.outcome, .undetermined)
        XCTAssertEqual(gun.generation, 500)
        var calls = 0.0
        let pattern = Fixtures.pattern(Fixtures.gosperGun)
        let universe = TiledLife()
        universe.load(pattern.cells)
        let timed = FinalStateDetector(maxGenerations: 1_000_000, maxSeconds: 2, clock: { calls += 1; return calls }).run(universe)
        XCTAssertEqual(timed.outcome, .undetermined)
        XCTAssertLessThan(timed.generation, 10, "the time limit stops the run")
        XCTAssertEqual(universe.generation, 0, "the caller's universe is left alone")
    }

    func testSummaries() {
        XCTAssertEqual(FinalState(outcome: .extinct, generation: 130, period: 0, population: 0).summary, "Died out at generation 130")
        XCTAssertTrue(FinalState(outcome: .spaceship, generation: 0, period: 4, displacement: (1, 1), population: 5).summary.contains("(1, 1)"))
        XCTAssertEqual(FinalState(outcome: .undetermined, generation: 9, period: 0, population: 3).summary, "No ending found by generation 9")
        XCTAssertEqual(FinalState(outcome: .settled, generation: 5, period: 1, population: 9, gliders: 1, otherShips: 1).summary,
                       "Settled at generation 5: period-1 debris, 1 glider escaping, 1 other spaceship escaping")
        XCTAssertTrue(FinalState(outcome: .stillLife, generation: 0, period: 1, population: 4).summary.hasPrefix("Still life"))
        XCTAssertTrue(FinalState(outcome: .oscillator, generation: 0, period: 2, population: 3).summary.contains("period 2"))
        // Found where watching began after a jump: it may have come earlier.
        var late = FinalState(outcome: .settled, generation: 2_000_000, period: 6, population: 9, gliders: 2)
        late.mayBeEarlier = true
        XCTAssertEqual(late.summary, "Settled by generation 2000000: period-6 debris, 2 gliders escaping")
        XCTAssertEqual(late.summary(numbers: { "<\($0)>" }), "Settled by generation <2000000>: period-6 debris, 2 gliders escaping")
        late.outcome = .stillLife
        XCTAssertEqual(late.summary, "Still life by generation 2000000")
    }
}
