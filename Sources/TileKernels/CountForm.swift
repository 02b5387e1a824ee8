/// Which neighbour counts (0...8) a mask holds, as a formula over the count's bits that costs the
/// same for any mask: the algebraic normal form over the low three bits (each coefficient a word of
/// all ones or all zeroes, so a term is one AND and one XOR), and a correction for 8 (the only
/// count with the fourth bit, whose low bits read as 0).
///
/// `TileKernel.matching` costs five operations a count in the mask; this costs about 17 for any
/// mask, so it is the cheaper one from four counts up (a B0 rule's stored steps, such as B245678).
public struct CountForm: Sendable {
    /// The coefficients of 1, b0, b1, b0 b1, b2, b0 b2, b1 b2, b0 b1 b2 (b0 the ones bit).
    public let coefficients: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    /// All ones when the mask holds exactly one of 0 and 8.
    public let eight: UInt64

    /// The form of `mask` (bit n: count n).
    public init(mask: UInt16) {
        func word(_ bit: Bool) -> UInt64 { bit ? ~0 : 0 }
        // The Möbius transform: coefficient s is the XOR of the values at every subset of s.
        var c = (0..<8).map { mask >> UInt16($0) & 1 }
        for bit in [1, 2, 4] {
            for s in 0..<8 where s & bit != 0 { c[s] ^= c[s ^ bit] }
        }
        coefficients = (word(c[0] != 0), word(c[1] != 0), word(c[2] != 0), word(c[3] != 0),
                        word(c[4] != 0), word(c[5] != 0), word(c[6] != 0), word(c[7] != 0))
        eight = word((mask & 1 != 0) != (mask >> 8 & 1 != 0))
    }

    /// All ones where the count (b0 + 2 b1 + 4 b2 + 8 b3) is in the mask.
    @inlinable @inline(__always)
    public func matching<Vector: SIMD>(_ b0: Vector, _ b1: Vector, _ b2: Vector, _ b3: Vector) -> Vector where Vector.Scalar == UInt64 {
        @inline(__always) func splat(_ word: UInt64) -> Vector { Vector(repeating: word) }
        let b01 = b0 & b1
        var value = splat(coefficients.0) ^ (splat(coefficients.1) & b0) ^ (splat(coefficients.2) & b1) ^ (splat(coefficients.3) & b01)
        value ^= (splat(coefficients.4) & b2) ^ (splat(coefficients.5) & (b0 & b2)) ^ (splat(coefficients.6) & (b1 & b2))
            ^ (splat(coefficients.7) & (b01 & b2))
        return value ^ (splat(eight) & b3)
    }
}
