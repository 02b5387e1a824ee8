import TileKernels
import TileKernelsWide

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
    /// The engine's tick: with a tile's parity it says which buffer is current.
    let tick: UInt8
    /// Whether to run the four-rows-at-a-time kernel.
    let wide: Bool
    /// Whether births and deaths are counted.
    let counting: Bool

    /// Computes the tiles at `range` of the batch, with scratch space of its own.
    func compute(_ range: Range<Int>) {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 80) { temp in
            for k in range { compute(k, scratch: temp.baseAddress!) }
        }
    }

    /// Computes the batch's `k`th tile into its other buffer and its result slot.
    @inline(__always)
    func compute(_ k: Int, scratch: UnsafeMutablePointer<UInt64>) {
        let s = Int(batch[k])
        let buffer = Int(tick ^ tiles[s].parity)
        let cur = rows + s * 128 + buffer * 64
        let other = rows + s * 128 + (1 - buffer) * 64
        var result = TileStepResult()
        let rowMask = tiles[s].dirty
        if rowMask != 0 {
            result.blocks = TiledLife.blocks(of: rowMask)
            if stepBlocks(s, result.blocks, from: cur, into: other, scratch: scratch) {
                summarise(s, next: 1 - buffer, into: &result, scratch: scratch)
            }
        }
        tiles[s].dirty = 0
        tiles[s].listed = false
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
        results[k] = result
    }

    /// Runs the kernel over the given blocks of tile `s`; whether any new row differs from two
    /// generations ago. The other buffer holds the generation before; rows outside the computed
    /// blocks repeat it, so they are already right there.
    @inline(__always)
    private func stepBlocks(_ s: Int, _ blocks: UInt8, from cur: UnsafeMutablePointer<UInt64>,
                            into other: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutablePointer<UInt64>) -> Bool {
        let neighbours = tiles[s].neighbourRows
        let tickOffset = Int32(tick) << 6
        @inline(__always) func current(_ d: Int) -> UnsafePointer<UInt64> {
            UnsafePointer(rows + Int(neighbours[d] ^ tickOffset))
        }
        let twoBack = scratch, difference = scratch + 64, live = scratch + 72
        let anyDifference = wide
            ? WideTileKernel.step(kernel, center: cur, north: current(0), south: current(4),
                                  west: current(6), east: current(2), northWest: current(7), northEast: current(1),
                                  southWest: current(5), southEast: current(3), blocks: blocks,
                                  out: other, twoBack: twoBack, blockDifference: difference, blockLive: live)
            : kernel.step(SIMD2<UInt64>.self, center: cur, north: current(0), south: current(4),
                          west: current(6), east: current(2), northWest: current(7), northEast: current(1),
                          southWest: current(5), southEast: current(3), blocks: blocks,
                          out: other, twoBack: twoBack, blockDifference: difference, blockLive: live)
        return anyDifference != 0
    }

    /// Summarises the rewritten blocks: where the new rows differ from two generations ago, and
    /// which blocks and edge columns of the new buffer live. Marks only need block precision inside
    /// the tile, so a block's inner rows stand for the middle one; its first and last rows are exact
    /// (they reach the blocks beside it).
    @inline(__always)
    private func summarise(_ s: Int, next: Int, into result: inout TileStepResult, scratch: UnsafeMutablePointer<UInt64>) {
        let twoBack = scratch, difference = scratch + 64, live = scratch + 72
        var occupied = tiles[s].occupiedBlocks[next], westBlocks = tiles[s].westBlocks[next]
        var eastBlocks = tiles[s].eastBlocks[next]
        var pending = result.blocks
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
        tiles[s].occupiedBlocks[next] = occupied
        tiles[s].westBlocks[next] = westBlocks
        tiles[s].eastBlocks[next] = eastBlocks
        // Live edge cells beside a missing neighbour: it is created after the step.
        result.grows = tiles[s].missing != 0
            && TiledLife.edgeFlags(tiles[s], buffer: next, rows: rows, slot: s) & tiles[s].missing != 0
    }
}
