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
    private let kernel: LeafKernel
    private var root: UInt32
    /// Top-left cell of the root square (128-bit so the square's far edge never overflows).
    private var originX: Int128
    private var originY: Int128
    private var stepLog = -1
    private var cachedBounds: (root: UInt32, x: Int128, y: Int128, rect: CellRect?)?
    // Cancellation and progress of the jump under way.
    private var isCancelled: (() -> Bool)?
    private var calls = 0
    // Progress within a jump: the share of it done before the call at hand, and that call's share.
    private var progressSink: ((Double) -> Void)?
    private var progressBase = 0.0
    private var progressSpan = 0.0
    private var depth = 0
    private var nextCollectionAt: Int

    /// An empty universe under `rule`, holding at most about `maxMemory` bytes of nodes.
    public init(rule: Rule = .conway, maxMemory: Int = HashLife.defaultMaxMemory) {
        self.rule = rule
        kernel = LeafKernel(rule: rule)
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

    private var rootLevel: Int { store.level(root) }
    private func size(_ level: Int) -> Int128 { Int128(1) << level }

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

    private func set(_ n: UInt32, level: Int, x: Int128, y: Int128, alive: Bool) -> UInt32 {
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
        // The root is always centred on the origin (covering -2^(L-1) ..< 2^(L-1)), so every node
        // is aligned to a multiple of its own size and drawing at power-of-two scales never splits one.
        var level = 4
        while -size(level - 1) > Int128(bounds.x) || -size(level - 1) > Int128(bounds.y)
                || Int128(bounds.maxX) > size(level - 1) || Int128(bounds.maxY) > size(level - 1) {
            level += 1
        }
        originX = -size(level - 1)
        originY = -size(level - 1)
        // Leaves keyed by their position in leaf units.
        var leaves: [Int128: UInt64] = [:]
        let unitsAcross = size(level - HashLifeStore.leafLevel)
        for cell in cells {
            let dx = Int128(cell.x) - originX, dy = Int128(cell.y) - originY
            let key = (dy >> 3) * unitsAcross + (dx >> 3)
            leaves[key, default: 0] |= UInt64(1) << (UInt64(dy & 7) * 8 + UInt64(dx & 7))
        }
        var nodes: [Int128: UInt32] = [:]
        nodes.reserveCapacity(leaves.count)
        for (key, bits) in leaves { nodes[key] = store.leaf(bits) }
        var across = unitsAcross
        for l in (HashLifeStore.leafLevel + 1)...level {
            let empty = store.empty(l - 1)
            let parentsAcross = across / 2
            var parents: [Int128: [UInt32]] = [:]
            for (key, id) in nodes {
                let ux = key % across, uy = key / across
                let parent = (uy / 2) * parentsAcross + ux / 2
                let q = Int((ux & 1) + 2 * (uy & 1))
                parents[parent, default: [empty, empty, empty, empty]][q] = id
            }
            nodes = [:]
            for (key, kids) in parents { nodes[key] = store.node(l, kids[0], kids[1], kids[2], kids[3]) }
            across = parentsAcross
        }
        root = nodes[0] ?? store.empty(level)
    }

    /// Replaces every cell with a macrocell file's quadtree, node for node, without expanding it
    /// (the generation comes from the file too). Throws for a torus.
    public func load(_ tree: MacrocellTree) throws {
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
        // Golly's placement is one row off centre; re-cut the tree onto the centred grid.
        let level = rootLevel + 1
        root = cut(level: level, targetX: -size(level - 1), targetY: -size(level - 1))
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

    private func visit(_ n: UInt32, level: Int, x: Int128, y: Int128, _ body: (Cell) -> Void) {
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

    /// Live cells' extent in 128-bit coordinates, or nil when empty.
    func extent128() -> (minX: Int128, minY: Int128, maxX: Int128, maxY: Int128)? {
        var memo: [UInt32: (Int128, Int128, Int128, Int128)] = [:]
        guard let e = extent(root, level: rootLevel, memo: &memo) else { return nil }
        return (originX + e.0, originY + e.1, originX + e.2, originY + e.3)
    }

    /// The level-`level` node at grid position (gridX, gridY) of the grid of that level's squares
    /// anchored at the root's corner (empty outside the root).
    func square(level: Int, gridX: Int128, gridY: Int128) -> UInt32 {
        let rootSize = size(rootLevel), cell = size(level)
        let x = gridX * cell, y = gridY * cell
        guard x >= 0, y >= 0, x < rootSize, y < rootSize else { return store.empty(level) }
        var n = root, l = rootLevel, rx = x, ry = y
        while l > level {
            let half = size(l - 1)
            var q = 0
            if rx >= half { q += 1; rx -= half }
            if ry >= half { q += 2; ry -= half }
            n = store.child(n, q)
            l -= 1
        }
        return n
    }

    /// Whether every live cell lies within `PlaneLimits` (strictly inside ±2^62).
    private func fitsPlane() -> Bool {
        let high = Int128(PlaneLimits.coordinateBound - 1), low = -high
        if originX >= low, originY >= low, originX + size(rootLevel) - 1 <= high, originY + size(rootLevel) - 1 <= high { return true }
        var memo: [UInt32: (Int128, Int128, Int128, Int128)] = [:]
        guard let e = extent(root, level: rootLevel, memo: &memo) else { return true }
        return originX + e.0 >= low && originY + e.1 >= low && originX + e.2 <= high && originY + e.3 <= high
    }

    /// Smallest rectangle holding every live cell (cached per root).
    /// - Complexity: O(distinct nodes on the pattern's edges), memoized per node.
    public var bounds: CellRect? {
        if let c = cachedBounds, c.root == root, c.x == originX, c.y == originY { return c.rect }
        var memo: [UInt32: (Int128, Int128, Int128, Int128)] = [:]
        let rect = extent(root, level: rootLevel, memo: &memo).map { b -> CellRect in
            CellRect(x: Int64(clamping: originX + b.0), y: Int64(clamping: originY + b.1),
                     width: Int64(clamping: b.2 - b.0 + 1), height: Int64(clamping: b.3 - b.1 + 1))
        }
        cachedBounds = (root, originX, originY, rect)
        return rect
    }

    /// (minX, minY, maxX, maxY) of the live cells relative to the node's corner.
    /// - Complexity: each side follows only the nodes that can hold its extreme (memoized), so it
    ///   costs about the nodes along the pattern's edges, not all of them.
    private func extent(_ n: UInt32, level: Int, memo: inout [UInt32: (Int128, Int128, Int128, Int128)]) -> (Int128, Int128, Int128, Int128)? {
        if store.isEmpty(n) { return nil }
        var memos: [[UInt32: Int128]] = [[:], [:], [:], [:]]
        return (edge(n, level, .minX, &memos[0]), edge(n, level, .minY, &memos[1]),
                edge(n, level, .maxX, &memos[2]), edge(n, level, .maxY, &memos[3]))
    }

    private enum Side { case minX, minY, maxX, maxY }

    /// The extreme live-cell coordinate on one side of a non-empty node, relative to its corner.
    private func edge(_ n: UInt32, _ level: Int, _ side: Side, _ memo: inout [UInt32: Int128]) -> Int128 {
        if let known = memo[n] { return known }
        let result: Int128
        if level == HashLifeStore.leafLevel {
            let bits = store.leafBits(n)
            var minX = 8, minY = 8, maxX = -1, maxY = -1
            for r in 0..<8 where (bits >> (8 * UInt64(r))) & 0xFF != 0 {
                let row = (bits >> (8 * UInt64(r))) & 0xFF
                minY = min(minY, r); maxY = max(maxY, r)
                minX = min(minX, row.trailingZeroBitCount)
                maxX = max(maxX, 63 - row.leadingZeroBitCount)
            }
            switch side {
            case .minX: result = Int128(minX)
            case .minY: result = Int128(minY)
            case .maxX: result = Int128(maxX)
            case .maxY: result = Int128(maxY)
            }
        } else {
            let half = size(level - 1)
            // The half nearer the side first; the far half only when the near one is empty.
            let (near, far, nearOffset, farOffset, wantsMin): ([Int], [Int], Int128, Int128, Bool)
            switch side {
            case .minX: (near, far, nearOffset, farOffset, wantsMin) = ([0, 2], [1, 3], 0, half, true)
            case .minY: (near, far, nearOffset, farOffset, wantsMin) = ([0, 1], [2, 3], 0, half, true)
            case .maxX: (near, far, nearOffset, farOffset, wantsMin) = ([1, 3], [0, 2], half, 0, false)
            case .maxY: (near, far, nearOffset, farOffset, wantsMin) = ([2, 3], [0, 1], half, 0, false)
            }
            var quadrants = near.map { store.child(n, $0) }.filter { !store.isEmpty($0) }
            var offset = nearOffset
            if quadrants.isEmpty {
                quadrants = far.map { store.child(n, $0) }.filter { !store.isEmpty($0) }
                offset = farOffset
            }
            let values = quadrants.map { edge($0, level - 1, side, &memo) }
            result = offset + (wantsMin ? values.min()! : values.max()!)
        }
        memo[n] = result
        return result
    }

    /// Counts the live cells under each unit of the raster's window; nodes no bigger than a unit
    /// are not opened, so the cost follows the units on screen, not the cells.
    public func rasterize(into raster: inout CellRaster) {
        var splits: [SplitKey: SIMD4<UInt64>] = [:]
        draw(root, level: rootLevel, x: originX, y: originY, into: &raster, splits: &splits)
    }

    private func floorDivide(_ a: Int128, _ b: Int128) -> Int128 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    private struct SplitKey: Hashable {
        let node: UInt32, dx: Int64, dy: Int64
    }

    /// The live cells of node `n` in each part when it is cut at (dx, dy) from its corner (0 = no
    /// cut on that axis): west-north, east-north, west-south, east-south. Memoized: a unit edge
    /// cuts every node of one level at the same offset, so this costs the distinct nodes.
    private func partCounts(_ n: UInt32, level: Int, dx: Int64, dy: Int64, memo: inout [SplitKey: SIMD4<UInt64>]) -> SIMD4<UInt64> {
        if store.isEmpty(n) { return .zero }
        if dx == 0 && dy == 0 { return SIMD4(UInt64(clamping: store.population(n)), 0, 0, 0) }
        let key = SplitKey(node: n, dx: dx, dy: dy)
        if let known = memo[key] { return known }
        var parts = SIMD4<UInt64>.zero
        if level == HashLifeStore.leafLevel {
            var bits = store.leafBits(n)
            while bits != 0 {
                let i = bits.trailingZeroBitCount
                bits &= bits - 1
                parts[(dx > 0 && Int64(i & 7) >= dx ? 1 : 0) + (dy > 0 && Int64(i >> 3) >= dy ? 2 : 0)] += 1
            }
        } else {
            let half = Int64(1) << Int64(level - 1)
            for q in 0..<4 {
                let child = store.child(n, q)
                guard !store.isEmpty(child) else { continue }
                let cx = q & 1 == 0 ? Int64(0) : half, cy = q < 2 ? Int64(0) : half
                // The cut relative to the child: before it, through it, or past it.
                let rx = dx > 0 ? dx - cx : 0, ry = dy > 0 ? dy - cy : 0
                let inner = partCounts(child, level: level - 1, dx: rx > 0 && rx < half ? rx : 0,
                                       dy: ry > 0 && ry < half ? ry : 0, memo: &memo)
                for part in 0..<4 where inner[part] != 0 {
                    // A child wholly past the cut lies east (south); one the cut runs through keeps its own sides.
                    let east = dx > 0 && (rx <= 0 || (rx < half && part & 1 != 0)) ? 1 : 0
                    let south = dy > 0 && (ry <= 0 || (ry < half && part & 2 != 0)) ? 2 : 0
                    parts[east + south] &+= inner[part]
                }
            }
        }
        memo[key] = parts
        return parts
    }

    private func draw(_ n: UInt32, level: Int, x: Int128, y: Int128, into raster: inout CellRaster, splits: inout [SplitKey: SIMD4<UInt64>]) {
        if store.isEmpty(n) { return }
        let s = size(level)
        let scale = Int128(raster.scale)
        let left = Int128(raster.origin.x), top = Int128(raster.origin.y)
        let right = left + Int128(raster.width) * scale, bottom = top + Int128(raster.height) * scale
        guard x + s > left, y + s > top, x < right, y < bottom else { return }
        // A node no bigger than a unit lies in at most 2x2 units (counting those just outside the
        // window). It lights exactly the units its live parts fall in, from a memoized split, so
        // it is never opened down to its leaves along every unit edge.
        if s <= scale {
            let ux = floorDivide(x - left, scale), uy = floorDivide(y - top, scale)
            let cutX = left + (ux + 1) * scale - x, cutY = top + (uy + 1) * scale - y
            let dx = cutX < s ? Int64(cutX) : 0, dy = cutY < s ? Int64(cutY) : 0
            let parts = partCounts(n, level: level, dx: dx, dy: dy, memo: &splits)
            for part in 0..<4 where parts[part] != 0 {
                let px = ux + Int128(part & 1), py = uy + Int128(part >> 1)
                if px >= 0, py >= 0, px < Int128(raster.width), py < Int128(raster.height) { raster.add(parts[part], ux: Int(px), uy: Int(py)) }
            }
            return
        }
        if level == HashLifeStore.leafLevel {
            var bits = store.leafBits(n)
            while bits != 0 {
                let i = bits.trailingZeroBitCount
                bits &= bits - 1
                let cx = x + Int128(i & 7), cy = y + Int128(i >> 3)
                if cx >= left, cy >= top, cx < right, cy < bottom { raster.add(1, ux: Int((cx - left) / scale), uy: Int((cy - top) / scale)) }
            }
            return
        }
        let half = size(level - 1)
        draw(store.nw(n), level: level - 1, x: x, y: y, into: &raster, splits: &splits)
        draw(store.ne(n), level: level - 1, x: x + half, y: y, into: &raster, splits: &splits)
        draw(store.sw(n), level: level - 1, x: x, y: y + half, into: &raster, splits: &splits)
        draw(store.se(n), level: level - 1, x: x + half, y: y + half, into: &raster, splits: &splits)
    }

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

    private func copyNode(_ n: UInt32, from other: HashLifeStore, map: inout [UInt32: UInt32]) -> UInt32 {
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

    // MARK: Stepping

    /// Advances `generations` (any N ≥ 0, via powers of two). Errors never happen here: see `advance`.
    public func step(by generations: Int64) {
        try? advance(by: generations, progress: nil, isCancelled: nil)
    }

    /// Advances `generations`, reporting progress (0...1) and stopping when `isCancelled` says so.
    /// On an error the universe stays at the last completed power-of-two step.
    public func advance(by generations: Int64, progress: ((Double) -> Void)?,
                        isCancelled: (() -> Bool)?) throws {
        guard generations >= 0 else { throw EngineError.negativeGenerations }
        guard PlaneLimits.canAdvance(generation, by: generations) else { throw EngineError.generationLimit }
        self.isCancelled = isCancelled
        progressSink = progress
        defer {
            self.isCancelled = nil
            progressSink = nil
        }
        var remaining = UInt64(generations)
        var done: UInt64 = 0
        // Largest powers first: the long jumps, then the remainder.
        while remaining != 0 {
            let k = 63 - remaining.leadingZeroBitCount
            progressBase = Double(done) / Double(generations)
            progressSpan = Double(UInt64(1) << k) / Double(generations)
            depth = 0
            try stepPowerOfTwo(k)
            remaining -= UInt64(1) << k
            done += UInt64(1) << k
            progress?(Double(done) / Double(generations))
        }
    }

    /// Advances exactly 2^k generations.
    private func stepPowerOfTwo(_ k: Int) throws {
        if stepLog != k {
            stepLog = k
            store.clearSlowResults()
        }
        if store.isEmpty(root) {
            generation += Int64(1) << k
            return
        }
        let saved = (root, originX, originY)
        while rootLevel < k + 3 || !isCentred() { expand() }
        let level = rootLevel
        store.unprotect(downTo: 0)
        store.protect(root)
        defer { store.unprotect(downTo: 0) }
        let next: UInt32
        do {
            next = try result(root)
        } catch {
            (root, originX, originY) = saved
            throw error
        }
        root = next
        originX += size(level - 2)
        originY += size(level - 2)
        shrink()
        if !fitsPlane() {
            (root, originX, originY) = saved
            throw EngineError.coordinateRange
        }
        generation += Int64(1) << k
    }

    /// Whether every live cell lies in the root's central square of a quarter its width.
    private func isCentred() -> Bool {
        let level = rootLevel
        guard level >= 5, ringIsEmpty(root, level: level) else { return false }
        let n = root
        let centre = store.node(level - 1, store.se(store.nw(n)), store.sw(store.ne(n)), store.ne(store.sw(n)), store.nw(store.se(n)))
        return ringIsEmpty(centre, level: level - 1)
    }

    /// Whether the node's live cells all lie in its central square of half its width (its outer
    /// ring of twelve grandchildren is empty).
    private func ringIsEmpty(_ n: UInt32, level: Int) -> Bool {
        let a = store.nw(n), b = store.ne(n), c = store.sw(n), d = store.se(n)
        if level == 4 {
            // Leaves: only the quarter of each that touches the centre may hold cells.
            return store.leafBits(a) & ~0xF0F0_F0F0_0000_0000 == 0 && store.leafBits(b) & ~0x0F0F_0F0F_0000_0000 == 0
                && store.leafBits(c) & ~0x0000_0000_F0F0_F0F0 == 0 && store.leafBits(d) & ~0x0000_0000_0F0F_0F0F == 0
        }
        for (quarter, inner) in [(a, 3), (b, 2), (c, 1), (d, 0)] {
            for q in 0..<4 where q != inner {
                if !store.isEmpty(store.child(quarter, q)) { return false }
            }
        }
        return true
    }

    /// Grows the root square (same cells) until it is at least `level`.
    func growRoot(to level: Int) {
        while rootLevel < level { expand() }
    }

    /// Doubles the root square around its centre.
    private func expand() {
        let level = rootLevel
        let e = store.empty(level - 1)
        let n = root
        let a = store.node(level, e, e, e, store.nw(n))
        let b = store.node(level, e, e, store.ne(n), e)
        let c = store.node(level, e, store.sw(n), e, e)
        let d = store.node(level, store.se(n), e, e, e)
        root = store.node(level + 1, a, b, c, d)
        originX -= size(level - 1)
        originY -= size(level - 1)
    }

    /// Halves the root square while all life fits in its centre.
    private func shrink() {
        while rootLevel > 4 {
            let level = rootLevel
            let n = root
            guard ringIsEmpty(n, level: level) else { return }
            root = store.node(level - 1, store.se(store.nw(n)), store.sw(store.ne(n)), store.ne(store.sw(n)), store.nw(store.se(n)))
            originX += size(level - 2)
            originY += size(level - 2)
        }
    }

    /// The centre square (one level down) of a node.
    private func centreOf(_ n: UInt32, level: Int) -> UInt32 {
        if level == 4 {
            return store.leaf(Self.centreBits(store.nw(n), store.ne(n), store.sw(n), store.se(n), store))
        }
        return store.node(level - 1, store.se(store.nw(n)), store.sw(store.ne(n)), store.ne(store.sw(n)), store.nw(store.se(n)))
    }

    /// The square straddling two side-by-side nodes of `level`.
    private func horizontal(_ a: UInt32, _ b: UInt32, level: Int) -> UInt32 {
        if level == HashLifeStore.leafLevel {
            let l = store.leafBits(a), r = store.leafBits(b)
            // Right half of a (columns 4-7) becomes columns 0-3; left half of b becomes 4-7.
            let bits = ((l >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((r << 4) & 0xF0F0_F0F0_F0F0_F0F0)
            return store.leaf(bits)
        }
        return store.node(level, store.ne(a), store.nw(b), store.se(a), store.sw(b))
    }

    /// The square straddling two stacked nodes of `level`.
    private func vertical(_ a: UInt32, _ c: UInt32, level: Int) -> UInt32 {
        if level == HashLifeStore.leafLevel {
            let t = store.leafBits(a), b = store.leafBits(c)
            return store.leaf((t >> 32) | (b << 32))
        }
        return store.node(level, store.sw(a), store.se(a), store.nw(c), store.ne(c))
    }

    /// The centre 8x8 of four leaves.
    private static func centreBits(_ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32, _ store: HashLifeStore) -> UInt64 {
        let a = store.leafBits(nw), b = store.leafBits(ne), c = store.leafBits(sw), d = store.leafBits(se)
        // Bottom-right 4x4 of a, bottom-left of b, top-right of c, top-left of d.
        let top = ((a >> 36) & 0x0F0F_0F0F) | ((b >> 28) & 0xF0F0_F0F0)
        let bottom = ((c >> 4) & 0x0F0F_0F0F) | ((d << 4) & 0xF0F0_F0F0)
        return top | bottom << 32
    }

    /// The node's centre after 2^min(stepLog, level-2) generations (memoized).
    private func result(_ n: UInt32) throws -> UInt32 {
        let level = store.level(n)
        let full = stepLog >= level - 2
        let memo = full ? store.result(n) : store.slowResult(n)
        if memo != 0 { return memo }
        if store.isEmpty(n) { return store.empty(level - 1) }
        let answer: UInt32
        if level == 4 {
            let bits = kernel.centre(nw: store.leafBits(store.nw(n)), ne: store.leafBits(store.ne(n)),
                                     sw: store.leafBits(store.sw(n)), se: store.leafBits(store.se(n)),
                                     generations: 1 << min(stepLog, 2))
            answer = store.leaf(bits)
        } else if level == 5 {
            // The sixteen leaves stepped as one 32x32 square: no level-4 squares are made or memoized.
            let (nw, ne, sw, se) = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 16) { leaves in
                for quarter in 0..<4 {
                    let q = store.child(n, quarter)
                    // Quarter (qy, qx) holds leaf rows 2qy...2qy+1 and columns 2qx...2qx+1.
                    let corner = (quarter >> 1) * 8 + (quarter & 1) * 2
                    leaves[corner] = store.leafBits(store.nw(q))
                    leaves[corner + 1] = store.leafBits(store.ne(q))
                    leaves[corner + 4] = store.leafBits(store.sw(q))
                    leaves[corner + 5] = store.leafBits(store.se(q))
                }
                return kernel.centre32(UnsafePointer(leaves.baseAddress!), generations: 1 << min(stepLog, 3))
            }
            let p0 = store.prefetchLeafBucket(nw), p1 = store.prefetchLeafBucket(ne)
            let p2 = store.prefetchLeafBucket(sw), p3 = store.prefetchLeafBucket(se)
            store.prefetchChain(p0); store.prefetchChain(p1); store.prefetchChain(p2); store.prefetchChain(p3)
            answer = store.node(4, store.leaf(nw), store.leaf(ne), store.leaf(sw), store.leaf(se))
        } else {
            try safePoint()
            answer = full ? try fullResult(n, level: level) : try slowResult(n, level: level)
        }
        if full { store.setResult(n, answer) } else { store.setSlowResult(n, answer) }
        return answer
    }

    /// Progress bookkeeping for one node's step: its share of the jump and how many parts it has.
    private struct StepParts {
        let base: Double
        let span: Double
        let count: Double
        let tracked: Bool
        var done = 0.0
    }

    /// Starts a node's step of `count` parts (reported only near the top of a jump).
    private func beginParts(_ count: Double) -> StepParts {
        StepParts(base: progressBase, span: progressSpan, count: count, tracked: depth < 4 && progressSink != nil)
    }

    /// One part of a node's step: protects `x`, advances it, protects the result and reports progress.
    /// A result already known is taken here, without the call (most parts of a regular pattern).
    @inline(__always)
    private func advancePart(_ x: UInt32, _ parts: inout StepParts) throws -> UInt32 {
        let known = stepLog >= store.level(x) - 2 ? store.result(x) : store.slowResult(x)
        if known != 0 {
            store.protect(known)
            if parts.tracked {
                parts.done += 1
                progressSink?(parts.base + parts.span * parts.done / parts.count)
            }
            return known
        }
        return try advanceUnknownPart(x, &parts)
    }

    /// `advancePart` for a part whose result is still to be worked out.
    private func advanceUnknownPart(_ x: UInt32, _ parts: inout StepParts) throws -> UInt32 {
        store.protect(x)
        if parts.tracked {
            progressBase = parts.base + parts.span * parts.done / parts.count
            progressSpan = parts.span / parts.count
        }
        depth += 1
        defer { depth -= 1 }
        let r = try result(x)
        store.protect(r)
        if parts.tracked {
            parts.done += 1
            progressSink?(parts.base + parts.span * parts.done / parts.count)
        }
        return r
    }

    /// 2^(level-2) generations: nine overlapping squares each advance half way, then four
    /// squares built from them advance the rest.
    private func fullResult(_ n: UInt32, level: Int) throws -> UInt32 {
        let mark = store.protectedCount
        defer { store.unprotect(downTo: mark) }
        let sub = level - 1
        let a = store.nw(n), b = store.ne(n), c = store.sw(n), d = store.se(n)
        // The five squares straddling the children, looked up together (see `prefetchBucket`).
        do {
            let p0 = store.prefetchBucket(sub, store.ne(a), store.nw(b), store.se(a), store.sw(b))
            let p1 = store.prefetchBucket(sub, store.sw(a), store.se(a), store.nw(c), store.ne(c))
            let p2 = store.prefetchBucket(sub, store.se(a), store.sw(b), store.ne(c), store.nw(d))
            let p3 = store.prefetchBucket(sub, store.sw(b), store.se(b), store.nw(d), store.ne(d))
            let p4 = store.prefetchBucket(sub, store.ne(c), store.nw(d), store.se(c), store.sw(d))
            store.prefetchChain(p0); store.prefetchChain(p1); store.prefetchChain(p2); store.prefetchChain(p3); store.prefetchChain(p4)
        }
        var parts = beginParts(13)
        let s00 = try advancePart(a, &parts)
        let s01 = try advancePart(horizontal(a, b, level: sub), &parts)
        let s02 = try advancePart(b, &parts)
        let s10 = try advancePart(vertical(a, c, level: sub), &parts)
        let s11 = try advancePart(centreOf(n, level: level), &parts)
        let s12 = try advancePart(vertical(b, d, level: sub), &parts)
        let s20 = try advancePart(c, &parts)
        let s21 = try advancePart(horizontal(c, d, level: sub), &parts)
        let s22 = try advancePart(d, &parts)
        return try secondHalf((s00, s01, s02, s10, s11, s12, s20, s21, s22), level: sub, &parts)
    }

    /// 2^stepLog generations, less than the node's full step: the nine squares are only
    /// re-centred, and the four squares built from them advance the whole step.
    private func slowResult(_ n: UInt32, level: Int) throws -> UInt32 {
        let mark = store.protectedCount
        defer { store.unprotect(downTo: mark) }
        let sub = level - 1
        let a = store.nw(n), b = store.ne(n), c = store.sw(n), d = store.se(n)
        let c00 = centreOf(a, level: sub), c02 = centreOf(b, level: sub)
        let c20 = centreOf(c, level: sub), c22 = centreOf(d, level: sub)
        let t01 = horizontal(a, b, level: sub), t10 = vertical(a, c, level: sub), t11 = centreOf(n, level: level)
        let t12 = vertical(b, d, level: sub), t21 = horizontal(c, d, level: sub)
        let c01 = centreOf(t01, level: sub), c10 = centreOf(t10, level: sub), c11 = centreOf(t11, level: sub)
        let c12 = centreOf(t12, level: sub), c21 = centreOf(t21, level: sub)
        for c in [c00, c01, c02, c10, c11, c12, c20, c21, c22] { store.protect(c) }
        var parts = beginParts(4)
        return try secondHalf((c00, c01, c02, c10, c11, c12, c20, c21, c22), level: sub, &parts)
    }

    /// The last part of a step: the four overlapping squares of `level` made from a 3x3 grid of
    /// squares one level down (row-major), looked up together (see `prefetchBucket`), each advanced,
    /// and their results joined.
    private func secondHalf(_ g: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
                            level: Int, _ parts: inout StepParts) throws -> UInt32 {
        let p0 = store.prefetchBucket(level, g.0, g.1, g.3, g.4)
        let p1 = store.prefetchBucket(level, g.1, g.2, g.4, g.5)
        let p2 = store.prefetchBucket(level, g.3, g.4, g.6, g.7)
        let p3 = store.prefetchBucket(level, g.4, g.5, g.7, g.8)
        store.prefetchChain(p0); store.prefetchChain(p1); store.prefetchChain(p2); store.prefetchChain(p3)
        let r0 = try advancePart(store.node(level, g.0, g.1, g.3, g.4), &parts)
        let r1 = try advancePart(store.node(level, g.1, g.2, g.4, g.5), &parts)
        let r2 = try advancePart(store.node(level, g.3, g.4, g.6, g.7), &parts)
        let r3 = try advancePart(store.node(level, g.4, g.5, g.7, g.8), &parts)
        return store.node(level, r0, r1, r2, r3)
    }

    /// Where a jump may collect garbage or stop: every node in use is protected here.
    private func safePoint() throws {
        calls &+= 1
        if calls & 1023 == 0 {
            if let isCancelled, isCancelled() { throw EngineError.cancelled }
            // A sign of life deep in a long leap, where the parts near the top report rarely.
            progressSink?(progressBase)
        }
        if store.liveNodes >= nextCollectionAt {
            store.collect(roots: [root])
            // If what is reachable still nearly fills the cap, let it grow rather than collect on every call.
            nextCollectionAt = max(store.maxNodes, store.liveNodes + store.liveNodes / 2)
        }
    }
}

