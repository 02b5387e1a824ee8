/// Runs cells on their own and finds when they first repeat, in place or shifted (states and all,
/// under a rule of more than two states).
enum PeriodFinder {
    /// What repeats: the period, the move per period, and the phases from the first (period
    /// many), each as live cells and, in a rule of more than two states, the other cells' states.
    struct Cycle {
        var period: Int
        var displacement: (dx: Int64, dy: Int64)
        var phases: [[Cell]]
        var decaying: [[Cell: UInt8]]
    }

    /// The first generation, up to `maxPeriod`, at which `cells` repeat (shifted, for a
    /// spaceship); nil when they die out or do not repeat by then.
    /// - Complexity: O(maxPeriod x cells) steps and comparisons; memory O(cells) while searching,
    ///   then the period's phases.
    static func cycle(of cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule, maxPeriod: Int) -> Cycle? {
        guard let start = CellRect(enclosing: cells) else { return nil }
        let shape = cells.map { $0.offset(by: -start.x, -start.y) }.sorted()
        let life = engine(rule: rule, cells: cells, states: states)
        for period in 1...max(1, maxPeriod) {
            life.step()
            guard let box = life.bounds else { return nil }
            // Cells are listed only when the population and the box match.
            guard life.population == cells.count, box.width == start.width, box.height == start.height else { continue }
            let dx = box.x - start.x, dy = box.y - start.y
            if life.liveCells().map({ $0.offset(by: -box.x, -box.y) }).sorted() == shape
                && (rule.states == 2 || life.decayingCells() == Dictionary(uniqueKeysWithValues: states.map { ($0.key.offset(by: dx, dy), $0.value) })) {
                // Found: run the period again to keep its phases.
                let again = engine(rule: rule, cells: cells, states: states)
                var phases = [cells], decaying = [states]
                for _ in 1..<period {
                    again.step()
                    phases.append(again.liveCells())
                    decaying.append(rule.states > 2 ? again.decayingCells() : [:])
                }
                return Cycle(period: period, displacement: (dx, dy), phases: phases, decaying: decaying)
            }
        }
        return nil
    }

    /// The engine for a search: a sparse one for a small object, tiles for a large one.
    private static func engine(rule: Rule, cells: [Cell], states: [Cell: UInt8]) -> any LifeAlgorithm {
        let life: any LifeAlgorithm = cells.count <= 256 ? Engines.small(rule: rule) : Engines.stepping(rule: rule)
        life.load(Pattern(cells: cells, rule: rule, decaying: states))
        return life
    }
}
