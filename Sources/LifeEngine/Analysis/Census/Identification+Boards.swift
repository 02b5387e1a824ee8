extension Identification {
    /// Cells of a board as the plane's search takes them, with the edges they must keep clear of
    /// (`staysClear`; nil on the plane): on a plain torus cut open where the pattern leaves room
    /// (`cut`), through bands it leaves empty in its next `generations` too.
    static func planeView(_ cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule, on topology: Topology, generations: Int64 = 0)
        -> PlaneView {
        guard let board = topology.board else { return PlaneView(cells: cells, states: states, edges: nil, cut: nil) }
        let cut: TorusCut?
        if generations > 0 {
            let universe = Engines.stepping(rule: rule, topology: topology)
            universe.load(Pattern(cells: cells, rule: rule, topology: topology, decaying: states))
            cut = TorusCut(over: universe, generations: generations)
        } else {
            cut = TorusCut(cells + Array(states.keys), on: topology)
        }
        guard let cut else { return PlaneView(cells: cells, states: states, edges: board, cut: nil) }
        let moved = cut.moved(cells, states: states)
        return PlaneView(cells: moved.cells, states: moved.states, edges: cut.board, cut: cut)
    }

    /// `planeView` of cells on `topology` that keeps clear of its edges for `generations`: cut
    /// through the bands the cells leave empty, or failing that on a torus (a blinker's other
    /// phase reaching into a band of two) through bands all of the next `generations` leave empty,
    /// when that run is short enough (`recutWork` cell generations); nil when neither keeps clear.
    static func clearView(_ cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule, on topology: Topology, generations: Int64) -> PlaneView? {
        let view = planeView(cells, states: states, rule: rule, on: topology)
        if view.holds(rule: rule, for: generations) { return view }
        guard view.cut != nil, Int64(cells.count + states.count).multipliedReportingOverflow(by: generations + 1).partialValue <= recutWork
        else { return nil }
        let recut = planeView(cells, states: states, rule: rule, on: topology, generations: generations)
        return recut.cut != view.cut && recut.holds(rule: rule, for: generations) ? recut : nil
    }

    /// `find` for cells on any board: on a bounded one, the plane's search on its `planeView`,
    /// whose answer holds while the pattern keeps a cell clear of the edges for the generations to
    /// its cycle and one period of it; `reachesEdges` when it does not (then `search` is no
    /// answer). On a torus, a pattern whose phases reach into the band the first cut went through
    /// is cut again (`clearView`) and looked at again.
    public static func find(_ cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule, generation: Int64 = 0, on topology: Topology,
                            maxPeriod: Int, maxSeconds: Double? = nil, budget: MemoryBudget = .machine,
                            clock: @escaping () -> Double = { 0 }, reached: (Int64) -> Bool = { _ in false })
        -> (search: IdentificationSearch, reachesEdges: Bool) {
        func search(_ view: PlaneView) -> IdentificationSearch {
            find(view.cells, states: view.states, rule: rule, generation: generation, maxPeriod: maxPeriod, maxSeconds: maxSeconds,
                 budget: budget, clock: clock, reached: reached)
        }
        let view = planeView(cells, states: states, rule: rule, on: topology)
        // Cells on an edge (a block across a Klein bottle's seam) would fall apart on the plane.
        guard view.holds(rule: rule, for: 0) else { return (.notFound(generation: 0, timedOut: false, stopped: false), true) }
        let first = search(view)
        // A gun's output reaches a bounded board's edges, where it wrecks the gun or comes round.
        if case .gun = first, topology != .plane { return (.notFound(generation: 0, timedOut: false, stopped: false), true) }
        guard let (found, from) = first.identified, view.edges != nil else { return (first, false) }
        let cycle = from + Int64(found.period)
        if view.holds(rule: rule, for: cycle) { return (first, false) }
        // Cut again where every phase leaves room, and look again there.
        guard let recut = clearView(cells, states: states, rule: rule, on: topology, generations: cycle), recut.cut != view.cut else {
            return (first, true)
        }
        let second = search(recut)
        return (second, second.identified == nil)
    }

    /// Most cell generations run to cut a torus again through bands all phases leave empty.
    public static let recutWork: Int64 = 50_000_000
}
