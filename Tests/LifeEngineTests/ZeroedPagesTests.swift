import XCTest
@testable import LifeEngine

/// HashLife's tables start zeroed and can be written end to end, mapped (large) or allocated (small).
final class ZeroedPagesTests: XCTestCase {
    func testLargeAndSmallTablesStartZeroedAndHoldWhatIsWritten() {
        for count in [16, ZeroedPages.mappedThreshold / 4 + 7] {
            let table = ZeroedPages.table(UInt32.self, count: count)
            XCTAssertFalse((0..<count).contains { table[$0] != 0 }, "count \(count)")
            let step = max(1, count / 1000)
            for i in stride(from: 0, to: count - 1, by: step) { table[i] = UInt32(truncatingIfNeeded: i) &+ 1 }
            table[count - 1] = 7
            XCTAssertFalse(stride(from: 0, to: count - 1, by: step).contains { table[$0] != UInt32(truncatingIfNeeded: $0) &+ 1 })
            XCTAssertEqual(table[count - 1], 7)
            ZeroedPages.release(table, count: count)
        }
    }

    func testAMappingAskedForHugePagesIsAnOrdinaryZeroedMapping() throws {
        let count = 3 << 20
        let mapped = try XCTUnwrap(ZeroedPages.map(UInt64.self, count: count, hugePages: true))
        XCTAssertEqual(mapped[count - 1], 0)
        mapped[count - 1] = 42
        XCTAssertEqual(mapped[count - 1], 42)
        ZeroedPages.unmap(mapped, count: count)
    }
}
