import XCTest
@testable import LifeEngine

/// The 256-bit set of neighbour configurations behaves as a `Set<UInt8>` of the same members.
final class NeighbourConfigurationsTests: XCTestCase {
    func testItAgreesWithASetOfTheSameConfigurations() {
        var random = SeededRandom(seed: 41)
        for round in 0..<200 {
            // Sparse, dense and in-between sets, so whole words are empty or full too.
            let density = [0, 1, 8, 128, 250, 256][round % 6]
            var a = Set<UInt8>(), b = Set<UInt8>()
            for value in 0...255 {
                if Int(random.next() % 256) < density { a.insert(UInt8(value)) }
                if Int(random.next() % 256) < density { b.insert(UInt8(value)) }
            }
            var x = NeighbourConfigurations(), y = NeighbourConfigurations { b.contains($0) }
            for value in a.shuffled(using: &random) { x.insert(value) }
            XCTAssertEqual(Array(x), a.sorted(), "iteration in increasing order")
            XCTAssertEqual(x.count, a.count)
            XCTAssertEqual(x.isEmpty, a.isEmpty)
            XCTAssertEqual(Array(x.intersection(y)), a.intersection(b).sorted())
            XCTAssertEqual(Array(x.subtracting(y)), a.subtracting(b).sorted())
            XCTAssertEqual(x.isSubset(of: y), a.isSubset(of: b))
            XCTAssertTrue(x.intersection(y).isSubset(of: x))
            for value in 0...255 { XCTAssertEqual(x.contains(UInt8(value)), a.contains(UInt8(value))) }
            y.formUnion(x)
            XCTAssertEqual(Array(y), a.union(b).sorted())
            XCTAssertEqual(x == NeighbourConfigurations { a.contains($0) }, true)
        }
    }

    func testLiteralsAndDescription() {
        let set: NeighbourConfigurations = [255, 0, 64, 63, 64]
        XCTAssertEqual(Array(set), [0, 63, 64, 255])
        XCTAssertEqual(set.description, "[0, 63, 64, 255]")
        XCTAssertNotEqual(set, [0, 63, 64])
        XCTAssertEqual(Set([set, [255, 64, 63, 0]]).count, 1, "equal sets hash alike")
    }
}
