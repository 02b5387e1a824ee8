/// Which engine runs a rule on a topology. The tiled, HashLife and sparse engines run B/S rules
/// on the Moore neighbourhood (no B0) on the plane or a torus; the tiles also the other two-state
/// rules of range 1 (B0 too, and Larger than Life of range 1 as its B/S rule), on every bounded grid; `PatchLife` Generations of range 1 (no B0) on
/// the plane and every bounded grid, History rules on the plane; HashLife these and Generations on
/// the plane; `RangePatchLife` Larger than Life on the plane and its bounded grids (range up to 64,
/// no B0); `GridLife` everything else (boards with a side under three cells, B0 with more than two
/// states, History rules on a board).
public enum Engines {
    /// Whether the tiled engine runs `rule` on `topology`: every bounded grid with sides of at least
    /// three cells (a ring of joined cells around the board), and the plane; Larger than Life of
    /// range 1 only where Golly runs Larger than Life.
    public static func tilesRun(_ rule: Rule, on topology: Topology) -> Bool {
        TiledLife.runs(rule) && (topology == .plane || BoardRing(topology) != nil)
            && (rule.largerThanLife == nil || topology.takesLargerThanLife)
    }

    /// Whether the tiled, HashLife and sparse engines run `rule` on `topology`.
    public static func lifeEnginesRun(_ rule: Rule, on topology: Topology) -> Bool {
        guard rule.isLifeLike else { return false }
        switch topology {
        case .plane, .torus: return true
        case .grid: return false
        }
    }

    /// A stepping engine that counts births and deaths each generation (the app's universes, and
    /// the runs that report them): the tiles counting when they run the rule, else `GridLife`, which always counts.
    public static func counting(rule: Rule, topology: Topology) -> any LifeAlgorithm {
        guard tilesRun(rule, on: topology) else { return untiled(rule: rule, topology: topology) }
        let universe = TiledLife(rule: rule, topology: topology)
        universe.countsBirthsAndDeaths = true
        return universe
    }

    /// A universe for a few cells (census, identification, endings): one 64x64 patch of bits where
    /// patches run the rule (a few words a step, where a hash of cells costs a lookup a neighbour),
    /// else the sparse engine, else `GridLife`.
    public static func small(rule: Rule, topology: Topology = .plane) -> any LifeAlgorithm {
        if PatchLife.runs(rule, on: topology) { return PatchLife(rule: rule, topology: topology) }
        return lifeEnginesRun(rule, on: topology) ? SparseLife(rule: rule, topology: topology) : untiled(rule: rule, topology: topology)
    }

    /// Whether HashLife runs `rule` on `topology`: rules of range 1 (B/S, non-totalistic,
    /// hexagonal, von Neumann, MAP; Generations in `GenerationsHashLife`), on the plane; B0 only
    /// with S8, as Golly's HashLife (the pattern stored inverted for good: one rule without B0).
    public static func hashLifeRuns(_ rule: Rule, on topology: Topology) -> Bool {
        topology == .plane && rule.largerThanLife == nil && (!rule.bornFromNothing || rule.storedInvertedAtStart)
    }

    /// An empty HashLife universe for a rule `hashLifeRuns` accepts: two-state HashLife, or the
    /// multi-state one for Generations; `maxMemory` caps its nodes, in bytes.
    public static func leaping(rule: Rule, maxMemory: Int = HashLife.defaultMaxMemory) -> any LifeAlgorithm {
        rule.states > 2 ? GenerationsHashLife(rule: rule, maxMemory: maxMemory) : HashLife(rule: rule, maxMemory: maxMemory)
    }

    /// An engine that steps every generation: the tiles when they run the rule, else patches or the grid.
    public static func stepping(rule: Rule, topology: Topology = .plane, workers: StepWorkers = .shared) -> any LifeAlgorithm {
        tilesRun(rule, on: topology) ? TiledLife(rule: rule, topology: topology, workers: workers) : untiled(rule: rule, topology: topology)
    }

    /// Whether only `GridLife` runs `rule` on `topology` (it holds a bounded board whole).
    public static func onlyGridRuns(_ rule: Rule, on topology: Topology) -> Bool {
        !lifeEnginesRun(rule, on: topology) && !tilesRun(rule, on: topology) && !PatchLife.runs(rule, on: topology)
            && !RangePatchLife.runs(rule, on: topology)
    }

    /// The engine for a rule without the tiles: patches where they run it, else the grid.
    public static func untiled(rule: Rule, topology: Topology) -> any LifeAlgorithm {
        if PatchLife.runs(rule, on: topology) { return PatchLife(rule: rule, topology: topology) }
        if RangePatchLife.runs(rule, on: topology) { return RangePatchLife(rule: rule, topology: topology) }
        return GridLife(rule: rule, topology: topology)
    }
}
