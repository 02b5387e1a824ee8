import XCTest
@testable import LifeEngine

/// Turns and mirrors on a hexagonal rule's grid are the hexagons' own symmetries: neighbours stay
/// neighbours, six turns give the cells back, and an isotropic hexagonal rule runs a turned or
/// mirrored pattern as the turned or mirrored run.
final class HexagonalTransformTests: XCTestCase {
    /// The six neighbours of a hexagonal rule (all of the eight but NE and SW).
    private let hexNeighbours = [(-1, -1), (0, -1), (1, 0), (1, 1), (0, 1), (-1, 0)].map { Cell(Int64($0.0), Int64($0.1)) }

    private func soup(_ rect: CellRect, seed: UInt64) -> [Cell] {
        var random = SeededRandom(seed: seed)
        var cells: [Cell] = []
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where random.next() % 3 == 0 { cells.append(Cell(x, y)) } }
        return cells
    }

    func testNeighboursStayNeighboursAndTurnsComeBack() {
        let rect = CellRect(x: -3, y: 5, width: 7, height: 4)
        let cells = soup(rect, seed: 3)
        for transform in RectTransform.allCases {
            // Each neighbour of the middle cell lands on a neighbour of where the middle lands.
            let middle = Cell(rect.x + rect.width / 2, rect.y + rect.height / 2)
            let around = hexNeighbours.map { Cell(middle.x + $0.x, middle.y + $0.y) }
            let moved = transform.applyOnHexagons(to: [middle] + around, in: rect).cells
            let offsets = Set(moved.dropFirst().map { Cell($0.x - moved[0].x, $0.y - moved[0].y) })
            XCTAssertEqual(offsets, Set(hexNeighbours), "\(transform)")
        }
        var turned = cells
        for _ in 0..<6 { turned = RectTransform.rotateClockwise.applyOnHexagons(to: turned, in: rect).cells }
        XCTAssertEqual(turned, cells, "six sixths of a turn")
        let there = RectTransform.rotateClockwise.applyOnHexagons(to: cells, in: rect).cells
        XCTAssertEqual(RectTransform.rotateAnticlockwise.applyOnHexagons(to: there, in: rect).cells, cells)
        for flip in [RectTransform.flipHorizontally, .flipVertically] {
            XCTAssertEqual(flip.applyOnHexagons(to: flip.applyOnHexagons(to: cells, in: rect).cells, in: rect).cells, cells, "\(flip)")
        }
        // The rectangle they fill is their bounding box (none: the rectangle stays).
        let result = RectTransform.rotateClockwise.applyOnHexagons(to: [Cell(0, 0), Cell(2, 1)], in: CellRect(x: 0, y: 0, width: 3, height: 2))
        XCTAssertEqual(result.cells, [Cell(1, 0), Cell(2, 2)], "about the middle cell (1, 1), (x, y) from it goes to (x-y, x)")
        XCTAssertEqual(result.rect, CellRect(x: 1, y: 0, width: 2, height: 3))
        XCTAssertEqual(RectTransform.flipVertically.applyOnHexagons(to: [], in: rect).rect, rect)
    }

    func testAnIsotropicHexagonalRuleRunsTheTurnedPatternAsTheTurnedRun() throws {
        let rect = CellRect(x: 0, y: 0, width: 12, height: 10)
        for text in ["B2/S34H", "B2o/S2m34H", "B24/S35H"] {
            let rule = try Rule(parsing: text)
            let cells = soup(rect, seed: 11)
            func run(_ start: [Cell]) -> Set<Cell> {
                let universe = TiledLife(rule: rule)
                universe.load(start)
                universe.step(by: 12)
                return Set(universe.liveCells())
            }
            let plain = run(cells)
            for transform in RectTransform.allCases {
                let moved = transform.applyOnHexagons(to: cells, in: rect).cells
                XCTAssertEqual(run(moved), Set(transform.applyOnHexagons(to: Array(plain), in: rect).cells), "\(text) \(transform)")
            }
            // The square grid's quarter turn is no symmetry of the rule.
            let square = RectTransform.rotateClockwise.apply(to: cells, in: rect).cells
            XCTAssertNotEqual(run(square), Set(RectTransform.rotateClockwise.apply(to: Array(plain), in: rect).cells), text)
        }
    }
}
