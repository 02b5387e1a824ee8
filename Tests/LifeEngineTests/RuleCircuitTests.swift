import TileKernels
import XCTest
@testable import LifeEngine

/// The circuit the tiles run for rules other than B/S on the Moore neighbourhood gives the
/// rule table's answer for every block, and the tiles step such rules as the patches do.
final class RuleCircuitTests: XCTestCase {
    private let rules = ["B3/S2-i34q", "B2n3/S23-q", "B2/S34H", "B2/S013V", "B3/S23", "B36/S125", "B1/S",
                         // Rules of Golly's Non-Totalistic folder, and hexagonal letters.
                         "B2-a/S12", "B3/S23-a4ei6", "B3-ej6e/S234i", "B2cek3i/S12cei", "B2ak3nr4iy/S3-nr4ent5er",
                         "B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai", "B2-ac3ai/S1c2-n3-aky4a", "B2-a5/S1e2-a35678", "B2o/S2m34H", "MAPcWyTcAB/GKA+Q0TiCKFJDg"]

    func testTheCircuitAgreesWithTheTableOnEveryBlock() throws {
        for text in rules {
            let rule = try Rule(parsing: text)
            let circuit = RuleCircuit(table: rule.table.words)
            XCTAssertLessThanOrEqual(circuit.gates.count, 140, text)
            // Slots are taken again once their values are read for the last time: never more than one a gate.
            XCTAssertLessThanOrEqual(circuit.slotCount, RuleCircuit.firstGateSlot + circuit.gates.count, text)
            // Lane 0 of each input holds block k's bit, lane 1 its complement's, so both are checked.
            var slots = [SIMD2<UInt64>](repeating: .zero, count: circuit.slotCount)
            slots[1] = SIMD2(repeating: ~0)
            for word in 0..<8 {
                for input in 0..<9 {
                    var lane0: UInt64 = 0
                    for bit in 0..<64 where (word * 64 + bit) >> input & 1 != 0 { lane0 |= 1 << UInt64(bit) }
                    slots[2 + input] = SIMD2(lane0, ~lane0)
                }
                // The count of the neighbours the rule reads, as the kernel's adders give it.
                for weight in 0..<4 {
                    var lanes = SIMD2<UInt64>()
                    for bit in 0..<64 {
                        let block = word * 64 + bit
                        for (lane, b) in [block, 511 - block].enumerated()
                        where (b & 0xFF & Int(circuit.counted)).nonzeroBitCount >> weight & 1 != 0 {
                            lanes[lane] |= 1 << UInt64(bit)
                        }
                    }
                    slots[RuleCircuit.firstCountSlot + weight] = lanes
                }
                let result = slots.withUnsafeMutableBufferPointer { buffer in
                    circuit.gates.withUnsafeBufferPointer { gates -> SIMD2<UInt64> in
                        RuleCircuit.run(gates, output: circuit.output, slots: buffer.baseAddress!, vectors: 1, stride: 1).pointee
                    }
                }
                for bit in 0..<64 {
                    let block = word * 64 + bit
                    XCTAssertEqual(result[0] >> UInt64(bit) & 1 != 0, rule.table.next(block), "\(text) block \(block)")
                    XCTAssertEqual(result[1] >> UInt64(bit) & 1 != 0, rule.table.next(511 - block), "\(text) block \(511 - block)")
                }
            }
        }
    }

    /// Testing the neighbour count first leaves the cells only the exceptions: a totalistic rule
    /// given as a table takes a handful of gates, and a non-totalistic one far fewer than a
    /// diagram over the nine cells alone (49 for B3/S2-i34q, 46 for B2n3/S23-q).
    func testTheCountKeepsCircuitsShort() throws {
        for (text, most) in [("B3/S23", 6), ("B36/S125", 8), ("B2/S013V", 6), ("B3/S2-i34q", 25), ("B2n3/S23-q", 20)] {
            let circuit = RuleCircuit(table: try Rule(parsing: text).table.words)
            XCTAssertLessThanOrEqual(circuit.gates.count, most, text)
        }
        XCTAssertEqual(RuleCircuit(table: try Rule(parsing: "B2/S013V").table.words).counted, 0b0101_1010, "N, W, E, S")
    }

    /// A long program's values fit in far fewer slots than it has gates (so a batch of them stays
    /// in the processor's first-level cache).
    func testLongProgramsTakeSlotsAgain() throws {
        let circuit = RuleCircuit(table: try Rule(parsing: "B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai").table.words)
        XCTAssertGreaterThan(circuit.gates.count, 60)
        XCTAssertLessThan(circuit.slotCount - RuleCircuit.firstGateSlot, circuit.gates.count / 2)
        // No gate writes a slot it reads, nor one an input or a constant lives in.
        for gate in circuit.gates {
            let target = gate >> 30 & 1023
            XCTAssertGreaterThanOrEqual(target, UInt64(RuleCircuit.firstGateSlot))
            XCTAssertFalse([gate & 1023, gate >> 10 & 1023, gate >> 20 & 1023].contains(target))
        }
    }

    /// Several vectors at once, gate by gate, give each vector's own answer (the values of a slot
    /// `stride` apart, more than the vectors run).
    func testVectorsRunTogetherGiveEachTheirOwnValue() throws {
        let circuit = RuleCircuit(table: try Rule(parsing: "B2n3/S23-q").table.words)
        var random = SeededRandom(seed: 7)
        let vectors = 5, stride = 7
        var slots = [SIMD2<UInt64>](repeating: .zero, count: circuit.slotCount * stride)
        var expected: [SIMD2<UInt64>] = []
        for j in 0..<vectors {
            slots[stride + j] = SIMD2(repeating: ~0)
            var cells = [UInt64](repeating: 0, count: 9)
            for input in 0..<9 { cells[input] = random.next() }
            var counts = [UInt64](repeating: 0, count: 4)
            var answer: UInt64 = 0
            for bit in 0..<64 {
                var block = 0
                for input in 0..<9 where cells[input] >> UInt64(bit) & 1 != 0 { block |= 1 << input }
                let count = (block & 0xFF & Int(circuit.counted)).nonzeroBitCount
                for weight in 0..<4 where count >> weight & 1 != 0 { counts[weight] |= 1 << UInt64(bit) }
                if try Rule(parsing: "B2n3/S23-q").table.next(block) { answer |= 1 << UInt64(bit) }
            }
            for input in 0..<9 { slots[(2 + input) * stride + j] = SIMD2(cells[input], cells[input]) }
            for weight in 0..<4 { slots[(RuleCircuit.firstCountSlot + weight) * stride + j] = SIMD2(counts[weight], counts[weight]) }
            expected.append(SIMD2(answer, answer))
        }
        let results = slots.withUnsafeMutableBufferPointer { buffer in
            circuit.gates.withUnsafeBufferPointer { gates in
                Array(UnsafeBufferPointer(start: RuleCircuit.run(gates, output: circuit.output, slots: buffer.baseAddress!, vectors: vectors,
                                                                          stride: stride),
                                          count: vectors))
            }
        }
        XCTAssertEqual(results, expected)
    }

    /// The tiles (the kernel with its circuit and its count of the neighbours the rule reads, or
    /// the rule looked up) step as the dense grid does, which looks each cell up in the rule's table.
    func testTheTilesStepOtherRulesAsTheTableSays() throws {
        var random = SeededRandom(seed: 36)
        for text in rules where text != "B3/S23" {
            let rule = try Rule(parsing: text)
            var cells: [Cell] = []
            for y in -70..<90 { for x in -60..<100 where random.next() % 2 == 0 { cells.append(Cell(Int64(x), Int64(y))) } }
            // At each width, and at eight rows also with the rule looked up rather than run as a circuit.
            for (width, looksUp) in [(TileVectorWidth.two, false), (.four, false), (.eight, false), (.eight, true)] where width.isAvailable {
                let tiles = TiledLife(rule: rule), patches = GridLife(rule: rule)
                tiles.vectorWidth = width
                tiles.looksUpRules = looksUp
                tiles.load(cells)
                patches.load(cells)
                for generation in 1...30 {
                    tiles.step()
                    patches.step()
                    XCTAssertEqual(tiles.population, patches.population, "\(text) \(width) \(looksUp) generation \(generation)")
                }
                XCTAssertEqual(tiles.liveCells(), patches.liveCells(), "\(text) \(width) \(looksUp)")
            }
        }
    }
}
