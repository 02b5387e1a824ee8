/// Numbers (slots, node ids) remembered under keys of two words, found by open addressing with a
/// multiplicative hash: what a diagram under construction gave to values it met before (a small
/// table's fixed and one bits, or a gate's packed form), or what re-cutting a quadtree made of
/// two nodes stacked.
///
/// `RuleCircuit` looks a few thousand keys up per rule, at start, and a re-cut tree millions:
/// through `Dictionary` each paid for the standard library's keyed hash (and each key type for a
/// search of the program's conformances the first time it was used).
public struct SlotMemo {
    /// Keys remembered.
    public var count: Int { used }
    /// Bytes its tables take.
    public var bytes: Int { keys.count * 8 + slots.count * 4 }
    /// Two words a place; `slots[k]` is -1 where place k is free.
    private var keys: [UInt64]
    private var slots: [Int32]
    private var used = 0

    /// An empty memo with room for `capacity` keys (a power of two, at least 2) before it grows.
    public init(capacity: Int = 256) {
        precondition(capacity >= 2 && capacity.nonzeroBitCount == 1, "a power of two")
        keys = [UInt64](repeating: 0, count: 2 * capacity * 2)
        slots = [Int32](repeating: -1, count: capacity * 2)
    }

    /// The slot remembered under `first` and `second`, or nil.
    public func slot(_ first: UInt64, _ second: UInt64) -> Int? {
        let mask = slots.count - 1
        var place = Self.place(first, second, mask: mask)
        while slots[place] >= 0 {
            if keys[2 * place] == first && keys[2 * place + 1] == second { return Int(slots[place]) }
            place = (place + 1) & mask
        }
        return nil
    }

    /// Remembers `slot` under `first` and `second` (a key not remembered yet).
    public mutating func remember(_ first: UInt64, _ second: UInt64, slot: Int) {
        // At most half full, so a search meets a free place soon.
        if 2 * (used + 1) > slots.count { grow() }
        let mask = slots.count - 1
        var place = Self.place(first, second, mask: mask)
        while slots[place] >= 0 { place = (place + 1) & mask }
        keys[2 * place] = first
        keys[2 * place + 1] = second
        slots[place] = Int32(slot)
        used += 1
    }

    private mutating func grow() {
        let (oldKeys, oldSlots) = (keys, slots)
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        slots = [Int32](repeating: -1, count: oldSlots.count * 2)
        used = 0
        for place in oldSlots.indices where oldSlots[place] >= 0 {
            remember(oldKeys[2 * place], oldKeys[2 * place + 1], slot: Int(oldSlots[place]))
        }
    }

    /// Where a search for the key starts: the top bits of the words mixed by multiplication.
    private static func place(_ first: UInt64, _ second: UInt64, mask: Int) -> Int {
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15 ^ second) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }
}
