/// Gosper's HashLife for Generations and History rules (range 1, no B0, the plane), as Golly's generic
/// HashLife runs them: a quadtree of cell states in `StateNodeStore`, each square computed once
/// and its future memoized, so regular patterns leap far in few steps.
///
/// The root sits where Golly places a macrocell root: a level-L root covers x from -2^(L-1) and
/// y from -2^(L-1) + 1, so a macrocell tree loads and saves node for node.
public final class GenerationsHashLife: LifeAlgorithm {
    public let name = "hashlife"
    public let rule: Rule
    public var topology: Topology { .plane }
    public var generation: Int64 = 0
    public var lastStepBirthsAndDeaths: (births: Int, deaths: Int)? { nil }

    var store = StateNodeStore()
    /// The root node and its level (at least 2).
    var root: Int32
    var rootLevel = 2
    /// Most nodes kept before the store is rebuilt with only what the root still uses.
    let maxNodes: Int
    /// Asked now and then during a step; a true answer stops it.
    var isCancelled: (() -> Bool)?
    var ticks = 0
    /// Where progress goes during a jump, and the share of it the square at hand stands for.
    var progressSink: ((Double) -> Void)?
    var progressBase = 0.0
    var progressSpan = 0.0
    /// Squares between the jump's root and the one at hand (progress is told near the top only).
    var progressDepth = 0
    /// The furthest progress told in this jump, and where the leap under way ends (reports stay below).
    var reportedProgress = 0.0
    var progressEnd = 0.0

    /// Whether this engine runs `rule` on `topology`: Generations and History rules of range 1 without B0, on the plane.
    public static func runs(_ rule: Rule, on topology: Topology) -> Bool {
        topology == .plane && rule.states > 2 && rule.largerThanLife == nil && !rule.bornFromNothing
    }

    /// An empty universe under `rule`, holding at most about `maxMemory` bytes of nodes.
    public init(rule: Rule, maxMemory: Int = HashLife.defaultMaxMemory) {
        self.rule = rule
        maxNodes = max(1 << 12, maxMemory / StateNodeStore.bytesPerNode)
        root = store.empty(2)
    }

    /// The top-left cell of the root: (-2^(L-1), -2^(L-1) + 1).
    var origin: (x: Int64, y: Int64) {
        let half = Int64(1) << Int64(rootLevel - 1)
        return (-half, -half + 1)
    }

    public var population: Int { Int(clamping: store.population(of: root)) }
    public var exactPopulation: UInt128 { store.population(of: root) }
    public var leaps: Bool { true }
    public var memoizedNodes: Int? { store.count }
    public var storageBytes: Int { store.count * StateNodeStore.bytesPerNode }

    // MARK: Cells

    public func state(at cell: Cell) -> UInt8 {
        guard holds(cell) else { return 0 }
        let o = origin
        var (px, py) = (cell.x &- o.x, cell.y &- o.y)
        var n = root, level = rootLevel
        while true {
            let half = Int64(1) << Int64(level - 1)
            let q = (px >= half ? 1 : 0) + (py >= half ? 2 : 0)
            if px >= half { px -= half }
            if py >= half { py -= half }
            let next = store.parts(of: n)[q]
            if level == 1 { return UInt8(next) }
            n = next
            level -= 1
        }
    }

    public func isAlive(_ cell: Cell) -> Bool { state(at: cell) != 0 }

    public func setAlive(_ alive: Bool, at cell: Cell) { setState(alive ? 1 : 0, at: cell) }

    public func setState(_ state: UInt8, at cell: Cell) {
        guard PlaneLimits.contains(cell) else { return }
        let value = Int32(min(Int(state), rule.states - 1))
        while !holds(cell) { guard (try? expand()) != nil else { return } }
        let o = origin
        root = replaced(root, level: rootLevel, px: cell.x - o.x, py: cell.y - o.y, with: value)
    }

    /// Whether the root covers the cell (a level-63 root is 2^63 wide: measured unsigned).
    private func holds(_ cell: Cell) -> Bool {
        let o = origin, size = UInt64(1) << UInt64(rootLevel)
        return cell.x >= o.x && cell.y >= o.y && UInt64(bitPattern: cell.x &- o.x) < size && UInt64(bitPattern: cell.y &- o.y) < size
    }

    /// The node with one cell's state changed.
    private func replaced(_ n: Int32, level: Int, px: Int64, py: Int64, with value: Int32) -> Int32 {
        let half = Int64(1) << Int64(level - 1)
        let q = (px >= half ? 1 : 0) + (py >= half ? 2 : 0)
        var p = store.parts(of: n)
        p[q] = level == 1 ? value : replaced(p[q], level: level - 1, px: px % half, py: py % half, with: value)
        return store.node(level: level, p)
    }

    public func load(_ cells: [Cell]) {
        store = StateNodeStore()
        rootLevel = 2
        root = store.empty(2)
        let inside = cells.filter(PlaneLimits.contains)
        guard let first = inside.first else { return }
        var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
        for c in inside {
            minX = min(minX, c.x); maxX = max(maxX, c.x); minY = min(minY, c.y); maxY = max(maxY, c.y)
        }
        while !holds(Cell(minX, minY)) || !holds(Cell(maxX, maxY)) { rootLevel += 1 }
        let o = origin
        root = build(inside[...], level: rootLevel, x: o.x, y: o.y)
    }

    /// The level-`level` node with top-left cell (x, y) holding these cells in state 1.
    private func build(_ cells: ArraySlice<Cell>, level: Int, x: Int64, y: Int64) -> Int32 {
        guard !cells.isEmpty else { return store.empty(level) }
        let half = Int64(1) << Int64(level - 1)
        if level == 1 {
            var p = SIMD4<Int32>.zero
            for c in cells { p[(c.x >= x + half ? 1 : 0) + (c.y >= y + half ? 2 : 0)] = 1 }
            return store.node(level: 1, p)
        }
        var quadrants: [[Cell]] = [[], [], [], []]
        for c in cells { quadrants[(c.x >= x + half ? 1 : 0) + (c.y >= y + half ? 2 : 0)].append(c) }
        return store.node(level: level, SIMD4(build(quadrants[0][...], level: level - 1, x: x, y: y),
                                              build(quadrants[1][...], level: level - 1, x: x + half, y: y),
                                              build(quadrants[2][...], level: level - 1, x: x, y: y + half),
                                              build(quadrants[3][...], level: level - 1, x: x + half, y: y + half)))
    }

    /// Visits the squares holding cells, from the root down, with their level and top-left cell;
    /// `body` says whether to look inside (level-1 squares have no inside).
    func visit(_ body: (_ node: Int32, _ level: Int, _ x: Int64, _ y: Int64) -> Bool) {
        func walk(_ n: Int32, _ level: Int, _ x: Int64, _ y: Int64) {
            guard store.population(of: n) > 0, body(n, level, x, y), level > 1 else { return }
            let p = store.parts(of: n), half = Int64(1) << Int64(level - 1)
            walk(p[0], level - 1, x, y)
            walk(p[1], level - 1, x + half, y)
            walk(p[2], level - 1, x, y + half)
            walk(p[3], level - 1, x + half, y + half)
        }
        let o = origin
        walk(root, rootLevel, o.x, o.y)
    }

    /// Calls `body` with each cell in a state other than 0 and its state.
    func forEachCell(_ body: (Cell, UInt8) -> Void) {
        visit { n, level, x, y in
            guard level == 1 else { return true }
            let p = store.parts(of: n)
            for q in 0..<4 where p[q] != 0 { body(Cell(x + Int64(q & 1), y + Int64(q >> 1)), UInt8(p[q])) }
            return false
        }
    }

    public func forEachLiveCell(_ body: (Cell) -> Void) { forEachCell { cell, _ in body(cell) } }

    public func liveCells() -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(population)
        forEachLiveCell { cells.append($0) }
        cells.sort()
        return cells
    }

    public func decayingCells() -> [Cell: UInt8] {
        var decaying: [Cell: UInt8] = [:]
        forEachCell { cell, state in if state > 1 { decaying[cell] = state } }
        return decaying
    }

    public var bounds: CellRect? {
        guard store.population(of: root) > 0 else { return nil }
        let o = origin
        // The first occupied column (row) from one side, relative to the node's corner: the
        // children on that side (the far ones only when those are empty), each node's answer
        // kept, so a long pattern costs its distinct nodes along that side, not all its squares.
        func edge(_ n: Int32, _ level: Int, horizontal: Bool, low: Bool, _ memo: inout [Int32: Int64]) -> Int64 {
            if let known = memo[n] { return known }
            let p = store.parts(of: n), half = Int64(1) << Int64(level - 1)
            let near = horizontal ? (low ? [0, 2] : [1, 3]) : (low ? [0, 1] : [2, 3])
            let far = horizontal ? (low ? [1, 3] : [0, 2]) : (low ? [2, 3] : [0, 1])
            var result: Int64 = 0
            for (group, offset) in [(near, low ? 0 : half), (far, low ? half : 0)] {
                let occupied = group.filter { level == 1 ? p[$0] != 0 : store.population(of: p[$0]) > 0 }
                guard !occupied.isEmpty else { continue }
                let found = level == 1 ? [0] : occupied.map { edge(p[$0], level - 1, horizontal: horizontal, low: low, &memo) }
                result = offset + (low ? found.min()! : found.max()!)
                break
            }
            memo[n] = result
            return result
        }
        var memos: [[Int32: Int64]] = [[:], [:], [:], [:]]
        let minX = o.x + edge(root, rootLevel, horizontal: true, low: true, &memos[0])
        let maxX = o.x + edge(root, rootLevel, horizontal: true, low: false, &memos[1])
        let minY = o.y + edge(root, rootLevel, horizontal: false, low: true, &memos[2])
        let maxY = o.y + edge(root, rootLevel, horizontal: false, low: false, &memos[3])
        return CellRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    public func rasterize(into raster: inout CellRaster) {
        let scale = raster.scale, ox = raster.origin.x, oy = raster.origin.y
        let endX = ox &+ Int64(raster.width) &* scale, endY = oy &+ Int64(raster.height) &* scale
        visit { n, level, x, y in
            // The square's last column and row (2^level - 1 on: a level-63 root is 2^63 wide).
            let span = Int64.max >> Int64(63 - level), lastX = x + span, lastY = y + span
            guard x < endX, y < endY, lastX >= ox, lastY >= oy else { return false }
            // Zoomed out, a square within one unit adds its count there.
            if scale > 1, span < scale, x >= ox, y >= oy, (x - ox) / scale == (lastX - ox) / scale, (y - oy) / scale == (lastY - oy) / scale {
                raster.add(UInt64(clamping: store.population(of: n)), ux: Int((x - ox) / scale), uy: Int((y - oy) / scale))
                return false
            }
            guard level == 1 else { return true }
            let p = store.parts(of: n)
            for q in 0..<4 where p[q] != 0 {
                let cell = Cell(x + Int64(q & 1), y + Int64(q >> 1))
                raster.mark(cell)
                raster.setState(UInt8(p[q]), of: cell)
            }
            return false
        }
    }

    public func duplicate() -> any LifeAlgorithm {
        let copy = GenerationsHashLife(rule: rule, maxMemory: maxNodes * StateNodeStore.bytesPerNode)
        copy.generation = generation
        copy.rootLevel = rootLevel
        copy.root = copied(root, into: copy.store)
        return copy
    }

    /// The node rebuilt in another store (memoized per node).
    func copied(_ n: Int32, into target: StateNodeStore) -> Int32 {
        var done: [Int32: Int32] = [:]
        func copy(_ n: Int32) -> Int32 {
            if let known = done[n] { return known }
            let level = store.level(of: n)
            let p = store.parts(of: n)
            let made = level == 1 ? target.node(level: 1, p) : target.node(level: level, SIMD4(copy(p[0]), copy(p[1]), copy(p[2]), copy(p[3])))
            done[n] = made
            return made
        }
        return copy(n)
    }
}
