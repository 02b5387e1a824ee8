/// Drawing the tree: the live cells under each unit of a raster's window, counted from the
/// nodes (a node no bigger than a unit is not opened), so a frame costs the units on screen.
extension HashLife {
    /// Counts the live cells under each unit of the raster's window; nodes no bigger than a unit
    /// are not opened, so the cost follows the units on screen, not the cells.
    public func rasterize(into raster: inout CellRaster) {
        var splits: [SplitKey: SIMD4<UInt64>] = [:]
        draw(root, level: rootLevel, x: originX, y: originY, into: &raster, splits: &splits)
    }

    func floorDivide(_ a: Int128, _ b: Int128) -> Int128 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    struct SplitKey: Hashable {
        let node: UInt32, dx: Int64, dy: Int64
    }

    /// The live cells of node `n` in each part when it is cut at (dx, dy) from its corner (0 = no
    /// cut on that axis): west-north, east-north, west-south, east-south. Memoized: a unit edge
    /// cuts every node of one level at the same offset, so this costs the distinct nodes.
    func partCounts(_ n: UInt32, level: Int, dx: Int64, dy: Int64, memo: inout [SplitKey: SIMD4<UInt64>]) -> SIMD4<UInt64> {
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

    func draw(_ n: UInt32, level: Int, x: Int128, y: Int128, into raster: inout CellRaster, splits: inout [SplitKey: SIMD4<UInt64>]) {
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
}
