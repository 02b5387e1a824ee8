import MemoryHints

/// The canonical quadtree nodes of a HashLife universe, in an index-based arena.
///
/// A node is an integer id into one array of 32-byte records (`HashLifeNode`: children, hash
/// chain, memoized results and level side by side, so a hash probe or a memo lookup reads one
/// cache line): no object per node and no reference counting. Level-3 nodes are 8x8 leaves whose
/// 64 cells are kept as a bitmap in their first two child slots. Every node is unique
/// (hash-consed), so equal squares are the same id, a memoized result serves every copy of a
/// square, and a node is empty exactly when it is its level's empty node. Populations are worked
/// out when asked and kept (not summed for every new node).
/// Lookups are chained through the records from a table of bucket heads; a hit moves its node to
/// the front of its bucket, and callers that know several keys ahead (`prefetchBucket`) start their
/// loads together so the cache misses overlap.
/// Memory is bounded: when the node count reaches the cap, a mark-and-sweep collection frees nodes
/// no root reaches (and, if that is not enough, the memoized results too); ids stay stable.
final class HashLifeStore {
    /// Bytes one node costs, counted for the memory cap: its record, its share of the hash table
    /// (at most two buckets) and its population once asked for.
    static let bytesPerNode = MemoryLayout<HashLifeNode>.stride + 8 + 8

    /// Buckets past which the table grows fourfold (4 MiB of heads).
    static let largeTable = 1 << 20

    /// Level of leaves (8x8 cells).
    static let leafLevel = 3
    /// Levels whose empty node exists from the start (a root never grows past the plane's 2^64).
    static let levelLimit = 80
    /// Highest level whose population fits the kept 64-bit counts (4^31 < 2^63).
    private static let smallPopulationLevel = 31
    /// A kept population not worked out yet.
    private static let unknown = UInt64.max

    private var arena: NodeArena
    private var nodes: UnsafeMutablePointer<HashLifeNode>
    /// Records in use or freed (ids below this have been handed out); id 0 is never a node.
    private var count = 1
    /// Heads of the hash chains (0: empty bucket); `bucketCount` is a power of two.
    private var buckets: UnsafeMutablePointer<UInt32>
    private var bucketCount: Int
    private var bucketShift: UInt64
    private var freeHead: UInt32 = 0
    private(set) var freeCount = 0
    /// The empty node of each level (index = level; 0 below the leaves).
    /// One entry per possible level byte (a freed record's too, which is never a level's empty node).
    private let empties: UnsafeMutablePointer<UInt32>
    /// Populations asked for so far (unknown until then), for levels up to `smallPopulationLevel`.
    private var populations: [UInt64] = []
    /// Populations of the few nodes above that level.
    private var bigPopulations: [UInt32: UInt128] = [:]
    /// Largest number of nodes before a collection is due.
    var maxNodes: Int
    /// Collections run so far.
    private(set) var collections = 0

    /// Creates a store that holds about `maxBytes` of nodes.
    init(maxBytes: Int) {
        maxNodes = max(1 << 16, maxBytes / Self.bytesPerNode)
        // Room for the cap and a little over (the cap may be passed when a collection frees too little).
        arena = NodeArena(capacity: maxNodes + maxNodes / 4)
        nodes = arena.base
        bucketCount = 1 << 12
        buckets = ZeroedPages.table(UInt32.self, count: bucketCount)
        bucketShift = 64 - 12
        empties = .allocate(capacity: 256)
        empties.initialize(repeating: 0, count: 256)
        empties[Self.leafLevel] = leaf(0)
        for l in (Self.leafLevel + 1)...Self.levelLimit {
            let e = empties[l - 1]
            empties[l] = node(l, e, e, e, e)
        }
    }

    deinit {
        arena.free()
        ZeroedPages.release(buckets, count: bucketCount)
        empties.deallocate()
    }

    /// Nodes in use (allocated minus freed).
    var liveNodes: Int { count - 1 - freeCount }

    @inline(__always) func level(_ n: UInt32) -> Int { Int(nodes[Int(n)].level) }
    @inline(__always) func child(_ n: UInt32, _ quadrant: Int) -> UInt32 {
        switch quadrant {
        case 0: return nodes[Int(n)].a
        case 1: return nodes[Int(n)].b
        case 2: return nodes[Int(n)].c
        default: return nodes[Int(n)].d
        }
    }
    @inline(__always) func nw(_ n: UInt32) -> UInt32 { nodes[Int(n)].a }
    @inline(__always) func ne(_ n: UInt32) -> UInt32 { nodes[Int(n)].b }
    @inline(__always) func sw(_ n: UInt32) -> UInt32 { nodes[Int(n)].c }
    @inline(__always) func se(_ n: UInt32) -> UInt32 { nodes[Int(n)].d }
    /// The 64 cells of a leaf: row r (0 at the top) in bits 8r..8r+7, column c at bit 8r+c.
    @inline(__always) func leafBits(_ n: UInt32) -> UInt64 {
        UInt64(nodes[Int(n)].a) | UInt64(nodes[Int(n)].b) << 32
    }
    /// Whether the node has no live cell (it is its level's empty node).
    @inline(__always) func isEmpty(_ n: UInt32) -> Bool { empties[level(n)] == n }
    /// The memoized full-speed result: the centre after 2^(level-2) generations (0: not known).
    @inline(__always) func result(_ n: UInt32) -> UInt32 { nodes[Int(n)].result }
    @inline(__always) func setResult(_ n: UInt32, _ r: UInt32) { nodes[Int(n)].result = r }
    /// The memoized result for the current step size when below 2^(level-2) (cleared when it changes).
    @inline(__always) func slowResult(_ n: UInt32) -> UInt32 { nodes[Int(n)].slowResult }
    @inline(__always) func setSlowResult(_ n: UInt32, _ r: UInt32) { nodes[Int(n)].slowResult = r }

    /// Live cells of the node, worked out from its children the first time and kept.
    func population(_ n: UInt32) -> UInt128 {
        let l = level(n)
        if l == Self.leafLevel { return UInt128(leafBits(n).nonzeroBitCount) }
        if isEmpty(n) { return 0 }
        if l > Self.smallPopulationLevel {
            if let known = bigPopulations[n] { return known }
            let sum = population(nw(n)) + population(ne(n)) + population(sw(n)) + population(se(n))
            bigPopulations[n] = sum
            return sum
        }
        if populations.count < count {
            populations.append(contentsOf: repeatElement(Self.unknown, count: count - populations.count))
        }
        let kept = populations[Int(n)]
        if kept != Self.unknown { return UInt128(kept) }
        let sum = population(nw(n)) + population(ne(n)) + population(sw(n)) + population(se(n))
        populations[Int(n)] = UInt64(sum)
        return sum
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

    /// Starts loading the hash bucket of a node about to be looked up, and returns the bucket for
    /// `prefetchChain`. Callers that know several keys ahead prefetch all their buckets, then all
    /// their chains, so that the cache misses of the lookups overlap instead of queueing.
    @inline(__always)
    func prefetchBucket(_ level: Int, _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> Int {
        let slot = hash(level, a, b, c, d)
        life_prefetch(buckets + slot)
        return slot
    }

    /// Starts loading a node's record.
    @inline(__always)
    func prefetchRecord(_ n: UInt32) { life_prefetch(nodes + Int(n)) }

    /// Starts loading the first record of a bucket that `prefetchBucket` returned.
    @inline(__always)
    func prefetchChain(_ slot: Int) {
        let n = buckets[slot]
        if n != 0 { life_prefetch(nodes + Int(n)) }
    }

    /// Starts loading the bucket of a leaf about to be looked up (see `prefetchBucket`).
    @inline(__always)
    func prefetchLeafBucket(_ bits: UInt64) -> Int {
        prefetchBucket(Self.leafLevel, UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32), 0, 0)
    }

    /// The unique node of `level` with these children (or, for a leaf, bitmap halves and zeros).
    func node(_ level: Int, _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        let slot = hash(level, a, b, c, d)
        let lv = UInt8(truncatingIfNeeded: level)
        var n = buckets[slot]
        var previous: UInt32 = 0
        while n != 0 {
            let record = nodes[Int(n)]
            if record.a == a && record.b == b && record.c == c && record.d == d && record.level == lv {
                if previous != 0 {
                    // To the front: squares in use now are likely to be asked for again soon.
                    nodes[Int(previous)].chain = record.chain
                    nodes[Int(n)].chain = buckets[slot]
                    buckets[slot] = n
                }
                return n
            }
            previous = n
            n = record.chain
        }
        let id: UInt32
        if freeHead != 0 {
            id = freeHead
            freeHead = nodes[Int(id)].chain
            freeCount -= 1
            if Int(id) < populations.count { populations[Int(id)] = Self.unknown }
        } else {
            if count == arena.capacity { enlarge() }
            id = UInt32(count)
            count += 1
        }
        nodes[Int(id)] = HashLifeNode(a: a, b: b, c: c, d: d, chain: buckets[slot], level: lv)
        buckets[slot] = id
        if count > bucketCount { grow() }
        return id
    }

    /// The empty node of `level` (at least the leaf level, at most `levelLimit`).
    @inline(__always) func empty(_ level: Int) -> UInt32 { empties[level] }

    /// More room than reserved (the node count went past the cap).
    private func enlarge() {
        arena.ensure(count + 1, inUse: count)
        nodes = arena.base
    }

    private func grow() {
        ZeroedPages.release(buckets, count: bucketCount)
        // Past a million buckets, four times as many while that stays within two a node of the cap
        // (what a node's cost counts): a run that makes millions of nodes rehashes them half as
        // often (catacryst 2^30 1.07 -> 1.01 s), and a small one keeps its small table.
        let factor = bucketCount >= Self.largeTable && bucketCount * 4 <= 2 * maxNodes ? 4 : 2
        bucketCount *= factor
        buckets = ZeroedPages.table(UInt32.self, count: bucketCount)
        bucketShift -= UInt64(factor.trailingZeroBitCount)
        rehashAll(cleared: true)
    }

    private func rehashAll(cleared: Bool = false) {
        if !cleared { buckets.update(repeating: 0, count: bucketCount) }
        // Records are read in order; their buckets are all over the table, so a batch's buckets
        // are prefetched before any is written and the misses overlap.
        // (catacryst 2^30: rehashing 4.6% -> 3.5% of the time)
        let batch = 16
        withUnsafeTemporaryAllocation(of: Int.self, capacity: batch) { slots in
            var first = 1
            while first < count {
                let end = min(first + batch, count)
                for id in first..<end {
                    let r = nodes[id]
                    let slot = r.level == HashLifeNode.freed ? -1 : hash(Int(r.level), r.a, r.b, r.c, r.d)
                    slots[id - first] = slot
                    if slot >= 0 { life_prefetch(buckets + slot) }
                }
                for id in first..<end where slots[id - first] >= 0 {
                    nodes[id].chain = buckets[slots[id - first]]
                    buckets[slots[id - first]] = UInt32(id)
                }
                first = end
            }
        }
    }

    /// Forgets the step-size-dependent results (when the step size changes).
    func clearSlowResults() {
        for id in 1..<count { nodes[id].slowResult = 0 }
    }

    /// Frees every node that `roots` and the empty nodes do not reach.
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
        for id in 1..<count where nodes[id].level != HashLifeNode.freed {
            if marked[id] {
                let r = nodes[id].result
                if r != 0 && !marked[Int(r)] { nodes[id].result = 0 }
                let q = nodes[id].slowResult
                if q != 0 && !marked[Int(q)] { nodes[id].slowResult = 0 }
            } else {
                nodes[id] = HashLifeNode(chain: freeHead)
                freeHead = UInt32(id)
                freeCount += 1
                freedAny = true
                bigPopulations[UInt32(id)] = nil
            }
        }
        // Rebuild the hash chains from kept nodes only; freed nodes keep their free-list links.
        if freedAny { rehashAll() }
        return before - liveNodes
    }

    private func mark(roots: [UInt32], keepResults: Bool) -> [Bool] {
        var marked = [Bool](repeating: false, count: count)
        var stack: [UInt32] = roots + (Self.leafLevel...Self.levelLimit).map { empties[$0] }
        while let n = stack.popLast() {
            let id = Int(n)
            if n == 0 || marked[id] { continue }
            marked[id] = true
            let r = nodes[id]
            if keepResults {
                if r.result != 0 { stack.append(r.result) }
                if r.slowResult != 0 { stack.append(r.slowResult) }
            } else {
                nodes[id].result = 0
                nodes[id].slowResult = 0
            }
            if Int(r.level) > Self.leafLevel {
                stack.append(r.a); stack.append(r.b); stack.append(r.c); stack.append(r.d)
            }
        }
        return marked
    }
}
