/// Eight block bits (one per eight rows) for each of a tile's two buffers, packed in one word:
/// buffer 0 in the low byte, buffer 1 in the high one. Plain shifts, where a SIMD2 element write
/// at a run-time index costs a trip through memory.
struct BlockMasks: Equatable {
    private var bits: UInt16 = 0

    /// The mask of one buffer (0 or 1). Always inlined: the step reads and writes these for every
    /// tile, and a call each time cost 2% of a dense step.
    subscript(buffer: Int) -> UInt8 {
        @inline(__always) get { UInt8(truncatingIfNeeded: bits >> UInt16(buffer &* 8)) }
        @inline(__always) set {
            let shift = UInt16(buffer &* 8)
            bits = (bits & ~(0xFF << shift)) | UInt16(newValue) << shift
        }
    }

    /// Whether both buffers' masks are empty.
    var isEmpty: Bool { bits == 0 }
}
