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
    /// Seconds it has run.
    public var seconds: Double

    /// Progress of a jump to `target` (back into the past when `goesBack`), `seconds` under way.
    public init(fraction: Double, target: Int64, goesBack: Bool = false, seconds: Double = 0) {
        self.fraction = fraction
        self.target = target
        self.goesBack = goesBack
        self.seconds = seconds
    }

    /// The progress of the jump or walk back `simulation` runs at `now`, if any.
    public init?(of simulation: Simulation, now: Double) {
        guard let progress = simulation.jumpProgress else { return nil }
        self.init(fraction: progress.fraction, target: progress.target, goesBack: progress.goesBack,
                  seconds: max(0, now - progress.startedAt))
    }

    /// Seconds under way from which the panel says how long it has run: its share is of the
    /// jump's steps, not of their work, and the last steps of a pattern that explodes are most of
    /// it (a Seeds soup's jump to 2^40 sat at 95% for a minute, and nothing on screen moved).
    public static let showsTimeFrom = 3.0

    /// What it does, for its panel and the header: "Jumping to generation 1 000" or "Going back to …",
    /// a target past ten digits written short (4.612e18) so the panel's line keeps its time.
    public var title: String {
        "\(goesBack ? "Going back" : "Jumping") to generation \(NumberFormat.compact(target))"
    }
}
