/// Where each tile of the tiled engine lives: its key to its slot, in an open-addressed table
/// (linear probing; a removal shifts the entries after it back, so no tombstones pile up).
///
/// Three plain arrays rather than a `Dictionary<TileKey, Int32>`, whose storage type the Swift
/// runtime looks up at start-up by scanning every protocol conformance the program holds (see the
/// start-up paragraph of docs/ARCHITECTURE.md).
struct TileIndex {
    private var xs: [Int64], ys: [Int64]
    /// The slot of the tile in each bucket, or `empty`.
    private var slots: [Int32]
    private var mask: Int
    /// Tiles held.
    private(set) var count = 0

    private static let empty: Int32 = -1

    /// An empty index.
    init() {
        (xs, ys, slots, mask) = ([], [], [], 0)
        makeRoom(16)
    }

    /// Buckets held (at least twice the tiles).
    var capacity: Int { slots.count }

    /// The slot of the tile at `key`, or nil; setting nil removes it.
    subscript(key: TileKey) -> Int32? {
        get {
            var b = bucket(key)
            while slots[b] != Self.empty {
                if xs[b] == key.x && ys[b] == key.y { return slots[b] }
                b = (b + 1) & mask
            }
            return nil
        }
        set {
            var b = bucket(key)
            while slots[b] != Self.empty {
                if xs[b] == key.x && ys[b] == key.y {
                    if let newValue { slots[b] = newValue } else { remove(at: b) }
                    return
                }
                b = (b + 1) & mask
            }
            guard let newValue else { return }
            (xs[b], ys[b], slots[b]) = (key.x, key.y, newValue)
            count += 1
            if count * 2 > slots.count { makeRoom(slots.count * 2) }
        }
    }

    /// Every tile's key and slot, in no particular order.
    var entries: [(key: TileKey, slot: Int32)] {
        slots.indices.compactMap { b in slots[b] == Self.empty ? nil : (TileKey(x: xs[b], y: ys[b]), slots[b]) }
    }

    private func bucket(_ key: TileKey) -> Int {
        let h = (UInt64(bitPattern: key.x) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: key.y)) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: h >> 32) & mask
    }

    /// Empties bucket `b`, moving back each entry after it that would no longer be found.
    private mutating func remove(at b: Int) {
        var hole = b
        var next = (b + 1) & mask
        while slots[next] != Self.empty {
            let home = bucket(TileKey(x: xs[next], y: ys[next]))
            // The entry may fill the hole when its home bucket does not lie after the hole.
            if (next - home) & mask >= (next - hole) & mask {
                (xs[hole], ys[hole], slots[hole]) = (xs[next], ys[next], slots[next])
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Self.empty
        count -= 1
    }

    /// Rehashes every entry into `buckets` buckets (a power of two).
    private mutating func makeRoom(_ buckets: Int) {
        let old = (xs, ys, slots)
        xs = [Int64](repeating: 0, count: buckets)
        ys = [Int64](repeating: 0, count: buckets)
        slots = [Int32](repeating: Self.empty, count: buckets)
        mask = buckets - 1
        count = 0
        for b in old.2.indices where old.2[b] != Self.empty {
            self[TileKey(x: old.0[b], y: old.1[b])] = old.2[b]
        }
    }
}
