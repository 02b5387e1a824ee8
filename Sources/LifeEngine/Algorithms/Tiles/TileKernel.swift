/// The bit-parallel step of one 64x64 tile: 64 cells a word, neighbour counts by adder logic.
///
/// Bit i of a row word is the cell at x offset i. The kernel reads the tile's rows and the edges
/// of its eight neighbours and writes the next generation's rows.
struct TileKernel {
    /// The rule, as masks over neighbour counts 0...8.
    let birth: UInt16
    let survival: UInt16
    let isConway: Bool

    init(rule: Rule) {
        birth = rule.birthMask
        survival = rule.survivalMask
        isConway = rule == .conway
    }

    /// Words of scratch space `step` needs.
    static let scratchWords = 7 * 66

    /// Computes the next rows of the tile whose rows start at `center`, for the blocks of eight rows
    /// set in `blocks` (bit b: rows 8b..<8b+8), into the same rows of `out`; other rows of `out` are
    /// left alone. Before each row is overwritten it is compared with the new one: the result is the
    /// OR of those differences (zero when `out` held the same rows), and `diffs[b]` gets the OR of
    /// block b's changes against `center`. Neighbour pointers are nil where no tile exists (all
    /// dead). `scratch` holds `scratchWords` words. The loops have no branches inside, so the
    /// compiler vectorises them.
    /// - Complexity: O(64) word operations per computed block plus O(66) to sum the rows.
    @inline(__always)
    func step(center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>?, south: UnsafePointer<UInt64>?,
              west: UnsafePointer<UInt64>?, east: UnsafePointer<UInt64>?,
              northWest: UnsafePointer<UInt64>?, northEast: UnsafePointer<UInt64>?,
              southWest: UnsafePointer<UInt64>?, southEast: UnsafePointer<UInt64>?,
              blocks: UInt8, scratch: UnsafeMutablePointer<UInt64>, out: UnsafeMutablePointer<UInt64>,
              diffs: UnsafeMutablePointer<UInt64>) -> UInt64 {
        // Extended rows -1...64 live at ext[0...65], with the neighbouring columns' bits beside them.
        let ext = scratch, wBits = scratch + 66, eBits = scratch + 132
        let p0 = scratch + 198, p1 = scratch + 264, t0 = scratch + 330, t1 = scratch + 396
        @inline(__always) func sum(_ i: Int) {
            // Horizontal sums of a row: pair (west + east) and triple (west + centre + east), as bit planes.
            let c = ext[i]
            let w = (c << 1) | wBits[i]
            let e = (c >> 1) | (eBits[i] << 63)
            let a = w ^ e, b = w & e
            p0[i] = a
            p1[i] = b
            t0[i] = a ^ c
            t1[i] = b | (a & c)
        }
        if blocks.nonzeroBitCount <= 2 {
            // A quiet tile: gather and sum only the ten rows around each block.
            var pending = blocks
            while pending != 0 {
                let b = pending.trailingZeroBitCount
                pending &= pending - 1
                for i in (b * 8)...(b * 8 + 9) {
                    let r = i - 1
                    if r < 0 {
                        ext[i] = north?[63] ?? 0
                        wBits[i] = (northWest?[63] ?? 0) >> 63
                        eBits[i] = (northEast?[63] ?? 0) & 1
                    } else if r > 63 {
                        ext[i] = south?[0] ?? 0
                        wBits[i] = (southWest?[0] ?? 0) >> 63
                        eBits[i] = (southEast?[0] ?? 0) & 1
                    } else {
                        ext[i] = center[r]
                        wBits[i] = (west?[r] ?? 0) >> 63
                        eBits[i] = (east?[r] ?? 0) & 1
                    }
                    sum(i)
                }
            }
        } else {
            ext[0] = north?[63] ?? 0
            ext[65] = south?[0] ?? 0
            for r in 0..<64 { ext[r + 1] = center[r] }
            wBits[0] = (northWest?[63] ?? 0) >> 63
            eBits[0] = (northEast?[63] ?? 0) & 1
            wBits[65] = (southWest?[0] ?? 0) >> 63
            eBits[65] = (southEast?[0] ?? 0) & 1
            if let west {
                for r in 0..<64 { wBits[r + 1] = west[r] >> 63 }
            } else {
                for r in 1...64 { wBits[r] = 0 }
            }
            if let east {
                for r in 0..<64 { eBits[r + 1] = east[r] & 1 }
            } else {
                for r in 1...64 { eBits[r] = 0 }
            }
            for i in 0..<66 { sum(i) }
        }
        var remaining = blocks
        var previousOr: UInt64 = 0
        while remaining != 0 {
            let b = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            let first = b * 8
            var changed: UInt64 = 0
            // Total = triple above + triple below + pair in the middle; x is the ones bit, p, q, s, carry weigh 2.
            if isConway {
                for r in first..<(first + 8) {
                    let a0 = t0[r], b0 = t0[r + 2], c0 = p0[r + 1]
                    let x = a0 ^ b0 ^ c0
                    let carry = (a0 & b0) | (c0 & (a0 ^ b0))
                    let p = t1[r], q = t1[r + 2], s = p1[r + 1]
                    // Alive next when exactly one weight-2 bit is set and (x or alive): count 3, or 2 and alive.
                    let odd = p ^ q ^ s ^ carry
                    let fullPair = (p & q) | (s & carry)
                    let v = odd & ~fullPair & (x | ext[r + 1])
                    changed |= v ^ ext[r + 1]
                    previousOr |= v ^ out[r]
                    out[r] = v
                }
            } else {
                for r in first..<(first + 8) {
                    let a0 = t0[r], b0 = t0[r + 2], c0 = p0[r + 1]
                    let x = a0 ^ b0 ^ c0
                    let carry = (a0 & b0) | (c0 & (a0 ^ b0))
                    let p = t1[r], q = t1[r + 2], s = p1[r + 1]
                    let s1 = p ^ q, c1 = p & q, s2 = s ^ carry, c2 = s & carry
                    let k0 = s1 ^ s2, cc = s1 & s2
                    let k1 = c1 ^ c2 ^ cc
                    let k2 = (c1 & c2) | ((c1 ^ c2) & cc)
                    let alive = ext[r + 1]
                    let v = (~alive & Self.matching(birth, x, k0, k1, k2)) | (alive & Self.matching(survival, x, k0, k1, k2))
                    changed |= v ^ alive
                    previousOr |= v ^ out[r]
                    out[r] = v
                }
            }
            diffs[b] = changed
        }
        return previousOr
    }

    /// Bits whose count (t0 + 2 t1 + 4 t2 + 8 t3) is in `mask`.
    @inline(__always)
    static func matching(_ mask: UInt16, _ t0: UInt64, _ t1: UInt64, _ t2: UInt64, _ t3: UInt64) -> UInt64 {
        var result: UInt64 = 0
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
