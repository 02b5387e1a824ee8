/// Larger than Life (range up to 64, no birth from nothing) on the unbounded plane: states in
/// 64x64 patches kept only where there is life, so a step costs the patches with life and those
/// within reach of them, not the box around everything (ships flying apart leave empty space that
/// costs nothing). A patch's counts come from running sums over it and a band of `range` cells
/// from its eight neighbours.
public final class RangePatchLife: StateCells {
    public let name = "patches"
    public let rule: Rule
    public let topology = Topology.plane
    public var generation: Int64 = 0
    public private(set) var lastStepBirthsAndDeaths: (births: Int, deaths: Int)?
    public private(set) var population = 0

    /// Cells a patch side, and the largest range whose neighbourhood stays within the patches around.
    static let side = PatchKey.side
    /// A patch with no cell alive.
    private static let empty = [UInt8](repeating: 0, count: side * side)
    private let ltl: LargerThanLife
    /// A patch's cells row by row; a patch with no cell in a state other than 0 is not kept.
    private var patches: [PatchKey: [UInt8]] = [:]
    /// The patches that changed in the last generation (or by an edit), and those with decaying
    /// cells: a patch with neither in or around it stays as it is.
    private var changed = Set<PatchKey>()
    private var decaying = Set<PatchKey>()

    /// An empty universe under `rule` (one that `runs`).
    public init(rule: Rule) {
        precondition(Self.runs(rule, on: .plane), "RangePatchLife runs Larger than Life of range up to 64 without B0")
        self.rule = rule
        ltl = rule.largerThanLife!
    }

    /// Whether it runs `rule` on `topology`.
    public static func runs(_ rule: Rule, on topology: Topology) -> Bool {
        guard topology == .plane, let ltl = rule.largerThanLife else { return false }
        return ltl.range <= side && !rule.bornFromNothing
    }

    private func place(_ cell: Cell) -> (PatchKey, Int) {
        let (row, column) = PatchKey.position(of: cell)
        return (PatchKey(containing: cell), row * Self.side + column)
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
        let was = patches[key]?[index] ?? 0
        guard value != was else { return }
        population += (value != 0 ? 1 : 0) - (was != 0 ? 1 : 0)
        // In place (no copy of the patch); a patch left empty goes.
        patches[key, default: Self.empty][index] = value
        if value == 0 && patches[key]?.contains(where: { $0 != 0 }) == false { patches[key] = nil }
        changed.insert(key)
        if value > 1 { decaying.insert(key) }
    }

    public func load(_ cells: [Cell]) {
        patches = [:]
        changed = []
        decaying = []
        population = 0
        for cell in cells { setAlive(true, at: cell) }
    }

    func forEachCell(_ body: (Cell, UInt8) -> Void) {
        for (key, patch) in patches {
            for i in 0..<patch.count where patch[i] != 0 {
                body(key.cell(row: i / Self.side, column: i % Self.side), patch[i])
            }
        }
    }

    public func duplicate() -> any LifeAlgorithm {
        let copy = RangePatchLife(rule: rule)
        copy.patches = patches
        copy.changed = changed
        copy.decaying = decaying
        copy.population = population
        copy.generation = generation
        return copy
    }

    public var storageBytes: Int { 1024 + patches.count * (Self.side * Self.side + 64) }

    // MARK: Stepping

    func stepOnce() {
        let side = Self.side, r = ltl.range, padSide = side + 2 * r
        let end = UInt8(clamping: rule.states)
        // What can change: patches with decaying cells, and those around a change.
        var candidates = decaying
        for key in changed {
            for dy: Int64 in -1...1 { for dx: Int64 in -1...1 { candidates.insert(key.offset(dx, dy)) } }
        }
        var next = patches
        var nowChanged = Set<PatchKey>(), nowDecaying = Set<PatchKey>()
        var births = 0, deaths = 0
        var pad = [UInt8](repeating: 0, count: padSide * padSide)
        var counts: [Int32] = [], prefix: [Int32] = []
        for key in candidates {
            // The live cells (state 1) of the patch and a band of `r` around it.
            var any = false
            pad.withUnsafeMutableBufferPointer { pad in
                pad.update(repeating: 0)
                for dy in -1...1 {
                    for dx in -1...1 {
                        guard let patch = patches[key.offset(Int64(dx), Int64(dy))] else { continue }
                        // The part of that patch within the padded square, in the patch's own cells.
                        let fromX = max(0, -dx * side - r), toX = min(side, side - dx * side + r)
                        let fromY = max(0, -dy * side - r), toY = min(side, side - dy * side + r)
                        guard fromX < toX, fromY < toY else { continue }
                        patch.withUnsafeBufferPointer { cells in
                            for y in fromY..<toY {
                                let to = (y + dy * side + r) * padSide + dx * side + r, row = y * side
                                for x in fromX..<toX where cells[row + x] == 1 {
                                    pad[to + x] = 1
                                    any = true
                                }
                            }
                        }
                    }
                }
            }
            let old = patches[key]
            guard any || old != nil else { continue }
            LargerThanLifeCounts.counts(pad, padWidth: padSide, padHeight: padSide, rule: ltl, into: &counts, scratch: &prefix)
            var out = [UInt8](repeating: 0, count: side * side)
            var live = 0, decays = false, differs = false
            let birth = ltl.birth, survival = ltl.survival, middle = ltl.countsMiddle
            let none = [UInt8](repeating: 0, count: old == nil ? side * side : 0)
            counts.withUnsafeBufferPointer { counts in
            (old ?? none).withUnsafeBufferPointer { old in
            out.withUnsafeMutableBufferPointer { out in
                for i in 0..<side * side {
                    let was = old[i]
                    let n = Int(counts[i]) &- (!middle && was == 1 ? 1 : 0)
                    let value = Self.decay(was, born: birth.contains(n), survives: survival.contains(n), end: end)
                    out[i] = value
                    live &+= value != 0 ? 1 : 0
                    decays = decays || value > 1
                    if value != was {
                        differs = true
                        if was == 0 { births += 1 } else if value == 0 { deaths += 1 }
                    }
                }
            }
            }
            }
            next[key] = live > 0 ? out : nil
            if differs { nowChanged.insert(key) }
            if decays { nowDecaying.insert(key) }
        }
        patches = next
        changed = nowChanged
        decaying = nowDecaying
        population += births - deaths
        lastStepBirthsAndDeaths = (births, deaths)
    }
}
