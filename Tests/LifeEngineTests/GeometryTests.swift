import XCTest
import LifeEngine

final class GeometryTests: XCTestCase {
    func testRectEnclosingAndContains() {
        XCTAssertNil(CellRect(enclosing: [Cell]()))
        let rect = CellRect(enclosing: [Cell(-2, 3), Cell(4, -1)])
        XCTAssertEqual(rect, CellRect(x: -2, y: -1, width: 7, height: 5))
        XCTAssertTrue(rect!.contains(Cell(4, 3)))
        XCTAssertFalse(rect!.contains(Cell(5, 3)))
        XCTAssertEqual(rect!.description, "-2,-1 7x5")
    }

    func testCellOrderingIsRowMajor() {
        XCTAssertLessThan(Cell(5, 0), Cell(0, 1))
        XCTAssertLessThan(Cell(0, 1), Cell(1, 1))
        XCTAssertEqual(Cell(1, 2).description, "(1, 2)")
    }

    func testPatternDeduplicatesAndSorts() {
        let p = Pattern(cells: [Cell(1, 1), Cell(0, 0), Cell(1, 1)])
        XCTAssertEqual(p.cells, [Cell(0, 0), Cell(1, 1)])
        XCTAssertEqual(p.offset(by: 2, 3).cells, [Cell(2, 3), Cell(3, 4)])
    }
}
