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

    /// Draws `pattern` into `box` in `color`: rows offset as the board draws a hexagonal rule's,
    /// cells in a decaying state (Generations, Larger than Life) fading as on the board.
    public static func draw(_ pattern: Pattern, in box: Rect, color: Color, into list: inout RenderList) {
        guard let b = pattern.bounds else { return }
        let units = Self.units
        let scale = max(1, (Double(max(b.width, b.height)) / units).rounded(.up))
        let unitsX = (Double(b.width) / scale).rounded(.up), unitsY = (Double(b.height) / scale).rounded(.up)
        // Each row moved by the shear, as on the board: the rows then span more units across.
        let shear = pattern.rule.neighbourhood == .hexagonal ? Camera.hexagonalShear : 0
        let spanX = unitsX + abs(shear) * (unitsY - 1), firstX = min(0, shear * (unitsY - 1))
        let size = min(box.width / spanX, box.height / unitsY)
        let offsetX = box.x + (box.width - size * spanX) / 2, offsetY = box.y + (box.height - size * unitsY) / 2
        // Each lit unit with the lowest state among its cells (a live cell shows over a decaying one).
        var lit: [Int: UInt8] = [:]
        for cell in pattern.cells {
            let ux = Int(Double(cell.x - b.x) / scale), uy = Int(Double(cell.y - b.y) / scale)
            let state = pattern.decaying[cell] ?? 1
            lit[uy * 1000 + ux] = min(lit[uy * 1000 + ux] ?? state, state)
        }
        // A gap between squares of four pixels or more, so neighbouring cells read as cells (a
        // beacon's two blocks apart from a figure eight's squares).
        let side = max(1, size.rounded(.down)), gap = side >= 4 ? max(1, (side * 0.15).rounded()) : 0
        for (key, state) in lit.sorted(by: { $0.key < $1.key }) {
            let ux = Double(key % 1000), uy = Double(key / 1000)
            let fade = pattern.rule.fade(of: state)
            var shade = color
            if fade > 0 { shade.a = UInt8((Double(color.a) * (1 - Rule.decayReach * fade)).rounded()) }
            list.commands.append(.fill(Rect(x: (offsetX + (ux + shear * uy - firstX) * size).rounded(), y: (offsetY + uy * size).rounded(),
                                            width: side - gap, height: side - gap), shade, radius: 0))
        }
    }
}
