/// Every rule on every topology: two-state rules of range 1 (non-totalistic, hexagonal, von Neumann,
/// B0), Generations and Larger than Life, on the plane and on each of Golly's bounded grids. Cells
/// are states in a dense window around the pattern (the whole board on a bounded side); each
/// generation reads a copy of the live cells padded by the rule's range, the padding filled as the
/// topology joins the edges. A B0 rule is run as Golly runs it: the pattern is kept inverted while
/// the background is alive (from the start when the rule has S8 too), so what is stored (and
/// counted) stays finite on the plane; Golly keeps bounded grids the same way.
public final class GridLife: StateCells {
    public let name = "grid"
    public let rule: Rule
    public let topology: Topology
    public var generation: Int64 = 0
    public private(set) var lastStepBirthsAndDeaths: (births: Int, deaths: Int)?

    /// The window's top-left cell and size; `states` holds its cells row by row.
    private var originX: Int64 = 0, originY: Int64 = 0
    private var width = 0, height = 0
    private var states: [UInt8] = []
    /// Whether the stored pattern is the inverse of the true one (B0 on an unbounded side), which
    /// follows from the generation.
    private var inverted: Bool { rule.storedInverted(atGeneration: generation) }
    public private(set) var population = 0

    /// The largest window, in cells, before a step refuses to grow it further (a step holds
    /// about `bytesPerCellAtAStep` a cell: a gigabyte at this size).
    public static let maximumCells = 100_000_000
    /// About what a step holds a cell of the window: the states, a padded copy, counts and sums.
    static let bytesPerCellAtAStep = 10
    /// About what a step holds a row of the window beyond its cells, `reach` cells from it: the
    /// row's columns to compute (and its padded row's), and the padding beside it.
    static func bytesPerRowAtAStep(reach: Int) -> Int { 16 + 4 * reach }
    /// Why it cannot hold its cells (a window past `maximumCells`) or step further; nil: it can.
    public private(set) var refusal: EngineError?
    /// The largest bounded board it takes (as Golly's Larger than Life does).
    public static let maximumBoardCells = 100_000_000

    /// An empty universe.
    public init(rule: Rule, topology: Topology = .plane) {
        self.rule = rule
        self.topology = topology
        if let board = boardSize {
            width = board.width.map(Int.init) ?? 0
            height = board.height.map(Int.init) ?? 0
            if board.width != nil && board.height != nil { states = [UInt8](repeating: 0, count: width * height) }
        }
    }

    /// The board's sides (nil: unbounded), or nil on the plane.
    private var boardSize: (width: Int64?, height: Int64?)? { topology.size }
    private var boundedX: Bool { boardSize?.width != nil }
    private var boundedY: Bool { boardSize?.height != nil }

    /// How far a cell sees.
    private var reach: Int { rule.largerThanLife?.range ?? 1 }

    // MARK: Cells

    /// The state of a cell as stored (inverted while a B0 background is alive).
    public func state(at cell: Cell) -> UInt8 {
        guard let i = index(cell) else { return 0 }
        return states[i]
    }

    public func setState(_ state: UInt8, at cell: Cell) {
        guard topology.contains(cell) else { return }
        let value = min(state, UInt8(clamping: rule.states - 1))
        include(cell)
        guard let i = index(cell) else { return }
        population += (value != 0 ? 1 : 0) - (states[i] != 0 ? 1 : 0)
        states[i] = value
    }

    public func load(_ cells: [Cell]) {
        clear()
        for cell in cells { setAlive(true, at: cell) }
    }

    private func clear() {
        if boundedX && boundedY {
            states = [UInt8](repeating: 0, count: width * height)
        } else {
            states = []
            if !boundedX { width = 0 }
            if !boundedY { height = 0 }
        }
        population = 0
        refusal = nil
    }

    public var bounds: CellRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<height {
            let row = y * width
            for x in 0..<width where states[row + x] != 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CellRect(x: originX + Int64(minX), y: originY + Int64(minY), width: Int64(maxX - minX + 1), height: Int64(maxY - minY + 1))
    }

    func forEachCell(_ body: (Cell, UInt8) -> Void) {
        for y in 0..<height {
            let row = y * width
            for x in 0..<width where states[row + x] != 0 {
                body(Cell(originX + Int64(x), originY + Int64(y)), states[row + x])
            }
        }
    }

    public func liveCells() -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(population)
        forEachLiveCell { cells.append($0) }
        return cells
    }

    public func duplicate() -> any LifeAlgorithm {
        let copy = GridLife(rule: rule, topology: topology)
        copy.generation = generation
        (copy.originX, copy.originY, copy.width, copy.height) = (originX, originY, width, height)
        copy.states = states
        copy.population = population
        copy.refusal = refusal
        return copy
    }

    /// What a step holds: a board a cell wide holds as much a row as a cell (a 1x10^8 torus took 5 GB).
    public var storageBytes: Int {
        1024 + states.count * Self.bytesPerCellAtAStep + (height + 2 * reach) * Self.bytesPerRowAtAStep(reach: reach)
    }

    /// The index of a cell in the window, or nil outside it.
    private func index(_ cell: Cell) -> Int? {
        let dx = cell.x &- originX, dy = cell.y &- originY
        guard dx >= 0, dy >= 0, dx < Int64(width), dy < Int64(height) else { return nil }
        return Int(dy) * width + Int(dx)
    }

    /// Grows the window on its unbounded sides so it holds `cell`.
    private func include(_ cell: Cell) {
        guard index(cell) == nil else { return }
        let empty = states.isEmpty || width == 0 || height == 0
        var x0 = originX, y0 = originY, x1 = originX + Int64(width) - 1, y1 = originY + Int64(height) - 1
        if !boundedX { (x0, x1) = empty ? (cell.x, cell.x) : (min(x0, cell.x), max(x1, cell.x)) }
        if !boundedY { (y0, y1) = empty ? (cell.y, cell.y) : (min(y0, cell.y), max(y1, cell.y)) }
        // Cells too far apart for the window (their distance could pass 64 bits) are refused, not
        // held in part: the first step then says so (it trapped, or ran out of memory).
        let w = x1.subtractingReportingOverflow(x0), h = y1.subtractingReportingOverflow(y0)
        guard !w.overflow, !h.overflow, w.partialValue < Int64(Self.maximumCells), h.partialValue < Int64(Self.maximumCells),
              (w.partialValue + 1) * (h.partialValue + 1) <= Int64(Self.maximumCells) else {
            refusal = .gridTooLarge(cells: Self.maximumCells)
            return
        }
        resize(x0: x0, y0: y0, width: Int(w.partialValue + 1), height: Int(h.partialValue + 1))
    }

    /// Moves the window, keeping the cells that stay inside it.
    private func resize(x0: Int64, y0: Int64, width newWidth: Int, height newHeight: Int) {
        var next = [UInt8](repeating: 0, count: newWidth * newHeight)
        // The columns the two windows share, as offsets into each row.
        let fromX = max(0, Int(x0 - originX)), toX = min(width, Int(x0 - originX) + newWidth)
        if fromX < toX {
            states.withUnsafeBufferPointer { old in
                next.withUnsafeMutableBufferPointer { next in
                    for y in 0..<height {
                        let ny = Int(originY + Int64(y) - y0)
                        guard ny >= 0, ny < newHeight else { continue }
                        let nx = Int(originX + Int64(fromX) - x0)
                        (next.baseAddress! + ny * newWidth + nx).update(from: old.baseAddress! + y * width + fromX, count: toX - fromX)
                    }
                }
            }
        }
        (originX, originY, width, height, states) = (x0, y0, newWidth, newHeight, next)
    }

    // MARK: Stepping

    func stepOnce() {
        if let ltl = rule.largerThanLife, ltl.shape == .moore, rule.states == 2, !boundedX, !boundedY, !inverted {
            stepSquaresOnPlane(ltl)
            return
        }
        let r = reach
        // The new window: the board on bounded sides, the old window and `r` more on unbounded ones.
        let newX0 = boundedX ? 0 : originX - Int64(r), newY0 = boundedY ? 0 : originY - Int64(r)
        let newWidth = boundedX ? width : width + 2 * r, newHeight = boundedY ? height : height + 2 * r
        guard newWidth > 0, newHeight > 0, newWidth * newHeight <= Self.maximumCells else {
            refusal = .gridTooLarge(cells: Self.maximumCells)
            return
        }
        // The true live cells (state 1) of the new window padded by `r`.
        let padWidth = newWidth + 2 * r, padHeight = newHeight + 2 * r
        let background: UInt8 = inverted ? 1 : 0
        let twoState = rule.states == 2
        // Larger than Life's square on the open plane counts straight from the window's own running
        // sums (everything around it is empty): no padded copy, a window of the pattern's size.
        let squareOnPlane = rule.largerThanLife?.shape == .moore && !boundedX && !boundedY && !inverted
        var live = [UInt8](repeating: twoState ? background : 0, count: squareOnPlane ? 0 : padWidth * padHeight)
        // The window's own cells, row by row; then, beyond a bounded side, what the edges join to.
        let padX0 = newX0 - Int64(r), padY0 = newY0 - Int64(r)
        if !squareOnPlane { states.withUnsafeBufferPointer { stored in
            live.withUnsafeMutableBufferPointer { pad in
                for y in 0..<height {
                    let py = Int(originY + Int64(y) - padY0), px = Int(originX - padX0)
                    let row = py * padWidth + px, from = y * width
                    for x in 0..<width {
                        let state = stored[from + x]
                        pad[row + x] = twoState ? (state != 0 ? 1 : 0) ^ background : (rule.countsAsLive(state) ? 1 : 0)
                    }
                }
            }
        } }
        // Under a History rule, where the boundary cells (state 6) are, padded as `live` is.
        var walls = [UInt8](repeating: 0, count: rule.history ? padWidth * padHeight : 0)
        if rule.history {
            for y in 0..<height {
                let row = Int(originY + Int64(y) - padY0) * padWidth + Int(originX - padX0)
                for x in 0..<width where states[y * width + x] == 6 { walls[row + x] = 1 }
            }
        }
        if boundedX || boundedY {
            for py in 0..<padHeight {
                let y = padY0 + Int64(py)
                let rowOutside = boundedY && (py < r || py >= r + newHeight)
                for px in 0..<padWidth where rowOutside || (boundedX && (px < r || px >= r + newWidth)) {
                    let stored = joinedState(padX0 + Int64(px), y)
                    live[py * padWidth + px] = rule.states == 2 ? (stored != 0 ? 1 : 0) ^ background : (rule.countsAsLive(stored) ? 1 : 0)
                    if rule.history { walls[py * padWidth + px] = stored == 6 ? 1 : 0 }
                }
            }
        }
        let history = rule.history, neighbours = Int(rule.neighbourhood.mask)
        let nextInverted = rule.storedInverted(atGeneration: generation + 1)
        var next = [UInt8](repeating: 0, count: newWidth * newHeight)
        var births = 0, deaths = 0, count = 0
        let ltl = rule.largerThanLife
        let shiftX = Int(newX0 - originX), shiftY = Int(newY0 - originY)
        let ltlCounts = squareOnPlane ? squareCounts(range: r, newWidth: newWidth, newHeight: newHeight, shiftX: shiftX, shiftY: shiftY)
            : ltl.map { LargerThanLifeCounts.counts(live, padWidth: padWidth, padHeight: padHeight, rule: $0) }
        let decayEnd = UInt8(clamping: rule.states)
        // The rule as 512 bytes, read without bounds checks in the loop below.
        let table = (0..<512).map { rule.table.next($0) ? UInt8(1) : 0 }
        let flip: UInt8 = nextInverted ? 1 : 0
        let (oldWidth, oldHeight) = (width, height)
        // nil: every column of every row.
        let spans = squareOnPlane ? nil
            : activeSpans(live, padWidth: padWidth, padHeight: padHeight, reach: r, newWidth: newWidth, newHeight: newHeight,
                          shiftX: shiftX, shiftY: shiftY, nextInverted: nextInverted)
        states.withUnsafeBufferPointer { stored in
        live.withUnsafeBufferPointer { pad in
        walls.withUnsafeBufferPointer { walls in
        table.withUnsafeBufferPointer { rule in
        next.withUnsafeMutableBufferPointer { out in
            for y in 0..<newHeight {
                let span = spans.map { Int($0[y].lowerBound)..<Int($0[y].upperBound) } ?? 0..<newWidth
                guard !span.isEmpty else { continue }
                let oy = shiftY + y
                let oldRow = oy >= 0 && oy < oldHeight ? oy * oldWidth : -1
                let above = (y + r - 1) * padWidth + r, middle = above + padWidth, below = middle + padWidth
                for x in span {
                    let ox = shiftX + x
                    let was = oldRow >= 0 && ox >= 0 && ox < oldWidth ? stored[oldRow + ox] : 0
                    let value: UInt8
                    if let counts = ltlCounts, let ltl {
                        var n = Int(counts[y * newWidth + x])
                        if !ltl.countsMiddle && was == 1 { n -= 1 }
                        value = Self.decay(was, born: ltl.birth.contains(n), survives: ltl.survival.contains(n), end: decayEnd)
                    } else {
                        let a = above + x, m = middle + x, b = below + x
                        var block = Int(pad[a - 1]) | Int(pad[a]) << 1 | Int(pad[a + 1]) << 2
                        block |= Int(pad[m - 1]) << 3 | Int(pad[m + 1]) << 4
                        block |= Int(pad[b - 1]) << 5 | Int(pad[b]) << 6 | Int(pad[b + 1]) << 7
                        if decayEnd == 2 {
                            value = rule[block | Int(pad[m]) << 8] ^ flip
                        } else if history {
                            var wall = Int(walls[a - 1]) | Int(walls[a]) << 1 | Int(walls[a + 1]) << 2
                            wall |= Int(walls[m - 1]) << 3 | Int(walls[m + 1]) << 4
                            wall |= Int(walls[b - 1]) << 5 | Int(walls[b]) << 6 | Int(walls[b + 1]) << 7
                            value = Rule.historyNext(was, alive: rule[block | Int(pad[m]) << 8] != 0, touchesBoundary: wall & neighbours != 0)
                        } else {
                            value = Self.decay(was, born: rule[block] != 0, survives: rule[block | 1 << 8] != 0, end: decayEnd)
                        }
                    }
                    out[y * newWidth + x] = value
                    if value != 0 { count += 1 }
                    if history {
                        // Cells turning on and off: a History cell never returns to 0.
                        let (on, wasOn) = (value & 1 == 1 && value < 6, was & 1 == 1 && was < 6)
                        if on && !wasOn { births += 1 } else if wasOn && !on { deaths += 1 }
                    } else if value != 0 && was == 0 { births += 1 } else if value == 0 && was != 0 { deaths += 1 }
                }
            }
        }
        }
        }
        }
        }
        (originX, originY, width, height, states) = (newX0, newY0, newWidth, newHeight, next)
        population = count
        lastStepBirthsAndDeaths = (births, deaths)
        trim()
    }

    /// One generation of a two-state Larger than Life rule on the square, on the open plane (the
    /// large ranges the patches leave here): each cell's count from running sums of the window as
    /// it is, a row at a time, then its next state, into a window `r` larger on every side, cut
    /// down to the live cells' bounds found on the way.
    private func stepSquaresOnPlane(_ ltl: LargerThanLife) {
        let r = ltl.range
        let newWidth = width + 2 * r, newHeight = height + 2 * r
        guard width > 0, height > 0 else {
            // Nothing lives: nothing is born from nothing (no B0 here).
            lastStepBirthsAndDeaths = (0, 0)
            return
        }
        guard newWidth * newHeight <= Self.maximumCells else {
            refusal = .gridTooLarge(cells: Self.maximumCells)
            return
        }
        // Running sums: area[(y + 1) * stride + x + 1] is the live cells above and left of (x, y), inclusive.
        let stride = width + 1
        var area = [Int32](repeating: 0, count: stride * (height + 1))
        states.withUnsafeBufferPointer { cells in
            area.withUnsafeMutableBufferPointer { area in
                for y in 0..<height {
                    var row: Int32 = 0
                    let from = cells.baseAddress! + y * width, above = area.baseAddress! + y * stride + 1
                    let into = area.baseAddress! + (y + 1) * stride + 1
                    for x in 0..<width {
                        row &+= Int32(from[x])
                        into[x] = above[x] &+ row
                    }
                }
            }
        }
        // A cell lives next when its count (itself included) lies in the birth range (empty
        // before) or the survival range (alive before; shifted by itself when the middle is not counted).
        let shift: Int32 = ltl.countsMiddle ? 0 : 1
        let bornFrom = Int32(ltl.birth.lowerBound), bornTo = Int32(ltl.birth.upperBound)
        let survivesFrom = Int32(ltl.survival.lowerBound) + shift, survivesTo = Int32(ltl.survival.upperBound) + shift
        var next = [UInt8](repeating: 0, count: newWidth * newHeight)
        var counts = [Int32](repeating: 0, count: newWidth)
        var births = 0, deaths = 0, population = 0
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        states.withUnsafeBufferPointer { cells in
        area.withUnsafeBufferPointer { area in
        counts.withUnsafeMutableBufferPointer { counts in
        next.withUnsafeMutableBufferPointer { next in
            let counts = counts.baseAddress!, sums = area.baseAddress!
            // The new window's columns whose square's left edge is not clamped to the old window's
            // column 0 (x >= 2r), and whose right edge is not clamped to its last (x + r - r < width - r).
            let freeFrom = min(2 * r, newWidth), freeTo = max(freeFrom, min(width, newWidth))
            for y in 0..<newHeight {
                // Old rows oy - r ... oy + r, clamped (oy = y - r).
                let top = max(y - 2 * r, 0), bottom = min(y, height - 1)
                let below = sums + (bottom + 1) * stride, above = sums + top * stride
                for x in 0..<freeFrom {
                    let right = min(x, width - 1) + 1
                    counts[x] = below[right] &- above[right]
                }
                for x in freeFrom..<freeTo {
                    counts[x] = below[x + 1] &- above[x + 1] &- below[x - 2 * r] &+ above[x - 2 * r]
                }
                for x in freeTo..<newWidth {
                    let left = min(x - 2 * r, width)
                    counts[x] = below[width] &- above[width] &- below[left] &+ above[left]
                }
                // The old row this one was (cells r...r + width - 1 of it), if any.
                let out = next.baseAddress! + y * newWidth
                let oldRow: UnsafePointer<UInt8>? = y >= r && y < r + height ? cells.baseAddress! + (y - r) * width : nil
                // n in from...to as one unsigned comparison, so the loops below have no branch.
                @inline(__always) func within(_ n: Int32, _ from: Int32, _ to: Int32) -> UInt8 {
                    UInt32(bitPattern: n &- from) <= UInt32(bitPattern: to &- from) ? 1 : 0
                }
                var rowLive = 0, rowBirths = 0, rowDeaths = 0
                // Where no cell lived: births only.
                @inline(__always) func empty(_ columns: Range<Int>) {
                    for x in columns {
                        let value = within(counts[x], bornFrom, bornTo)
                        out[x] = value
                        rowBirths &+= Int(value)
                    }
                }
                if let oldRow {
                    empty(0..<r)
                    for x in r..<(r + width) {
                        let was = oldRow[x - r], n = counts[x]
                        let value = was == 0 ? within(n, bornFrom, bornTo) : within(n, survivesFrom, survivesTo)
                        out[x] = value
                        rowLive &+= Int(value & was)
                        rowBirths &+= Int(value & ~was)
                        rowDeaths &+= Int(was & ~value)
                    }
                    empty((r + width)..<newWidth)
                } else {
                    empty(0..<newWidth)
                }
                rowLive &+= rowBirths
                population &+= rowLive
                births &+= rowBirths
                deaths &+= rowDeaths
                guard rowLive > 0 else { continue }
                minY = min(minY, y)
                maxY = y
                var first = 0, last = newWidth - 1
                while out[first] == 0 { first += 1 }
                while out[last] == 0 { last -= 1 }
                minX = min(minX, first)
                maxX = max(maxX, last)
            }
        }
        }
        }
        }
        (originX, originY, width, height, states) = (originX - Int64(r), originY - Int64(r), newWidth, newHeight, next)
        self.population = population
        lastStepBirthsAndDeaths = (births, deaths)
        guard population > 0 else {
            (width, height, states) = (0, 0, [])
            return
        }
        resize(x0: originX + Int64(minX), y0: originY + Int64(minY), width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// For each row of the new window, the columns that can hold a cell next generation: those
    /// within reach of a live cell, and those of a cell stored now (a decaying one goes on by
    /// itself); nil with B0, whose background itself changes, so every cell is computed. Eight
    /// bytes a row (a board a cell wide and 10^8 tall took 2.4 GB in optional ranges).
    private func activeSpans(_ live: [UInt8], padWidth: Int, padHeight: Int, reach r: Int, newWidth: Int, newHeight: Int,
                             shiftX: Int, shiftY: Int, nextInverted: Bool) -> [Range<Int32>]? {
        guard !inverted, !nextInverted, !rule.bornFromNothing else { return nil }
        // Each padded row's live columns (first and last), in the new window's columns; empty: none.
        var rowSpan = [Range<Int32>](repeating: 0..<0, count: padHeight)
        live.withUnsafeBufferPointer { pad in
            for py in 0..<padHeight {
                let row = py * padWidth
                guard let first = (0..<padWidth).first(where: { pad[row + $0] != 0 }) else { continue }
                let last = (0..<padWidth).last(where: { pad[row + $0] != 0 })!
                rowSpan[py] = Int32(first - r)..<Int32(last - r + 1)
            }
        }
        var spans = [Range<Int32>](repeating: 0..<0, count: newHeight)
        for y in 0..<newHeight {
            var low = Int.max, high = Int.min
            for py in y...(y + 2 * r) where !rowSpan[py].isEmpty {
                low = min(low, Int(rowSpan[py].lowerBound) - r)
                high = max(high, Int(rowSpan[py].upperBound) - 1 + r)
            }
            let oy = shiftY + y
            if oy >= 0 && oy < height {
                let row = oy * width
                if let first = (0..<width).first(where: { states[row + $0] != 0 }) {
                    let last = (0..<width).last(where: { states[row + $0] != 0 })!
                    low = min(low, first - shiftX)
                    high = max(high, last - shiftX)
                }
            }
            let from = max(0, low), to = min(newWidth - 1, high)
            if from <= to { spans[y] = Int32(from)..<Int32(to + 1) }
        }
        return spans
    }

    /// The stored state of a cell wherever it lies: inside the window, on the background of an
    /// unbounded side (0), or beyond a bounded edge (where the topology joins it).
    private func joinedState(_ x: Int64, _ y: Int64) -> UInt8 {
        var (x, y) = (x, y)
        if !topology.contains(Cell(x, y)) {
            switch topology {
            case .plane: break
            case let .torus(w, h): (x, y) = (((x % w) + w) % w, ((y % h) + h) % h)
            case let .grid(grid):
                if rule.largerThanLife != nil {
                    // Larger than Life runs on a plain torus or tube, or a bounded plane (`Rule.check`).
                    guard grid.kind == .torus else { return 0 }
                    if grid.width > 0 { x = ((x % grid.width) + grid.width) % grid.width }
                    if grid.height > 0 { y = ((y % grid.height) + grid.height) % grid.height }
                } else {
                    // Beyond a bounded plane's edge the stored cells are empty: the background.
                    guard let inside = grid.outside(x, y) else { return 0 }
                    (x, y) = inside
                }
            }
        }
        let dx = x &- originX, dy = y &- originY
        guard dx >= 0, dy >= 0, dx < Int64(width), dy < Int64(height) else { return 0 }
        return states[Int(dy) * width + Int(dx)]
    }

    /// Counts over squares of side 2r+1 for the new window, from running sums of the live cells
    /// of the window as it is (nothing lives outside it on the open plane).
    private func squareCounts(range r: Int, newWidth: Int, newHeight: Int, shiftX: Int, shiftY: Int) -> [Int32] {
        let stride = width + 1
        var area = [Int32](repeating: 0, count: stride * (height + 1))
        for y in 0..<height {
            var row: Int32 = 0
            for x in 0..<width {
                row += states[y * width + x] == 1 ? 1 : 0
                area[(y + 1) * stride + x + 1] = area[y * stride + x + 1] + row
            }
        }
        var counts = [Int32](repeating: 0, count: newWidth * newHeight)
        area.withUnsafeBufferPointer { sums in
        counts.withUnsafeMutableBufferPointer { counts in
            // A square's columns run from ox - r to ox + r, clamped to the window: the running sums'
            // column `right + 1` less column `left`, where column 0 is all zeroes and column `width`
            // the whole row. Split at the clamps, each stretch is one subtraction pattern.
            let lowStart = r - shiftX, highStart = width - 1 - r - shiftX + 1
            for y in 0..<newHeight {
                let oy = y + shiftY
                let top = max(oy - r, 0), bottom = min(oy + r, height - 1)
                guard top <= bottom else { continue }
                let below = sums.baseAddress! + (bottom + 1) * stride, above = sums.baseAddress! + top * stride
                let out = counts.baseAddress! + y * newWidth
                // x where the left edge is clamped to column 0, and where the right edge is clamped.
                let xs = 0..<newWidth
                for x in xs.clamped(to: 0..<max(0, lowStart)) {
                    let right = min(x + shiftX + r, width - 1)
                    if right >= 0 { out[x] = below[right + 1] - above[right + 1] }
                }
                let free = xs.clamped(to: max(0, lowStart)..<max(max(0, lowStart), highStart))
                for x in free {
                    let ox = x + shiftX
                    out[x] = below[ox + r + 1] - above[ox + r + 1] - below[ox - r] + above[ox - r]
                }
                for x in xs.clamped(to: max(max(0, lowStart), highStart)..<newWidth) {
                    let left = max(x + shiftX - r, 0)
                    if left < width { out[x] = below[width] - above[width] - below[left] + above[left] }
                }
            }
        }
        }
        return counts
    }

    /// Shrinks the window on its unbounded sides to the cells stored.
    private func trim() {
        guard !(boundedX && boundedY) else { return }
        guard population > 0, let box = bounds else {
            if !boundedX { width = 0 }
            if !boundedY { height = 0 }
            states = []
            return
        }
        let x0 = boundedX ? 0 : box.x, y0 = boundedY ? 0 : box.y
        let w = boundedX ? width : Int(box.width), h = boundedY ? height : Int(box.height)
        if x0 != originX || y0 != originY || w != width || h != height { resize(x0: x0, y0: y0, width: w, height: h) }
    }
}
