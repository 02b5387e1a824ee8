import Dispatch
import TileKernels

/// Stepping: the tiles to compute, the kernel over their changed blocks (shared with the helper threads), and the commit that marks what may change next.
extension TiledLife {
    /// Advances the given number of generations.
    /// - Complexity: O(blocks of rows to compute) per generation, plus the tiles holding them;
    ///   tiles repeating with period 2 cost nothing, also while births and deaths are counted.
    public func step(by generations: Int64) {
        precondition(generations >= 0, "cannot step backwards")
        for done in 0..<generations {
            // Nothing alive stays nothing (no birth from nothing here): the rest are counted, not
            // computed (a pattern that died on a bounded board ran each empty generation).
            if done % 64 == 0, holdsNoLife, !rule.bornFromNothing {
                generation += generations - done
                return
            }
            if let ring {
                stepOnBoard(ring)
            } else {
                stepOnce()
            }
            generation += 1
        }
    }

    /// Marks rows of the tile to compute next step, and lists it if it was not.
    @inline(__always)
    func markDirty(_ slot: Int32, _ rowMask: UInt64) {
        guard rowMask != 0, marks.add(rowMask, to: Int(slot), at: tick) else { return }
        active.append(slot)
    }
    /// Edge flags (bit d: live cells toward direction d, TileKey order) of one buffer of a tile.
    @inline(__always)
    static func edgeFlags(_ tile: TileState, buffer: Int, rows: UnsafePointer<UInt64>, slot: Int) -> UInt8 {
        edgeFlags(occupied: tile.occupiedBlocks[buffer], west: tile.westBlocks[buffer], east: tile.eastBlocks[buffer],
                  rows: rows + slot * 128 + buffer * 64)
    }

    /// Edge flags of the 64 rows at `rows`, whose blocks holding a live cell, a westmost one and an
    /// eastmost one are `occupied`, `west` and `east`: the step passes the masks it has just worked
    /// out (copying the tile's state, whose masks it has just written, stalled on those writes).
    @inline(__always)
    static func edgeFlags(occupied: UInt8, west: UInt8, east: UInt8, rows: UnsafePointer<UInt64>) -> UInt8 {
        guard occupied != 0 else { return 0 }
        let top = rows[0], bottom = rows[63]
        var flags: UInt8 = 0
        if top != 0 { flags |= 1 << 0 }
        if top >> 63 != 0 { flags |= 1 << 1 }
        if east != 0 { flags |= 1 << 2 }
        if bottom >> 63 != 0 { flags |= 1 << 3 }
        if bottom != 0 { flags |= 1 << 4 }
        if bottom & 1 != 0 { flags |= 1 << 5 }
        if west != 0 { flags |= 1 << 6 }
        if top & 1 != 0 { flags |= 1 << 7 }
        return flags
    }

    /// Whether an empty tile can go: no neighbour has live cells facing it in either buffer, so
    /// nothing can be born in it until a neighbour changes (and `expand` brings it back).
    func isReleasable(_ s: Int) -> Bool {
        guard tiles[s].occupiedBlocks.isEmpty else { return false }
        return rows.withUnsafeBufferPointer { all in
            let links = tiles[s].links
            for d in 0..<8 where links[d] != Self.none {
                let n = Int(links[d]), facing = UInt8(1) << UInt8(TileKey.opposite(d))
                for buffer in 0..<2 where Self.edgeFlags(tiles[n], buffer: buffer, rows: all.baseAddress!, slot: n) & facing != 0 {
                    return false
                }
            }
            return true
        }
    }

    /// Bit b set when any of rows 8b..<8b+8 is set in `rowMask`.
    @inline(__always)
    static func blocks(of rowMask: UInt64) -> UInt8 {
        var m = rowMask
        m |= m >> 4
        m |= m >> 2
        m |= m >> 1
        // The low bit of each byte, gathered into the top byte by one multiplication.
        return UInt8(((m & 0x0101_0101_0101_0101) &* 0x0102_0408_1020_4080) >> 56)
    }

    @inline(__always)
    static func spread(_ m: UInt64) -> UInt64 { m | (m << 1) | (m >> 1) }

    /// Runs `body` with raw views of the arrays a step reads and writes (the one place they are taken).
    private func withStepPass(counting: Bool, clearingMarks: Bool, _ body: (TileStepPass) -> Void) {
        let kernel = storedInverted ? invertedKernel : normalKernel, tick = self.tick, width = vectorWidth
        let looksUp = width == .eight && looksUpRules && kernel.circuit != nil
        tiles.withUnsafeMutableBufferPointer { tileBuffer in
            marks.withArrays(at: tick) { current, next in
                rows.withUnsafeMutableBufferPointer { rowBuffer in
                    results.withUnsafeMutableBufferPointer { resultBuffer in
                        batch.withUnsafeBufferPointer { batchBuffer in
                            body(TileStepPass(tiles: tileBuffer.baseAddress!, marks: current, nextMarks: next,
                                              rows: rowBuffer.baseAddress!, results: resultBuffer.baseAddress!,
                                              batch: batchBuffer.baseAddress!, kernel: kernel, scratch: scratch,
                                              tick: tick, width: width, looksUp: looksUp, counting: counting,
                                              clearsMarks: clearingMarks))
                        }
                    }
                }
            }
        }
    }

    /// Applies the computed tiles at `range` of a pass, on the worker that computed them: marks
    /// what may differ from two generations ago in the next step (the changed rows and the edges of
    /// the neighbours they touch) and lists those tiles, wakes tiles that were asleep, and notes the
    /// tiles that grow and those left empty, all in the worker's ledger. It writes the state of the
    /// tiles at `range` only, which are done, and nothing that computing reads.
    private static func commit(_ pass: TileStepPass, _ range: Range<Int>, into ledger: UnsafeMutablePointer<CommitLedger>) {
        let t = pass.tiles, next = ledger.pointee.nextMarks, listing = ledger.pointee.listing
        var listed = ledger.pointee.listed
        // `markDirty` for the next step, on the worker's marks; a tile is listed once, so
        // `listing`, with room for every tile, holds them.
        @inline(__always) func mark(_ n: Int32, _ mask: UInt64) {
            guard n != Self.none else { return }
            let before = next[Int(n)]
            next[Int(n)] = before | mask
            guard before == 0 else { return }
            listing[listed] = n
            listed += 1
        }
        var blocks = 0
        var stepCounts = SIMD2<Int>.zero
        let top: UInt64 = 1, bottom: UInt64 = 1 << 63
        for k in range {
            let s = Int(pass.batch[k])
            let r = pass.results[k]
            if t[s].asleep {
                // Awake again: it stops adding its alternating counts.
                t[s].asleep = false
                let counts = SIMD2<Int>(truncatingIfNeeded: t[s].sleepCounts), parity = Int(t[s].sleepTick)
                ledger.pointee.wokenCounts[parity] &+= counts
                ledger.pointee.wokenCounts[parity ^ 1] &+= SIMD2(counts[1], counts[0])
            }
            if r.grows {
                ledger.pointee.growing[ledger.pointee.grown] = Int32(s)
                ledger.pointee.grown += 1
            }
            if t[s].occupiedBlocks.isEmpty {
                ledger.pointee.emptied[ledger.pointee.empty] = Int32(s)
                ledger.pointee.empty += 1
            }
            blocks += r.blocks.nonzeroBitCount
            stepCounts &+= SIMD2(Int(r.births), Int(r.deaths))
            guard r.rows != 0 else { continue }
            let links = t[s].links
            mark(Int32(s), Self.spread(r.rows))
            if r.rows & top != 0 { mark(links[0], bottom) }
            if r.rows & bottom != 0 { mark(links[4], top) }
            if r.east != 0 {
                mark(links[2], Self.spread(r.east))
                if r.east & top != 0 { mark(links[1], bottom) }
                if r.east & bottom != 0 { mark(links[3], top) }
            }
            if r.west != 0 {
                mark(links[6], Self.spread(r.west))
                if r.west & top != 0 { mark(links[7], bottom) }
                if r.west & bottom != 0 { mark(links[5], top) }
            }
        }
        ledger.pointee.blocks += blocks
        ledger.pointee.counts &+= stepCounts
        ledger.pointee.listed = listed
    }

    /// Gathers the workers' ledgers after a step: the next step's marks and list (a helper's
    /// marks go into the universe's and are cleared), the tiles that grow or were left empty
    /// (by slot, so the slots they are reused for do not depend on which worker committed what),
    /// the sleeping tiles woken, and the blocks computed; and clears the step's own marks. Returns
    /// the births and deaths counted.
    ///
    /// The next list keeps the order of this one: the tiles of this step listed again, then the
    /// new ones (in the commits' order, which changes from step to step, a tile's neighbours
    /// would be scattered over the list). When helpers share the steps and an eighth of the slots
    /// or more are listed, it is in slot order instead (one pass over the marks), which keeps
    /// neighbouring tiles together: the workers, taking chunks from either end, then keep
    /// computing much the same region, whose rows stay in their processor's cache (listed in the
    /// commits' order, a 1024x1024 soup's chunks took 1.7 times as long on two threads as on one).
    private func merge(tick: UInt8, count: Int, inSlotOrder: Bool) -> SIMD2<Int> {
        var counts = SIMD2<Int>.zero
        let slots = tiles.count
        marks.withArrays(at: tick) { current, next in
            // A tile of this step still has its rows marked at this tick; one new to the list has none.
            for w in 0..<ledgers.count {
                let ledger = ledgers[w].pointee
                // Worker 0 marked the universe's own marks: in slot order, nothing to do.
                for slot in UnsafeBufferPointer(start: ledger.listing, count: w == 0 && inSlotOrder ? 0 : ledger.listed) {
                    let s = Int(slot)
                    var listedHere = true
                    if w > 0 {
                        listedHere = next[s] == 0
                        next[s] |= ledger.nextMarks[s]
                        ledger.nextMarks[s] = 0
                    }
                    if listedHere && current[s] == 0 && !inSlotOrder { newcomers.append(slot) }
                }
                growing.append(contentsOf: UnsafeBufferPointer(start: ledger.growing, count: ledger.grown))
                emptied.append(contentsOf: UnsafeBufferPointer(start: ledger.emptied, count: ledger.empty))
                for parity in 0..<2 { sleepingCounts[parity] &-= ledger.wokenCounts[parity] }
                computedBlocks += ledger.blocks
                counts &+= ledger.counts
            }
            if inSlotOrder {
                // The step's own marks were cleared as its tiles were computed.
                for slot in 1..<slots where next[slot] != 0 { active.append(Int32(slot)) }
            } else {
                batch.withUnsafeBufferPointer { batch in
                    for slot in batch[..<count] {
                        if next[Int(slot)] != 0 { active.append(slot) }
                        current[Int(slot)] = 0
                    }
                }
            }
        }
        active.append(contentsOf: newcomers)
        newcomers.removeAll(keepingCapacity: true)
        growing.sort()
        emptied.sort()
        return counts
    }

    func stepOnce() {
        swap(&batch, &active)
        active.removeAll(keepingCapacity: true)
        let edits = edited
        edited.removeAll()
        let count = batch.count
        if results.count < count {
            results = [TileStepResult](repeating: TileStepResult(), count: max(count, results.count * 2))
        }
        let counting = countsBirthsAndDeaths
        // The tick this step starts from (it flips below; the sleeping tiles' counts are kept by it).
        let tick = self.tick
        let shares = count >= parallelThreshold && sharesSteps
        let slots = tiles.count
        let inSlotOrder = shares && ledgers.count > 1 && count * Self.slotOrderShare >= slots
        withStepPass(counting: counting, clearingMarks: inSlotOrder) { pass in
            ledgers.prepare(tiles: slots, next: pass.nextMarks)
            let ledgers = self.ledgers
            // Chunks of tiles, each committed as soon as it is computed, by the worker that
            // computed it: its tiles' rows and results are still in that processor's cache.
            let chunk = max(chunkTiles, (count + StepWorkers.maximumChunks - 1) / StepWorkers.maximumChunks)
            let chunks = (count + chunk - 1) / chunk
            @inline(__always) func run(_ c: Int, _ worker: Int) {
                let range = (c * chunk)..<min(count, (c + 1) * chunk)
                pass.compute(range)
                Self.commit(pass, range, into: ledgers[worker])
            }
            if shares {
                // Safe to share: each chunk writes its own tiles' buffers, states and result slots
                // (see TileStepPass), and its worker's ledger.
                workers.run(chunks: chunks, run)
            } else {
                for c in 0..<chunks { run(c, 0) }
            }
        }
        var stepCounts = merge(tick: tick, count: count, inSlotOrder: inSlotOrder)
        lastStepBirthsAndDeaths = nil
        if counting {
            stepCounts &+= sleepingCounts[Int(tick)]
            lastStepBirthsAndDeaths = (stepCounts[0], stepCounts[1])
        }
        self.tick ^= 1
        // Edited tiles and their neighbours are computed in full in the step after too.
        for slot in edits where tiles[Int(slot)].inUse {
            tiles[Int(slot)].edited = false
            markAround(slot)
        }
        // When births and deaths are counted, the population follows from them.
        if let counts = lastStepBirthsAndDeaths {
            cachedPopulation = cachedPopulation.map { $0 + counts.births - counts.deaths }
        } else {
            cachedPopulation = nil
        }
        // Free tiles that were looked at and are empty in both buffers (so empty two generations
        // running) with no live cells facing them; then grow toward new live edge cells.
        var freed = false
        for slot in emptied where tiles[Int(slot)].inUse && isReleasable(Int(slot)) {
            release(slot)
            freed = true
        }
        emptied.removeAll(keepingCapacity: true)
        if freed { active.removeAll { !tiles[Int($0)].inUse } }
        for slot in growing where tiles[Int(slot)].inUse { expand(slot) }
        growing.removeAll(keepingCapacity: true)
        if counting {
            // Tiles left off the next step swap buffers on their own: their births and deaths
            // alternate between the reverse of this step's and this step's.
            // On raw views: a pass over every tile of the step, as long as the merge.
            var asleep = SIMD2<Int>.zero
            tiles.withUnsafeMutableBufferPointer { t in
                results.withUnsafeBufferPointer { r in
                    batch.withUnsafeBufferPointer { b in
                        marks.withArrays(at: self.tick) { next, _ in
                            for k in 0..<count {
                                let s = Int(b[k])
                                let counts = SIMD2(r[k].births, r[k].deaths)
                                guard counts != .zero, next[s] == 0, t[s].inUse else { continue }
                                t[s].asleep = true
                                t[s].sleepCounts = counts
                                t[s].sleepTick = tick
                                asleep &+= SIMD2<Int>(truncatingIfNeeded: counts)
                            }
                        }
                    }
                }
            }
            sleepingCounts[Int(tick)] &+= asleep
            sleepingCounts[Int(tick) ^ 1] &+= SIMD2(asleep[1], asleep[0])
        }
    }
}
