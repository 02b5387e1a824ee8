/// One worker's share of a step's commit: where it marks and lists tiles for the next step, and
/// what it found in the tiles it committed. Each worker writes only its own ledger and what it
/// points to, so the workers commit the tiles they computed at once, without atomics; the ledgers
/// are merged after the step (`TiledLife.merge`).
struct CommitLedger {
    /// The next step's rows to compute, as this worker marks them: the universe's own for worker
    /// 0, one of the worker's own (all zero between steps) for a helper.
    var nextMarks: UnsafeMutablePointer<UInt64>
    /// The tiles that had no rows marked in `nextMarks` before this worker marked some.
    var listing: UnsafeMutablePointer<Int32>
    /// The tiles it committed that have live edge cells beside a missing neighbour.
    var growing: UnsafeMutablePointer<Int32>
    /// The tiles it committed that are empty in both buffers.
    var emptied: UnsafeMutablePointer<Int32>
    var listed = 0, grown = 0, empty = 0
    /// Blocks of eight rows computed, and births and deaths counted.
    var blocks = 0
    var counts = SIMD2<Int>.zero
    /// What the tiles it woke no longer add to steps of each parity (subtracted from the universe's).
    var wokenCounts = ParityCounts()
}
