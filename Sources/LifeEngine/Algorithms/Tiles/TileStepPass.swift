import TileKernels
import TileKernelsWide
import TileKernelsWidest

/// One generation's computation of the listed tiles, on raw views of the tiled engine's arrays.
///
/// Computing a tile reads the current buffers (its own and its neighbours') and its own state, and
/// writes only its other buffer, its own state and its own result slot: so tiles can be computed on
/// several threads at once. The views are valid only inside `TiledLife.withStepPass`.
struct TileStepPass {
    let tiles: UnsafeMutablePointer<TileState>
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
    /// Whether births and deaths are counted.
    let counting: Bool

    /// Computes the tiles at `range` of the batch.
    func compute(_ range: Range<Int>) {
        guard let scratch else {
            for k in range { compute(k, scratch: nil) }
            return
        }
        // Room for the kernel's circuit, once for the whole range.
        scratch.withPiece { room in
            for k in range { compute(k, scratch: room) }
        }
    }

    /// Computes the batch's `k`th tile into its other buffer and its result slot.
    @inline(__always)
    private func compute(_ k: Int, scratch: UnsafeMutableRawPointer?) {
        let s = Int(batch[k])
        let buffer = Int(tick ^ tiles[s].parity)
        let cur = rows + s * 128 + buffer * 64
        let other = rows + s * 128 + (1 - buffer) * 64
        var result = TileStepResult()
        let rowMask = tiles[s].dirty
        if rowMask != 0 {
            result.blocks = TiledLife.blocks(of: rowMask)
            let summary = stepBlocks(s, result.blocks, from: cur, into: other, scratch: scratch)
            if summary.changedRows != 0 {
                apply(summary, to: s, next: 1 - buffer, into: &result)
            }
        }
        tiles[s].dirty = 0
        tiles[s].listed = false
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
        results[k] = result
    }

    /// Runs the kernel over the given blocks of tile `s`. The other buffer holds the generation
    /// before; rows outside the computed blocks repeat it, so they are already right there.
    @inline(__always)
    private func stepBlocks(_ s: Int, _ blocks: UInt8, from cur: UnsafeMutablePointer<UInt64>,
                            into other: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutableRawPointer?) -> TileStepSummary {
        let neighbours = tiles[s].neighbourRows
        let tickOffset = Int32(tick) << 6
        @inline(__always) func current(_ d: Int) -> UnsafePointer<UInt64> {
            UnsafePointer(rows + Int(neighbours[d] ^ tickOffset))
        }
        return kernel.step(width: width, center: cur, north: current(0), south: current(4), west: current(6), east: current(2),
                           northWest: current(7), northEast: current(1), southWest: current(5), southEast: current(3),
                           blocks: blocks, out: other, scratch: scratch)
    }

    /// Takes in the kernel's summary of the rewritten blocks: which blocks and edge columns of the
    /// new buffer live, and what differs from two generations ago (for the marks of the next step).
    @inline(__always)
    private func apply(_ summary: TileStepSummary, to s: Int, next: Int, into result: inout TileStepResult) {
        let computed = result.blocks
        tiles[s].occupiedBlocks[next] = tiles[s].occupiedBlocks[next] & ~computed | summary.liveBlocks
        tiles[s].westBlocks[next] = tiles[s].westBlocks[next] & ~computed | summary.westBlocks
        tiles[s].eastBlocks[next] = tiles[s].eastBlocks[next] & ~computed | summary.eastBlocks
        result.rows = summary.changedRows
        result.west = summary.changedWest
        result.east = summary.changedEast
        // Live edge cells beside a missing neighbour: it is created after the step. Only this
        // tile's own state is written here, and no other tile's computation reads it.
        result.grows = tiles[s].missing != 0
            && TiledLife.edgeFlags(tiles[s], buffer: next, rows: rows, slot: s) & tiles[s].missing != 0
    }
}
