import XCTest
@testable import LifeEngine

/// The engines in patches (Generations in bit planes, Larger than Life with running sums) step as
/// the dense grid does: across patch edges, with decaying states, after edits, and in copies.
final class PatchEnginesTests: XCTestCase {
    func testLargerThanLifeInPatchesStepsAsTheGridDoes() throws {
        var random = SeededRandom(seed: 41)
        for text in ["R5,C0,M1,S34..58,B34..45,NM", "R3,C0,M0,S9..16,B8..12,NN", "R3,C4,M1,S9..16,B8..12,NC", "R2,C0,M1,S3..5,B3..4,NM",
                     "R7,C0,M1,S60..120,B60..90,NM", "R4,C0,M0,S20..40,B18..30,NM"] {
            let rule = try Rule(parsing: text)
            XCTAssertTrue(RangePatchLife.runs(rule, on: .plane), text)
            let cells = seededSoup(&random, side: 90, at: -40)
            let grid = GridLife(rule: rule), patches = RangePatchLife(rule: rule)
            grid.load(cells)
            patches.load(cells)
            for generation in 1...12 {
                grid.step(by: 1)
                patches.step(by: 1)
                XCTAssertEqual(patches.population, grid.population, "\(text) at \(generation)")
                let (born, died) = try XCTUnwrap(patches.lastStepBirthsAndDeaths)
                XCTAssertEqual(born, try XCTUnwrap(grid.lastStepBirthsAndDeaths).births, "\(text) at \(generation)")
                XCTAssertEqual(died, try XCTUnwrap(grid.lastStepBirthsAndDeaths).deaths, "\(text) at \(generation)")
            }
            assertSameUniverse(patches, grid, text)
            // An edit far away and one in the middle, then a copy steps on alone.
            for engine in [patches as any LifeAlgorithm, grid] {
                engine.setState(1, at: Cell(300, -200))
                engine.setState(0, at: Cell(5, 5))
            }
            let copy = patches.duplicate()
            grid.step(by: 60)
            copy.step(by: 60)
            assertSameUniverse(copy, grid, "\(text) after edits, in a copy")
        }
        XCTAssertFalse(RangePatchLife.runs(try Rule(parsing: "R65,C0,M1,S34..58,B34..45,NM"), on: .plane), "beyond the patches around")
    }

    /// A small pattern across patch corners is counted in one pad around all its regions; patterns
    /// far apart each in their own. Both step as the grid does, two states and decaying ones, on
    /// the plane and on a torus.
    func testRegionsShareOnePadWhenTheirBoxIsSmall() throws {
        var random = SeededRandom(seed: 47)
        for text in ["R4,C0,M1,S24..38,B22..31,NM", "R3,C4,M1,S9..16,B8..12,NC", "R2,C3,M0,S3..5,B3..4,NN"] {
            let rule = try Rule(parsing: text)
            for topology in [Topology.plane, try Topology(suffix: "T300,200")] {
                // Around the corner of four patches (128, 128, well inside the board), then also 100 cells off.
                let near = seededSoup(&random, side: 14, at: 121)
                let far = near.map { Cell($0.x - 100, $0.y - 90) }
                for (cells, shared) in [(near, true), (near + far, false)] {
                    let grid = GridLife(rule: rule, topology: topology), patches = RangePatchLife(rule: rule, topology: topology)
                    grid.load(cells)
                    patches.load(cells)
                    let what = "\(text) on \(topology), \(shared ? "near" : "near and far")"
                    // (Just loaded, every patch is new: whole patches are stepped at first.)
                    assertStepsAlike(patches, grid, generations: 4, what)
                    if shared {
                        XCTAssertEqual(patches.countBoxes, 1, "\(what): one pad")
                    } else {
                        XCTAssertGreaterThan(patches.countBoxes, 2, "\(what): a pad a region")
                    }
                    assertStepsAlike(patches, grid, generations: 25, what)
                }
            }
        }
    }

    /// On the boards Golly runs Larger than Life on (a torus, a tube, a bounded plane), sides not a
    /// multiple of a patch, down to the range itself: as the grid engine (which agrees with bgolly).
    func testLargerThanLifeInPatchesStepsAsTheGridDoesOnEveryBoard() throws {
        var random = SeededRandom(seed: 43)
        for text in ["R5,C0,M1,S34..58,B34..45,NM", "R3,C4,M1,S9..16,B8..12,NC", "R2,C0,M0,S3..5,B3..4,NN"] {
            let rule = try Rule(parsing: text)
            for suffix in ["T70,50", "T130,67", "T0,45", "T45,0", "P70,50", "P0,45", "P70,0", "T5,40"] {
                let topology = try Topology(suffix: suffix)
                XCTAssertTrue(RangePatchLife.runs(rule, on: topology), "\(text):\(suffix)")
                XCTAssertTrue(Engines.stepping(rule: rule, topology: topology) is RangePatchLife, "\(text):\(suffix)")
                let cells = soupFilling(topology, band: 60, &random)
                let grid = GridLife(rule: rule, topology: topology), patches = RangePatchLife(rule: rule, topology: topology)
                grid.load(cells)
                patches.load(cells + [Cell(-1, -1), Cell(topology.size!.width ?? 0, topology.size!.height ?? 0)])
                assertSameUniverse(patches, grid, "\(text):\(suffix) loaded (cells off the board left out)")
                assertStepsAlike(patches, grid, generations: 15, "\(text):\(suffix)")
                let copy = patches.duplicate()
                grid.step(by: 30)
                copy.step(by: 30)
                assertSameUniverse(copy, grid, "\(text):\(suffix) later, in a copy")
            }
        }
        let r5 = try Rule(parsing: "R5,C0,M1,S34..58,B34..45,NM")
        XCTAssertFalse(RangePatchLife.runs(r5, on: try Topology(suffix: "T4,40")), "a side shorter than the range goes to the grid")
        XCTAssertFalse(RangePatchLife.runs(r5, on: try Topology(suffix: "T40+2,40")), "Golly runs it on no shifted torus")
    }

    /// The band copied across a board's joins marks as changed only what lies off the board, in the
    /// patches it is written to now and was last step: cells near an edge still see what crosses
    /// it, arrives and leaves, every generation of a long run (Majority keeps its edges moving).
    func testWhatCrossesTheJoinsIsSeenAsItComesAndGoes() throws {
        var random = SeededRandom(seed: 53)
        for text in ["R4,C0,M1,S41..81,B41..81,NM", "R2,C0,M1,S3..5,B3..4,NM", "R2,C0,M0,S1..3,B2..3,NN"] {
            let rule = try Rule(parsing: text)
            for suffix in ["T70,50", "T45,0", "T0,45", "T130,67"] {
                let topology = try Topology(suffix: suffix)
                for percent: UInt64 in [8, 20, 45] {
                    let cells = soupFilling(topology, band: 50, &random).filter { _ in random.next() % 45 < percent }
                    let grid = GridLife(rule: rule, topology: topology), patches = RangePatchLife(rule: rule, topology: topology)
                    grid.load(cells)
                    patches.load(cells)
                    assertStepsAlike(patches, grid, generations: 80, "\(text):\(suffix), \(percent)%")
                }
            }
        }
        // Small boards (one patch and the band's), sparse: cells across a join die out and leave
        // still cells near the other edge, which must see them go.
        let life = try Rule(parsing: "R1,C0,M0,S2..3,B3..3,NM")
        for suffix in ["T20,20", "T24,30", "T30,0"] {
            let topology = try Topology(suffix: suffix)
            for _ in 0..<60 {
                let cells = soupFilling(topology, band: 20, &random).filter { _ in random.next() % 45 < 12 }
                let grid = GridLife(rule: life, topology: topology), patches = RangePatchLife(rule: life, topology: topology)
                grid.load(cells)
                patches.load(cells)
                assertStepsAlike(patches, grid, generations: 30, "Life:\(suffix)")
            }
        }
    }

    /// Only rows and columns within reach of a change are computed: the reach across a patch's sides.
    func testAChangeReachesTheRowsWithinRangeOfIt() {
        typealias Change = RangePatchLife.Change
        func lines(_ mask: UInt64) -> [Int] { (0..<64).filter { mask >> UInt64($0) & 1 != 0 } }
        let row63 = Change(rows: 1 << 63, columns: 1 << 5), row0 = Change(rows: 1, columns: 1 << 5)
        XCTAssertEqual(lines(RangePatchLife.reach(of: row63, from: 0, -1, range: 2).rows), [0, 1], "from the patch above")
        XCTAssertEqual(lines(RangePatchLife.reach(of: row0, from: 0, 1, range: 2).rows), [62, 63], "from the patch below")
        XCTAssertEqual(lines(RangePatchLife.reach(of: row0, from: 0, 0, range: 2).rows), [0, 1, 2], "in the patch itself")
        XCTAssertEqual(lines(RangePatchLife.reach(of: row0, from: 0, 0, range: 2).columns), Array(3...7))
        XCTAssertTrue(RangePatchLife.reach(of: row0, from: 0, -1, range: 2).isEmpty, "row 0 of the patch above is out of reach")
        XCTAssertEqual(lines(RangePatchLife.reach(of: row0, from: 0, -1, range: 64).rows), [0], "a range of a whole side")
        XCTAssertTrue(RangePatchLife.reach(of: row63, from: 1, 0, range: 5).isEmpty, "column 5 of the patch to the east is 6 away")
        XCTAssertEqual(lines(RangePatchLife.reach(of: row63, from: 1, 0, range: 10).columns), Array(59...63))
    }

    func testGenerationsInBitPlanesStepsAsTheGridDoes() throws {
        var random = SeededRandom(seed: 42)
        // States up to 2, 3, 4, 5, 9 and 256: one to eight bit planes of the decay counter.
        for text in ["B3/S23", "/2/3", "345/2/4", "23/3/5V", "2/13/9H", "B2n3/S23-q/256", "12/34/3"] {
            let rule = try Rule(parsing: text)
            let cells = seededSoup(&random, side: 100, at: -50)
            let grid = GridLife(rule: rule), patches = PatchLife(rule: rule)
            grid.load(cells)
            patches.load(cells)
            for generation in 1...30 {
                grid.step(by: 1)
                patches.step(by: 1)
                XCTAssertEqual(patches.population, grid.population, "\(text) at \(generation)")
                XCTAssertEqual(patches.lastStepBirthsAndDeaths?.births, grid.lastStepBirthsAndDeaths?.births, "\(text) at \(generation)")
                XCTAssertEqual(patches.lastStepBirthsAndDeaths?.deaths, grid.lastStepBirthsAndDeaths?.deaths, "\(text) at \(generation)")
            }
            assertSameUniverse(patches, grid, text)
            // Pictures, patch by patch: one cell a unit with its state, and zoomed out as counts
            // (scales under and over a row's span, windows not on a patch's corner).
            let bounds = try XCTUnwrap(grid.bounds)
            for (scale, dx, dy) in [(Int64(1), -3, -5), (2, 1, 0), (5, -7, 3), (16, -9, -11), (100, 0, 0)] {
                var a = CellRaster(origin: Cell(bounds.x + Int64(dx), bounds.y + Int64(dy)), width: 64, height: 48, scale: scale)
                var b = a
                patches.rasterize(into: &a)
                grid.rasterize(into: &b)
                XCTAssertEqual(a, b, "\(text), scale \(scale)")
            }
            // A decaying cell set by hand, a live one far away, a cell cleared; then a copy.
            for engine in [patches as any LifeAlgorithm, grid] {
                engine.setState(UInt8(min(2, rule.states - 1)), at: Cell(63, 63))
                engine.setState(1, at: Cell(-400, 250))
                engine.setState(0, at: Cell(0, 0))
            }
            XCTAssertEqual(patches.state(at: Cell(63, 63)), grid.state(at: Cell(63, 63)), text)
            let copy = patches.duplicate()
            grid.step(by: 25)
            copy.step(by: 25)
            assertSameUniverse(copy, grid, "\(text) after edits, in a copy")
        }
    }

    /// Generations on every bounded grid (sides not a multiple of a patch, twisted, shifted,
    /// infinite): as the grid engine, which agrees with bgolly.
    func testGenerationsInBitPlanesStepsAsTheGridDoesOnEveryBoard() throws {
        var random = SeededRandom(seed: 44)
        for text in ["345/2/4", "/2/3", "2/13/9H", "23/3/5V", "B2n3/S23-q/4"] {
            let rule = try Rule(parsing: text)
            for suffix in BoundedGridTilesTests.grids {
                let topology = try Topology(suffix: suffix)
                XCTAssertTrue(Engines.stepping(rule: rule, topology: topology) is PatchLife, "\(text):\(suffix)")
                let cells = soupFilling(topology, &random)
                let grid = GridLife(rule: rule, topology: topology), patches = PatchLife(rule: rule, topology: topology)
                grid.load(cells)
                patches.load(cells + [Cell(-1, -1), Cell((topology.size!.width ?? 0) + 1, topology.size!.height ?? 0)])
                assertSameUniverse(patches, grid, "\(text):\(suffix) loaded (cells off the board left out)")
                assertStepsAlike(patches, grid, generations: 15, "\(text):\(suffix)")
            }
        }
        XCTAssertFalse(PatchLife.runs(try Rule(parsing: "LifeHistory"), on: .torus(width: 30, height: 30)), "History's boundaries stay on the grid")
        XCTAssertFalse(PatchLife.runs(try Rule(parsing: "345/2/4"), on: try Topology(suffix: "T2,30")))
    }
}

/// Larger than Life's counts against counting every cell of the neighbourhood one by one.
/// Larger than Life of range 1 is a B/S rule, and the tiles run it as one.
final class RangeOneLargerThanLifeTests: XCTestCase {
    func testRangeOneIsTheBSRuleOfItsNeighbourhood() throws {
        // Worked out by hand: M1 counts the cell itself, so survival shifts down by one.
        let cases: [(String, String)] = [
            ("R1,C0,M1,S1..1,B1..1,NN", "B1/S0V"),   // Golly's Gnarl
            ("R1,C0,M0,S2..3,B3..3,NM", "B3/S23"),   // Conway's Life
            ("R1,C0,M1,S3..4,B3..3,NM", "B3/S23"),
            ("R1,C2,M1,S3..4,B3..3,NC", "B3/S23"),   // the circle of range 1 is the square
            ("R1,C0,M0,S0..8,B2..2,NM", "B2/S012345678"),
            ("R1,C0,M1,S0..2,B2..4,NN", "B234/S01V"),
        ]
        for (text, bs) in cases {
            let equivalent = try XCTUnwrap(try Rule(parsing: text).rangeOneEquivalent, text)
            let expected = try Rule(parsing: bs)
            XCTAssertEqual(equivalent.birthMask, expected.birthMask, text)
            XCTAssertEqual(equivalent.survivalMask, expected.survivalMask, text)
            XCTAssertEqual(equivalent.neighbourhood, expected.neighbourhood, text)
        }
        for text in ["R2,C0,M1,S3..5,B3..4,NM", "R1,C3,M1,S1..1,B1..1,NN", "R1,C0,M1,S1..1,B0..1,NN"] {
            XCTAssertNil(try Rule(parsing: text).rangeOneEquivalent, "\(text): range 2, three states or B0 stay Larger than Life")
        }
        XCTAssertNil(Rule.conway.rangeOneEquivalent)
    }

    func testTheTilesRunItAsThePatchesDoOnThePlaneAndTheBoardsGollyAllows() throws {
        var random = SeededRandom(seed: 47)
        for text in ["R1,C0,M1,S1..1,B1..1,NN", "R1,C0,M0,S2..5,B3..4,NM", "R1,C0,M1,S2..3,B2..2,NC"] {
            let rule = try Rule(parsing: text)
            for suffix in ["", "T70,50", "P70,50"] {
                let topology = suffix.isEmpty ? Topology.plane : try Topology(suffix: suffix)
                let tiles = Engines.stepping(rule: rule, topology: topology)
                XCTAssertTrue(tiles is TiledLife, "\(text):\(suffix)")
                XCTAssertEqual(tiles.rule, rule, "the universe keeps the rule it was given")
                let cells = suffix.isEmpty ? seededSoup(&random, side: 60, at: -30) : soupFilling(topology, band: 60, &random)
                let patches = RangePatchLife(rule: rule, topology: topology)
                tiles.load(cells)
                patches.load(cells)
                for generation in 1...40 {
                    tiles.step(by: 1)
                    patches.step(by: 1)
                    XCTAssertEqual(tiles.population, patches.population, "\(text):\(suffix) at \(generation)")
                }
                assertSameUniverse(tiles, patches, "\(text):\(suffix)")
            }
        }
        // A sheared torus is no board of Golly's Larger than Life: not the tiles there either.
        let gnarl = try Rule(parsing: "R1,C0,M1,S1..1,B1..1,NN")
        XCTAssertFalse(Engines.tilesRun(gnarl, on: try Topology(suffix: "T40+3,40")))
        XCTAssertTrue(Engines.tilesRun(try Rule(parsing: "B1/S0V"), on: try Topology(suffix: "T40+3,40")))
    }
}

final class LargerThanLifeCountsTests: XCTestCase {
    func testEveryShapeAndRangeCountsWhatLiesInItsNeighbourhood() throws {
        var random = SeededRandom(seed: 45)
        // Room handed back call after call, as the patches do, through boxes of every size.
        var shared: [Int32] = [], prefix: [Int32] = []
        for shape in ["NM", "NN", "NC"] {
            for range in [1, 2, 3, 7, 8, 9, 12] {
                let ltl = try XCTUnwrap(Rule(parsing: "R\(range),C0,M1,S1..2,B1..2,\(shape)").largerThanLife)
                for (width, height) in [(30, 23), (9, 5), (17, 31)] {
                    let padWidth = width + 2 * range, padHeight = height + 2 * range
                    let live = (0..<padWidth * padHeight).map { _ in UInt8(random.next() % 100 < 40 ? 1 : 0) }
                    let counts = LargerThanLifeCounts.counts(live, padWidth: padWidth, padHeight: padHeight, rule: ltl)
                    LargerThanLifeCounts.counts(live, padWidth: padWidth, padHeight: padHeight, rule: ltl, into: &shared, scratch: &prefix)
                    XCTAssertEqual(Array(shared.prefix(width * height)), counts, "\(shape) range \(range), \(width)x\(height) in room handed back")
                    for y in 0..<height {
                        for x in 0..<width {
                            var expected: Int32 = 0
                            for dy in -range...range {
                                for dx in -range...range {
                                    let inside: Bool
                                    switch shape {
                                    case "NN": inside = abs(dx) + abs(dy) <= range
                                    case "NC": inside = dx * dx + dy * dy <= range * range + range
                                    default: inside = true
                                    }
                                    if inside { expected += Int32(live[(y + range + dy) * padWidth + x + range + dx]) }
                                }
                            }
                            XCTAssertEqual(counts[y * width + x], expected, "\(shape) range \(range) at \(x), \(y)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(12, LargerThanLifeCounts.diamondsFrom, "both ways of counting a diamond are checked")
    }

    /// The square counts and the two-state step agree in every instruction set this processor runs
    /// (the counts against counting cell by cell, the steps against the rule read cell by cell).
    func testTheLoopsAgreeAtEveryVectorWidth() {
        var random = SeededRandom(seed: 46)
        let range = 3, (width, height) = (64, 40)
        let padWidth = width + 2 * range, padHeight = height + 2 * range
        let live = (0..<padWidth * padHeight).map { _ in UInt8(random.next() % 100 < 40 ? 1 : 0) }
        let cells = (0..<64 * 64).map { _ in UInt8(random.next() % 2) }
        for vector in TileVectorWidth.allCases where vector.isAvailable {
            var counts = [Int32](repeating: 0, count: width * height), sums = [Int32](repeating: 0, count: padHeight * width)
            live.withUnsafeBufferPointer { live in
                RangeKernels.squares(live.baseAddress!, padWidth: padWidth, padHeight: padHeight, range: range,
                                     rowSums: &sums, into: &counts, width: vector)
            }
            for y in [0, 17, height - 1] {
                for x in [0, 31, width - 1] {
                    var expected: Int32 = 0
                    for dy in -range...range { for dx in -range...range { expected += Int32(live[(y + range + dy) * padWidth + x + range + dx]) } }
                    XCTAssertEqual(counts[y * width + x], expected, "\(vector) at \(x), \(y)")
                }
            }
            var out = cells, differs = [UInt8](repeating: 0, count: 64)
            let stepped = RangeKernels.twoStates(&out, counts: counts, columns: 0..<64, rows: 10..<50, columnDiffers: &differs,
                                                 born: 20...24, survives: 18...30, width: vector)
            var births = 0, deaths = 0
            for y in 10..<50 {
                for x in 0..<64 {
                    let was = cells[y * 64 + x], n = counts[(y - 10) * 64 + x]
                    let next: UInt8 = (was == 0 ? (20...24).contains(n) : (18...30).contains(n)) ? 1 : 0
                    XCTAssertEqual(out[y * 64 + x], next, "\(vector) at \(x), \(y)")
                    births += Int(next & ~was & 1)
                    deaths += Int(was & ~next & 1)
                }
            }
            XCTAssertEqual(stepped.born, births, "\(vector)")
            XCTAssertEqual(stepped.died, deaths, "\(vector)")
            XCTAssertEqual(out[5 * 64 + 7], cells[5 * 64 + 7], "rows outside are left alone")
        }
    }
}
