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
    /// A cell's state: 0 dead, 1 alive, 2 and up the decaying states of Generations and Larger than
    /// Life rules (a live cell of `liveCells` is any state but 0).
    func state(at cell: Cell) -> UInt8
    /// Sets a cell's state (two-state engines keep 0 or alive).
    func setState(_ state: UInt8, at cell: Cell)
    /// The cells in states 2 and up (none for two-state rules).
    func decayingCells() -> [Cell: UInt8]

    // Capabilities: what an engine can do beyond stepping, asked instead of checking its type.

    /// Whether the engine keeps the universe as a memoized tree that leaps many generations at once
    /// and holds universes far too large to list (HashLife): hyperspeed and long jumps run there.
    var leaps: Bool { get }
    /// Advances `generations`, reporting progress (0...1) and stopping when `isCancelled` says so
    /// (throwing `EngineError.cancelled`); the universe stays at the last step completed.
    func advance(by generations: Int64, progress: ((Double) -> Void)?, isCancelled: (() -> Bool)?) throws
    /// The universe in the engine's own save format when it needs no cell list (macrocell from a
    /// tree), with `comments` first; nil when the engine has none.
    func nativeMacrocell(comments: [String]) -> String?
    /// Distinct nodes the engine keeps in memory, for engines that memoize (nil otherwise).
    var memoizedNodes: Int? { get }
    /// About how many bytes this universe's own storage takes (what a kept copy costs once the
    /// original changes), for caps on kept copies such as the timeline's.
    var storageBytes: Int { get }
    /// The universe put away to be taken up later (a checkpoint), as small as the engine can keep it.
    func kept() -> KeptUniverse
    /// Whether a step may share its work with helper threads (engines that have them); false
    /// while something else needs the other processors, such as HashLife racing beside it.
    var sharesSteps: Bool { get set }
    /// Why the engine cannot hold all its cells or compute the next generation (the grid past its
    /// window's size); nil when it can. A generation it could not compute is not counted.
    var refusal: EngineError? { get }
}

extension LifeAlgorithm {
    /// The population as a 128-bit count.
    public var exactPopulation: UInt128 { UInt128(population) }

    /// A stepping engine does not leap.
    public var leaps: Bool { false }

    /// A stepping engine memoizes nothing.
    public var memoizedNodes: Int? { nil }

    /// A duplicate, kept as it is.
    public func kept() -> KeptUniverse { KeptUniverse(duplicating: self) }

    /// A cell list's worth: 16 bytes a live cell.
    public var storageBytes: Int { 1024 + population * 16 }

    public var sharesSteps: Bool {
        get { false }
        set {}
    }

    /// An engine holds what it is given and steps on.
    public var refusal: EngineError? { nil }

    /// A stepping engine has no save format of its own.
    public func nativeMacrocell(comments: [String]) -> String? { nil }

    /// Advances `generations` (see `advance(by:progress:isCancelled:)`).
    public func advance(by generations: Int64) throws { try advance(by: generations, progress: nil, isCancelled: nil) }
    /// Advances `generations`, reporting progress.
    public func advance(by generations: Int64, progress: @escaping (Double) -> Void) throws {
        try advance(by: generations, progress: progress, isCancelled: nil)
    }
    /// Advances `generations`, stopping when `isCancelled` says so.
    public func advance(by generations: Int64, isCancelled: @escaping () -> Bool) throws {
        try advance(by: generations, progress: nil, isCancelled: isCancelled)
    }

    /// One generation at a time, so a cancel is seen between two of them; what keeps the engine
    /// from holding its cells or stepping on (`refusal`) is thrown.
    public func advance(by generations: Int64, progress: ((Double) -> Void)?, isCancelled: (() -> Bool)?) throws {
        guard generations >= 0 else { throw EngineError.negativeGenerations }
        guard PlaneLimits.canAdvance(generation, by: generations) else { throw EngineError.generationLimit }
        if let refusal { throw refusal }
        var done: Int64 = 0
        while done < generations {
            if isCancelled?() == true { throw EngineError.cancelled }
            step(by: 1)
            if let refusal { throw refusal }
            done += 1
            if done & 255 == 0 || done == generations { progress?(Double(done) / Double(generations)) }
        }
    }

    /// Advances one generation.
    public func step() { step(by: 1) }

    /// Flips the cell between alive and dead.
    public func toggle(_ cell: Cell) { setAlive(!isAlive(cell), at: cell) }

    public func state(at cell: Cell) -> UInt8 { isAlive(cell) ? 1 : 0 }
    public func setState(_ state: UInt8, at cell: Cell) { setAlive(state != 0, at: cell) }
    public func decayingCells() -> [Cell: UInt8] { [:] }

    /// Replaces every cell with the pattern's, in their states.
    public func load(_ pattern: Pattern) {
        load(pattern.cells)
        for (cell, state) in pattern.decaying { setState(state, at: cell) }
    }

    /// Replaces every cell with the pattern's (the rule stays).
    public func load(_ cells: [Cell]) {
        for cell in liveCells() { setAlive(false, at: cell) }
        for cell in cells { setAlive(true, at: cell) }
    }

    /// The current cells as a pattern with this rule, topology and generation.
    public func snapshot() -> Pattern {
        Pattern(cells: liveCells(), rule: rule, topology: topology, generation: generation, decaying: decayingCells())
    }
}
