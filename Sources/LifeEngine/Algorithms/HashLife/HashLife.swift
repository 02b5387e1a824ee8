/// Gosper's HashLife: a hash-consed quadtree whose nodes memoize their future, so regular
/// patterns jump 2^k generations in time roughly proportional to k.
///
/// Any N is reached as a sum of powers of two. Populations are exact (128-bit). Coordinates are
/// Int64 for the caller; a jump that would carry live cells beyond `PlaneLimits` stops with
/// `EngineError.coordinateRange` and leaves the universe at the last completed power-of-two step. Memory stays under a cap
/// through garbage collection (see `HashLifeStore`). Runs on the plane only.
public final class HashLife: LifeAlgorithm {
    /// Default memory cap: 2 GiB.
    public static let defaultMaxMemory = 2 << 30

    /// "hashlife".
    public let name = "hashlife"
    /// The rule in force.
    public let rule: Rule
    /// Always the plane.
    public let topology = Topology.plane
    /// Generations computed since loading.
    public var generation: Int64 = 0

    let store: HashLifeStore
    let kernel: LeafKernel
    var root: UInt32
    /// Top-left cell of the root square (128-bit so the square's far edge never overflows).
    var originX: Int128
    var originY: Int128
    var stepLog = -1
    var cachedBounds: (root: UInt32, x: Int128, y: Int128, rect: CellRect?)?
    // Cancellation and progress of the jump under way.
    var isCancelled: (() -> Bool)?
    var calls = 0
    // Progress within a jump: the share of it done before the call at hand, and that call's share.
    var progressSink: ((Double) -> Void)?
    var progressBase = 0.0
    var progressSpan = 0.0
    /// Where the power of two under way ends, which steps' reports stay below (as rounded).
    var progressEnd = 0.0
    /// The furthest progress reported in this jump (reports never go back).
    var reportedProgress = 0.0
    /// The node steps in flight (see `leap`).
    let tasks = LeapTasks()
    var nextCollectionAt: Int

    /// An empty universe under `rule`, holding at most about `maxMemory` bytes of nodes.
    public init(rule: Rule = .conway, maxMemory: Int = HashLife.defaultMaxMemory) {
        self.rule = rule
        // B0 with S8 (Golly's HashLife runs no other B0): stored inverted for good, one rule without B0.
        kernel = LeafKernel(rule: rule.bornFromNothing ? rule.storedStep(fromInverted: true) : rule)
        store = HashLifeStore(maxBytes: maxMemory)
        root = store.empty(4)
        originX = -8
        originY = -8
        nextCollectionAt = store.maxNodes
    }

    /// Exact number of live cells.
    public var exactPopulation: UInt128 { store.population(root) }
    /// Live cells (clamped to Int.max; see `exactPopulation`).
    public var population: Int { Int(clamping: exactPopulation) }
    /// Nodes in the arena, for memory reports.
    public var nodeCount: Int { store.liveNodes }
    /// Distinct nodes in memory (`nodeCount`).
    public var memoizedNodes: Int? { nodeCount }

    /// Its nodes.
    public var storageBytes: Int { nodeCount * HashLifeStore.bytesPerNode }
    /// Garbage collections run so far.
    public var collections: Int { store.collections }
    /// Not counted by HashLife.
    public var lastStepBirthsAndDeaths: (births: Int, deaths: Int)? { nil }
    /// HashLife leaps: its tree holds any size and memoizes the future.
    public var leaps: Bool { true }

    var rootLevel: Int { store.level(root) }
    func size(_ level: Int) -> Int128 { Int128(1) << level }

    // MARK: Cells

    /// Whether the cell is alive.
    /// - Complexity: O(log size) node visits.
    public func isAlive(_ cell: Cell) -> Bool {
        var x = Int128(cell.x) - originX, y = Int128(cell.y) - originY
        var level = rootLevel
        guard x >= 0, y >= 0, x < size(level), y < size(level) else { return false }
        var n = root
        while level > HashLifeStore.leafLevel {
            if store.isEmpty(n) { return false }
            let half = size(level - 1)
            var q = 0
            if x >= half { q += 1; x -= half }
            if y >= half { q += 2; y -= half }
            n = store.child(n, q)
            level -= 1
        }
        return store.leafBits(n) >> (UInt64(y) * 8 + UInt64(x)) & 1 != 0
    }

    /// Makes the cell alive or dead, growing the root square when the cell lies outside it.
    public func setAlive(_ alive: Bool, at cell: Cell) {
        let x = Int128(cell.x), y = Int128(cell.y)
        while x < originX || y < originY || x >= originX + size(rootLevel) || y >= originY + size(rootLevel) {
            expand()
        }
        root = set(root, level: rootLevel, x: x - originX, y: y - originY, alive: alive)
    }

    func set(_ n: UInt32, level: Int, x: Int128, y: Int128, alive: Bool) -> UInt32 {
        if level == HashLifeStore.leafLevel {
            let bit = UInt64(1) << (UInt64(y) * 8 + UInt64(x))
            let bits = store.leafBits(n)
            return store.leaf(alive ? bits | bit : bits & ~bit)
        }
        let half = size(level - 1)
        var q = 0, cx = x, cy = y
        if x >= half { q += 1; cx -= half }
        if y >= half { q += 2; cy -= half }
        var kids = [store.nw(n), store.ne(n), store.sw(n), store.se(n)]
        kids[q] = set(kids[q], level: level - 1, x: cx, y: cy, alive: alive)
        return store.node(level, kids[0], kids[1], kids[2], kids[3])
    }

    /// The smallest level, from `least` up, of a root centred on the origin (covering -2^(L-1) ..<
    /// 2^(L-1)) that holds `bounds`. Centred, every node is aligned to a multiple of its own size,
    /// so drawing at power-of-two scales never splits one.
    func centredLevel(enclosing bounds: CellRect, atLeast least: Int) -> Int {
        var level = least
        while -size(level - 1) > Int128(bounds.x) || -size(level - 1) > Int128(bounds.y)
                || Int128(bounds.maxX) > size(level - 1) || Int128(bounds.maxY) > size(level - 1) {
            level += 1
        }
        return level
    }

    /// Replaces every cell with these, building the tree bottom-up.
    /// - Complexity: O(n log n) in the cells.
    public func load(_ cells: [Cell]) {
        cachedBounds = nil
        guard let bounds = CellRect(enclosing: cells) else {
            root = store.empty(4)
            originX = -8
            originY = -8
            return
        }
        let level = centredLevel(enclosing: bounds, atLeast: 4)
        originX = -size(level - 1)
        originY = -size(level - 1)
        // The tree built from the leaves in its own order, a square's leaves one run of them.
        let tree = ZOrderLeaves(cells, x: originX, y: originY)
        func square(_ run: Range<Int>, level: Int, x: UInt64, y: UInt64) -> UInt32 {
            if run.isEmpty { return store.empty(level) }
            if level == HashLifeStore.leafLevel { return store.leaf(tree.leaves[run.lowerBound].bits) }
            let half = UInt64(1) << UInt64(level - HashLifeStore.leafLevel - 1)
            let (nw, ne, sw, se) = tree.quadrants(of: run, x: x, y: y, half: half)
            return store.node(level, square(nw, level: level - 1, x: x, y: y), square(ne, level: level - 1, x: x &+ half, y: y),
                              square(sw, level: level - 1, x: x, y: y &+ half), square(se, level: level - 1, x: x &+ half, y: y &+ half))
        }
        root = square(tree.leaves.indices, level: level, x: 0, y: 0)
    }

    /// Replaces every cell with a macrocell file's quadtree, node for node, without expanding it
    /// (the generation comes from the file too). Throws for a torus, when `isCancelled` (asked
    /// now and then) says so, and when the tree and its re-cut would take more than the store's
    /// memory; the universe is then empty.
    public func load(_ tree: MacrocellTree, isCancelled: (() -> Bool)? = nil) throws {
        guard tree.topology == .plane else { throw EngineError.torusNotSupported }
        cachedBounds = nil
        generation = tree.generation
        guard tree.root > 0 else {
            load([Cell]())
            return
        }
        var ids = [UInt32](repeating: 0, count: tree.nodes.count)
        func id(_ number: Int, level: Int) -> UInt32 { number == 0 ? store.empty(level) : ids[number] }
        for number in 1...tree.root {
            switch tree.nodes[number] {
            case .leaf(let bits):
                ids[number] = store.leaf(bits)
            case .states:
                preconditionFailure("a tree of cell states loads into GenerationsHashLife (EngineSwitch picks by the rule)")
            case let .branch(level, children):
                ids[number] = store.node(level, id(children[0], level: level - 1), id(children[1], level: level - 1),
                                         id(children[2], level: level - 1), id(children[3], level: level - 1))
            }
        }
        var top = ids[tree.root]
        originX = Int128(tree.originX)
        originY = Int128(tree.originY)
        if tree.rootLevel == HashLifeStore.leafLevel {
            // Keep the root at level 4 or more: put the leaf in the north-west of an empty level-4 square.
            let e = store.empty(3)
            top = store.node(4, top, e, e, e)
        }
        root = top
        // Golly's placement is one row off centre; re-cut the tree onto the centred grid. That
        // makes about one node for every two stacked, which a tree sharing its squares in many
        // places has many more of than nodes: within the memory the store may use.
        let level = rootLevel + 1
        let maxBytes = store.maxNodes * HashLifeStore.bytesPerNode
        let check: (_ memoBytes: Int) throws -> Void = { [store] memoBytes in
            if isCancelled?() == true { throw EngineError.cancelled }
            if store.liveNodes * HashLifeStore.bytesPerNode + memoBytes > maxBytes { throw EngineError.treeOverMemoryLimit(mebibytes: maxBytes >> 20) }
        }
        do {
            try check(0)
            root = try cut(level: level, targetX: -size(level - 1), targetY: -size(level - 1), check: check)
        } catch {
            load([Cell]())
            throw error
        }
        originX = -size(level - 1)
        originY = -size(level - 1)
        shrink()
        // A level-63 file reaches one row past the plane's bound: it must be empty there.
        guard fitsPlane() else {
            load([Cell]())
            throw EngineError.coordinateRange
        }
    }

    /// Calls `body` for every live cell (no particular order).
    public func forEachLiveCell(_ body: (Cell) -> Void) {
        visit(root, level: rootLevel, x: originX, y: originY, body)
    }

    func visit(_ n: UInt32, level: Int, x: Int128, y: Int128, _ body: (Cell) -> Void) {
        if store.isEmpty(n) { return }
        if level == HashLifeStore.leafLevel {
            var bits = store.leafBits(n)
            while bits != 0 {
                let i = bits.trailingZeroBitCount
                bits &= bits - 1
                body(Cell(Int64(x + Int128(i & 7)), Int64(y + Int128(i >> 3))))
            }
            return
        }
        let half = size(level - 1)
        visit(store.nw(n), level: level - 1, x: x, y: y, body)
        visit(store.ne(n), level: level - 1, x: x + half, y: y, body)
        visit(store.sw(n), level: level - 1, x: x, y: y + half, body)
        visit(store.se(n), level: level - 1, x: x + half, y: y + half, body)
    }

    /// Every live cell in row-major order.
    public func liveCells() -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(min(population, 1 << 24))
        forEachLiveCell { cells.append($0) }
        return cells.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// The root square's top-left cell.
    var origin: (x: Int128, y: Int128) { (originX, originY) }

    /// A compact independent copy: only the nodes the pattern uses, no memoized results.
    public func duplicate() -> any LifeAlgorithm {
        let copy = HashLife(rule: rule, maxMemory: store.maxNodes * HashLifeStore.bytesPerNode)
        var map: [UInt32: UInt32] = [:]
        copy.root = copy.copyNode(root, from: store, map: &map)
        copy.originX = originX
        copy.originY = originY
        copy.generation = generation
        return copy
    }

    func copyNode(_ n: UInt32, from other: HashLifeStore, map: inout [UInt32: UInt32]) -> UInt32 {
        if let done = map[n] { return done }
        let level = other.level(n)
        let id: UInt32
        if level == HashLifeStore.leafLevel {
            id = store.leaf(other.leafBits(n))
        } else if other.isEmpty(n) {
            id = store.empty(level)
        } else {
            let a = copyNode(other.nw(n), from: other, map: &map), b = copyNode(other.ne(n), from: other, map: &map)
            let c = copyNode(other.sw(n), from: other, map: &map), d = copyNode(other.se(n), from: other, map: &map)
            id = store.node(level, a, b, c, d)
        }
        map[n] = id
        return id
    }

}

