import CPUFeatures
import RuleLookup
import TileKernels

/// `TileKernel.step` eight rows (a whole block) at a time, compiled for processors with AVX-512
/// as an Ice Lake server has it (see Package.swift): call it only when `isAvailable`.
public enum WidestTileKernel {
    /// Whether this processor (and its operating system) runs that code.
    public static let isAvailable = life_cpu_has_avx512() != 0

    /// Whether this processor runs `lookUp` (AVX-512 with its byte-permute and bit-shuffle extensions).
    public static let looksUp = life_rule_lookup_available() != 0

    /// Steps the rows set in `rows` (not blocks: any rows) of the tile at `center` by table lookup
    /// into the same rows of `out`, for a kernel with a circuit (its `lookupTable`), and sums up as
    /// `step` does: the live blocks are those of the blocks holding a written row, all eight rows
    /// of them read from `out`. Call it only when `looksUp`.
    public static func lookUp(_ kernel: TileKernel, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>,
                              south: UnsafePointer<UInt64>, west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>,
                              northWest: UnsafePointer<UInt64>, northEast: UnsafePointer<UInt64>,
                              southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
                              rows: UInt64, out: UnsafeMutablePointer<UInt64>) -> TileStepSummary {
        var found = LifeLookupSummary()
        kernel.lookupTable.withUnsafeBufferPointer { table in
            life_rule_lookup_step(table.baseAddress!, center, north, south, west, east, northWest, northEast, southWest, southEast,
                                  rows, out, &found)
        }
        var summary = TileStepSummary()
        summary.changedRows = found.changedRows
        summary.changedWest = found.changedWest
        summary.changedEast = found.changedEast
        summary.liveBlocks = found.liveBlocks
        summary.westBlocks = found.westBlocks
        summary.eastBlocks = found.eastBlocks
        return summary
    }

    /// `kernel.step` with SIMD8 rows and funnel shifts, for the arguments documented there.
    public static func step(_ kernel: TileKernel, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>,
                            south: UnsafePointer<UInt64>, west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>,
                            northWest: UnsafePointer<UInt64>, northEast: UnsafePointer<UInt64>,
                            southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
                            blocks: UInt8, out: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutableRawPointer? = nil) -> TileStepSummary {
        kernel.step(SIMD8<UInt64>.self, center: center, north: north, south: south, west: west, east: east,
                    northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                    blocks: blocks, out: out, funnelShifts: true, scratch: scratch)
    }

    /// `kernel.gather` with SIMD8 rows into `slots` (room aligned to 64 bytes), for the arguments documented there.
    public static func gather(_ kernel: TileKernel, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>,
                              south: UnsafePointer<UInt64>, west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>,
                              northWest: UnsafePointer<UInt64>, northEast: UnsafePointer<UInt64>,
                              southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
                              blocks: UInt8, slots: UnsafeMutableRawPointer, stride: Int, first: Int) {
        kernel.gather(SIMD8<UInt64>.self, center: center, north: north, south: south, west: west, east: east,
                      northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                      blocks: blocks, funnelShifts: true, slots: slots.assumingMemoryBound(to: SIMD8<UInt64>.self),
                      stride: stride, first: first)
    }

    /// The kernel's circuit run over the first `vectors` vectors `gather` wrote into `slots` with
    /// `stride`; returns where their results are.
    public static func runCircuit(_ kernel: TileKernel, slots: UnsafeMutableRawPointer, vectors: Int, stride: Int) -> UnsafeRawPointer {
        kernel.circuit!.gates.withUnsafeBufferPointer { gates in
            UnsafeRawPointer(RuleCircuit.run(gates, output: kernel.circuit!.output, slots: slots.assumingMemoryBound(to: SIMD8<UInt64>.self),
                                             vectors: vectors, stride: stride))
        }
    }

    /// `kernel.scatter` with SIMD8 rows, the results from vector `first` of `results`.
    public static func scatter(_ kernel: TileKernel, results: UnsafeRawPointer, first: Int, blocks: UInt8,
                               out: UnsafeMutablePointer<UInt64>) -> TileStepSummary {
        kernel.scatter(SIMD8<UInt64>.self, results: results.assumingMemoryBound(to: SIMD8<UInt64>.self) + first, blocks: blocks, out: out)
    }

    /// `TileKernel.birthsAndDeaths` with SIMD8 rows, for the arguments documented there.
    public static func birthsAndDeaths(from: UnsafePointer<UInt64>, to: UnsafePointer<UInt64>, blocks: UInt8) -> SIMD2<Int> {
        TileKernel.birthsAndDeaths(SIMD8<UInt64>.self, from: from, to: to, blocks: blocks)
    }

    /// `RangeSteps.squares`, compiled for this processor.
    public static func squares(_ live: UnsafePointer<UInt8>, padWidth: Int, padHeight: Int, range: Int,
                               rowSums: UnsafeMutablePointer<Int32>, into counts: UnsafeMutablePointer<Int32>) {
        RangeSteps.squares(live, padWidth: padWidth, padHeight: padHeight, range: range, rowSums: rowSums, into: counts)
    }

    /// `RangeSteps.twoStates`, compiled for this processor.
    public static func twoStates(_ out: UnsafeMutablePointer<UInt8>, side: Int, counts: UnsafePointer<Int32>, countsStride: Int, columns: Range<Int>,
                                 rows: Range<Int>, columnDiffers: UnsafeMutablePointer<UInt8>, born: ClosedRange<Int32>,
                                 survives: ClosedRange<Int32>) -> (born: Int, died: Int, rows: UInt64, columns: UInt64) {
        RangeSteps.twoStates(out, side: side, counts: counts, countsStride: countsStride, columns: columns, rows: rows, columnDiffers: columnDiffers,
                             born: born, survives: survives)
    }

    /// `LeafSquareKernel.centre32`, compiled for this processor, 16 rows at a time.
    public static func leafCentre32(_ kernel: LeafSquareKernel, _ leaves: UnsafePointer<UInt64>, generations: Int) -> (UInt64, UInt64, UInt64, UInt64) {
        kernel.centre32(leaves, generations: generations, rows: SIMD16<UInt32>.self)
    }
}
