import Dispatch
import TileKernels
import TileKernelsWide

/// A fast algorithm for every-generation play: 64x64 tiles of bits stepped with word-wide adder
/// logic, only in the rows whose neighbourhood differs from two generations ago; empty tiles are freed.
///
/// Each tile keeps two row buffers, this generation and the one before. A row whose 3x3
/// neighbourhood equals the one two generations ago will next hold what it held the generation
/// before, which is already in the other buffer: so only rows near a change that does not undo
/// the one before are computed, and a tile with nothing else to do swaps its buffers for free (see
/// `TileState`). Still lifes and the blinkers of a soup's ash, at any granularity down to a row of
/// one tile, cost nothing; Golly's QuickLife lets period-2 bricks sleep in the same spirit. Tiles
/// live in flat arrays indexed by slot, with links to their eight neighbours, so the hot loop does
/// no hashing. Copies share storage until one side writes (copy-on-write arrays).
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
    /// Flips every step; with a tile's parity it says which buffer is current.
    private var tick: UInt8 = 0
    private var cachedPopulation: Int? = 0     // counted on demand, forgotten on change
    /// Tiles edited since the last step: a rule-free change breaks "the row repeats the generation
    /// before last" for two steps, so they and their neighbours are computed in full twice.
    private var edited: [Int32] = []
    // Per-step scratch, kept to avoid allocating every generation.
    private var batch: [Int32] = []
    private var growing: [Int32] = []
    private var results: [StepResult] = []

    /// What processing one tile found, applied after every tile of the step has been computed.
    private struct StepResult {
        /// Rows that differ from two generations ago, and those whose westmost / eastmost cell does.
        var rows: UInt64 = 0
        var west: UInt64 = 0
        var east: UInt64 = 0
        /// Whether the new buffer has live edge cells beside a missing neighbour.
        var grows = false
        /// Blocks of eight rows computed.
        var blocks: UInt8 = 0
        /// When counting: cells born and died.
        var births: Int32 = 0
        var deaths: Int32 = 0
    }

    /// Whether steps count births and deaths (off by default: it costs a pass over every computed
    /// tile). Not available on a torus, whose ghost ring would be counted too.
    public var countsBirthsAndDeaths = false {
        didSet {
            // Look at every tile once to learn what the ones swapping buffers on their own add.
            if countsBirthsAndDeaths && !oldValue {
                sleepingCounts = [.zero, .zero]
                for s in tiles.indices where tiles[s].inUse {
                    tiles[s].asleep = false
                    list(Int32(s))
                }
            }
        }
    }
    /// Births and deaths that the tiles asleep add to steps of parity 0 and 1, when counted.
    private var sleepingCounts = [SIMD2<Int>](repeating: .zero, count: 2)
    /// Cells born and cells that died in the last generation stepped, when counted.
    public private(set) var lastStepBirthsAndDeaths: (births: Int, deaths: Int)?

    /// Blocks of 64x8 cells computed since the universe was created: the work done, for tests and benchmarks.
    public private(set) var computedBlocks = 0

    /// Steps with at least this many tiles to look at share them out in chunks with the helper
    /// threads (`StepWorkers`); smaller ones lose more to the hand-off than they gain.
    public var parallelThreshold = 64
    /// The threads steps are shared with.
    private let workers: StepWorkers
    /// Tiles in one chunk of a shared step.
    static let chunkTiles = 16

    /// Whether this processor runs the kernel four rows at a time (AVX2).
    public static var wideVectorsAvailable: Bool { WideTileKernel.isAvailable }
    /// Whether steps use the four-rows-at-a-time kernel: on where available; tests turn it off to
    /// check the two-rows kernel on the same machine. Stays off where unavailable.
    public var usesWideVectors = TiledLife.wideVectorsAvailable {
        didSet { if !Self.wideVectorsAvailable { usesWideVectors = false } }
    }

    /// Creates an empty universe with the rule, on the plane or a torus.
    public init(rule: Rule = .conway, topology: Topology = .plane, workers: StepWorkers = .shared) {
        self.workers = workers
        self.rule = rule
        self.topology = topology
        kernel = TileKernel(rule: rule)
        // Slot 0 is never a tile: its rows stay dead, and links to missing neighbours read them.
        rows = [UInt64](repeating: 0, count: 128)
        var empty = TileState(key: TileKey(x: .min, y: .min), parity: 0)
        empty.inUse = false
        tiles = [empty]
    }

    /// A copy sharing storage until either side changes.
    public func copy() -> TiledLife {
        let c = TiledLife(rule: rule, topology: topology, workers: workers)
        // Set before the state arrives, so switching counting on has nothing to reset in the copy.
        c.countsBirthsAndDeaths = countsBirthsAndDeaths
        c.generation = generation
        c.rows = rows; c.tiles = tiles; c.active = active; c.freeSlots = freeSlots; c.index = index
        c.tick = tick; c.edited = edited; c.cachedPopulation = cachedPopulation
        c.parallelThreshold = parallelThreshold
        c.usesWideVectors = usesWideVectors
        c.lastStepBirthsAndDeaths = lastStepBirthsAndDeaths
        c.sleepingCounts = sleepingCounts
        return c
    }

    /// An independent copy sharing storage until one side changes.
    public func duplicate() -> any LifeAlgorithm { copy() }

    /// Number of live cells.
    /// - Complexity: O(live rows) after a change, then O(1) until the next one.
    public var population: Int {
        if let cachedPopulation { return cachedPopulation }
        var total = 0
        rows.withUnsafeBufferPointer { all in
            for s in tiles.indices where tiles[s].inUse {
                let b = base(s)
                var occupied = tiles[s].occupiedBlocks[currentBuffer(s)]
                while occupied != 0 {
                    let first = b + occupied.trailingZeroBitCount * 8
                    occupied &= occupied - 1
                    for r in first..<(first + 8) { total += all[r].nonzeroBitCount }
                }
            }
        }
        cachedPopulation = total
        return total
    }

    /// Whether the slot's current buffer has a live cell.
    @inline(__always)
    private func isOccupied(_ slot: Int) -> Bool { tiles[slot].occupiedBlocks[currentBuffer(slot)] != 0 }

    /// Number of tiles allocated (for memory checks and benchmarks).
    public var tileCount: Int { index.count }

    /// Index (0 or 1) of the slot's buffer holding the current generation.
    @inline(__always)
    private func currentBuffer(_ slot: Int) -> Int { Int(tick ^ tiles[slot].parity) }

    @inline(__always)
    private func base(_ slot: Int) -> Int { slot * 128 + currentBuffer(slot) * 64 }

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
        let buffer = currentBuffer(s)
        let b = s * 128 + buffer * 64
        let i = b + Int(cell.y & 63)
        let bit = UInt64(1) << UInt64(cell.x & 63)
        guard (rows[i] & bit != 0) != alive else { return }
        if alive { rows[i] |= bit } else { rows[i] &= ~bit }
        cachedPopulation = cachedPopulation.map { $0 + (alive ? 1 : -1) }
        summarize(s, block: Int(cell.y & 63) >> 3)
        markAround(slot)
        expand(slot)
        noteEdit(slot)
    }

    /// Replaces the universe's cells, writing them tile by tile and settling each touched tile once.
    public func load(_ cells: [Cell]) {
        for cell in liveCells() { setAlive(false, at: cell) }
        var touched = Set<Int32>()
        var lastKey = TileKey(x: .min, y: .min), lastSlot = Self.none
        for cell in cells {
            let cell = topology.wrap(cell)
            let key = TileKey(containing: cell)
            if key != lastKey || lastSlot == Self.none {
                lastKey = key
                lastSlot = index[key] ?? allocate(key)
                touched.insert(lastSlot)
            }
            let s = Int(lastSlot)
            rows[s * 128 + currentBuffer(s) * 64 + Int(cell.y & 63)] |= UInt64(1) << UInt64(cell.x & 63)
        }
        cachedPopulation = nil
        for slot in touched {
            for block in 0..<8 { summarize(Int(slot), block: block) }
            markAround(slot)
            noteEdit(slot)
        }
        for slot in touched { expand(slot) }
    }

    /// Recomputes the current buffer's summary bits for one block of eight rows.
    private func summarize(_ s: Int, block: Int) {
        let buffer = currentBuffer(s), first = s * 128 + buffer * 64 + block * 8, blockBit = UInt8(1) << UInt8(block)
        var live: UInt64 = 0
        for r in first..<(first + 8) { live |= rows[r] }
        tiles[s].occupiedBlocks[buffer] = (tiles[s].occupiedBlocks[buffer] & ~blockBit) | (live != 0 ? blockBit : 0)
        tiles[s].westBlocks[buffer] = (tiles[s].westBlocks[buffer] & ~blockBit) | (live & 1 != 0 ? blockBit : 0)
        tiles[s].eastBlocks[buffer] = (tiles[s].eastBlocks[buffer] & ~blockBit) | (live >> 63 != 0 ? blockBit : 0)
    }

    /// Lists the tile among those edited since the last step (see `edited`).
    private func noteEdit(_ slot: Int32) {
        guard !tiles[Int(slot)].edited else { return }
        tiles[Int(slot)].edited = true
        edited.append(slot)
    }

    /// Marks every row of the tile and of its neighbours to be computed next step.
    private func markAround(_ slot: Int32) {
        markDirty(slot, ~0)
        let links = tiles[Int(slot)].links
        for d in 0..<8 where links[d] != Self.none { markDirty(links[d], ~0) }
    }

    /// Advances the given number of generations.
    /// - Complexity: O(blocks of rows to compute) per generation, plus the tiles holding them;
    ///   tiles repeating with period 2 cost nothing, also while births and deaths are counted.
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

    /// Copies the torus's live edge cells into the ring of cells just outside it, so the plane step
    /// sees wrapped neighbours. Only tiles on the board's edges are read: the cost follows the live
    /// area, not the board's perimeter (a 2^26 x 2^26 torus with 5 cells steps in microseconds).
    private func writeGhosts(width w: Int64, height h: Int64) {
        let lastColumn = (w - 1) >> 6, lastRow = (h - 1) >> 6
        var ghosts: [Cell] = []
        for (key, slot) in index {
            guard key.x >= 0, key.y >= 0, key.x <= lastColumn, key.y <= lastRow,
                  key.x == 0 || key.y == 0 || key.x == lastColumn || key.y == lastRow else { continue }
            let b = base(Int(slot))
            let rowsHere = Int(min(64, h - (key.y << 6)))
            // The board's cells in this tile's rows: columns below w only.
            let columnsHere = min(64, w - (key.x << 6))
            let boardMask: UInt64 = columnsHere >= 64 ? ~0 : (UInt64(1) << UInt64(columnsHere)) - 1
            for r in 0..<rowsHere {
                let bits = rows[b + r] & boardMask
                guard bits != 0 else { continue }
                let y = key.y << 6 + Int64(r)
                // West edge (x = 0) shows east of the board; east edge (x = w - 1) west of it.
                var columns: [(Int64, Int64)] = []
                if key.x == 0 && bits & 1 != 0 { columns.append((0, w)) }
                if key.x == lastColumn && bits >> UInt64((w - 1) & 63) & 1 != 0 { columns.append((w - 1, -1)) }
                for (_, ghostX) in columns {
                    ghosts.append(Cell(ghostX, y))
                    if y == 0 { ghosts.append(Cell(ghostX, h)) }
                    if y == h - 1 { ghosts.append(Cell(ghostX, -1)) }
                }
                // North edge (y = 0) shows below the board; south edge (y = h - 1) above it.
                let ghostRows: [Int64] = (y == 0 ? [h] : []) + (y == h - 1 ? [-1] : [])
                guard !ghostRows.isEmpty else { continue }
                var rest = bits
                while rest != 0 {
                    let x = key.x << 6 + Int64(rest.trailingZeroBitCount)
                    rest &= rest - 1
                    for ghostY in ghostRows { ghosts.append(Cell(x, ghostY)) }
                }
            }
        }
        for ghost in ghosts { write(true, at: ghost) }
    }

    /// Clears every live cell outside the torus (the ghosts and the births they caused), reading
    /// only tiles that reach past the board's edges.
    private func clearOutside(width w: Int64, height h: Int64) {
        var outside: [Cell] = []
        for (key, slot) in index {
            let left = key.x << 6, top = key.y << 6
            guard left < 0 || top < 0 || left + 64 > w || top + 64 > h else { continue }
            let b = base(Int(slot))
            for r in 0..<64 {
                var bits = rows[b + r]
                guard bits != 0 else { continue }
                let y = top + Int64(r)
                if y >= 0 && y < h {
                    // Only the columns off the board.
                    let firstOn = max(0, -left), endOn = min(64, w - left)
                    if firstOn < endOn {
                        let onBoard = (endOn >= 64 ? ~UInt64(0) : (UInt64(1) << UInt64(endOn)) - 1) & ~((UInt64(1) << UInt64(firstOn)) - 1)
                        bits &= ~onBoard
                    }
                }
                while bits != 0 {
                    outside.append(Cell(left + Int64(bits.trailingZeroBitCount), y))
                    bits &= bits - 1
                }
            }
        }
        for cell in outside { write(false, at: cell) }
    }

    /// Puts the tile on the list of tiles to look at next step.
    @inline(__always)
    private func list(_ slot: Int32) {
        let s = Int(slot)
        guard !tiles[s].listed else { return }
        tiles[s].listed = true
        active.append(slot)
    }

    @inline(__always)
    private func markDirty(_ slot: Int32, _ rowMask: UInt64) {
        guard rowMask != 0 else { return }
        list(slot)
        tiles[Int(slot)].dirty |= rowMask
    }

    private func allocate(_ key: TileKey) -> Int32 {
        let slot: Int32
        // Both buffers empty: the region was empty this generation and the one before.
        let state = TileState(key: key, parity: tick)
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
                let back = TileKey.opposite(d)
                tiles[s].links[d] = n
                tiles[s].missing &= ~(1 << UInt8(d))
                tiles[s].neighbourRows[d] = Self.rowOffset(Int(n), parity: tiles[Int(n)].parity)
                tiles[Int(n)].links[back] = slot
                tiles[Int(n)].missing &= ~(1 << UInt8(back))
                tiles[Int(n)].neighbourRows[back] = Self.rowOffset(s, parity: tiles[s].parity)
            }
        }
        return slot
    }

    /// Where a slot's rows start in `rows` for step parity 0: XOR 64 gives them for parity 1.
    private static func rowOffset(_ slot: Int, parity: UInt8) -> Int32 {
        precondition(slot < Int(Int32.max) / 128, "too many tiles")
        return Int32(slot * 128 + Int(parity) * 64)
    }

    private func release(_ slot: Int32) {
        let s = Int(slot)
        let links = tiles[s].links
        for d in 0..<8 where links[d] != Self.none {
            tiles[Int(links[d])].links[TileKey.opposite(d)] = Self.none
            tiles[Int(links[d])].missing |= 1 << UInt8(TileKey.opposite(d))
            tiles[Int(links[d])].neighbourRows[TileKey.opposite(d)] = 0
        }
        index[tiles[s].key] = nil
        tiles[s].inUse = false
        tiles[s].dirty = 0
        tiles[s].listed = false
        tiles[s].links = SIMD8(repeating: Self.none)
        tiles[s].missing = 0xFF
        tiles[s].neighbourRows = SIMD8(repeating: 0)
        for r in 0..<128 { rows[s * 128 + r] = 0 }
        freeSlots.append(slot)
    }

    /// Creates the missing neighbours next to the live edge cells of the slot's current buffer and
    /// marks them to be computed, so births there are.
    private func expand(_ slot: Int32) {
        let s = Int(slot)
        let needs = rows.withUnsafeBufferPointer { Self.edgeFlags(tiles[s], buffer: currentBuffer(s), rows: $0.baseAddress!, slot: s) }
            & tiles[s].missing
        guard needs != 0 else { return }
        let key = tiles[s].key
        for d in 0..<8 where needs & (1 << UInt8(d)) != 0 {
            markDirty(allocate(key.neighbour(d)), ~0)
        }
    }

    /// Edge flags (bit d: live cells toward direction d, TileKey order) of one buffer of a tile.
    @inline(__always)
    private static func edgeFlags(_ tile: TileState, buffer: Int, rows: UnsafePointer<UInt64>, slot: Int) -> UInt8 {
        guard tile.occupiedBlocks[buffer] != 0 else { return 0 }
        let base = slot * 128 + buffer * 64
        let top = rows[base], bottom = rows[base + 63]
        var flags: UInt8 = 0
        if top != 0 { flags |= 1 << 0 }
        if top >> 63 != 0 { flags |= 1 << 1 }
        if tile.eastBlocks[buffer] != 0 { flags |= 1 << 2 }
        if bottom >> 63 != 0 { flags |= 1 << 3 }
        if bottom != 0 { flags |= 1 << 4 }
        if bottom & 1 != 0 { flags |= 1 << 5 }
        if tile.westBlocks[buffer] != 0 { flags |= 1 << 6 }
        if top & 1 != 0 { flags |= 1 << 7 }
        return flags
    }

    /// Whether an empty tile can go: no neighbour has live cells facing it in either buffer, so
    /// nothing can be born in it until a neighbour changes (and `expand` brings it back).
    private func isReleasable(_ s: Int) -> Bool {
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
    private static func spread(_ m: UInt64) -> UInt64 { m | (m << 1) | (m >> 1) }

    private func stepOnce() {
        swap(&batch, &active)
        active.removeAll(keepingCapacity: true)
        let edits = edited
        edited.removeAll()
        let count = batch.count
        if results.count < count {
            results = [StepResult](repeating: StepResult(), count: max(count, results.count * 2))
        }
        var isPlane = true
        if case .torus = topology { isPlane = false }
        let counting = countsBirthsAndDeaths && isPlane
        let kernel = self.kernel
        let tick = self.tick
        let tickOffset = Int32(tick) << 6
        let wide = usesWideVectors
        var stepCounts = SIMD2<Int>.zero

        // Compute every listed tile from the current state; writes go to the other buffers only.
        tiles.withUnsafeMutableBufferPointer { tileBuffer in
        rows.withUnsafeMutableBufferPointer { rowBuffer in
        results.withUnsafeMutableBufferPointer { resultBuffer in
        batch.withUnsafeBufferPointer { batchBuffer in
            let t = tileBuffer.baseAddress!, all = rowBuffer.baseAddress!
            let res = resultBuffer.baseAddress!, list = batchBuffer.baseAddress!
            // Computing a tile reads the current buffers (its own and its neighbours') and its own state,
            // and writes only its other buffer, its own state and its own result slot: tiles can be
            // computed on several threads.
            func process(_ k: Int, scratch: UnsafeMutablePointer<UInt64>) {
                let s = Int(list[k])
                let buffer = Int(tick ^ t[s].parity)
                let cur = all + s * 128 + buffer * 64
                let other = all + s * 128 + (1 - buffer) * 64
                var result = StepResult()
                let rowMask = t[s].dirty
                if rowMask != 0 {
                    let neighbours = t[s].neighbourRows
                    @inline(__always) func current(_ d: Int) -> UnsafePointer<UInt64> {
                        UnsafePointer(all + Int(neighbours[d] ^ tickOffset))
                    }
                    let blocks = Self.blocks(of: rowMask)
                    result.blocks = blocks
                    let twoBack = scratch, difference = scratch + 64, live = scratch + 72
                    // The other buffer holds the generation before; rows outside the computed blocks
                    // repeat it, so they are already right there.
                    let anyDifference = wide
                        ? WideTileKernel.step(kernel, center: cur, north: current(0), south: current(4),
                                              west: current(6), east: current(2), northWest: current(7), northEast: current(1),
                                              southWest: current(5), southEast: current(3), blocks: blocks,
                                              out: other, twoBack: twoBack, blockDifference: difference, blockLive: live)
                        : kernel.step(SIMD2<UInt64>.self, center: cur, north: current(0), south: current(4),
                                      west: current(6), east: current(2), northWest: current(7), northEast: current(1),
                                      southWest: current(5), southEast: current(3), blocks: blocks,
                                      out: other, twoBack: twoBack, blockDifference: difference, blockLive: live)
                    if anyDifference != 0 {
                        // Summarise the rewritten blocks: where the new rows differ from two generations
                        // ago, and which blocks and edge columns of the new buffer live. Marks only need
                        // block precision inside the tile, so a block's inner rows stand for the middle
                        // one; its first and last rows are exact (they reach the blocks beside it).
                        let next = 1 - buffer
                        var occupied = t[s].occupiedBlocks[next], westBlocks = t[s].westBlocks[next]
                        var eastBlocks = t[s].eastBlocks[next]
                        var pending = blocks
                        while pending != 0 {
                            let b = pending.trailingZeroBitCount
                            pending &= pending - 1
                            let bit = UInt8(1) << UInt8(b)
                            let l = live[b]
                            occupied = (occupied & ~bit) | (l != 0 ? bit : 0)
                            westBlocks = (westBlocks & ~bit) | (l & 1 != 0 ? bit : 0)
                            eastBlocks = (eastBlocks & ~bit) | (l >> 63 != 0 ? bit : 0)
                            let d = difference[b]
                            guard d != 0 else { continue }
                            let top = twoBack[b * 8], bottom = twoBack[b * 8 + 7]
                            let firstRow = UInt64(1) << UInt64(b * 8), middleRow = firstRow << 3, lastRow = firstRow << 7
                            result.rows |= middleRow | (top != 0 ? firstRow : 0) | (bottom != 0 ? lastRow : 0)
                            if d & 1 != 0 {
                                result.west |= middleRow | (top & 1 != 0 ? firstRow : 0) | (bottom & 1 != 0 ? lastRow : 0)
                            }
                            if d >> 63 != 0 {
                                result.east |= middleRow | (top >> 63 != 0 ? firstRow : 0) | (bottom >> 63 != 0 ? lastRow : 0)
                            }
                        }
                        // Only this tile's own state is written here, and no other tile's computation reads it.
                        t[s].occupiedBlocks[next] = occupied
                        t[s].westBlocks[next] = westBlocks
                        t[s].eastBlocks[next] = eastBlocks
                        // Live edge cells beside a missing neighbour: it is created after the step.
                        result.grows = t[s].missing != 0 && Self.edgeFlags(t[s], buffer: next, rows: all, slot: s) & t[s].missing != 0
                    }
                }
                t[s].dirty = 0
                t[s].listed = false
                if counting {
                    var births = 0, deaths = 0
                    for r in 0..<64 {
                        let d = other[r] ^ cur[r]
                        births += (d & other[r]).nonzeroBitCount
                        deaths += (d & cur[r]).nonzeroBitCount
                    }
                    result.births = Int32(births)
                    result.deaths = Int32(deaths)
                }
                res[k] = result
            }
            func processRange(_ range: Range<Int>) {
                withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 80) { temp in
                    for k in range { process(k, scratch: temp.baseAddress!) }
                }
            }
            if count >= parallelThreshold {
                // Safe to share: each chunk writes its own tiles' buffers and result slots (see above).
                let chunk = max(Self.chunkTiles, (count + StepWorkers.maximumChunks - 1) / StepWorkers.maximumChunks)
                workers.run(chunks: (count + chunk - 1) / chunk) { c in
                    processRange((c * chunk)..<min(count, (c + 1) * chunk))
                }
            } else {
                processRange(0..<count)
            }

            // Commit: mark what may differ from two generations ago next. `listed` and `mark` are `list`
            // and `markDirty` on the tile buffer held here (the methods would touch `tiles` again).
            @inline(__always) func listed(_ n: Int32) {
                let i = Int(n)
                guard !t[i].listed else { return }
                t[i].listed = true
                active.append(n)
            }
            @inline(__always) func mark(_ n: Int32, _ mask: UInt64) {
                guard n != Self.none else { return }
                listed(n)
                t[Int(n)].dirty |= mask
            }
            var blocks = 0
            defer { computedBlocks += blocks }
            let top: UInt64 = 1, bottom: UInt64 = 1 << 63
            for k in 0..<count {
                let s = Int(list[k])
                let r = res[k]
                if t[s].asleep {
                    // Awake again: it stops adding its alternating counts.
                    t[s].asleep = false
                    let counts = SIMD2<Int>(truncatingIfNeeded: t[s].sleepCounts), parity = Int(t[s].sleepTick)
                    sleepingCounts[parity] &-= counts
                    sleepingCounts[parity ^ 1] &-= SIMD2(counts[1], counts[0])
                }
                if r.grows { growing.append(Int32(s)) }
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
        }
        }
        }
        }
        for slot in edits where tiles[Int(slot)].inUse {
            tiles[Int(slot)].edited = false
            markAround(slot)
        }
        lastStepBirthsAndDeaths = nil
        if counting {
            stepCounts &+= sleepingCounts[Int(tick)]
            lastStepBirthsAndDeaths = (stepCounts[0], stepCounts[1])
        }
        self.tick ^= 1
        // When births and deaths are counted, the population follows from them.
        if let counts = lastStepBirthsAndDeaths {
            cachedPopulation = cachedPopulation.map { $0 + counts.births - counts.deaths }
        } else {
            cachedPopulation = nil
        }
        // Free tiles that were looked at and are empty in both buffers (so empty two generations
        // running) with no live cells facing them; then grow toward new live edge cells.
        var freed = false
        for k in 0..<count where tiles[Int(batch[k])].inUse && isReleasable(Int(batch[k])) {
            release(batch[k])
            freed = true
        }
        if freed { active.removeAll { !tiles[Int($0)].inUse } }
        for slot in growing where tiles[Int(slot)].inUse { expand(slot) }
        growing.removeAll(keepingCapacity: true)
        if counting {
            // Tiles left off the next step swap buffers on their own: their births and deaths
            // alternate between the reverse of this step's and this step's.
            for k in 0..<count {
                let s = Int(batch[k])
                let counts = SIMD2(results[k].births, results[k].deaths)
                guard tiles[s].inUse, !tiles[s].listed, counts != .zero else { continue }
                tiles[s].asleep = true
                tiles[s].sleepCounts = counts
                tiles[s].sleepTick = tick
                let wide = SIMD2<Int>(truncatingIfNeeded: counts)
                sleepingCounts[Int(tick)] &+= wide
                sleepingCounts[Int(tick) ^ 1] &+= SIMD2(wide[1], wide[0])
            }
        }
    }

    /// Smallest rectangle holding every live cell.
    /// - Complexity: O(tiles).
    public var bounds: CellRect? {
        var minX = Int64.max, minY = Int64.max, maxX = Int64.min, maxY = Int64.min
        for (key, slot) in index where isOccupied(Int(slot)) {
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
        cells.reserveCapacity(population)
        forEachLiveCell { cells.append($0) }
        return cells.sorted()
    }

    /// Calls `body` for every live cell, in no particular order.
    public func forEachLiveCell(_ body: (Cell) -> Void) {
        for (key, slot) in index where isOccupied(Int(slot)) {
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
        for (key, slot) in index where isOccupied(Int(slot)) {
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
                            var live = 0
                            for rr in r..<groupEnd { live += (rows[b + rr] & mask).nonzeroBitCount }
                            raster.add(UInt64(live), ux: Int(ux), uy: Int(uy))
                        }
                        c = spanEnd
                    }
                }
                r = groupEnd
            }
        }
    }
}
