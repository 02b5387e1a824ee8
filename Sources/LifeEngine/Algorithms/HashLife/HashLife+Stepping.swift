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
            depth = 0
            try stepPowerOfTwo(k)
            remaining -= UInt64(1) << k
            done += UInt64(1) << k
            progress?(Double(done) / Double(generations))
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
        store.unprotect(downTo: 0)
        store.protect(root)
        defer { store.unprotect(downTo: 0) }
        let next: UInt32
        do {
            next = try result(root)
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

    /// The node's centre after 2^min(stepLog, level-2) generations (memoized).
    func result(_ n: UInt32) throws -> UInt32 {
        let level = store.level(n)
        let full = stepLog >= level - 2
        let memo = full ? store.result(n) : store.slowResult(n)
        if memo != 0 { return memo }
        if store.isEmpty(n) { return store.empty(level - 1) }
        let answer: UInt32
        if level == 4 {
            let bits = kernel.centre(nw: store.leafBits(store.nw(n)), ne: store.leafBits(store.ne(n)),
                                     sw: store.leafBits(store.sw(n)), se: store.leafBits(store.se(n)),
                                     generations: 1 << min(stepLog, 2))
            answer = store.leaf(bits)
        } else if level == 5 {
            // The sixteen leaves stepped as one 32x32 square: no level-4 squares are made or memoized.
            let (nw, ne, sw, se) = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 16) { leaves in
                for quarter in 0..<4 {
                    let q = store.child(n, quarter)
                    // Quarter (qy, qx) holds leaf rows 2qy...2qy+1 and columns 2qx...2qx+1.
                    let corner = (quarter >> 1) * 8 + (quarter & 1) * 2
                    leaves[corner] = store.leafBits(store.nw(q))
                    leaves[corner + 1] = store.leafBits(store.ne(q))
                    leaves[corner + 4] = store.leafBits(store.sw(q))
                    leaves[corner + 5] = store.leafBits(store.se(q))
                }
                return kernel.centre32(UnsafePointer(leaves.baseAddress!), generations: 1 << min(stepLog, 3))
            }
            let p0 = store.prefetchLeafBucket(nw), p1 = store.prefetchLeafBucket(ne)
            let p2 = store.prefetchLeafBucket(sw), p3 = store.prefetchLeafBucket(se)
            store.prefetchChain(p0); store.prefetchChain(p1); store.prefetchChain(p2); store.prefetchChain(p3)
            answer = store.node(4, store.leaf(nw), store.leaf(ne), store.leaf(sw), store.leaf(se))
        } else {
            try safePoint()
            answer = full ? try fullResult(n, level: level) : try slowResult(n, level: level)
        }
        if full { store.setResult(n, answer) } else { store.setSlowResult(n, answer) }
        return answer
    }

    /// Progress bookkeeping for one node's step: its share of the jump and how many parts it has.
    struct StepParts {
        let base: Double
        let span: Double
        let count: Double
        let tracked: Bool
        var done = 0.0
    }

    /// Starts a node's step of `count` parts (reported only near the top of a jump).
    func beginParts(_ count: Double) -> StepParts {
        StepParts(base: progressBase, span: progressSpan, count: count, tracked: depth < 4 && progressSink != nil)
    }

    /// One part of a node's step: protects `x`, advances it, protects the result and reports progress.
    /// A result already known is taken here, without the call (most parts of a regular pattern).
    @inline(__always)
    func advancePart(_ x: UInt32, _ parts: inout StepParts) throws -> UInt32 {
        let known = stepLog >= store.level(x) - 2 ? store.result(x) : store.slowResult(x)
        if known != 0 {
            store.protect(known)
            if parts.tracked {
                parts.done += 1
                progressSink?(parts.base + parts.span * parts.done / parts.count)
            }
            return known
        }
        return try advanceUnknownPart(x, &parts)
    }

    /// `advancePart` for a part whose result is still to be worked out.
    func advanceUnknownPart(_ x: UInt32, _ parts: inout StepParts) throws -> UInt32 {
        store.protect(x)
        if parts.tracked {
            progressBase = parts.base + parts.span * parts.done / parts.count
            progressSpan = parts.span / parts.count
        }
        depth += 1
        defer { depth -= 1 }
        let r = try result(x)
        store.protect(r)
        if parts.tracked {
            parts.done += 1
            progressSink?(parts.base + parts.span * parts.done / parts.count)
        }
        return r
    }

    /// 2^(level-2) generations: nine overlapping squares each advance half way, then four
    /// squares built from them advance the rest.
    func fullResult(_ n: UInt32, level: Int) throws -> UInt32 {
        let mark = store.protectedCount
        defer { store.unprotect(downTo: mark) }
        let sub = level - 1
        let a = store.nw(n), b = store.ne(n), c = store.sw(n), d = store.se(n)
        // The five squares straddling the children, looked up together (see `prefetchBucket`).
        do {
            let p0 = store.prefetchBucket(sub, store.ne(a), store.nw(b), store.se(a), store.sw(b))
            let p1 = store.prefetchBucket(sub, store.sw(a), store.se(a), store.nw(c), store.ne(c))
            let p2 = store.prefetchBucket(sub, store.se(a), store.sw(b), store.ne(c), store.nw(d))
            let p3 = store.prefetchBucket(sub, store.sw(b), store.se(b), store.nw(d), store.ne(d))
            let p4 = store.prefetchBucket(sub, store.ne(c), store.nw(d), store.se(c), store.sw(d))
            store.prefetchChain(p0); store.prefetchChain(p1); store.prefetchChain(p2); store.prefetchChain(p3); store.prefetchChain(p4)
        }
        var parts = beginParts(13)
        let s00 = try advancePart(a, &parts)
        let s01 = try advancePart(horizontal(a, b, level: sub), &parts)
        let s02 = try advancePart(b, &parts)
        let s10 = try advancePart(vertical(a, c, level: sub), &parts)
        let s11 = try advancePart(centreOf(n, level: level), &parts)
        let s12 = try advancePart(vertical(b, d, level: sub), &parts)
        let s20 = try advancePart(c, &parts)
        let s21 = try advancePart(horizontal(c, d, level: sub), &parts)
        let s22 = try advancePart(d, &parts)
        return try secondHalf((s00, s01, s02, s10, s11, s12, s20, s21, s22), level: sub, &parts)
    }

    /// 2^stepLog generations, less than the node's full step: the nine squares are only
    /// re-centred, and the four squares built from them advance the whole step.
    func slowResult(_ n: UInt32, level: Int) throws -> UInt32 {
        let mark = store.protectedCount
        defer { store.unprotect(downTo: mark) }
        let sub = level - 1
        let a = store.nw(n), b = store.ne(n), c = store.sw(n), d = store.se(n)
        let c00 = centreOf(a, level: sub), c02 = centreOf(b, level: sub)
        let c20 = centreOf(c, level: sub), c22 = centreOf(d, level: sub)
        let t01 = horizontal(a, b, level: sub), t10 = vertical(a, c, level: sub), t11 = centreOf(n, level: level)
        let t12 = vertical(b, d, level: sub), t21 = horizontal(c, d, level: sub)
        let c01 = centreOf(t01, level: sub), c10 = centreOf(t10, level: sub), c11 = centreOf(t11, level: sub)
        let c12 = centreOf(t12, level: sub), c21 = centreOf(t21, level: sub)
        for c in [c00, c01, c02, c10, c11, c12, c20, c21, c22] { store.protect(c) }
        var parts = beginParts(4)
        return try secondHalf((c00, c01, c02, c10, c11, c12, c20, c21, c22), level: sub, &parts)
    }

    /// The last part of a step: the four overlapping squares of `level` made from a 3x3 grid of
    /// squares one level down (row-major), looked up together (see `prefetchBucket`), each advanced,
    /// and their results joined.
    func secondHalf(_ g: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
                            level: Int, _ parts: inout StepParts) throws -> UInt32 {
        let p0 = store.prefetchBucket(level, g.0, g.1, g.3, g.4)
        let p1 = store.prefetchBucket(level, g.1, g.2, g.4, g.5)
        let p2 = store.prefetchBucket(level, g.3, g.4, g.6, g.7)
        let p3 = store.prefetchBucket(level, g.4, g.5, g.7, g.8)
        store.prefetchChain(p0); store.prefetchChain(p1); store.prefetchChain(p2); store.prefetchChain(p3)
        let r0 = try advancePart(store.node(level, g.0, g.1, g.3, g.4), &parts)
        let r1 = try advancePart(store.node(level, g.1, g.2, g.4, g.5), &parts)
        let r2 = try advancePart(store.node(level, g.3, g.4, g.6, g.7), &parts)
        let r3 = try advancePart(store.node(level, g.4, g.5, g.7, g.8), &parts)
        return store.node(level, r0, r1, r2, r3)
    }

    /// Where a jump may collect garbage or stop: every node in use is protected here.
    func safePoint() throws {
        calls &+= 1
        if calls & 63 == 0 {
            if let isCancelled, isCancelled() { throw EngineError.cancelled }
            // A sign of life deep in a long leap, where the parts near the top report rarely.
            if calls & 1023 == 0 { progressSink?(progressBase) }
        }
        if store.liveNodes >= nextCollectionAt {
            store.collect(roots: [root])
            // If what is reachable still nearly fills the cap, let it grow rather than collect on every call.
            nextCollectionAt = max(store.maxNodes, store.liveNodes + store.liveNodes / 2)
        }
    }
}
