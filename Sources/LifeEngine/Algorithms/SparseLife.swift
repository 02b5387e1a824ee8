/// A straightforward algorithm over a hash set of live cells.
///
/// Each step counts the neighbours of live cells only, so its cost follows the population, not
/// the area. It is the reference the faster algorithms are checked against.
public final class SparseLife: LifeAlgorithm {
    /// "sparse".
    public let name = "sparse"
    /// The rule in force.
    public let rule: Rule
    /// The plane or a torus.
    public let topology: Topology
    /// Generations computed since load.
    public var generation: Int64 = 0
    private var alive: Set<Cell>
    /// Cells born and cells that died in the last generation stepped.
    public private(set) var lastStepBirthsAndDeaths: (births: Int, deaths: Int)?

    /// Creates an empty universe with the rule, on the plane or a torus.
    public init(rule: Rule = .conway, topology: Topology = .plane) {
        self.rule = rule
        self.topology = topology
        self.alive = []
    }

    /// Creates a universe holding the pattern's cells, rule, topology and generation.
    public convenience init(pattern: Pattern) {
        self.init(rule: pattern.rule, topology: pattern.topology)
        alive = Set(pattern.cells.map(topology.wrap))
        generation = pattern.generation
    }

    /// Number of live cells.
    public var population: Int { alive.count }

    /// An independent copy sharing storage until one side changes.
    public func duplicate() -> any LifeAlgorithm {
        let copy = SparseLife(rule: rule, topology: topology)
        copy.alive = alive
        copy.generation = generation
        return copy
    }

    /// Smallest rectangle holding every live cell.
    /// - Complexity: O(population).
    public var bounds: CellRect? { CellRect(enclosing: alive) }

    /// Whether the cell is alive.
    public func isAlive(_ cell: Cell) -> Bool { alive.contains(topology.wrap(cell)) }

    /// Makes the cell alive or dead.
    public func setAlive(_ value: Bool, at cell: Cell) {
        let c = topology.wrap(cell)
        if value { alive.insert(c) } else { alive.remove(c) }
    }

    /// Calls `body` for every live cell, in no particular order.
    public func forEachLiveCell(_ body: (Cell) -> Void) {
        for cell in alive { body(cell) }
    }

    /// Every live cell in row-major order.
    /// - Complexity: O(n log n) in the population.
    public func liveCells() -> [Cell] { alive.sorted() }

    /// Advances the given number of generations.
    /// - Complexity: O(population) per generation.
    public func step(by generations: Int64) {
        precondition(generations >= 0, "cannot step backwards")
        var remaining = generations
        while remaining > 0 {
            stepOnce()
            remaining -= 1
            generation += 1
        }
    }

    private func stepOnce() {
        var counts = [Cell: UInt8](minimumCapacity: alive.count * 4)
        for cell in alive {
            for dy: Int64 in -1...1 {
                for dx: Int64 in -1...1 where dx != 0 || dy != 0 {
                    counts[topology.wrap(Cell(cell.x &+ dx, cell.y &+ dy)), default: 0] += 1
                }
            }
        }
        var next = Set<Cell>(minimumCapacity: alive.count)
        for (cell, count) in counts where rule.nextState(alive: alive.contains(cell), neighbours: Int(count)) {
            next.insert(cell)
        }
        // Survival with zero neighbours (S0) is never seen through the counts above.
        if rule.survivalMask & 1 != 0 {
            for cell in alive where counts[cell] == nil { next.insert(cell) }
        }
        let survivors = next.intersection(alive).count
        lastStepBirthsAndDeaths = (next.count - survivors, alive.count - survivors)
        alive = next
    }

    /// Marks every live cell inside the raster's window.
    /// - Complexity: O(population).
    public func rasterize(into raster: inout CellRaster) {
        for cell in alive { raster.mark(cell) }
    }
}
