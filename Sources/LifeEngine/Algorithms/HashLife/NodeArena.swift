/// Room for HashLife's node records reserved as address space up front: pages are taken from the
/// system only when a record on them is first written, so the arena grows with its nodes without
/// copying them and without the spare half a doubling array keeps. Where address space is limited
/// (`ulimit -v`) it reserves what it can get; past its reservation it moves to one twice as large.
struct NodeArena {
    /// The records; every byte reads zero until written (an all-zero record is an empty one).
    private(set) var base: UnsafeMutablePointer<HashLifeNode>
    /// Records reserved.
    private(set) var capacity: Int
    /// Whether the room is a mapping (else ordinary memory, when no address space could be reserved).
    private var mapped: Bool

    /// Reserves room for `capacity` records.
    init(capacity: Int) {
        (base, mapped, self.capacity) = Self.reserve(max(Self.smallest, capacity), atLeast: Self.smallest)
    }

    /// The fewest records reserved.
    static let smallest = 1 << 12

    /// Makes room for at least `records` records, moving the ones in use when it must.
    mutating func ensure(_ records: Int, inUse: Int) {
        guard records > capacity else { return }
        let (moved, movedMapped, bigger) = Self.reserve(max(records, capacity * 2), atLeast: records)
        moved.update(from: base, count: inUse)
        Self.release(base, capacity, mapped: mapped)
        (base, mapped, capacity) = (moved, movedMapped, bigger)
    }

    /// Gives the reservation back.
    func free() { Self.release(base, capacity, mapped: mapped) }

    /// Room for `wanted` records, or as many as the address space allows down to `needed`.
    private static func reserve(_ wanted: Int, atLeast needed: Int) -> (UnsafeMutablePointer<HashLifeNode>, mapped: Bool, records: Int) {
        var records = wanted
        while true {
            if let mapped = ZeroedPages.map(HashLifeNode.self, count: records) { return (mapped, true, records) }
            guard records / 2 >= needed else { break }
            records /= 2
        }
        // No mapping at all: ordinary zeroed memory (it fails as any allocation would).
        let bytes = needed * MemoryLayout<HashLifeNode>.stride
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        return (memory.bindMemory(to: HashLifeNode.self, capacity: needed), false, needed)
    }

    private static func release(_ base: UnsafeMutablePointer<HashLifeNode>, _ records: Int, mapped: Bool) {
        if mapped {
            ZeroedPages.unmap(base, count: records)
        } else {
            UnsafeMutableRawPointer(base).deallocate()
        }
    }
}
