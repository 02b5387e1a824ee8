import ArgumentParser
import LifeEngine

/// The `--algorithm` values; `auto` picks the best available algorithm.
public enum AlgorithmChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// Pick automatically.
    case auto
    /// 64x64 bit-parallel tiles (fast every-generation stepping).
    case tiles
    /// The hash-set reference algorithm (a check on the others: a busy pattern of a million cells takes seconds a generation).
    case sparse
    /// Gosper's HashLife (long jumps, regular patterns; the plane only).
    case hashlife
    /// The dense grid engine: every rule (non-totalistic, hexagonal, von Neumann, B0, Generations,
    /// Larger than Life) on every bounded grid.
    case grid

    /// Whether the chosen kind runs `rule` on `topology` (`auto` and `grid` run everything).
    public func runs(_ rule: Rule, on topology: Topology) -> Bool {
        switch self {
        case .auto, .grid: return true
        case .tiles: return Engines.tilesRun(rule, on: topology)
        case .sparse: return Engines.lifeEnginesRun(rule, on: topology)
        case .hashlife: return Engines.hashLifeRuns(rule, on: topology)
        }
    }

    /// A fresh universe of the chosen kind (`maxMemory` caps HashLife's nodes, in bytes; the tiled
    /// engine shares its steps with `workers`).
    public func make(rule: Rule, topology: Topology = .plane, maxMemory: Int = HashLife.defaultMaxMemory,
                     workers: StepWorkers = .shared) -> any LifeAlgorithm {
        switch self {
        case .auto: return Engines.stepping(rule: rule, topology: topology, workers: workers)
        case .tiles: return TiledLife(rule: rule, topology: topology, workers: workers)
        case .grid:
            // The dense grid for B/S rules asked for by name; otherwise patches or the grid.
            return Engines.lifeEnginesRun(rule, on: topology) ? GridLife(rule: rule, topology: topology) : Engines.untiled(rule: rule, topology: topology)
        case .sparse: return SparseLife(rule: rule, topology: topology)
        case .hashlife: return Engines.leaping(rule: rule, maxMemory: maxMemory)
        }
    }
}
