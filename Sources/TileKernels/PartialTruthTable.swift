/// A truth table whose entries may be left open (any value will do), as two bit sets: which
/// entries are fixed, and the value of each fixed one. Entry k of a table of 2^m entries is the
/// function at the inputs whose bits are k's, the first input tested being k's top bit, so the
/// table splits on that input into its two halves.
struct PartialTruthTable: Hashable {
    /// Bit k: entry k is fixed.
    private(set) var fixed: [UInt64]
    /// Bit k: entry k is 1 (never set where the entry is open).
    private(set) var ones: [UInt64]
    /// The number of entries, a power of two.
    let count: Int

    /// The table of `count` entries (a power of two) whose entry k is `entry(k)` (nil: open).
    init(count: Int, entry: (Int) -> Bool?) {
        self.count = count
        fixed = [UInt64](repeating: 0, count: (count + 63) / 64)
        ones = fixed
        for k in 0..<count {
            guard let value = entry(k) else { continue }
            fixed[k >> 6] |= 1 << UInt64(k & 63)
            if value { ones[k >> 6] |= 1 << UInt64(k & 63) }
        }
    }

    private init(fixed: [UInt64], ones: [UInt64], count: Int) {
        self.fixed = fixed
        self.ones = ones
        self.count = count
    }

    /// Whether no fixed entry is 1 (all entries are 0, or open).
    var canBeZero: Bool { !ones.contains { $0 != 0 } }
    /// Whether no fixed entry is 0.
    var canBeOne: Bool { !zip(fixed, ones).contains { $0 & ~$1 != 0 } }
    /// Whether every entry is open.
    var isOpen: Bool { !fixed.contains { $0 != 0 } }

    /// The tables when the first input is 0 and when it is 1.
    var halves: (low: PartialTruthTable, high: PartialTruthTable) {
        let half = count / 2
        if count > 64 {
            let words = fixed.count / 2
            return (PartialTruthTable(fixed: Array(fixed[..<words]), ones: Array(ones[..<words]), count: half),
                    PartialTruthTable(fixed: Array(fixed[words...]), ones: Array(ones[words...]), count: half))
        }
        let mask: UInt64 = half == 64 ? ~0 : (1 << UInt64(half)) - 1
        return (PartialTruthTable(fixed: [fixed[0] & mask], ones: [ones[0] & mask], count: half),
                PartialTruthTable(fixed: [fixed[0] >> UInt64(half)], ones: [ones[0] >> UInt64(half)], count: half))
    }

    /// Whether the two tables agree wherever both are fixed.
    func agrees(with other: PartialTruthTable) -> Bool {
        !fixed.indices.contains { fixed[$0] & other.fixed[$0] & (ones[$0] ^ other.ones[$0]) != 0 }
    }

    /// The table fixed wherever either is (the two must agree).
    func merged(with other: PartialTruthTable) -> PartialTruthTable {
        PartialTruthTable(fixed: zip(fixed, other.fixed).map { $0 | $1 }, ones: zip(ones, other.ones).map { $0 | $1 }, count: count)
    }
}
