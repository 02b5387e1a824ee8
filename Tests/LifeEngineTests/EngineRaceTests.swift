import Dispatch
import Synchronization
import XCTest
import LifeEngine
import LifeTestSupport

/// `EngineRace`: the answer never depends on which engine ran it; where the choice is certain
/// (tori, long jumps, a universe already leaping) it is made without a race, and short runs race
/// only when they outlast a head start.
final class EngineRaceTests: XCTestCase {
    func starter(_ name: String) throws -> Pattern {
        try PatternFormat.rle.read(try String(contentsOfFile: RepositoryPaths.path("Assets/Patterns/" + name), encoding: .utf8))
    }

    func race(_ universe: any LifeAlgorithm) -> EngineRace {
        let clock = ContinuousClock(), start = clock.now
        return EngineRace(universe, maxMemory: 256 << 20, makeStepping: { TiledLife(rule: $0, topology: $1) },
                          clock: { Double((clock.now - start).components.attoseconds) / 1e18 + Double((clock.now - start).components.seconds) })
    }

    func tiles(_ pattern: Pattern) -> TiledLife {
        let universe = TiledLife(rule: pattern.rule, topology: pattern.topology)
        universe.load(pattern.cells)
        return universe
    }

    /// Populations from bgolly 3.3 (`bgolly -m N FILE`): the gun at 20,000, the switch-engine
    /// breeder at 20,000, the R-pentomino at 8,000.
    func testTheAnswerIsGollysWhicheverEngineFinishes() throws {
        for (name, generations, population) in [("gosper-glider-gun.rle", Int64(20_000), 3384),
                                                ("switch-engine-breeder.rle", 20_000, 287_520),
                                                ("r-pentomino.rle", 8000, 116)] {
            let race = race(tiles(try starter(name)))
            var last = 0.0, monotonic = true
            try race.advance(by: generations, progress: { fraction in
                if fraction < last - 1e-12 { monotonic = false }
                last = fraction
            })
            XCTAssertEqual(race.universe.generation, generations, name)
            XCTAssertEqual(race.universe.exactPopulation, UInt128(population), "\(name) on \(race.universe.name)")
            XCTAssertTrue(monotonic, "progress only goes forward: \(name)")
            XCTAssertEqual(last, 1, accuracy: 1e-9, name)
        }
    }

    func testCertainChoicesNeedNoTrial() throws {
        let gun = try starter("gosper-glider-gun.rle")
        // A short run that ends within its head start (the clock stands still) never starts HashLife.
        let started = Mutex(0)
        let short = EngineRace(tiles(gun), maxMemory: 256 << 20, makeStepping: { TiledLife(rule: $0, topology: $1) },
                               clock: { 0 }, spawn: { _ in started.withLock { $0 += 1 } })
        try short.advance(by: EngineRace.shortRun - 1)
        XCTAssertEqual(short.universe.name, "tiles")
        XCTAssertEqual(short.switches, 0)
        XCTAssertEqual(short.universe.generation, EngineRace.shortRun - 1)
        XCTAssertEqual(started.withLock { $0 }, 0)

        let long = race(tiles(gun))
        try long.advance(by: EngineRace.alwaysLeaping)
        XCTAssertEqual(long.universe.name, "hashlife", "long jumps go to HashLife at once")
        XCTAssertEqual(long.switches, 1)
        XCTAssertEqual(long.universe.generation, 1 << 20)

        var onTorus = gun
        onTorus.topology = .torus(width: 64, height: 64)
        let torus = race(tiles(onTorus))
        try torus.advance(by: 5000)
        XCTAssertEqual(torus.universe.name, "tiles", "HashLife runs on the plane only")
        XCTAssertEqual(torus.universe.generation, 5000)

        let hash = HashLife()
        hash.load(gun.cells)
        let leaping = race(hash)
        try leaping.advance(by: 10_000)
        XCTAssertTrue(leaping.universe === hash, "a leaping universe stays in HashLife")
    }

    /// A gun's growing stream is HashLife's ground: HashLife catches up by a wide margin (a hundred times
    /// or more), so the run moves across.
    func testAGunMovesToHashLife() throws {
        let race = race(tiles(try starter("gosper-glider-gun.rle")))
        try race.advance(by: 200_000)
        XCTAssertEqual(race.universe.name, "hashlife")
        XCTAssertEqual(race.switches, 1)
        XCTAssertEqual(race.universe.generation, 200_000)
    }

    /// HashLife's side finishing first (here it runs to the end before the stepping engine starts)
    /// hands its universe over.
    func testHashLifeFinishingFirstGivesTheAnswer() throws {
        let race = EngineRace(tiles(try starter("switch-engine-breeder.rle")), maxMemory: 256 << 20,
                              makeStepping: { TiledLife(rule: $0, topology: $1) }, clock: { 0 }, spawn: { $0() })
        try race.advance(by: 20_000)
        XCTAssertEqual(race.universe.name, "hashlife")
        XCTAssertEqual(race.switches, 1)
        XCTAssertEqual(race.universe.generation, 20_000)
        XCTAssertEqual(race.universe.exactPopulation, 287_520, "bgolly 3.3")
    }

    /// A short run still going after its head start (the clock runs a millisecond a reading)
    /// races: here HashLife, run at once when it joins, finishes first. The gun at 3,000: bgolly 3.3.
    func testAShortRunThatOutlastsItsHeadStartRaces() throws {
        let ticks = Mutex(0.0)
        let race = EngineRace(tiles(try starter("gosper-glider-gun.rle")), maxMemory: 256 << 20,
                              makeStepping: { TiledLife(rule: $0, topology: $1) },
                              clock: { ticks.withLock { $0 += 0.001; return $0 } }, spawn: { $0() })
        try race.advance(by: 3000)
        XCTAssertEqual(race.universe.name, "hashlife")
        XCTAssertEqual(race.switches, 1)
        XCTAssertEqual(race.universe.generation, 3000)
        XCTAssertEqual(race.universe.exactPopulation, 536)
    }

    /// HashLife that has made no progress by the end of its learning time is given up, and the
    /// stepping engine finishes alone (the clock runs a tenth of a second a reading; HashLife's
    /// thread starts late).
    func testHashLifeFarBehindIsGivenUp() throws {
        let ticks = Mutex(0.0)
        let race = EngineRace(tiles(try starter("r-pentomino.rle")), maxMemory: 256 << 20,
                              makeStepping: { TiledLife(rule: $0, topology: $1) },
                              clock: { ticks.withLock { $0 += 0.1; return $0 } },
                              spawn: { job in DispatchQueue.global().asyncAfter(deadline: .now() + 0.3, execute: job) })
        try race.advance(by: 5000)
        XCTAssertEqual(race.universe.name, "tiles")
        XCTAssertEqual(race.switches, 0)
        XCTAssertEqual(race.universe.generation, 5000)
        XCTAssertEqual(race.universe.exactPopulation, 116, "bgolly 3.3")
    }

    /// While HashLife has the other processor the tiles step on the calling thread alone (a step
    /// shared with helpers would wait on the one HashLife held off); afterwards they share again.
    /// The answer is bgolly's whichever way (R-pentomino: 116 at 5,000).
    func testTheTilesKeepToTheirThreadWhileHashLifeRuns() throws {
        let held = DispatchQueue(label: "held HashLife")
        held.suspend()
        let stepping = tiles(try starter("r-pentomino.rle"))
        let race = EngineRace(stepping, maxMemory: 256 << 20, makeStepping: { TiledLife(rule: $0, topology: $1) },
                              clock: { 0 }, spawn: { job in held.async(execute: job) })
        var sharedDuringRace: Set<Bool> = []
        try race.advance(by: 5000, isCancelled: {
            sharedDuringRace.insert(stepping.sharesSteps)
            return false
        })
        held.resume()
        XCTAssertEqual(sharedDuringRace, [false])
        XCTAssertTrue(stepping.sharesSteps)
        XCTAssertTrue(race.universe === stepping)
        XCTAssertEqual(race.universe.exactPopulation, 116)
    }

    /// A large soup steps alone on every processor for its head start (here the clock's first
    /// tenths of a second), and HashLife joins only afterwards, from where the stepping got to:
    /// a run that ends within the head start never starts HashLife at all.
    func testALargeSoupStepsAloneFirst() throws {
        let ticks = Mutex(0.0)
        let soup = TiledLife()
        var random = SeededRandom(seed: 41)
        soup.load(seededSoup(&random, side: 600, at: 0))
        XCTAssertGreaterThan(soup.population, 100_000, "a pattern large enough for a head start")
        let started = Mutex(0)
        let race = EngineRace(soup, maxMemory: 256 << 20, makeStepping: { TiledLife(rule: $0, topology: $1) },
                              clock: { ticks.withLock { $0 += 0.01; return $0 } },
                              spawn: { _ in started.withLock { $0 += 1 } })
        var sharedWhileAlone: Set<Bool> = []
        try race.advance(by: 4096, isCancelled: {
            if started.withLock({ $0 }) == 0 { sharedWhileAlone.insert(soup.sharesSteps) }
            return false
        })
        XCTAssertEqual(sharedWhileAlone, [true], "alone, the tiles share their steps with the helper threads")
        XCTAssertEqual(started.withLock { $0 }, 1, "HashLife joined after the head start")
        XCTAssertEqual(race.universe.generation, 4096)
    }

    /// Cancelled at its sixth look, the race stops after five chunks of stepping, however fast the
    /// engines are: HashLife's side is held back until then, and the clock stands still.
    func testCancellingStopsTheRaceWhereItGot() throws {
        let held = DispatchQueue(label: "held HashLife")
        held.suspend()
        let race = EngineRace(tiles(try starter("r-pentomino.rle")), maxMemory: 256 << 20,
                              makeStepping: { TiledLife(rule: $0, topology: $1) }, clock: { 0 },
                              spawn: { job in held.async(execute: job) })
        var asked = 0, released = false
        func release() { if !released { released = true; held.resume() } }
        defer { release() } // a suspended queue must not be freed
        XCTAssertThrowsError(try race.advance(by: EngineRace.alwaysLeaping - 1, isCancelled: {
            asked += 1
            if asked > 5 { release() }
            return asked > 5
        })) { error in
            XCTAssertEqual(error as? EngineError, .cancelled)
        }
        XCTAssertEqual(race.universe.name, "tiles")
        XCTAssertGreaterThan(race.universe.generation, 0, "it got somewhere")
        XCTAssertLessThan(race.universe.generation, 100)
        XCTAssertThrowsError(try race.advance(by: -1))
        XCTAssertThrowsError(try race.advance(by: .max)) { XCTAssertEqual($0 as? EngineError, .generationLimit) }
    }
}
