/// A shape as a dictionary key, so that debris repeating a few shapes (blocks, blinkers, two blocks
/// side by side) is looked at once per shape: each cell's place from a corner, with its state.
enum ShapeKey {
    /// The key of `cells` (in the order given) from the corner (`x`, `y`); a cell not in `states` is in state 1.
    static func of(_ cells: [Cell], fromX x: Int64, y: Int64, states: [Cell: UInt8]) -> [Int64] {
        var key: [Int64] = []
        key.reserveCapacity(cells.count * 3)
        for cell in cells {
            key.append(cell.x - x)
            key.append(cell.y - y)
            key.append(states.isEmpty ? 1 : Int64(states[cell] ?? 1))
        }
        return key
    }
}
