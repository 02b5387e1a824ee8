/// Steps a 32x32 square (a level-5 HashLife node's sixteen 8x8 leaves) up to 8 generations under
/// any rule of range 1, and returns the centre as leaf bitmaps (row r in bits 8r..8r+7, column c
/// at bit 8r+c).
///
/// A row of the square is a `UInt32` (column c at bit c); 4, 8 or 16 rows are stepped at once as the
/// lanes of a vector read from the row buffer at three offsets (the rows above, the rows, the rows
/// below). Each buffer has room past its rows, so a group may run over the rows still
/// exact: what it computes there is never read into an exact row. It lives here, beside the tiles'
/// kernel, so that the modules compiled for AVX2 and AVX-512 each have their own copy to call.
public struct LeafSquareKernel: Sendable {
    @usableFromInline let birthMask: UInt16
    @usableFromInline let survivalMask: UInt16
    @usableFromInline let isConway: Bool
    /// For a rule the adder logic does not express (non-totalistic, hexagonal, von Neumann): the
    /// rule as the tiles' circuit, run over the rows' bit planes.
    @usableFromInline let circuit: RuleCircuit?

    /// A kernel for the outer-totalistic rule of these masks (bit n: n neighbours), or for any rule
    /// of range 1 given as its `table` of 512 blocks (see `RuleCircuit`; the masks then unused).
    public init(birthMask: UInt16, survivalMask: UInt16, isConway: Bool, table: [UInt64]?) {
        self.birthMask = birthMask
        self.survivalMask = survivalMask
        self.isConway = isConway
        circuit = table.map { RuleCircuit(table: $0) }
    }

    /// The centre 16x16 of a 32x32 square after `generations` (1...8), as its four leaves (nw, ne,
    /// sw, se). `leaves` holds the square's sixteen leaves, 4x4, row-major. `Rows.scalarCount` rows
    /// are stepped at a time (4, 8 or 16: each copy's own vector width, and its own
    /// specialisation, so no two copies are merged at link time).
    @inlinable @inline(__always)
    public func centre32<Rows: SIMD>(_ leaves: UnsafePointer<UInt64>, generations: Int,
                                     rows: Rows.Type) -> (UInt64, UInt64, UInt64, UInt64) where Rows.Scalar == UInt32 {
        // Two buffers of 32 rows, each followed by 16 rows of room.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 96) { buffer in
            let rows = buffer.baseAddress!
            rows.initialize(repeating: 0, count: 96)
            // Each band of eight rows: a leaf's bytes are its rows, widened to 32 bits and moved to its column.
            for ly in 0..<4 {
                var band = SIMD8<UInt32>()
                for lx in 0..<4 { band |= Self.rows(of: leaves[4 * ly + lx]) &<< UInt32(8 * lx) }
                UnsafeMutableRawPointer(rows + 8 * ly).storeBytes(of: band, as: SIMD8<UInt32>.self)
            }
            // After g generations rows and columns g...31-g are exact; the centre needs 8...23.
            let from = advance(rows, rows + 48, size: 32, generations: generations, as: Rows.self)
            let top = UnsafeRawPointer(from + 8).loadUnaligned(as: SIMD8<UInt32>.self)
            let bottom = UnsafeRawPointer(from + 16).loadUnaligned(as: SIMD8<UInt32>.self)
            return (Self.leaf(top &>> 8), Self.leaf(top &>> 16), Self.leaf(bottom &>> 8), Self.leaf(bottom &>> 16))
        }
    }

    /// A leaf's eight rows (its bytes), each in the low bits of a lane.
    @inlinable @inline(__always)
    static func rows(of leaf: UInt64) -> SIMD8<UInt32> {
        SIMD8<UInt32>(truncatingIfNeeded: unsafeBitCast(leaf, to: SIMD8<UInt8>.self))
    }

    /// The leaf whose rows are the low eight bits of each lane.
    @inlinable @inline(__always)
    static func leaf(_ rows: SIMD8<UInt32>) -> UInt64 {
        unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: rows), to: UInt64.self)
    }

    /// Steps the `size` rows in `first` `generations` times, `Rows.scalarCount` at a time, back
    /// and forth between the two buffers (each with room for 16 rows past its end); returns the
    /// buffer holding the result.
    @inlinable @inline(__always)
    func advance<Rows: SIMD>(_ first: UnsafeMutablePointer<UInt32>, _ second: UnsafeMutablePointer<UInt32>,
                             size: Int, generations: Int, as _: Rows.Type) -> UnsafeMutablePointer<UInt32> where Rows.Scalar == UInt32 {
        // Room for a circuit's values, taken once for every group of rows.
        withUnsafeTemporaryAllocation(of: Rows.self, capacity: circuit?.slotCount ?? 1) { slots in
            (circuit?.gates ?? []).withUnsafeBufferPointer { gates in
                var from = first, to = second
                for g in 0..<generations {
                    // Rows g+1 ... size-2-g come out exact; groups of `Rows.scalarCount` cover them.
                    var r = g + 1
                    while r < size - 1 - g {
                        let source = UnsafeRawPointer(from + r)
                        let up = source.loadUnaligned(fromByteOffset: -4, as: Rows.self)
                        let row = source.loadUnaligned(as: Rows.self)
                        let down = source.loadUnaligned(fromByteOffset: 4, as: Rows.self)
                        UnsafeMutableRawPointer(to + r).storeBytes(of: step(up, row, down, gates: gates, slots: slots.baseAddress!),
                                                                   as: Rows.self)
                        r += Rows.scalarCount
                    }
                    swap(&from, &to)
                }
                return from
            }
        }
    }

    /// The next state of the rows given the rows above and below (bits shifted past either end
    /// are lost: the square's edges go wrong one cell a generation, which the callers allow for).
    /// `gates` are the circuit's, if any, and `slots` room for its values.
    @inlinable @inline(__always)
    func step<Rows: SIMD>(_ up: Rows, _ row: Rows, _ down: Rows, gates: UnsafeBufferPointer<UInt64>,
                          slots: UnsafeMutablePointer<Rows>) -> Rows where Rows.Scalar == UInt32 {
        var i0 = up &<< 1, i1 = up, i2 = up &>> 1
        var i3 = row &<< 1, i4 = row &>> 1
        var i5 = down &<< 1, i6 = down, i7 = down &>> 1
        if let circuit, circuit.counted != 0xFF {
            // Only the neighbours the rule reads are counted (hexagonal, von Neumann).
            let counted = circuit.counted
            @inline(__always) func kept(_ plane: Rows, _ bit: UInt8) -> Rows { counted >> bit & 1 != 0 ? plane : Rows() }
            (i0, i1, i2, i3, i4, i5, i6, i7) = (kept(i0, 0), kept(i1, 1), kept(i2, 2), kept(i3, 3), kept(i4, 4), kept(i5, 5),
                                                kept(i6, 6), kept(i7, 7))
        }
        // Full adders down to four bit planes of the neighbour count.
        let x1 = i0 ^ i1 ^ i2, c1 = (i0 & i1) | (i2 & (i0 ^ i1))
        let x2 = i3 ^ i4 ^ i5, c2 = (i3 & i4) | (i5 & (i3 ^ i4))
        let x3 = i6 ^ i7, c3 = i6 & i7
        let s0 = x1 ^ x2 ^ x3, c4 = (x1 & x2) | (x3 & (x1 ^ x2))
        let t = c1 ^ c2 ^ c3, c5 = (c1 & c2) | (c3 & (c1 ^ c2))
        let s1 = t ^ c4, c6 = t & c4
        let s2 = c5 ^ c6, s3 = c5 & c6
        if let circuit {
            // The circuit's inputs: the cells in a rule table's bit order (NW N NE W E SW S SE, the
            // cell; all of them, counted or not), then the count.
            slots[0] = Rows()
            slots[1] = Rows(repeating: ~0)
            (slots[2], slots[3], slots[4], slots[5]) = (up &<< 1, up, up &>> 1, row &<< 1)
            (slots[6], slots[7], slots[8], slots[9], slots[10]) = (row &>> 1, down &<< 1, down, down &>> 1, row)
            (slots[11], slots[12], slots[13], slots[14]) = (s0, s1, s2, s3)
            return RuleCircuit.run(gates, output: circuit.output, slots: slots, vectors: 1, stride: 1).pointee
        }
        if isConway {
            // Two or three neighbours (s1 set, s2 and s3 clear); three also gives birth.
            return s1 & ~s2 & ~s3 & (s0 | row)
        }
        var born = Rows(), stays = Rows()
        for k in 0...8 {
            let inBirth = birthMask & (1 << k) != 0, inSurvival = survivalMask & (1 << k) != 0
            guard inBirth || inSurvival else { continue }
            let e0 = k & 1 != 0 ? s0 : ~s0, e1 = k & 2 != 0 ? s1 : ~s1
            let e2 = k & 4 != 0 ? s2 : ~s2, e3 = k & 8 != 0 ? s3 : ~s3
            let equal = e0 & e1 & e2 & e3
            if inBirth { born |= equal }
            if inSurvival { stays |= equal }
        }
        return (row & stays) | (~row & born)
    }
}
