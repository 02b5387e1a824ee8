import XCTest
import LifeEngine
@testable import TileKernels

/// The rule circuit's memo finds what it was told, under both words, across its growth, and
/// nothing else.
final class SlotMemoTests: XCTestCase {
    func testFindsEveryKeyItWasToldAndNoOther() {
        var memo = SlotMemo(capacity: 2)
        var remembered: [(UInt64, UInt64, Int)] = []
        var random = SeededRandom(seed: 71)
        // Keys that differ in one word only, keys with zero words, and many more than its first room.
        for k in 0..<600 {
            let first = k % 3 == 0 ? 0 : random.next(), second = k % 5 == 0 ? 0 : UInt64(k)
            guard !remembered.contains(where: { $0.0 == first && $0.1 == second }) else { continue }
            XCTAssertNil(memo.slot(first, second), "not told yet: \(first), \(second)")
            memo.remember(first, second, slot: k)
            remembered.append((first, second, k))
        }
        for (first, second, slot) in remembered {
            XCTAssertEqual(memo.slot(first, second), slot)
            XCTAssertNil(memo.slot(first, second &+ 1_000_000), "the second word is part of the key")
        }
        XCTAssertEqual(memo.slot(0, 0), 0, "a key of zeroes is one like any other")
        XCTAssertNil(memo.slot(1, .max))
    }
}
