/// Which engine runs a rule on a topology. The tiled, HashLife and sparse engines run B/S rules
/// on the Moore neighbourhood (no B0) on the plane or a torus; `GridLife` runs everything else.
public enum Engines {
    /// Whether the tiled, HashLife and sparse engines run `rule` on `topology`.
    public static func lifeEnginesRun(_ rule: Rule, on topology: Topology) -> Bool {
        guard rule.isLifeLike else { return false }
        switch topology {
        case .plane, .torus: return true
        case .grid: return false
        }
    }

    /// An engine that steps every generation: the tiles when they run the rule, else `GridLife`.
    public static func stepping(rule: Rule, topology: Topology = .plane, workers: StepWorkers = .shared) -> any LifeAlgorithm {
        lifeEnginesRun(rule, on: topology) ? TiledLife(rule: rule, topology: topology, workers: workers) : GridLife(rule: rule, topology: topology)
    }
}
