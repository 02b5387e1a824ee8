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
}
