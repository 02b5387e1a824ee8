/// Cells of a board as the plane's census and Identify take them (`Identification.planeView`): on a
/// plain torus moved by `cut`, with the edges they must keep clear of for the plane's answer to
/// hold on the board (nil on the plane).
struct PlaneView {
    let cells: [Cell]
    let states: [Cell: UInt8]
    let edges: CellRect?
    let cut: TorusCut?

    /// Whether the cells keep a cell clear of the edges for `generations` (always on the plane).
    func holds(rule: Rule, for generations: Int64) -> Bool {
        edges.map { Identification.staysClear(cells, states: states, rule: rule, of: $0, generations: generations) } ?? true
    }
}
