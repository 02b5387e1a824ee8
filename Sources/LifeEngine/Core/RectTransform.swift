/// A quarter turn or a mirror of the cells in a rectangle, about the rectangle's centre (as
/// Golly rotates and flips a selection): y grows downward, so clockwise is as seen on screen.
public enum RectTransform: CaseIterable, Sendable {
    case rotateClockwise, rotateAnticlockwise, flipHorizontally, flipVertically

    /// The cells (all inside `rect`) transformed, and the rectangle they now fill (a turn swaps
    /// its sides, keeping its centre to within half a cell).
    public func apply(to cells: [Cell], in rect: CellRect) -> (cells: [Cell], rect: CellRect) {
        let w = rect.width, h = rect.height
        let turned: CellRect
        switch self {
        case .rotateClockwise, .rotateAnticlockwise:
            turned = CellRect(x: rect.x + (w - h) / 2, y: rect.y + (h - w) / 2, width: h, height: w)
        case .flipHorizontally, .flipVertically:
            turned = rect
        }
        let moved = cells.map { cell -> Cell in
            let u = cell.x - rect.x, v = cell.y - rect.y
            switch self {
            case .rotateClockwise: return Cell(turned.x + (h - 1 - v), turned.y + u)
            case .rotateAnticlockwise: return Cell(turned.x + v, turned.y + (w - 1 - u))
            case .flipHorizontally: return Cell(rect.x + (w - 1 - u), cell.y)
            case .flipVertically: return Cell(cell.x, rect.y + (h - 1 - v))
            }
        }
        return (moved, turned)
    }
}
