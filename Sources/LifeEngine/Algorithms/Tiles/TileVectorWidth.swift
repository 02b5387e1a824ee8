import TileKernelsWide
import TileKernelsWidest

/// How many rows of a tile the kernel steps at once, which says the instructions it runs on: two
/// (any processor), four (AVX2) or eight (AVX-512).
public enum TileVectorWidth: Int, Comparable, CaseIterable, Sendable {
    case two = 2
    case four = 4
    case eight = 8

    /// The widest this processor runs.
    public static let widestAvailable: TileVectorWidth = WidestTileKernel.isAvailable ? .eight
        : WideTileKernel.isAvailable ? .four : .two

    /// Whether this processor runs the kernel at this width.
    public var isAvailable: Bool { self <= Self.widestAvailable }

    public static func < (a: TileVectorWidth, b: TileVectorWidth) -> Bool { a.rawValue < b.rawValue }
}
