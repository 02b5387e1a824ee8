/// One node of `HashLifeStore`, 32 bytes: the four children (a leaf's 64 cells in the first two),
/// the next node in its hash bucket, the memoized results and the level. A probe compares the
/// children and follows the chain in one record; the results sit beside them.
struct HashLifeNode {
    var a: UInt32 = 0, b: UInt32 = 0, c: UInt32 = 0, d: UInt32 = 0
    /// The next node in the same hash bucket (or, for a freed record, the next free one).
    var chain: UInt32 = 0
    /// The centre after 2^(level-2) generations, and after the current smaller step (0: not known).
    var result: UInt32 = 0
    var slowResult: UInt32 = 0
    /// The level (3 for leaves), or `freed`.
    var level: UInt8 = 0

    /// The level of a freed record.
    static let freed: UInt8 = 0xFF

    /// An empty record.
    init() {}

    /// A node with these children and level, first in its bucket ahead of `chain`.
    init(a: UInt32, b: UInt32, c: UInt32, d: UInt32, chain: UInt32, level: UInt8) {
        (self.a, self.b, self.c, self.d, self.chain, self.level) = (a, b, c, d, chain, level)
    }

    /// A freed record linking to the next free one.
    init(chain: UInt32) {
        self.chain = chain
        level = Self.freed
    }
}
