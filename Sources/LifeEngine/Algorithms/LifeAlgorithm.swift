/// The one narrow interface every Life algorithm implements (after Golly's lifealgo).
///
/// Algorithms are reference types owned by one thread at a time. Coordinates are Int64 on the
/// unbounded plane.
public protocol LifeAlgorithm: AnyObject {
    /// Short name shown in the CLI and the app, e.g. "sparse".
    var name: String { get }
    /// The rule in force.
    var rule: Rule { get }
    /// The plane, or a torus whose edges wrap (cells given outside it are wrapped onto it).
    var topology: Topology { get }
    /// Generations computed since the pattern was loaded (settable for resets and loads).
    var generation: Int64 { get set }
    /// Number of live cells.
    var population: Int { get }
    /// Number of live cells, exact even beyond Int (HashLife).
    var exactPopulation: UInt128 { get }
    /// Smallest rectangle holding every live cell, or nil when there is none.
    var bounds: CellRect? { get }
    /// Whether the cell is alive.
    func isAlive(_ cell: Cell) -> Bool
    /// Makes the cell alive or dead.
    func setAlive(_ alive: Bool, at cell: Cell)
    /// Advances `generations` generations (at least 0) and adds them to `generation`.
    func step(by generations: Int64)
    /// Every live cell, in row-major order.
    func liveCells() -> [Cell]
    /// Calls `body` for every live cell, in no particular order (no sorting, no array).
    func forEachLiveCell(_ body: (Cell) -> Void)
    /// Counts the live cells under each unit of the raster's window (adding to what is there).
    func rasterize(into raster: inout CellRaster)
    /// Replaces every cell with these (the rule stays); algorithms may build their storage in bulk.
    func load(_ cells: [Cell])
    /// An independent copy (cheap: storage is shared until one side changes).
    func duplicate() -> any LifeAlgorithm
    /// Cells born and cells that died in the last generation stepped, when the algorithm counted them.
    var lastStepBirthsAndDeaths: (births: Int, deaths: Int)? { get }
}

extension LifeAlgorithm {
    /// The population as a 128-bit count.
    public var exactPopulation: UInt128 { UInt128(population) }

    /// Advances one generation.
    public func step() { step(by: 1) }

    /// Flips the cell between alive and dead.
    public func toggle(_ cell: Cell) { setAlive(!isAlive(cell), at: cell) }

    /// Replaces every cell with the pattern's (the rule stays).
    public func load(_ cells: [Cell]) {
        for cell in liveCells() { setAlive(false, at: cell) }
        for cell in cells { setAlive(true, at: cell) }
    }

    /// The current cells as a pattern with this rule, topology and generation.
    public func snapshot() -> Pattern {
        Pattern(cells: liveCells(), rule: rule, topology: topology, generation: generation)
    }
}
