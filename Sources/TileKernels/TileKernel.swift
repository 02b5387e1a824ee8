/// The bit-parallel step of one 64x64 tile: 64 cells a word, neighbour counts by adder logic.
///
/// Bit i of a row word is the cell at x offset i. The kernel reads the tile's rows and the edges
/// of its eight neighbours and writes the next generation's rows, in blocks of eight rows, several
/// rows at a time in vectors of the caller's choosing. It lives in a module of its own so that it
/// can be compiled twice: for any x86-64 (SIMD2, in LifeEngine) and for processors with AVX2
/// (SIMD4, in TileKernelsWide), picked when the program runs.
public struct TileKernel: Sendable {
    /// The rule, as masks over neighbour counts 0...8 (bit n: n neighbours).
    public let birth: UInt16
    public let survival: UInt16
    /// Whether the rule is B3/S23, which has a shorter formula.
    public let isConway: Bool

    /// A kernel for the outer-totalistic rule with these birth and survival masks.
    public init(birth: UInt16, survival: UInt16) {
        self.birth = birth
        self.survival = survival
        isConway = birth == 1 << 3 && survival == 1 << 2 | 1 << 3
    }

    /// Words of scratch space `step` needs: four planes of 66 summed rows, two of 64 edge bits.
    public static let scratchWords = 4 * 66 + 2 * 64

    /// Computes the next rows of the tile whose rows start at `center`, for the blocks of eight rows
    /// set in `blocks` (bit b: rows 8b..<8b+8), into the same rows of `out`; other rows of `out` are
    /// left alone.
    ///
    /// Before a row of `out` is overwritten it is compared with the new one (when `out` held the
    /// generation before `center`, that is the change against two generations ago): `twoBack[r]`
    /// gets the difference, `blockDifference[b]` the OR of block b's differences and `blockLive[b]`
    /// the OR of its new rows. The result is the OR of all differences. Missing neighbours are
    /// passed as 64 zero rows. `scratch` holds `scratchWords` words. The row loops have no branches
    /// inside, so the compiler vectorises them.
    /// `vector` sets how many rows go at once (2 or 4; 8 rows must be a whole number of vectors).
    /// - Complexity: O(10) word operations per row of each run of consecutive blocks, plus two rows.
    @inlinable @inline(__always)
    public func step<Vector: SIMD>(
        _ vector: Vector.Type, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>, south: UnsafePointer<UInt64>,
              west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>,
              northWest: UnsafePointer<UInt64>, northEast: UnsafePointer<UInt64>,
              southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
              blocks: UInt8, scratch: UnsafeMutablePointer<UInt64>, out: UnsafeMutablePointer<UInt64>,
              twoBack: UnsafeMutablePointer<UInt64>, blockDifference: UnsafeMutablePointer<UInt64>,
              blockLive: UnsafeMutablePointer<UInt64>) -> UInt64 where Vector.Scalar == UInt64 {
        // Row r's sums live at index r + 1 (rows -1 and 64 come from the north and south tiles):
        // pair = west + east and triple = west + centre + east, as bit planes. Rows go `width` at a
        // time as SIMD words, which map onto the machine's vector registers.
        typealias Pair = Vector
        let width = Vector.scalarCount
        let p0 = scratch, p1 = scratch + 66, t0 = scratch + 132, t1 = scratch + 198
        let westBits = scratch + 264, eastBits = scratch + 328
        @inline(__always) func load(_ p: UnsafePointer<UInt64>, _ i: Int) -> Pair {
            UnsafeRawPointer(p + i).loadUnaligned(as: Pair.self)
        }
        @inline(__always) func store(_ v: Pair, _ p: UnsafeMutablePointer<UInt64>, _ i: Int) {
            UnsafeMutableRawPointer(p + i).storeBytes(of: v, as: Pair.self)
        }
        @inline(__always) func sum(_ i: Int, _ c: UInt64, _ w: UInt64, _ e: UInt64) {
            let a = w ^ e, b = w & e
            p0[i] = a
            p1[i] = b
            t0[i] = a ^ c
            t1[i] = b | (a & c)
        }
        var anyDifference: UInt64 = 0
        var remaining = blocks
        while remaining != 0 {
            // One run of consecutive blocks: rows first..<end, reading rows first - 1 ... end.
            let firstBlock = remaining.trailingZeroBitCount
            let runLength = (~(remaining >> UInt8(firstBlock))).trailingZeroBitCount
            remaining &= ~(UInt8(truncatingIfNeeded: (1 << runLength) - 1) << UInt8(firstBlock))
            let first = firstBlock * 8, end = (firstBlock + runLength) * 8
            if first == 0 {
                let c = north[63]
                sum(0, c, (c << 1) | (northWest[63] >> 63), (c >> 1) | (northEast[63] << 63))
            }
            if end == 64 {
                let c = south[0]
                sum(65, c, (c << 1) | (southWest[0] >> 63), (c >> 1) | (southEast[0] << 63))
            }
            // An even number of rows around the run (a spare row on each side is harmless).
            let low = max(first - width, 0), high = min(end + width, 64)
            // The neighbours' edge cells first, in a loop of their own: written into the shifts below
            // directly, they turn into funnel shifts the vector unit does not have.
            var r = low
            while r < high {
                store(load(west, r) &>> 63, westBits, r)
                store(load(east, r) &<< 63, eastBits, r)
                r += width
            }
            r = low
            while r < high {
                let c = load(center, r)
                let w = (c &<< 1) | load(westBits, r), e = (c &>> 1) | load(eastBits, r)
                let a = w ^ e, b = w & e
                store(a, p0, r + 1)
                store(b, p1, r + 1)
                store(a ^ c, t0, r + 1)
                store(b | (a & c), t1, r + 1)
                r += width
            }
            // Total = triple above + triple below + pair in the middle; x is the ones bit, p, q, s, carry weigh 2.
            for block in firstBlock..<(firstBlock + runLength) {
                var difference = Pair(repeating: 0), live = Pair(repeating: 0)
                var r = block * 8
                while r < block * 8 + 8 {
                    let a0 = load(t0, r), b0 = load(t0, r + 2), c0 = load(p0, r + 1)
                    let x = a0 ^ b0 ^ c0
                    let carry = (a0 & b0) | (c0 & (a0 ^ b0))
                    let p = load(t1, r), q = load(t1, r + 2), s = load(p1, r + 1)
                    let alive = load(center, r)
                    let v: Pair
                    if isConway {
                        // Alive next when exactly one weight-2 bit is set and (x or alive): count 3, or 2 and alive.
                        let odd = p ^ q ^ s ^ carry
                        let fullPair = (p & q) | (s & carry)
                        v = odd & ~fullPair & (x | alive)
                    } else {
                        let s1 = p ^ q, c1 = p & q, s2 = s ^ carry, c2 = s & carry
                        let k0 = s1 ^ s2, cc = s1 & s2
                        let k1 = c1 ^ c2 ^ cc
                        let k2 = (c1 & c2) | ((c1 ^ c2) & cc)
                        v = (~alive & Self.matching(birth, x, k0, k1, k2)) | (alive & Self.matching(survival, x, k0, k1, k2))
                    }
                    let d = v ^ load(UnsafePointer(out), r)
                    store(d, twoBack, r)
                    store(v, out, r)
                    difference |= d
                    live |= v
                    r += width
                }
                var differenceWord: UInt64 = 0, liveWord: UInt64 = 0
                for i in 0..<width {
                    differenceWord |= difference[i]
                    liveWord |= live[i]
                }
                blockDifference[block] = differenceWord
                blockLive[block] = liveWord
                anyDifference |= differenceWord
            }
        }
        return anyDifference
    }

    /// Bits whose count (t0 + 2 t1 + 4 t2 + 8 t3) is in `mask`.
    @inlinable @inline(__always)
    public static func matching<Vector: SIMD>(_ mask: UInt16, _ t0: Vector, _ t1: Vector, _ t2: Vector,
                                       _ t3: Vector) -> Vector where Vector.Scalar == UInt64 {
        var result = Vector(repeating: 0)
        var m = mask
        while m != 0 {
            let n = m.trailingZeroBitCount
            m &= m - 1
            let b0 = n & 1 != 0 ? t0 : ~t0
            let b1 = n & 2 != 0 ? t1 : ~t1
            let b2 = n & 4 != 0 ? t2 : ~t2
            let b3 = n & 8 != 0 ? t3 : ~t3
            result |= b0 & b1 & b2 & b3
        }
        return result
    }
}
