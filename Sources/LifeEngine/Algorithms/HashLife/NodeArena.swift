import MemoryHints

/// Room for HashLife's node records reserved as address space: pages are taken from the system
/// only when a record on them is first written, so the arena grows with its nodes without the
/// spare half a doubling array keeps. The first reservation is modest (32 MiB of records, or the
/// cap when smaller), so a process holding several universes keeps a modest address space; past
/// it the mapping is grown in place or moved by the kernel (`mremap`: page tables move, records
/// are not copied). Where address space is limited (`ulimit -v`) it reserves what it can get.
/// The mapping asks for huge pages (see `ZeroedPages`).
struct NodeArena {
    /// The records; every byte reads zero until written (an all-zero record is an empty one).
    private(set) var base: UnsafeMutablePointer<HashLifeNode>
    /// Records reserved.
    private(set) var capacity: Int
    /// Whether the room is a mapping (else ordinary memory, when no address space could be reserved).
    private var mapped: Bool

    /// Reserves room for the first of up to `capacity` records.
    init(capacity: Int) {
        (base, mapped, self.capacity) = Self.reserve(min(max(Self.smallest, capacity), Self.firstReservation), atLeast: Self.smallest)
    }

    /// The fewest records reserved.
    static let smallest = 1 << 12
    /// Records reserved at first: 32 MiB of them.
    static let firstReservation = 1 << 20

    /// Makes room for at least `records` records, moving the ones in use when it must.
    mutating func ensure(_ records: Int, inUse: Int) {
        guard records > capacity else { return }
        let stride = MemoryLayout<HashLifeNode>.stride
        if mapped {
            // Doubling, or just what is needed where the address space is short.
            for wanted in [max(records, capacity * 2), records] {
                if let grown = life_grow_mapping(base, UInt(capacity * stride), UInt(wanted * stride)) {
                    (base, capacity) = (grown.bindMemory(to: HashLifeNode.self, capacity: wanted), wanted)
                    return
                }
            }
        }
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
            if let mapped = ZeroedPages.map(HashLifeNode.self, count: records, hugePages: true) { return (mapped, true, records) }
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
