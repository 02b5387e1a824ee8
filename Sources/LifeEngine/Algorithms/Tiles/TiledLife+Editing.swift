import Dispatch
import TileKernels
import TileKernelsWide

/// Reading and writing single cells, loading a pattern in bulk, and what an edit marks for the next steps.
extension TiledLife {
    /// Whether the cell is alive.
    public func isAlive(_ cell: Cell) -> Bool { stored(at: topology.wrap(cell)) }

    /// Whether the cell's bit is set where it lies (not wrapped onto a torus: the ring round a board).
    func stored(at cell: Cell) -> Bool {
        guard let slot = index[TileKey(containing: cell)] else { return false }
        return rows[base(Int(slot)) + Int(cell.y & 63)] >> UInt64(cell.x & 63) & 1 != 0
    }

    /// Makes the cell alive or dead (a cell off a bounded grid other than the torus is left alone).
    public func setAlive(_ alive: Bool, at cell: Cell) {
        let cell = topology.wrap(cell)
        guard topology.contains(cell) else { return }
        write(alive, at: cell)
    }

    func write(_ alive: Bool, at cell: Cell) {
        let key = TileKey(containing: cell)
        let slot: Int32
        if let existing = index[key] {
            slot = existing
        } else {
            guard alive else { return }
            slot = allocate(key)
        }
        let s = Int(slot)
        let buffer = currentBuffer(s)
        let b = s * 128 + buffer * 64
        let i = b + Int(cell.y & 63)
        let bit = UInt64(1) << UInt64(cell.x & 63)
        guard (rows[i] & bit != 0) != alive else { return }
        if alive { rows[i] |= bit } else { rows[i] &= ~bit }
        cachedPopulation = cachedPopulation.map { $0 + (alive ? 1 : -1) }
        summarize(s, block: Int(cell.y & 63) >> 3)
        markAround(slot)
        expand(slot)
        noteEdit(slot)
    }

    /// Replaces the universe's cells, writing them tile by tile and settling each touched tile once.
    public func load(_ cells: [Cell]) {
        // No tile limit, so nothing is thrown.
        try? load { add in
            for cell in cells { try add(cell.x, cell.y, 1) }
        }
    }

    /// Replaces the universe's cells with the runs of live cells that `runs` hands to its argument
    /// (leftmost x, y, length), written straight into the tiles: no list of cells is made, and
    /// each touched tile is settled once at the end.
    /// - Throws: a `PatternParseError` with line 0 when the runs reach more than `maxTiles` tiles
    ///   (a reader such as `RLEDocument` puts its own line and column on it), or what `runs`
    ///   throws; the universe is left empty then.
    public func load(maxTiles: Int = .max,
                     runs: (_ add: (_ x: Int64, _ y: Int64, _ length: Int64) throws -> Void) throws -> Void) throws {
        removeAllTiles()
        var allocated = 0
        var lastKey = TileKey(x: .min, y: .min), lastSlot = Self.none
        // On a bounded board a run may wrap round or leave the board, so it goes a cell at a time.
        let widest: Int64 = topology == .plane ? 64 : 1
        do {
            try runs { x, y, length in
                var x = x, remaining = length
                while remaining > 0 {
                    let cell = topology.wrap(Cell(x, y))
                    guard topology.contains(cell) else {
                        x += 1
                        remaining -= 1
                        continue
                    }
                    let key = TileKey(containing: cell)
                    if key != lastKey || lastSlot == Self.none {
                        lastKey = key
                        if let slot = index[key] {
                            lastSlot = slot
                        } else {
                            guard allocated < maxTiles else {
                                throw PatternParseError.overBudget(line: 0, column: 0, message:
                                    "the live cells are spread over more than \(maxTiles) areas of 64x64 cells; "
                                    + "Life loads at most that many")
                            }
                            lastSlot = allocate(key)
                            allocated += 1
                        }
                    }
                    let column = cell.x & 63
                    let span = min(remaining, widest - column % widest)
                    let bits = span == 64 ? ~UInt64(0) : ((UInt64(1) << UInt64(span)) - 1) << UInt64(column)
                    let s = Int(lastSlot)
                    rows[s * 128 + currentBuffer(s) * 64 + Int(cell.y & 63)] |= bits
                    x += span
                    remaining -= span
                }
            }
        } catch {
            removeAllTiles()
            throw error
        }
        // Every tile was made by this load (it began with none): all of them are settled.
        settle(tiles.indices.dropFirst().map { Int32($0) })
    }

    /// Replaces the universe's cells with whole tiles: `words` holds 64 rows for each of `keys`
    /// (as `kept()` packs them).
    func restore(_ keys: [TileKey], words: [UInt64]) {
        precondition(words.count == keys.count * 64, "64 rows a tile")
        removeAllTiles()
        let slots = keys.map { allocate($0) }
        rows.withUnsafeMutableBufferPointer { all in
            for (i, slot) in slots.enumerated() {
                let first = base(Int(slot))
                for r in 0..<64 { all[first + r] = words[i * 64 + r] }
            }
        }
        settle(slots)
    }

    /// Brings freshly written tiles' summaries, marks and neighbours up to date.
    private func settle(_ touched: [Int32]) {
        cachedPopulation = nil
        for slot in touched {
            for block in 0..<8 { summarize(Int(slot), block: block) }
            markAround(slot)
            noteEdit(slot)
        }
        for slot in touched { expand(slot) }
    }

    /// Recomputes the current buffer's summary bits for one block of eight rows.
    func summarize(_ s: Int, block: Int) {
        let buffer = currentBuffer(s), first = s * 128 + buffer * 64 + block * 8, blockBit = UInt8(1) << UInt8(block)
        var live: UInt64 = 0
        for r in first..<(first + 8) { live |= rows[r] }
        tiles[s].occupiedBlocks[buffer] = (tiles[s].occupiedBlocks[buffer] & ~blockBit) | (live != 0 ? blockBit : 0)
        tiles[s].westBlocks[buffer] = (tiles[s].westBlocks[buffer] & ~blockBit) | (live & 1 != 0 ? blockBit : 0)
        tiles[s].eastBlocks[buffer] = (tiles[s].eastBlocks[buffer] & ~blockBit) | (live >> 63 != 0 ? blockBit : 0)
    }

    /// Lists the tile among those edited since the last step (see `edited`).
    func noteEdit(_ slot: Int32) {
        guard !tiles[Int(slot)].edited else { return }
        tiles[Int(slot)].edited = true
        edited.append(slot)
    }

    /// Marks every row of the tile and of its neighbours to be computed next step.
    func markAround(_ slot: Int32) {
        markDirty(slot, ~0)
        let links = tiles[Int(slot)].links
        for d in 0..<8 where links[d] != Self.none { markDirty(links[d], ~0) }
    }
}
