/// The turns and flips under which an object on a rule's grid is the same object: the square's
/// eight, or on a hexagonal grid (Golly's, where the NE and SW corners are not neighbours) the
/// hexagon's twelve. Catagolue names an object by the first of its codes over these.
enum GridSymmetry: Sendable {
    case square, hexagonal

    /// The symmetries of the grid `rule` runs on.
    init(_ rule: Rule) {
        self = rule.largerThanLife == nil && rule.neighbourhood == .hexagonal ? .hexagonal : .square
    }

    /// How many symmetries (8 or 12); `apply` takes an index below it.
    var count: Int { self == .square ? 8 : 12 }

    /// Symmetry `index` applied to a cell. On the square: bit 2 swaps x and y, bits 0 and 1 negate
    /// them. On the hexagon: indexes 6 and above swap x and y first, then `index % 6` turns by a
    /// sixth ((x, y) to (x - y, x), which takes each of the six neighbours to the next).
    func apply(_ index: Int, to cell: Cell) -> Cell {
        switch self {
        case .square:
            let (x, y) = index & 4 == 0 ? (cell.x, cell.y) : (cell.y, cell.x)
            return Cell(index & 1 == 0 ? x : -x, index & 2 == 0 ? y : -y)
        case .hexagonal:
            var (x, y) = index >= 6 ? (cell.y, cell.x) : (cell.x, cell.y)
            for _ in 0..<(index % 6) { (x, y) = (x - y, x) }
            return Cell(x, y)
        }
    }
}
