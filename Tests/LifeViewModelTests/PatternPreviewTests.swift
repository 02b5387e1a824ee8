import XCTest
import LifeEngine
import LifeScene
@testable import LifeInterface

/// Previews draw cells with gaps once the squares are big enough to show one.
final class PatternPreviewTests: XCTestCase {
    private func squares(_ cells: [Cell], box: Rect) -> [Rect] {
        var list = RenderList()
        PatternPreview.draw(Pattern(cells: cells), in: box, color: Color(r: 1, g: 1, b: 1), into: &list)
        return list.commands.compactMap { if case .fill(let rect, _, _) = $0 { rect } else { nil } }
    }

    func testNeighbouringCellsAreDrawnApart() {
        // A beacon: two blocks meeting at a corner. Each of its six cells is a square of its own.
        let beacon = [Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(2, 3), Cell(3, 2), Cell(3, 3)]
        let drawn = squares(beacon, box: Rect(x: 0, y: 0, width: 48, height: 48))
        XCTAssertEqual(drawn.count, 6)
        for (i, a) in drawn.enumerated() {
            for b in drawn[(i + 1)...] {
                let apart = a.maxX < b.x || b.maxX < a.x || a.maxY < b.y || b.maxY < a.y
                XCTAssertTrue(apart, "\(a) and \(b) touch")
            }
        }
        XCTAssertGreaterThanOrEqual(drawn[0].width, 8, "the squares stay large")
    }

    func testTinySquaresHaveNoGap() {
        // 300 cells across in a 24-pixel box: a square is a pixel, with nothing to spare for a gap.
        let line = (0..<300).map { Cell(Int64($0), 0) }
        let drawn = squares(line, box: Rect(x: 0, y: 0, width: 24, height: 24))
        XCTAssertFalse(drawn.isEmpty)
        XCTAssertTrue(drawn.allSatisfy { $0.width == 1 && $0.height == 1 })
    }

    func testAHexagonalRulesRowsAreOffsetAsOnTheBoard() throws {
        // Two cells one above the other: under a hexagonal rule the lower row sits half a cell to the left.
        var list = RenderList()
        let pattern = Pattern(cells: [Cell(0, 0), Cell(0, 1)], rule: try Rule(parsing: "B2/S34H"))
        PatternPreview.draw(pattern, in: Rect(x: 0, y: 0, width: 60, height: 60), color: Color(r: 1, g: 1, b: 1), into: &list)
        let drawn = list.commands.compactMap { if case .fill(let rect, _, _) = $0 { rect } else { nil } }
        XCTAssertEqual(drawn.count, 2)
        XCTAssertEqual(drawn[0].x - drawn[1].x, (drawn[1].y - drawn[0].y) / 2, accuracy: 1, "\(drawn)")
        XCTAssertTrue(drawn.allSatisfy { $0.x >= 0 && $0.maxX <= 60 }, "inside the box: \(drawn)")
    }

    func testDecayingCellsFadeAsOnTheBoard() throws {
        // Brian's Brain: a live cell and one resting (state 2 of 3) beside it.
        var list = RenderList()
        let rule = try Rule(parsing: "/2/3")
        let pattern = Pattern(cells: [Cell(0, 0), Cell(1, 0)], rule: rule, decaying: [Cell(1, 0): 2])
        PatternPreview.draw(pattern, in: Rect(x: 0, y: 0, width: 40, height: 40), color: Color(r: 1, g: 1, b: 1), into: &list)
        let colours = list.commands.compactMap { if case .fill(_, let color, _) = $0 { color } else { nil } }
        // The last decaying state goes three fifths of the way from the live colour, as on the board.
        XCTAssertEqual(colours.map(\.a), [255, 102])
    }
}
