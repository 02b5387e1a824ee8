extension Identification {
    /// Cells of a bounded board as the plane's search takes them, with the edges they must keep
    /// clear of (`staysClear`; nil on the plane): on a plain torus cut open where the pattern
    /// leaves room (`TorusCut`), through bands it leaves empty in its next `generations` too.
    static func planeView(_ cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule, on topology: Topology, generations: Int64 = 0)
        -> (cells: [Cell], states: [Cell: UInt8], edges: CellRect?) {
        guard let board = topology.board else { return (cells, states, nil) }
        let cut: TorusCut?
        if generations > 0 {
            let universe = Engines.stepping(rule: rule, topology: topology)
            universe.load(Pattern(cells: cells, rule: rule, topology: topology, decaying: states))
            cut = TorusCut(over: universe, generations: generations)
        } else {
            cut = TorusCut(cells + Array(states.keys), on: topology)
        }
        guard let cut else { return (cells, states, board) }
        let moved = cut.moved(cells, states: states)
        return (moved.cells, moved.states, cut.board)
    }

    /// `find` for cells on any board: on a bounded one, the plane's search on its `planeView`,
    /// whose answer holds while the pattern keeps a cell clear of the edges for the generations to
    /// its cycle and one period of it; `reachesEdges` when it does not (then `search` is no
    /// answer). On a torus, a pattern whose phases reach into the band the first cut went through
    /// is cut again through bands all its phases leave empty (a row of blinkers beside a band
    /// of two empty columns), when that run is short enough (`recutWork` cell generations).
    public static func find(_ cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule, generation: Int64 = 0, on topology: Topology,
                            maxPeriod: Int, maxSeconds: Double? = nil, budget: MemoryBudget = .machine,
                            clock: @escaping () -> Double = { 0 }, reached: (Int64) -> Bool = { _ in false })
        -> (search: IdentificationSearch, reachesEdges: Bool) {
        func search(_ view: (cells: [Cell], states: [Cell: UInt8], edges: CellRect?)) -> IdentificationSearch {
            find(view.cells, states: view.states, rule: rule, generation: generation, maxPeriod: maxPeriod, maxSeconds: maxSeconds,
                 budget: budget, clock: clock, reached: reached)
        }
        func holds(_ view: (cells: [Cell], states: [Cell: UInt8], edges: CellRect?), _ generations: Int64) -> Bool {
            view.edges.map { staysClear(view.cells, states: view.states, rule: rule, of: $0, generations: generations) } ?? true
        }
        let view = planeView(cells, states: states, rule: rule, on: topology)
        // Cells on an edge (a block across a Klein bottle's seam) would fall apart on the plane.
        guard holds(view, 0) else { return (.notFound(generation: 0, timedOut: false, stopped: false), true) }
        let first = search(view)
        guard let (found, from) = first.identified, view.edges != nil else { return (first, false) }
        let cycle = from + Int64(found.period)
        if holds(view, cycle) { return (first, false) }
        guard TorusCut.sides(of: topology) != nil, Int64(cells.count + states.count).multipliedReportingOverflow(by: cycle + 1).partialValue <= recutWork
        else { return (first, true) }
        let recut = planeView(cells, states: states, rule: rule, on: topology, generations: cycle)
        guard recut.edges != view.edges, holds(recut, cycle) else { return (first, true) }
        let second = search(recut)
        return (second, second.identified == nil)
    }

    /// Most cell generations `find` runs to cut a torus again through bands all phases leave empty.
    public static let recutWork: Int64 = 50_000_000
}
