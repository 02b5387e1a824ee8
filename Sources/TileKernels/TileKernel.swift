/// The bit-parallel step of one 64x64 tile: 64 cells a word, neighbour counts by adder logic.
///
/// Bit i of a row word is the cell at x offset i. The kernel reads the tile's rows and the edges
/// of its eight neighbours and writes the next generation's rows, in blocks of eight rows, several
/// rows at a time in vectors of the caller's choosing. It lives in a module of its own so that it
/// can be compiled twice: for any x86-64 (SIMD2, in LifeEngine) and for processors with AVX2
/// (SIMD4, in TileKernelsWide), picked when the program runs.
public final class TileKernel: Sendable {
    /// The rule, as masks over neighbour counts 0...8 (bit n: n neighbours).
    public let birth: UInt16
    public let survival: UInt16
    /// The masks as formulas, for a mask of four counts or more (nil: `matching` is cheaper).
    public let birthForm: CountForm?
    public let survivalForm: CountForm?
    /// Whether the rule is B3/S23, which has a shorter formula.
    public let isConway: Bool
    /// Any other rule of range 1, as a program over the nine cells of a block (nil: the masks say it).
    public let circuit: RuleCircuit?
    /// The same rule as the 512 bits a table-lookup kernel reads (`RuleLookup.h`): byte a + 8c,
    /// bit b, is the next state under the rows above (a), in line (c) and below (b), each three
    /// cells west to east; empty without a circuit.
    public let lookupTable: [UInt8]
    /// 63, kept where the optimiser cannot see it (see `step`).
    public let edgeShift: UInt64

    /// Which of the eight neighbours count (bits NW N NE W E SW S SE): the hexagonal and von
    /// Neumann neighbourhoods leave some out.
    public let counted: UInt8
    /// Whether some neighbour is left out.
    public var leavesOut: Bool { counted != 0xFF }

    /// A kernel for the outer-totalistic rule with these birth and survival masks, counting the
    /// neighbours set in `neighbours` (bits NW N NE W E SW S SE; all eight by default).
    public init(birth: UInt16, survival: UInt16, neighbours: UInt8 = 0xFF) {
        self.birth = birth
        self.survival = survival
        birthForm = birth.nonzeroBitCount >= 4 ? CountForm(mask: birth) : nil
        survivalForm = survival.nonzeroBitCount >= 4 ? CountForm(mask: survival) : nil
        isConway = birth == 1 << 3 && survival == 1 << 2 | 1 << 3 && neighbours == 0xFF
        circuit = nil
        lookupTable = []
        counted = neighbours
        edgeShift = 63
    }

    /// A kernel for any two-state rule of range 1, given as its table of 512 blocks (see
    /// `RuleCircuit`); the rule must leave an empty neighbourhood empty.
    public init(table: [UInt64]) {
        precondition(table[0] & 1 == 0, "the tiles do not run B0 rules")
        birth = 0
        survival = 0
        birthForm = nil
        survivalForm = nil
        isConway = false
        let circuit = RuleCircuit(table: table)
        self.circuit = circuit
        lookupTable = Self.lookupTable(table)
        // The neighbours the rule reads: the count the circuit reads is of these.
        counted = circuit.counted
        edgeShift = 63
    }

    /// `table` (bit b of word b / 64: block b, in a rule table's bit order NW N NE W E SW S SE and
    /// the cell) laid out as `lookupTable`.
    private static func lookupTable(_ table: [UInt64]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 64)
        for block in 0..<512 where table[block >> 6] >> UInt64(block & 63) & 1 != 0 {
            let above = block & 7                                               // NW N NE
            let inLine = block >> 3 & 1 | (block >> 8) << 1 | (block >> 4 & 1) << 2 // W, the cell, E
            let below = block >> 5 & 7                                          // SW S SE
            bytes[above | inLine << 3] |= 1 << below
        }
        return bytes
    }

    /// Computes the next rows of the tile whose rows start at `center`, for the blocks of eight rows
    /// set in `blocks` (bit b: rows 8b..<8b+8), into the same rows of `out`; other rows of `out` are
    /// left alone. Returns what changed and what lives in the computed blocks.
    ///
    /// Before a row of `out` is overwritten it is compared with the new one: when `out` held the
    /// generation before `center`, that is the change against two generations ago, which the
    /// summary reports. Missing neighbours are passed as 64 zero rows. `scratch` (optional) is room
    /// for a circuit's values, `scratchBytes` long. `vector` sets how many rows
    /// go at once (2, 4 or 8: a divisor of 8), as SIMD words that map onto the machine's vector
    /// registers; nothing goes through memory but the rows themselves. Each vector of rows is
    /// loaded once (aligned, when the rows are), and the rows above and below it are taken from it
    /// and its neighbour vectors by a lane shuffle, carried on across consecutive blocks.
    /// - Complexity: about 30 vector operations per `vector` rows of each computed block.
    @inlinable @inline(__always)
    public func step<Vector: TileRows>(
        _ vector: Vector.Type, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>, south: UnsafePointer<UInt64>,
              west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>,
              northWest: UnsafePointer<UInt64>, northEast: UnsafePointer<UInt64>,
              southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
              blocks: UInt8, out: UnsafeMutablePointer<UInt64>,
              funnelShifts: Bool = false, scratch: UnsafeMutableRawPointer? = nil) -> TileStepSummary {
        guard let circuit else {
            if !leavesOut {
                return sweepSharingSums(vector, center: center, north: north, south: south, west: west, east: east,
                                        northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                                        blocks: blocks, out: out, funnelShifts: funnelShifts)
            }
            return sweep(vector, center: center, north: north, south: south, west: west, east: east,
                         northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                         blocks: blocks, out: out, funnelShifts: funnelShifts, slots: nil, stride: 0, first: 0)
        }
        // The circuit's inputs for every vector of rows the call computes (a slot's values side by
        // side, so the slots do not crowd a few sets of the cache), its gates, its outputs.
        @inline(__always) func run(_ slots: UnsafeMutablePointer<Vector>) -> TileStepSummary {
            let vectors = blocks.nonzeroBitCount * 8 / Vector.scalarCount, stride = max(vectors, 1)
            _ = sweep(vector, center: center, north: north, south: south, west: west, east: east,
                      northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                      blocks: blocks, out: out, funnelShifts: funnelShifts, slots: slots, stride: stride, first: 0)
            let results = circuit.gates.withUnsafeBufferPointer { gates in
                RuleCircuit.run(gates, output: circuit.output, slots: slots, vectors: vectors, stride: stride)
            }
            return scatter(vector, results: UnsafePointer(results), blocks: blocks, out: out)
        }
        if let scratch { return run(scratch.assumingMemoryBound(to: Vector.self)) }
        return withUnsafeTemporaryAllocation(of: Vector.self, capacity: scratchBytes / MemoryLayout<Vector>.stride) { slots in
            run(slots.baseAddress!)
        }
    }

    /// Rows of circuit values one call of `step` (or one batch of `gather` calls) can hold: room
    /// for several tiles' vectors, so that each gate's loop runs long enough to pay for itself.
    public static let batchRows = 128

    /// Writes the circuit's inputs (see `RuleCircuit`) for the rows of the blocks set in `blocks`
    /// of the tile at `center` into `slots`, slot s of vector j at `slots[s * stride + j]`, from
    /// vector `first` on (`blocks.nonzeroBitCount * 8 / Vector.scalarCount` vectors; the caller
    /// keeps them within `stride`). With the inputs of several tiles written, `RuleCircuit.run`
    /// over them all and `scatter` for each tile step them (the kernel's rule must have a circuit).
    @inlinable @inline(__always)
    public func gather<Vector: TileRows>(
        _ vector: Vector.Type, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>, south: UnsafePointer<UInt64>,
        west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>,
        northWest: UnsafePointer<UInt64>, northEast: UnsafePointer<UInt64>,
        southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
        blocks: UInt8, funnelShifts: Bool = false, slots: UnsafeMutablePointer<Vector>, stride: Int, first: Int) {
        _ = sweep(vector, center: center, north: north, south: south, west: west, east: east,
                  northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                  blocks: blocks, out: nil, funnelShifts: funnelShifts, slots: slots, stride: stride, first: first)
    }

    /// Writes a circuit's outputs `results` (a vector of rows each, in the order `gather` took the
    /// blocks) into the rows of the blocks set in `blocks` of `out`, and returns what changed and
    /// what lives there, as `step` does.
    @inlinable @inline(__always)
    public func scatter<Vector: TileRows>(_ vector: Vector.Type, results: UnsafePointer<Vector>, blocks: UInt8,
                                          out: UnsafeMutablePointer<UInt64>) -> TileStepSummary {
        var summary = TileStepSummary()
        var j = 0
        var remaining = blocks
        while remaining != 0 {
            let block = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            var live = Vector()
            var r = block * 8
            while r < block * 8 + 8 {
                let v = results[j]
                j += 1
                summary.store(v, into: out, row: r)
                live |= v
                r += Vector.scalarCount
            }
            summary.note(block: block, live: live)
        }
        return summary
    }

    /// The slots of the circuit's values (inputs and gates; 0 without a circuit).
    public var circuitSlots: Int { circuit?.slotCount ?? 0 }

    /// The bytes of room a circuit's values take in one call of `step`, or one batch of `gather`
    /// calls, at any vector width (0 for a rule without a circuit): a caller that steps many tiles
    /// passes this much scratch, aligned to 64 bytes, rather than have each call allocate it.
    public var scratchBytes: Int {
        circuitSlots * Self.batchRows * MemoryLayout<UInt64>.stride
    }

    /// `step` for a rule without a circuit (`slots` nil), or `gather` (`out` is then not touched).
    @inlinable @inline(__always)
    func sweep<Vector: TileRows>(
        _ vector: Vector.Type, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>, south: UnsafePointer<UInt64>,
              west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>,
              northWest: UnsafePointer<UInt64>, northEast: UnsafePointer<UInt64>,
              southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
              blocks: UInt8, out: UnsafeMutablePointer<UInt64>?,
              funnelShifts: Bool, slots: UnsafeMutablePointer<Vector>?, stride: Int, first: Int) -> TileStepSummary {
        typealias Pair = Vector
        let width = Vector.scalarCount
        @inline(__always) func load(_ p: UnsafePointer<UInt64>, _ i: Int) -> Pair {
            UnsafeRawPointer(p + i).loadUnaligned(as: Pair.self)
        }
        // Rows i..<i+width of the centre and of its west and east shifts (the neighbours' edge cells
        // shifted in). Unless `funnelShifts` says the vector unit has funnel shifts (AVX-512
        // VBMI2), the shift by `edgeShift` (63, unknown to the optimiser) keeps it from fusing the
        // shifts into funnel shifts, which would then be emulated.
        let shift = funnelShifts ? 63 : edgeShift
        typealias Rows = (centre: Pair, west: Pair, east: Pair)
        @inline(__always) func shifted(_ c: Pair, _ w: Pair, _ e: Pair) -> Rows {
            (c, (c &<< 1) | (w &>> shift), (c &>> 1) | (e &<< shift))
        }
        @inline(__always) func rows(_ i: Int) -> Rows {
            if i < 0 {
                // Row -1, from the tiles above, in the last lane (the only one read).
                return shifted(Pair(repeating: north[63]), Pair(repeating: northWest[63]), Pair(repeating: northEast[63]))
            } else if i >= 64 {
                // Row 64, from the tiles below, in the first lane.
                return shifted(Pair(repeating: south[0]), Pair(repeating: southWest[0]), Pair(repeating: southEast[0]))
            }
            return shifted(load(center, i), load(west, i), load(east, i))
        }
        @inline(__always) func above(_ previous: Rows, _ current: Rows) -> Rows {
            (current.centre.rowsAbove(after: previous.centre), current.west.rowsAbove(after: previous.west),
             current.east.rowsAbove(after: previous.east))
        }
        @inline(__always) func below(_ current: Rows, _ next: Rows) -> Rows {
            (current.centre.rowsBelow(before: next.centre), current.west.rowsBelow(before: next.west),
             current.east.rowsBelow(before: next.east))
        }
        @inline(__always) func kept(_ bit: UInt8) -> Pair { Pair(repeating: counted >> bit & 1 != 0 ? ~0 : 0) }
        let keep = (nw: kept(0), n: kept(1), ne: kept(2), w: kept(3), e: kept(4), sw: kept(5), s: kept(6), se: kept(7))
        var summary = TileStepSummary()
        // A circuit runs gate by gate over every vector of rows of a batch (so one gate's values
        // never wait on each other): the sweep keeps each vector's inputs, slot-major.
        var vectorIndex = first
        var remaining = blocks
        // The vectors before and at the row being computed: carried on when blocks follow each other.
        var previous: Rows = (Pair(), Pair(), Pair()), current = previous
        var carriedTo = -1
        while remaining != 0 {
            let block = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            // The block's rows ORed together: whether it lives, at its west and east edges too.
            var live = Pair()
            var r = block * 8
            if r != carriedTo {
                previous = rows(r - width)
                current = rows(r)
            }
            // Per row: pair = west + east and triple = west + centre + east, as bit planes; the total
            // = triple above + triple below + pair in the middle; x is the ones bit, p, q, s, carry weigh 2.
            while r < block * 8 + 8 {
                let next = rows(r + width)
                var above = above(previous, current), below = below(current, next), middle = current
                if leavesOut {
                    // The neighbours left out count as dead.
                    above = (above.centre & keep.n, above.west & keep.nw, above.east & keep.ne)
                    middle = (middle.centre, middle.west & keep.w, middle.east & keep.e)
                    below = (below.centre & keep.s, below.west & keep.sw, below.east & keep.se)
                }
                previous = current
                current = next
                let pairAbove = above.west ^ above.east, carryAbove = above.west & above.east
                let pairBelow = below.west ^ below.east, carryBelow = below.west & below.east
                let a0 = pairAbove ^ above.centre, b0 = pairBelow ^ below.centre, c0 = middle.west ^ middle.east
                let x = a0 ^ b0 ^ c0
                let carry = (a0 & b0) | (c0 & (a0 ^ b0))
                let p = carryAbove | (pairAbove & above.centre), q = carryBelow | (pairBelow & below.centre)
                let s = middle.west & middle.east
                let alive = middle.centre
                if let slots {
                    // Inputs in a rule table's bit order: NW N NE W E SW S SE, the cell, then the count.
                    let s1 = p ^ q, c1 = p & q, s2 = s ^ carry, c2 = s & carry
                    let cc = s1 & s2
                    let inputs = slots + vectorIndex
                    inputs[0] = Pair(repeating: 0); inputs[stride] = Pair(repeating: ~0)
                    inputs[2 * stride] = above.west; inputs[3 * stride] = above.centre; inputs[4 * stride] = above.east
                    inputs[5 * stride] = middle.west; inputs[6 * stride] = middle.east
                    inputs[7 * stride] = below.west; inputs[8 * stride] = below.centre; inputs[9 * stride] = below.east
                    inputs[10 * stride] = alive
                    inputs[11 * stride] = x
                    inputs[12 * stride] = s1 ^ s2
                    inputs[13 * stride] = c1 ^ c2 ^ cc
                    inputs[14 * stride] = (c1 & c2) | ((c1 ^ c2) & cc)
                    vectorIndex += 1
                    r += width
                    continue
                }
                let v = self.next(x: x, p: p, q: q, s: s, carry: carry, alive: alive)
                summary.store(v, into: out!, row: r)
                live |= v
                r += width
            }
            carriedTo = r
            if slots == nil { summary.note(block: block, live: live) }
        }
        return summary
    }

    /// The next states of a vector of rows from their neighbour counts, x + 2 (p + q + s + carry),
    /// and whether they are alive now.
    @inlinable @inline(__always)
    func next<Vector: TileRows>(x: Vector, p: Vector, q: Vector, s: Vector, carry: Vector, alive: Vector) -> Vector {
        if isConway {
            // Alive next when exactly one weight-2 bit is set and (x or alive): count 3, or 2 and alive.
            let odd = p ^ q ^ s ^ carry
            let fullPair = (p & q) | (s & carry)
            return odd & ~fullPair & (x | alive)
        }
        let s1 = p ^ q, c1 = p & q, s2 = s ^ carry, c2 = s & carry
        let k0 = s1 ^ s2, cc = s1 & s2
        let k1 = c1 ^ c2 ^ cc
        let k2 = (c1 & c2) | ((c1 ^ c2) & cc)
        let born = birthForm?.matching(x, k0, k1, k2) ?? Self.matching(birth, x, k0, k1, k2)
        let survives = survivalForm?.matching(x, k0, k1, k2) ?? Self.matching(survival, x, k0, k1, k2)
        return (~alive & born) | (alive & survives)
    }

    /// `step` for a rule of the eight neighbours' count: each row's three-cell sum (two bit planes)
    /// is made once and serves the rows above and below it as well, so a vector of rows takes two
    /// lane shuffles and four gates for its neighbours' rows rather than six and ten.
    @inlinable @inline(__always)
    func sweepSharingSums<Vector: TileRows>(
        _ vector: Vector.Type, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>, south: UnsafePointer<UInt64>,
        west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>,
        northWest: UnsafePointer<UInt64>, northEast: UnsafePointer<UInt64>,
        southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
        blocks: UInt8, out: UnsafeMutablePointer<UInt64>, funnelShifts: Bool) -> TileStepSummary {
        let width = Vector.scalarCount
        let shift = funnelShifts ? 63 : edgeShift
        @inline(__always) func load(_ p: UnsafePointer<UInt64>, _ i: Int) -> Vector {
            UnsafeRawPointer(p + i).loadUnaligned(as: Vector.self)
        }
        // The three-cell sums (ones and twos planes) of rows i..<i+width, the edges shifted in from
        // the west and east tiles.
        @inline(__always) func triple(_ c: Vector, _ w: Vector, _ e: Vector) -> (ones: Vector, twos: Vector) {
            let westward = (c &<< 1) | (w &>> shift), eastward = (c &>> 1) | (e &<< shift)
            let ones = westward ^ eastward, twos = westward & eastward
            return (ones ^ c, twos | (ones & c))
        }
        @inline(__always) func sums(_ i: Int) -> (ones: Vector, twos: Vector) {
            if i < 0 {
                // Row -1, from the tiles above, in the last lane (the only one read).
                return triple(Vector(repeating: north[63]), Vector(repeating: northWest[63]), Vector(repeating: northEast[63]))
            } else if i >= 64 {
                // Row 64, from the tiles below, in the first lane.
                return triple(Vector(repeating: south[0]), Vector(repeating: southWest[0]), Vector(repeating: southEast[0]))
            }
            return triple(load(center, i), load(west, i), load(east, i))
        }
        var summary = TileStepSummary()
        var remaining = blocks
        var previous = sums(0), current = previous
        var carriedTo = -1
        while remaining != 0 {
            let block = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            var live = Vector()
            var r = block * 8
            if r != carriedTo {
                previous = sums(r - width)
                current = sums(r)
            }
            while r < block * 8 + 8 {
                let next = sums(r + width)
                // The three-cell sums of the rows above (a) and below (b), and the sum of the
                // middle row's two neighbours (c, s): its triple less the cell itself.
                let a0 = current.ones.rowsAbove(after: previous.ones), a1 = current.twos.rowsAbove(after: previous.twos)
                let b0 = current.ones.rowsBelow(before: next.ones), b1 = current.twos.rowsBelow(before: next.twos)
                let alive = load(center, r)
                let c0 = current.ones ^ alive, s = current.twos & ~(alive & ~current.ones)
                previous = current
                current = next
                let ab = a0 ^ b0
                let v = self.next(x: ab ^ c0, p: a1, q: b1, s: s, carry: (a0 & b0) | (c0 & ab), alive: alive)
                summary.store(v, into: out, row: r)
                live |= v
                r += width
            }
            carriedTo = r
            summary.note(block: block, live: live)
        }
        return summary
    }

    /// Cells born and cells that died between the rows at `from` and those at `to`, in the blocks
    /// of eight rows set in `blocks` (rows elsewhere must not differ), `vector` rows at a time.
    @inlinable @inline(__always)
    public static func birthsAndDeaths<Vector: TileRows>(_ vector: Vector.Type, from: UnsafePointer<UInt64>,
                                                        to: UnsafePointer<UInt64>, blocks: UInt8) -> SIMD2<Int> {
        var born = Vector(), died = Vector()
        var remaining = blocks
        while remaining != 0 {
            let first = remaining.trailingZeroBitCount * 8
            remaining &= remaining - 1
            var r = first
            while r < first + 8 {
                let before = UnsafeRawPointer(from + r).loadUnaligned(as: Vector.self)
                let after = UnsafeRawPointer(to + r).loadUnaligned(as: Vector.self)
                born &+= (after & ~before).cellCounts
                died &+= (before & ~after).cellCounts
                r += Vector.scalarCount
            }
        }
        return SIMD2(Int(truncatingIfNeeded: born.wrappedSum()), Int(truncatingIfNeeded: died.wrappedSum()))
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
