/// Rules of range 1 that `TiledLife` does not run (non-totalistic, hexagonal, von Neumann,
/// Generations), on the unbounded plane without B0: cells in 32x32 patches kept only where there
/// is life, so a step costs the patches with life and their neighbours, not the box around
/// everything (ships flying apart leave empty space that costs nothing), and a patch with nothing
/// changed around it last generation is not computed again (settled debris costs nothing either).
public final class PatchLife: StateCells {
    public let name = "patches"
    public let rule: Rule
    public let topology = Topology.plane
    public var generation: Int64 = 0
    public private(set) var lastStepBirthsAndDeaths: (births: Int, deaths: Int)?
    public private(set) var population = 0

    /// A patch's place: its top-left cell divided by the side.
    private struct Key: Hashable {
        let x: Int64, y: Int64
    }

    /// Cells a patch side.
    static let side = 32
    private static let shift: Int64 = 5
    private var patches: [Key: [UInt8]] = [:]
    /// The patches that changed in the last generation (or by an edit) and their live counts: a
    /// patch with nothing changed around it stays as it is (its neighbourhood is what it was).
    private var changed = Set<Key>()
    private var counts: [Key: Int] = [:]

    /// An empty universe under `rule` (range 1, no B0).
    public init(rule: Rule) {
        precondition(rule.largerThanLife == nil && !rule.bornFromNothing, "PatchLife runs rules of range 1 without B0")
        self.rule = rule
    }

    /// Whether it runs `rule` on `topology`.
    public static func runs(_ rule: Rule, on topology: Topology) -> Bool {
        topology == .plane && rule.largerThanLife == nil && !rule.bornFromNothing
    }

    private func place(_ cell: Cell) -> (Key, Int) {
        let key = Key(x: cell.x >> Self.shift, y: cell.y >> Self.shift)
        let mask = Int64(Self.side - 1)
        return (key, Int(cell.y & mask) * Self.side + Int(cell.x & mask))
    }

    // MARK: Cells

    public func state(at cell: Cell) -> UInt8 {
        let (key, index) = place(cell)
        return patches[key]?[index] ?? 0
    }

    public func setState(_ state: UInt8, at cell: Cell) {
        guard PlaneLimits.contains(cell) else { return }
        let value = min(state, UInt8(clamping: rule.states - 1))
        let (key, index) = place(cell)
        var patch = patches[key] ?? [UInt8](repeating: 0, count: Self.side * Self.side)
        population += (value != 0 ? 1 : 0) - (patch[index] != 0 ? 1 : 0)
        patch[index] = value
        patches[key] = patch.contains { $0 != 0 } ? patch : nil
        counts[key] = patches[key] == nil ? nil : patch.reduce(0) { $0 + ($1 != 0 ? 1 : 0) }
        changed.insert(key)
    }

    public func isAlive(_ cell: Cell) -> Bool { state(at: cell) != 0 }

    public func setAlive(_ alive: Bool, at cell: Cell) { setState(alive ? 1 : 0, at: cell) }

    public func load(_ cells: [Cell]) {
        patches = [:]
        counts = [:]
        changed = []
        population = 0
        for cell in cells { setAlive(true, at: cell) }
    }

    func forEachCell(_ body: (Cell, UInt8) -> Void) {
        for (key, patch) in patches {
            for i in 0..<patch.count where patch[i] != 0 {
                body(Cell((key.x << Self.shift) + Int64(i % Self.side), (key.y << Self.shift) + Int64(i / Self.side)), patch[i])
            }
        }
    }

    public func liveCells() -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(population)
        forEachLiveCell { cells.append($0) }
        return cells.sorted()
    }

    public var bounds: CellRect? {
        var box: CellRect?
        forEachLiveCell { cell in
            let one = CellRect(x: cell.x, y: cell.y, width: 1, height: 1)
            box = box.map { $0.union(one) } ?? one
        }
        return box
    }

    public func duplicate() -> any LifeAlgorithm {
        let copy = PatchLife(rule: rule)
        copy.patches = patches
        copy.changed = changed
        copy.counts = counts
        copy.population = population
        copy.generation = generation
        return copy
    }

    public var storageBytes: Int { 1024 + patches.count * (Self.side * Self.side + 64) }

    // MARK: Stepping

    func stepOnce() {
        let side = Self.side, padSide = side + 2
        let table = (0..<512).map { rule.table.next($0) ? UInt8(1) : 0 }
        let end = UInt8(clamping: rule.states)
        // Every patch with life, and the patches around it (births reach one cell over an edge).
        var candidates = Set<Key>()
        for key in patches.keys {
            for dy: Int64 in -1...1 { for dx: Int64 in -1...1 { candidates.insert(Key(x: key.x + dx, y: key.y + dy)) } }
        }
        var next: [Key: [UInt8]] = [:], nextCounts: [Key: Int] = [:], nowChanged = Set<Key>()
        var pad = [UInt8](repeating: 0, count: padSide * padSide)
        var births = 0, deaths = 0, count = 0
        for key in candidates {
            // Nothing changed in the patch or around it: it stays as it is.
            let quiet = (-1...1).allSatisfy { dy in (-1...1).allSatisfy { dx in !changed.contains(Key(x: key.x + Int64(dx), y: key.y + Int64(dy))) } }
            if quiet {
                if let old = patches[key], let live = counts[key] {
                    next[key] = old
                    nextCounts[key] = live
                    count += live
                }
                continue
            }
            // The patch's live cells (state 1) with a one-cell border from its neighbours.
            for i in 0..<pad.count { pad[i] = 0 }
            let old = patches[key]
            var any = old != nil
            for dy in -1...1 {
                for dx in -1...1 {
                    guard let patch = patches[Key(x: key.x + Int64(dx), y: key.y + Int64(dy))] else { continue }
                    // The part of that patch that falls in the padded square.
                    let fromX = dx < 0 ? side - 1 : 0, toX = dx > 0 ? 0 : side - 1
                    let fromY = dy < 0 ? side - 1 : 0, toY = dy > 0 ? 0 : side - 1
                    for y in fromY...toY {
                        let py = y + 1 + dy * side
                        for x in fromX...toX where patch[y * side + x] == 1 {
                            pad[py * padSide + x + 1 + dx * side] = 1
                            any = true
                        }
                    }
                }
            }
            // An empty patch with no live cell at its border stays empty (no B0).
            guard any else { continue }
            var out = [UInt8](repeating: 0, count: side * side)
            var live = 0
            for y in 0..<side {
                let above = y * padSide + 1, middle = above + padSide, below = middle + padSide
                for x in 0..<side {
                    let a = above + x, m = middle + x, b = below + x
                    var block = Int(pad[a - 1]) | Int(pad[a]) << 1 | Int(pad[a + 1]) << 2
                    block |= Int(pad[m - 1]) << 3 | Int(pad[m + 1]) << 4
                    block |= Int(pad[b - 1]) << 5 | Int(pad[b]) << 6 | Int(pad[b + 1]) << 7
                    let was = old?[y * side + x] ?? 0
                    let value = Self.decay(was, born: table[block] != 0, survives: table[block | 1 << 8] != 0, end: end)
                    out[y * side + x] = value
                    if value != 0 { live += 1 }
                    if value != 0 && was == 0 { births += 1 } else if value == 0 && was != 0 { deaths += 1 }
                }
            }
            if live > 0 {
                next[key] = out
                nextCounts[key] = live
                count += live
            }
            if out != (old ?? out.map { _ in 0 }) || (old != nil) != (live > 0) { nowChanged.insert(key) }
        }
        patches = next
        counts = nextCounts
        changed = nowChanged
        population = count
        lastStepBirthsAndDeaths = (births, deaths)
    }
}
