/// A rule of range 1 with two states as a table: for each of the 512 blocks of a cell and its
/// eight neighbours (`NeighbourBits`), whether the cell is alive next generation. Totalistic,
/// non-totalistic (Hensel letters), hexagonal and von Neumann rules, with or without B0, all fit.
public struct RuleTable: Hashable, Sendable {
    /// 512 bits, one per block.
    public private(set) var words: [UInt64] = Array(repeating: 0, count: 8)

    /// A table where no cell ever lives.
    public init() {}

    /// The table of a rule given by which neighbour configurations (8-bit, `NeighbourBits` order)
    /// give a birth and which a survival.
    public init(births: NeighbourConfigurations, survivals: NeighbourConfigurations) {
        for configuration in births { set(Int(configuration), true) }
        for configuration in survivals { set(Int(configuration) | 1 << NeighbourBits.centre, true) }
    }

    /// Whether a cell with this block (bit 8: the cell itself) is alive next generation.
    @inline(__always)
    public func next(_ block: Int) -> Bool {
        words[block >> 6] >> UInt64(block & 63) & 1 != 0
    }

    private mutating func set(_ block: Int, _ alive: Bool) {
        if alive { words[block >> 6] |= 1 << UInt64(block & 63) } else { words[block >> 6] &= ~(1 << UInt64(block & 63)) }
    }
}
