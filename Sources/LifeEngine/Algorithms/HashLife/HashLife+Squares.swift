/// Loading a universe held as 64x64 squares of rows (the tiled engine's), without listing its
/// cells: each square becomes a node of level 6 and the squares are joined level by level. A
/// 920-million-cell universe listed took 15 GB; its squares take their rows and one entry each.
extension HashLife {
    /// Replaces every cell with the squares `squares` gives: each by its north-west cell (both
    /// coordinates multiples of 64) and its 64 rows (bit i of row r: the cell i to the east and r
    /// down), all within `bounds`. Throws, leaving the universe empty, when the tree would take
    /// more than the store's memory.
    public func load(squaresWithin bounds: CellRect?, _ squares: ((_ x: Int64, _ y: Int64, _ rows: UnsafePointer<UInt64>) -> Void) -> Void) throws {
        cachedBounds = nil
        guard let bounds else { return load([Cell]()) }
        // Centred on the origin, as `load(_:)` builds it, and at least 128 cells a side: a square's
        // place is then a whole number of squares from the root's corner.
        let level = centredLevel(enclosing: bounds, atLeast: 7)
        originX = -size(level - 1)
        originY = -size(level - 1)
        let offset = UInt64(size(level - 1) >> 6), maxNodes = store.maxNodes
        var nodes: [SquareKey: UInt32] = [:]
        var tooLarge = false
        squares { x, y, rows in
            guard !tooLarge else { return }
            let node = square(rows)
            guard node != store.empty(6) else { return }
            nodes[SquareKey(x: UInt64(bitPattern: x >> 6) &+ offset, y: UInt64(bitPattern: y >> 6) &+ offset)] = node
            tooLarge = store.liveNodes > maxNodes
        }
        guard !tooLarge else {
            load([Cell]())
            throw EngineError.treeOverMemoryLimit(mebibytes: maxNodes * HashLifeStore.bytesPerNode >> 20)
        }
        // Join the squares four by four up to the root.
        for parent in 7...level {
            let empty = store.empty(parent - 1)
            var quads: [SquareKey: (UInt32, UInt32, UInt32, UInt32)] = [:]
            quads.reserveCapacity(nodes.count)
            for (key, node) in nodes {
                let up = SquareKey(x: key.x >> 1, y: key.y >> 1)
                var quad = quads[up] ?? (empty, empty, empty, empty)
                switch (key.x & 1, key.y & 1) {
                case (0, 0): quad.0 = node
                case (1, 0): quad.1 = node
                case (0, 1): quad.2 = node
                default: quad.3 = node
                }
                quads[up] = quad
            }
            nodes = quads.mapValues { store.node(parent, $0.0, $0.1, $0.2, $0.3) }
        }
        root = nodes[SquareKey(x: 0, y: 0)] ?? store.empty(level)
    }

    /// The level-6 node of 64 rows.
    private func square(_ rows: UnsafePointer<UInt64>) -> UInt32 {
        func build(_ level: Int, _ x: Int, _ y: Int) -> UInt32 {
            if level == HashLifeStore.leafLevel {
                // The 8x8 leaf at leaf column x, row y: bit 8r+c for its row r, column c.
                var bits: UInt64 = 0
                for r in 0..<8 { bits |= (rows[y * 8 + r] >> UInt64(x * 8) & 0xFF) << UInt64(8 * r) }
                return store.leaf(bits)
            }
            let half = 1 << (level - HashLifeStore.leafLevel - 1)
            return store.node(level, build(level - 1, x, y), build(level - 1, x + half, y),
                              build(level - 1, x, y + half), build(level - 1, x + half, y + half))
        }
        return build(6, 0, 0)
    }
}

/// A square's place among the squares of its level, from the root's north-west corner.
private struct SquareKey: Hashable {
    let x: UInt64, y: UInt64
}
