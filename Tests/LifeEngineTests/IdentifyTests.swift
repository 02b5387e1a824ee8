import XCTest
import LifeEngine
import LifeTestSupport

/// Identify's figures against LifeWiki's infoboxes (period, mod, speed, population, bounding box,
/// heat, volatility) and, for the blinker, against a count by hand.
final class IdentifyTests: XCTestCase {
    func identify(_ rows: [String], maxPeriod: Int = 100) throws -> Identification {
        try XCTUnwrap(Identification.of(CensusTests.cells(rows), rule: .conway, maxPeriod: maxPeriod))
    }

    func testTheBlinkerCountedByHand() throws {
        // Phases: a row of three, then a column of three; five cells ever alive, the centre always.
        let blinker = try identify(["OOO"])
        XCTAssertEqual(blinker.kind, .oscillator)
        XCTAssertEqual(blinker.period, 2)
        XCTAssertEqual(blinker.mod, 1, "the second phase is the first turned a quarter")
        XCTAssertNil(blinker.speed)
        XCTAssertEqual(blinker.minPopulation, 3)
        XCTAssertEqual(blinker.maxPopulation, 3)
        XCTAssertEqual(blinker.boundingBox.width, 3)
        XCTAssertEqual(blinker.boundingBox.height, 3)
        XCTAssertEqual(blinker.rotor, 4)
        XCTAssertEqual(blinker.stator, 1)
        XCTAssertEqual(blinker.heat, 4, "two births and two deaths every generation")
        XCTAssertEqual(try XCTUnwrap(blinker.temperature), 1, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(blinker.volatility), 0.8, accuracy: 1e-9)
        XCTAssertEqual(blinker.code, "xp2_7")
    }

    func testShipsSpeedsAndMods() throws {
        let glider = try identify([".O.", "..O", "OOO"])
        XCTAssertEqual(glider.kind, .spaceship)
        XCTAssertEqual(glider.period, 4)
        XCTAssertEqual(glider.mod, 2, "a glide reflection after two generations")
        XCTAssertEqual(glider.speed, "c/4 diagonal")
        XCTAssertEqual(glider.minPopulation, 5)
        XCTAssertEqual(glider.heat, 4)
        XCTAssertEqual(glider.boundingBox.width, 3)
        XCTAssertNil(glider.rotor)
        XCTAssertNil(glider.volatility)
        let lwss = try identify([".O..O", "O....", "O...O", "OOOO."])
        XCTAssertEqual(lwss.period, 4)
        XCTAssertEqual(lwss.mod, 2)
        XCTAssertEqual(lwss.speed, "c/2 orthogonal")
        XCTAssertEqual(lwss.minPopulation, 9)
        XCTAssertEqual(lwss.maxPopulation, 12)
        XCTAssertEqual(lwss.heat, 11)
    }

    func testPulsarPentadecathlonBeaconAndTumbler() throws {
        let pulsar = try identify(CensusTests.known.first { $0.code.hasPrefix("xp3_") }!.rows)
        XCTAssertEqual(pulsar.period, 3)
        XCTAssertEqual(pulsar.mod, 3)
        XCTAssertEqual(pulsar.minPopulation, 48)
        XCTAssertEqual(pulsar.maxPopulation, 72)
        XCTAssertEqual(pulsar.boundingBox.width, 15)
        XCTAssertEqual(pulsar.boundingBox.height, 15)
        XCTAssertEqual(pulsar.heat, 42.7, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(pulsar.volatility), 0.73, accuracy: 0.005)
        let penta = try identify(["..O....O..", "OO.OOOO.OO", "..O....O.."])
        XCTAssertEqual(penta.period, 15)
        XCTAssertEqual(penta.boundingBox.width, 16)
        XCTAssertEqual(penta.boundingBox.height, 9)
        XCTAssertEqual(penta.heat, 22.4, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(penta.volatility), 1, accuracy: 1e-9)
        let beacon = try identify(["OO..", "OO..", "..OO", "..OO"])
        XCTAssertEqual(try XCTUnwrap(beacon.volatility), 0.25, accuracy: 1e-9)
        let tumbler = try identify([".O.....O.", "O.O...O.O", "O..O.O..O", "..O...O..", "..OO.OO.."])
        XCTAssertEqual(tumbler.period, 14)
        XCTAssertEqual(tumbler.mod, 7, "it flips over every seven generations")
    }

    func testHugeObjectsAreOversizedAndAPatternMaySettleIntoOne() throws {
        // Two blocks ten million cells apart: a still life, but no code thousands of characters long.
        let far = CensusTests.cells(["OO", "OO"]) + CensusTests.cells(["OO", "OO"]).map { $0.offset(by: 10_000_000, 0) }
        let pair = try XCTUnwrap(Identification.of(far, rule: .conway, maxPeriod: 10))
        XCTAssertEqual(pair.code, "ov_s8")
        XCTAssertEqual(pair.boundingBox.width, 10_000_002)
        // A glider with a lone cell beside it that dies at once: a glider from generation 1.
        let sparked = CensusTests.cells([".O.", "..O", "OOO"]) + [Cell(10, 10)]
        XCTAssertNil(Identification.of(sparked, rule: .conway, maxPeriod: 50), "not periodic from the start")
        let (found, from) = try XCTUnwrap(Identification.find(sparked, rule: .conway, maxPeriod: 50).identified)
        XCTAssertEqual(found.code, "xq4_153")
        XCTAssertEqual(from, 1)
        XCTAssertNil(Identification.find(Fixtures.pattern(Fixtures.rPentomino).cells, rule: .conway, maxPeriod: 100).identified)
    }

    /// The longest period asked for is a limit: a longer cycle is reported as beyond it, not identified.
    func testAPeriodBeyondTheLimitIsNotAnAnswer() throws {
        let pentadecathlon = Fixtures.pattern("x = 10, y = 3\n2bo4bo$2ob4ob2o$2bo4bo!").cells
        guard case let .periodBeyondLimit(period, _) = Identification.find(pentadecathlon, rule: .conway, maxPeriod: 8) else {
            return XCTFail("period 15 is beyond a limit of 8")
        }
        XCTAssertEqual(period, 15)
        XCTAssertEqual(try XCTUnwrap(Identification.find(pentadecathlon, rule: .conway, maxPeriod: 15).identified).identification.period, 15)
        // A time limit stops a pattern that grows for ever, on an injected clock.
        var now = 0.0
        let seed = Fixtures.pattern(Fixtures.rPentomino).cells
        guard case let .notFound(generation, timedOut, stopped) = Identification.find(seed, rule: .conway, maxPeriod: 100_000, maxSeconds: 5,
                                                                                       clock: { now += 0.1; return now }) else {
            return XCTFail("the clock runs out first")
        }
        XCTAssertTrue(timedOut)
        XCTAssertFalse(stopped)
        XCTAssertLessThan(generation, 60)
        guard case .notFound(_, false, true) = Identification.find(seed, rule: .conway, maxPeriod: 100_000, reached: { $0 >= 10 }) else {
            return XCTFail("the caller stops it")
        }
    }

    /// A gun stays in place and repeats while what it sends out flies away: the Gosper gun, a
    /// glider (5 cells) every 30 generations, as found at its start and once its stream is long.
    /// What only grows (a puffer's debris, an R-pentomino's run) or only repeats is no gun.
    func testAGunIsFoundWhereThePatternKeepsGrowing() throws {
        let gun = Fixtures.pattern(Fixtures.gosperGun)
        guard case let .gun(found) = Identification.find(gun.cells, rule: .conway, maxPeriod: 100) else {
            return XCTFail("the Gosper gun is a gun")
        }
        XCTAssertEqual(found.period, 30)
        XCTAssertEqual(found.growth.first, 5)
        XCTAssertEqual(found.growth.second, 5)
        XCTAssertEqual(found.report, ["Gun, period 30", "It sends out 5 cells every 30 generations", "(the box round it repeats; what leaves it flies on)"])
        let grown = TiledLife(rule: .conway)
        grown.load(gun)
        grown.step(by: 400)
        guard case .gun(let later) = Identification.find(grown.liveCells(), rule: .conway, maxPeriod: 100) else {
            return XCTFail("with its stream of gliders it is still a gun")
        }
        XCTAssertEqual(later.period, 30)
        // A glider beside a block: the block repeats, but nothing grows.
        let leaving = Fixtures.pattern("x = 12, y = 3\nbo8b2o$2bo7b2o$3o!").cells
        guard case .notFound = Identification.find(leaving, rule: .conway, maxPeriod: 100) else { return XCTFail("no gun") }
        // A period found is asked for: a limit under it finds no gun.
        guard case .notFound = Identification.find(gun.cells, rule: .conway, maxPeriod: 20) else { return XCTFail("30 is beyond 20") }
        // What a puffer leaves behind repeats while the pattern grows further off, but sends
        // nothing out: a box holding a blinker, far from a gun growing on its own.
        let apart = TiledLife(rule: .conway)
        apart.load(Fixtures.pattern(Fixtures.gosperGun).cells + [Cell(-500, 0), Cell(-499, 0), Cell(-498, 0)])
        apart.step(by: 300)
        XCTAssertNil(GunIdentity.find(in: apart, around: CellRect(x: -500, y: -1, width: 3, height: 3), maxPeriod: 60, shouldStop: { _ in false }),
                     "the blinker's box repeats and the pattern grows, but not from it")
        let same = TiledLife(rule: .conway)
        same.load(Fixtures.pattern(Fixtures.gosperGun).cells + [Cell(-500, 0), Cell(-499, 0), Cell(-498, 0)])
        same.step(by: 300)
        XCTAssertEqual(GunIdentity.find(in: same, around: CellRect(enclosing: Fixtures.pattern(Fixtures.gosperGun).cells)!, maxPeriod: 60,
                                        shouldStop: { _ in false })?.period, 30, "the gun's own box is a gun's")
        // A moving breeder leaves guns behind in its first box, but grows far more than they send
        // out (it was called a gun): one gun's box, four more guns growing far off.
        let gunCells = Fixtures.pattern(Fixtures.gosperGun).cells
        let many = TiledLife(rule: .conway)
        many.load(gunCells + (1...4).flatMap { k in gunCells.map { $0.offset(by: Int64(k) * 400, -Int64(k) * 400) } })
        many.step(by: 300)
        XCTAssertNil(GunIdentity.find(in: many, around: CellRect(enclosing: gunCells)!, maxPeriod: 60, shouldStop: { _ in false }),
                     "the box sends out a fifth of what the pattern grows by")
        // On a bounded board a gun's output reaches the edges: no gun (the gliders come round and wreck it).
        let (onTorus, reachesEdges) = Identification.find(gunCells, rule: .conway, on: .torus(width: 60, height: 60), maxPeriod: 100)
        XCTAssertTrue(reachesEdges)
        XCTAssertNil(onTorus.identified)
    }

    func testStillLifesAndWhatIsNoObject() throws {
        let block = try identify(["OO", "OO"])
        XCTAssertEqual(block.kind, .stillLife)
        XCTAssertEqual(block.period, 1)
        XCTAssertEqual(block.mod, 1)
        XCTAssertEqual(block.heat, 0)
        XCTAssertNil(block.temperature, "no rotor, no temperature")
        XCTAssertEqual(block.stator, 4)
        XCTAssertNil(Identification.of(Fixtures.pattern(Fixtures.rPentomino).cells, rule: .conway, maxPeriod: 200))
        XCTAssertNil(Identification.of([], rule: .conway, maxPeriod: 10))
        XCTAssertEqual(Identification.of(CensusTests.cells(["OO"]), rule: .conway, maxPeriod: 10)?.kind, nil, "dies out")
    }

    /// A Generations ship is its live front and its dying tail: identified with their states
    /// (bgolly writes the same ABC/ABC one generation on; A, the live state, leads).
    func testAGenerationsShipIsIdentifiedWithItsStates() throws {
        let ship = try PatternFormat.rle.read("x = 3, y = 2, rule = 345/2/4\nABC$ABC!\n")
        let found = try XCTUnwrap(Identification.find(ship.cells, states: ship.decaying, rule: ship.rule, maxPeriod: 100).identified)
        XCTAssertEqual(found.0.kind, .spaceship)
        XCTAssertEqual(found.0.period, 1)
        XCTAssertEqual(found.0.displacement.dx, -1)
        XCTAssertEqual(found.0.displacement.dy, 0)
        XCTAssertEqual(found.0.speed, "c/1 orthogonal")
        XCTAssertEqual(found.1, 0)
        XCTAssertNil(Identification.of(ship.cells, rule: ship.rule, maxPeriod: 100), "without its states it is another pattern")
    }
}
