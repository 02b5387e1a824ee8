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
        let moved = cells.map { cell -> Cell in
            let x = cell.x - pivot.x, y = cell.y - pivot.y
            let (u, v): (Int64, Int64)
            switch self {
            // On screen, NW N E SE S W are the hexagon's corners in clockwise order: each goes to the next.
            case .rotateClockwise: (u, v) = (x - y, x)
            case .rotateAnticlockwise: (u, v) = (y, y - x)
            case .flipHorizontally: (u, v) = (y - x, y)
            case .flipVertically: (u, v) = (x - y, -y)
            }
            return Cell(pivot.x + u, pivot.y + v)
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
