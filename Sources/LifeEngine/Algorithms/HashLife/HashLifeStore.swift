/// The canonical quadtree nodes of a HashLife universe, in an index-based arena.
///
/// A node is an integer id into parallel arrays (children, level, population, memoized result,
/// hash chain): no object per node and no reference counting. Level-3 nodes are 8x8 leaves whose
/// 64 cells are kept as a bitmap in their first two child slots. Every node is unique (hash-consed),
/// so equal squares are the same id and a memoized result serves every copy of a square.
/// Memory is bounded: when the node count reaches the cap, a mark-and-sweep collection frees nodes
/// no root reaches (and, if that is not enough, the memoized results too); ids stay stable.
final class HashLifeStore {
    /// Bytes one node costs, counted for the memory cap (arrays plus its share of the hash table).
    static let bytesPerNode = 56

    /// Level of leaves (8x8 cells).
    static let leafLevel = 3

    private(set) var children: [UInt32] = [0, 0, 0, 0]
    private(set) var levels: [UInt8] = [0xFF]
    private(set) var populations: [UInt128] = [0]
    /// Memoized full-speed results: the centre after 2^(level-2) generations (valid for any step size).
    var results: [UInt32] = [0]
    /// Memoized results for the current step size when it is below 2^(level-2) (cleared when it changes).
    var slowResults: [UInt32] = [0]
    private var chain: [UInt32] = [0]
    private var buckets: [UInt32]
    private var bucketShift: UInt64
    private var freeHead: UInt32 = 0
    private(set) var freeCount = 0
    /// The empty node of each level (index = level), created on demand.
    private var empties: [UInt32] = []
    /// Nodes held by computations in progress; a collection keeps them.
    var protected: [UInt32] = []
    /// Largest number of nodes before a collection is due.
    var maxNodes: Int
    /// Collections run so far.
    private(set) var collections = 0

    /// Creates a store that holds about `maxBytes` of nodes.
    init(maxBytes: Int) {
        maxNodes = max(1 << 16, maxBytes / Self.bytesPerNode)
        buckets = [UInt32](repeating: 0, count: 1 << 16)
        bucketShift = 64 - 16
    }

    /// Nodes in use (allocated minus freed).
    var liveNodes: Int { levels.count - 1 - freeCount }

    @inline(__always) func level(_ n: UInt32) -> Int { Int(levels[Int(n)]) }
    @inline(__always) func population(_ n: UInt32) -> UInt128 { populations[Int(n)] }
    @inline(__always) func child(_ n: UInt32, _ quadrant: Int) -> UInt32 { children[Int(n) &* 4 &+ quadrant] }
    @inline(__always) func nw(_ n: UInt32) -> UInt32 { children[Int(n) &* 4] }
    @inline(__always) func ne(_ n: UInt32) -> UInt32 { children[Int(n) &* 4 &+ 1] }
    @inline(__always) func sw(_ n: UInt32) -> UInt32 { children[Int(n) &* 4 &+ 2] }
    @inline(__always) func se(_ n: UInt32) -> UInt32 { children[Int(n) &* 4 &+ 3] }
    /// The 64 cells of a leaf: row r (0 at the top) in bits 8r..8r+7, column c at bit 8r+c.
    @inline(__always) func leafBits(_ n: UInt32) -> UInt64 {
        UInt64(children[Int(n) &* 4]) | UInt64(children[Int(n) &* 4 &+ 1]) << 32
    }

    @inline(__always)
    private func hash(_ level: Int, _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> Int {
        var h = (UInt64(a) | UInt64(level) << 40) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(b)) &* 0xC2B2_AE3D_27D4_EB4F
        h = (h ^ UInt64(c)) &* 0x1656_67B1_9E37_79F9
        h = (h ^ UInt64(d)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h >> bucketShift)
    }

    /// The unique leaf with these cells.
    func leaf(_ bits: UInt64) -> UInt32 {
        node(Self.leafLevel, UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32), 0, 0)
    }

    /// The unique node of `level` with these children (or, for a leaf, bitmap halves and zeros).
    func node(_ level: Int, _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        let slot = hash(level, a, b, c, d)
        var n = buckets[slot]
        while n != 0 {
            let base = Int(n) &* 4
            if children[base] == a && children[base &+ 1] == b && children[base &+ 2] == c && children[base &+ 3] == d
                && Int(levels[Int(n)]) == level {
                return n
            }
            n = chain[Int(n)]
        }
        let population: UInt128
        if level == Self.leafLevel {
            population = UInt128((UInt64(a) | UInt64(b) << 32).nonzeroBitCount)
        } else {
            population = populations[Int(a)] + populations[Int(b)] + populations[Int(c)] + populations[Int(d)]
        }
        let id: UInt32
        if freeHead != 0 {
            id = freeHead
            freeHead = chain[Int(id)]
            freeCount -= 1
            let base = Int(id) &* 4
            children[base] = a; children[base + 1] = b; children[base + 2] = c; children[base + 3] = d
            levels[Int(id)] = UInt8(level)
            populations[Int(id)] = population
            results[Int(id)] = 0
            slowResults[Int(id)] = 0
        } else {
            id = UInt32(levels.count)
            children.append(a); children.append(b); children.append(c); children.append(d)
            levels.append(UInt8(level))
            populations.append(population)
            results.append(0)
            slowResults.append(0)
            chain.append(0)
        }
        chain[Int(id)] = buckets[slot]
        buckets[slot] = id
        if levels.count > buckets.count { grow() }
        return id
    }

    /// The empty node of `level` (at least the leaf level).
    func empty(_ level: Int) -> UInt32 {
        while empties.count <= level {
            let l = empties.count
            if l < Self.leafLevel {
                empties.append(0)
            } else if l == Self.leafLevel {
                empties.append(leaf(0))
            } else {
                let e = empties[l - 1]
                empties.append(node(l, e, e, e, e))
            }
        }
        return empties[level]
    }

    private func grow() {
        let size = buckets.count * 2
        buckets = [UInt32](repeating: 0, count: size)
        bucketShift -= 1
        rehashAll()
    }

    private func rehashAll() {
        for i in 0..<buckets.count { buckets[i] = 0 }
        for id in 1..<levels.count where levels[id] != 0xFF {
            let base = id * 4
            let slot = hash(Int(levels[id]), children[base], children[base + 1], children[base + 2], children[base + 3])
            chain[id] = buckets[slot]
            buckets[slot] = UInt32(id)
        }
    }

    /// Forgets the step-size-dependent results (when the step size changes).
    func clearSlowResults() {
        for i in 0..<slowResults.count { slowResults[i] = 0 }
    }

    /// Frees every node that `roots`, the protected nodes and the empty nodes do not reach.
    /// Memoized results of kept nodes are kept too while they fit in half the cap; otherwise
    /// they are dropped. Returns the nodes freed.
    @discardableResult
    func collect(roots: [UInt32]) -> Int {
        collections += 1
        let before = liveNodes
        var marked = mark(roots: roots, keepResults: true)
        if marked.lazy.filter({ $0 }).count > maxNodes / 2 {
            marked = mark(roots: roots, keepResults: false)
        }
        var freedAny = false
        for id in 1..<levels.count where levels[id] != 0xFF {
            if marked[id] {
                let r = results[id]
                if r != 0 && !marked[Int(r)] { results[id] = 0 }
                let q = slowResults[id]
                if q != 0 && !marked[Int(q)] { slowResults[id] = 0 }
            } else {
                levels[id] = 0xFF
                results[id] = 0
                slowResults[id] = 0
                chain[id] = freeHead
                freeHead = UInt32(id)
                freeCount += 1
                freedAny = true
            }
        }
        // Rebuild the hash chains from kept nodes only; freed nodes keep their free-list links in `chain`.
        if freedAny { rehashAll() }
        return before - liveNodes
    }

    private func mark(roots: [UInt32], keepResults: Bool) -> [Bool] {
        var marked = [Bool](repeating: false, count: levels.count)
        var stack: [UInt32] = roots + protected + empties.filter { $0 != 0 }
        while let n = stack.popLast() {
            let id = Int(n)
            if n == 0 || marked[id] { continue }
            marked[id] = true
            if keepResults {
                if results[id] != 0 { stack.append(results[id]) }
                if slowResults[id] != 0 { stack.append(slowResults[id]) }
            } else {
                results[id] = 0
                slowResults[id] = 0
            }
            if Int(levels[id]) > Self.leafLevel {
                let base = id * 4
                stack.append(children[base]); stack.append(children[base + 1])
                stack.append(children[base + 2]); stack.append(children[base + 3])
            }
        }
        return marked
    }
}
