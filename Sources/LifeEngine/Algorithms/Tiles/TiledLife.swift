/// A fast algorithm for every-generation play: 64x64 tiles of bits stepped with word-wide adder
/// logic, only in the rows where something changed or borders a change; empty tiles are freed.
///
/// Each tile keeps two buffers (this generation and the one before), so a tile whose whole
/// neighbourhood repeats with period 2 (still lifes, blinkers, the ash of a soup) just flips
/// buffers instead of computing, much as Golly's QuickLife lets such regions sleep. Tiles live in
/// flat arrays indexed by slot, with links to their eight neighbours, so the hot loop does no
/// hashing. Copies share storage until one side writes (copy-on-write arrays).
public final class TiledLife: LifeAlgorithm {
    /// "tiles".
    public let name = "tiles"
    /// The rule in force.
    public let rule: Rule
    /// Generations computed since load.
    public var generation: Int64 = 0

    static let none: Int32 = -1

    private let kernel: TileKernel
    private var rows: [UInt64] = []            // 128 per slot: two buffers of 64 rows
    private var phase: [UInt8] = []            // which buffer holds the current generation
    private var keys: [TileKey] = []
    private var links: [Int32] = []            // 8 per slot, TileKey direction order
    private var inUse: [Bool] = []
    private var occupied: [Bool] = []          // the current buffer has a live cell
    private var otherOccupied: [Bool] = []     // the other buffer has a live cell
    private var dirty: [UInt64] = []           // rows that may change next step; non-zero means listed in `active`
    private var active: [Int32] = []
    private var freeSlots: [Int32] = []
    private var index: [TileKey: Int32] = [:]
    private var cachedPopulation: Int? = 0     // counted on demand, forgotten on change
    // Period-2 bookkeeping: what the last processing of each tile found.
    private var processedAt: [Int64] = []      // generation at which the tile was last processed
    private var periodic: [Bool] = []          // next == the state two generations before
    private var lastRows: [UInt64] = []        // rows that changed in the last processing
    private var lastWest: [UInt64] = []        // rows whose westmost cell changed
    private var lastEast: [UInt64] = []        // rows whose eastmost cell changed
    private var sleepBlockedUntil: [Int64] = []
    private var noSleepUntil: Int64 = 0        // after an edit, no tile may sleep for two steps
    // Per-step scratch, kept to avoid allocating every generation.
    private var batch: [Int32] = []
    private var resultRows: [UInt64] = []
    private var resultWest: [UInt64] = []
    private var resultEast: [UInt64] = []
    private var resultPeriodic: [Bool] = []

    /// Creates an empty universe with the rule.
    public init(rule: Rule = .conway) {
        self.rule = rule
        kernel = TileKernel(rule: rule)
    }

    /// A copy sharing storage until either side changes.
    public func copy() -> TiledLife {
        let c = TiledLife(rule: rule)
        c.generation = generation
        c.rows = rows; c.phase = phase; c.keys = keys; c.links = links; c.inUse = inUse
        c.occupied = occupied; c.otherOccupied = otherOccupied
        c.dirty = dirty; c.active = active; c.freeSlots = freeSlots; c.index = index
        c.cachedPopulation = cachedPopulation; c.processedAt = processedAt; c.periodic = periodic
        c.lastRows = lastRows; c.lastWest = lastWest; c.lastEast = lastEast; c.sleepBlockedUntil = sleepBlockedUntil
        c.noSleepUntil = noSleepUntil
        return c
    }

    /// Number of live cells.
    /// - Complexity: O(tiles) after a change, then O(1) until the next one.
    public var population: Int {
        if let cachedPopulation { return cachedPopulation }
        var total = 0
        for slot in index.values where occupied[Int(slot)] {
            let b = base(Int(slot))
            for r in 0..<64 { total += rows[b + r].nonzeroBitCount }
        }
        cachedPopulation = total
        return total
    }

    /// Number of tiles allocated (for memory checks and benchmarks).
    public var tileCount: Int { index.count }

    @inline(__always)
    private func base(_ slot: Int) -> Int { slot * 128 + Int(phase[slot]) * 64 }

    /// Whether the cell is alive.
    public func isAlive(_ cell: Cell) -> Bool {
        guard let slot = index[TileKey(containing: cell)] else { return false }
        return rows[base(Int(slot)) + Int(cell.y & 63)] >> UInt64(cell.x & 63) & 1 != 0
    }

    /// Makes the cell alive or dead.
    public func setAlive(_ alive: Bool, at cell: Cell) {
        let key = TileKey(containing: cell)
        let slot: Int32
        if let existing = index[key] {
            slot = existing
        } else {
            guard alive else { return }
            slot = allocate(key)
        }
        let i = base(Int(slot)) + Int(cell.y & 63)
        let bit = UInt64(1) << UInt64(cell.x & 63)
        guard (rows[i] & bit != 0) != alive else { return }
        if alive { rows[i] |= bit } else { rows[i] &= ~bit }
        cachedPopulation = cachedPopulation.map { $0 + (alive ? 1 : -1) }
        if alive {
            occupied[Int(slot)] = true
        } else {
            var any: UInt64 = 0
            let b = base(Int(slot))
            for r in 0..<64 { any |= rows[b + r] }
            occupied[Int(slot)] = any != 0
        }
        noSleepUntil = generation + 2
        markDirty(slot, ~0)
        for d in 0..<8 {
            let n = links[Int(slot) * 8 + d]
            if n != Self.none { markDirty(n, ~0) }
        }
    }

    /// Advances the given number of generations.
    /// - Complexity: O(active tiles) per generation; sleeping period-2 tiles cost a flag check.
    public func step(by generations: Int64) {
        precondition(generations >= 0, "cannot step backwards")
        for _ in 0..<generations {
            stepOnce()
            generation += 1
        }
    }

    @inline(__always)
    private func markDirty(_ slot: Int32, _ rowMask: UInt64) {
        let s = Int(slot)
        if dirty[s] == 0 && rowMask != 0 { active.append(slot) }
        dirty[s] |= rowMask
    }

    @inline(__always)
    private static func spread(_ m: UInt64) -> UInt64 { m | (m << 1) | (m >> 1) }

    /// Marks the rows that may change next step after a tile's rows `rows` changed (its westmost
    /// cells in `westRows`, eastmost in `eastRows`): around them in the tile and across its edges.
    private func propagate(_ s: Int, rows rc: UInt64, westRows wc: UInt64, eastRows ec: UInt64) {
        guard rc != 0 else { return }
        markDirty(Int32(s), Self.spread(rc))
        let l = s * 8
        let top: UInt64 = 1, bottom: UInt64 = 1 << 63
        if rc & top != 0, links[l] != Self.none { markDirty(links[l], bottom) }
        if rc & bottom != 0, links[l + 4] != Self.none { markDirty(links[l + 4], top) }
        if ec != 0 {
            if links[l + 2] != Self.none { markDirty(links[l + 2], Self.spread(ec)) }
            if ec & top != 0, links[l + 1] != Self.none { markDirty(links[l + 1], bottom) }
            if ec & bottom != 0, links[l + 3] != Self.none { markDirty(links[l + 3], top) }
        }
        if wc != 0 {
            if links[l + 6] != Self.none { markDirty(links[l + 6], Self.spread(wc)) }
            if wc & top != 0, links[l + 7] != Self.none { markDirty(links[l + 7], bottom) }
            if wc & bottom != 0, links[l + 5] != Self.none { markDirty(links[l + 5], top) }
        }
    }

    private func allocate(_ key: TileKey) -> Int32 {
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
            let s = Int(slot)
            keys[s] = key
            inUse[s] = true
            phase[s] = 0
            occupied[s] = false
            otherOccupied[s] = false
            dirty[s] = 0
            lastRows[s] = 0
            lastWest[s] = 0
            lastEast[s] = 0
        } else {
            slot = Int32(keys.count)
            rows.append(contentsOf: repeatElement(0, count: 128))
            phase.append(0)
            keys.append(key)
            links.append(contentsOf: repeatElement(Self.none, count: 8))
            inUse.append(true)
            occupied.append(false)
            otherOccupied.append(false)
            dirty.append(0)
            processedAt.append(0)
            periodic.append(false)
            lastRows.append(0)
            lastWest.append(0)
            lastEast.append(0)
            sleepBlockedUntil.append(0)
        }
        let s = Int(slot)
        // A new tile was empty before, but it may have been freed just now: never let it sleep at once.
        processedAt[s] = Int64.min
        periodic[s] = false
        sleepBlockedUntil[s] = generation + 1
        index[key] = slot
        for d in 0..<8 {
            if let n = index[key.neighbour(d)] {
                links[s * 8 + d] = n
                links[Int(n) * 8 + TileKey.opposite(d)] = slot
            } else {
                links[s * 8 + d] = Self.none
            }
        }
        return slot
    }

    private func release(_ slot: Int32) {
        let s = Int(slot)
        for d in 0..<8 {
            let n = links[s * 8 + d]
            if n != Self.none {
                links[Int(n) * 8 + TileKey.opposite(d)] = Self.none
                // The neighbour's surroundings just changed in a way its flags do not record.
                sleepBlockedUntil[Int(n)] = max(sleepBlockedUntil[Int(n)], generation + 2)
            }
            links[s * 8 + d] = Self.none
        }
        index[keys[s]] = nil
        inUse[s] = false
        dirty[s] = 0
        for r in 0..<128 { rows[s * 128 + r] = 0 }
        freeSlots.append(slot)
    }

    /// Creates missing neighbours next to live edge cells of active tiles, so births there are computed.
    private func expandActiveEdges() {
        var i = 0
        while i < active.count {
            let slot = Int(active[i])
            i += 1
            guard occupied[slot] else { continue }
            let l = slot * 8
            var missing = false
            for d in 0..<8 where links[l + d] == Self.none { missing = true; break }
            guard missing else { continue }
            let b = base(slot)
            let top = rows[b], bottom = rows[b + 63]
            var left: UInt64 = 0, right: UInt64 = 0
            for r in 0..<64 {
                let row = rows[b + r]
                left |= row & 1
                right |= row >> 63
            }
            let edges = Self.edgeFlags(top: top, bottom: bottom, left: left, right: right)
            for d in 0..<8 where edges & (1 << d) != 0 && links[l + d] == Self.none {
                markDirty(allocate(keys[slot].neighbour(d)), ~0)
            }
        }
    }

    /// Bit d set when the tile's cells toward direction d (TileKey order) are non-zero.
    @inline(__always)
    private static func edgeFlags(top: UInt64, bottom: UInt64, left: UInt64, right: UInt64) -> UInt8 {
        var flags: UInt8 = 0
        if top != 0 { flags |= 1 << 0 }
        if top >> 63 != 0 { flags |= 1 << 1 }
        if right != 0 { flags |= 1 << 2 }
        if bottom >> 63 != 0 { flags |= 1 << 3 }
        if bottom != 0 { flags |= 1 << 4 }
        if bottom & 1 != 0 { flags |= 1 << 5 }
        if left != 0 { flags |= 1 << 6 }
        if top & 1 != 0 { flags |= 1 << 7 }
        return flags
    }

    /// Whether a tile's last result says it repeats with period 2 going into the step starting at `g`.
    @inline(__always)
    private func repeats(_ s: Int, at g: Int64) -> Bool {
        guard g >= sleepBlockedUntil[s] else { return false }
        // A tile not processed in the last step did not change in the last two: it repeats.
        return processedAt[s] == g - 1 ? periodic[s] : true
    }

    private func stepOnce() {
        let g = generation
        expandActiveEdges()
        swap(&batch, &active)
        active.removeAll(keepingCapacity: true)
        let count = batch.count
        if resultRows.count < count {
            let size = max(count, resultRows.count * 2)
            resultRows = [UInt64](repeating: 0, count: size)
            resultWest = [UInt64](repeating: 0, count: size)
            resultEast = [UInt64](repeating: 0, count: size)
            resultPeriodic = [Bool](repeating: false, count: size)
        }
        let sleepAllowed = g >= noSleepUntil

        // Decide and compute every tile in the batch from the current state; writes go to other buffers only.
        rows.withUnsafeMutableBufferPointer { buffer in
            let all = buffer.baseAddress!
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 64 + TileKernel.scratchWords) { temp in
                let out = temp.baseAddress!
                let scratch = out + 64
                for k in 0..<count {
                    let s = Int(batch[k])
                    let l = s * 8
                    let rowMask = dirty[s]
                    dirty[s] = 0
                    if sleepAllowed && repeats(s, at: g) {
                        var all8 = true
                        for d in 0..<8 {
                            let n = links[l + d]
                            if n != Self.none && !repeats(Int(n), at: g) { all8 = false; break }
                        }
                        if all8 {
                            // The whole neighbourhood repeats with period 2: the next state is the one before.
                            let flips = processedAt[s] == g - 1 && lastRows[s] != 0
                            resultRows[k] = flips ? lastRows[s] : 0
                            resultWest[k] = flips ? lastWest[s] : 0
                            resultEast[k] = flips ? lastEast[s] : 0
                            resultPeriodic[k] = true
                            continue
                        }
                    }
                    @inline(__always) func current(_ n: Int32) -> UnsafePointer<UInt64>? {
                        n == Self.none ? nil : UnsafePointer(all + Int(n) * 128 + Int(phase[Int(n)]) * 64)
                    }
                    var blocks: UInt8 = 0
                    for b in 0..<8 where (rowMask >> UInt64(b * 8)) & 0xFF != 0 { blocks |= 1 << UInt8(b) }
                    let cur = all + s * 128 + Int(phase[s]) * 64
                    let other = all + s * 128 + (1 - Int(phase[s])) * 64
                    kernel.step(center: cur, north: current(links[l]), south: current(links[l + 4]),
                                west: current(links[l + 6]), east: current(links[l + 2]),
                                northWest: current(links[l + 7]), northEast: current(links[l + 1]),
                                southWest: current(links[l + 5]), southEast: current(links[l + 3]),
                                blocks: blocks, scratch: scratch, out: out)
                    // Rows outside the computed blocks cannot have changed (they were not dirty). When the
                    // tile was processed last step, the other buffer already holds them (g - 1 equals g
                    // there) and is the period-2 reference; otherwise it is stale and gets a full copy.
                    let fresh = processedAt[s] == g - 1
                    let reference = fresh ? UnsafePointer(other) : UnsafePointer(cur)
                    var changedRows: UInt64 = 0, westRows: UInt64 = 0, eastRows: UInt64 = 0
                    var twoBack: UInt64 = 0
                    var pending = blocks
                    while pending != 0 {
                        let b = pending.trailingZeroBitCount
                        pending &= pending - 1
                        var diffOr: UInt64 = 0, twoOr: UInt64 = 0
                        for r in (b * 8)..<(b * 8 + 8) {
                            diffOr |= out[r] ^ cur[r]
                            twoOr |= out[r] ^ reference[r]
                        }
                        twoBack |= twoOr
                        guard diffOr != 0 else { continue }
                        for r in (b * 8)..<(b * 8 + 8) {
                            let d = out[r] ^ cur[r]
                            changedRows |= UInt64(d != 0 ? 1 : 0) << UInt64(r)
                            westRows |= (d & 1) << UInt64(r)
                            eastRows |= (d >> 63) << UInt64(r)
                        }
                    }
                    if !fresh {
                        for r in 0..<64 { other[r] = cur[r] }
                    }
                    pending = blocks
                    while pending != 0 {
                        let b = pending.trailingZeroBitCount
                        pending &= pending - 1
                        for r in (b * 8)..<(b * 8 + 8) { other[r] = out[r] }
                    }
                    if changedRows != 0 {
                        var any: UInt64 = 0
                        for r in 0..<64 { any |= other[r] }
                        otherOccupied[s] = any != 0
                    } else {
                        otherOccupied[s] = occupied[s]
                    }
                    resultPeriodic[k] = twoBack == 0
                    resultRows[k] = changedRows
                    resultWest[k] = westRows
                    resultEast[k] = eastRows
                }
            }
        }

        // Commit: flip changed tiles to their new buffer and mark what may change next.
        var anyChange = false
        for k in 0..<count {
            let s = Int(batch[k])
            processedAt[s] = g
            periodic[s] = resultPeriodic[k]
            lastRows[s] = resultRows[k]
            lastWest[s] = resultWest[k]
            lastEast[s] = resultEast[k]
            guard resultRows[k] != 0 else { continue }
            phase[s] ^= 1
            let wasOccupied = occupied[s]
            occupied[s] = otherOccupied[s]
            otherOccupied[s] = wasOccupied
            anyChange = true
            propagate(s, rows: resultRows[k], westRows: resultWest[k], eastRows: resultEast[k])
        }
        if anyChange { cachedPopulation = nil }
        // Free tiles that were looked at and are empty.
        generation += 1 // so release() dates its blocks after this step
        var freed = false
        for k in 0..<count {
            let s = Int(batch[k])
            if inUse[s] && !occupied[s] {
                release(batch[k])
                freed = true
            }
        }
        generation -= 1
        if freed { active.removeAll { !inUse[Int($0)] } }
    }

    /// Smallest rectangle holding every live cell.
    /// - Complexity: O(tiles).
    public var bounds: CellRect? {
        var minX = Int64.max, minY = Int64.max, maxX = Int64.min, maxY = Int64.min
        for (key, slot) in index where occupied[Int(slot)] {
            let b = base(Int(slot))
            var union: UInt64 = 0, first = -1, last = -1
            for r in 0..<64 where rows[b + r] != 0 {
                union |= rows[b + r]
                if first < 0 { first = r }
                last = r
            }
            let ox = key.x << 6, oy = key.y << 6
            minX = min(minX, ox + Int64(union.trailingZeroBitCount))
            maxX = max(maxX, ox + Int64(63 - union.leadingZeroBitCount))
            minY = min(minY, oy + Int64(first))
            maxY = max(maxY, oy + Int64(last))
        }
        guard minX <= maxX else { return nil }
        return CellRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Every live cell in row-major order.
    /// - Complexity: O(tiles + n log n).
    public func liveCells() -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(cachedPopulation ?? 0)
        forEachLiveCell { cells.append($0) }
        return cells.sorted()
    }

    /// Calls `body` for every live cell, in no particular order.
    public func forEachLiveCell(_ body: (Cell) -> Void) {
        for (key, slot) in index where occupied[Int(slot)] {
            let b = base(Int(slot))
            for r in 0..<64 {
                var row = rows[b + r]
                while row != 0 {
                    let bit = row.trailingZeroBitCount
                    row &= row - 1
                    body(Cell((key.x << 6) + Int64(bit), (key.y << 6) + Int64(r)))
                }
            }
        }
    }

    /// Lights every raster unit over a live cell, reading whole words where a unit spans many cells.
    /// - Complexity: O(tiles in the window x 64) plus the live cells when zoomed in.
    public func rasterize(into raster: inout CellRaster) {
        let scale = raster.scale
        let winX0 = raster.origin.x, winY0 = raster.origin.y
        let winX1 = winX0 &+ Int64(raster.width) &* scale, winY1 = winY0 &+ Int64(raster.height) &* scale
        for (key, slot) in index where occupied[Int(slot)] {
            let ox = key.x << 6, oy = key.y << 6
            guard ox + 64 > winX0, ox < winX1, oy + 64 > winY0, oy < winY1 else { continue }
            let b = base(Int(slot))
            if scale < 8 {
                for r in 0..<64 {
                    var row = rows[b + r]
                    while row != 0 {
                        let bit = row.trailingZeroBitCount
                        row &= row - 1
                        raster.mark(Cell(ox + Int64(bit), oy + Int64(r)))
                    }
                }
                continue
            }
            // Group rows by raster row, then test each raster column's span of bits with a mask.
            var r = 0
            while r < 64 {
                let uy = FloorDivision.divide(oy + Int64(r) - winY0, scale)
                let groupEnd = min(64, Int(winY0 + (uy + 1) * scale - oy))
                var union: UInt64 = 0
                for rr in r..<groupEnd { union |= rows[b + rr] }
                if union != 0 && uy >= 0 && uy < Int64(raster.height) {
                    var c = 0
                    while c < 64 {
                        let ux = FloorDivision.divide(ox + Int64(c) - winX0, scale)
                        let spanEnd = min(64, Int(winX0 + (ux + 1) * scale - ox))
                        let width = spanEnd - c
                        let mask = width >= 64 ? ~UInt64(0) : ((UInt64(1) << UInt64(width)) - 1) << UInt64(c)
                        if union & mask != 0 && ux >= 0 && ux < Int64(raster.width) {
                            raster[Int(ux), Int(uy)] = 1
                        }
                        c = spanEnd
                    }
                }
                r = groupEnd
            }
        }
    }
}
