/// Larger than Life (range up to 64, no birth from nothing) on the unbounded plane and on the
/// bounded grids Golly runs it on (a torus, a tube, a bounded plane): states in 64x64 patches kept
/// only where there is life, so a step costs the patches with life and those within reach of them,
/// not the box around everything (ships flying apart leave empty space that costs nothing; a few
/// bugs on a large board cost the bugs). A patch's counts come from running sums over it and a
/// band of `range` cells from its eight neighbours. On a board the live cells within reach of a
/// joined edge are written again beyond the opposite one before each step, and whatever lies off
/// the board is cleared after it, as Golly steps its bounded grids.
public final class RangePatchLife: StateCells {
    public let name = "patches"
    public let rule: Rule
    public let topology: Topology
    public var generation: Int64 = 0
    public private(set) var lastStepBirthsAndDeaths: (births: Int, deaths: Int)?
    public private(set) var population = 0

    /// Cells a patch side, and the largest range whose neighbourhood stays within the patches around.
    static let side = PatchKey.side
    /// A patch with no cell alive.
    private static let empty = [UInt8](repeating: 0, count: side * side)
    private let ltl: LargerThanLife
    /// The board's sides (nil: infinite), and whether its edges join (a torus or tube) or beyond
    /// them is dead (a bounded plane); nil on the plane.
    private let board: (width: Int64?, height: Int64?, joined: Bool)?
    /// The next state of a cell in state 0 or 1 (`was`) with `count` live cells in its
    /// neighbourhood, its own included, at `count * 2 + was`.
    private let nextStates: [UInt8]
    /// A patch's cells row by row; a patch with no cell in a state other than 0 is not kept.
    private var patches: [PatchKey: [UInt8]] = [:]
    /// The patches that changed in the last generation (or by an edit), with where, and the
    /// patches with decaying cells: a patch with neither in it or within reach around it stays as
    /// it is, and in a patch only the rows and columns within reach of a change are computed.
    private var changed: [PatchKey: Change] = [:]
    private var decaying = Set<PatchKey>()
    /// The low bit of each of eight cells: zero for eight cells none of which is live (state 1).
    private static let oddStates: UInt64 = 0x0101_0101_0101_0101
    /// The patches the band across the board's joins was written to in the last step (see `writeBand`).
    private var bandPatches = Set<PatchKey>()
    /// Room a step works in, kept from step to step (grown as needed): a patch's box of live cells
    /// with the band around it, its counts, the counts' running sums, and which columns changed.
    private var pad: [UInt8] = [], counts: [Int32] = [], prefix: [Int32] = []
    private var columnDiffers = [UInt8](repeating: 0, count: side)
    /// The pads the last step counted: one when its regions shared a box, else one a region.
    private(set) var countBoxes = 0

    /// An empty universe under `rule` on `topology` (a pair that `runs`).
    public init(rule: Rule, topology: Topology = .plane) {
        precondition(Self.runs(rule, on: topology), "RangePatchLife runs Larger than Life of range up to 64 without B0, on the plane, a torus or tube, or a bounded plane")
        self.rule = rule
        self.topology = topology
        let ltl = rule.largerThanLife!
        self.ltl = ltl
        if let size = topology.size {
            var joined = true
            if case let .grid(grid) = topology { joined = grid.kind == .torus }
            board = (size.width, size.height, joined)
        } else {
            board = nil
        }
        let end = UInt8(clamping: rule.states)
        nextStates = (0..<(2 * ltl.range + 1) * (2 * ltl.range + 1) + 1).flatMap { count -> [UInt8] in
            let neighbours = ltl.countsMiddle ? count : count - 1
            return [Self.decay(0, born: ltl.birth.contains(count), survives: false, end: end),
                    Self.decay(1, born: false, survives: ltl.survival.contains(neighbours), end: end)]
        }
    }

    /// Whether it runs `rule` on `topology`: Larger than Life of range up to 64 without B0, on the
    /// plane, a torus or tube (unshifted) or a bounded plane whose bounded sides are at least the range.
    public static func runs(_ rule: Rule, on topology: Topology) -> Bool {
        guard let ltl = rule.largerThanLife, ltl.range <= side, !rule.bornFromNothing, topology.takesLargerThanLife else { return false }
        let sides = topology.size.map { [$0.width, $0.height] } ?? []
        return sides.allSatisfy { $0.map { $0 >= Int64(ltl.range) } ?? true }
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
        guard PlaneLimits.contains(cell), topology.contains(cell) else { return }
        let value = min(state, UInt8(clamping: rule.states - 1))
        let (key, index) = place(cell)
        let was = patches[key]?[index] ?? 0
        guard value != was else { return }
        population += (value != 0 ? 1 : 0) - (was != 0 ? 1 : 0)
        // In place (no copy of the patch); a patch left empty goes.
        patches[key, default: Self.empty][index] = value
        if value == 0, let patch = patches[key], Self.isEmpty(patch) { patches[key] = nil }
        changed[key] = .all
        if value > 1 { decaying.insert(key) }
    }

    public func load(_ cells: [Cell]) {
        var loaded: [PatchKey: [UInt8]] = [:]
        var count = 0
        // Cells come in runs along rows: a patch is looked up once a run, not once a cell.
        var current: (key: PatchKey, cells: [UInt8])?
        for cell in cells where PlaneLimits.contains(cell) && topology.contains(cell) {
            let (key, index) = place(cell)
            if current?.key != key {
                if let current { loaded[current.key] = current.cells }
                current = (key, loaded.removeValue(forKey: key) ?? Self.empty)
            }
            if current!.cells[index] == 0 {
                current!.cells[index] = 1
                count += 1
            }
        }
        if let current { loaded[current.key] = current.cells }
        patches = loaded
        changed = Dictionary(uniqueKeysWithValues: loaded.keys.map { ($0, Change.all) })
        decaying = []
        population = count
    }

    func forEachCell(_ body: (Cell, UInt8) -> Void) {
        for (key, patch) in patches {
            for i in 0..<patch.count where patch[i] != 0 {
                body(key.cell(row: i / Self.side, column: i % Self.side), patch[i])
            }
        }
    }

    public func duplicate() -> any LifeAlgorithm {
        let copy = RangePatchLife(rule: rule, topology: topology)
        copy.patches = patches
        copy.changed = changed
        copy.decaying = decaying
        copy.bandPatches = bandPatches
        copy.population = population
        copy.generation = generation
        return copy
    }

    public var storageBytes: Int { 1024 + patches.count * (Self.side * Self.side + 64) }

    // MARK: Stepping

    func stepOnce() {
        // Off a board nothing is computed (`stepPatches` keeps to it), so the band written across
        // the joins is all that lies there, and the step's births and deaths are the board's.
        guard let board, board.joined else {
            stepPatches()
            return
        }
        let written = writeBand(width: board.width, height: board.height)
        stepPatches()
        eraseOffBoard(written, width: board.width, height: board.height)
    }

    /// Copies the live cells within reach of each joined edge across the join, a band of `range`
    /// cells round the board (not counted in the population), so the plane step sees their
    /// neighbours there. Reads only the cells within reach of an edge, a row of a patch at a time.
    /// Returns the patches written.
    private func writeBand(width: Int64?, height: Int64?) -> Set<PatchKey> {
        let r = Int64(ltl.range), side = Int64(Self.side)
        // The ways across a side: not at all (every line), or its length either way (the lines
        // within reach of the edge the cells leave by).
        func crossings(_ length: Int64?) -> [(shift: Int64, lines: Range<Int64>?)] {
            guard let length else { return [(0, nil)] }
            return [(0, nil), (length, 0..<min(r, length)), (-length, max(length - r, 0)..<length)]
        }
        let sources = patches
        // The patch being written (runs of cells share one): taken out of `patches` while written.
        var target: (key: PatchKey, cells: [UInt8])?
        var written = Set<PatchKey>()
        func putBack() {
            guard let (key, cells) = target else { return }
            patches[key] = cells
            written.insert(key)
        }
        for (dy, rowsFrom) in crossings(height) {
            for (dx, columnsFrom) in crossings(width) where dx != 0 || dy != 0 {
                for (key, patch) in sources {
                    let left = key.x * side, top = key.y * side
                    let columns = (columnsFrom ?? left..<(left + side)).clamped(to: left..<(left + side))
                    let rows = (rowsFrom ?? top..<(top + side)).clamped(to: top..<(top + side))
                    guard !columns.isEmpty, !rows.isEmpty else { continue }
                    let from = Int(columns.lowerBound - left), to = Int(columns.upperBound - left)
                    patch.withUnsafeBufferPointer { cells in
                        for y in rows {
                            let line = cells.baseAddress! + Int(y - top) * Self.side
                            var x = from
                            while x < to {
                                // Eight cells at a time past a stretch without a live one (no odd
                                // state), those past `to` masked off (a band a few columns wide
                                // is then one look a row).
                                if x + 8 <= Self.side {
                                    var word = UnsafeRawPointer(line + x).loadUnaligned(as: UInt64.self) & Self.oddStates
                                    if to - x < 8 { word &= (1 << UInt64(8 * (to - x))) - 1 }
                                    if word == 0 {
                                        x += 8
                                        continue
                                    }
                                }
                                if line[x] == 1 {
                                    let (key, index) = place(Cell(left + Int64(x) + dx, y + dy))
                                    if target?.key != key {
                                        putBack()
                                        target = (key, patches.removeValue(forKey: key) ?? Self.empty)
                                    }
                                    target!.cells[index] = 1
                                }
                                x += 1
                            }
                        }
                    }
                }
            }
        }
        putBack()
        // The band's cells can differ from the last step's only off the board, in the patches
        // written now or then: those parts are marked changed (not the whole patch), so a step
        // recomputes the board's cells within range of its edges, not every cell of those patches.
        for key in written.union(bandPatches) {
            let on = Self.onBoard(key, width: width, height: height)
            let off = Change(rows: on.columns == ~0 ? ~on.rows : ~0, columns: on.rows == ~0 ? ~on.columns : ~0)
            let before = changed[key] ?? Change(rows: 0, columns: 0)
            changed[key] = Change(rows: before.rows | off.rows, columns: before.columns | off.columns)
        }
        bandPatches = written
        return written
    }

    /// Clears what lies off the board in the patches the band was written to (nothing else is
    /// there: it is never computed).
    private func eraseOffBoard(_ written: Set<PatchKey>, width: Int64?, height: Int64?) {
        for key in written {
            guard let patch = patches[key] else { continue }
            let on = Self.onBoard(key, width: width, height: height)
            guard !on.isEmpty else {
                patches[key] = nil
                continue
            }
            // The board's rows and columns of the patch are one run each.
            let columnsOn = on.columns.trailingZeroBitCount..<(64 - on.columns.leadingZeroBitCount)
            var cells = patch
            cells.withUnsafeMutableBufferPointer { cells in
                for row in 0..<Self.side {
                    let line = cells.baseAddress! + row * Self.side
                    if on.rows >> UInt64(row) & 1 == 0 {
                        line.update(repeating: 0, count: Self.side)
                    } else {
                        line.update(repeating: 0, count: columnsOn.lowerBound)
                        (line + columnsOn.upperBound).update(repeating: 0, count: Self.side - columnsOn.upperBound)
                    }
                }
            }
            patches[key] = Self.isEmpty(cells) ? nil : cells
        }
    }

    /// One generation of the patches within reach of a change (and of decaying cells).
    private func stepPatches() {
        let side = Self.side
        let end = UInt8(clamping: rule.states)
        let regions = regionsToStep()
        // The counts of every region at once, over the box around them all, when that box (with
        // its band) is small and no larger than the regions' own boxes together: one pad filled
        // and counted instead of one a patch (a bug across a patch corner counts its band once).
        let shared = sharedBox(regions)
        if let shared { fillPad(shared) }
        countBoxes = shared == nil ? regions.count : 1
        // The patches' next states, put in once every region has read the patches around it
        // (writing them into a copy of the dictionary would copy it every step).
        var updates: [(key: PatchKey, cells: [UInt8]?)] = []
        var nowChanged: [PatchKey: Change] = [:], nowDecaying = Set<PatchKey>()
        var births = 0, deaths = 0
        // Two states: a cell lives next when its count (itself included) lies in the birth or the
        // survival range, so the step compares instead of looking up, with no branch.
        let twoStates = end == 2
        let bornFrom = Int32(ltl.birth.lowerBound), bornTo = Int32(ltl.birth.upperBound)
        let shift: Int32 = ltl.countsMiddle ? 0 : 1
        let survivesFrom = Int32(ltl.survival.lowerBound) + shift, survivesTo = Int32(ltl.survival.upperBound) + shift
        for (key, region) in regions {
            let x0 = region.columns.trailingZeroBitCount, x1 = 64 - region.columns.leadingZeroBitCount
            let y0 = region.rows.trailingZeroBitCount, y1 = 64 - region.rows.leadingZeroBitCount
            let old = patches[key]
            // Where the region's counts start, and how far apart their rows are.
            let first: Int, stride: Int
            if let shared {
                stride = shared.width
                first = Int(key.y * Int64(side) + Int64(y0) - shared.top) * stride + Int(key.x * Int64(side) + Int64(x0) - shared.left)
            } else {
                let box = Box(left: key.x * Int64(side) + Int64(x0), top: key.y * Int64(side) + Int64(y0), width: x1 - x0, height: y1 - y0)
                // The live cells (state 1) of the box and a band of `r` around it.
                guard fillPad(box) || old != nil else { continue }
                stride = box.width
                first = 0
            }
            var out = old ?? Self.empty
            var decays = 0, born = 0, died = 0
            var changedRows: UInt64 = 0, changedColumns: UInt64 = 0
            counts.withUnsafeBufferPointer { counts in
            out.withUnsafeMutableBufferPointer { out in
            nextStates.withUnsafeBufferPointer { nextStates in
            columnDiffers.withUnsafeMutableBufferPointer { columnDiffers in
                if twoStates {
                    (born, died, changedRows, changedColumns) = RangeKernels.twoStates(
                        out.baseAddress!, counts: counts.baseAddress! + first, countsStride: stride, columns: x0..<x1, rows: y0..<y1,
                        columnDiffers: columnDiffers.baseAddress!, born: bornFrom...bornTo, survives: survivesFrom...survivesTo)
                    return
                }
                for y in y0..<y1 {
                    var differs: UInt64 = 0
                    let line = first + (y - y0) * stride - x0
                    for x in x0..<x1 {
                        let i = y * side + x
                        let was = out[i]
                        let value: UInt8
                        if was > 1 {
                            value = was &+ 1 >= end ? 0 : was &+ 1
                        } else {
                            // The state after 0 or 1 for each count (the cell's own included).
                            value = nextStates[Int(counts[line + x]) &* 2 &+ Int(was)]
                        }
                        out[i] = value
                        decays &+= value > 1 ? 1 : 0
                        born &+= was == 0 && value != 0 ? 1 : 0
                        died &+= was != 0 && value == 0 ? 1 : 0
                        differs |= (value != was ? 1 : 0) &<< UInt64(x)
                    }
                    changedColumns |= differs
                    changedRows |= (differs != 0 ? 1 : 0) &<< UInt64(y)
                }
            }
            }
            }
            }
            births += born
            deaths += died
            if changedRows != 0 {
                nowChanged[key] = Change(rows: changedRows, columns: changedColumns)
                updates.append((key, Self.isEmpty(out) ? nil : out))
            }
            if decays > 0 { nowDecaying.insert(key) }
        }
        for (key, cells) in updates { patches[key] = cells }
        changed = nowChanged
        decaying = nowDecaying
        population += births - deaths
        lastStepBirthsAndDeaths = (births, deaths)
    }

    /// What can change next step, and where: a decaying patch's every cell, else the rows and
    /// columns within reach of a change in it or around it (one pass over the changes, rather
    /// than each patch looking up the nine around it); on a board, only what lies on it.
    private func regionsToStep() -> [PatchKey: Change] {
        let r = ltl.range
        var regions: [PatchKey: Change] = [:]
        for key in decaying { regions[key] = .all }
        for (key, change) in changed {
            for dy in -1...1 {
                for dx in -1...1 {
                    let reach = Self.reach(of: change, from: -dx, -dy, range: r)
                    guard !reach.isEmpty else { continue }
                    regions[key.offset(Int64(dx), Int64(dy)), default: Change(rows: 0, columns: 0)].widen(to: reach)
                }
            }
        }
        guard let board else { return regions }
        // Off a board nothing is computed: what is there goes after the step.
        var onBoard: [PatchKey: Change] = [:]
        for (key, region) in regions {
            let on = region.within(Self.onBoard(key, width: board.width, height: board.height))
            if !on.isEmpty { onBoard[key] = on }
        }
        return onBoard
    }

    /// A box of cells on the plane (its counts are wanted; its pad adds `range` around).
    struct Box {
        let left: Int64, top: Int64, width: Int, height: Int
    }

    /// The largest pad (cells, band included) the regions share: about 600 KB of pad and counts.
    static let sharedPadCells = 256 * 256

    /// The box around every region, when one pad over it costs no more than a pad for each.
    private func sharedBox(_ regions: [PatchKey: Change]) -> Box? {
        guard regions.count > 1 else { return nil }
        let r = ltl.range, side = Int64(Self.side)
        var left = Int64.max, top = Int64.max, right = Int64.min, bottom = Int64.min, separate = 0
        for (key, region) in regions {
            let x0 = region.columns.trailingZeroBitCount, x1 = 64 - region.columns.leadingZeroBitCount
            let y0 = region.rows.trailingZeroBitCount, y1 = 64 - region.rows.leadingZeroBitCount
            separate += (x1 - x0 + 2 * r) * (y1 - y0 + 2 * r)
            left = min(left, key.x * side + Int64(x0))
            right = max(right, key.x * side + Int64(x1))
            top = min(top, key.y * side + Int64(y0))
            bottom = max(bottom, key.y * side + Int64(y1))
        }
        let width = right - left + Int64(2 * r), height = bottom - top + Int64(2 * r)
        guard width * height <= Int64(min(separate, Self.sharedPadCells)) else { return nil }
        return Box(left: left, top: top, width: Int(right - left), height: Int(bottom - top))
    }

    /// Writes the live cells (state 1) of `box` and a band of `range` around it into `pad`, counts
    /// them into `counts` (row by row over the box), and returns whether any cell there lives.
    @discardableResult
    private func fillPad(_ box: Box) -> Bool {
        let r = ltl.range, side = Self.side
        let padWidth = box.width + 2 * r, padHeight = box.height + 2 * r
        if pad.count < padWidth * padHeight { pad = [UInt8](repeating: 0, count: padWidth * padHeight) }
        let padLeft = box.left - Int64(r), padTop = box.top - Int64(r)
        var any: UInt8 = 0
        pad.withUnsafeMutableBufferPointer { pad in
            pad.baseAddress!.update(repeating: 0, count: padWidth * padHeight)
            // Each patch the padded box overlaps, and the part of the box in it.
            let first = PatchKey(containing: Cell(padLeft, padTop))
            let last = PatchKey(containing: Cell(padLeft + Int64(padWidth) - 1, padTop + Int64(padHeight) - 1))
            for ky in first.y...last.y {
                for kx in first.x...last.x {
                    guard let patch = patches[PatchKey(x: kx, y: ky)] else { continue }
                    let patchLeft = kx * Int64(side), patchTop = ky * Int64(side)
                    let fromX = Int(max(padLeft, patchLeft) - patchLeft), toX = Int(min(padLeft + Int64(padWidth), patchLeft + Int64(side)) - patchLeft)
                    let fromY = Int(max(padTop, patchTop) - patchTop), toY = Int(min(padTop + Int64(padHeight), patchTop + Int64(side)) - patchTop)
                    let offsetX = Int(patchLeft - padLeft), offsetY = Int(patchTop - padTop)
                    patch.withUnsafeBufferPointer { cells in
                        for y in fromY..<toY {
                            let from = cells.baseAddress! + y * side, into = pad.baseAddress! + (y + offsetY) * padWidth + offsetX
                            for x in fromX..<toX {
                                let alive: UInt8 = from[x] == 1 ? 1 : 0
                                into[x] = alive
                                any |= alive
                            }
                        }
                    }
                }
            }
        }
        guard any != 0 else {
            // No live cell: every count is 0.
            if counts.count < box.width * box.height { counts = [Int32](repeating: 0, count: box.width * box.height) }
            counts.withUnsafeMutableBufferPointer { $0.baseAddress!.update(repeating: 0, count: box.width * box.height) }
            return false
        }
        LargerThanLifeCounts.counts(pad, padWidth: padWidth, padHeight: padHeight, rule: ltl, into: &counts, scratch: &prefix)
        return true
    }

    /// Whether every cell of a patch is in state 0 (read eight at a time).
    static func isEmpty(_ cells: [UInt8]) -> Bool {
        cells.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: UInt64.self) { words in
                var any: UInt64 = 0
                for word in words { any |= word }
                return any == 0
            }
        }
    }

    /// Rows and columns of a patch (bit i: row or column i).
    struct Change {
        var rows: UInt64
        var columns: UInt64
        static let all = Change(rows: ~0, columns: ~0)
        var isEmpty: Bool { rows == 0 || columns == 0 }
        /// The rows and columns of both.
        func within(_ other: Change) -> Change { Change(rows: rows & other.rows, columns: columns & other.columns) }
        /// Adds the rows and columns of `other`.
        mutating func widen(to other: Change) {
            rows |= other.rows
            columns |= other.columns
        }
    }

    /// The rows and columns of a patch that lie on a board of these sides (nil: infinite).
    static func onBoard(_ key: PatchKey, width: Int64?, height: Int64?) -> Change {
        func lines(from first: Int64, length: Int64?) -> UInt64 {
            guard let length else { return ~0 }
            let low = max(0, -first), high = min(Int64(side), length - first)
            guard low < high else { return 0 }
            let span = high - low
            return (span == 64 ? ~0 : (1 << UInt64(span)) - 1) << UInt64(low)
        }
        return Change(rows: lines(from: key.y * Int64(side), length: height), columns: lines(from: key.x * Int64(side), length: width))
    }

    /// The rows and columns of a patch within `range` of `change`, a change in the patch `dx`, `dy`
    /// patches from it.
    static func reach(of change: Change, from dx: Int, _ dy: Int, range: Int) -> Change {
        Change(rows: within(range, of: change.rows, offset: dy), columns: within(range, of: change.columns, offset: dx))
    }

    /// The lines (bits 0...63) within `range` of the lines of `mask` in the patch `offset` sides
    /// away (-1: the one before, 0: this one, 1: the one after).
    private static func within(_ range: Int, of mask: UInt64, offset: Int) -> UInt64 {
        guard mask != 0 else { return 0 }
        let first = mask.trailingZeroBitCount, last = 63 - mask.leadingZeroBitCount
        // The span the lines reach, in this patch's lines.
        let from = first + offset * side - range, to = last + offset * side + range
        let low = max(from, 0), high = min(to, 63)
        guard low <= high else { return 0 }
        let span = high - low + 1
        return (span == 64 ? ~0 : (1 << UInt64(span)) - 1) << UInt64(low)
    }
}
