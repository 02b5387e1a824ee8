import CPUFeatures
import TileKernels

/// `TileKernel.step` four rows at a time, compiled for processors with AVX2 (see Package.swift):
/// call it only when `isAvailable`.
public enum WideTileKernel {
    /// Whether this processor (and its operating system) runs AVX2 code.
    public static let isAvailable = life_cpu_has_avx2() != 0

    /// `kernel.step` with SIMD4 rows, for the arguments documented there.
    public static func step(_ kernel: TileKernel, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>,
                            south: UnsafePointer<UInt64>, west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>,
                            northWest: UnsafePointer<UInt64>, northEast: UnsafePointer<UInt64>,
                            southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
                            blocks: UInt8, out: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutableRawPointer? = nil) -> TileStepSummary {
        kernel.step(SIMD4<UInt64>.self, center: center, north: north, south: south, west: west, east: east,
                    northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                    blocks: blocks, out: out, scratch: scratch)
    }

    /// `kernel.gather` with SIMD4 rows into `slots` (room aligned to 64 bytes), for the arguments documented there.
    public static func gather(_ kernel: TileKernel, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>,
                              south: UnsafePointer<UInt64>, west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>,
                              northWest: UnsafePointer<UInt64>, northEast: UnsafePointer<UInt64>,
                              southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
                              blocks: UInt8, slots: UnsafeMutableRawPointer, stride: Int, first: Int) {
        kernel.gather(SIMD4<UInt64>.self, center: center, north: north, south: south, west: west, east: east,
                      northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                      blocks: blocks, slots: slots.assumingMemoryBound(to: SIMD4<UInt64>.self),
                      stride: stride, first: first)
    }

    /// The kernel's circuit run over the first `vectors` vectors `gather` wrote into `slots` with
    /// `stride`; returns where their results are.
    public static func runCircuit(_ kernel: TileKernel, slots: UnsafeMutableRawPointer, vectors: Int, stride: Int) -> UnsafeRawPointer {
        kernel.circuit!.gates.withUnsafeBufferPointer { gates in
            UnsafeRawPointer(RuleCircuit.run(gates, output: kernel.circuit!.output, slots: slots.assumingMemoryBound(to: SIMD4<UInt64>.self),
                                             vectors: vectors, stride: stride))
        }
    }

    /// `kernel.scatter` with SIMD4 rows, the results from vector `first` of `results`.
    public static func scatter(_ kernel: TileKernel, results: UnsafeRawPointer, first: Int, blocks: UInt8,
                               out: UnsafeMutablePointer<UInt64>) -> TileStepSummary {
        kernel.scatter(SIMD4<UInt64>.self, results: results.assumingMemoryBound(to: SIMD4<UInt64>.self) + first, blocks: blocks, out: out)
    }

    /// `TileKernel.birthsAndDeaths` with SIMD4 rows, for the arguments documented there.
    public static func birthsAndDeaths(from: UnsafePointer<UInt64>, to: UnsafePointer<UInt64>, blocks: UInt8) -> SIMD2<Int> {
        TileKernel.birthsAndDeaths(SIMD4<UInt64>.self, from: from, to: to, blocks: blocks)
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

    /// `LeafSquareKernel.centre32`, compiled for this processor, 8 rows at a time.
    public static func leafCentre32(_ kernel: LeafSquareKernel, _ leaves: UnsafePointer<UInt64>, generations: Int) -> (UInt64, UInt64, UInt64, UInt64) {
        kernel.centre32(leaves, generations: generations, rows: SIMD8<UInt32>.self)
    }
}
