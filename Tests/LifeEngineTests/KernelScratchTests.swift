import XCTest
@testable import LifeEngine

final class KernelScratchTests: XCTestCase {
    /// Pieces held at once are apart and aligned; one more than there are is room of its own; a
    /// piece given back is lent again.
    func testPiecesHeldAtOnceDoNotOverlap() {
        let scratch = KernelScratch(bytes: 100, pieces: 2)
        XCTAssertEqual(scratch.bytes, 128)
        var held: [UnsafeMutableRawPointer] = []
        scratch.withPiece { first in
            held.append(first)
            scratch.withPiece { second in
                held.append(second)
                scratch.withPiece { third in
                    held.append(third)
                    // Each piece written whole; none of the others changes.
                    for (k, piece) in [first, second, third].enumerated() { piece.initializeMemory(as: UInt8.self, repeating: UInt8(k + 1), count: 128) }
                    for (k, piece) in [first, second, third].enumerated() {
                        XCTAssertTrue(UnsafeRawBufferPointer(start: piece, count: 128).allSatisfy { $0 == UInt8(k + 1) })
                    }
                }
            }
        }
        XCTAssertEqual(Set(held).count, 3)
        XCTAssertTrue(held.allSatisfy { Int(bitPattern: $0) % 64 == 0 })
        XCTAssertEqual(abs(held[1] - held[0]), 128)
        scratch.withPiece { again in XCTAssertEqual(again, held[0]) }
    }
}
