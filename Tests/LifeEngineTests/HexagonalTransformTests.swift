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

    /// The cells moved so that their box's top left is (0, 0).
    private func normalised<S: Sequence>(_ cells: S) -> Set<Cell> where S.Element == Cell {
        let all = Array(cells), x = all.map(\.x).min() ?? 0, y = all.map(\.y).min() ?? 0
        return Set(all.map { $0.offset(by: -x, -y) })
    }

    func testNeighboursStayNeighboursAndTurnsComeBack() throws {
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
        // As the selection turns: each turn in the rectangle the last one gave (a soup's own box).
        let box = try XCTUnwrap(CellRect(enclosing: cells))
        var turned = (cells: cells, rect: box)
        for _ in 0..<6 {
            turned = RectTransform.rotateClockwise.applyOnHexagons(to: turned.cells, in: turned.rect)
            XCTAssertEqual(turned.rect.middleCell, box.middleCell, "each turn keeps the middle in place")
        }
        XCTAssertEqual(turned.cells, cells, "six sixths of a turn give it back where it was")
        XCTAssertEqual(turned.rect, box)
        let there = RectTransform.rotateClockwise.applyOnHexagons(to: cells, in: box)
        XCTAssertEqual(RectTransform.rotateAnticlockwise.applyOnHexagons(to: there.cells, in: there.rect).cells, cells)
        for flip in [RectTransform.flipHorizontally, .flipVertically] {
            let once = flip.applyOnHexagons(to: cells, in: box)
            XCTAssertEqual(flip.applyOnHexagons(to: once.cells, in: once.rect).cells, cells, "\(flip)")
        }
        // About the middle cell (1, 1), (x, y) from it goes to (x-y, x): (1, 0) and (2, 2), whose
        // box (1, 0, 2, 3) has the middle (2, 1); moved back onto (1, 1), they are (0, 0) and (1, 2).
        let result = RectTransform.rotateClockwise.applyOnHexagons(to: [Cell(0, 0), Cell(2, 1)], in: CellRect(x: 0, y: 0, width: 3, height: 2))
        XCTAssertEqual(result.cells, [Cell(0, 0), Cell(1, 2)])
        XCTAssertEqual(result.rect, CellRect(x: 0, y: 0, width: 2, height: 3))
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
                // The same shape (each turn lands in place by its own box, so they may lie apart).
                XCTAssertEqual(normalised(run(moved)), normalised(transform.applyOnHexagons(to: Array(plain), in: rect).cells), "\(text) \(transform)")
            }
            // The square grid's quarter turn is no symmetry of the rule.
            let square = RectTransform.rotateClockwise.apply(to: cells, in: rect).cells
            XCTAssertNotEqual(run(square), Set(RectTransform.rotateClockwise.apply(to: Array(plain), in: rect).cells), text)
        }
    }
}
