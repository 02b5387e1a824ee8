import TileKernels
import XCTest
@testable import LifeEngine

/// The circuit the tiles run for rules other than B/S on the Moore neighbourhood gives the
/// rule table's answer for every block, and the tiles step such rules as the patches do.
final class RuleCircuitTests: XCTestCase {
    private let rules = ["B3/S2-i34q", "B2n3/S23-q", "B2/S34H", "B2/S013V", "B3/S23", "B36/S125", "B1/S"]

    func testTheCircuitAgreesWithTheTableOnEveryBlock() throws {
        for text in rules {
            let rule = try Rule(parsing: text)
            let circuit = RuleCircuit(table: rule.table.words)
            XCTAssertLessThanOrEqual(circuit.gates.count, 140, text)
            // Lane 0 of each input holds block k's bit, lane 1 its complement's, so both are checked.
            var slots = [SIMD2<UInt64>](repeating: .zero, count: RuleCircuit.firstGateSlot + circuit.gates.count)
            slots[1] = SIMD2(repeating: ~0)
            for word in 0..<8 {
                for input in 0..<9 {
                    var lane0: UInt64 = 0
                    for bit in 0..<64 where (word * 64 + bit) >> input & 1 != 0 { lane0 |= 1 << UInt64(bit) }
                    slots[2 + input] = SIMD2(lane0, ~lane0)
                }
                let result = slots.withUnsafeMutableBufferPointer { buffer in
                    circuit.gates.withUnsafeBufferPointer { gates -> SIMD2<UInt64> in RuleCircuit.run(gates, output: circuit.output, slots: buffer.baseAddress!) }
                }
                for bit in 0..<64 {
                    let block = word * 64 + bit
                    XCTAssertEqual(result[0] >> UInt64(bit) & 1 != 0, rule.table.next(block), "\(text) block \(block)")
                    XCTAssertEqual(result[1] >> UInt64(bit) & 1 != 0, rule.table.next(511 - block), "\(text) block \(511 - block)")
                }
            }
        }
    }

    func testTheTilesStepOtherRulesAsThePatchesDo() throws {
        var random = SeededRandom(seed: 36)
        for text in rules where text != "B3/S23" {
            let rule = try Rule(parsing: text)
            var cells: [Cell] = []
            for y in -70..<90 { for x in -60..<100 where random.next() % 2 == 0 { cells.append(Cell(Int64(x), Int64(y))) } }
            let tiles = TiledLife(rule: rule), patches = PatchLife(rule: rule)
            tiles.load(cells)
            patches.load(cells)
            for generation in 1...60 {
                tiles.step()
                patches.step()
                XCTAssertEqual(tiles.population, patches.population, "\(text) generation \(generation)")
            }
            XCTAssertEqual(tiles.liveCells(), patches.liveCells(), text)
        }
    }
}
