import TileKernels

/// Generations and History rules of range 1 (any neighbourhood, totalistic or not) without B0 on
/// the unbounded plane, and Generations on every bounded grid (the ring of cells round the board
/// filled from the edges it joins to before each step, what lies off the board cleared after it:
/// `BoardRing`): 64x64 patches of bit planes kept only where there is life.
///
/// A patch holds its live cells (state 1) as 64 rows of bits and its decaying cells as a counter
/// in bit planes (state 2 is 1, state 3 is 2, ...). The live cells of the next generation come
/// from the tiles' kernel (the decaying cells are not neighbours), with births kept off decaying
/// cells; a live cell that does not survive starts decaying, and the counters count on, a bit
/// plane at a time, to the last state and back to 0. A patch with nothing decaying and no change
/// around it last generation is not computed again: settled debris costs nothing, and ships
/// flying apart leave empty space that costs nothing either.
///
/// Under a History rule the planes are four flags instead of a counter: marked (states 3, 4, 5),
/// trace (once on: 2), start (5) and boundary (6); live cells touching a boundary die (the
/// boundary's neighbours come from a second kernel), and only changes are computed again.
public final class PatchLife: StateCells {
    public let name = "patches"
    public let rule: Rule
    public let topology: Topology
    /// The ring round a bounded board (nil on the plane).
    private let ring: BoardRing?
    public var generation: Int64 = 0
    public private(set) var lastStepBirthsAndDeaths: (births: Int, deaths: Int)?
    public private(set) var population = 0

    /// Cells a patch side (a word's bits).
    static let side = PatchKey.side
    /// The eight neighbours' offsets, N, NE, E, SE, S, SW, W, NW: the opposite of d is (d + 4) % 8.
    private static let around: [(dx: Int64, dy: Int64)] = [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)]
    private let kernel: TileKernel
    /// Under a History rule: whether any neighbour is alive, to find the cells touching a boundary.
    private let touchKernel: TileKernel?
    private let width = TileVectorWidth.widestAvailable
    /// Bit planes of the decay counter (states above 1 count from 1 up to `lastCount`).
    private let planes: Int
    private let lastCount: UInt64
    private var slots: [PatchKey: Int] = [:]
    private var keys: [PatchKey] = []
    private var inUse: [Bool] = []
    private var freeSlots: [Int] = []
    /// 8 a slot: the neighbours' slots in `around` order, -1 for none.
    private var links: [Int] = []
    /// 128 rows a slot: two buffers of live cells, `current[slot]` saying which is this generation's.
    private var live: [UInt64] = []
    private var current: [Int] = []
    /// `planes` x 64 rows a slot: the decay counter's bit planes.
    private var decay: [UInt64] = []
    /// Cells in a state other than 0, a slot.
    private var counts: [Int] = []
    /// The patches to compute next step: those with a change in or next to them, or with
    /// decaying cells (and one step after those are gone: the births they held off may come then).
    private var queue: [Int] = []
    private var queued: [Bool] = []

    /// An empty universe under `rule` on `topology` (a pair that `runs`).
    public init(rule: Rule, topology: Topology = .plane) {
        precondition(Self.runs(rule, on: topology), "PatchLife runs rules of range 1 without B0 on the plane, and Generations on boards")
        self.rule = rule
        self.topology = topology
        ring = BoardRing(topology)
        kernel = TileKernel(aliveCellsOf: rule)
        let any = UInt16(1) << (rule.neighbourhood.size + 1) - 2  // 1 to all the neighbours
        touchKernel = rule.history ? TileKernel(aliveCellsOf: Rule(birthCounts: any, survivalCounts: any, neighbourhood: rule.neighbourhood)) : nil
        planes = rule.history ? HistoryPlane.count
            : rule.states > 2 ? (UInt64(rule.states - 2)).bitWidth - UInt64(rule.states - 2).leadingZeroBitCount : 0
        lastCount = UInt64(rule.states - 2)
    }

    /// The bit planes of a History rule's patch.
    private enum HistoryPlane {
        static let marked = 0, trace = 1, start = 2, boundary = 3, count = 4
        /// The state of a cell from its live bit and its flags.
        static func state(live: Bool, _ flag: (Int) -> Bool) -> UInt8 {
            if flag(boundary) { return 6 }
            if live { return flag(start) ? 5 : flag(marked) ? 3 : 1 }
            return flag(marked) ? 4 : flag(trace) ? 2 : 0
        }
        /// Whether a cell in `state` has the flag of `plane` (its live bit aside).
        static func flag(_ plane: Int, of state: Int) -> Bool {
            switch plane {
            case marked: return state == 3 || state == 4 || state == 5
            case trace: return state == 2
            case start: return state == 5
            default: return state == 6
            }
        }
    }

    /// Whether it runs `rule` on `topology`: range 1 without B0, on the plane; on a bounded grid
    /// with sides of three cells or more, not a History rule (whose boundaries the ring does not carry).
    public static func runs(_ rule: Rule, on topology: Topology) -> Bool {
        guard rule.largerThanLife == nil, !rule.bornFromNothing else { return false }
        return topology == .plane || (!rule.history && BoardRing(topology) != nil)
    }

    private func place(_ cell: Cell) -> (PatchKey, row: Int, bit: UInt64) {
        let (row, column) = PatchKey.position(of: cell)
        return (PatchKey(containing: cell), row, UInt64(column))
    }

    private func liveRow(_ slot: Int, _ row: Int) -> UInt64 { live[slot * 128 + current[slot] * 64 + row] }

    /// A row's cells in a state other than 0.
    private func occupiedRow(_ slot: Int, _ row: Int) -> UInt64 {
        var any = liveRow(slot, row)
        for plane in 0..<planes { any |= decay[(slot * planes + plane) * 64 + row] }
        return any
    }

    /// The box of the cells in a state other than 0, from each patch's rows rather than cell by
    /// cell (the census and the endings ask it of many small patterns, every generation).
    public var bounds: CellRect? {
        var box: CellRect?
        for (key, slot) in slots {
            var columns: UInt64 = 0, first = -1, last = -1
            for row in 0..<Self.side {
                let any = occupiedRow(slot, row)
                guard any != 0 else { continue }
                if first < 0 { first = row }
                last = row
                columns |= any
            }
            guard first >= 0 else { continue }
            let corner = key.cell(row: first, column: columns.trailingZeroBitCount)
            let far = key.cell(row: last, column: 63 - columns.leadingZeroBitCount)
            let patch = CellRect(x: corner.x, y: corner.y, width: far.x - corner.x + 1, height: far.y - corner.y + 1)
            box = box.map { $0.union(patch) } ?? patch
        }
        return box
    }

    // MARK: Cells

    public func state(at cell: Cell) -> UInt8 {
        let (key, row, bit) = place(cell)
        return slots[key].map { state(slot: $0, row: row, bit: bit) } ?? 0
    }

    /// The state of the cell at `bit` of `row` in the patch at `slot`.
    private func state(slot: Int, row: Int, bit: UInt64) -> UInt8 {
        if rule.history {
            return HistoryPlane.state(live: liveRow(slot, row) >> bit & 1 != 0) { decay[(slot * planes + $0) * 64 + row] >> bit & 1 != 0 }
        }
        if liveRow(slot, row) >> bit & 1 != 0 { return 1 }
        var count: UInt64 = 0
        for plane in 0..<planes { count |= (decay[(slot * planes + plane) * 64 + row] >> bit & 1) << UInt64(plane) }
        return count == 0 ? 0 : UInt8(count + 1)
    }

    public func setState(_ state: UInt8, at cell: Cell) {
        guard PlaneLimits.contains(cell), topology.contains(cell) else { return }
        put(min(Int(state), rule.states - 1), at: cell)
    }

    /// Puts a cell in a state (on the board or in the ring round it).
    private func put(_ value: Int, at cell: Cell) {
        let (key, row, bit) = place(cell)
        let slot = slots[key] ?? allocate(key)
        let was = self.state(at: cell)
        let index = slot * 128 + current[slot] * 64 + row
        let alive = rule.history ? rule.countsAsLive(UInt8(value)) : value == 1
        live[index] = alive ? live[index] | 1 << bit : live[index] & ~(1 << bit)
        let count = value > 1 ? UInt64(value - 1) : 0
        for plane in 0..<planes {
            let at = (slot * planes + plane) * 64 + row
            let set = rule.history ? HistoryPlane.flag(plane, of: value) : count >> UInt64(plane) & 1 != 0
            decay[at] = set ? decay[at] | 1 << bit : decay[at] & ~(1 << bit)
        }
        let delta = (value != 0 ? 1 : 0) - (was != 0 ? 1 : 0)
        counts[slot] += delta
        population += delta
        // The patch, and the neighbours the cell is next to.
        let mark: UInt64 = 1 << bit
        queueChange(slot, north: row == 0 ? mark : 0, south: row == 63 ? mark : 0, west: bit == 0 ? 1 : 0,
                    east: bit == 63 ? 1 : 0)
    }

    public func load(_ cells: [Cell]) {
        slots = [:]
        keys = []
        inUse = []
        freeSlots = []
        links = []
        live = []
        current = []
        decay = []
        counts = []
        queue = []
        queued = []
        population = 0
        for cell in cells { setAlive(true, at: cell) }
    }

    /// Lights the raster's units over cells in a state other than 0, patch by patch, only the
    /// patches in its window; zoomed out, a row's cells a unit at a time (`CellRaster.addBlock`),
    /// so a huge universe costs its words, not its cells.
    public func rasterize(into raster: inout CellRaster) {
        let window = CellRect(x: raster.origin.x, y: raster.origin.y, width: Int64(raster.width) * raster.scale,
                              height: Int64(raster.height) * raster.scale)
        for (key, slot) in slots {
            let corner = key.cell(row: 0, column: 0)
            guard window.intersects(CellRect(x: corner.x, y: corner.y, width: Int64(Self.side), height: Int64(Self.side))) else { continue }
            guard raster.scale == 1 else {
                raster.addBlock(x: corner.x, y: corner.y) { occupiedRow(slot, $0) }
                continue
            }
            for row in 0..<Self.side {
                var any = occupiedRow(slot, row)
                while any != 0 {
                    let bit = UInt64(any.trailingZeroBitCount)
                    any &= any - 1
                    let cell = key.cell(row: row, column: Int(bit)), state = state(slot: slot, row: row, bit: bit)
                    raster.mark(cell)
                    if state > 1 { raster.setState(state, of: cell) }
                }
            }
        }
    }

    func forEachCell(_ body: (Cell, UInt8) -> Void) {
        for (key, slot) in slots {
            for row in 0..<Self.side {
                var any = occupiedRow(slot, row)
                while any != 0 {
                    let bit = UInt64(any.trailingZeroBitCount)
                    any &= any - 1
                    body(key.cell(row: row, column: Int(bit)), state(slot: slot, row: row, bit: bit))
                }
            }
        }
    }

    public func duplicate() -> any LifeAlgorithm {
        let copy = PatchLife(rule: rule, topology: topology)
        copy.slots = slots
        copy.keys = keys
        copy.inUse = inUse
        copy.freeSlots = freeSlots
        copy.links = links
        copy.live = live
        copy.current = current
        copy.decay = decay
        copy.counts = counts
        copy.queue = queue
        copy.queued = queued
        copy.population = population
        copy.generation = generation
        return copy
    }

    public var storageBytes: Int { 1024 + keys.count * (8 * 64 * (2 + planes) + 160) }

    // MARK: Slots

    private func allocate(_ key: PatchKey) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            keys[slot] = key
            inUse[slot] = true
        } else {
            slot = keys.count
            keys.append(key)
            inUse.append(true)
            links.append(contentsOf: repeatElement(-1, count: 8))
            live.append(contentsOf: repeatElement(0, count: 128))
            decay.append(contentsOf: repeatElement(0, count: planes * 64))
            current.append(0)
            counts.append(0)
            queued.append(false)
        }
        slots[key] = slot
        for (d, offset) in Self.around.enumerated() {
            guard let other = slots[key.offset(offset.dx, offset.dy)] else { continue }
            links[slot * 8 + d] = other
            links[other * 8 + (d + 4) % 8] = slot
        }
        return slot
    }

    /// Frees an empty slot (its rows are all zero, so a new patch starts clean).
    private func release(_ slot: Int) {
        for i in slot * 128..<slot * 128 + 128 { live[i] = 0 }
        for d in 0..<8 {
            let other = links[slot * 8 + d]
            if other >= 0 { links[other * 8 + (d + 4) % 8] = -1 }
            links[slot * 8 + d] = -1
        }
        slots[keys[slot]] = nil
        inUse[slot] = false
        queued[slot] = false
        counts[slot] = 0
        freeSlots.append(slot)
    }

    private func enqueue(_ slot: Int) {
        if !queued[slot] {
            queued[slot] = true
            queue.append(slot)
        }
    }

    /// Queues a patch whose cells changed, and the neighbours its changes touch: `north` and
    /// `south` are the changes in its top and bottom rows, `west` and `east` whether its first or
    /// last column changed. A missing neighbour is made (births may come there).
    private func queueChange(_ slot: Int, north: UInt64, south: UInt64, west: UInt64, east: UInt64) {
        enqueue(slot)
        // The sides and corners touched, in `around` order (N, NE, E, SE, S, SW, W, NW).
        let touched = (north != 0 ? 1 : 0) | (north >> 63 != 0 ? 2 : 0) | (east != 0 ? 4 : 0) | (south >> 63 != 0 ? 8 : 0)
            | (south != 0 ? 16 : 0) | (south & 1 != 0 ? 32 : 0) | (west != 0 ? 64 : 0) | (north & 1 != 0 ? 128 : 0)
        for d in 0..<8 where touched >> d & 1 != 0 {
            var other = links[slot * 8 + d]
            if other < 0 {
                let offset = Self.around[d]
                other = allocate(keys[slot].offset(offset.dx, offset.dy))
            }
            enqueue(other)
        }
    }

    // MARK: Stepping

    func stepOnce() {
        guard let ring else {
            stepPatches()
            return
        }
        // The patches as they are when read (the ring's cells and the step add patches).
        func blocks() -> some Sequence<(x: Int64, y: Int64, handle: Int)> {
            slots.lazy.map { (x: $0.key.x, y: $0.key.y, handle: $0.value) }
        }
        let written = ring.ghosts(blocks: blocks(), row: { self.liveRow($0, $1) }, isAlive: { self.state(at: $0) == 1 })
        for cell in written { put(1, at: cell) }
        stepPatches()
        let off = ring.cellsOff(blocks: blocks(), row: { slot, row in
            (0..<self.planes).reduce(self.liveRow(slot, row)) { $0 | self.decay[(slot * self.planes + $1) * 64 + row] }
        })
        let kept = written.reduce(0) { $0 + (state(at: $1) != 0 ? 1 : 0) }
        lastStepBirthsAndDeaths = BoardRing.countsOnBoard(lastStepBirthsAndDeaths, written: written.count, off: off.count, kept: kept)
        for cell in off { put(0, at: cell) }
    }

    /// One generation of the patches queued (a change in or next to them, or decaying cells).
    private func stepPatches() {
        var work: [Int] = []
        work.reserveCapacity(queue.count)
        for slot in queue where inUse[slot] && queued[slot] {
            queued[slot] = false
            work.append(slot)
        }
        queue.removeAll(keepingCapacity: true)
        // Each patch's live cells next, into its other buffer (which nothing reads now).
        let zero = [UInt64](repeating: 0, count: 64)
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: max(kernel.scratchBytes, touchKernel?.scratchBytes ?? 0, 1), alignment: 64)
        defer { scratch.deallocate() }
        live.withUnsafeMutableBufferPointer { rows in
            zero.withUnsafeBufferPointer { empty in
                links.withUnsafeBufferPointer { links in
                    current.withUnsafeBufferPointer { current in
                        for slot in work {
                            @inline(__always) func rowsOf(_ d: Int) -> UnsafePointer<UInt64> {
                                let other = links[slot * 8 + d]
                                return other < 0 ? empty.baseAddress! : UnsafePointer(rows.baseAddress! + other * 128 + current[other] * 64)
                            }
                            _ = kernel.step(width: width, center: UnsafePointer(rows.baseAddress! + slot * 128 + current[slot] * 64),
                                            north: rowsOf(0), south: rowsOf(4), west: rowsOf(6), east: rowsOf(2),
                                            northWest: rowsOf(7), northEast: rowsOf(1), southWest: rowsOf(5), southEast: rowsOf(3),
                                            blocks: 0xFF, out: rows.baseAddress! + slot * 128 + (1 - current[slot]) * 64,
                                            scratch: scratch)
                        }
                    }
                }
            }
        }
        // Under a History rule, the cells with a boundary cell around them, 64 rows a patch of `work`.
        var touching: [UInt64] = []
        if let touchKernel {
            touching = [UInt64](repeating: 0, count: work.count * 64)
            let boundary = HistoryPlane.boundary, planes = planes
            decay.withUnsafeBufferPointer { decay in
                zero.withUnsafeBufferPointer { empty in
                    touching.withUnsafeMutableBufferPointer { out in
                        for (n, slot) in work.enumerated() {
                            @inline(__always) func rowsOf(_ other: Int) -> UnsafePointer<UInt64> {
                                other < 0 ? empty.baseAddress! : decay.baseAddress! + (other * planes + boundary) * 64
                            }
                            func around(_ d: Int) -> UnsafePointer<UInt64> { rowsOf(links[slot * 8 + d]) }
                            _ = touchKernel.step(width: width, center: rowsOf(slot), north: around(0), south: around(4), west: around(6),
                                                 east: around(2), northWest: around(7), northEast: around(1), southWest: around(5),
                                                 southEast: around(3), blocks: 0xFF, out: out.baseAddress! + n * 64, scratch: scratch)
                        }
                    }
                }
            }
        }
        // Births kept off decaying cells, the counters counted on; then what to compute next.
        var births = 0, deaths = 0
        var changes: [(slot: Int, north: UInt64, south: UInt64, west: UInt64, east: UInt64)] = []
        var decaying: [Int] = [], emptied: [Int] = []
        live.withUnsafeMutableBufferPointer { live in
            decay.withUnsafeMutableBufferPointer { decay in
                for (n, slot) in work.enumerated() {
                    let base = slot * 128 + current[slot] * 64, nextBase = slot * 128 + (1 - current[slot]) * 64
                    var count = 0, anyDecay: UInt64 = 0, west: UInt64 = 0, east: UInt64 = 0, anyChange: UInt64 = 0
                    for row in 0..<64 {
                        let was = live[base + row]
                        let now: UInt64
                        if !touching.isEmpty {
                            // History: no birth on a boundary, a live cell touching one dies; the flags follow.
                            let flags = slot * planes * 64 + row
                            func flag(_ plane: Int) -> Int { flags + plane * 64 }
                            let boundary = decay[flag(HistoryPlane.boundary)]
                            now = live[nextBase + row] & ~boundary & ~(was & touching[n * 64 + row])
                            let died = was & ~now
                            decay[flag(HistoryPlane.trace)] |= died
                            decay[flag(HistoryPlane.start)] &= now
                            count += (now | decay[flag(HistoryPlane.marked)] | decay[flag(HistoryPlane.trace)] | boundary).nonzeroBitCount
                            deaths += died.nonzeroBitCount
                        } else {
                            // The decay counter of this row, a plane a word; cells at 0 are not decaying.
                            var counting: UInt64 = 0
                            for plane in 0..<planes { counting |= decay[(slot * planes + plane) * 64 + row] }
                            anyDecay |= counting
                            now = live[nextBase + row] & ~counting
                            let died = was & ~now
                            if planes > 0 {
                                // Count on where counting; a cell that died starts at 1; the last state goes back to 0.
                                var carry = counting, atLast = counting, after: UInt64 = 0
                                for plane in 0..<planes {
                                    let at = (slot * planes + plane) * 64 + row
                                    let bit = decay[at]
                                    atLast &= lastCount >> UInt64(plane) & 1 != 0 ? bit : ~bit
                                    decay[at] = bit ^ carry
                                    carry &= bit
                                }
                                for plane in 0..<planes {
                                    let at = (slot * planes + plane) * 64 + row
                                    decay[at] = decay[at] & ~atLast | (plane == 0 ? died : 0)
                                    after |= decay[at]
                                }
                                anyDecay |= after
                                deaths += atLast.nonzeroBitCount
                                count += (now | after).nonzeroBitCount
                            } else {
                                deaths += died.nonzeroBitCount
                                count += now.nonzeroBitCount
                            }
                        }
                        let change = now ^ was
                        births += (now & ~was).nonzeroBitCount
                        anyChange |= change
                        west |= change & 1
                        east |= change >> 63
                        live[nextBase + row] = now
                    }
                    let changedNorth = live[nextBase] ^ live[base], changedSouth = live[nextBase + 63] ^ live[base + 63]
                    current[slot] = 1 - current[slot]
                    population += count - counts[slot]
                    counts[slot] = count
                    if anyChange != 0 { changes.append((slot, changedNorth, changedSouth, west, east)) }
                    if anyDecay != 0 { decaying.append(slot) }
                    if count == 0 { emptied.append(slot) }
                }
            }
        }
        for change in changes { queueChange(change.slot, north: change.north, south: change.south, west: change.west, east: change.east) }
        for slot in decaying { enqueue(slot) }
        // An empty patch goes once nothing around it changed (else births may come in it).
        for slot in emptied where !queued[slot] { release(slot) }
        lastStepBirthsAndDeaths = (births, deaths)
    }
}
