#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Room for HashLife's node records reserved as address space up front: pages are taken from the
/// system only when a record on them is first written, so the arena grows with its nodes without
/// copying them and without the spare half a doubling array keeps. Past the reservation (a cap
/// raised while running) it moves to a reservation twice as large.
struct NodeArena {
    /// The records; every byte reads zero until written (an all-zero record is an empty one).
    private(set) var base: UnsafeMutablePointer<HashLifeNode>
    /// Records reserved.
    private(set) var capacity: Int
    /// Whether the room is a mapping (else ordinary memory, when no address space could be reserved).
    private var mapped: Bool

    /// Reserves room for `capacity` records.
    init(capacity: Int) {
        self.capacity = max(1 << 12, capacity)
        (base, mapped) = Self.reserve(self.capacity)
    }

    /// Makes room for at least `records` records, moving the ones in use when it must.
    mutating func ensure(_ records: Int, inUse: Int) {
        guard records > capacity else { return }
        let bigger = max(records, capacity * 2)
        let (moved, movedMapped) = Self.reserve(bigger)
        moved.update(from: base, count: inUse)
        Self.release(base, capacity, mapped: mapped)
        (base, mapped, capacity) = (moved, movedMapped, bigger)
    }

    /// Gives the reservation back.
    func free() { Self.release(base, capacity, mapped: mapped) }

    private static func reserve(_ records: Int) -> (UnsafeMutablePointer<HashLifeNode>, mapped: Bool) {
        let bytes = records * MemoryLayout<HashLifeNode>.stride
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
        let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, flags, -1, 0)
        guard let address, address != MAP_FAILED else {
            // No address space to reserve (a tight limit): ordinary zeroed memory instead.
            let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
            return (memory.bindMemory(to: HashLifeNode.self, capacity: records), false)
        }
        return (address.bindMemory(to: HashLifeNode.self, capacity: records), true)
    }

    private static func release(_ base: UnsafeMutablePointer<HashLifeNode>, _ records: Int, mapped: Bool) {
        let raw = UnsafeMutableRawPointer(base)
        if mapped {
            munmap(raw, records * MemoryLayout<HashLifeNode>.stride)
        } else {
            raw.deallocate()
        }
    }
}
