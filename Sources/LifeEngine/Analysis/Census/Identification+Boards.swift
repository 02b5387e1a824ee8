extension Identification {
    /// Cells of a bounded board as the plane's search takes them, with the edges they must keep
    /// clear of (`staysClear`; nil on the plane): on a plain torus cut open where the pattern
    /// leaves room (`TorusCut`), so a pattern across the torus's edge is looked at whole.
    public static func planeView(_ cells: [Cell], states: [Cell: UInt8] = [:], on topology: Topology)
        -> (cells: [Cell], states: [Cell: UInt8], edges: CellRect?) {
        guard let board = topology.board else { return (cells, states, nil) }
        guard let cut = TorusCut(cells + Array(states.keys), on: topology) else { return (cells, states, board) }
        return (cells.map(cut.moved), Dictionary(uniqueKeysWithValues: states.map { (cut.moved($0.key), $0.value) }), cut.board)
    }
}
