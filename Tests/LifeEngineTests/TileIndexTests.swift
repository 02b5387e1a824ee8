import XCTest
@testable import LifeEngine

/// The tiled engine's index of tiles behaves as a dictionary of the same keys, through growth
/// and removals that shift entries back along their probe runs.
final class TileIndexTests: XCTestCase {
    func testItAgreesWithADictionaryThroughInsertionsAndRemovals() {
        var random = SeededRandom(seed: 7)
        var index = TileIndex(), model: [TileKey: Int32] = [:]
        for step in 0..<20_000 {
            // Keys from a small square (so runs collide and removals meet long probe runs), and
            // far ones at the plane's edges.
            let far = random.next() % 16 == 0
            let edge = Int64(random.next() % 3)
            let x = far ? (random.next() % 2 == 0 ? Int64.min + edge : Int64.max - edge) : Int64(random.next() % 40) - 20
            let key = TileKey(x: x, y: Int64(random.next() % 40) - 20)
            switch random.next() % 3 {
            case 0:
                index[key] = nil
                model[key] = nil
            default:
                index[key] = Int32(step)
                model[key] = Int32(step)
            }
            XCTAssertEqual(index[key], model[key])
            XCTAssertEqual(index.count, model.count)
            XCTAssertGreaterThanOrEqual(index.capacity, 2 * index.count)
        }
        for (key, slot) in model { XCTAssertEqual(index[key], slot) }
        let entries = index.entries
        XCTAssertEqual(entries.count, model.count)
        for entry in entries { XCTAssertEqual(model[entry.key], entry.slot) }
        // Emptied entirely, it finds nothing.
        for key in model.keys { index[key] = nil }
        XCTAssertEqual(index.count, 0)
        XCTAssertTrue(index.entries.isEmpty)
        for key in model.keys { XCTAssertNil(index[key]) }
    }
}
