import TileKernels
import TileKernelsWide
import TileKernelsWidest

/// HashLife's base case for a rule (`LeafSquareKernel`), run in the copy compiled for the widest
/// vector instructions this processor has (AVX-512, AVX2, or any x86-64): a 1024² soup leapt 2^10
/// spends a third of its time here.
struct LeafKernel {
    let square: LeafSquareKernel
    /// The copy it runs: the widest this processor has (tests pick each in turn).
    let width: TileVectorWidth

    init(rule: Rule, width: TileVectorWidth = .widestAvailable) {
        self.width = width
        // Any rule the adder logic does not express runs as the tiles' circuit over the rows' bit planes.
        let table = rule.isTotalistic && rule.neighbourhood == .moore ? nil : rule.table.words
        square = LeafSquareKernel(birthMask: rule.birthMask, survivalMask: rule.survivalMask, isConway: rule == .conway, table: table)
    }

    /// The centre 16x16 of a 32x32 square after `generations` (1...8), as its four leaves (nw, ne,
    /// sw, se). `leaves` holds the square's sixteen leaves, 4x4, row-major.
    func centre32(_ leaves: UnsafePointer<UInt64>, generations: Int) -> (UInt64, UInt64, UInt64, UInt64) {
        switch width {
        case .eight: WidestTileKernel.leafCentre32(square, leaves, generations: generations)
        case .four: WideTileKernel.leafCentre32(square, leaves, generations: generations)
        case .two: square.centre32(leaves, generations: generations, rows: SIMD4<UInt32>.self)
        }
    }
}
