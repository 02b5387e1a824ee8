/// The same turns and mirrors on the hexagonal grid that Golly's hexagonal rules make of the
/// square one (each cell's neighbours all but NE and SW), drawn with each row moved half a cell
/// left per row down (`Camera.hexagonalShear`): a turn is a sixth of a turn, as seen on screen,
/// and a mirror is one of the hexagons' own, so an isotropic hexagonal rule runs the turned
/// pattern as the turned run. The square grid's quarter turns are no symmetry of those rules.
extension RectTransform {
    /// The cells (all inside `rect`) transformed about the rectangle's middle cell, and the
    /// rectangle they now fill (`rect` itself when there are none). Six turns, or two mirrors,
    /// give the cells back.
    public func applyOnHexagons(to cells: [Cell], in rect: CellRect) -> (cells: [Cell], rect: CellRect) {
        let pivot = Cell(rect.x + rect.width / 2, rect.y + rect.height / 2)
        // The hexagon's own symmetries, as the census names objects by them: a sixth of a turn
        // each way, and the mirrors left to right and top to bottom as the rows are drawn.
        let index: Int
        switch self {
        case .rotateClockwise: index = 1
        case .rotateAnticlockwise: index = 5
        case .flipHorizontally: index = 7
        case .flipVertically: index = 10
        }
        let moved = cells.map { cell -> Cell in
            let turned = GridSymmetry.hexagonal.apply(index, to: Cell(cell.x - pivot.x, cell.y - pivot.y))
            return Cell(pivot.x + turned.x, pivot.y + turned.y)
        }
        guard let first = moved.first else { return (moved, rect) }
        var low = first, high = first
        for cell in moved {
            low = Cell(min(low.x, cell.x), min(low.y, cell.y))
            high = Cell(max(high.x, cell.x), max(high.y, cell.y))
        }
        return (moved, CellRect(x: low.x, y: low.y, width: high.x - low.x + 1, height: high.y - low.y + 1))
    }
}
