/// Every worker's `CommitLedger` and the room behind them, kept from step to step and grown with
/// the tiles; each ledger on cache lines of its own, so the workers do not slow each other down.
final class CommitLedgers {
    /// Number of ledgers: the workers a step may run on.
    let count: Int
    /// Tiles the room holds (each list and each helper's marks have a place for every tile).
    private var room = 0
    private let ledgers: UnsafeMutableRawPointer
    /// Per worker: its marks (helpers only: worker 0 marks the universe's, and its entry stays
    /// empty) and its three lists.
    private var marks: [UnsafeMutablePointer<UInt64>]
    private var lists: [UnsafeMutablePointer<Int32>]

    private static let stride = 256

    /// Ledgers for `count` workers.
    init(count: Int) {
        precondition(MemoryLayout<CommitLedger>.stride <= Self.stride, "a ledger outgrew its room")
        self.count = count
        ledgers = .allocate(byteCount: count * Self.stride, alignment: 64)
        marks = (0..<count).map { _ in .allocate(capacity: 0) }
        lists = (0..<count).map { _ in .allocate(capacity: 0) }
        for w in 0..<count {
            (ledgers + w * Self.stride).initializeMemory(as: CommitLedger.self, to: CommitLedger(
                nextMarks: marks[w], listing: lists[w], growing: lists[w], emptied: lists[w]))
        }
    }

    deinit {
        for w in 0..<count {
            marks[w].deallocate()
            lists[w].deallocate()
        }
        ledgers.deallocate()
    }

    /// Worker `w`'s ledger.
    subscript(w: Int) -> UnsafeMutablePointer<CommitLedger> {
        (ledgers + w * Self.stride).assumingMemoryBound(to: CommitLedger.self)
    }

    /// Empties every ledger for a step over `tiles` slots, worker 0 marking `next`.
    func prepare(tiles: Int, next: UnsafeMutablePointer<UInt64>) {
        if room < tiles {
            // The helpers' marks are all zero between steps, so fresh zeroed ones replace them.
            room = max(tiles, 2 * room)
            for w in 0..<count {
                if w > 0 {
                    marks[w].deallocate()
                    marks[w] = .allocate(capacity: room)
                    marks[w].initialize(repeating: 0, count: room)
                }
                lists[w].deallocate()
                lists[w] = .allocate(capacity: 3 * room)
            }
        }
        for w in 0..<count {
            self[w].pointee = CommitLedger(nextMarks: w == 0 ? next : marks[w], listing: lists[w],
                                           growing: lists[w] + room, emptied: lists[w] + 2 * room)
        }
    }
}
