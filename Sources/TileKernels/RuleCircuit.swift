/// A rule of range 1 as a straight-line program of multiplexers, so that the tile kernel can step
/// any two-state rule of range 1 (non-totalistic, hexagonal, von Neumann) 64 cells a word.
///
/// The program is the rule's reduced ordered binary decision diagram: each gate picks between two
/// earlier values by one input, `when0 ^ (input & (when1 ^ when0))`, three word operations. Values
/// live in slots: slot 0 is all zeroes, slot 1 all ones, slots 2...10 the inputs (the neighbours
/// NW N NE W E SW S SE, then the cell itself, the bit order of a rule table's blocks), and gate k
/// writes slot 11 + k. A few variable orders are tried and the shortest program kept: Golly's named
/// rules take about 50 gates, the largest a rule of 9 inputs can need is about 130.
public struct RuleCircuit: Sendable, Equatable {
    /// The gates, each packed as its input's slot (bits 0-9), the slot taken when that input is 0
    /// (bits 10-19) and when it is 1 (bits 20-29).
    public let gates: [UInt32]
    /// The slot that holds the next state once every gate has run.
    public let output: Int
    /// The first gate's slot.
    public static let firstGateSlot = 11

    /// The program for a table of the 512 blocks of a cell and its eight neighbours (bit b of
    /// word b / 64: whether block b lives next generation).
    public init(table: [UInt64]) {
        precondition(table.count == 8, "a rule table has 512 bits")
        let orders: [[Int]] = [
            [1, 2, 4, 7, 6, 5, 3, 0, 8],  // the ring of neighbours, then the cell
            [8, 1, 2, 4, 7, 6, 5, 3, 0],
            [0, 1, 2, 3, 8, 4, 5, 6, 7],  // reading order
            [1, 3, 4, 6, 0, 2, 5, 7, 8],  // orthogonal neighbours first
            [0, 2, 5, 7, 1, 3, 4, 6, 8],  // diagonal neighbours first
        ]
        var best: (gates: [UInt32], output: Int)?
        for order in orders {
            let program = Self.program(table, order: order)
            if best == nil || program.gates.count < best!.gates.count { best = program }
        }
        (gates, output) = best!
    }

    /// The diagram for one variable order (order[0] is tested first).
    private static func program(_ table: [UInt64], order: [Int]) -> (gates: [UInt32], output: Int) {
        var gates: [UInt32] = []
        var unique: [UInt32: Int] = [:]
        var known: [[Bool]: Int] = [:]
        // f[k]: the value when the remaining inputs order[depth + i] are bit i of k.
        func slot(_ f: [Bool], depth: Int) -> Int {
            if !f.contains(true) { return 0 }
            if !f.contains(false) { return 1 }
            if let found = known[f] { return found }
            let when0 = slot(stride(from: 0, to: f.count, by: 2).map { f[$0] }, depth: depth + 1)
            let when1 = slot(stride(from: 1, to: f.count, by: 2).map { f[$0] }, depth: depth + 1)
            var result = when0
            if when0 != when1 {
                let gate = UInt32(2 + order[depth]) | UInt32(when0) << 10 | UInt32(when1) << 20
                if let existing = unique[gate] {
                    result = existing
                } else {
                    result = firstGateSlot + gates.count
                    gates.append(gate)
                    unique[gate] = result
                }
            }
            known[f] = result
            return result
        }
        let values = (0..<512).map { k -> Bool in
            var block = 0
            for i in 0..<9 where k >> i & 1 != 0 { block |= 1 << order[i] }
            return table[block >> 6] >> UInt64(block & 63) & 1 != 0
        }
        let output = slot(values, depth: 0)
        return levelled(gates, output: output)
    }

    /// The same program with the gates of the last input first, then those of the one before, and
    /// so on: gates of one level never read each other, so the processor overlaps them instead of
    /// waiting for each result in turn.
    private static func levelled(_ gates: [UInt32], output: Int) -> (gates: [UInt32], output: Int) {
        var level = [Int](repeating: 0, count: gates.count)
        for (k, gate) in gates.enumerated() {
            // One more than the deepest gate read (children come first in the diagram's order).
            for slot in [Int(gate >> 10 & 1023), Int(gate >> 20)] where slot >= firstGateSlot {
                level[k] = max(level[k], level[slot - firstGateSlot] + 1)
            }
        }
        let order = gates.indices.sorted { (level[$0], $0) < (level[$1], $1) }
        var moved = [Int](repeating: 0, count: gates.count)
        for (place, k) in order.enumerated() { moved[k] = firstGateSlot + place }
        func remap(_ slot: Int) -> Int { slot >= firstGateSlot ? moved[slot - firstGateSlot] : slot }
        let reordered = order.map { k -> UInt32 in
            let gate = gates[k]
            return gate & 1023 | UInt32(remap(Int(gate >> 10 & 1023))) << 10 | UInt32(remap(Int(gate >> 20))) << 20
        }
        return (reordered, remap(output))
    }

    /// Runs the program on `slots` (room for `firstGateSlot + gates.count` values, slots 2...10
    /// holding the inputs) and returns the output.
    @inlinable @inline(__always)
    public static func run<Value: SIMD>(_ gates: UnsafeBufferPointer<UInt32>, output: Int,
                                        slots: UnsafeMutablePointer<Value>) -> Value where Value.Scalar == UInt64 {
        var target = slots + firstGateSlot
        for gate in gates {
            let input = slots[Int(gate & 1023)]
            let when0 = slots[Int(gate >> 10 & 1023)], when1 = slots[Int(gate >> 20)]
            target.pointee = when0 ^ (input & (when1 ^ when0))
            target += 1
        }
        return slots[output]
    }
}
