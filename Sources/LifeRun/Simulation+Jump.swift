import LifeEngine

/// Jumps: many generations at once in the background, with progress and cancel.
extension Simulation {
    /// Whether a jump is under way.
    public var isJumping: Bool { jumpJob != nil }
    /// The jump's progress (0...1) and target, while one runs.
    public var jumpProgress: (fraction: Double, target: Int64)? { jumpJob.map { ($0.progress, $0.target) } }

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
        let next = JumpJob(source: source, generations: generations, maxMemory: hashLifeMemory, makeTiles: makeUniverse)
        jumpJob = next
        lastJump = nil
        let clock = workClock
        runner.run { next.execute(clock: clock) }
    }

    /// Stops the jump under way; the universe stays where it was before it.
    public func cancelJump() {
        guard let jump = jumpJob else { return }
        jump.cancel()
        jumpJob = nil
        lastJump = .cancelled
    }
}
