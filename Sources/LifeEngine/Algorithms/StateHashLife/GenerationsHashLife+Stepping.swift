/// Stepping a multi-state HashLife: a power of two generations at a time, each the memoized
/// centre of a root grown until life cannot reach its edge.
extension GenerationsHashLife {
    /// How many new squares are computed between two looks at `isCancelled`.
    static let ticksBetweenChecks = 1 << 10

    /// Thrown inside a step when the store outgrows its cap: the step is redone after a clean-up.
    private struct StoreFull: Error {}

    public func step(by generations: Int64) {
        try? advance(by: generations, progress: nil, isCancelled: nil)
    }

    public func advance(by generations: Int64, progress: ((Double) -> Void)?, isCancelled: (() -> Bool)?) throws {
        guard generations >= 0 else { throw EngineError.negativeGenerations }
        guard PlaneLimits.canAdvance(generation, by: generations) else { throw EngineError.generationLimit }
        self.isCancelled = isCancelled
        progressSink = progress
        reportedProgress = 0
        defer {
            self.isCancelled = nil
            progressSink = nil
        }
        // The lowest bit still to go first: 2^bit generations a leap.
        var done: Int64 = 0
        while done < generations {
            let bit = (generations - done).trailingZeroBitCount
            (progressBase, progressSpan) = (Double(done) / Double(generations), Double(Int64(1) << Int64(bit)) / Double(generations))
            progressEnd = Double(done + Int64(1) << Int64(bit)) / Double(generations)
            progressDepth = 0
            try leap(log2: bit)
            done += Int64(1) << Int64(bit)
            generation += Int64(1) << Int64(bit)
            reportedProgress = progressEnd
            progress?(progressEnd)
        }
    }

    /// Advances 2^k generations, cleaning up the store (and halving the leap) when it fills.
    private func leap(log2 k: Int) throws {
        if store.count > maxNodes / 2 { collect() }
        do {
            try leapOnce(log2: k)
        } catch is StoreFull {
            collect()
            if k == 0 {
                try leapOnce(log2: 0)
            } else {
                try leap(log2: k - 1)
                try leap(log2: k - 1)
            }
        }
    }

    private func leapOnce(log2 k: Int) throws {
        // Grow until life lies within the centre half and the root is large enough, then once
        // more: 2^k generations cannot carry life out of the centre the step returns.
        while rootLevel < k + 3 || !centreHalfHoldsAll() { try expand() }
        try expand()
        ticks = 0
        root = try successor(root, level: rootLevel, log2: k)
        rootLevel -= 1
        while rootLevel > 2 && centreHalfHoldsAll() { shrink() }
    }

    /// Whether every cell lies in the root's centre half (its twelve outer grandchildren are empty).
    func centreHalfHoldsAll() -> Bool {
        guard rootLevel >= 3 else { return false }
        let p = store.parts(of: root)
        let outer = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 3), (2, 0), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)]
        return outer.allSatisfy { store.population(of: store.parts(of: p[$0.0])[$0.1]) == 0 }
    }

    /// The root in the middle of a root twice as wide.
    func expand() throws {
        guard rootLevel < MacrocellTree.maxLevel else { throw EngineError.coordinateRange }
        let e = store.empty(rootLevel - 1), p = store.parts(of: root)
        let level = rootLevel
        root = store.node(level: level + 1, SIMD4(store.node(level: level, SIMD4(e, e, e, p[0])),
                                                  store.node(level: level, SIMD4(e, e, p[1], e)),
                                                  store.node(level: level, SIMD4(e, p[2], e, e)),
                                                  store.node(level: level, SIMD4(p[3], e, e, e))))
        rootLevel += 1
    }

    /// The root's centre half as the root.
    private func shrink() {
        root = centre(root)
        rootLevel -= 1
    }

    /// The centre half of a node of level 2 or more, a level lower.
    private func centre(_ n: Int32) -> Int32 {
        let p = store.parts(of: n)
        return store.node(level: store.level(of: n) - 1, SIMD4(store.parts(of: p[0])[3], store.parts(of: p[1])[2],
                                                               store.parts(of: p[2])[1], store.parts(of: p[3])[0]))
    }

    /// The centre half of a level-`level` node (level >= 2), 2^k generations on (k <= level - 2).
    private func successor(_ n: Int32, level: Int, log2 k: Int) throws -> Int32 {
        if let known = store.result(of: n, step: k) { return known }
        if store.population(of: n) == 0 { return store.empty(level - 1) }
        let result: Int32
        if level == 2 {
            result = oneGeneration(n)
        } else {
            ticks += 1
            if ticks & (Self.ticksBetweenChecks - 1) == 0 {
                if isCancelled?() == true { throw EngineError.cancelled }
                if store.count > maxNodes { throw StoreFull() }
                // A sign of life deep in a long leap, where the squares near the top report rarely.
                progressSink?(reportedProgress)
            }
            let p = store.parts(of: n)
            let a = store.parts(of: p[0]), b = store.parts(of: p[1]), c = store.parts(of: p[2]), d = store.parts(of: p[3])
            let l = level - 1
            // Nine overlapping squares a level down, in rows: their centres 2^(level-3) generations
            // on for a full leap, as they are for a shorter one; then four of those, on again.
            let full = k == level - 2
            // Near the top of a jump each of the thirteen parts tells its share of progress as it ends.
            let tracked = progressDepth < 4 && progressSink != nil, base = progressBase, span = progressSpan
            func part(_ index: Int, _ body: () throws -> Int32) throws -> Int32 {
                guard tracked else { return try body() }
                enterPart(index, base: base, span: span)
                defer { leavePart(index, base: base, span: span) }
                return try body()
            }
            func inner(_ index: Int, _ m: Int32) throws -> Int32 {
                try part(index) { full ? try successor(m, level: l, log2: level - 3) : centre(m) }
            }
            let r0 = try inner(0, p[0]), r1 = try inner(1, store.node(level: l, SIMD4(a[1], b[0], a[3], b[2]))), r2 = try inner(2, p[1])
            let r3 = try inner(3, store.node(level: l, SIMD4(a[2], a[3], c[0], c[1])))
            let r4 = try inner(4, store.node(level: l, SIMD4(a[3], b[2], c[1], d[0])))
            let r5 = try inner(5, store.node(level: l, SIMD4(b[2], b[3], d[0], d[1])))
            let r6 = try inner(6, p[2]), r7 = try inner(7, store.node(level: l, SIMD4(c[1], d[0], c[3], d[2]))), r8 = try inner(8, p[3])
            let rest = full ? level - 3 : k
            let s0 = try part(9) { try successor(store.node(level: l, SIMD4(r0, r1, r3, r4)), level: l, log2: rest) }
            let s1 = try part(10) { try successor(store.node(level: l, SIMD4(r1, r2, r4, r5)), level: l, log2: rest) }
            let s2 = try part(11) { try successor(store.node(level: l, SIMD4(r3, r4, r6, r7)), level: l, log2: rest) }
            let s3 = try part(12) { try successor(store.node(level: l, SIMD4(r4, r5, r7, r8)), level: l, log2: rest) }
            result = store.node(level: l, SIMD4(s0, s1, s2, s3))
        }
        store.remember(result, of: n, step: k)
        return result
    }

    /// Part `index` of 13 of the square at hand (whose share of the jump is `base`, `span`) begins.
    @inline(__always)
    private func enterPart(_ index: Int, base: Double, span: Double) {
        (progressBase, progressSpan) = (base + span * Double(index) / 13, span / 13)
        progressDepth += 1
    }

    /// Part `index` of 13 has ended: its share is told (never going back).
    @inline(__always)
    private func leavePart(_ index: Int, base: Double, span: Double) {
        progressDepth -= 1
        (progressBase, progressSpan) = (base, span)
        let reached = min(base + span * Double(index + 1) / 13, progressEnd)
        if reached > reportedProgress {
            reportedProgress = reached
            progressSink?(reached)
        }
    }

    /// The centre 2x2 of a 4x4 square one generation on, by the rule: a dead cell is born on the
    /// table's births among state-1 neighbours, a state-1 cell survives or starts to decay, a
    /// decaying cell moves on to the next state (and back to 0 after the last). Under a History
    /// rule the live states (1, 3, 5) are the neighbours and `Rule.historyNext` gives the state,
    /// a boundary (6) among the neighbourhood's cells killing a live one.
    private func oneGeneration(_ n: Int32) -> Int32 {
        let p = store.parts(of: n)
        let q0 = store.parts(of: p[0]), q1 = store.parts(of: p[1]), q2 = store.parts(of: p[2]), q3 = store.parts(of: p[3])
        // The 4x4 square, row by row.
        let grid = SIMD16<Int32>(q0[0], q0[1], q1[0], q1[1], q0[2], q0[3], q1[2], q1[3],
                                 q2[0], q2[1], q3[0], q3[1], q2[2], q2[3], q3[2], q3[3])
        let states = Int32(rule.states), table = rule.table
        if rule.history { return store.node(level: 1, SIMD4(historyNext(grid, 1, 1), historyNext(grid, 2, 1),
                                                             historyNext(grid, 1, 2), historyNext(grid, 2, 2))) }
        @inline(__always) func next(_ x: Int, _ y: Int) -> Int32 {
            let s = grid[y * 4 + x]
            if s >= 2 { return s + 1 < states ? s + 1 : 0 }
            var block = s == 1 ? 1 << NeighbourBits.centre : 0
            if grid[(y - 1) * 4 + x - 1] == 1 { block |= 1 }
            if grid[(y - 1) * 4 + x] == 1 { block |= 2 }
            if grid[(y - 1) * 4 + x + 1] == 1 { block |= 4 }
            if grid[y * 4 + x - 1] == 1 { block |= 8 }
            if grid[y * 4 + x + 1] == 1 { block |= 16 }
            if grid[(y + 1) * 4 + x - 1] == 1 { block |= 32 }
            if grid[(y + 1) * 4 + x] == 1 { block |= 64 }
            if grid[(y + 1) * 4 + x + 1] == 1 { block |= 128 }
            return table.next(block) ? 1 : (s == 1 ? 2 : 0)
        }
        return store.node(level: 1, SIMD4(next(1, 1), next(2, 1), next(1, 2), next(2, 2)))
    }

    /// The next state of the cell at (`x`, `y`) of a 4x4 square under a History rule.
    private func historyNext(_ grid: SIMD16<Int32>, _ x: Int, _ y: Int) -> Int32 {
        let s = UInt8(grid[y * 4 + x])
        var block = rule.countsAsLive(s) ? 1 << NeighbourBits.centre : 0, boundary = 0
        for (bit, offset) in NeighbourBits.offsets.enumerated() {
            let state = UInt8(grid[(y + Int(offset.dy)) * 4 + x + Int(offset.dx)])
            if rule.countsAsLive(state) { block |= 1 << bit }
            if state == 6 { boundary |= 1 << bit }
        }
        let touches = boundary & Int(rule.neighbourhood.mask) != 0
        return Int32(Rule.historyNext(s, alive: rule.table.next(block), touchesBoundary: touches))
    }

    /// Rebuilds the store with only the nodes the root uses (results are forgotten).
    func collect() {
        let fresh = StateNodeStore()
        root = copied(root, into: fresh)
        store = fresh
    }
}
