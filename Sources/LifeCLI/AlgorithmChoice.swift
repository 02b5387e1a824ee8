import ArgumentParser
import LifeEngine

/// The `--algorithm` values; `auto` picks the best available algorithm.
public enum AlgorithmChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// Pick automatically.
    case auto
    /// The hash-set algorithm.
    case sparse

    /// A fresh universe of the chosen kind.
    public func make(rule: Rule) -> any LifeAlgorithm {
        switch self {
        case .auto, .sparse: return SparseLife(rule: rule)
        }
    }
}
