import XCTest
@testable import LifeEngine
import LifeTestSupport

/// Apgcodes and censuses against LifeWiki's codes and figures, and against a plain classifier
/// kept apart from the engine's.
final class CensusTests: XCTestCase {
    /// Objects with the apgcodes LifeWiki and Catagolue give them.
    static let known: [(code: String, rows: [String])] = [
        ("xs4_33", ["OO", "OO"]),
        ("xs6_696", [".OO.", "O..O", ".OO."]),
        ("xs7_2596", [".OO.", "O..O", ".O.O", "..O."]),
        ("xs5_253", ["OO.", "O.O", ".O."]),
        ("xs6_356", ["OO.", "O.O", ".OO"]),
        ("xs4_252", [".O.", "O.O", ".O."]),
        ("xs8_6996", [".OO.", "O..O", "O..O", ".OO."]),
        ("xs6_25a4", [".O..", "O.O.", ".O.O", "..O."]),
        ("xs7_25ac", [".O..", "O.O.", ".O.O", "..OO"]),
        ("xs8_69ic", [".OO.", "O..O", ".O..O", "..OO."]),
        ("xp2_7", ["OOO"]),
        ("xp2_7e", [".OOO", "OOO."]),
        ("xp2_318c", ["OO..", "OO..", "..OO", "..OO"]),
        ("xp15_4r4z4r4", ["..O....O..", "OO.OOOO.OO", "..O....O.."]),
        ("xp3_co9nas0san9oczgoldlo0oldlogz1047210127401",
         ["..OOO...OOO..", ".............", "O....O.O....O", "O....O.O....O", "O....O.O....O", "..OOO...OOO..", ".............",
          "..OOO...OOO..", "O....O.O....O", "O....O.O....O", "O....O.O....O", ".............", "..OOO...OOO.."]),
        ("xq4_153", [".O.", "..O", "OOO"]),
        ("xq4_6frc", [".O..O", "O....", "O...O", "OOOO."]),
        ("xq4_27dee6", ["...O..", ".O...O", "O.....", "O....O", "OOOOO."]),
        ("xq4_27deee6", ["...OO..", ".O....O", "O......", "O.....O", "OOOOOO."]),
    ]

    static func cells(_ rows: [String]) -> [Cell] {
        rows.enumerated().flatMap { y, row in row.enumerated().compactMap { x, c in c == "O" ? Cell(Int64(x), Int64(y)) : nil } }
    }

    /// The eight symmetries of the square, written out here rather than borrowed from the encoder.
    static func orientations(_ cells: [Cell]) -> [[Cell]] {
        let maps: [(Cell) -> Cell] = [
            { $0 }, { Cell(-$0.x, $0.y) }, { Cell($0.x, -$0.y) }, { Cell(-$0.x, -$0.y) },
            { Cell($0.y, $0.x) }, { Cell(-$0.y, $0.x) }, { Cell($0.y, -$0.x) }, { Cell(-$0.y, -$0.x) },
        ]
        return maps.map { map in cells.map(map) }
    }

    func testWellKnownObjectsGetTheirApgcodeInEveryPhaseOrientationAndPlace() throws {
        for (code, rows) in Self.known {
            for (i, oriented) in Self.orientations(Self.cells(rows)).enumerated() {
                let life = SparseLife(rule: .conway)
                life.load(oriented.map { $0.offset(by: 1000, -77) })
                for phase in 0..<4 {
                    let object = try XCTUnwrap(LifeObject.classify(life.liveCells(), rule: .conway, maxPeriod: 30), "\(code)")
                    XCTAssertEqual(object.code, code, "orientation \(i), phase \(phase)")
                    life.step()
                }
            }
        }
    }

    func testKindsPeriodsHeadingsAndNames() throws {
        let glider = try XCTUnwrap(LifeObject.classify(Self.cells([".O.", "..O", "OOO"]), rule: .conway, maxPeriod: 10))
        XCTAssertEqual(glider.kind, .spaceship)
        XCTAssertEqual(glider.period, 4)
        XCTAssertEqual(glider.heading, "SE", "y grows downwards: this glider flies down and right")
        let lwss = try XCTUnwrap(LifeObject.classify(Self.cells([".O..O", "O....", "O...O", "OOOO."]), rule: .conway, maxPeriod: 10))
        XCTAssertEqual(lwss.heading, "W")
        let penta = try XCTUnwrap(LifeObject.classify(Self.cells(Self.known[13].rows), rule: .conway, maxPeriod: 30))
        XCTAssertEqual(penta.kind, .oscillator)
        XCTAssertEqual(penta.period, 15)
        XCTAssertEqual(penta.heading, "")
        XCTAssertNil(LifeObject.classify([Cell(0, 0), Cell(1, 0)], rule: .conway, maxPeriod: 10), "a dying pair is no object")
        XCTAssertNil(LifeObject.classify(Fixtures.pattern(Fixtures.rPentomino).cells, rule: .conway, maxPeriod: 10))
        let census = Census.take(Self.cells(["OO", "OO"]) + Self.cells(["OOO"]).map { $0.offset(by: 10, 0) }, rule: .conway, period: 2)
        XCTAssertEqual(census.name(of: "xs4_33"), "block")
        // Ships counted by heading, in the headings' order (as text, "10 SE" came before "2 NW").
        let southEast = Self.cells([".O.", "..O", "OOO"]), northWest = southEast.map { Cell(-$0.x, -$0.y) }
        let ships = (0..<10).map { i in southEast.map { $0.offset(by: Int64(i) * 100, 0) } }
            + (0..<2).map { i in northWest.map { $0.offset(by: Int64(i) * 100, 500) } }
        let fleet = Census.take([], ships: ships, rule: .conway, period: 1)
        XCTAssertEqual(fleet.headings(of: "xq4_153"), "2 NW, 10 SE")
        XCTAssertNil(fleet.headings(of: "xs4_33"))
        XCTAssertEqual(census.name(of: "xp2_7"), "blinker")
        XCTAssertNil(census.name(of: "xs12_g8o653z11"), "no name for an uncommon object")
        let highLife = Census.take(Self.cells(["OO", "OO"]), rule: try Rule(parsing: "B36/S23"), period: 1)
        XCTAssertEqual(highLife.counts, ["xs4_33": 1])
        XCTAssertEqual(highLife.name(of: "xs4_33"), "block", "a block is a block in HighLife too")
    }

    func testAnotherRuleSharesLifesNamesForTheObjectsThatAreTheSameThere() throws {
        let highLife = try Rule(parsing: "B36/S23")
        XCTAssertEqual(Census.name(of: "xq4_153", rule: highLife), "glider")
        XCTAssertEqual(Census.name(of: "xp2_7", rule: highLife), "blinker")
        XCTAssertEqual(Census.name(of: "xs4_33", rule: try Rule(parsing: "B3678/S34678")), "block", "Day & Night keeps a block")
        // The same picture is another object, or none, elsewhere: no name.
        XCTAssertNil(Census.name(of: "xs4_33", rule: try Rule(parsing: "B2/S")), "Seeds has no still lifes")
        XCTAssertNil(Census.name(of: "xs4_33", rule: try Rule(parsing: "B3/S2")), "a block's cells have three neighbours")
        XCTAssertNil(Census.name(of: "xq4_153", rule: try Rule(parsing: "B3/S2")))
        XCTAssertNil(Census.name(of: "xs4_33", rule: try Rule(parsing: "B2/S34H")), "another grid")
        XCTAssertNil(Census.name(of: "xs4_33", rule: try Rule(parsing: "/2/3")), "another kind of rule")
        XCTAssertNil(Census.name(of: "xs12_g8o653z11", rule: highLife), "no name for an uncommon object")
        XCTAssertEqual(Census.name(of: "xq4_153", rule: try Rule(parsing: "R1,C0,M0,S2..3,B3..3,NM")), "glider", "Life as Larger than Life")
        XCTAssertNil(Census.name(of: "xs4_33", rule: try Rule(parsing: "R2,C0,M1,S3..5,B3..4,NM")), "range 2 is another grid of rules")
        // A census of a HighLife ending names what it can.
        let board = Self.cells(["OO", "OO"]) + Self.cells(["OOO"]).map { $0.offset(by: 10, 0) }
        let census = Census.take(board, rule: highLife, period: 2)
        XCTAssertEqual(census.ranked.map { census.name(of: $0.code) }, ["blinker", "block"])
    }

    func testWechslerRunsOfEmptyColumnsAndBlankStrips() throws {
        // Two cells in the top row with n empty columns between them: "1", the run, "1".
        for (gap, run) in [(1, "0"), (2, "w"), (3, "x"), (4, "y0"), (13, "y9"), (14, "ya"), (39, "yz"), (40, "yz0"), (80, "yzyzw")] {
            XCTAssertEqual(Wechsler.encode([Cell(0, 0), Cell(Int64(gap) + 1, 0)]), "1" + run + "1", "gap \(gap)")
        }
        // A run of a hundred thousand empty columns is written without recursion.
        XCTAssertEqual(Wechsler.encode([Cell(0, 0), Cell(100_001, 0)]), "1" + String(repeating: "yz", count: 2564) + "y01")
        // Rows 0 and 10: a blank five-row strip between two strips; trailing blank strips are left out.
        XCTAssertEqual(Wechsler.encode([Cell(0, 0), Cell(0, 10)]), "1zz1")
        XCTAssertEqual(Wechsler.encode([Cell(1, 4), Cell(0, 5)]), "0gz1", "the bottom row of a strip is its top bit; empty columns at a strip's end go")
        // The canonical code takes the shorter orientation, then the ASCII-first: "1y51" beats "1zz1".
        let rule = try Rule(parsing: "B/S012345678")
        XCTAssertEqual(try XCTUnwrap(LifeObject.classify([Cell(0, 0), Cell(0, 10)], rule: rule, maxPeriod: 1)).code, "xs2_1y51")
        XCTAssertEqual(Census.take([Cell(0, 0), Cell(9, 0)], rule: rule, period: 1).counts, ["xs1_1": 2], "cells far apart are two objects")
    }

    func testIslandsTwoCellsApartAreSeparateObjectsUnlessTheyInteract() {
        // A bi-block is two blocks.
        let biBlock = Self.cells(["OO.OO", "OO.OO"])
        XCTAssertEqual(Census.take(biBlock, rule: .conway, period: 1).counts, ["xs4_33": 2])
        // A domino and a cell two apart die alone but breed together: not separate objects.
        let pair = [Cell(0, 0), Cell(0, 1), Cell(2, 0)]
        let census = Census.take(pair, rule: .conway, period: 1)
        XCTAssertTrue(census.objects.isEmpty)
        XCTAssertEqual(census.unclassified.count, 3, "kept together, and reported as not an object")
        // A blinker beside a block (a period-2 board): two objects.
        let board = Self.cells(["OO.....", "OO...O.", ".....O.", ".....O."])
        XCTAssertEqual(Census.take(board, rule: .conway, period: 2).counts, ["xs4_33": 1, "xp2_7": 1])
        // Past 64 phases the groups are run rather than read from the board's phases: the same answers.
        XCTAssertEqual(Census.take(biBlock, rule: .conway, period: 66).counts, ["xs4_33": 2])
        XCTAssertEqual(Census.take(board, rule: .conway, period: 66).counts, ["xs4_33": 1, "xp2_7": 1])
        XCTAssertEqual(Census.take(pair, rule: .conway, period: 66).unclassified.count, 3)
    }

    func follow(_ rle: String) -> (FinalState, any LifeAlgorithm) {
        let pattern = Fixtures.pattern(rle)
        let universe = TiledLife(rule: pattern.rule)
        universe.load(pattern.cells)
        var t = 0.0
        return FinalStateDetector(maxGenerations: 20_000, clock: { t += 0.0; return t }).follow(universe)
    }

    func testTheRPentominoLeavesWhatLifeWikiCounts() throws {
        let (ending, board) = follow(Fixtures.rPentomino)
        let census = try XCTUnwrap(Census.of(ending, board: board))
        XCTAssertEqual(census.counts, ["xs4_33": 8, "xq4_153": 6, "xp2_7": 4, "xs6_696": 4, "xs5_253": 1, "xs6_356": 1, "xs7_2596": 1])
        XCTAssertTrue(census.unclassified.isEmpty)
        XCTAssertEqual(census.objects.filter { $0.kind == .spaceship }.count, ending.gliders)
    }

    func testTheConfirmationsSplitGivesTheSameCensusAsOneFromScratch() throws {
        for rle in [Fixtures.rPentomino, Fixtures.acorn] {
            let (ending, board) = follow(rle)
            let found = try XCTUnwrap(ending.settledDebris, "a settled ending carries what its confirmation found")
            XCTAssertTrue(found.describes(board))
            XCTAssertEqual(found.phases.count, Int(ending.period))
            var plain = ending
            plain.settledDebris = nil
            XCTAssertEqual(plain, ending, "not part of the result")
            let reused = try XCTUnwrap(Census.of(ending, board: board)), scratch = try XCTUnwrap(Census.of(plain, board: board))
            XCTAssertEqual(reused.counts, scratch.counts)
            XCTAssertEqual(Set(reused.objects.map { $0.cells.sorted() }), Set(scratch.objects.map { $0.cells.sorted() }))
            XCTAssertEqual(reused.unclassified, scratch.unclassified)
            XCTAssertEqual(ending.debrisBounds(on: board), plain.debrisBounds(on: board))
            XCTAssertNotNil(ending.debrisBounds(on: board))
            // A board a generation on, or with a cell added, is not the board the confirmation saw.
            let later = board.duplicate()
            later.step(by: 1)
            XCTAssertFalse(found.describes(later))
            XCTAssertEqual(try XCTUnwrap(Census.of(ending, board: later)).counts, scratch.counts)
            let edited = board.duplicate()
            edited.setAlive(true, at: Cell(-10_000, -10_000))
            XCTAssertFalse(found.describes(edited))
        }
    }

    func testTheEnvelopeOfPhasesIsEveryCellAliveInOneOfThemWithThePhasesItIsAliveIn() {
        var generator = SplitMix64(seed: 41)
        for _ in 0..<20 {
            let phases = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                Array(Set((0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    Cell(Int64.random(in: -5...5, using: &generator), Int64.random(in: -5...5, using: &generator))
                })).sorted()
            }
            let (cells, alive) = Islands.envelope(phases)
            XCTAssertEqual(cells, Array(Set(phases.flatMap { $0 })).sorted())
            XCTAssertEqual(alive, cells.map { cell in
                phases.indices.reduce(UInt64(0)) { $0 | (phases[$1].contains(cell) ? 1 << UInt64($1) : 0) }
            })
        }
        XCTAssertEqual(Islands.phases(of: [Cell(1, 0), Cell(0, 0), Cell(1, 0)], states: [:], rule: .conway, period: 1), [[Cell(0, 0), Cell(1, 0)]],
                       "repeats in the cells given are dropped")
    }

    func testAcornAndPiHeptominoMatchAPlainClassifier() throws {
        let piHeptomino = "x = 3, y = 3\n3o$obo$obo!"
        for rle in [Fixtures.acorn, piHeptomino] {
            let (ending, board) = follow(rle)
            let census = try XCTUnwrap(Census.of(ending, board: board))
            XCTAssertEqual(census.counts, try Self.plainCensus(board.liveCells()))
            XCTAssertEqual(census.objects.reduce(0) { $0 + $1.cells.count }, board.population, "every cell in one object")
        }
    }

    func testShipsTravellingTogetherAndEmptyEndings() throws {
        let twoGliders = Fixtures.pattern(Fixtures.glider).cells + Fixtures.pattern(Fixtures.glider).cells.map { $0.offset(by: 20, 0) }
        let universe = TiledLife(rule: .conway)
        universe.load(twoGliders)
        var t = 0.0
        let (ending, board) = FinalStateDetector(clock: { t += 0.0; return t }).follow(universe)
        XCTAssertEqual(ending.outcome, .spaceship)
        XCTAssertEqual(try XCTUnwrap(Census.of(ending, board: board)).counts, ["xq4_153": 2])
        let (died, empty) = follow(Fixtures.diehard)
        XCTAssertNil(Census.of(died, board: empty), "nothing left to count")
    }

    /// The ending of a run on a plain torus: its census as on the plane, the torus cut open where
    /// the pattern leaves room, so an object across the torus's edge counts whole; none where what
    /// is left crosses the edges (a ship going round); on another bounded grid while it keeps clear of them.
    func testTheCensusOfATorusCountsObjectsAcrossItsEdges() throws {
        func ending(_ cells: [Cell], on topology: Topology) -> (FinalState, any LifeAlgorithm) {
            let universe = Engines.stepping(rule: .conway, topology: topology)
            universe.load(Pattern(cells: cells, rule: .conway, topology: topology))
            var t = 0.0
            return FinalStateDetector(clock: { t += 0.0; return t }).follow(universe)
        }
        let torus = Topology.torus(width: 16, height: 16)
        // A block in the middle, a block across the corner (its four cells in the four corners),
        // and a blinker across the left and right edges.
        let block = Self.cells(["OO", "OO"]).map { $0.offset(by: 6, 6) }
        let corner = [Cell(15, 15), Cell(0, 15), Cell(15, 0), Cell(0, 0)]
        let blinker = [Cell(15, 8), Cell(0, 8), Cell(1, 8)]
        let (still, board) = ending(block + corner, on: torus)
        XCTAssertEqual(still.outcome, .stillLife)
        let census = try XCTUnwrap(Census.of(still, board: board))
        XCTAssertEqual(census.counts, ["xs4_33": 2])
        XCTAssertEqual(Set(census.objects.map { Set($0.cells) }), [Set(block), [Cell(15, 15), Cell(16, 15), Cell(15, 16), Cell(16, 16)]],
                       "the block in the middle where it is, the one across the corner whole, reaching past the board's far edges")
        let (oscillating, both) = ending(block + blinker, on: torus)
        XCTAssertEqual(oscillating.outcome, .oscillator)
        XCTAssertEqual(try XCTUnwrap(Census.of(oscillating, board: both)).counts, ["xs4_33": 1, "xp2_7": 1])
        // Objects wholly past the cut are put back on the board: a blinker at the left edge only.
        let (left, leftBoard) = ending(block.map { $0.offset(by: 6, 0) } + [Cell(1, 2), Cell(1, 3), Cell(1, 4)], on: torus)
        XCTAssertTrue(try XCTUnwrap(Census.of(left, board: leftBoard)).objects.allSatisfy { object in object.cells.allSatisfy { $0.x < 16 && $0.y < 16 } })
        // A glider going round: no gap stays clear for its period.
        let (round, glider) = ending(Fixtures.pattern(Fixtures.glider).cells, on: torus)
        XCTAssertEqual(round.outcome, .oscillator)
        XCTAssertNil(Census.of(round, board: glider))
        // Blinkers in every column leave no room to cut.
        // Vertical blinkers in columns 0, 4, 8, 12 (rows 1 to 3) and 2, 6, 10, 14 (rows 9 to 11).
        var blinkers: [Cell] = []
        for column in stride(from: Int64(0), to: 16, by: 2) {
            let top: Int64 = column % 4 == 0 ? 1 : 9
            blinkers += [Cell(column, top), Cell(column, top + 1), Cell(column, top + 2)]
        }
        let (agar, full) = ending(blinkers, on: torus)
        XCTAssertEqual(agar.outcome, .oscillator)
        XCTAssertNil(Census.of(agar, board: full))
        // Another bounded grid: as on the plane while what is left keeps clear of the edges.
        let klein = try Topology(suffix: "K16*,16")
        let (middle, kleinBoard) = ending(block + [Cell(10, 12), Cell(11, 12), Cell(12, 12)], on: klein)
        XCTAssertEqual(middle.outcome, .oscillator)
        XCTAssertEqual(try XCTUnwrap(Census.of(middle, board: kleinBoard)).counts, ["xs4_33": 1, "xp2_7": 1])
        let (edge, edgeBoard) = ending(block + blinker, on: klein)
        XCTAssertEqual(edge.outcome, .oscillator)
        XCTAssertNil(Census.of(edge, board: edgeBoard), "a blinker across a Klein bottle's edge: no census")
    }

    /// Debris whose bands left empty are two cells wide, beside blinkers that reach into them in
    /// their other phase: the census and Identify are the same wherever it lies on the torus (a
    /// cut through one phase's widest band failed for 23 of 48 shifts).
    func testATorusIsCutThroughBandsEveryPhaseLeavesEmpty() throws {
        let debris = try PatternFormat.rle.read("""
            x = 48, y = 48, rule = B3/S23:T48,48
            bbbbbbbbbobbo$bbbbbbbbbboobbbbbbbbbbbbbbbbbbbbbbbbbbbbboo$bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbboo$$$$$$$$$bbboo$bbboo$$bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbboo$bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbobbo$bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbboo$$bbbbbbbbbbbbbbooo$bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbo$bbbbbbbbbbbbobbbbbobbbbbbbbbbobo$bbbbbbbbbbbbobbbbbobbbbbbbbbbobo$bbbbbbbbbbbbobbbbbobbbbbbbbbbbo$$bbbbbbbbbbbbbbooo$bbbbbbbbbbbbbbbbbbbbbooo$$bbbbbbbbbbbbbbbbbbbobbbbbo$bbbbbbbbbbbbbbbbbbbobbbbbobbbbbbbbbbbbbbbbbbbo$bbbbbbbbbbbbbbbbbbbobbbbbobbbbbbbbbbbbbbbbbbbo$bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbo$bbbbbooobbbbbbbbbbbbbooo$oobbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbo$$$$$$$bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbo$bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbo$bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbo$$$$$$bbbbbbbbbboo!
            """)
        XCTAssertEqual(debris.cells.count, 62)
        for shift in [0, 10, 18, 30, 41] {
            let cells = debris.cells.map { Cell(($0.x + Int64(shift)) % 48, $0.y) }
            let universe = Engines.stepping(rule: .conway, topology: debris.topology)
            universe.load(Pattern(cells: cells, rule: .conway, topology: debris.topology))
            var t = 0.0
            let (ending, board) = FinalStateDetector(clock: { t += 0.0; return t }).follow(universe)
            XCTAssertEqual(ending.outcome, .oscillator)
            XCTAssertEqual(Census.of(ending, board: board)?.counts, ["xp2_7": 12, "xs6_696": 3, "xs4_33": 2], "shifted \(shift)")
            let (search, reachesEdges) = Identification.find(cells, rule: .conway, on: debris.topology, maxPeriod: 8)
            XCTAssertFalse(reachesEdges, "shifted \(shift)")
            XCTAssertEqual(search.identified?.identification.period, 2, "shifted \(shift)")
        }
    }

    /// A torus wider than `.torus` holds (a side over 2^26, one of Golly's grids) is cut as one;
    /// other grids' seams are not cut: a block across one reaches their edges.
    func testGridsAndTheirSeams() throws {
        let huge = try Topology(suffix: "T100000000,100000000")
        XCTAssertNotNil(TorusCut.sides(of: huge))
        let corner = [Cell(0, 0), Cell(99_999_999, 0), Cell(0, 99_999_999), Cell(99_999_999, 99_999_999)]
        let (found, reaches) = Identification.find(corner, rule: .conway, on: huge, maxPeriod: 8)
        XCTAssertFalse(reaches)
        XCTAssertEqual(found.identified?.identification.code, "xs4_33")
        for suffix in ["K16*,16", "T16+2,16", "T16,0"] {
            let topology = try Topology(suffix: suffix)
            XCTAssertNil(TorusCut.sides(of: topology), suffix)
            let seam = [Cell(0, 5), Cell(15, 5), Cell(0, 6), Cell(15, 6)]
            XCTAssertTrue(Identification.find(seam, rule: .conway, on: topology, maxPeriod: 8).reachesEdges, suffix)
            let middle = [Cell(7, 5), Cell(8, 5), Cell(7, 6), Cell(8, 6)]
            XCTAssertEqual(Identification.find(middle, rule: .conway, on: topology, maxPeriod: 8).search.identified?.identification.code, "xs4_33", suffix)
        }
    }

    /// Where a torus is cut: through the middle of the widest empty bands, round its edges too.
    func testATorusIsCutThroughItsWidestEmptyBands() throws {
        let torus = Topology.torus(width: 20, height: 10)
        XCTAssertEqual(TorusCut([Cell(2, 3), Cell(3, 3)], on: torus)?.board, CellRect(x: 13, y: 8, width: 20, height: 10),
                       "columns 4 to 1 round the edge are empty (18): cut at 4 + 9; rows 4 to 2 (9): at 4 + 4")
        XCTAssertEqual(TorusCut([Cell(0, 0), Cell(19, 9)], on: torus)?.board, CellRect(x: 10, y: 5, width: 20, height: 10))
        XCTAssertNil(TorusCut([Cell(0, 0), Cell(2, 0), Cell(4, 0), Cell(6, 0), Cell(8, 0), Cell(10, 0), Cell(12, 0), Cell(14, 0), Cell(16, 0), Cell(18, 0)],
                              on: torus), "no two empty columns side by side")
        XCTAssertNil(TorusCut([Cell(0, 0)], on: .plane))
        XCTAssertNil(TorusCut([Cell(0, 0)], on: try Topology(suffix: "T20+2,10")), "a shifted torus is another grid")
        let cut = try XCTUnwrap(TorusCut([Cell(19, 0), Cell(0, 0)], on: torus))
        XCTAssertEqual(cut.board, CellRect(x: 10, y: 5, width: 20, height: 10))
        XCTAssertEqual(cut.moved(Cell(0, 0)), Cell(20, 10), "before the cut both ways")
        XCTAssertEqual(cut.moved(Cell(19, 7)), Cell(19, 7), "after it both ways")
        XCTAssertEqual(cut.placedBack([Cell(20, 0), Cell(21, 0)]), [Cell(0, 0), Cell(1, 0)])
        XCTAssertEqual(cut.placedBack([Cell(19, 0), Cell(20, 0)]), [Cell(19, 0), Cell(20, 0)])
    }

    func testAnUndeterminedOrExtinctEndingDoesNotListTheBoard() {
        // A run stopped at a limit may hold more cells than fit in memory as a list.
        let spy = CellListingSpy(Self.cells(["OO", "OO"]))
        XCTAssertNil(Census.of(FinalState(outcome: .undetermined, generation: 5, period: 0, population: 4), board: spy))
        XCTAssertNil(Census.of(FinalState(outcome: .extinct, generation: 5, period: 0, population: 0), board: spy))
        XCTAssertEqual(spy.listings, 0)
        XCTAssertEqual(Census.of(FinalState(outcome: .stillLife, generation: 5, period: 1, population: 4), board: spy)?.counts, ["xs4_33": 1])
        XCTAssertEqual(spy.listings, 1)
    }

    func testRepeatedArrangementsOfNearbyIslandsAreJudgedAlike() throws {
        // Two blocks two cells apart do not interact; a block two cells from a blinker does (a birth between).
        let pair = Self.cells(["OO..OO", "OO..OO"])
        let interacting = Self.cells(["OO..O", "OO..O", "....O"])
        var cells: [Cell] = []
        for k: Int64 in 0..<4 { cells += pair.map { $0.offset(by: 0, k * 20) } + interacting.map { $0.offset(by: 40, k * 20) } }
        let objects = Islands.split(cells, rule: .conway, period: 2)
        XCTAssertEqual(objects.filter { $0.count == 4 }.count, 8, "each pair of blocks is two objects")
        XCTAssertEqual(objects.filter { $0.count == 7 }.count, 4, "each block with its blinker is one")
    }

    /// A classifier kept apart from the engine's: islands of one phase (kings' moves), each
    /// matched cell for cell against pictures in every orientation, with LifeWiki's codes.
    static func plainCensus(_ cells: [Cell]) throws -> [String: Int] {
        let pictures: [(String, [String])] = known.filter { $0.code.hasPrefix("xs") || $0.code == "xp2_7" || $0.code == "xp2_7e" }
            .map { ($0.code, $0.rows) } + [("xq4_153", [".O.", "..O", "OOO"]), ("xq4_153", ["O.O", ".OO", ".O."])]
        var shapes: [Set<Cell>: String] = [:]
        for (code, rows) in pictures {
            for oriented in orientations(Self.cells(rows)) {
                shapes[normalize(oriented)] = code
            }
        }
        var remaining = Set(cells), counts: [String: Int] = [:]
        while let seed = remaining.first {
            var island: Set<Cell> = [seed], frontier = [seed]
            remaining.remove(seed)
            while let c = frontier.popLast() {
                for dy: Int64 in -1...1 {
                    for dx: Int64 in -1...1 {
                        let n = Cell(c.x + dx, c.y + dy)
                        if remaining.remove(n) != nil { island.insert(n); frontier.append(n) }
                    }
                }
            }
            let code = try XCTUnwrap(shapes[normalize(Array(island))], "an island of \(island.count) cells the plain classifier does not know")
            counts[code, default: 0] += 1
        }
        return counts
    }

    static func normalize(_ cells: [Cell]) -> Set<Cell> {
        let x = cells.map(\.x).min() ?? 0, y = cells.map(\.y).min() ?? 0
        return Set(cells.map { $0.offset(by: -x, -y) })
    }
}
