import LifeEngine

/// Jumps: many generations at once in the background, with progress and cancel.
extension Simulation {
    /// Whether a jump is under way.
    public var isJumping: Bool { jumpJob != nil }
    /// The jump's progress (0...1), target, direction (back into the run's past, or forward) and
    /// when it started (the time `advance(to:)` last had), while one runs.
    public var jumpProgress: (fraction: Double, target: Int64, goesBack: Bool, startedAt: Double)? {
        jumpJob.map { ($0.progress, $0.target, $0.goesBack, $0.startedAt) }
    }

    /// Starts advancing `generations` in the background (pausing first); the reset point is kept
    /// so Reset returns to before the jump.
    public func startJump(by generations: Int64) {
        guard generations > 0, PlaneLimits.canAdvance(universe.generation, by: generations) else { return }
        pause()
        captureResetPoint()
        forgetEnding()
        trackingSuppressed = false
        let source = workingUniverse ?? universe.duplicate()
        workingUniverse = nil
        start(.forward(from: source, by: generations, maxMemory: hashLifeMemory, makeTiles: makeUniverse, clock: workClock))
    }

    /// Runs `job` in the background; the loop takes its landing (`takeFinishedJump`).
    func start(_ job: JumpJob) {
        job.startedAt = lastNow
        jumpJob = job
        lastJump = nil
        runner.run { job.execute() }
    }

    /// Takes the jump's landing once it is there: shows it and notes the outcome for the app;
    /// returns whether it landed (a board to show).
    @discardableResult
    func takeFinishedJump() -> Bool {
        guard let jump = jumpJob, let result = jump.result else { return false }
        jumpJob = nil
        switch result {
        case .success(let landing):
            if let past = landing.past {
                timeline.adopt(past)
                show(past: landing.shownCopy)
                lastJump = .wentBack(generation: universe.generation)
                return true
            }
            universe = landing.shownCopy
            workingUniverse = landing.shownCopy === landing.universe ? nil : landing.universe
            timeline.record(universe)
            revision += 1
            lastJump = .finished(generation: universe.generation)
            return true
        case .failure(let error):
            lastJump = (error as? EngineError) == .cancelled ? .cancelled(goingBack: jump.goesBack) : .failed("\(error)")
            return false
        }
    }

    /// Stops the jump under way; the universe stays where it was before it.
    public func cancelJump() {
        guard let jump = jumpJob else { return }
        jump.cancel()
        jumpJob = nil
        lastJump = .cancelled(goingBack: jump.goesBack)
    }
}
