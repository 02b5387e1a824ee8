import LifeEngine

/// Owns the universe and the play state: a timer that steps while playing, single steps, edits
/// and a reset point captured at the first play or step after an edit.
///
/// Time is passed in as seconds from any monotonic clock, so tests drive it by hand.
public final class Simulation {
    /// The universe being run.
    public private(set) var universe: any LifeAlgorithm
    /// Whether the timer is running.
    public private(set) var isPlaying = false
    /// Generations per second while playing.
    public var generationsPerSecond: Double {
        didSet { restartTimer(oldRate: oldValue) }
    }
    /// Most generations taken in one `advance` when the app falls behind, so a slow frame never snowballs.
    public var maxCatchUp = 64

    private let makeUniverse: (Rule) -> any LifeAlgorithm
    private var resetPoint: Pattern?
    private var timerStart: Double?
    private var stepsSinceTimerStart: Int64 = 0

    /// Creates a simulation over a universe factory, loaded with `pattern` (or empty).
    public init(pattern: Pattern? = nil, generationsPerSecond: Double = 10,
                makeUniverse: @escaping (Rule) -> any LifeAlgorithm) {
        self.makeUniverse = makeUniverse
        self.generationsPerSecond = generationsPerSecond
        let pattern = pattern ?? Pattern(cells: [])
        universe = makeUniverse(pattern.rule)
        universe.load(pattern.cells)
        universe.generation = pattern.generation
    }

    /// Current generation.
    public var generation: Int64 { universe.generation }
    /// Current population.
    public var population: Int { universe.population }
    /// Whether reset has somewhere to return to.
    public var canReset: Bool { resetPoint != nil }

    /// Replaces the universe with a pattern; play stops and the reset point is cleared.
    public func load(_ pattern: Pattern) {
        pause()
        universe = makeUniverse(pattern.rule)
        universe.load(pattern.cells)
        universe.generation = pattern.generation
        resetPoint = nil
    }

    /// Starts the timer; the first generation comes one interval after `now`.
    public func play(at now: Double) {
        guard !isPlaying else { return }
        captureResetPoint()
        isPlaying = true
        timerStart = now
        stepsSinceTimerStart = 0
    }

    /// Stops the timer.
    public func pause() {
        isPlaying = false
        timerStart = nil
    }

    /// Plays when paused, pauses when playing.
    public func togglePlay(at now: Double) {
        if isPlaying { pause() } else { play(at: now) }
    }

    /// Advances exactly one generation (pausing first if playing).
    public func stepOnce() {
        pause()
        captureResetPoint()
        universe.step()
    }

    /// Returns to the pattern as it was before the first play or step since the last edit.
    public func reset() {
        guard let point = resetPoint else { return }
        pause()
        universe = makeUniverse(point.rule)
        universe.load(point.cells)
        universe.generation = point.generation
        resetPoint = nil
    }

    /// Flips a cell; an edit makes the next play or step capture a new reset point.
    public func toggle(_ cell: Cell) {
        universe.toggle(cell)
        resetPoint = nil
    }

    /// Steps every generation that has come due by `now`; returns how many were taken.
    @discardableResult
    public func advance(to now: Double) -> Int {
        guard isPlaying, let start = timerStart, generationsPerSecond > 0 else { return 0 }
        let due = Int64(((now - start) * generationsPerSecond).rounded(.down)) - stepsSinceTimerStart
        guard due > 0 else { return 0 }
        let taken = Int(min(due, Int64(maxCatchUp)))
        captureResetPoint()
        universe.step(by: Int64(taken))
        stepsSinceTimerStart += Int64(taken)
        if Int64(taken) < due {
            // Fell behind: drop the backlog instead of racing to catch up.
            timerStart = now
            stepsSinceTimerStart = 0
        }
        return taken
    }

    /// When the next generation is due, or nil when paused.
    public var nextStepTime: Double? {
        guard isPlaying, let start = timerStart, generationsPerSecond > 0 else { return nil }
        return start + Double(stepsSinceTimerStart + 1) / generationsPerSecond
    }

    private func captureResetPoint() {
        if resetPoint == nil { resetPoint = universe.snapshot() }
    }

    private func restartTimer(oldRate: Double) {
        guard isPlaying, let start = timerStart, oldRate > 0 else { return }
        // Keep the phase: count the next interval from the last step taken.
        timerStart = start + Double(stepsSinceTimerStart) / oldRate
        stepsSinceTimerStart = 0
    }
}
