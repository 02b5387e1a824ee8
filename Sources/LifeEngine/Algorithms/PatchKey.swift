/// A 64x64 patch of the plane, by its top-left cell divided by 64: the place the patch engines
/// (`PatchLife`, `RangePatchLife`) keep a patch under, and where a cell lies in it.
struct PatchKey: Hashable {
    let x: Int64, y: Int64

    /// Cells a patch side (a word's bits).
    static let side = 64
    private static let shift: Int64 = 6

    init(x: Int64, y: Int64) {
        self.x = x
        self.y = y
    }

    /// The patch holding `cell`.
    init(containing cell: Cell) {
        self.init(x: cell.x >> Self.shift, y: cell.y >> Self.shift)
    }

    /// One word into the hasher rather than two (the patch engines look patches up a few dozen
    /// times for each one they step).
    func hash(into hasher: inout Hasher) {
        hasher.combine(UInt64(bitPattern: x) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: y))
    }

    /// The patch `dx` patches across and `dy` down from this one.
    func offset(_ dx: Int64, _ dy: Int64) -> PatchKey { PatchKey(x: x + dx, y: y + dy) }

    /// The row and column of `cell` within its patch.
    static func position(of cell: Cell) -> (row: Int, column: Int) {
        let mask = Int64(side - 1)
        return (Int(cell.y & mask), Int(cell.x & mask))
    }

    /// The cell at `row` and `column` of this patch.
    func cell(row: Int, column: Int) -> Cell {
        Cell((x << Self.shift) + Int64(column), (y << Self.shift) + Int64(row))
    }
}
