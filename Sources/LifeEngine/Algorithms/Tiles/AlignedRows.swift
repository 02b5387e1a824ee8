import MemoryHints

/// The tiled engine's row words: a growable array of `UInt64` whose first word sits on a 64-byte
/// boundary, so each tile's eight-row block is one cache line and a vector of eight rows loads
/// from one line (an Array's elements start 32 bytes into its allocation, so most such loads
/// crossed two). Copies share storage until one side writes, like an Array.
struct AlignedRows {
    /// The words' memory, zeroed when allocated. Large storage is a mapping of its own: pages
    /// past the words in use are not taken from the system until written, it goes back to the
    /// system when freed (not to the allocator's heap, where a kept copy's memory would stay
    /// counted), and it grows in place (`life_grow_mapping`) instead of by copying.
    private final class Storage {
        static let alignment = 64
        private(set) var base: UnsafeMutablePointer<UInt64>
        var count: Int
        private(set) var capacity: Int
        private var mapped: Bool

        /// `count` words copied from `source` (zeroes without one), zeroes up to `capacity`.
        init(count: Int, capacity: Int, copying source: UnsafePointer<UInt64>? = nil) {
            precondition(count >= 0 && capacity >= count)
            let words = max(1, capacity)
            if words * 8 >= ZeroedPages.mappedThreshold, let pages = ZeroedPages.map(UInt64.self, count: words) {
                base = pages
                mapped = true
                if let source { base.update(from: source, count: count) }
            } else {
                let raw = UnsafeMutableRawPointer.allocate(byteCount: words * 8, alignment: Self.alignment)
                base = raw.bindMemory(to: UInt64.self, capacity: words)
                let copied = source == nil ? 0 : count
                if let source { base.initialize(from: source, count: copied) }
                (base + copied).initialize(repeating: 0, count: words - copied)
                mapped = false
            }
            self.count = count
            self.capacity = capacity
        }

        /// A storage of the given capacity holding these words.
        func copy(capacity: Int) -> Storage { Storage(count: count, capacity: capacity, copying: base) }

        /// Makes room for `capacity` words in place when the storage is a mapping the kernel can
        /// grow; false when it cannot (the caller copies instead).
        func growInPlace(to capacity: Int) -> Bool {
            guard mapped, capacity > self.capacity,
                  let grown = life_grow_mapping(base, UInt(max(1, self.capacity) * 8), UInt(capacity * 8)) else { return false }
            base = grown.bindMemory(to: UInt64.self, capacity: capacity)
            self.capacity = capacity
            return true
        }

        deinit {
            if mapped { ZeroedPages.unmap(base, count: max(1, capacity)) } else { base.deallocate() }
        }
    }

    private var storage: Storage

    /// `count` zero words.
    init(zeroes count: Int) {
        storage = Storage(count: count, capacity: count)
    }

    /// Number of words.
    var count: Int { storage.count }
    /// Words allocated (at least `count`).
    var capacity: Int { storage.capacity }

    subscript(index: Int) -> UInt64 {
        get {
            precondition(index >= 0 && index < storage.count, "row index out of range")
            return storage.base[index]
        }
        set {
            precondition(index >= 0 && index < storage.count, "row index out of range")
            makeUnique()
            storage.base[index] = newValue
        }
    }

    /// Adds `count` zero words at the end (the capacity doubles when it runs out, as an Array's does).
    mutating func appendZeroes(_ count: Int) {
        let needed = storage.count + count
        let unique = isKnownUniquelyReferenced(&storage)
        if needed > storage.capacity || !unique {
            let capacity = needed > storage.capacity ? max(needed, storage.capacity * 2) : storage.capacity
            if !(unique && storage.growInPlace(to: capacity)) { storage = storage.copy(capacity: capacity) }
        }
        // Words past the count are zero: fresh memory is, and freed slots are zeroed before reuse.
        (storage.base + storage.count).update(repeating: 0, count: count)
        storage.count = needed
    }

    /// Sets the words in `range` to zero.
    mutating func zero(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= storage.count, "row range out of range")
        makeUnique()
        (storage.base + range.lowerBound).update(repeating: 0, count: range.count)
    }

    /// Runs `body` with the words, read-only.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt64>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    /// Runs `body` with the words to change (after taking a copy of its own if the storage is shared).
    mutating func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<UInt64>) throws -> R) rethrows -> R {
        makeUnique()
        return try body(UnsafeMutableBufferPointer(start: storage.base, count: storage.count))
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(capacity: storage.capacity) }
    }
}
