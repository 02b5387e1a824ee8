/// Splits a periodic board into its objects: islands of cells that are connected (kings' moves)
/// in some phase, merged where islands two cells apart turn out to interact.
enum Islands {
    /// The objects of `cells`, a board that repeats every `period` generations, each as its cells now.
    /// `phases`, when known, are its live cells in each phase, sorted, the first being `cells`.
    /// - Complexity: `period` generations of the board, a sort of each phase, merges of them and
    ///   one sweep over the cells of all phases; islands two cells apart are compared, phase by
    ///   phase, with each island run on its own (once a shape).
    static func split(_ cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule, period: Int, phases: [[Cell]]? = nil) -> [[Cell]] {
        guard !cells.isEmpty else { return [] }
        // The phases, and whether the board does repeat after them (a group's phases are read
        // from the board's only then; a census is taken of boards that do).
        var phases = phases ?? Self.phases(of: cells, states: states, rule: rule, period: period + 1)
        let repeats = phases.count == period || phases.last == phases.first
        if phases.count > period { phases.removeLast() }
        // Every cell alive in some phase, in reading order: islands of this envelope keep an
        // oscillator's phases together. `phasesAlive` says in which phases each is alive.
        let (envelope, phasesAlive) = Self.envelope(phases)
        let (near, touching) = neighbourSets(envelope)
        var nearSets = near, touchingSets = touching
        // Islands (kings' moves) as their cells now, and the group (within two cells) each is in.
        let (islands, firsts) = touchingSets.groups(of: envelope, including: { phasesAlive[$0] & 1 != 0 })
        let groupOf = firsts.map { nearSets.find($0) }
        let together = GroupPhases(envelope: envelope, phasesAlive: phasesAlive, period: repeats ? period : nil, groupOf: groupOf, nearSets: &nearSets)
        var alone = AlonePhases(states: states, rule: rule, period: period)
        var result: [[Cell]] = []
        result.reserveCapacity(islands.count)
        let byGroup = islands.indices.sorted { groupOf[$0] < groupOf[$1] }
        // Debris repeats a few arrangements (two blocks side by side): each is judged once.
        var independence: [ShapeKey: Bool] = [:]
        var start = 0
        while start < byGroup.count {
            var end = start + 1
            while end < byGroup.count && groupOf[byGroup[end]] == groupOf[byGroup[start]] { end += 1 }
            let members = byGroup[start..<end].map { islands[$0] }
            var apart = members.count == 1
            if !apart {
                let key = arrangement(members, states: states)
                if let known = independence[key] {
                    apart = known
                } else {
                    if let phases = together.phases(ofGroup: groupOf[byGroup[start]]) {
                        apart = alone.match(members, phases)
                    } else {
                        apart = independent(members, states: states, rule: rule, period: period)
                    }
                    independence[key] = apart
                }
            }
            if apart {
                result += members
            } else {
                result.append(members.flatMap { $0 })
            }
            start = end
        }
        return result
    }

    /// The live cells of `cells` in each of `period` phases, sorted (repeats in `cells` dropped).
    static func phases(of cells: [Cell], states: [Cell: UInt8], rule: Rule, period: Int) -> [[Cell]] {
        var first = cells.sorted()
        first.removeSubranges(RangeSet(first.indices.dropFirst().filter { first[$0] == first[$0 - 1] }, within: first))
        var phases = [first]
        guard period > 1 else { return phases }
        let life = Engines.stepping(rule: rule)
        life.load(Pattern(cells: cells, rule: rule, decaying: states))
        for _ in 1..<period {
            life.step()
            phases.append(life.liveCells().sorted())
        }
        return phases
    }

    /// The cells alive in any of `phases` (each sorted), sorted without repeats, and for each the
    /// phases it is alive in (bit k for phase k, of the first 64): one merge a phase.
    static func envelope(_ phases: [[Cell]]) -> (cells: [Cell], phasesAlive: [UInt64]) {
        var cells = phases.first ?? []
        var alive = [UInt64](repeating: 1, count: cells.count)
        for (k, phase) in phases.enumerated().dropFirst() {
            let bit: UInt64 = k < 64 ? 1 << UInt64(k) : 0
            var merged: [Cell] = [], mergedAlive: [UInt64] = []
            merged.reserveCapacity(cells.count + phase.count)
            mergedAlive.reserveCapacity(cells.count + phase.count)
            var i = 0, j = 0
            while i < cells.count || j < phase.count {
                if j == phase.count || (i < cells.count && cells[i] < phase[j]) {
                    merged.append(cells[i])
                    mergedAlive.append(alive[i])
                    i += 1
                } else {
                    if i < cells.count && cells[i] == phase[j] {
                        mergedAlive.append(alive[i] | bit)
                        i += 1
                    } else {
                        mergedAlive.append(bit)
                    }
                    merged.append(phase[j])
                    j += 1
                }
            }
            cells = merged
            alive = mergedAlive
        }
        return (cells, alive)
    }

    /// Islands as a shape: every cell from the group's box corner, with its state.
    private static func arrangement(_ islands: [[Cell]], states: [Cell: UInt8]) -> ShapeKey {
        let cells = islands.flatMap { $0 }
        let box = CellRect(enclosing: cells)
        return ShapeKey.of(cells, fromX: box?.x ?? 0, y: box?.y ?? 0, states: states)
    }

    /// Joins cells (sorted in reading order, no repeats) up to two apart (`near`) and touching
    /// (`touching`, kings' moves), in one sweep (`forEachNearPair`).
    static func neighbourSets(_ cells: [Cell]) -> (near: UnionFind, touching: UnionFind) {
        var near = UnionFind(count: cells.count), touching = UnionFind(count: cells.count)
        near.joining { joinNear in
            touching.joining { joinTouching in
                forEachNearPair(cells) { i, j, touch in
                    joinNear(i, j)
                    if touch { joinTouching(i, j) }
                }
            }
        }
        return (near, touching)
    }

    /// Joins cells (sorted in reading order, no repeats) up to two apart.
    static func nearSets(_ cells: [Cell]) -> UnionFind {
        var near = UnionFind(count: cells.count)
        near.joining { join in forEachNearPair(cells) { i, j, _ in join(i, j) } }
        return near
    }

    /// Calls `body` with every pair of indices of cells (sorted in reading order, no repeats) up to
    /// two apart in x and in y, and whether they touch (kings' moves): one sweep, each cell looking
    /// ahead in its row and in the two rows below through pointers that only move forward.
    @inline(__always)
    private static func forEachNearPair(_ cells: [Cell], _ body: (Int, Int, Bool) -> Void) {
        cells.withUnsafeBufferPointer { cells in
            let count = cells.count
            var rowStart = 0
            // A row at a time: its end, and the ranges of the rows one and two below, found by scanning on.
            while rowStart < count {
                let y = cells[rowStart].y
                var rowEnd = rowStart + 1
                while rowEnd < count && cells[rowEnd].y == y { rowEnd += 1 }
                // Rows y+1 and y+2, when present: a pointer into each and its end.
                var p1 = rowEnd, e1 = rowEnd, p2 = rowEnd, e2 = rowEnd
                var dy1: Int64 = 0
                if rowEnd < count && cells[rowEnd].y - y <= 2 {
                    dy1 = cells[rowEnd].y - y
                    e1 = rowEnd + 1
                    while e1 < count && cells[e1].y == cells[rowEnd].y { e1 += 1 }
                    p2 = e1
                    e2 = e1
                    if dy1 == 1 && e1 < count && cells[e1].y == y + 2 {
                        e2 = e1 + 1
                        while e2 < count && cells[e2].y == y + 2 { e2 += 1 }
                    }
                }
                for i in rowStart..<rowEnd {
                    let x = cells[i].x
                    var j = i + 1
                    while j < rowEnd && cells[j].x <= x + 2 {
                        body(i, j, cells[j].x == x + 1)
                        j += 1
                    }
                    while p1 < e1 && cells[p1].x < x - 2 { p1 += 1 }
                    var k = p1
                    while k < e1 && cells[k].x <= x + 2 {
                        body(i, k, dy1 == 1 && abs(cells[k].x - x) <= 1)
                        k += 1
                    }
                    while p2 < e2 && cells[p2].x < x - 2 { p2 += 1 }
                    k = p2
                    while k < e2 && cells[k].x <= x + 2 {
                        body(i, k, false)
                        k += 1
                    }
                }
                rowStart = rowEnd
            }
        }
    }

    /// Whether islands run apart give the same board as run together, for a whole period.
    static func independent(_ islands: [[Cell]], states: [Cell: UInt8] = [:], rule: Rule, period: Int) -> Bool {
        let together = Engines.small(rule: rule)
        together.load(Pattern(cells: islands.flatMap { $0 }, rule: rule, decaying: states))
        let apart = islands.map { island -> any LifeAlgorithm in
            let life = Engines.small(rule: rule)
            life.load(Pattern(cells: island, rule: rule, decaying: EscapeAnalysis.states(of: island, in: states)))
            return life
        }
        for _ in 0..<period {
            together.step()
            apart.forEach { $0.step() }
            if together.liveCells().sorted() != apart.flatMap({ $0.liveCells() }).sorted() { return false }
        }
        return true
    }
}
