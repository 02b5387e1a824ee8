import TileKernels

/// Writing a HashLife universe as macrocell text node for node, however many cells it holds.
extension HashLife {
    /// The universe as Golly's macrocell text, without listing its cells: the tree is re-cut so
    /// its root sits where Golly places a macrocell root (x from -2^(L-1), y from -2^(L-1) + 1),
    /// sharing equal squares as the universe does.
    /// - Complexity: about the number of distinct nodes times the tree's depth.
    public func nativeMacrocell(comments: [String]) -> String? { macrocellText(comments: comments) }

    /// The universe as Golly's macrocell text; see `nativeMacrocell(comments:)`.
    public func macrocellText(comments: [String] = []) -> String {
        var out = "[M2] (life)\n#R \(rule)\n"
        if generation != 0 { out += "#G \(generation)\n" }
        for comment in comments { out += "#C \(comment)\n" }
        guard let box = extent128() else { return out }
        // Smallest level whose Golly-placed square holds every live cell.
        var level = 3
        while true {
            let half = Int128(1) << (level - 1)
            if box.minX >= -half, box.maxX < half, box.minY >= -half + 1, box.maxY < half + 1 { break }
            level += 1
        }
        let half = Int128(1) << (level - 1)
        // Nothing stops this cut (its check never throws): writing a universe that exists takes what it takes.
        let top = try! cut(level: level, targetX: -half, targetY: -half + 1, check: { _ in })
        // Number the nodes children first; 0 is the empty node.
        var numbers: [UInt32: Int] = [:]
        var lines: [String] = []
        func emit(_ n: UInt32, _ level: Int) -> Int {
            if store.isEmpty(n) { return 0 }
            if let known = numbers[n] { return known }
            let line: String
            if level == 3 {
                let bits = store.leafBits(n)
                var rows: [String] = []
                for r in 0..<8 {
                    var row = ""
                    let byte = (bits >> (8 * UInt64(r))) & 0xFF
                    if byte != 0 {
                        for x in 0..<(64 - byte.leadingZeroBitCount) { row += (byte >> UInt64(x)) & 1 != 0 ? "*" : "." }
                    }
                    rows.append(row)
                }
                while rows.last == "" { rows.removeLast() }
                line = rows.map { $0 + "$" }.joined()
            } else {
                let kids = (0..<4).map { emit(store.child(n, $0), level - 1) }
                line = "\(level) \(kids[0]) \(kids[1]) \(kids[2]) \(kids[3])"
            }
            lines.append(line)
            numbers[n] = lines.count
            return lines.count
        }
        _ = emit(top, level)
        return out + lines.joined(separator: "\n") + "\n"
    }

    /// The level-`level` node covering the square whose top-left cell is (targetX, targetY),
    /// cut from the universe without listing cells (memoized per node); `check` is called now and
    /// then with the bytes of the memo so far, and may stop the cut by throwing.
    func cut(level: Int, targetX: Int128, targetY: Int128, check: @escaping (_ memoBytes: Int) throws -> Void) throws -> UInt32 {
        growRoot(to: level)
        var cutter = Recut(store: store, deltaX: targetX - origin.x, deltaY: targetY - origin.y, check: check)
        // The 2x2 block of level-`level` squares of the universe's grid that holds the target square.
        let size = Int128(1) << level
        let blockX = floorDiv(targetX - origin.x, size), blockY = floorDiv(targetY - origin.y, size)
        let a = square(level: level, gridX: blockX, gridY: blockY), b = square(level: level, gridX: blockX + 1, gridY: blockY)
        let c = square(level: level, gridX: blockX, gridY: blockY + 1), d = square(level: level, gridX: blockX + 1, gridY: blockY + 1)
        return try cutter.window(a, b, c, d, level: level)
    }

    private func floorDiv(_ a: Int128, _ b: Int128) -> Int128 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}

/// Cuts level-l squares at a fixed offset out of 2x2 blocks of a store's nodes, memoized, so a
/// shifted copy of a huge regular tree costs about its distinct nodes.
struct Recut {
    let store: HashLifeStore
    /// Offset of the wanted grid from the source grid (reduced per level).
    let deltaX: Int128
    let deltaY: Int128
    /// Windows cut so far, under their block's four nodes (a node's id says its level). A block
    /// side the window does not reach is keyed as 0, so that blocks differing only there share
    /// one entry: a file's tree moved one row is cut from its nodes stacked in pairs.
    private var memo = SlotMemo(capacity: 1 << 12)
    /// Called every `checkInterval` windows with the memo's bytes; throwing stops the cut.
    private let check: (_ memoBytes: Int) throws -> Void
    private var windowsUntilCheck = Recut.checkInterval
    static let checkInterval = 4096

    init(store: HashLifeStore, deltaX: Int128, deltaY: Int128, check: @escaping (_ memoBytes: Int) throws -> Void) {
        self.store = store
        self.deltaX = deltaX
        self.deltaY = deltaY
        self.check = check
    }

    /// Windows remembered (for tests).
    var remembered: Int { memo.count }

    /// The offset reduced to 0 ..< 2^level (128-bit: a level-63 square's offsets pass Int's range).
    private func offset(_ delta: Int128, _ level: Int) -> Int128 {
        let size = Int128(1) << level
        return ((delta % size) + size) % size
    }

    /// The level-`level` square at this level's offset inside the block (a b / c d) of level-`level` nodes.
    mutating func window(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, level: Int) throws -> UInt32 {
        windowsUntilCheck -= 1
        if windowsUntilCheck == 0 {
            windowsUntilCheck = Self.checkInterval
            try check(memo.bytes)
        }
        let dx = offset(deltaX, level), dy = offset(deltaY, level)
        if dx == 0 && dy == 0 { return a }
        // Without a horizontal offset the window lies in a and c, without a vertical one in a and b.
        let b = dx == 0 ? 0 : b, c = dy == 0 ? 0 : c, d = dx == 0 || dy == 0 ? 0 : d
        func isEmpty(_ n: UInt32) -> Bool { n == 0 || store.isEmpty(n) }
        if isEmpty(a) && isEmpty(b) && isEmpty(c) && isEmpty(d) { return store.empty(level) }
        if level == 3 {
            // 16 rows of 16 cells from the four leaves, then the 8x8 at (dx, dy). Not remembered:
            // the store's own table finds the leaf as fast as the memo would.
            func bits(_ n: UInt32) -> UInt64 { n == 0 ? 0 : store.leafBits(n) }
            let la = bits(a), lb = bits(b), lc = bits(c), ld = bits(d)
            let dx = Int(dx), dy = Int(dy)
            var cells: UInt64 = 0
            for r in 0..<8 {
                let y = r + dy
                let row: UInt64 = y < 8
                    ? ((la >> (8 * UInt64(y))) & 0xFF) | ((lb >> (8 * UInt64(y))) & 0xFF) << 8
                    : ((lc >> (8 * UInt64(y - 8))) & 0xFF) | ((ld >> (8 * UInt64(y - 8))) & 0xFF) << 8
                cells |= ((row >> UInt64(dx)) & 0xFF) << (8 * UInt64(r))
            }
            return store.leaf(cells)
        }
        let first = UInt64(a) | UInt64(b) << 32, second = UInt64(c) | UInt64(d) << 32
        if let known = memo.slot(first, second) { return UInt32(known) }
        // The 4x4 grid of grandchildren (row, column); each quarter of the window is a window one level down.
        func grandchild(_ row: Int, _ column: Int) -> UInt32 {
            let n = row < 2 ? (column < 2 ? a : b) : (column < 2 ? c : d)
            return n == 0 ? 0 : store.child(n, (row & 1) * 2 + (column & 1))
        }
        let half = Int128(1) << (level - 1)
        func quarter(_ qx: Int, _ qy: Int) throws -> UInt32 {
            let sx = Int((dx + Int128(qx) * half) >> (level - 1)), sy = Int((dy + Int128(qy) * half) >> (level - 1))
            return try window(grandchild(sy, sx), grandchild(sy, sx + 1), grandchild(sy + 1, sx), grandchild(sy + 1, sx + 1), level: level - 1)
        }
        let result = store.node(level, try quarter(0, 0), try quarter(1, 0), try quarter(0, 1), try quarter(1, 1))
        memo.remember(first, second, slot: Int(result))
        return result
    }
}
