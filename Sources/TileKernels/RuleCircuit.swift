/// A rule of range 1 as a straight-line program of multiplexers, so that the tile kernel can step
/// any two-state rule of range 1 (non-totalistic, hexagonal, von Neumann) 64 cells a word.
///
/// The program is a reduced ordered binary decision diagram of the rule: each gate picks between
/// two earlier values by one input, `when0 ^ (input & (when1 ^ when0))`, three word operations.
/// Values live in slots: slot 0 is all zeroes, slot 1 all ones, slots 2...10 the cells (the
/// neighbours NW N NE W E SW S SE, then the cell itself, the bit order of a rule table's blocks),
/// slots 11...14 the bits of the number of live neighbours (weights 1, 2, 4, 8, counting those in
/// `counted`), which the kernel computes by adder logic anyway; the gates write slots from 15 on,
/// a slot taken again once nothing reads its value any more (a long program's values then stay
/// within the processor's first-level cache). Testing the count first leaves only a non-totalistic rule's exceptions to the cells (a
/// combination of count bits and cells that cannot occur is free to take either value): Golly's
/// named rules take 5 to 40 gates. A few variable orders are tried and the shortest program kept.
public struct RuleCircuit: Sendable, Equatable {
    /// The gates, in the order they run, each packed as its input's slot (bits 0-9), the slot
    /// taken when that input is 0 (bits 10-19) and when it is 1 (bits 20-29), and the slot it
    /// writes (bits 30-39).
    public let gates: [UInt64]
    /// The slot that holds the next state once every gate has run.
    public let output: Int
    /// How many slots the program uses (its values need room for this many).
    public let slotCount: Int
    /// The neighbours the rule reads (bits NW N NE W E SW S SE): the count in slots 11...14 is of these.
    public let counted: UInt8
    /// The slot of the count's bit of weight 1 (then 2, 4, 8).
    public static let firstCountSlot = 11
    /// The first gate's slot.
    public static let firstGateSlot = 15

    /// The program for a table of the 512 blocks of a cell and its eight neighbours (bit b of
    /// word b / 64: whether block b lives next generation).
    public init(table: [UInt64]) {
        precondition(table.count == 8, "a rule table has 512 bits")
        func lives(_ block: Int) -> Bool { table[block >> 6] >> UInt64(block & 63) & 1 != 0 }
        var counted: UInt8 = 0
        for neighbour in 0..<8 where (0..<512).contains(where: { lives($0) != lives($0 ^ 1 << neighbour) }) {
            counted |= 1 << neighbour
        }
        self.counted = counted
        // Variables 0...8 are the table's bits, 9...12 the count's; each order lists them, first
        // tested first. The count (ones first, or eights first) then the cell, then the neighbours in
        // one of two orders; or the cells in reading order, then the count. Of ten orders tried on 22
        // rules (Golly's non-totalistic and hexagonal examples and named rules), these five came
        // within 2 gates of the best of the ten on every one, in half the time a process spends
        // building its circuit.
        let neighbourOrders = [[1, 3, 4, 6, 0, 2, 5, 7], [0, 2, 5, 7, 1, 3, 4, 6]]
        var orders = neighbourOrders.flatMap { [[9, 10, 11, 12, 8] + $0, [12, 11, 10, 9, 8] + $0] }
        orders += [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]
        // Over the variables (bit v: variable v), the rule is fixed only where the count bits are
        // the neighbours' count: at the 512 blocks of cells (any value will do elsewhere).
        let blocks = (0..<512).map { block in (variables: block | (block & Int(counted)).nonzeroBitCount << 9, lives: lives(block)) }
        var best: (gates: [UInt32], output: Int)?
        for order in orders {
            // The table in this order: the variable tested first is the top bit of an entry's index.
            var indexBit = [Int](repeating: 0, count: 13)
            for (place, variable) in order.enumerated() { indexBit[variable] = 12 - place }
            var fixed = [UInt64](repeating: 0, count: 128), ones = fixed
            for (variables, lives) in blocks {
                var k = 0, rest = variables
                while rest != 0 {
                    k |= 1 << indexBit[rest.trailingZeroBitCount]
                    rest &= rest - 1
                }
                fixed[k >> 6] |= 1 << UInt64(k & 63)
                if lives { ones[k >> 6] |= 1 << UInt64(k & 63) }
            }
            let table = PartialTruthTable(fixed: fixed, ones: ones, count: 1 << 13)
            let program = Self.program(table, order: order)
            if best == nil || program.gates.count < best!.gates.count { best = program }
        }
        let levelled = Self.levelled(best!.gates, output: best!.output)
        (gates, output, slotCount) = Self.allocated(levelled.gates, output: levelled.output)
    }

    /// The program with each gate's value in a slot of its own taken from those whose values
    /// nothing reads any more (the most recently freed first), instead of gate k's in slot 15 + k.
    private static func allocated(_ gates: [UInt32], output: Int) -> (gates: [UInt64], output: Int, slotCount: Int) {
        // The last gate that reads each gate's value (the output's is read after them all).
        var lastRead = [Int](repeating: gates.count, count: gates.count)
        for (k, gate) in gates.enumerated() {
            for slot in [Int(gate & 1023), Int(gate >> 10 & 1023), Int(gate >> 20)] where slot >= firstGateSlot {
                lastRead[slot - firstGateSlot] = k
            }
        }
        if output >= firstGateSlot { lastRead[output - firstGateSlot] = gates.count }
        var placed = [Int](repeating: 0, count: gates.count)
        var freedAfter = [[Int]](repeating: [], count: gates.count + 1)
        var free: [Int] = [], slotCount = firstGateSlot
        func place(_ slot: Int) -> UInt64 { UInt64(slot >= firstGateSlot ? placed[slot - firstGateSlot] : slot) }
        let packed = gates.enumerated().map { k, gate -> UInt64 in
            // Slots freed by earlier gates (never by this one: a gate does not write what it reads).
            if k > 0 { free += freedAfter[k - 1] }
            let target: Int
            if let reused = free.popLast() {
                target = reused
            } else {
                target = slotCount
                slotCount += 1
            }
            placed[k] = target
            freedAfter[lastRead[k]].append(target)
            return place(Int(gate & 1023)) | place(Int(gate >> 10 & 1023)) << 10 | place(Int(gate >> 20)) << 20 | UInt64(target) << 30
        }
        return (packed, Int(place(output)), slotCount)
    }

    /// The diagram of `table` for one variable order (order[0] is tested first).
    private static func program(_ table: PartialTruthTable, order: [Int]) -> (gates: [UInt32], output: Int) {
        var gates: [UInt32] = []
        // The slots of gates and of tables met before: tables of 64 entries or fewer (most of
        // them) under their words, one memo for each size (the same words in tables of two sizes
        // are functions of different inputs); the few larger ones (at most 127, one for each of
        // the top seven levels' branches) in a list searched by fingerprint.
        var unique = SlotMemo(), knownSmall = (0...6).map { _ in SlotMemo(capacity: 64) }
        var largeFingerprints: [UInt64] = [], largeTables: [PartialTruthTable] = [], largeSlots: [Int] = []
        func knownLarge(_ f: PartialTruthTable, fingerprint: UInt64) -> Int? {
            for (k, candidate) in largeFingerprints.enumerated() where candidate == fingerprint && largeTables[k] == f {
                return largeSlots[k]
            }
            return nil
        }
        func slot(_ f: PartialTruthTable, depth: Int) -> Int {
            if f.canBeZero { return 0 }
            if f.canBeOne { return 1 }
            let small = f.small
            let fingerprint = small == nil ? f.fingerprint : 0
            if let small {
                if let found = knownSmall[small.count.trailingZeroBitCount].slot(small.fixed, small.ones) { return found }
            } else if let found = knownLarge(f, fingerprint: fingerprint) {
                return found
            }
            let (when0, when1) = f.halves
            let result: Int
            if when0.isOpen {
                result = slot(when1, depth: depth + 1)
            } else if when1.isOpen {
                result = slot(when0, depth: depth + 1)
            } else if order[depth] < 9 && when0.agrees(with: when1) {
                // This cell does not matter where the value is fixed: skip it. (Not done for a
                // count bit: the values it separates are never fixed together, and merging them
                // would throw the count away.)
                result = slot(when0.merged(with: when1), depth: depth + 1)
            } else {
                let low = slot(when0, depth: depth + 1), high = slot(when1, depth: depth + 1)
                let gate = UInt32(input(order[depth])) | UInt32(low) << 10 | UInt32(high) << 20
                if low == high {
                    result = low
                } else if let existing = unique.slot(UInt64(gate), 0) {
                    result = existing
                } else {
                    result = firstGateSlot + gates.count
                    gates.append(gate)
                    unique.remember(UInt64(gate), 0, slot: result)
                }
            }
            if let small {
                knownSmall[small.count.trailingZeroBitCount].remember(small.fixed, small.ones, slot: result)
            } else {
                largeFingerprints.append(fingerprint)
                largeTables.append(f)
                largeSlots.append(result)
            }
            return result
        }
        let output = slot(table, depth: 0)
        return (gates, output)
    }

    /// The slot of variable `v` (a table bit, then the count's bits).
    private static func input(_ v: Int) -> Int { v < 9 ? 2 + v : firstCountSlot + v - 9 }

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
        // By level, and in their first order within one (a counting sort: levels are few).
        var firstOfLevel = [Int](repeating: 0, count: (level.max() ?? 0) + 2)
        for l in level { firstOfLevel[l + 1] += 1 }
        for l in 1..<firstOfLevel.count { firstOfLevel[l] += firstOfLevel[l - 1] }
        var order = [Int](repeating: 0, count: gates.count)
        for (k, l) in level.enumerated() {
            order[firstOfLevel[l]] = k
            firstOfLevel[l] += 1
        }
        var moved = [Int](repeating: 0, count: gates.count)
        for (place, k) in order.enumerated() { moved[k] = firstGateSlot + place }
        func remap(_ slot: Int) -> Int { slot >= firstGateSlot ? moved[slot - firstGateSlot] : slot }
        let reordered = order.map { k -> UInt32 in
            let gate = gates[k]
            return gate & 1023 | UInt32(remap(Int(gate >> 10 & 1023))) << 10 | UInt32(remap(Int(gate >> 20))) << 20
        }
        return (reordered, remap(output))
    }

    /// Runs the program on `vectors` values at once: value j of slot s is `slots[s * stride + j]`
    /// (room for `slotCount` slots of `stride` values, slots 0...14 filled: zeroes, ones, the
    /// cells and the count). Returns where the output's values are. Gate by gate, so the values
    /// of one gate never wait on each other.
    @inlinable @inline(__always)
    public static func run<Value: SIMD>(_ gates: UnsafeBufferPointer<UInt64>, output: Int, slots: UnsafeMutablePointer<Value>,
                                        vectors: Int, stride: Int) -> UnsafeMutablePointer<Value> where Value.Scalar: FixedWidthInteger {
        for gate in gates {
            // Every gate is the one multiplexer (a constant side reads slot 0 or 1): no branch
            // between kinds of gate, which a program mixes too irregularly to predict.
            let target = slots + Int(truncatingIfNeeded: gate >> 30 & 1023) &* stride
            let input = slots + Int(truncatingIfNeeded: gate & 1023) &* stride
            let when0 = slots + Int(truncatingIfNeeded: gate >> 10 & 1023) &* stride
            let when1 = slots + Int(truncatingIfNeeded: gate >> 20 & 1023) &* stride
            for j in 0..<vectors {
                let value0 = when0[j]
                target[j] = value0 ^ (input[j] & (when1[j] ^ value0))
            }
        }
        return slots + output * stride
    }
}
