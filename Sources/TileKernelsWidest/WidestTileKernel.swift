import CPUFeatures
import TileKernels

/// `TileKernel.step` eight rows (a whole block) at a time, compiled for processors with AVX-512
/// as an Ice Lake server has it (see Package.swift): call it only when `isAvailable`.
public enum WidestTileKernel {
    /// Whether this processor (and its operating system) runs that code.
    public static let isAvailable = life_cpu_has_avx512() != 0

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
    public static func twoStates(_ out: UnsafeMutablePointer<UInt8>, side: Int, counts: UnsafePointer<Int32>, columns: Range<Int>,
                                 rows: Range<Int>, columnDiffers: UnsafeMutablePointer<UInt8>, born: ClosedRange<Int32>,
                                 survives: ClosedRange<Int32>) -> (born: Int, died: Int, rows: UInt64, columns: UInt64) {
        RangeSteps.twoStates(out, side: side, counts: counts, columns: columns, rows: rows, columnDiffers: columnDiffers,
                             born: born, survives: survives)
    }
}
