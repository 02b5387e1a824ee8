import LifeEngine
import LifeScene

/// A pattern drawn small (the browser's cards, the census rows, the boards' thumbnails): each lit
/// block of cells one square, with a gap between squares large enough to show one, centred in its box.
public enum PatternPreview {
    /// Most squares a preview draws along its longer side.
    static let units = 24.0

    /// The pattern as a preview draws it, each lit block one cell (at most `units` a side): the
    /// same picture, for a preview drawn every frame whatever the pattern's size.
    public static func thumbnail(_ pattern: Pattern) -> Pattern {
        guard let b = pattern.bounds else { return pattern }
        let scale = max(1, (Double(max(b.width, b.height)) / units).rounded(.up))
        guard scale > 1 else { return pattern }
        var copy = pattern
        copy.cells = Pattern(cells: pattern.cells.map { Cell(Int64(Double($0.x - b.x) / scale), Int64(Double($0.y - b.y) / scale)) }).cells
        copy.decaying = [:]
        return copy
    }

    /// Draws `pattern` into `box` in `color`.
    public static func draw(_ pattern: Pattern, in box: Rect, color: Color, into list: inout RenderList) {
        guard let b = pattern.bounds else { return }
        let units = Self.units
        let scale = max(1, (Double(max(b.width, b.height)) / units).rounded(.up))
        let unitsX = (Double(b.width) / scale).rounded(.up), unitsY = (Double(b.height) / scale).rounded(.up)
        let size = min(box.width / unitsX, box.height / unitsY)
        let offsetX = box.x + (box.width - size * unitsX) / 2, offsetY = box.y + (box.height - size * unitsY) / 2
        var lit = Set<Int>()
        for cell in pattern.cells {
            let ux = Int(Double(cell.x - b.x) / scale), uy = Int(Double(cell.y - b.y) / scale)
            lit.insert(uy * 1000 + ux)
        }
        // A gap between squares of four pixels or more, so neighbouring cells read as cells (a
        // beacon's two blocks apart from a figure eight's squares).
        let side = max(1, size.rounded(.down)), gap = side >= 4 ? max(1, (side * 0.15).rounded()) : 0
        for key in lit.sorted() {
            let ux = Double(key % 1000), uy = Double(key / 1000)
            list.commands.append(.fill(Rect(x: (offsetX + ux * size).rounded(), y: (offsetY + uy * size).rounded(),
                                            width: side - gap, height: side - gap), color, radius: 0))
        }
    }
}
