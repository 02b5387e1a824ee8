import TileKernels
import TileKernelsWide
import TileKernelsWidest

/// Larger than Life's hot loops (`RangeSteps`) in the widest instructions this processor runs.
enum RangeKernels {
    /// `RangeSteps.squares` in the instructions of `width` (one this processor runs).
    static func squares(_ live: UnsafePointer<UInt8>, padWidth: Int, padHeight: Int, range: Int,
                        rowSums: UnsafeMutablePointer<Int32>, into counts: UnsafeMutablePointer<Int32>,
                        width: TileVectorWidth = .widestAvailable) {
        switch width {
        case .eight: WidestTileKernel.squares(live, padWidth: padWidth, padHeight: padHeight, range: range, rowSums: rowSums, into: counts)
        case .four: WideTileKernel.squares(live, padWidth: padWidth, padHeight: padHeight, range: range, rowSums: rowSums, into: counts)
        case .two: RangeSteps.squares(live, padWidth: padWidth, padHeight: padHeight, range: range, rowSums: rowSums, into: counts)
        }
    }

    /// `RangeSteps.twoStates` on a patch of `PatchKey.side` cells a row, in the instructions of
    /// `width` (one this processor runs); the counts' rows `countsStride` apart (the columns' count by default).
    static func twoStates(_ out: UnsafeMutablePointer<UInt8>, counts: UnsafePointer<Int32>, countsStride: Int? = nil, columns: Range<Int>, rows: Range<Int>,
                          columnDiffers: UnsafeMutablePointer<UInt8>, born: ClosedRange<Int32>, survives: ClosedRange<Int32>,
                          width: TileVectorWidth = .widestAvailable) -> (born: Int, died: Int, rows: UInt64, columns: UInt64) {
        let side = PatchKey.side, countsStride = countsStride ?? columns.count
        switch width {
        case .eight:
            return WidestTileKernel.twoStates(out, side: side, counts: counts, countsStride: countsStride, columns: columns, rows: rows, columnDiffers: columnDiffers,
                                              born: born, survives: survives)
        case .four:
            return WideTileKernel.twoStates(out, side: side, counts: counts, countsStride: countsStride, columns: columns, rows: rows, columnDiffers: columnDiffers,
                                            born: born, survives: survives)
        case .two:
            return RangeSteps.twoStates(out, side: side, counts: counts, countsStride: countsStride, columns: columns, rows: rows, columnDiffers: columnDiffers,
                                        born: born, survives: survives)
        }
    }
}
