import MemoryHints
import TileKernels
import TileKernelsWide
import TileKernelsWidest

/// One generation's computation of the listed tiles, on raw views of the tiled engine's arrays.
///
/// Computing a tile reads the current buffers (its own and its neighbours'), its own state and its
/// marks, and writes only its other buffer, its own state, its own marks and its own result slot:
/// so tiles can be computed on several threads at once. The views are valid only inside
/// `TiledLife.withStepPass`.
struct TileStepPass {
    let tiles: UnsafeMutablePointer<TileState>
    /// The tiles' rows to compute in this step (read here, and cleared here or after the step).
    let marks: UnsafeMutablePointer<UInt64>
    /// The tiles' rows to compute in the next step, which worker 0's commit marks (a helper marks
    /// its own, merged after the step; see `CommitLedger`).
    let nextMarks: UnsafeMutablePointer<UInt64>
    let rows: UnsafeMutablePointer<UInt64>
    let results: UnsafeMutablePointer<TileStepResult>
    let batch: UnsafePointer<Int32>
    let kernel: TileKernel
    /// Room for the kernel's circuit values (nil: the kernel has no circuit).
    let scratch: KernelScratch?
    /// The engine's tick: with a tile's parity it says which buffer is current.
    let tick: UInt8
    /// How many rows the kernel steps at once.
    let width: TileVectorWidth
    /// Whether the kernel's circuit is replaced by table lookup (`WidestTileKernel.lookUp`).
    let looksUp: Bool
    /// Whether births and deaths are counted.
    let counting: Bool
    /// Whether each tile's marks for this step are cleared as it is finished (else the merge
    /// after the step clears them, telling this step's tiles from new ones by them).
    let clearsMarks: Bool

    /// Computes the tiles at `range` of the batch.
    func compute(_ range: Range<Int>) {
        if looksUp || scratch == nil {
            for k in range {
                if k + 2 * Self.prefetchDistance < range.upperBound { prefetchState(k + 2 * Self.prefetchDistance) }
                if k + Self.prefetchDistance < range.upperBound { prefetch(k + Self.prefetchDistance) }
                finish(k, stepping: looksUp ? lookUp(k) : step(k))
            }
            return
        }
        scratch!.withPiece { room in computeThroughCircuit(range, room: room) }
    }

    /// `compute` for a rule with a circuit: the inputs of several tiles are gathered into `room`
    /// and the circuit runs once over them all (a tile's few blocks alone would leave each gate's
    /// loop too short to pay for itself), then each tile takes its rows back. The values of one
    /// slot lie side by side, as many as the batch has (a fixed stride with few of them used would
    /// put every slot's values in the same few sets of the processor's cache).
    private func computeThroughCircuit(_ range: Range<Int>, room: UnsafeMutableRawPointer) {
        // As many rows as keep the batch's values within the first-level cache (a long circuit's
        // values spill out of it even for one tile's), but at least a whole tile's, in vectors.
        let rowsCached = Self.cachedBytes / (kernel.circuitSlots * MemoryLayout<UInt64>.stride)
        let capacity = min(TileKernel.batchRows, max(64, rowsCached)) / width.rawValue
        // The tiles waiting to be stepped: (k, blocks, first vector), at most one a vector.
        withUnsafeTemporaryAllocation(of: (k: Int, blocks: UInt8, first: Int).self, capacity: capacity) { waiting in
            var count = 0, vectors = 0
            func flush() {
                guard count > 0 else { return }
                for entry in waiting[..<count] {
                    let (s, _, cur, _) = buffers(entry.k)
                    withNeighbours(of: s) { north, south, west, east, northWest, northEast, southWest, southEast in
                        kernel.gather(width: width, center: cur, north: north, south: south, west: west, east: east,
                                      northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                                      blocks: entry.blocks, slots: room, stride: vectors, first: entry.first)
                    }
                }
                let results = kernel.runCircuit(width: width, slots: room, vectors: vectors, stride: vectors)
                for entry in waiting[..<count] {
                    let summary = kernel.scatter(width: width, results: results, first: entry.first, blocks: entry.blocks,
                                                 out: buffers(entry.k).other)
                    finish(entry.k, stepping: (entry.blocks, summary))
                }
                count = 0
                vectors = 0
            }
            for k in range {
                let rowMask = marks[Int(batch[k])]
                guard rowMask != 0 else {
                    finish(k, stepping: nil)
                    continue
                }
                let blocks = TiledLife.blocks(of: rowMask)
                let needed = blocks.nonzeroBitCount * 8 / width.rawValue
                if vectors + needed > capacity { flush() }
                waiting[count] = (k, blocks, vectors)
                count += 1
                vectors += needed
            }
            flush()
        }
    }

    /// Bytes of circuit values a batch may take: about what a processor's first-level data cache holds.
    static let cachedBytes = 32 * 1024

    /// How many tiles ahead of the one computed the rows are asked for.
    static let prefetchDistance = 2

    /// Asks for the batch's `k`th tile's marks and state, which `prefetch` reads two tiles later
    /// (waiting on them there took a sixth of the pass's own time in an LWSS breeder's steps).
    @inline(__always)
    private func prefetchState(_ k: Int) {
        let s = Int(batch[k])
        life_prefetch(UnsafeRawPointer(marks + s))
        let state = UnsafeRawPointer(tiles + s)
        life_prefetch(state)
        life_prefetch(state + MemoryLayout<TileState>.stride - 1)
    }

    /// Asks for the rows of the batch's `k`th tile (both buffers: one is read, the other compared
    /// and written) and of its west and east neighbours while earlier tiles compute, when it has
    /// rows to compute: a large universe's rows come from memory, not the cache.
    @inline(__always)
    private func prefetch(_ k: Int) {
        let s = Int(batch[k])
        guard marks[s] != 0 else { return }
        let base = UnsafeRawPointer(rows + s * 128)
        for line in 0..<16 { life_prefetch(base + line * 64) }
        // And the current rows of the tiles west and east of it, which its rows are shifted against.
        let neighbours = tiles[s].neighbourRows, tickOffset = Int32(tick) << 6
        @inline(__always) func currentRows(_ d: Int) {
            let other = UnsafeRawPointer(rows + Int(neighbours[d] ^ tickOffset))
            for line in 0..<8 { life_prefetch(other + line * 64) }
        }
        currentRows(6)
        currentRows(2)
    }

    /// The batch's `k`th tile's slot, which of its buffers is current, its current rows and its other buffer's.
    @inline(__always)
    private func buffers(_ k: Int) -> (slot: Int, buffer: Int, current: UnsafeMutablePointer<UInt64>, other: UnsafeMutablePointer<UInt64>) {
        let s = Int(batch[k])
        let buffer = Int(tick ^ tiles[s].parity)
        return (s, buffer, rows + s * 128 + buffer * 64, rows + s * 128 + (1 - buffer) * 64)
    }

    /// Steps the batch's `k`th tile into its other buffer when rows of it may change: the blocks
    /// computed and what the kernel saw, or nil.
    @inline(__always)
    private func step(_ k: Int) -> (blocks: UInt8, summary: TileStepSummary)? {
        let (s, _, cur, other) = buffers(k)
        let rowMask = marks[s]
        guard rowMask != 0 else { return nil }
        let blocks = TiledLife.blocks(of: rowMask)
        let summary = withNeighbours(of: s) { north, south, west, east, northWest, northEast, southWest, southEast in
            kernel.step(width: width, center: cur, north: north, south: south, west: west, east: east,
                        northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                        blocks: blocks, out: other)
        }
        return (blocks, summary)
    }

    /// `step` by table lookup: only the rows that may change are computed, not their blocks.
    @inline(__always)
    private func lookUp(_ k: Int) -> (blocks: UInt8, summary: TileStepSummary)? {
        let (s, _, cur, other) = buffers(k)
        let rowMask = marks[s]
        guard rowMask != 0 else { return nil }
        let summary = withNeighbours(of: s) { north, south, west, east, northWest, northEast, southWest, southEast in
            WidestTileKernel.lookUp(kernel, center: cur, north: north, south: south, west: west, east: east,
                                    northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                                    rows: rowMask, out: other)
        }
        return (TiledLife.blocks(of: rowMask), summary)
    }

    /// Finishes the batch's `k`th tile after its step (nil: nothing was computed): takes in the
    /// kernel's summary, clears its marks, counts its births and deaths, and fills its result slot.
    /// The other buffer holds the generation before; rows outside the computed blocks repeat it,
    /// so they are already right there.
    @inline(__always)
    private func finish(_ k: Int, stepping: (blocks: UInt8, summary: TileStepSummary)?) {
        let (s, buffer, cur, other) = buffers(k)
        var result = TileStepResult()
        if let stepping {
            result.blocks = stepping.blocks
            if stepping.summary.changedRows != 0 {
                apply(stepping.summary, to: s, next: 1 - buffer, into: &result)
            }
        }
        if counting {
            // Only blocks with a live cell in either generation can have births or deaths.
            let occupied = tiles[s].occupiedBlocks[buffer] | tiles[s].occupiedBlocks[1 - buffer]
            let counts: SIMD2<Int>
            switch width {
            case .eight: counts = WidestTileKernel.birthsAndDeaths(from: cur, to: other, blocks: occupied)
            case .four: counts = WideTileKernel.birthsAndDeaths(from: cur, to: other, blocks: occupied)
            case .two: counts = TileKernel.birthsAndDeaths(SIMD2<UInt64>.self, from: cur, to: other, blocks: occupied)
            }
            result.births = Int32(counts[0])
            result.deaths = Int32(counts[1])
        }
        if clearsMarks { marks[s] = 0 }
        results[k] = result
    }

    /// Calls `body` with the current rows of tile `s`'s eight neighbours (N S W E NW NE SW SE).
    @inline(__always)
    private func withNeighbours<Result>(of s: Int, _ body: (UnsafePointer<UInt64>, UnsafePointer<UInt64>, UnsafePointer<UInt64>,
                                                          UnsafePointer<UInt64>, UnsafePointer<UInt64>, UnsafePointer<UInt64>,
                                                          UnsafePointer<UInt64>, UnsafePointer<UInt64>) -> Result) -> Result {
        let neighbours = tiles[s].neighbourRows
        let tickOffset = Int32(tick) << 6
        @inline(__always) func current(_ d: Int) -> UnsafePointer<UInt64> {
            UnsafePointer(rows + Int(neighbours[d] ^ tickOffset))
        }
        return body(current(0), current(4), current(6), current(2), current(7), current(1), current(5), current(3))
    }

    /// Takes in the kernel's summary of the rewritten blocks: which blocks and edge columns of the
    /// new buffer live, and what differs from two generations ago (for the marks of the next step).
    @inline(__always)
    private func apply(_ summary: TileStepSummary, to s: Int, next: Int, into result: inout TileStepResult) {
        let computed = result.blocks
        let occupied = tiles[s].occupiedBlocks[next] & ~computed | summary.liveBlocks
        let west = tiles[s].westBlocks[next] & ~computed | summary.westBlocks
        let east = tiles[s].eastBlocks[next] & ~computed | summary.eastBlocks
        tiles[s].occupiedBlocks[next] = occupied
        tiles[s].westBlocks[next] = west
        tiles[s].eastBlocks[next] = east
        result.rows = summary.changedRows
        result.west = summary.changedWest
        result.east = summary.changedEast
        // Live edge cells beside a missing neighbour: it is created after the step. Only this
        // tile's own state is written here, and no other tile's computation reads it.
        let missing = tiles[s].missing
        result.grows = missing != 0
            && TiledLife.edgeFlags(occupied: occupied, west: west, east: east, rows: rows + s * 128 + next * 64) & missing != 0
    }
}
