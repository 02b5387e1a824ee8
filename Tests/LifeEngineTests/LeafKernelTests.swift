import XCTest
import LifeTestSupport
@testable import LifeEngine

/// HashLife's base case in each copy this processor runs (4, 8 and 16 rows at a time), against
/// the dense grid engine stepping the same square on the open plane, in rules of every kind of
/// range 1 (totalistic, non-totalistic, hexagonal, von Neumann).
final class LeafKernelTests: XCTestCase {
    /// The leaves of the square of `side` cells (4 leaves a side) holding `cells`, row-major.
    private func leaves(_ cells: Set<Cell>, side: Int) -> [UInt64] {
        var leaves = [UInt64](repeating: 0, count: (side / 8) * (side / 8))
        for c in cells { leaves[Int(c.y / 8) * (side / 8) + Int(c.x / 8)] |= 1 << UInt64((c.y % 8) * 8 + c.x % 8) }
        return leaves
    }

    /// The 8x8 leaf at (x, y) of a set of cells.
    private func leaf(_ cells: Set<Cell>, x: Int64, y: Int64) -> UInt64 {
        var bits: UInt64 = 0
        for dy in 0..<Int64(8) { for dx in 0..<Int64(8) where cells.contains(Cell(x + dx, y + dy)) { bits |= 1 << UInt64(dy * 8 + dx) } }
        return bits
    }

    func testEveryCopyStepsSquaresAsTheSparseEngineDoes() throws {
        // Outer-totalistic rules run the adders; the others the rule's circuit, short and long.
        let rules = ["B3/S23", "B36/S23", "B2/S", "B3/S2-i34q", "B245/S3H", "B2/S013V", "B1357/S1357",
                     "B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai", "B2o/S2m34H", "MAPcWyTcAB/GKA+Q0TiCKFJDg"]
        var random = SeededRandom(seed: 21)
        for text in rules {
            let rule = try Rule(parsing: text)
            for width in TileVectorWidth.allCases where width.isAvailable {
                let kernel = LeafKernel(rule: rule, width: width)
                for trial in 0..<6 {
                    // A 32x32 square, up to 8 generations: its centre 16x16 as four leaves.
                    var cells = Set<Cell>()
                    for y in 0..<Int64(32) { for x in 0..<Int64(32) where random.next() % 100 < 30 + UInt64(trial * 5) { cells.insert(Cell(x, y)) } }
                    let generations = 1 + trial % 8
                    let grid = GridLife(rule: rule)
                    grid.load(Array(cells))
                    grid.step(by: Int64(generations))
                    let after = Set(grid.liveCells())
                    let squares = leaves(cells, side: 32)
                    let got = squares.withUnsafeBufferPointer { kernel.centre32($0.baseAddress!, generations: generations) }
                    let expected = (leaf(after, x: 8, y: 8), leaf(after, x: 16, y: 8), leaf(after, x: 8, y: 16), leaf(after, x: 16, y: 16))
                    XCTAssertTrue(got == expected, "\(text) at \(width.rawValue) rows, 32x32 after \(generations)")
                }
            }
        }
    }
}
