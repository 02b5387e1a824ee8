/// Islands run on their own for a period, each shape once: whether a group of islands close
/// together runs as its islands would apart.
struct AlonePhases {
    private let states: [Cell: UInt8]
    private let rule: Rule
    private let period: Int
    /// Each shape's live cells in phases 0 to `period`, from its box's corner.
    private var known: [ShapeKey: [[Cell]]] = [:]

    /// Runs islands under `rule` for `period` generations, with the board's cells in states above 1.
    init(states: [Cell: UInt8], rule: Rule, period: Int) {
        self.states = states
        self.rule = rule
        self.period = period
    }

    /// Whether `islands` (each sorted), each run on its own, are the group's `phases` (its live
    /// cells in phases 0 to `period - 1`, sorted) at every generation up to a whole period.
    mutating func match(_ islands: [[Cell]], _ phases: [[Cell]]) -> Bool {
        let runs = islands.map { island in (box: CellRect(enclosing: island), phases: ownPhases(island)) }
        for k in 1...period {
            var apart: [Cell] = []
            for run in runs {
                guard let box = run.box else { continue }
                apart += run.phases[k].map { $0.offset(by: box.x, box.y) }
            }
            apart.sort()
            if apart != phases[k % period] { return false }
        }
        return true
    }

    /// An island's live cells in phases 0 to `period` from its box's corner, run once a shape.
    private mutating func ownPhases(_ island: [Cell]) -> [[Cell]] {
        guard let box = CellRect(enclosing: island) else { return [[Cell]](repeating: [], count: period + 1) }
        let key = ShapeKey.of(island, fromX: box.x, y: box.y, states: states)
        if let phases = known[key] { return phases }
        let life = Engines.small(rule: rule)
        life.load(Pattern(cells: island, rule: rule, decaying: EscapeAnalysis.states(of: island, in: states)))
        var phases = [island.map { $0.offset(by: -box.x, -box.y) }]
        for _ in 0..<period {
            life.step()
            phases.append(life.liveCells().map { $0.offset(by: -box.x, -box.y) })
        }
        known[key] = phases
        return phases
    }
}
