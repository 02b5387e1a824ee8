import LifeEngine
import LifeInterface
import LifeScene

/// Identify under way (key I), at most one at a time: it runs beside the app, the notice says how
/// far it got, Esc stops it, and its panel opens when it is done.
public struct Identifying {
    private var job: IdentifyJob?
    /// The notice's last figure, so it is written again only as the search moves on.
    private var told: Int64 = -1
    /// The board it looks at (`Simulation.boardRevision`): an edit or a load stops it.
    private var board = 0

    public init() {}

    /// Whether Identify is running.
    public var isRunning: Bool { job != nil }

    /// Starts Identify on the pattern, or on the live cells inside `selection`: its panel when it
    /// is done at once (inline work, tests), else nil while it runs or when it cannot run (a
    /// notice says why).
    public mutating func start(in context: FeatureContext, within selection: CellRect?) -> CensusPanel? {
        guard job == nil else {
            context.show("Identify is already running (Esc stops it)")
            return nil
        }
        guard let request = CensusPanel.identifyRequest(in: context, within: selection) else { return nil }
        let job = IdentifyJob()
        self.job = job
        (told, board) = (-1, context.simulation.boardRevision)
        context.simulation.runner.runAside { job.finish(CensusPanel.identified(request, reporting: job)) }
        return take(in: context)
    }

    /// Each frame: the panel once the search is done; meanwhile the notice tells the generation
    /// reached. An edit or a load of the board stops it (its answer would be about another board).
    public mutating func take(in context: FeatureContext) -> CensusPanel? {
        guard let job else { return nil }
        guard context.simulation.boardRevision == board else {
            job.stop()
            self.job = nil
            context.show("Stopped identifying: the board changed (I looks again)")
            return nil
        }
        guard job.isFinished else {
            let reached = job.generation / Self.toldEvery * Self.toldEvery
            if reached != told {
                told = reached
                context.show("Identifying… generation \(NumberFormat.grouped(reached)), periods up to "
                             + "\(NumberFormat.grouped(Int64(CensusPanel.identifyMaxPeriod))) (Esc stops)", seconds: Self.noticeSeconds, logged: false)
            }
            return nil
        }
        self.job = nil
        if context.notice?.hasPrefix("Identifying…") == true { context.clearNotice() }
        return job.result
    }

    /// When the app should look at the search next (nil: none runs).
    public func nextWake(after now: Double) -> Double? { job.map { _ in now + 0.1 } }

    /// Esc while Identify runs: it stops and nothing opens; false when none runs.
    public mutating func stop(in context: FeatureContext) -> Bool {
        guard let job else { return false }
        job.stop()
        self.job = nil
        context.show("Stopped identifying")
        return true
    }

    /// How often the notice's figure moves on, in generations.
    static let toldEvery: Int64 = 256
    /// How long the notice stays without news (a frame brings it back while the search runs).
    static let noticeSeconds = 600.0
}
