/// Where the live cells are: the extent of the tree in 128-bit coordinates (memoized per node)
/// and the squares of a level, for bounds and for rasterizing.
extension HashLife {
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
    func fitsPlane() -> Bool {
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
    func extent(_ n: UInt32, level: Int, memo: inout [UInt32: (Int128, Int128, Int128, Int128)]) -> (Int128, Int128, Int128, Int128)? {
        if store.isEmpty(n) { return nil }
        var memos: [[UInt32: Int128]] = [[:], [:], [:], [:]]
        return (edge(n, level, .minX, &memos[0]), edge(n, level, .minY, &memos[1]),
                edge(n, level, .maxX, &memos[2]), edge(n, level, .maxY, &memos[3]))
    }

    enum Side { case minX, minY, maxX, maxY }

    /// The extreme live-cell coordinate on one side of a non-empty node, relative to its corner.
    func edge(_ n: UInt32, _ level: Int, _ side: Side, _ memo: inout [UInt32: Int128]) -> Int128 {
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
}
