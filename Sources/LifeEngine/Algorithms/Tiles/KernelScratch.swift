import Synchronization

/// Room for a rule circuit's values (`TileKernel.scratchBytes`), kept for the life of an engine
/// and lent to the threads computing a step's chunks, one piece each.
///
/// Allocating it per chunk cost a rule with a long circuit about 5% of its stepping time: a block
/// of 64 KiB or more freed makes glibc's allocator consolidate its whole heap.
final class KernelScratch: @unchecked Sendable {
    /// The bytes of one piece.
    let bytes: Int
    private let pieces: Int
    private let base: UnsafeMutableRawPointer
    /// Bit k set: piece k is free.
    private let free: Atomic<UInt64>

    /// Room for `pieces` (1...64) threads at once, `bytes` each, aligned to 64 bytes.
    init(bytes: Int, pieces: Int) {
        precondition(bytes > 0 && (1...64).contains(pieces), "a scratch of 1 to 64 pieces of some bytes")
        self.bytes = (bytes + 63) & ~63
        self.pieces = pieces
        base = UnsafeMutableRawPointer.allocate(byteCount: self.bytes * pieces, alignment: 64)
        free = Atomic(pieces == 64 ? ~0 : (1 << UInt64(pieces)) - 1)
    }

    deinit { base.deallocate() }

    /// Calls `body` with a piece no other thread holds meanwhile; when every piece is lent out (more
    /// threads than pieces), with room of its own.
    func withPiece<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result {
        var current = free.load(ordering: .relaxed)
        while current != 0 {
            let bit = current & (0 &- current)
            let (taken, seen) = free.compareExchange(expected: current, desired: current & ~bit, ordering: .acquiring)
            if taken {
                defer { free.bitwiseOr(bit, ordering: .releasing) }
                return body(base + bit.trailingZeroBitCount * bytes)
            }
            current = seen
        }
        let room = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { room.deallocate() }
        return body(room)
    }
}
