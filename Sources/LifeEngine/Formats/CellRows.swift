/// The pattern's cells as text rows from its bounding box's top-left: `dead` for dead cells,
/// `alive` for live ones, trailing dead cells left out (an empty row stays empty).
enum CellRows {
    static func render(_ pattern: Pattern, alive: Character, dead: Character = ".") -> [String] {
        guard let b = pattern.bounds else { return [] }
        var rows = [[Character]](repeating: [], count: Int(b.height))
        for cell in pattern.cells {
            let r = Int(cell.y - b.y), c = Int(cell.x - b.x)
            if rows[r].count <= c { rows[r] += [Character](repeating: dead, count: c + 1 - rows[r].count) }
            rows[r][c] = alive
        }
        return rows.map { String($0) }
    }
}
