/// Eight block bits (one per eight rows) for each of a tile's two buffers, packed in one word:
/// buffer 0 in the low byte, buffer 1 in the high one. Plain shifts, where a SIMD2 element write
/// at a run-time index costs a trip through memory.
struct BlockMasks: Equatable {
    private var bits: UInt16 = 0

    /// The mask of one buffer (0 or 1).
    subscript(buffer: Int) -> UInt8 {
        get { UInt8(truncatingIfNeeded: bits >> UInt16(buffer &* 8)) }
        set {
            let shift = UInt16(buffer &* 8)
            bits = (bits & ~(0xFF << shift)) | UInt16(newValue) << shift
        }
    }

    /// Whether both buffers' masks are empty.
    var isEmpty: Bool { bits == 0 }
}
