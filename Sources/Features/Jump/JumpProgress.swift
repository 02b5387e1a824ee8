import LifeRun
import LifeScene

/// How far the jump under way has got.
public struct JumpProgress: Equatable, Sendable {
    /// Share done (0...1).
    public var fraction: Double
    /// The generation it ends at.
    public var target: Int64
    /// Whether it goes back into the run's past (recomputing it from a checkpoint) rather than forward.
    public var goesBack: Bool

    /// Progress of a jump to `target` (back into the past when `goesBack`).
    public init(fraction: Double, target: Int64, goesBack: Bool = false) {
        self.fraction = fraction
        self.target = target
        self.goesBack = goesBack
    }

    /// The progress of the jump or walk back `simulation` runs, if any.
    public init?(of simulation: Simulation) {
        guard let progress = simulation.jumpProgress else { return nil }
        self.init(fraction: progress.fraction, target: progress.target, goesBack: progress.goesBack)
    }

    /// What it does, for its panel and the header: "Jumping to generation 1,000" or "Going back to …".
    public var title: String {
        "\(goesBack ? "Going back" : "Jumping") to generation \(NumberFormat.grouped(target))"
    }
}
