import XCTest
@testable import LifeEngine

final class AlignedRowsTests: XCTestCase {
    private func address(_ rows: AlignedRows) -> Int {
        rows.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    func testStartsOnACacheLineAndStaysThereAsItGrows() {
        var rows = AlignedRows(zeroes: 128)
        XCTAssertEqual(address(rows) % 64, 0)
        for step in 1...40 {
            rows.appendZeroes(128)
            XCTAssertEqual(rows.count, 128 * (step + 1))
            XCTAssertEqual(address(rows) % 64, 0, "after \(step) appends")
        }
        XCTAssertTrue(rows.withUnsafeBufferPointer { $0.allSatisfy { $0 == 0 } })
    }

    func testKeepsWordsAcrossGrowthAndAppendsZeroes() {
        var rows = AlignedRows(zeroes: 3)
        rows[0] = 1
        rows[2] = .max
        for _ in 0..<10 { rows.appendZeroes(5) }
        XCTAssertEqual(rows.count, 53)
        XCTAssertEqual(rows[0], 1)
        XCTAssertEqual(rows[1], 0)
        XCTAssertEqual(rows[2], .max)
        XCTAssertEqual((3..<53).map { rows[$0] }, [UInt64](repeating: 0, count: 50))
        let shared = rows
        rows.zero(0..<2)
        XCTAssertEqual([rows[0], rows[1], rows[2]], [0, 0, .max])
        XCTAssertEqual(shared[0], 1, "a copy keeps its words")
    }

    func testCopiesAreIndependentOnceEitherSideWrites() {
        var original = AlignedRows(zeroes: 8)
        original[1] = 7
        var copy = original
        XCTAssertEqual(address(copy), address(original), "a copy shares storage until a write")
        copy[1] = 9
        XCTAssertEqual(original[1], 7)
        XCTAssertEqual(copy[1], 9)
        var grown = original
        grown.appendZeroes(8)
        grown[9] = 3
        XCTAssertEqual(original.count, 8)
        XCTAssertEqual(grown.count, 16)
        XCTAssertEqual(grown[1], 7)
        var written = original
        written.withUnsafeMutableBufferPointer { $0[2] = 5 }
        XCTAssertEqual(original[2], 0)
        XCTAssertEqual(written[2], 5)
        XCTAssertEqual(address(written) % 64, 0)
    }

    /// A tiled universe's copy keeps its own cells when the original steps on.
    func testTiledCopiesKeepTheirCells() {
        let tiles = TiledLife()
        tiles.load([Cell(0, 0), Cell(1, 0), Cell(2, 0)])
        let copy = tiles.copy()
        tiles.step(by: 1)
        XCTAssertEqual(Set(copy.liveCells()), [Cell(0, 0), Cell(1, 0), Cell(2, 0)])
        XCTAssertEqual(Set(tiles.liveCells()), [Cell(1, -1), Cell(1, 0), Cell(1, 1)])
    }

    func testLargeRowsGrowInTheirMappingKeepingWordsAndCopiesApart() {
        // Past the mapping threshold the storage is pages of its own, grown by the kernel.
        let words = ZeroedPages.mappedThreshold / 8
        var rows = AlignedRows(zeroes: words)
        rows[0] = 5
        rows[words - 1] = 6
        let kept = rows
        rows.appendZeroes(words)
        rows[words] = 7
        for _ in 0..<3 { rows.appendZeroes(words) }
        XCTAssertEqual(rows.count, 5 * words)
        XCTAssertEqual([rows[0], rows[words - 1], rows[words], rows[5 * words - 1]], [5, 6, 7, 0])
        XCTAssertEqual(address(rows) % 64, 0)
        XCTAssertEqual(kept.count, words, "the copy taken before growth keeps its own words")
        XCTAssertEqual([kept[0], kept[words - 1]], [5, 6])
        var unique = AlignedRows(zeroes: words)
        unique[3] = 9
        unique.appendZeroes(1)
        XCTAssertEqual([unique[3], unique[words]], [9, 0])
    }
}
