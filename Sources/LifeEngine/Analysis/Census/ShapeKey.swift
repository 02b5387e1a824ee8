/// A shape as a dictionary key, so that debris repeating a few shapes (blocks, blinkers, two blocks
/// side by side) is looked at once per shape: each cell's place from a corner, with its state.
///
/// A shape of cells in state 1 within eight cells of the corner each way (most debris) is kept as
/// a 64-bit picture, which needs no array and hashes at once; any other as a list of cells.
struct ShapeKey: Hashable {
    /// Bit 8 dy + dx for each cell at (dx, dy) from the corner; 0 for a listed shape.
    private var picture: UInt64 = 0
    /// Each cell's place and state, in reading order (empty for a shape kept as a picture).
    private var listed: [Int64] = []

    /// The key of `cells` (any order, no repeats) from the corner (`x`, `y`); a cell not in
    /// `states` is in state 1.
    static func of(_ cells: [Cell], fromX x: Int64, y: Int64, states: [Cell: UInt8]) -> ShapeKey {
        var key = ShapeKey()
        if states.isEmpty {
            var picture: UInt64 = 0
            var fits = true
            for cell in cells {
                let dx = cell.x &- x, dy = cell.y &- y
                guard dx >= 0, dx < 8, dy >= 0, dy < 8 else {
                    fits = false
                    break
                }
                picture |= 1 << UInt64(dy * 8 + dx)
            }
            if fits && !cells.isEmpty {
                key.picture = picture
                return key
            }
        }
        let ordered = cells.indices.dropFirst().allSatisfy { cells[$0 - 1] < cells[$0] } ? cells : cells.sorted()
        key.listed.reserveCapacity(ordered.count * 3)
        for cell in ordered {
            key.listed.append(cell.x - x)
            key.listed.append(cell.y - y)
            key.listed.append(states.isEmpty ? 1 : Int64(states[cell] ?? 1))
        }
        return key
    }
}
