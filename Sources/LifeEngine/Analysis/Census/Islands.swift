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
        var independence: [[Int64]: Bool] = [:]
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

    /// Islands as a shape: every cell from the group's box corner, with its state, in order.
    private static func arrangement(_ islands: [[Cell]], states: [Cell: UInt8]) -> [Int64] {
        let cells = islands.flatMap { $0 }.sorted()
        guard let box = CellRect(enclosing: cells) else { return [] }
        return ShapeKey.of(cells, fromX: box.x, y: box.y, states: states)
    }

    /// Joins cells (sorted in reading order, no repeats) up to two apart (`near`) and touching
    /// (`touching`, kings' moves), in one sweep: each cell looks ahead in its row and in the two
    /// rows below, through pointers that only move forward.
    static func neighbourSets(_ cells: [Cell]) -> (near: UnionFind, touching: UnionFind) {
        var near = UnionFind(count: cells.count), touching = UnionFind(count: cells.count)
        // Where each row starts, and the next two rows' starts for each row.
        var rowStart: [Int] = []
        for i in cells.indices where i == 0 || cells[i].y != cells[i - 1].y { rowStart.append(i) }
        rowStart.append(cells.count)
        for r in 0..<(rowStart.count - 1) {
            let y = cells[rowStart[r]].y
            // The rows y+1 and y+2, when present: their ranges, and a pointer into each.
            var below: [(pointer: Int, end: Int, dy: Int64)] = []
            for k in 1...2 where r + k < rowStart.count - 1 {
                let dy = cells[rowStart[r + k]].y - y
                if dy <= 2 { below.append((rowStart[r + k], rowStart[r + k + 1], dy)) }
            }
            for i in rowStart[r]..<rowStart[r + 1] {
                let x = cells[i].x
                var j = i + 1
                while j < rowStart[r + 1] && cells[j].x <= x + 2 {
                    near.union(i, j)
                    if cells[j].x == x + 1 { touching.union(i, j) }
                    j += 1
                }
                for b in below.indices {
                    while below[b].pointer < below[b].end && cells[below[b].pointer].x < x - 2 { below[b].pointer += 1 }
                    var k = below[b].pointer
                    while k < below[b].end && cells[k].x <= x + 2 {
                        near.union(i, k)
                        if below[b].dy == 1 && abs(cells[k].x - x) <= 1 { touching.union(i, k) }
                        k += 1
                    }
                }
            }
        }
        return (near, touching)
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
