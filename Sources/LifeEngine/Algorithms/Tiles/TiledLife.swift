import Dispatch

/// A fast algorithm for every-generation play: 64x64 tiles of bits stepped with word-wide adder
/// logic, only in the rows where something changed or borders a change; empty tiles are freed.
///
/// Each tile keeps two row buffers (this generation and the one before), so a tile whose whole
/// neighbourhood repeats with period 2 (still lifes, blinkers, the ash of a soup) just flips
/// buffers instead of computing, much as Golly's QuickLife lets such regions sleep. Tiles live in
/// flat arrays indexed by slot, with links to their eight neighbours, so the hot loop does no
/// hashing. Copies share storage until one side writes (copy-on-write arrays).
public final class TiledLife: LifeAlgorithm {
    /// "tiles".
    public let name = "tiles"
    /// The rule in force.
    public let rule: Rule
    /// The plane, or a torus stepped by the same tiles with a band of wrapped ghost cells around it.
    public let topology: Topology
    /// Generations computed since load.
    public var generation: Int64 = 0

    static let none: Int32 = -1

    private let kernel: TileKernel
    private var rows: [UInt64] = []            // 128 per slot: two buffers of 64 rows
    private var tiles: [TileState] = []
    private var active: [Int32] = []
    private var freeSlots: [Int32] = []
    private var index: [TileKey: Int32] = [:]
    private var cachedPopulation: Int? = 0     // counted on demand, forgotten on change
    private var noSleepUntil: Int64 = 0        // after an edit, no tile may sleep for two steps
    // Per-step scratch, kept to avoid allocating every generation.
    private var batch: [Int32] = []
    private var results: [StepResult] = []

    /// What processing one tile found, applied after every tile of the step has been computed.
    private struct StepResult {
        var rows: UInt64 = 0
        var west: UInt64 = 0
        var east: UInt64 = 0
        var periodic = false
        /// Whether the kernel rewrote the other buffer, whose edge flags and occupancy follow.
        var computed = false
        var otherEdges: UInt8 = 0
        var otherOccupied = false
        var births: Int32 = 0
        var deaths: Int32 = 0
    }

    /// Whether steps count births and deaths (off by default: it costs two population counts per
    /// changed row). Not available on a torus, whose ghost ring would be counted too.
    public var countsBirthsAndDeaths = false
    /// Cells born and cells that died in the last generation stepped, when counted.
    public private(set) var lastStepBirthsAndDeaths: (births: Int, deaths: Int)?

    /// Steps with at least this many tiles to look at are computed on two threads (smaller ones
    /// lose more to thread hand-off than they gain).
    public var parallelThreshold = 768

    /// Creates an empty universe with the rule, on the plane or a torus.
    public init(rule: Rule = .conway, topology: Topology = .plane) {
        self.rule = rule
        self.topology = topology
        kernel = TileKernel(rule: rule)
    }

    /// A copy sharing storage until either side changes.
    public func copy() -> TiledLife {
        let c = TiledLife(rule: rule, topology: topology)
        c.generation = generation
        c.rows = rows; c.tiles = tiles; c.active = active; c.freeSlots = freeSlots; c.index = index
        c.cachedPopulation = cachedPopulation; c.noSleepUntil = noSleepUntil
        c.parallelThreshold = parallelThreshold
        c.countsBirthsAndDeaths = countsBirthsAndDeaths
        c.lastStepBirthsAndDeaths = lastStepBirthsAndDeaths
        return c
    }

    /// An independent copy sharing storage until one side changes.
    public func duplicate() -> any LifeAlgorithm { copy() }

    /// Number of live cells.
    /// - Complexity: O(tiles) after a change, then O(1) until the next one.
    public var population: Int {
        if let cachedPopulation { return cachedPopulation }
        var total = 0
        for slot in index.values where tiles[Int(slot)].occupied {
            let b = base(Int(slot))
            for r in 0..<64 { total += rows[b + r].nonzeroBitCount }
        }
        cachedPopulation = total
        return total
    }

    /// Number of tiles allocated (for memory checks and benchmarks).
    public var tileCount: Int { index.count }

    @inline(__always)
    private func base(_ slot: Int) -> Int { slot * 128 + Int(tiles[slot].phase) * 64 }

    /// Whether the cell is alive.
    public func isAlive(_ cell: Cell) -> Bool {
        let cell = topology.wrap(cell)
        guard let slot = index[TileKey(containing: cell)] else { return false }
        return rows[base(Int(slot)) + Int(cell.y & 63)] >> UInt64(cell.x & 63) & 1 != 0
    }

    /// Makes the cell alive or dead.
    public func setAlive(_ alive: Bool, at cell: Cell) {
        write(alive, at: topology.wrap(cell))
    }

    private func write(_ alive: Bool, at cell: Cell) {
        let key = TileKey(containing: cell)
        let slot: Int32
        if let existing = index[key] {
            slot = existing
        } else {
            guard alive else { return }
            slot = allocate(key)
        }
        let s = Int(slot)
        let b = base(s)
        let i = b + Int(cell.y & 63)
        let bit = UInt64(1) << UInt64(cell.x & 63)
        guard (rows[i] & bit != 0) != alive else { return }
        if alive { rows[i] |= bit } else { rows[i] &= ~bit }
        cachedPopulation = cachedPopulation.map { $0 + (alive ? 1 : -1) }
        let (edges, any) = Self.edgeFlags(rows.withUnsafeBufferPointer { UnsafePointer($0.baseAddress! + b) })
        tiles[s].edges = edges
        tiles[s].occupied = any
        noSleepUntil = generation + 2
        markDirty(slot, ~0)
        let links = tiles[s].links
        for d in 0..<8 where links[d] != Self.none { markDirty(links[d], ~0) }
    }

    /// Advances the given number of generations.
    /// - Complexity: O(active tiles) per generation; sleeping period-2 tiles cost a flag check.
    public func step(by generations: Int64) {
        precondition(generations >= 0, "cannot step backwards")
        for _ in 0..<generations {
            if case let .torus(w, h) = topology {
                writeGhosts(width: w, height: h)
                stepOnce()
                clearOutside(width: w, height: h)
            } else {
                stepOnce()
            }
            generation += 1
        }
    }

    /// Copies the torus's edges into the ring of cells just outside it, so the plane step sees wrapped neighbours.
    private func writeGhosts(width w: Int64, height h: Int64) {
        for y in -1...h {
            write(isAlive(Cell(w - 1, y)), at: Cell(-1, y))
            write(isAlive(Cell(0, y)), at: Cell(w, y))
        }
        for x in 0..<w {
            write(isAlive(Cell(x, h - 1)), at: Cell(x, -1))
            write(isAlive(Cell(x, 0)), at: Cell(x, h))
        }
    }

    /// Clears the two rings outside the torus: the ghosts and the births they caused.
    private func clearOutside(width w: Int64, height h: Int64) {
        for y in -2...(h + 1) {
            for x in [-2, -1, w, w + 1] { write(false, at: Cell(x, y)) }
        }
        for x in 0..<w {
            for y in [-2, -1, h, h + 1] { write(false, at: Cell(x, y)) }
        }
    }

    @inline(__always)
    private func markDirty(_ slot: Int32, _ rowMask: UInt64) {
        let s = Int(slot)
        if tiles[s].dirty == 0 && rowMask != 0 { active.append(slot) }
        tiles[s].dirty |= rowMask
    }

    private func allocate(_ key: TileKey) -> Int32 {
        let slot: Int32
        var state = TileState(key: key)
        // A new tile was empty before, but it may have been freed just now: never let it sleep at once.
        state.sleepBlockedUntil = generation + 1
        if let reused = freeSlots.popLast() {
            slot = reused
            tiles[Int(slot)] = state
        } else {
            slot = Int32(tiles.count)
            rows.append(contentsOf: repeatElement(0, count: 128))
            tiles.append(state)
        }
        let s = Int(slot)
        index[key] = slot
        for d in 0..<8 {
            if let n = index[key.neighbour(d)] {
                tiles[s].links[d] = n
                tiles[Int(n)].links[TileKey.opposite(d)] = slot
            }
        }
        return slot
    }

    private func release(_ slot: Int32) {
        let s = Int(slot)
        let links = tiles[s].links
        for d in 0..<8 where links[d] != Self.none {
            let n = Int(links[d])
            tiles[n].links[TileKey.opposite(d)] = Self.none
            // The neighbour's surroundings just changed in a way its flags do not record.
            tiles[n].sleepBlockedUntil = max(tiles[n].sleepBlockedUntil, generation + 2)
        }
        index[tiles[s].key] = nil
        tiles[s].inUse = false
        tiles[s].dirty = 0
        tiles[s].links = SIMD8(repeating: Self.none)
        for r in 0..<128 { rows[s * 128 + r] = 0 }
        freeSlots.append(slot)
    }

    /// Creates missing neighbours next to live edge cells of active tiles, so births there are computed.
    private func expandActiveEdges() {
        var i = 0
        while i < active.count {
            let s = Int(active[i])
            i += 1
            let needs: UInt8 = tiles.withUnsafeBufferPointer { t in
                let edges = t[s].edges
                guard edges != 0 else { return 0 }
                var missing: UInt8 = 0
                for d in 0..<8 where t[s].links[d] == Self.none { missing |= 1 << UInt8(d) }
                return edges & missing
            }
            guard needs != 0 else { continue }
            let key = tiles[s].key
            for d in 0..<8 where needs & (1 << UInt8(d)) != 0 {
                markDirty(allocate(key.neighbour(d)), ~0)
            }
        }
    }

    /// Edge flags (bit d: live cells toward direction d, TileKey order) and whether any cell lives.
    @inline(__always)
    private static func edgeFlags(_ r: UnsafePointer<UInt64>) -> (UInt8, Bool) {
        var left: UInt64 = 0, right: UInt64 = 0, any: UInt64 = 0
        for i in 0..<64 {
            left |= r[i] & 1
            right |= r[i] >> 63
            any |= r[i]
        }
        let top = r[0], bottom = r[63]
        var flags: UInt8 = 0
        if top != 0 { flags |= 1 << 0 }
        if top >> 63 != 0 { flags |= 1 << 1 }
        if right != 0 { flags |= 1 << 2 }
        if bottom >> 63 != 0 { flags |= 1 << 3 }
        if bottom != 0 { flags |= 1 << 4 }
        if bottom & 1 != 0 { flags |= 1 << 5 }
        if left != 0 { flags |= 1 << 6 }
        if top & 1 != 0 { flags |= 1 << 7 }
        return (flags, any != 0)
    }

    @inline(__always)
    private static func spread(_ m: UInt64) -> UInt64 { m | (m << 1) | (m >> 1) }

    private func stepOnce() {
        let g = generation
        expandActiveEdges()
        swap(&batch, &active)
        active.removeAll(keepingCapacity: true)
        let count = batch.count
        if results.count < count {
            results = [StepResult](repeating: StepResult(), count: max(count, results.count * 2))
        }
        let sleepAllowed = g >= noSleepUntil
        var isPlane = true
        if case .torus = topology { isPlane = false }
        let counting = countsBirthsAndDeaths && isPlane
        let kernel = self.kernel

        // Decide and compute every tile in the batch from the current state; writes go to other buffers only.
        tiles.withUnsafeMutableBufferPointer { tileBuffer in
        rows.withUnsafeMutableBufferPointer { rowBuffer in
        results.withUnsafeMutableBufferPointer { resultBuffer in
        batch.withUnsafeBufferPointer { batchBuffer in
            let t = tileBuffer.baseAddress!, all = rowBuffer.baseAddress!
            let res = resultBuffer.baseAddress!, list = batchBuffer.baseAddress!
            @inline(__always) func repeats(_ s: Int) -> Bool {
                // A tile not processed in the last step did not change in the last two: it repeats.
                g >= t[s].sleepBlockedUntil && (t[s].processedAt == g - 1 ? t[s].periodic : true)
            }
            // Computing reads only the current buffers and the tiles' flags, and writes only each tile's
            // other buffer and its own result slot, so tiles can be computed on several threads.
            func process(_ k: Int, scratch: UnsafeMutablePointer<UInt64>, diffs: UnsafeMutablePointer<UInt64>) {
                let s = Int(list[k])
                let links = t[s].links
                let rowMask = t[s].dirty
                if sleepAllowed && repeats(s) {
                    var all8 = true
                    for d in 0..<8 where links[d] != Self.none && !repeats(Int(links[d])) {
                        all8 = false
                        break
                    }
                    if all8 {
                        // The whole neighbourhood repeats with period 2: the next state is the one before.
                        let flips = t[s].processedAt == g - 1 && t[s].lastRows != 0
                        // Flipping back undoes the last change: what was born now dies, and the reverse.
                        res[k] = flips ? StepResult(rows: t[s].lastRows, west: t[s].lastWest, east: t[s].lastEast, periodic: true,
                                                    births: t[s].lastDeaths, deaths: t[s].lastBirths)
                                       : StepResult(periodic: true)
                        return
                    }
                }
                @inline(__always) func current(_ n: Int32) -> UnsafePointer<UInt64>? {
                    n == Self.none ? nil : UnsafePointer(all + Int(n) * 128 + Int(t[Int(n)].phase) * 64)
                }
                var blocks: UInt8 = 0
                for b in 0..<8 where (rowMask >> UInt64(b * 8)) & 0xFF != 0 { blocks |= 1 << UInt8(b) }
                let cur = all + s * 128 + Int(t[s].phase) * 64
                let other = all + s * 128 + (1 - Int(t[s].phase)) * 64
                // Rows outside the computed blocks cannot have changed (they were not dirty). When the
                // tile was processed last step, the other buffer already holds them (g - 1 equals g
                // there) and is the period-2 reference; otherwise it is stale and gets a full copy.
                if t[s].processedAt != g - 1 {
                    for r in 0..<64 { other[r] = cur[r] }
                }
                let twoBack = kernel.step(center: cur, north: current(links[0]), south: current(links[4]),
                                          west: current(links[6]), east: current(links[2]),
                                          northWest: current(links[7]), northEast: current(links[1]),
                                          southWest: current(links[5]), southEast: current(links[3]),
                                          blocks: blocks, scratch: scratch, out: other, diffs: diffs)
                var changedRows: UInt64 = 0, westRows: UInt64 = 0, eastRows: UInt64 = 0
                var births = 0, deaths = 0
                var pending = blocks
                while pending != 0 {
                    let b = pending.trailingZeroBitCount
                    pending &= pending - 1
                    guard diffs[b] != 0 else { continue }
                    for r in (b * 8)..<(b * 8 + 8) {
                        let d = other[r] ^ cur[r]
                        changedRows |= UInt64(d != 0 ? 1 : 0) << UInt64(r)
                        westRows |= (d & 1) << UInt64(r)
                        eastRows |= (d >> 63) << UInt64(r)
                    }
                    if counting {
                        for r in (b * 8)..<(b * 8 + 8) {
                            let d = other[r] ^ cur[r]
                            births += (d & other[r]).nonzeroBitCount
                            deaths += (d & cur[r]).nonzeroBitCount
                        }
                    }
                }
                var result = StepResult(rows: changedRows, west: westRows, east: eastRows, periodic: twoBack == 0,
                                        computed: true, otherEdges: t[s].edges, otherOccupied: t[s].occupied,
                                        births: Int32(births), deaths: Int32(deaths))
                if changedRows != 0 {
                    (result.otherEdges, result.otherOccupied) = Self.edgeFlags(UnsafePointer(other))
                }
                res[k] = result
            }
            func processRange(_ range: Range<Int>) {
                withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 8 + TileKernel.scratchWords) { temp in
                    let diffs = temp.baseAddress!
                    for k in range { process(k, scratch: diffs + 8, diffs: diffs) }
                }
            }
            if count >= parallelThreshold {
                // Safe to share: each half writes disjoint tiles' buffers and result slots (see above).
                let work = UncheckedSendable(processRange)
                DispatchQueue.concurrentPerform(iterations: 2) { part in
                    work.value((part * count / 2)..<((part + 1) * count / 2))
                }
            } else {
                processRange(0..<count)
            }

            // Commit: flip changed tiles to their new buffer and mark what may change next.
            @inline(__always) func mark(_ n: Int32, _ mask: UInt64) {
                guard n != Self.none else { return }
                let i = Int(n)
                if t[i].dirty == 0 { active.append(n) }
                t[i].dirty |= mask
            }
            var anyChange = false
            var stepBirths = 0, stepDeaths = 0
            defer { lastStepBirthsAndDeaths = counting ? (stepBirths, stepDeaths) : nil }
            let top: UInt64 = 1, bottom: UInt64 = 1 << 63
            for k in 0..<count {
                let s = Int(list[k])
                t[s].dirty = 0
                if res[k].computed {
                    t[s].otherEdges = res[k].otherEdges
                    t[s].otherOccupied = res[k].otherOccupied
                }
            }
            for k in 0..<count {
                let s = Int(list[k])
                let r = res[k]
                t[s].processedAt = g
                t[s].periodic = r.periodic
                t[s].lastRows = r.rows
                t[s].lastBirths = r.births
                t[s].lastDeaths = r.deaths
                stepBirths += Int(r.births)
                stepDeaths += Int(r.deaths)
                t[s].lastWest = r.west
                t[s].lastEast = r.east
                guard r.rows != 0 else { continue }
                t[s].phase ^= 1
                swap(&t[s].edges, &t[s].otherEdges)
                swap(&t[s].occupied, &t[s].otherOccupied)
                anyChange = true
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
            // When births and deaths are counted, the population follows from them; otherwise it is
            // recounted on demand.
            if anyChange { cachedPopulation = counting ? cachedPopulation.map { $0 + stepBirths - stepDeaths } : nil }
        }
        }
        }
        }
        // Free tiles that were looked at and are empty.
        generation += 1 // so release() dates its blocks after this step
        var freed = false
        for k in 0..<count {
            let s = Int(batch[k])
            if tiles[s].inUse && !tiles[s].occupied {
                release(batch[k])
                freed = true
            }
        }
        generation -= 1
        if freed { active.removeAll { !tiles[Int($0)].inUse } }
    }

    /// Smallest rectangle holding every live cell.
    /// - Complexity: O(tiles).
    public var bounds: CellRect? {
        var minX = Int64.max, minY = Int64.max, maxX = Int64.min, maxY = Int64.min
        for (key, slot) in index where tiles[Int(slot)].occupied {
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
        for (key, slot) in index where tiles[Int(slot)].occupied {
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
        for (key, slot) in index where tiles[Int(slot)].occupied {
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

/// Hands a value to concurrently running code whose safety the call site has argued for.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
