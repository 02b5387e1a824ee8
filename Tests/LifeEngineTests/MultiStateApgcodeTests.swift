import XCTest
@testable import LifeEngine

/// Apgcodes in rules of more than two states and on the hexagonal grid, as lifelib (apgsearch,
/// Catagolue) writes them. The expected codes are worked out by hand in the comments from
/// lifelib's conventions: a Generations cell of state s >= 2 in n states is the planes "dying"
/// and the bits of n - 1 - s; each plane is written in the box around the whole phase; the
/// planes are joined by '_'; the shortest, then ASCII-first, string over phases and symmetries wins.
final class MultiStateApgcodeTests: XCTestCase {
    func testAStarWarsShipIsItsLiveDyingAndCounterPlanes() throws {
        // ABC over two rows: live column 0, dying columns 1-2, counter (3 - state) bit 0 set in
        // column 1 (state 2). Turned so the live cells are the top row: "11" (live), "66" (rows 1-2),
        // "22" (row 1); the other turns give "3_033_03", "w3_33_03", "44_33_22": same length, later in ASCII.
        let pattern = try PatternFormat.rle.read("x = 3, y = 2, rule = 345/2/4\nABC$ABC!\n")
        let ship = try XCTUnwrap(LifeObject.classify(pattern.cells, states: pattern.decaying, rule: pattern.rule, maxPeriod: 4))
        XCTAssertEqual(ship.kind, .spaceship)
        XCTAssertEqual(ship.code, "xq1_11_66_22")
        // Its mirror image and a copy elsewhere are the same object.
        let mirrored = try PatternFormat.rle.read("x = 3, y = 2, rule = 345/2/4\nCBA$CBA!\n")
        let moved = mirrored.decaying.reduce(into: [Cell: UInt8]()) { $0[$1.key.offset(by: 50, -9)] = $1.value }
        XCTAssertEqual(try XCTUnwrap(LifeObject.classify(mirrored.cells.map { $0.offset(by: 50, -9) }, states: moved,
                                                         rule: mirrored.rule, maxPeriod: 4)).code, "xq1_11_66_22")
    }

    func testABriansBrainShipHasNoCounterPlanes() throws {
        // Three states: live and dying planes only. Live column 1 over dying column 0: "03_3";
        // mirrored "3_03"; turned "22_11" or "11_22" (longer).
        let pattern = try PatternFormat.rle.read("x = 2, y = 2, rule = /2/3\nBA$BA!\n")
        let ship = try XCTUnwrap(LifeObject.classify(pattern.cells, states: pattern.decaying, rule: pattern.rule, maxPeriod: 4))
        XCTAssertEqual(ship.displacement.dx, 1)
        XCTAssertEqual(ship.code, "xq1_03_3")
        XCTAssertNotEqual(ship.code, "xq1_3", "the tail is part of the object")
    }

    func testPlanesDropEmptyOnesAtTheEndAndWriteEmptyOnesBetweenAsZero() throws {
        let rule = try Rule(parsing: "/2/6") // n = 6: counter 5 - state in two bits
        let live = [Cell(0, 0)]
        // State 3 leaves 2: bit 0 clear, bit 1 set; the plane of bit 0 is empty and stays (written "0").
        let planes = Apgcode.planes(cells: live + [Cell(1, 0)], decaying: [Cell(1, 0): 3], rule: rule)
        XCTAssertEqual(planes.map(\.count), [1, 1, 0, 1])
        // As a row: "1_01_0_01" or "01_1_0_1"; as a column: "1_2_0_2" or "2_1_0_1", shorter, the first ASCII-first.
        XCTAssertEqual(Apgcode.canonicalBody(of: [planes], symmetry: .square), "1_2_0_2")
        // State 5 (the last) leaves 0: the counter planes are empty and dropped.
        XCTAssertEqual(Apgcode.planes(cells: live + [Cell(1, 0)], decaying: [Cell(1, 0): 5], rule: rule).count, 2)
        // No dying cells, two states, or a History rule: the live cells alone.
        XCTAssertEqual(Apgcode.planes(cells: live, decaying: [:], rule: rule).count, 1)
        XCTAssertEqual(Apgcode.planes(cells: live + [Cell(1, 0)], decaying: [Cell(1, 0): 2], rule: try Rule(parsing: "LifeHistory")).count, 1)
    }

    func testTheHexagonalGridHasTwelveSymmetriesNotTheSquaresEight() throws {
        // Two cells on a NE-SW diagonal (not hexagonal neighbours). On the square the best turn is
        // "12"; on the hexagon that turn is not a symmetry, and the sixth-turns give (1, 2) apart: "14".
        let pair = [[Cell(0, 0), Cell(1, -1)]]
        XCTAssertEqual(Apgcode.canonicalBody(of: [pair], symmetry: .square), "12")
        XCTAssertEqual(Apgcode.canonicalBody(of: [pair], symmetry: .hexagonal), "14")
        // Each of the twelve takes the six neighbours to the six neighbours.
        let neighbours: Set<Cell> = [Cell(1, 0), Cell(1, 1), Cell(0, 1), Cell(-1, 0), Cell(-1, -1), Cell(0, -1)]
        var images = Set<[Cell]>()
        for index in 0..<GridSymmetry.hexagonal.count {
            let moved = neighbours.map { GridSymmetry.hexagonal.apply(index, to: $0) }
            XCTAssertEqual(Set(moved), neighbours, "symmetry \(index)")
            images.insert([Cell(1, 0), Cell(2, 1)].map { GridSymmetry.hexagonal.apply(index, to: $0) })
        }
        XCTAssertEqual(images.count, 12, "twelve different symmetries")
        XCTAssertEqual(GridSymmetry(try Rule(parsing: "B2/S34H")), .hexagonal)
        XCTAssertEqual(GridSymmetry(try Rule(parsing: "B2/S34V")), .square)
    }

    func testAHexagonalObjectsCodeIsTheSameInEveryHexagonalTurn() throws {
        // A hexagonal still life in B2/S2H... any rule where these cells stay: every hexagonal
        // neighbour count of a live cell 2 and of a dead cell not 2 is hard to hand-check, so the
        // rule survives everything and births nothing.
        let rule = try Rule(parsing: "B/S0123456H")
        let shape = [Cell(0, 0), Cell(1, -1), Cell(3, 0)]
        let codes = Set((0..<12).map { index in
            LifeObject.classify(shape.map { GridSymmetry.hexagonal.apply(index, to: $0) }, rule: rule, maxPeriod: 1)?.code ?? "none"
        })
        XCTAssertEqual(codes.count, 1)
        XCTAssertEqual(codes.first?.hasPrefix("xs3_"), true)
    }
}
