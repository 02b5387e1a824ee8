import TileKernelsWidest
import XCTest
@testable import LifeEngine
import LifeTestSupport

final class TiledLifeTests: XCTestCase {
    func testConformance() {
        XCTAssertEqual(AlgorithmConformance.failures { TiledLife(rule: $0) }, [])
    }

    /// Seeded soups across tile borders (including negative coordinates) agree with the reference,
    /// generation by generation, with the two-rows kernel.
    func testAgreesWithSparseOnSeededSoups() throws {
        try agreesWithSparseOnSeededSoups(width: .two)
    }

    /// The same with the four-rows kernel; reported as skipped on a processor without AVX2.
    func testTheFourRowsKernelAgreesWithSparseOnSeededSoups() throws {
        try XCTSkipUnless(TileVectorWidth.four.isAvailable, "this processor has no AVX2: the four-rows kernel cannot run here")
        try agreesWithSparseOnSeededSoups(width: .four)
    }

    /// The same with the eight-rows kernel, its circuits looked up (as the processor runs them
    /// by default); reported as skipped on a processor without AVX-512.
    func testTheEightRowsKernelAgreesWithSparseOnSeededSoups() throws {
        try XCTSkipUnless(TileVectorWidth.eight.isAvailable, "this processor has no AVX-512: the eight-rows kernel cannot run here")
        try agreesWithSparseOnSeededSoups(width: .eight)
    }

    /// And with the eight-rows kernel running its circuits rather than looking the rules up.
    func testTheEightRowsCircuitAgreesWithSparseOnSeededSoups() throws {
        try XCTSkipUnless(TileVectorWidth.eight.isAvailable, "this processor has no AVX-512: the eight-rows kernel cannot run here")
        try agreesWithSparseOnSeededSoups(width: .eight, looksUp: false)
    }

    private func agreesWithSparseOnSeededSoups(width: TileVectorWidth, looksUp: Bool = true) throws {
        let rules = [Rule.conway, try Rule(parsing: "B36/S23"), try Rule(parsing: "B3678/S34678"),
                     try Rule(parsing: "B2/S"), try Rule(parsing: "B34/S34"),
                     // Rules the kernel runs as a circuit: non-totalistic, hexagonal letters, von Neumann.
                     try Rule(parsing: "B2n3/S23-q"), try Rule(parsing: "B2o/S2m34H"), try Rule(parsing: "B2/S013V"),
                     // A long circuit: its batches of tiles are cut to what the cache holds.
                     try Rule(parsing: "B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai")]
        for (i, rule) in rules.enumerated() {
            let soup = Fixtures.soup(width: 90, height: 70, density: 35, seed: UInt64(40 + i)).map { $0.offset(by: -45, -100) }
            // SparseLife runs B/S rules on the Moore neighbourhood; the dense grid (the rule's table) the others.
            let tiled = TiledLife(rule: rule)
            let sparse: any LifeAlgorithm = i < 5 ? SparseLife(rule: rule) : GridLife(rule: rule)
            tiled.vectorWidth = width
            tiled.looksUpRules = looksUp
            tiled.load(soup)
            sparse.load(soup)
            let generations = rule == .conway ? 300 : 60
            for g in 1...generations {
                tiled.step()
                sparse.step()
                if g % 10 == 0 || g < 10 {
                    XCTAssertEqual(tiled.population, sparse.population, "\(rule) gen \(g)")
                    guard tiled.liveCells() == sparse.liveCells() else {
                        return XCTFail("\(rule): cells differ at generation \(g)")
                    }
                    XCTAssertEqual(tiled.bounds, sparse.bounds, "\(rule) gen \(g)")
                }
            }
        }
    }

    func testCellsOnEveryTileEdgeAndCorner() {
        // Blinkers straddling tile borders in every direction, including the Int64 sign change.
        var cells: [Cell] = []
        for (cx, cy) in [(Int64(63), Int64(10)), (64, 10), (0, 0), (-1, -1), (10, 63), (63, 63), (-64, 127)] {
            cells += [Cell(cx - 1, cy), Cell(cx, cy), Cell(cx + 1, cy)]
            cells += [Cell(cx + 5, cy - 1), Cell(cx + 5, cy), Cell(cx + 5, cy + 1)]
        }
        let tiled = TiledLife(), sparse = SparseLife()
        tiled.load(cells)
        sparse.load(cells)
        for _ in 0..<8 {
            tiled.step()
            sparse.step()
            XCTAssertEqual(tiled.liveCells(), sparse.liveCells())
        }
    }

    func testGliderCrossesManyTilesAndDeadTilesAreFreed() {
        let tiled = TiledLife()
        tiled.load(Fixtures.pattern(Fixtures.glider).cells)
        tiled.step(by: 4 * 200)
        XCTAssertEqual(tiled.population, 5)
        XCTAssertEqual(tiled.bounds, CellRect(x: 200, y: 200, width: 3, height: 3))
        XCTAssertLessThanOrEqual(tiled.tileCount, 4, "tiles behind the glider must be freed")
        let diehard = TiledLife()
        diehard.load(Fixtures.pattern(Fixtures.diehard).cells)
        diehard.step(by: 131)
        XCTAssertEqual(diehard.tileCount, 0)
    }

    func testStablePatternStopsComputing() {
        let tiled = TiledLife()
        tiled.load(Fixtures.pattern(Fixtures.block).cells)
        tiled.step(by: 3)
        let tiles = tiled.tileCount
        tiled.step(by: 1000)
        XCTAssertEqual(tiled.tileCount, tiles)
        XCTAssertEqual(tiled.population, 4)
    }

    func testCopiesAreIndependent() {
        let a = TiledLife()
        a.load(Fixtures.pattern(Fixtures.glider).cells)
        let b = a.copy()
        a.step(by: 4)
        XCTAssertEqual(b.generation, 0)
        XCTAssertEqual(b.liveCells(), Fixtures.pattern(Fixtures.glider).cells)
        b.step(by: 4)
        XCTAssertEqual(a.liveCells(), b.liveCells())
    }

    func testAKeptUniverseRestoresItsStateAtItsGenerationOnThePlaneAndATorus() {
        for topology in [Topology.plane, .torus(width: 200, height: 136)] {
            let original = TiledLife(topology: topology)
            original.load(Fixtures.soup(width: 180, height: 120, density: 35, seed: 41))
            original.step(by: 30)
            let cellsThen = original.liveCells()
            let kept = original.kept()
            original.step(by: 7)
            XCTAssertEqual(kept.generation, 30)
            let restored = kept.universe()
            XCTAssertEqual(restored.generation, 30)
            XCTAssertEqual(restored.topology, topology)
            XCTAssertEqual(restored.liveCells(), cellsThen, "\(topology)")
            XCTAssertEqual(restored.population, cellsThen.count)
            restored.step(by: 7)
            XCTAssertEqual(restored.liveCells(), original.liveCells(), "a restored universe steps as the original did (\(topology))")
            XCTAssertEqual(kept.universe().liveCells(), cellsThen, "each restore starts from the kept state")
            XCTAssertLessThan(kept.bytes, original.storageBytes / 2, "only the current words of tiles holding life are kept")
        }
        XCTAssertEqual(TiledLife().kept().universe().population, 0)
        let counting = TiledLife()
        counting.countsBirthsAndDeaths = true
        counting.load(Fixtures.pattern(Fixtures.glider).cells)
        counting.step(by: 1)
        XCTAssertEqual(counting.kept().universe().lastStepBirthsAndDeaths?.births, 2, "with the counts of the step that led to it")
        let restored = counting.kept().universe()
        restored.step(by: 1)
        XCTAssertEqual(restored.lastStepBirthsAndDeaths?.births, 2, "a counting universe is restored counting")
    }

    func testRasterMatchesTheReferenceAtManyScales() {
        let soup = Fixtures.soup(width: 200, height: 150, density: 8, seed: 3).map { $0.offset(by: -77, -31) }
        let tiled = TiledLife(), sparse = SparseLife()
        tiled.load(soup)
        sparse.load(soup)
        // Origins on multiples of 1, 2 and 4 take the word-at-a-time path, the others the general one.
        for scale: Int64 in [1, 2, 3, 4, 7, 8, 13, 64, 100] {
            for origin in [Cell(-100, -50), Cell(-3, 5), Cell(17, -64), Cell(-64, -128), Cell(-4, 8), Cell(12, -60), Cell(-2, -30)] {
                var a = CellRaster(origin: origin, width: 40, height: 30, scale: scale)
                var b = a
                tiled.rasterize(into: &a)
                sparse.rasterize(into: &b)
                XCTAssertEqual(a.units, b.units, "scale \(scale) origin \(origin)")
            }
        }
    }

    /// A soup left to settle exercises period-2 sleeping, tile freeing and regrowth; edits made
    /// while tiles sleep must wake them.
    func testLongRunWithSleepingAshAndEditsAgrees() {
        let soup = Fixtures.soup(width: 120, height: 100, density: 40, seed: 11)
        let tiled = TiledLife(), sparse = SparseLife()
        tiled.load(soup)
        sparse.load(soup)
        for g in 1...1200 {
            tiled.step()
            sparse.step()
            if g % 300 == 0 {
                // Poke the ash: flip a few cells next to whatever lives, then compare.
                for cell in sparse.liveCells().prefix(3) {
                    tiled.toggle(cell.offset(by: 1, 0))
                    sparse.toggle(cell.offset(by: 1, 0))
                }
            }
            if g % 50 == 0 {
                XCTAssertEqual(tiled.population, sparse.population, "generation \(g)")
                guard tiled.liveCells() == sparse.liveCells() else { return XCTFail("cells differ at \(g)") }
            }
        }
    }

    func testBlinkersSleepAndStillFlip() {
        let tiled = TiledLife(), sparse = SparseLife()
        var cells: [Cell] = []
        for i: Int64 in 0..<6 {
            // Interior blinkers, and ones straddling tile edges and corners.
            for (x, y): (Int64, Int64) in [(i * 64 + 20, 20), (i * 64 + 63, 10), (i * 64 + 1, 63)] {
                cells += [Cell(x - 1, y), Cell(x, y), Cell(x + 1, y)]
            }
        }
        tiled.load(cells)
        sparse.load(cells)
        for g in 1...41 {
            tiled.step()
            sparse.step()
            XCTAssertEqual(tiled.liveCells(), sparse.liveCells(), "generation \(g)")
        }
    }

    static let twoHelpers = StepWorkers(helpers: 2, helpersOnly: true)

    /// The same soups computed with every step split across three threads, each committing the
    /// tiles it computed in a ledger of its own: the cells, and the births and deaths counted
    /// (tiles falling asleep and woken on any thread), every generation; tiles grow and are freed
    /// on the plane; an edit between steps is taken in.
    func testParallelStepsAgreeWithTheReference() {
        for (seed, topology) in [(UInt64(5), Topology.plane), (6, .torus(width: 150, height: 140))] {
            let soup = Fixtures.soup(width: 200, height: 160, density: 30, seed: seed)
            // Helpers of its own that run every shared step (so the shared path runs even on a
            // machine with one processor), and a tile a chunk, so that both get many.
            let tiled = TiledLife(topology: topology, workers: Self.twoHelpers), sparse = SparseLife(topology: topology)
            tiled.parallelThreshold = 2
            tiled.chunkTiles = 1
            tiled.countsBirthsAndDeaths = true
            tiled.load(soup)
            sparse.load(soup)
            var grew = false, shrank = false, largest = 0, helpersListed = 0
            for g in 1...150 {
                let before = tiled.tileCount
                tiled.step()
                sparse.step()
                helpersListed += (1..<tiled.ledgers.count).reduce(0) { $0 + tiled.ledgers[$1].pointee.listed }
                grew = grew || tiled.tileCount > before
                shrank = shrank || tiled.tileCount < largest
                largest = max(largest, tiled.tileCount)
                guard tiled.lastStepBirthsAndDeaths! == sparse.lastStepBirthsAndDeaths! else {
                    return XCTFail("\(topology): births and deaths differ at \(g)")
                }
                if g == 70 {
                    for x in Int64(0)..<40 { tiled.setAlive(true, at: Cell(x, 30)); sparse.setAlive(true, at: Cell(x, 30)) }
                }
                if g % 25 == 0 {
                    guard tiled.liveCells() == sparse.liveCells() else { return XCTFail("\(topology): differs at \(g)") }
                }
            }
            XCTAssertEqual(tiled.duplicate().population, sparse.population)
            if topology == .plane { XCTAssertTrue(grew && shrank, "tiles grew (\(grew)) and were freed (\(shrank))") }
            XCTAssertGreaterThan(helpersListed, 0, "\(topology): the helpers committed tiles")
        }
    }

    /// Shared steps where few of many tiles are listed (gliders among blocks) keep the list's
    /// order and add the new tiles, and where most are, list them in slot order: both agree with
    /// the reference.
    func testSharedStepsListingFewOrManyTilesAgree() {
        var cells: [Cell] = []
        for i in Int64(0)..<24 {
            for j in Int64(0)..<24 { cells += [Cell(64 * i, 64 * j), Cell(64 * i + 1, 64 * j), Cell(64 * i, 64 * j + 1), Cell(64 * i + 1, 64 * j + 1)] }
        }
        for k in Int64(0)..<4 { cells += Fixtures.pattern(Fixtures.glider).cells.map { Cell($0.x + 300 * k + 20, $0.y + 20 + 150 * k) } }
        for start in [cells, Fixtures.soup(width: 400, height: 300, density: 35, seed: 31)] {
            let tiled = TiledLife(workers: Self.twoHelpers), sparse = SparseLife()
            (tiled.parallelThreshold, tiled.chunkTiles) = (2, 1)
            tiled.load(start)
            sparse.load(start)
            for g in 1...120 {
                tiled.step()
                sparse.step()
                if g % 30 == 0 {
                    XCTAssertTrue(tiled.liveCells() == sparse.liveCells(), "generation \(g): \(tiled.population) cells, the reference \(sparse.population)")
                }
            }
        }
    }

    /// Births and deaths counted by the tiles (including sleeping, flipping tiles) match the reference.
    func testBirthsAndDeathsAgreeWithTheReference() {
        let soup = Fixtures.soup(width: 150, height: 120, density: 35, seed: 21)
        let tiled = TiledLife(), sparse = SparseLife()
        tiled.countsBirthsAndDeaths = true
        tiled.load(soup)
        sparse.load(soup)
        XCTAssertNil(tiled.lastStepBirthsAndDeaths)
        for g in 1...400 {
            tiled.step()
            sparse.step()
            guard let a = tiled.lastStepBirthsAndDeaths, let b = sparse.lastStepBirthsAndDeaths else { return XCTFail("no counts") }
            if a != b { return XCTFail("generation \(g): tiles \(a), reference \(b)") }
        }
        XCTAssertEqual(tiled.duplicate().lastStepBirthsAndDeaths?.births, sparse.lastStepBirthsAndDeaths?.births)
        let quiet = TiledLife()
        quiet.load(soup)
        quiet.step()
        XCTAssertNil(quiet.lastStepBirthsAndDeaths, "off unless asked for")
    }

    /// On a torus the counts are the board's own (the ghost ring's changes are taken off), on
    /// boards that do and do not fill their edge tiles, with every kernel the processor has.
    func testBirthsAndDeathsOnATorusAgreeWithTheReference() {
        let boards: [(Int64, Int64)] = [(20, 20), (64, 64), (65, 30), (130, 70), (24, 200)]
        for (i, (w, h)) in boards.enumerated() {
            let topology = Topology.torus(width: w, height: h)
            // A soup over the whole board (so life wraps at every edge and corner) and a glider.
            let soup = Fixtures.soup(width: Int(w), height: Int(h), density: 35, seed: UInt64(40 + i))
                .filter { $0.x >= 0 && $0.x < w && $0.y >= 0 && $0.y < h }
            for cells in [soup, Fixtures.pattern(Fixtures.glider).cells] {
                let tiled = TiledLife(topology: topology), sparse = SparseLife(topology: topology)
                tiled.vectorWidth = TileVectorWidth.allCases[i % 3]
                tiled.countsBirthsAndDeaths = true
                tiled.load(cells)
                sparse.load(cells)
                for g in 1...150 {
                    tiled.step()
                    sparse.step()
                    guard let a = tiled.lastStepBirthsAndDeaths, let b = sparse.lastStepBirthsAndDeaths else { return XCTFail("no counts") }
                    if a != b || tiled.population != sparse.population {
                        return XCTFail("\(w)x\(h) generation \(g): tiles \(a) population \(tiled.population), reference \(b) population \(sparse.population)")
                    }
                }
            }
        }
    }

    /// Only rows near a change that does not undo the one before are computed: a field of blinkers
    /// and blocks costs nothing once settled, and a glider crossing it costs a few blocks a step.
    func testPeriodTwoRowsCostNothingAndAGliderCostsItsOwnRows() {
        let tiled = TiledLife()
        var cells: [Cell] = []
        for y in stride(from: Int64(0), to: 256, by: 8) {
            for x in stride(from: Int64(0), to: 256, by: 8) where (x + y) % 16 == 0 {
                cells += [Cell(x, y), Cell(x + 1, y), Cell(x + 2, y)]                      // blinker
            }
            for x in stride(from: Int64(4), to: 256, by: 16) {
                cells += [Cell(x, y + 4), Cell(x + 1, y + 4), Cell(x, y + 5), Cell(x + 1, y + 5)] // block
            }
        }
        tiled.load(cells)
        tiled.step(by: 4)
        let settled = tiled.computedBlocks
        tiled.step(by: 100)
        XCTAssertEqual(tiled.computedBlocks, settled, "a settled period-2 field computes nothing")
        XCTAssertEqual(tiled.population, cells.count)
        // A glider far from the field: about three blocks a step, not the field's 16 tiles x 8 blocks.
        let glider = Fixtures.pattern(Fixtures.glider).cells.map { $0.offset(by: 400, 100) }
        for cell in glider { tiled.setAlive(true, at: cell) }
        tiled.step(by: 4)
        let before = tiled.computedBlocks
        tiled.step(by: 40)
        let perStep = Double(tiled.computedBlocks - before) / 40
        XCTAssertGreaterThan(perStep, 0.5)
        XCTAssertLessThan(perStep, 5)
        XCTAssertEqual(tiled.population, cells.count + 5)
    }

    /// Random edits at random moments, births-and-deaths counting switched on and off, and copies
    /// split off and run on their own, under several rules on the plane and on tori: every
    /// generation agrees with the reference.
    func testRandomEditsCountingAndCopiesAgreeEveryGeneration() throws {
        let setups: [(Rule, Topology)] = [
            (.conway, .plane), (try Rule(parsing: "B36/S23"), .plane), (try Rule(parsing: "B2/S"), .plane),
            (try Rule(parsing: "B3678/S34678"), .plane), (.conway, .torus(width: 70, height: 45)),
            (.conway, .torus(width: 128, height: 64)),
        ]
        for (i, (rule, topology)) in setups.enumerated() {
            var rng = SplitMix64(seed: UInt64(900 + i))
            var soup = Fixtures.soup(width: 100, height: 70, density: 30, seed: UInt64(70 + i)).map { $0.offset(by: -50, -20) }
            // Blinkers and blocks in tiles of their own, where tiles fall asleep and edits wake them.
            for k: Int64 in 0..<6 {
                let x = 120 + k * 37, y = -30 + (k % 3) * 41
                soup += [Cell(x, y), Cell(x + 1, y), Cell(x + 2, y), Cell(x + 9, y), Cell(x + 10, y), Cell(x + 9, y + 1), Cell(x + 10, y + 1)]
            }
            var tiled = TiledLife(rule: rule, topology: topology)
            let sparse = SparseLife(rule: rule, topology: topology)
            tiled.vectorWidth = TileVectorWidth.allCases[i % 3]    // every kernel the processor has
            tiled.load(soup)
            sparse.load(soup)
            for g in 1...160 {
                switch rng.next() % 16 {
                case 0:
                    // A burst of edits near live cells and in empty space.
                    for _ in 0..<Int(rng.next() % 12) {
                        let live = sparse.liveCells()
                        let anchor = live.isEmpty ? Cell(0, 0) : live[Int(rng.next() % UInt64(live.count))]
                        let cell = anchor.offset(by: Int64(rng.next() % 7) - 3, Int64(rng.next() % 7) - 3)
                        tiled.toggle(cell)
                        sparse.toggle(cell)
                    }
                case 1:
                    tiled.countsBirthsAndDeaths.toggle()
                case 2:
                    // Carry on with a copy; the original must not change when the copy steps.
                    let before = tiled.liveCells()
                    let copy = tiled.copy()
                    copy.step(by: 3)
                    XCTAssertEqual(tiled.liveCells(), before, "\(rule) \(topology): a copy's steps leaked at \(g)")
                    tiled = tiled.copy()
                default:
                    break
                }
                tiled.step()
                sparse.step()
                if tiled.countsBirthsAndDeaths, case .plane = topology {
                    guard let counts = tiled.lastStepBirthsAndDeaths, let reference = sparse.lastStepBirthsAndDeaths,
                          counts == reference else {
                        return XCTFail("\(rule) \(topology): births and deaths differ at \(g)")
                    }
                }
                XCTAssertEqual(tiled.population, sparse.population, "\(rule) \(topology) generation \(g)")
                guard tiled.liveCells() == sparse.liveCells() else {
                    return XCTFail("\(rule) \(topology): cells differ at generation \(g)")
                }
            }
        }
    }

    /// The block mask of a row mask: bit b when any of rows 8b..<8b+8 is set, for every block pattern.
    func testBlocksOfARowMask() {
        var rng = SplitMix64(seed: 8)
        for pattern in 0..<256 {
            var rows: UInt64 = 0
            for b in 0..<8 where pattern >> b & 1 != 0 {
                rows |= ((rng.next() | 1) & 0xFF) << UInt64(b * 8)   // at least one row of the block
            }
            XCTAssertEqual(Int(TiledLife.blocks(of: rows)), pattern, "rows \(String(rows, radix: 2))")
        }
        XCTAssertEqual(TiledLife.blocks(of: 1 << 63), 0x80)
        XCTAssertEqual(TiledLife.blocks(of: ~0), 0xFF)
    }

    /// A copy taken while births and deaths are counted, with tiles asleep, counts like the original.
    func testCopiesKeepCountingBirthsAndDeaths() {
        // Blinkers asleep in tiles of their own, and a glider that keeps something computing.
        var cells = Fixtures.pattern(Fixtures.glider).cells
        for i: Int64 in 0..<5 { cells += [Cell(300 + i * 70, 20), Cell(301 + i * 70, 20), Cell(302 + i * 70, 20)] }
        let tiled = TiledLife(), sparse = SparseLife()
        tiled.countsBirthsAndDeaths = true
        tiled.load(cells)
        sparse.load(cells)
        tiled.step(by: 11)
        sparse.step(by: 11)
        let copy = tiled.copy()
        for g in 1...6 {
            copy.step()
            sparse.step()
            guard let counts = copy.lastStepBirthsAndDeaths, let reference = sparse.lastStepBirthsAndDeaths else {
                return XCTFail("no counts")
            }
            XCTAssertTrue(counts == reference, "step \(g) after the copy: \(counts) against \(reference)")
            XCTAssertEqual(copy.population, sparse.population)
        }
    }

    /// The widest kernel is used where the processor has it, a narrower one can be chosen, copies
    /// keep the choice, and a width the processor lacks becomes the widest it has.
    func testKernelWidthChoice() {
        let tiled = TiledLife()
        XCTAssertEqual(tiled.vectorWidth, TileVectorWidth.widestAvailable)
        XCTAssertTrue(TileVectorWidth.two.isAvailable, "every processor runs the two-rows kernel")
        tiled.vectorWidth = .two
        XCTAssertEqual(tiled.copy().vectorWidth, .two)
        tiled.vectorWidth = .eight
        XCTAssertEqual(tiled.vectorWidth, TileVectorWidth.eight.isAvailable ? .eight : TileVectorWidth.widestAvailable)
        XCTAssertEqual(TileVectorWidth.allCases.filter(\.isAvailable).max(), TileVectorWidth.widestAvailable)
        // Looking rules up: where the processor can, kept by copies and kept universes, never where it cannot.
        XCTAssertEqual(tiled.looksUpRules, WidestTileKernel.looksUp)
        tiled.looksUpRules = false
        XCTAssertFalse(tiled.copy().looksUpRules)
        XCTAssertFalse((tiled.kept().universe() as! TiledLife).looksUpRules)
        tiled.looksUpRules = true
        XCTAssertEqual(tiled.looksUpRules, WidestTileKernel.looksUp)
        XCTAssertEqual((tiled.kept().universe() as! TiledLife).looksUpRules, WidestTileKernel.looksUp)
    }

    /// Loading replaces what was there, on the plane and (wrapped) on a torus, and the loaded
    /// universe steps like the reference.
    func testLoadReplacesAndSteps() {
        for topology in [Topology.plane, .torus(width: 90, height: 70)] {
            let first = Fixtures.soup(width: 200, height: 100, density: 30, seed: 1).map { $0.offset(by: -100, -50) }
            let second = Fixtures.soup(width: 150, height: 150, density: 25, seed: 2).map { $0.offset(by: -20, -300) }
            let tiled = TiledLife(topology: topology), sparse = SparseLife(topology: topology)
            tiled.load(first)
            tiled.step(by: 3)
            tiled.load(second)
            sparse.load(second)
            XCTAssertEqual(tiled.liveCells(), sparse.liveCells(), "\(topology)")
            XCTAssertEqual(tiled.population, sparse.population)
            tiled.step(by: 20)
            sparse.step(by: 20)
            XCTAssertEqual(tiled.liveCells(), sparse.liveCells(), "\(topology) after 20 steps")
        }
    }
}
