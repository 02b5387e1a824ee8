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
    /// - Complexity: O(maxPeriod x cells) steps and comparisons; memory O(cells) while searching,
    ///   then the period's phases.
    static func cycle(of cells: [Cell], rule: Rule, maxPeriod: Int) -> Cycle? {
        guard let start = CellRect(enclosing: cells) else { return nil }
        let shape = cells.map { $0.offset(by: -start.x, -start.y) }.sorted()
        let life = engine(rule: rule, cells: cells)
        for period in 1...max(1, maxPeriod) {
            life.step()
            guard let box = life.bounds else { return nil }
            // Cells are listed only when the population and the box match.
            guard life.population == cells.count, box.width == start.width, box.height == start.height else { continue }
            if life.liveCells().map({ $0.offset(by: -box.x, -box.y) }).sorted() == shape {
                // Found: run the period again to keep its phases.
                let again = engine(rule: rule, cells: cells)
                var phases = [cells]
                for _ in 1..<period {
                    again.step()
                    phases.append(again.liveCells())
                }
                return Cycle(period: period, displacement: (box.x - start.x, box.y - start.y), phases: phases)
            }
        }
        return nil
    }

    /// The engine for a search: a sparse one for a small object, tiles for a large one.
    private static func engine(rule: Rule, cells: [Cell]) -> any LifeAlgorithm {
        let life: any LifeAlgorithm = cells.count <= 256 ? Engines.small(rule: rule) : Engines.stepping(rule: rule)
        life.load(cells)
        return life
    }
}
