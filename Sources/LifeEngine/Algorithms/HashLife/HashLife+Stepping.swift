/// Stepping: any number of generations as a sum of powers of two, each the memoized result of
/// a root grown until the pattern sits in its centre, with cancellation, progress and the
/// coordinate and memory limits checked at safe points.
extension HashLife {
    /// Advances `generations` (any N ≥ 0, via powers of two). Errors never happen here: see `advance`.
    public func step(by generations: Int64) {
        try? advance(by: generations, progress: nil, isCancelled: nil)
    }

    /// Advances `generations`, reporting progress (0...1) and stopping when `isCancelled` says so.
    /// On an error the universe stays at the last completed power-of-two step.
    public func advance(by generations: Int64, progress: ((Double) -> Void)?,
                        isCancelled: (() -> Bool)?) throws {
        guard generations >= 0 else { throw EngineError.negativeGenerations }
        guard PlaneLimits.canAdvance(generation, by: generations) else { throw EngineError.generationLimit }
        self.isCancelled = isCancelled
        progressSink = progress
        reportedProgress = 0
        defer {
            self.isCancelled = nil
            progressSink = nil
        }
        var remaining = UInt64(generations)
        var done: UInt64 = 0
        // Largest powers first: the long jumps, then the remainder.
        while remaining != 0 {
            let k = 63 - remaining.leadingZeroBitCount
            progressBase = Double(done) / Double(generations)
            progressSpan = Double(UInt64(1) << k) / Double(generations)
            progressEnd = Double(done + UInt64(1) << k) / Double(generations)
            try stepPowerOfTwo(k)
            remaining -= UInt64(1) << k
            done += UInt64(1) << k
            reportedProgress = progressEnd
            progress?(progressEnd)
        }
    }

    /// Advances exactly 2^k generations.
    func stepPowerOfTwo(_ k: Int) throws {
        if stepLog != k {
            stepLog = k
            store.clearSlowResults()
        }
        if store.isEmpty(root) {
            generation += Int64(1) << k
            return
        }
        let saved = (root, originX, originY)
        while rootLevel < k + 3 || !isCentred() { expand() }
        let level = rootLevel
        let next: UInt32
        do {
            next = try leap(root)
        } catch {
            (root, originX, originY) = saved
            throw error
        }
        root = next
        originX += size(level - 2)
        originY += size(level - 2)
        shrink()
        if !fitsPlane() {
            (root, originX, originY) = saved
            throw EngineError.coordinateRange
        }
        generation += Int64(1) << k
    }

    /// Whether every live cell lies in the root's central square of a quarter its width.
    func isCentred() -> Bool {
        let level = rootLevel
        guard level >= 5, ringIsEmpty(root, level: level) else { return false }
        let n = root
        let centre = store.node(level - 1, store.se(store.nw(n)), store.sw(store.ne(n)), store.ne(store.sw(n)), store.nw(store.se(n)))
        return ringIsEmpty(centre, level: level - 1)
    }

    /// Whether the node's live cells all lie in its central square of half its width (its outer
    /// ring of twelve grandchildren is empty).
    func ringIsEmpty(_ n: UInt32, level: Int) -> Bool {
        let a = store.nw(n), b = store.ne(n), c = store.sw(n), d = store.se(n)
        if level == 4 {
            // Leaves: only the quarter of each that touches the centre may hold cells.
            return store.leafBits(a) & ~0xF0F0_F0F0_0000_0000 == 0 && store.leafBits(b) & ~0x0F0F_0F0F_0000_0000 == 0
                && store.leafBits(c) & ~0x0000_0000_F0F0_F0F0 == 0 && store.leafBits(d) & ~0x0000_0000_0F0F_0F0F == 0
        }
        for (quarter, inner) in [(a, 3), (b, 2), (c, 1), (d, 0)] {
            for q in 0..<4 where q != inner {
                if !store.isEmpty(store.child(quarter, q)) { return false }
            }
        }
        return true
    }

    /// Grows the root square (same cells) until it is at least `level`.
    func growRoot(to level: Int) {
        while rootLevel < level { expand() }
    }

    /// Doubles the root square around its centre.
    func expand() {
        let level = rootLevel
        let e = store.empty(level - 1)
        let n = root
        let a = store.node(level, e, e, e, store.nw(n))
        let b = store.node(level, e, e, store.ne(n), e)
        let c = store.node(level, e, store.sw(n), e, e)
        let d = store.node(level, store.se(n), e, e, e)
        root = store.node(level + 1, a, b, c, d)
        originX -= size(level - 1)
        originY -= size(level - 1)
    }

    /// Halves the root square while all life fits in its centre.
    func shrink() {
        while rootLevel > 4 {
            let level = rootLevel
            let n = root
            guard ringIsEmpty(n, level: level) else { return }
            root = store.node(level - 1, store.se(store.nw(n)), store.sw(store.ne(n)), store.ne(store.sw(n)), store.nw(store.se(n)))
            originX += size(level - 2)
            originY += size(level - 2)
        }
    }

    /// The centre square (one level down) of a node.
    func centreOf(_ n: UInt32, level: Int) -> UInt32 {
        if level == 4 {
            return store.leaf(Self.centreBits(store.nw(n), store.ne(n), store.sw(n), store.se(n), store))
        }
        return store.node(level - 1, store.se(store.nw(n)), store.sw(store.ne(n)), store.ne(store.sw(n)), store.nw(store.se(n)))
    }

    /// The square straddling two side-by-side nodes of `level`.
    func horizontal(_ a: UInt32, _ b: UInt32, level: Int) -> UInt32 {
        if level == HashLifeStore.leafLevel {
            let l = store.leafBits(a), r = store.leafBits(b)
            // Right half of a (columns 4-7) becomes columns 0-3; left half of b becomes 4-7.
            let bits = ((l >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((r << 4) & 0xF0F0_F0F0_F0F0_F0F0)
            return store.leaf(bits)
        }
        return store.node(level, store.ne(a), store.nw(b), store.se(a), store.sw(b))
    }

    /// The square straddling two stacked nodes of `level`.
    func vertical(_ a: UInt32, _ c: UInt32, level: Int) -> UInt32 {
        if level == HashLifeStore.leafLevel {
            let t = store.leafBits(a), b = store.leafBits(c)
            return store.leaf((t >> 32) | (b << 32))
        }
        return store.node(level, store.sw(a), store.se(a), store.nw(c), store.ne(c))
    }

    /// The centre 8x8 of four leaves.
    static func centreBits(_ nw: UInt32, _ ne: UInt32, _ sw: UInt32, _ se: UInt32, _ store: HashLifeStore) -> UInt64 {
        let a = store.leafBits(nw), b = store.leafBits(ne), c = store.leafBits(sw), d = store.leafBits(se)
        // Bottom-right 4x4 of a, bottom-left of b, top-right of c, top-left of d.
        let top = ((a >> 36) & 0x0F0F_0F0F) | ((b >> 28) & 0xF0F0_F0F0)
        let bottom = ((c >> 4) & 0x0F0F_0F0F) | ((d << 4) & 0xF0F0_F0F0)
        return top | bottom << 32
    }

    /// Where a jump may collect garbage or stop: between the turns of the steps in flight, whose
    /// nodes are all held by `tasks`.
    func safePoint() throws {
        calls &+= 1
        if calls & 63 == 0 {
            if let isCancelled, isCancelled() { throw EngineError.cancelled }
            // A sign of life deep in a long leap, where the steps near the top report rarely.
            if calls & 1023 == 0 { progressSink?(reportedProgress) }
        }
        if store.liveNodes >= nextCollectionAt {
            store.collect(roots: [root] + tasks.heldNodes())
            // If what is reachable still nearly fills the cap, let it grow rather than collect on every call.
            nextCollectionAt = max(store.maxNodes, store.liveNodes + store.liveNodes / 2)
        }
    }
}
