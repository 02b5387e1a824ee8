import Synchronization

/// Identify running beside the app: the generation its search has reached, a way to stop it, and
/// the panel it ends with. The app looks at it each frame; the work runs on the simulation's runner.
public final class IdentifyJob: Sendable {
    private let reached = Atomic<Int64>(0)
    private let stopped = Atomic<Bool>(false)
    private let finished = Atomic<Bool>(false)
    private let panel = Mutex<CensusPanel?>(nil)

    init() {}

    /// The generation the search has reached.
    public var generation: Int64 { reached.load(ordering: .relaxed) }

    /// Whether it was asked to stop (from any thread).
    public var isStopped: Bool { stopped.load(ordering: .relaxed) }

    /// Whether the search has ended (stopped or not).
    public var isFinished: Bool { finished.load(ordering: .acquiring) }

    /// The panel it ended with (nil while it runs, or when it was stopped).
    public var result: CensusPanel? { panel.withLock { $0 } }

    /// Asks the search to stop (Esc): it ends at its next generation.
    public func stop() { stopped.store(true, ordering: .relaxed) }

    /// Notes the generation reached (from the search's thread); returns whether to stop.
    func reach(_ generation: Int64) -> Bool {
        reached.store(generation, ordering: .relaxed)
        return isStopped
    }

    /// Hands over the panel (from the search's thread).
    func finish(_ result: CensusPanel?) {
        panel.withLock { $0 = result }
        finished.store(true, ordering: .releasing)
    }
}
