/// Runs cells on their own and finds when they first repeat, in place or shifted.
enum PeriodFinder {
    /// What repeats: the period, the move per period, and the phases from the first (period many).
    struct Cycle {
        var period: Int
        var displacement: (dx: Int64, dy: Int64)
        var phases: [[Cell]]
    }

    /// The first generation, up to `maxPeriod`, at which `cells` repeat (shifted, for a
    /// spaceship); nil when they die out or do not repeat by then.
    /// - Complexity: O(maxPeriod x cells) steps and comparisons.
    static func cycle(of cells: [Cell], rule: Rule, maxPeriod: Int) -> Cycle? {
        guard let start = CellRect(enclosing: cells) else { return nil }
        let shape = cells.map { $0.offset(by: -start.x, -start.y) }.sorted()
        let life = SparseLife(rule: rule)
        life.load(cells)
        var phases = [cells]
        for period in 1...max(1, maxPeriod) {
            life.step()
            let now = life.liveCells()
            guard let box = life.bounds else { return nil }
            if now.count == cells.count, box.width == start.width, box.height == start.height,
               now.map({ $0.offset(by: -box.x, -box.y) }).sorted() == shape {
                return Cycle(period: period, displacement: (box.x - start.x, box.y - start.y), phases: phases)
            }
            phases.append(now)
        }
        return nil
    }
}
