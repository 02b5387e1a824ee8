import LifeEngine
import LifeRun

/// A stroke of the pencil: the state it paints (the drawing state, or dead when it began on a
/// cell already in it), the last cell painted (the next is joined to it by a straight line, so a
/// fast stroke leaves no gaps), the board before it, for undo, and whether that board was empty.
struct DrawStroke {
    let state: UInt8
    var last: Cell
    let before: UndoPoint
    let beganOnEmptyBoard: Bool

    /// The cells on the straight line from `a` to `b`, both ends included (Bresenham).
    static func line(from a: Cell, to b: Cell) -> [Cell] {
        let dx = abs(b.x - a.x), dy = -abs(b.y - a.y)
        let sx: Int64 = a.x < b.x ? 1 : -1, sy: Int64 = a.y < b.y ? 1 : -1
        var error = dx + dy, x = a.x, y = a.y
        var cells = [a]
        while x != b.x || y != b.y {
            let e2 = 2 * error
            if e2 >= dy { error += dy; x += sx }
            if e2 <= dx { error += dx; y += sy }
            cells.append(Cell(x, y))
        }
        return cells
    }
}
