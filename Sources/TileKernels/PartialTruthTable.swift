/// A truth table whose entries may be left open (any value will do), as two bit sets: which
/// entries are fixed, and the value of each fixed one. Entry k of a table of 2^m entries is the
/// function at the inputs whose bits are k's, the first input tested being k's top bit, so the
/// table splits on that input into its two halves.
///
/// A table of 64 entries or fewer (most of a diagram's) keeps its bits in two words, with no
/// arrays to allocate, copy or hash.
struct PartialTruthTable: Equatable {
    /// Bit k of word k / 64: entry k is fixed (tables of more than 64 entries).
    private var fixed: [UInt64]
    /// Bit k: entry k is 1 (never set where the entry is open).
    private var ones: [UInt64]
    /// The same for a table of 64 entries or fewer.
    private var fixedWord: UInt64
    private var onesWord: UInt64
    /// The number of entries, a power of two.
    let count: Int

    /// The table of `count` entries (a power of two) whose entry k is fixed where bit k of
    /// `fixed` is set (word k / 64) and then 1 where bit k of `ones` is.
    init(fixed: [UInt64], ones: [UInt64], count: Int) {
        self.count = count
        if count <= 64 {
            (self.fixed, self.ones, fixedWord, onesWord) = ([], [], fixed[0], ones[0])
        } else {
            (self.fixed, self.ones, fixedWord, onesWord) = (fixed, ones, 0, 0)
        }
    }

    private init(fixedWord: UInt64, onesWord: UInt64, count: Int) {
        (fixed, ones, self.fixedWord, self.onesWord, self.count) = ([], [], fixedWord, onesWord, count)
    }

    private var isSmall: Bool { count <= 64 }

    /// The words of a table of 64 entries or fewer, and its size (nil for a larger one): a cheap
    /// key for remembering the many small tables of a diagram.
    var small: (fixed: UInt64, ones: UInt64, count: Int)? { isSmall ? (fixedWord, onesWord, count) : nil }

    /// Whether no fixed entry is 1 (all entries are 0, or open).
    var canBeZero: Bool { isSmall ? onesWord == 0 : !ones.contains { $0 != 0 } }
    /// Whether no fixed entry is 0.
    var canBeOne: Bool { isSmall ? fixedWord & ~onesWord == 0 : !zip(fixed, ones).contains { $0 & ~$1 != 0 } }
    /// Whether every entry is open.
    var isOpen: Bool { isSmall ? fixedWord == 0 : !fixed.contains { $0 != 0 } }

    /// The tables when the first input is 0 and when it is 1.
    var halves: (low: PartialTruthTable, high: PartialTruthTable) {
        let half = count / 2
        if count > 128 {
            let words = fixed.count / 2
            return (PartialTruthTable(fixed: Array(fixed[..<words]), ones: Array(ones[..<words]), count: half),
                    PartialTruthTable(fixed: Array(fixed[words...]), ones: Array(ones[words...]), count: half))
        }
        if count == 128 {
            return (PartialTruthTable(fixedWord: fixed[0], onesWord: ones[0], count: half),
                    PartialTruthTable(fixedWord: fixed[1], onesWord: ones[1], count: half))
        }
        let mask: UInt64 = half == 64 ? ~0 : (1 << UInt64(half)) - 1
        return (PartialTruthTable(fixedWord: fixedWord & mask, onesWord: onesWord & mask, count: half),
                PartialTruthTable(fixedWord: fixedWord >> UInt64(half), onesWord: onesWord >> UInt64(half), count: half))
    }

    /// Whether the two tables agree wherever both are fixed.
    func agrees(with other: PartialTruthTable) -> Bool {
        if isSmall { return fixedWord & other.fixedWord & (onesWord ^ other.onesWord) == 0 }
        return !fixed.indices.contains { fixed[$0] & other.fixed[$0] & (ones[$0] ^ other.ones[$0]) != 0 }
    }

    /// The table fixed wherever either is (the two must agree).
    func merged(with other: PartialTruthTable) -> PartialTruthTable {
        if isSmall { return PartialTruthTable(fixedWord: fixedWord | other.fixedWord, onesWord: onesWord | other.onesWord, count: count) }
        return PartialTruthTable(fixed: zip(fixed, other.fixed).map { $0 | $1 }, ones: zip(ones, other.ones).map { $0 | $1 }, count: count)
    }

    /// The table's words and size folded into one word: equal tables fold alike, so a search
    /// among tables compares folds first and the words only where they match.
    var fingerprint: UInt64 {
        var fold = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
        if isSmall {
            fold = (fold ^ fixedWord) &* 0x100_0000_01B3
            return (fold ^ onesWord) &* 0x100_0000_01B3
        }
        for word in fixed { fold = (fold ^ word) &* 0x100_0000_01B3 }
        for word in ones { fold = (fold ^ word) &* 0x100_0000_01B3 }
        return fold
    }
}
