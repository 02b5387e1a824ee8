/// Disjoint sets over 0..<count with path halving.
struct UnionFind {
    private var parent: [Int32]

    init(count: Int) {
        precondition(count <= Int(Int32.max), "too many items")
        parent = (0..<Int32(count)).map { $0 }
    }

    mutating func find(_ i: Int) -> Int {
        parent.withUnsafeMutableBufferPointer { Int(Self.find(Int32(i), in: $0)) }
    }

    mutating func union(_ a: Int, _ b: Int) {
        parent.withUnsafeMutableBufferPointer { Self.union(Int32(a), Int32(b), in: $0) }
    }

    /// Calls `body` with a way to join sets that reads no array bounds: for the sweeps that join
    /// every pair of a board's neighbouring cells.
    mutating func joining<Result>(_ body: (_ union: (Int, Int) -> Void) -> Result) -> Result {
        parent.withUnsafeMutableBufferPointer { parent in
            body { a, b in Self.union(Int32(truncatingIfNeeded: a), Int32(truncatingIfNeeded: b), in: parent) }
        }
    }

    @inline(__always)
    private static func find(_ i: Int32, in parent: UnsafeMutableBufferPointer<Int32>) -> Int32 {
        var i = i
        while parent[Int(i)] != i {
            parent[Int(i)] = parent[Int(parent[Int(i)])]
            i = parent[Int(i)]
        }
        return i
    }

    @inline(__always)
    private static func union(_ a: Int32, _ b: Int32, in parent: UnsafeMutableBufferPointer<Int32>) {
        let ra = find(a, in: parent), rb = find(b, in: parent)
        if ra != rb { parent[Int(ra)] = rb }
    }

    /// The sets of `items` (one an index), each in index order, in the order of their first
    /// members, keeping only the indices `including` accepts; with each set's first index.
    /// Each set's array is made at its final size (two passes: no array grows while filled).
    mutating func groups<T>(of items: [T], including: (Int) -> Bool = { _ in true }) -> (groups: [[T]], firsts: [Int]) {
        var slotOfRoot = [Int32](repeating: -1, count: items.count)
        var slotOfItem = [Int32](repeating: -1, count: items.count)
        var sizes: [Int] = [], firsts: [Int] = []
        for i in items.indices where including(i) {
            let root = find(i)
            if slotOfRoot[root] < 0 {
                slotOfRoot[root] = Int32(sizes.count)
                sizes.append(0)
                firsts.append(i)
            }
            let slot = Int(slotOfRoot[root])
            slotOfItem[i] = Int32(slot)
            sizes[slot] += 1
        }
        var groups: [[T]] = sizes.map { size in
            var group: [T] = []
            group.reserveCapacity(size)
            return group
        }
        for i in items.indices where slotOfItem[i] >= 0 { groups[Int(slotOfItem[i])].append(items[i]) }
        return (groups, firsts)
    }
}
