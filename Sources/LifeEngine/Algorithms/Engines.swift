/// Which engine runs a rule on a topology. The tiled, HashLife and sparse engines run B/S rules
/// on the Moore neighbourhood (no B0) on the plane or a torus; `PatchLife` the other rules of
/// range 1 on the plane (no B0); `GridLife` everything else.
public enum Engines {
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
        guard lifeEnginesRun(rule, on: topology) else { return other(rule: rule, topology: topology) }
        let universe = TiledLife(rule: rule, topology: topology)
        universe.countsBirthsAndDeaths = true
        return universe
    }

    /// A universe for a few cells (census, identification, endings): the sparse engine when it runs
    /// the rule, else `GridLife`.
    public static func small(rule: Rule, topology: Topology = .plane) -> any LifeAlgorithm {
        lifeEnginesRun(rule, on: topology) ? SparseLife(rule: rule, topology: topology) : other(rule: rule, topology: topology)
    }

    /// Whether HashLife runs `rule` on `topology`: two-state rules of range 1 without B0 (B/S,
    /// non-totalistic, hexagonal, von Neumann), on the plane.
    public static func hashLifeRuns(_ rule: Rule, on topology: Topology) -> Bool {
        topology == .plane && rule.largerThanLife == nil && rule.states == 2 && !rule.bornFromNothing
    }

    /// An engine that steps every generation: the tiles when they run the rule, else `GridLife`.
    public static func stepping(rule: Rule, topology: Topology = .plane, workers: StepWorkers = .shared) -> any LifeAlgorithm {
        lifeEnginesRun(rule, on: topology) ? TiledLife(rule: rule, topology: topology, workers: workers) : other(rule: rule, topology: topology)
    }

    /// The engine for a rule the tiles do not run: patches on the plane where they run it, else the grid.
    private static func other(rule: Rule, topology: Topology) -> any LifeAlgorithm {
        PatchLife.runs(rule, on: topology) ? PatchLife(rule: rule) : GridLife(rule: rule, topology: topology)
    }
}
