/// The same turns and mirrors on the hexagonal grid that Golly's hexagonal rules make of the
/// square one (each cell's neighbours all but NE and SW), drawn with each row moved half a cell
/// left per row down (`Camera.hexagonalShear`): a turn is a sixth of a turn, as seen on screen,
/// and a mirror is one of the hexagons' own, so an isotropic hexagonal rule runs the turned
/// pattern as the turned run. The square grid's quarter turns are no symmetry of those rules.
extension RectTransform {
    /// The cells (all inside `rect`) transformed about the rectangle's middle cell, then moved so
    /// that the rectangle they now fill (`rect` itself when there are none) has the same middle
    /// cell: a turn in place, as the square grid's are. Six turns, or two mirrors, each in the
    /// rectangle the last one gave, give the cells back where they were when they filled `rect`
    /// (turned about a fixed cell alone, each turn's box had another middle, and six turns moved a
    /// pattern three cells aside).
    public func applyOnHexagons(to cells: [Cell], in rect: CellRect) -> (cells: [Cell], rect: CellRect) {
        let pivot = rect.middleCell
        // The hexagon's own symmetries, as the census names objects by them: a sixth of a turn
        // each way, and the mirrors left to right and top to bottom as the rows are drawn.
        let index: Int
        switch self {
        case .rotateClockwise: index = 1
        case .rotateAnticlockwise: index = 5
        case .flipHorizontally: index = 7
        case .flipVertically: index = 10
        }
        let turned = cells.map { cell in GridSymmetry.hexagonal.apply(index, to: Cell(cell.x - pivot.x, cell.y - pivot.y)) }
        guard let box = CellRect(enclosing: turned) else { return (cells, rect) }
        let middle = box.middleCell, dx = pivot.x - middle.x, dy = pivot.y - middle.y
        return (turned.map { $0.offset(by: dx, dy) }, CellRect(x: box.x + dx, y: box.y + dy, width: box.width, height: box.height))
    }
}
