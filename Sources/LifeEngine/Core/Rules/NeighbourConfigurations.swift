/// A set of 8-bit neighbour configurations (`NeighbourBits` order), 256 bits: those that give a
/// rule of range 1 a birth, or a survival, or that a Hensel letter stands for.
///
/// Plain words rather than a `Set<UInt8>`: reading a rule then asks the Swift runtime for no
/// generic type of its own, each of which costs a start-up a scan of every protocol conformance
/// the program holds (see the start-up paragraph of docs/ARCHITECTURE.md).
public struct NeighbourConfigurations: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    private var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0

    /// No configuration.
    public init() {}

    /// The configurations listed.
    public init(arrayLiteral configurations: UInt8...) {
        for configuration in configurations { insert(configuration) }
    }

    /// Every configuration for which `include` holds.
    public init(where include: (UInt8) -> Bool) {
        for value in 0...255 where include(UInt8(value)) { insert(UInt8(value)) }
    }

    /// Whether the set holds `configuration`.
    @inline(__always)
    public func contains(_ configuration: UInt8) -> Bool {
        word(Int(configuration >> 6)) >> UInt64(configuration & 63) & 1 != 0
    }

    /// Adds `configuration`.
    public mutating func insert(_ configuration: UInt8) {
        let bit = UInt64(1) << UInt64(configuration & 63)
        switch configuration >> 6 {
        case 0: w0 |= bit
        case 1: w1 |= bit
        case 2: w2 |= bit
        default: w3 |= bit
        }
    }

    /// Adds every configuration of `other`.
    public mutating func formUnion(_ other: NeighbourConfigurations) {
        w0 |= other.w0; w1 |= other.w1; w2 |= other.w2; w3 |= other.w3
    }

    /// The configurations of both.
    public func intersection(_ other: NeighbourConfigurations) -> NeighbourConfigurations {
        var result = self
        result.w0 &= other.w0; result.w1 &= other.w1; result.w2 &= other.w2; result.w3 &= other.w3
        return result
    }

    /// The configurations of this set that `other` does not hold.
    public func subtracting(_ other: NeighbourConfigurations) -> NeighbourConfigurations {
        var result = self
        result.w0 &= ~other.w0; result.w1 &= ~other.w1; result.w2 &= ~other.w2; result.w3 &= ~other.w3
        return result
    }

    /// Whether every configuration of this set is in `other`.
    public func isSubset(of other: NeighbourConfigurations) -> Bool { subtracting(other).isEmpty }

    /// Whether the set holds nothing.
    public var isEmpty: Bool { w0 | w1 | w2 | w3 == 0 }

    /// How many configurations the set holds.
    public var count: Int { w0.nonzeroBitCount + w1.nonzeroBitCount + w2.nonzeroBitCount + w3.nonzeroBitCount }

    /// The configurations in increasing order.
    public func makeIterator() -> Iterator { Iterator(set: self) }

    /// Goes through a set's configurations in increasing order.
    public struct Iterator: IteratorProtocol {
        let set: NeighbourConfigurations
        var position = 0

        /// The next configuration, or nil after the last.
        public mutating func next() -> UInt8? {
            while position < 256 {
                let value = position
                // The rest of this word at once: skip its zero bits.
                let rest = set.word(value >> 6) >> UInt64(value & 63)
                if rest == 0 {
                    position = (value | 63) + 1
                    continue
                }
                let found = value + rest.trailingZeroBitCount
                position = found + 1
                return UInt8(found)
            }
            return nil
        }
    }

    /// The configurations, as a list.
    public var description: String { "[" + map { String($0) }.joined(separator: ", ") + "]" }

    @inline(__always)
    private func word(_ index: Int) -> UInt64 {
        switch index {
        case 0: return w0
        case 1: return w1
        case 2: return w2
        default: return w3
        }
    }
}
