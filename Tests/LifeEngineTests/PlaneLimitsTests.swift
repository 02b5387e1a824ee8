import XCTest
import LifeEngine
import LifeTestSupport

/// The one policy for extreme numbers: cells strictly within 2^62 of the origin, generation
/// counters up to 2^62, refused at the door with a message and a place, handled exactly inside.
final class PlaneLimitsTests: XCTestCase {
    let edge = PlaneLimits.coordinateBound - 1

    func refusal(_ format: PatternFormat, _ text: String, file: StaticString = #filePath, line: UInt = #line) -> PatternParseError? {
        do {
            _ = try format.read(text)
            XCTFail("should be refused: \(text.prefix(80))", file: file, line: line)
            return nil
        } catch let error as PatternParseError {
            return error
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    func testArithmeticNeverTraps() {
        XCTAssertEqual(PlaneLimits.coordinate(Int64.max, plus: 1), nil)
        XCTAssertEqual(PlaneLimits.coordinate(edge, plus: 1), nil)
        XCTAssertEqual(PlaneLimits.coordinate(edge - 1, plus: 1), edge)
        XCTAssertEqual(PlaneLimits.coordinate(-edge, plus: -1), nil)
        XCTAssertFalse(PlaneLimits.canAdvance(PlaneLimits.maxGeneration, by: 1))
        XCTAssertFalse(PlaneLimits.canAdvance(0, by: Int64.max))
        XCTAssertFalse(PlaneLimits.canAdvance(Int64.max, by: 0))
        XCTAssertFalse(PlaneLimits.canAdvance(5, by: -1))
        XCTAssertTrue(PlaneLimits.canAdvance(PlaneLimits.maxGeneration - 3, by: 3))
        XCTAssertTrue(PlaneLimits.contains(CellRect(x: edge - 2, y: -edge, width: 3, height: 2 * edge + 1)))
        XCTAssertFalse(PlaneLimits.contains(CellRect(x: edge - 2, y: 0, width: 4, height: 1)))
    }

    func testEveryReaderRefusesCellsBeyondTheBoundWithAPlace() {
        let far = "9223372036854775807"
        let cases: [(PatternFormat, String, Int)] = [
            (.life105, "#Life 1.05\n#P \(far) 0\n***\n", 2),
            (.life105, "#Life 1.05\n#P \(edge - 1) 0\n***\n", 3), // the row runs over the edge
            (.life106, "#Life 1.06\n0 0\n\(far) 0\n", 3),
            (.life106, "#Life 1.06\n0 -\(PlaneLimits.coordinateBound)\n", 2),
            (.rle, "#CXRLE Pos=\(far),0\nx = 3, y = 1\n3o!", 1),
            (.rle, "#P 0 \(far)\nx = 3, y = 1\n3o!", 1),
            (.rle, "#CXRLE Pos=\(edge - 1),0\nx = 3, y = 1\n3o!", 3),
            (.rle, "#CXRLE Pos=0,\(edge)\nx = 3, y = 2\n3o$3o!", 3),
        ]
        for (format, text, line) in cases {
            guard let error = refusal(format, text) else { continue }
            XCTAssertEqual(error.line, line, text)
            XCTAssertTrue(error.message.contains("within 2^62"), error.message)
        }
    }

    func testTheLastCellsInsideAreReadAndRunExactly() throws {
        // A blinker in the last column inside the bound, read from each cell-listing format.
        let texts: [(PatternFormat, String)] = [
            (.life106, "#Life 1.06\n\(edge) 0\n\(edge) 1\n\(edge) 2\n"),
            (.rle, "#CXRLE Pos=\(edge),-\(edge)\nx = 1, y = 3\no$o$o!"),
            (.life105, "#Life 1.05\n#P \(edge) 0\n*\n*\n*\n"),
        ]
        for (format, text) in texts {
            let pattern = try format.read(text)
            XCTAssertEqual(pattern.cells.count, 3, text)
            XCTAssertEqual(pattern.bounds?.maxX, PlaneLimits.coordinateBound)
            let inside = pattern.cells.map { $0.offset(by: -1, 0) }
            for universe in [TiledLife(), SparseLife(), HashLife()] as [any LifeAlgorithm] {
                universe.load(inside)
                XCTAssertEqual(universe.population, 3, universe.name)
                universe.step(by: 1)
                // Born on both sides, the right one in the last column: counted exactly, nothing traps.
                XCTAssertEqual(universe.population, 3, universe.name)
                XCTAssertEqual(universe.bounds, CellRect(x: edge - 2, y: pattern.cells[0].y + 1, width: 3, height: 1), universe.name)
            }
            // In the last column itself, the next birth would land beyond the bound: HashLife refuses the step.
            let hash = HashLife()
            hash.load(pattern.cells)
            XCTAssertThrowsError(try hash.advance(by: 1)) { XCTAssertEqual($0 as? EngineError, .coordinateRange) }
            XCTAssertEqual(hash.generation, 0)
            XCTAssertEqual(Set(hash.liveCells()), Set(pattern.cells), "left as it was")
        }
    }

    func testGenerationCountersBeyondTheLimitAreRefused() {
        let big = "\(PlaneLimits.maxGeneration + 1)"
        let rle = refusal(.rle, "#CXRLE Gen=\(big)\nx = 1, y = 1\no!")
        XCTAssertTrue(rle?.message.contains("generation counters above 2^62") ?? false)
        let mc = refusal(.macrocell, "[M2] (life)\n#G \(big)\n$$..*$...*$.***$\n")
        XCTAssertEqual(mc?.line, 2)
        XCTAssertTrue(mc?.message.contains("generation counters above 2^62") ?? false)
        XCTAssertEqual(try? PatternFormat.rle.read("#CXRLE Gen=\(PlaneLimits.maxGeneration)\nx = 1, y = 1\no!").generation, PlaneLimits.maxGeneration)
    }

    func testALevel62MacrocellLoadsAndRunsInHashLife() throws {
        var lines = ["[M2] (life)", "#R B3/S23", "$$..*$...*$.***$"]
        for level in 4...62 { lines.append("\(level) 0 0 0 \(level - 3)") }
        let tree = try MacrocellCodec().parse(lines.joined(separator: "\n"))
        let hash = HashLife()
        try hash.load(tree)
        XCTAssertEqual(hash.population, 5)
        let start = try XCTUnwrap(hash.bounds)
        try hash.advance(by: 4)
        XCTAssertEqual(hash.bounds?.x, start.x + 1, "a glider moves one cell in four generations")
        XCTAssertEqual(hash.bounds?.y, start.y + 1)
        // The same file as cells; one level more still fits the plane, two do not.
        XCTAssertEqual(try MacrocellCodec().read(lines.joined(separator: "\n")).cells.count, 5)
        let level63 = lines + ["63 0 0 0 \(lines.count - 2)"]
        XCTAssertEqual(try MacrocellCodec().read(level63.joined(separator: "\n")).cells.count, 5)
        let deeper = refusal(.macrocell, (level63 + ["64 0 0 0 \(level63.count - 2)"]).joined(separator: "\n"))
        XCTAssertEqual(deeper?.line, level63.count + 1)
        XCTAssertTrue(deeper?.message.contains("levels go up to 63") ?? false)
        // A level-63 root reaches one row past the bound (Golly's placement): a cell there is refused.
        var edgeRow = ["[M2] (life)", "$$$$$$$*$"]
        for level in 4...63 { edgeRow.append("\(level) 0 0 0 \(level - 3)") }
        let past = refusal(.macrocell, edgeRow.joined(separator: "\n"))
        XCTAssertTrue(past?.message.contains("within 2^62") ?? false, past?.message ?? "")
        XCTAssertThrowsError(try HashLife().load(MacrocellCodec().parse(edgeRow.joined(separator: "\n")))) {
            XCTAssertEqual($0 as? EngineError, .coordinateRange)
        }
    }

    func testMultiStateLettersAreRefusedForTwoStateRules() throws {
        XCTAssertEqual(try PatternFormat.rle.read("x = 2, y = 1\noA!").cells.count, 2, "o and A are both alive")
        let error = refusal(.rle, "x = 2, y = 1, rule = B3/S23\npA!")
        XCTAssertEqual(error?.column, 1)
        XCTAssertTrue(error?.message.contains("multi-state") ?? false)
    }

    func testHeaderFieldsAfterTheRuleAreTheirOwn() {
        let error = refusal(.rle, "x = 1, y = 1, rule = B3/S23, extra = 5\no!")
        XCTAssertEqual(error?.message, "unknown header field 'extra'")
        XCTAssertEqual(try? PatternFormat.rle.read("x = 1, y = 1, rule = B3/S23:T24,24\no!").topology, .torus(width: 24, height: 24))
    }

    func testContentWinsOverTheExtension() throws {
        XCTAssertEqual(PatternFormat.recognize("!Name: x\n.O.\n..O\nOOO\n"), .plaintext)
        XCTAssertEqual(PatternFormat.recognize(".O.\n..O\nOOO\n"), .plaintext)
        XCTAssertEqual(PatternFormat.recognize("#N g\nx = 3, y = 3\nbo$2bo$3o!"), .rle)
        XCTAssertEqual(PatternFormat.recognize("#Life 1.06\n0 0\n"), .life106)
        XCTAssertEqual(PatternFormat.recognize("[M2]\n"), .macrocell)
        XCTAssertNil(PatternFormat.recognize("bo$2bo$3o!"), "a bare RLE body announces nothing: the extension decides")
    }

    func testBudgetsAreMeasuredInWhatCellsCost() {
        let budget = PatternBudget(maxBytes: 1 << 20, maxCells: 100, maxAreas: 4)
        // Five cells far apart touch five 64x64 areas.
        let spread = "#Life 1.06\n" + (0..<5).map { "\($0 * 1000) 0" }.joined(separator: "\n")
        XCTAssertThrowsError(try PatternFormat.life106.read(spread, budget: budget)) { error in
            XCTAssertTrue("\(error)".contains("more than 4 areas of 64x64 cells"), "\(error)")
        }
        // Fifty cells in one area are fine.
        XCTAssertNoThrow(try PatternFormat.rle.read("50o!", budget: budget))
        XCTAssertThrowsError(try PatternFormat.rle.read("101o!", budget: budget)) { error in
            XCTAssertTrue("\(error)".contains("more than 100 live cells"), "\(error)")
        }
        XCTAssertEqual(PatternBudget.areas(of: Pattern(cells: (0..<200).map { Cell($0, 0) }).cells, limit: 100), 4)
    }

    func testPositionsOnATorusAreGollysAndWhatLiesOffItIsDropped() throws {
        // Centred on the board as Golly centres it, a 5x5 square keeps the 3x3 on the board.
        XCTAssertEqual(try PatternFormat.rle.read("x = 5, y = 5, rule = B3/S23:T3,3\n5o$5o$5o$5o$5o!").cells,
                       (0..<3).flatMap { y in (0..<3).map { Cell($0, y) } })
        // Golly's (-1, -1) is the top-left cell of a 3x3 board.
        XCTAssertEqual(try PatternFormat.rle.read("#CXRLE Pos=-1,-1\nx = 3, y = 1, rule = B3/S23:T3,3\n3o!").cells,
                       [Cell(0, 0), Cell(1, 0), Cell(2, 0)])
        // A 10x10 board runs from -5 to 4 in Golly's coordinates: (7, 3) is off it (bgolly 3.3 gives
        // population 0 from generation 1), (2, 0) on it, and the file written back says so.
        XCTAssertEqual(try PatternFormat.rle.read("#CXRLE Pos=7,3\nx = 3, y = 1, rule = B3/S23:T10,10\n3o!").cells, [])
        let lif = try PatternFormat.life106.read("#Life 1.06\n#R B3/S23:T10,10\n2 0\n3 0\n4 0\n7 3\n8 3\n9 3\n")
        XCTAssertEqual(lif.cells, [Cell(7, 5), Cell(8, 5), Cell(9, 5)])
        XCTAssertEqual(PatternFormat.life106.write(lif), "#Life 1.06\n#R B3/S23:T10,10\n2 0\n3 0\n4 0\n")
        XCTAssertTrue(PatternFormat.rle.write(lif).contains("#CXRLE Pos=2,0 "), PatternFormat.rle.write(lif))
        XCTAssertEqual(try PatternFormat.life105.read("#Life 1.05\n#R 23/3:T10,10\n#P 2 0\n***\n").cells, lif.cells)
        // Wider than its 10x10 torus: Golly drops the two cells off the board, and so does Life
        // (bgolly 3.3: populations 10, 30, 20, 60 over generations 0 to 3).
        let wide = try PatternFormat.rle.read("x = 12, y = 1, rule = B3/S23:T10,10\n12o!")
        let torus = TiledLife(rule: .conway, topology: wide.topology)
        torus.load(wide)
        var populations = [torus.population]
        for _ in 0..<3 { torus.step(); populations.append(torus.population) }
        XCTAssertEqual(populations, [10, 30, 20, 60])
    }

    func testDuplicatesAreRemovedWithoutAHashSet() {
        let p = Pattern(cells: [Cell(2, 0), Cell(0, 0), Cell(2, 0), Cell(1, -1), Cell(0, 0)])
        XCTAssertEqual(p.cells, [Cell(1, -1), Cell(0, 0), Cell(2, 0)])
        XCTAssertEqual(Pattern(cells: []).cells, [])
    }

    func testMessagesShowControlCharactersEscaped() {
        XCTAssertEqual("a\u{1B}[31mb\u{0}c\n".escapedForDisplay(), "a\\u{1B}[31mb\\u{0}c\\u{A}")
        XCTAssertEqual(String(repeating: "x", count: 10).escapedForDisplay(limit: 4), "xxxx…")
        XCTAssertThrowsError(try Rule(parsing: "  B3/S23x\u{1B} ")) { error in
            XCTAssertEqual("\(error)", "unsupported rule 'B3/S23x\\u{1B}': unexpected 'x' at column 9: 'x' is not a Hensel letter for 3 neighbours (those are aceijknqry)")
        }
    }

    func testAHugeTorusMatchesTheReferenceAcrossItsCorner() {
        // A glider crossing the corner of a 2^26 x 2^26 torus, against SparseLife (which wraps every cell).
        let side = Topology.maximumSide
        let torus = Topology.torus(width: side, height: side)
        let glider = [Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)].map { Cell($0.x + side - 2, $0.y + side - 2) }
        let tiles = TiledLife(topology: torus), sparse = SparseLife(topology: torus)
        tiles.load(glider)
        sparse.load(glider)
        for _ in 0..<40 {
            tiles.step(by: 1)
            sparse.step(by: 1)
            XCTAssertEqual(tiles.liveCells(), sparse.liveCells())
        }
        XCTAssertEqual(tiles.population, 5)
        XCTAssertEqual(tiles.bounds.map { $0.x < 20 && $0.y < 20 }, true, "it came round to the other side")
    }

    func testAPatternSpanningTheWholePlaneRoundTripsEveryWay() throws {
        let corners = Pattern(cells: [Cell(edge, edge), Cell(-edge, -edge), Cell(edge, -edge), Cell(0, 0)])
        for format in [PatternFormat.rle, .macrocell, .life106, .mcell] {
            XCTAssertNil(format.refusal(for: corners))
            let back = try format.read(format.write(corners))
            XCTAssertEqual(back.cells, corners.cells, "\(format)")
        }
        let tree = try MacrocellCodec().parse(PatternFormat.macrocell.write(corners))
        XCTAssertEqual(tree.rootLevel, 63)
        let hash = HashLife()
        try hash.load(tree)
        XCTAssertEqual(Set(hash.liveCells()), Set(corners.cells))
        for format in [PatternFormat.plaintext, .life105] {
            XCTAssertTrue(format.refusal(for: corners)?.contains("spells out every one") ?? false, "\(format)")
        }
        XCTAssertNil(PatternFormat.plaintext.refusal(for: Pattern(cells: [Cell(0, 0), Cell(4000, 4000)])))
        // Long runs of dead cells and rows cost nothing; only live cells are checked against the bound.
        XCTAssertEqual(try PatternFormat.rle.read("9223372036854775806b$4611686018427387903bo!").cells, [Cell(edge, 1)])
        XCTAssertThrowsError(try PatternFormat.rle.read("9223372036854775807b9223372036854775807bo!"))
    }

    func testATorusSurvivesEveryFormatThatCanHoldIt() throws {
        let pattern = Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(2, 0)], topology: .torus(width: 7, height: 5))
        for format in [PatternFormat.rle, .macrocell, .life106, .mcell] {
            XCTAssertEqual(try format.read(format.write(pattern)).topology, .torus(width: 7, height: 5), "\(format)")
        }
        for format in [PatternFormat.plaintext, .life105] {
            XCTAssertTrue(format.refusal(for: pattern)?.contains("no place for the torus 7x5") ?? false, "\(format)")
        }
        XCTAssertThrowsError(try Rule(parsing: "B2x/S12")) { XCTAssertTrue("\($0)".contains("not a Hensel letter"), "\($0)") }
        XCTAssertThrowsError(try Rule(parsing: "B3/S2\u{663}")) { XCTAssertTrue("\($0)".contains("unexpected '\u{663}'"), "\($0)") }
    }

    /// How far life can run before a cell could pass the bound, and no writer takes cells past it.
    func testRoomBeforeTheEdgeAndWritersRefusePastIt() {
        let bound = PlaneLimits.coordinateBound
        XCTAssertEqual(PlaneLimits.generationsBeforeEdge(nil), .max)
        XCTAssertEqual(PlaneLimits.generationsBeforeEdge(CellRect(x: -1, y: -1, width: 3, height: 3)), bound - 2)
        XCTAssertEqual(PlaneLimits.generationsBeforeEdge(CellRect(x: bound - 11, y: 0, width: 3, height: 3)), 8)
        XCTAssertEqual(PlaneLimits.generationsBeforeEdge(CellRect(x: 0, y: -(bound - 1), width: 1, height: 1)), 0)
        XCTAssertEqual(PlaneLimits.generationsBeforeEdge(CellRect(x: bound, y: 0, width: 1, height: 1)), 0, "already past")
        let past = Pattern(cells: [Cell(0, 0), Cell(bound + 5, 3)])
        for format in PatternFormat.allCases {
            XCTAssertEqual(format.refusal(for: past), PlaneLimits.coordinateMessage, "\(format)")
        }
        XCTAssertNil(PatternFormat.macrocell.refusal(for: Pattern(cells: [Cell(bound - 1, -(bound - 1))])))
        // The macrocell writer ends (it once looped for ever on cells past the bound).
        XCTAssertTrue(MacrocellCodec().write(Pattern(cells: [Cell(bound - 1, bound - 1), Cell(-(bound - 1), 0)])).hasPrefix("[M2]"))
    }
}
