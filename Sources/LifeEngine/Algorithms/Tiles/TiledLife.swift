import Dispatch
import TileKernels
import TileKernelsWidest

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
    /// The plane, or a bounded board stepped by the same tiles with the ring of cells around it
    /// filled from the edges it joins to.
    public let topology: Topology
    /// The ring around a bounded board (nil on the plane).
    let ring: BoardRing?
    /// Generations computed since load.
    public var generation: Int64 = 0

    static let none: Int32 = -1
    /// The kernels for a step from a pattern stored as it is and stored inverted (see
    /// `Rule.storedStep(fromInverted:)`): one kernel, twice, without B0.
    let normalKernel: TileKernel, invertedKernel: TileKernel
    /// Room for the kernels' circuit values, one piece per thread stepping (nil: no circuit).
    let scratch: KernelScratch?
    /// Whether the cells stored are the inverse of the true ones (a B0 rule's background is alive),
    /// which follows from the generation.
    var storedInverted: Bool { inversion.atStart || (inversion.alternates && generation & 1 == 1) }
    /// `Rule.storedInverted(atGeneration:)` worked out once: stored inverted from the start, and
    /// inverted at odd generations (reading them from the rule at each step copied the rule).
    private let inversion: (atStart: Bool, alternates: Bool)
    var rows = AlignedRows(zeroes: 0)  // 128 per slot: two buffers of 64 rows
    var tiles: [TileState] = []
    /// Per slot, the rows to compute in the next steps (a tile is listed when it has some).
    var marks = TileMarks()
    var active: [Int32] = []
    var freeSlots: [Int32] = []
    var index = TileIndex()
    /// Flips every step; with a tile's parity it says which buffer is current.
    var tick: UInt8 = 0
    var cachedPopulation: Int? = 0     // counted on demand, forgotten on change
    /// Tiles edited since the last step: a rule-free change breaks "the row repeats the generation
    /// before last" for two steps, so they and their neighbours are computed in full twice.
    var edited: [Int32] = []
    // Per-step scratch, kept to avoid allocating every generation.
    var batch: [Int32] = []
    var growing: [Int32] = []
    /// Tiles computed in a step that ended empty in both buffers: they may be released.
    var emptied: [Int32] = []
    /// Tiles a step lists for the next that were not on its own list (kept to avoid allocating).
    var newcomers: [Int32] = []
    var results: [TileStepResult] = []
    /// Where each worker commits the tiles it computed in a step.
    let ledgers: CommitLedgers

    /// Whether steps count births and deaths (off by default: it costs a pass over every computed
    /// tile). On a bounded board the changes in the ring around it are taken off.
    public var countsBirthsAndDeaths = false {
        didSet {
            // Look at every tile once to learn what the ones swapping buffers on their own add
            // (all its rows: a tile is on a step's list when it has rows to compute).
            if countsBirthsAndDeaths && !oldValue {
                sleepingCounts = ParityCounts()
                for s in tiles.indices where tiles[s].inUse {
                    tiles[s].asleep = false
                    markDirty(Int32(s), ~0)
                }
            }
        }
    }
    /// Births and deaths that the tiles asleep add to steps of parity 0 and 1, when counted.
    var sleepingCounts = ParityCounts()
    /// Cells born and cells that died in the last generation stepped, when counted.
    public internal(set) var lastStepBirthsAndDeaths: (births: Int, deaths: Int)?

    /// Blocks of 64x8 cells computed since the universe was created: the work done, for tests and benchmarks.
    public internal(set) var computedBlocks = 0

    /// Steps with at least this many tiles to look at share them out in chunks with the helper
    /// threads (`StepWorkers`); smaller ones lose more to the hand-off than they gain.
    public var parallelThreshold = 64
    /// Whether steps of at least `parallelThreshold` tiles go to the helper threads too.
    public var sharesSteps = true
    /// The threads steps are shared with.
    let workers: StepWorkers
    /// Tiles in one chunk of a shared step: fewer, longer chunks claim less often and keep more
    /// neighbouring tiles on one processor (16 -> 32: a 1024x1024 soup's second core adds 0.38x
    /// instead of 0.21x); tests set 1 to share tiny universes.
    var chunkTiles = 32
    /// A shared step lists the next one's tiles in slot order when at least one slot in this many is listed.
    static let slotOrderShare = 8

    /// How many rows the kernel steps at once: the widest the processor runs, unless set lower
    /// (tests check the narrower kernels on the same machine). A width the processor cannot run
    /// becomes the widest it can.
    public var vectorWidth = TileVectorWidth.widestAvailable {
        didSet { vectorWidth = min(vectorWidth, .widestAvailable) }
    }

    /// Whether, at width eight, a rule the kernel runs as a circuit is stepped by table lookup
    /// instead, row by row (`WidestTileKernel.lookUp`): where the processor can, unless set off
    /// (tests check the circuit on the same machine).
    public var looksUpRules = WidestTileKernel.looksUp {
        didSet { looksUpRules = looksUpRules && WidestTileKernel.looksUp }
    }

    /// Whether the tiles run `rule`: two states, range 1 (any neighbourhood, totalistic or not;
    /// B0 as Golly runs it, the pattern stored inverted while the background is alive).
    public static func runs(_ rule: Rule) -> Bool {
        (rule.largerThanLife == nil || rule.rangeOneEquivalent != nil) && rule.states == 2
    }

    /// Creates an empty universe with the rule (one `runs`), on the plane or a bounded board
    /// (`Engines.tilesRun` says which).
    public init(rule: Rule = .conway, topology: Topology = .plane, workers: StepWorkers = .shared) {
        self.workers = workers
        ledgers = CommitLedgers(count: workers.workers)
        self.rule = rule
        self.topology = topology
        ring = BoardRing(topology)
        precondition(topology == .plane || ring != nil, "the tiles do not run a board with a side under \(BoardRing.minimumSide) cells")
        if rule.bornFromNothing {
            normalKernel = TileKernel(rule: rule.storedStep(fromInverted: false))
            invertedKernel = TileKernel(rule: rule.storedStep(fromInverted: true))
        } else {
            // One kernel (a rule's circuit is built once) for both parities; Larger than Life of
            // range 1 runs as the B/S rule it is.
            let kernel = TileKernel(rule: rule.rangeOneEquivalent ?? rule)
            (normalKernel, invertedKernel) = (kernel, kernel)
        }
        inversion = (rule.storedInverted(atGeneration: 0), rule.storedInverted(atGeneration: 1) != rule.storedInverted(atGeneration: 0))
        let scratchBytes = max(normalKernel.scratchBytes, invertedKernel.scratchBytes)
        scratch = scratchBytes > 0 ? KernelScratch(bytes: scratchBytes, pieces: workers.helpers + 1) : nil
        // Slot 0 is never a tile: its rows stay dead, and links to missing neighbours read them.
        rows = AlignedRows(zeroes: 128)
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
        c.rows = rows; c.tiles = tiles; c.marks = marks; c.active = active; c.freeSlots = freeSlots; c.index = index
        c.tick = tick; c.edited = edited; c.cachedPopulation = cachedPopulation
        c.parallelThreshold = parallelThreshold
        c.sharesSteps = sharesSteps
        c.vectorWidth = vectorWidth
        c.looksUpRules = looksUpRules
        c.lastStepBirthsAndDeaths = lastStepBirthsAndDeaths
        c.sleepingCounts = sleepingCounts
        return c
    }

    /// An independent copy sharing storage until one side changes.
    public func duplicate() -> any LifeAlgorithm { copy() }

    /// The current generation's 64 rows of every tile holding life, without the second buffer,
    /// the tile records and the index (about 45% of the universe's storage); restored into a new
    /// universe with this one's rule, board, threads, counting of births and deaths and the last step's counts.
    public func kept() -> KeptUniverse {
        let occupied = tiles.indices.filter { tiles[$0].inUse && tiles[$0].occupiedBlocks[currentBuffer($0)] != 0 }
        let keys = occupied.map { tiles[$0].key }
        var words: [UInt64] = []
        words.reserveCapacity(occupied.count * 64)
        rows.withUnsafeBufferPointer { all in
            for s in occupied {
                let first = base(s)
                words.append(contentsOf: all[first..<(first + 64)])
            }
        }
        let rule = rule, topology = topology, workers = workers, generation = generation
        let (width, threshold, shares, counts) = (vectorWidth, parallelThreshold, sharesSteps, countsBirthsAndDeaths)
        let looksUp = looksUpRules
        let lastCounts = lastStepBirthsAndDeaths
        let bytes = words.capacity * 8 + keys.capacity * MemoryLayout<TileKey>.stride
        return KeptUniverse(generation: generation, bytes: bytes) {
            let universe = TiledLife(rule: rule, topology: topology, workers: workers)
            (universe.vectorWidth, universe.parallelThreshold, universe.sharesSteps) = (width, threshold, shares)
            universe.looksUpRules = looksUp
            // Set before the state arrives, as `copy()` does, so counting has nothing to reset.
            universe.countsBirthsAndDeaths = counts
            universe.restore(keys, words: words)
            universe.generation = generation
            universe.lastStepBirthsAndDeaths = lastCounts
            return universe
        }
    }

    /// Its rows (two buffers of 64 a tile) and tile records.
    public var storageBytes: Int { rows.capacity * 8 + tiles.capacity * MemoryLayout<TileState>.stride + index.capacity * 20 }

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

    /// Whether no tile holds a live cell: the population when it is known, else a look at the
    /// tile records (O(tiles), not O(live rows)).
    var holdsNoLife: Bool {
        cachedPopulation.map { $0 == 0 } ?? !tiles.indices.contains { tiles[$0].inUse && isOccupied($0) }
    }

    /// Whether the slot's current buffer has a live cell.
    @inline(__always)
    func isOccupied(_ slot: Int) -> Bool { tiles[slot].occupiedBlocks[currentBuffer(slot)] != 0 }

    /// Number of tiles allocated (for memory checks and benchmarks).
    public var tileCount: Int { index.count }

    /// Index (0 or 1) of the slot's buffer holding the current generation.
    @inline(__always)
    func currentBuffer(_ slot: Int) -> Int { Int(tick ^ tiles[slot].parity) }

    @inline(__always)
    func base(_ slot: Int) -> Int { slot * 128 + currentBuffer(slot) * 64 }


    /// Drops every tile at once (no cell by cell clearing): an empty universe with its settings.
    func removeAllTiles() {
        rows = AlignedRows(zeroes: 128)
        tiles.removeSubrange(1...)
        marks.removeAllButTheFirst()
        active = []
        freeSlots = []
        index = TileIndex()
        edited = []
        cachedPopulation = 0
        sleepingCounts = ParityCounts()
    }

    func allocate(_ key: TileKey) -> Int32 {
        let slot: Int32
        // Both buffers empty: the region was empty this generation and the one before.
        let state = TileState(key: key, parity: tick)
        if let reused = freeSlots.popLast() {
            slot = reused
            tiles[Int(slot)] = state
            marks.clear(Int(slot))
        } else {
            slot = Int32(tiles.count)
            rows.appendZeroes(128)
            tiles.append(state)
            marks.appendSlot()
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
    static func rowOffset(_ slot: Int, parity: UInt8) -> Int32 {
        precondition(slot < Int(Int32.max) / 128, "too many tiles")
        return Int32(slot * 128 + Int(parity) * 64)
    }

    func release(_ slot: Int32) {
        let s = Int(slot)
        let links = tiles[s].links
        for d in 0..<8 where links[d] != Self.none {
            tiles[Int(links[d])].links[TileKey.opposite(d)] = Self.none
            tiles[Int(links[d])].missing |= 1 << UInt8(TileKey.opposite(d))
            tiles[Int(links[d])].neighbourRows[TileKey.opposite(d)] = 0
        }
        index[tiles[s].key] = nil
        tiles[s].inUse = false
        marks.clear(s)
        tiles[s].links = SIMD8(repeating: Self.none)
        tiles[s].missing = 0xFF
        tiles[s].neighbourRows = SIMD8(repeating: 0)
        rows.zero(s * 128..<(s + 1) * 128)
        freeSlots.append(slot)
    }

    /// Creates the missing neighbours next to the live edge cells of the slot's current buffer and
    /// marks them to be computed, so births there are.
    func expand(_ slot: Int32) {
        let s = Int(slot)
        let needs = rows.withUnsafeBufferPointer { Self.edgeFlags(tiles[s], buffer: currentBuffer(s), rows: $0.baseAddress!, slot: s) }
            & tiles[s].missing
        guard needs != 0 else { return }
        let key = tiles[s].key
        for d in 0..<8 where needs & (1 << UInt8(d)) != 0 {
            markDirty(allocate(key.neighbour(d)), ~0)
        }
    }

}
