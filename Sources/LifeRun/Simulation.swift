import LifeEngine

/// Owns the universe and the play state: a timer that steps while playing, single steps, edits
/// and a reset point captured at the first play or step after an edit.
///
/// While playing, generations are computed on a copy of the universe by a background runner; the
/// main thread keeps showing (and editing) its own copy and takes each finished batch, so the UI
/// never waits for the engine. An edit, a pause or a reset discards a batch still in flight.
/// Time is passed in as seconds from any monotonic clock, so tests drive it by hand.
public final class Simulation {
    /// The universe shown and edited.
    public internal(set) var universe: any LifeAlgorithm
    /// Whether the timer is running.
    public internal(set) var isPlaying = false
    /// Set when playing or stepping stopped because life reached the plane's edge (cells must
    /// stay within 2^62 of the origin); whoever reports it clears it.
    public var stoppedAtEdge = false
    /// Set when playing stopped because a stepping engine reached the memory budget; whoever
    /// reports it clears it.
    public var stoppedAtBudget = false
    /// Set when playing stopped at the last generation the counter holds (2^62); whoever reports it clears it.
    public var stoppedAtLastGeneration = false
    /// Set when an edit in the run's past dropped the generations the run had reached after it;
    /// whoever reports it clears it (an undo brings them back).
    public var droppedFuture: ClosedRange<Int64>?
    /// Set when the engine cannot hold the board or compute its next generation (the grid past
    /// its size: `LifeAlgorithm.refusal`); playing stops there. Whoever reports it clears it.
    public var stoppedByEngine: EngineError?
    /// The memory the run may take (the machine's budget unless set): a stepping engine stops
    /// playing before it, and the copies the ending tracker and a batch keep, could outgrow it.
    public var memoryBudget = MemoryBudget.machine
    /// Generations per second while playing; `.infinity` runs as fast as the engine allows.
    public var generationsPerSecond: Double {
        didSet { restartTimer(oldRate: oldValue) }
    }
    /// Most generations taken in one batch at a finite speed when the app falls behind.
    public var maxCatchUp: Int64 = 64
    /// Most generations in one batch at the fastest speed (batches are sized to about
    /// `fastestBatchSeconds` of measured engine work, up to this).
    public var maxBatchGenerations: Int64 = 1 << 20
    /// Seconds of engine work aimed for in one batch at the fastest speed (about a frame).
    public var fastestBatchSeconds = 0.012

    let makeUniverse: (Rule, Topology) -> any LifeAlgorithm
    /// Where long work runs beside the app (injected: inline in tests).
    public let runner: BackgroundRunner
    let workClock: @Sendable () -> Double
    /// A frozen copy of the universe Reset returns to (a copy, not a cell list, so a HashLife
    /// universe of any size can be a reset point).
    var resetPoint: (any LifeAlgorithm)?
    var timerStart: Double?
    var stepsSinceTimerStart: Int64 = 0
    /// The batch being computed; one dropped (a pause, an edit, a new batch size) is told to stop.
    var job: StepJob? {
        willSet { if job !== newValue { job?.cancel() } }
    }
    /// HashLife keeps its memoized nodes between batches and jumps: the stepped universe stays
    /// here while the main thread shows a compact copy. Cleared by any edit or load.
    var workingUniverse: (any LifeAlgorithm)?
    /// The jump under way, if any.
    var jumpJob: JumpJob?
    /// HashLife's memory cap in bytes.
    public var hashLifeMemory = HashLife.defaultMaxMemory
    /// Hyperspeed: each frame advances 2^k generations with HashLife, k rising while batches are
    /// quick and falling when they are slow (the plane only; a torus plays at full speed).
    public var hyperspeed = false {
        didSet {
            guard hyperspeed != oldValue else { return }
            job = nil
            pacer.reset(from: hyperspeedStart)
            // HashLife's rate (2^50 a frame) would size the first batch at full speed past anything
            // a stepping engine does in a frame: measure afresh.
            measuredRate = Self.startingRate
            // Hyperspeed watches for the ending beside the run; normal play steps with its tracker.
            stopLookingForTheEnding()
        }
    }
    /// Generations per hyperspeed batch on HashLife: 2^hyperStepLog.
    public var hyperStepLog: Int { pacer.stepLog }
    /// The hyperspeed step the user fixed (2^k generations a batch), or nil when it is chosen
    /// automatically from the generations per second each step size achieves.
    public var hyperStepFixed: Int? {
        get { pacer.fixedStepLog }
        set {
            pacer.fix(stepLog: newValue)
            job = nil // sized for the old step
        }
    }
    /// Whether hyperspeed is running on the tiled engine for now (a chaotic pattern, where HashLife is slower).
    public var hyperspeedOnTiles: Bool { hyperspeed && pacer.onTiles }
    /// Where hyperspeed starts: 2^0 generations a frame, or on a universe too large to list (leapt
    /// far) a sixteenth of its generation a frame: small steps there compute its whole tree again
    /// at each size (metacatacryst at 2^40 took 35 s to climb from 2^0 to 2^1).
    var hyperspeedStart: Int { isHuge && generation > 0 ? max(0, 59 - generation.leadingZeroBitCount) : 0 }

    /// Largest hyperspeed step: 2^hyperStepLogLimit generations a frame.
    public static let hyperStepLogLimit = HyperspeedPacer.stepLogLimit
    var pacer = HyperspeedPacer()
    var tracker: FinalStateTracker?
    /// The generation the tracker or the hyperspeed watch began at.
    var watchedFrom: Int64?
    var trackingSuppressed = false
    /// An ending being confirmed beside the run.
    var confirmation: EndingConfirmation?
    /// In hyperspeed: the run followed one generation at a time beside it, for auto-stop.
    var watch: EndingWatch?
    /// An ending the watch found ahead of the run: hyperspeed lands on its generation and stops there.
    var pendingEnding: FinalState?
    /// Seconds of work in one chunk of the hyperspeed watch.
    public var watchChunkSeconds = 0.05

    /// Auto-stop (on by default): stop playing when the run's ending is known.
    public var autoStopEnabled = true {
        didSet {
            if !autoStopEnabled { stopLookingForTheEnding() }
        }
    }
    /// Whether an ending seen coming is being confirmed (the run goes on meanwhile).
    public var isConfirmingEnding: Bool { confirmation != nil || watch?.isConfirming == true }
    /// How the run ended, when auto-stop stopped it; cleared by playing on, editing or resetting.
    public internal(set) var ending: FinalState? {
        didSet {
            if let ending { noteInHistory(ending) }
        }
    }
    /// A spaceship auto-stop let fly on, or an oscillator it let run on (one already where the run
    /// began), until the app has told the user (it sets this back to nil).
    public var endingRunOn: FinalState?

    /// Marks `found` on the run's history. The run's ending is where it was first found: playing
    /// on from a later generation finds it again, later.
    func noteInHistory(_ found: FinalState) {
        if found.outcome != .undetermined, timeline.history.ending.map({ found.generation < $0.generation }) ?? true {
            timeline.history.ending = HistoryEnding(generation: found.generation, summary: found.summary)
        }
    }
    /// Generations auto-stop watches a run for before giving up on it.
    public var autoStopGenerationLimit: Int64 = 1_000_000
    var measuredRate = Simulation.startingRate // generations per second the engine managed in the last batch
    /// The rate full speed starts from with a new pattern or after hyperspeed (it doubles each quick batch).
    static let startingRate = 100.0
    /// The run's past, for stepping back and scrubbing.
    let timeline: Timeline
    /// Undo and redo of the user's edits.
    public internal(set) var edits = EditHistory()
    var lastNow = 0.0

    /// Creates a simulation over a universe factory, loaded with `pattern` (or empty). `runner`
    /// computes batches, jumps and confirmations (and wakes the app's loop when one is done);
    /// `workClock` times the engine's work on batches (any monotonic seconds, callable from any thread).
    public init(pattern: Pattern? = nil, generationsPerSecond: Double = 10, runner: BackgroundRunner,
                workClock: @escaping @Sendable () -> Double,
                makeUniverse: @escaping (Rule, Topology) -> any LifeAlgorithm) {
        self.makeUniverse = makeUniverse
        timeline = Timeline(makeStepping: makeUniverse, clock: workClock)
        self.runner = runner
        self.workClock = workClock
        self.generationsPerSecond = generationsPerSecond
        let pattern = pattern ?? Pattern(cells: [])
        universe = makeUniverse(pattern.rule, pattern.topology)
        universe.load(pattern)
        universe.generation = pattern.generation
        timeline.restart(with: universe)
        edits.byteLimit = timeline.memoryCap
        stoppedByEngine = universe.refusal
    }

    /// Current generation.
    public var generation: Int64 { universe.generation }
    /// Current population.
    public var population: Int { universe.population }
    /// Whether reset has somewhere to return to.
    public var canReset: Bool { resetPoint.map { $0.generation != universe.generation } ?? false }
    /// The frozen universe Reset returns to, if any (copy it before handing it to another thread).
    public var resetUniverse: (any LifeAlgorithm)? { resetPoint }
    /// The generation Reset returns to, if any.
    public var resetGeneration: Int64? { resetPoint?.generation }
    /// Largest universe whose cells are listed for undo, saving and copying; beyond it only HashLife's tree holds it.
    public static let listLimit = PlaneLimits.listedCells
    /// Whether the universe is too large to list its cells (only its HashLife tree holds it).
    public var isHuge: Bool { universe.exactPopulation > UInt128(Self.listLimit) }
    /// Counts every change to the universe (edits, loads, generations), so savers can tell what is new.
    public internal(set) var revision = 0
    /// Counts the changes to the board other than its generations going on or back: edits and
    /// loads (undo, redo and opening files among them), so work on the board as it was can tell.
    public internal(set) var boardRevision = 0
    /// Whether a batch of generations is being computed in the background.
    public var isComputing: Bool { job != nil }

    /// Replaces the universe with a pattern; play stops, hyperspeed ends (it takes one run far:
    /// a glider placed next flew off at 2^50 a frame, out of sight) and the reset point is cleared.
    public func load(_ pattern: Pattern, resetPoint: Pattern? = nil) {
        cancelJump()
        pause()
        hyperspeed = false
        forgetEnding()
        measuredRate = Self.startingRate
        universe = makeUniverse(pattern.rule, pattern.topology)
        universe.load(pattern)
        universe.generation = pattern.generation
        self.resetPoint = resetPoint.map(universe(of:))
        workingUniverse = nil
        restartTimeline()
        revision += 1
        boardRevision += 1
        stoppedByEngine = universe.refusal
    }

    /// Replaces the universe with a ready one (a HashLife tree from a macrocell board, say), with
    /// the pattern Reset goes back to, if any; hyperspeed ends, as for `load(_:resetPoint:)`.
    public func load(universe newUniverse: any LifeAlgorithm, resetPoint: Pattern? = nil) {
        cancelJump()
        pause()
        hyperspeed = false
        forgetEnding()
        measuredRate = Self.startingRate
        universe = newUniverse
        self.resetPoint = resetPoint.map(universe(of:))
        workingUniverse = nil
        restartTimeline()
        revision += 1
        boardRevision += 1
        stoppedByEngine = universe.refusal
    }

    /// Starts the run's history afresh for a board just loaded: from its reset point when it
    /// comes with one from before it (a saved board, a session), so Back reaches back to where
    /// Reset goes (recomputed when asked), else from the board.
    func restartTimeline() {
        guard let start = resetPoint, start.generation < universe.generation, start.rule == universe.rule, start.topology == universe.topology else {
            return timeline.restart(with: universe)
        }
        timeline.restart(with: start)
        timeline.record(universe)
    }

    /// Starts the timer; the first generation comes one interval after `now`. An empty board
    /// does not run (nothing would ever change but the generation count).
    public func play(at now: Double) {
        guard !isPlaying, universe.exactPopulation > 0 else { return }
        lastNow = now
        cancelJump()
        // After a jump or hyperspeed the universe may be HashLife; normal play with births,
        // deaths and auto-stop goes back to the tiled engine while the pattern is not huge.
        if !hyperspeed, universe.leaps, universe.exactPopulation <= UInt128(Self.tilesPopulationLimit) {
            universe = EngineSwitch.stepping(universe, make: makeUniverse)
            workingUniverse = nil
        }
        // Play on an ending auto-stop showed plays on through it, as Keep running does (it would
        // otherwise find the same ending at once and stop there again).
        if ending != nil { trackingSuppressed = true }
        ending = nil
        captureResetPoint()
        if autoStopEnabled && !trackingSuppressed && tracker == nil && !hyperspeed && !universe.leaps {
            let fresh = FinalStateTracker(start: universe, maxGenerations: autoStopGenerationLimit)
            // An empty board has nothing to watch.
            if fresh.atStart == nil {
                tracker = fresh
                watchedFrom = universe.generation
            }
        }
        isPlaying = true
        timerStart = now
        stepsSinceTimerStart = 0
    }

    /// Stops the timer and drops any batch in flight.
    public func pause() {
        isPlaying = false
        timerStart = nil
        job = nil
    }

    /// Plays when paused, pauses when playing.
    public func togglePlay(at now: Double) {
        if isPlaying { pause() } else { play(at: now) }
    }

    /// Advances exactly one generation (pausing first if playing).
    public func stepOnce() {
        pause()
        guard PlaneLimits.canAdvance(universe.generation, by: 1) else { return }
        guard generationsBeforeEdge > 0 else {
            stoppedAtEdge = true
            return
        }
        ending = nil
        captureResetPoint()
        universe.step()
        if let refusal = universe.refusal { stoppedByEngine = refusal }
        timeline.record(universe)
        revision += 1
        if tracker != nil, let found = tracker?.observe(universe) {
            tracker = nil
            trackingSuppressed = true
            ending = found
        }
    }

    /// Dismisses the ending and plays on without auto-stop until the next edit, load or reset.
    public func keepRunning(at now: Double) {
        trackingSuppressed = true
        stopLookingForTheEnding()
        ending = nil
        play(at: now)
    }

    /// Puts the ending's banner away (Esc), the board staying paused where it is; played on, it
    /// does not stop at that ending again (as after Keep running) until the next edit, load or reset.
    public func dismissEnding() {
        guard ending != nil else { return }
        trackingSuppressed = true
        stopLookingForTheEnding()
        ending = nil
    }

    /// Forgets what was learnt about the run: its ending, and hyperspeed's step (it starts again at 1).
    func forgetEnding() {
        stopLookingForTheEnding()
        ending = nil
        trackingSuppressed = false
        pacer.reset(from: hyperspeedStart)
    }

    /// A stepping universe holding `pattern` at its generation.
    private func universe(of pattern: Pattern) -> any LifeAlgorithm {
        let copy = makeUniverse(pattern.rule, pattern.topology)
        copy.load(pattern)
        copy.generation = pattern.generation
        return copy
    }

    /// Returns to the pattern as it was before the first play or step since the last edit, out
    /// of hyperspeed. The run's history stays when it holds that start (the run goes on from it
    /// as before, so the timeline can take the board back to where it was); else it starts there.
    public func reset() {
        guard let point = resetPoint else { return }
        // A copy: an undo step may hold the reset point too (`RunRecord`), and the run steps what it loads.
        let start = point.duplicate()
        guard let first = timeline.start, first <= start.generation, start.generation <= timeline.latest,
              start.rule == universe.rule, start.topology == universe.topology else {
            return load(universe: start)
        }
        hyperspeed = false
        measuredRate = Self.startingRate
        show(past: start)
        // Auto-stop is back after a reset, wherever the reset point lies (at or past a known
        // ending, a trip along the timeline keeps it off; a reset to such a point kept it off too).
        trackingSuppressed = false
        stoppedByEngine = start.refusal
    }

    /// Why the engine for `pattern`'s rule and board would refuse it (the grid engine, which runs
    /// Larger than Life, holds a span of 10^8 cells), found on a copy; nil when it runs.
    public func refusal(of pattern: Pattern) -> EngineError? {
        let trial = makeUniverse(pattern.rule, pattern.topology)
        trial.load(pattern)
        return trial.refusal
    }

    /// The plane or the torus the universe lives on.
    public var topology: Topology { universe.topology }

    /// Moves the board onto another topology, keeping the cells that fit; returns how many were
    /// dropped. A cell keeps its place in Golly's coordinates (see `Topology.gollyOrigin`), where a
    /// bounded board is centred on (0, 0): a pattern around the plane's origin lands in the middle
    /// of the board, and a board that grows or shrinks does so around its centre, as in Golly.
    /// With `rule`, the board runs that rule from then on (both change in one load: the old rule
    /// may not run on the new board at all).
    @discardableResult
    public func switchTopology(to topology: Topology, rule: Rule? = nil) -> Int {
        var pattern = universe.snapshot()
        if let rule { pattern.rule = rule }
        let from = self.topology.gollyOrigin, to = topology.gollyOrigin
        let (dx, dy) = (to.x - from.x, to.y - from.y)
        func moved(_ cell: Cell) -> Cell? {
            let (x, xOverflow) = cell.x.addingReportingOverflow(dx), (y, yOverflow) = cell.y.addingReportingOverflow(dy)
            guard !xOverflow, !yOverflow, topology.contains(Cell(x, y)) else { return nil }
            return Cell(x, y)
        }
        let kept = pattern.cells.compactMap(moved)
        let dropped = pattern.cells.count - kept.count
        pattern.cells = kept
        pattern.decaying = Dictionary(uniqueKeysWithValues: pattern.decaying.compactMap { entry in moved(entry.key).map { ($0, entry.value) } })
        pattern.topology = topology
        load(pattern)
        return dropped
    }

    /// Makes cells alive (an edit, like `toggle`).
    public func add(_ cells: [Cell]) {
        set(cells, alive: true)
    }

    /// Makes cells alive or dead (an edit, like `toggle`).
    public func set(_ cells: [Cell], alive: Bool) {
        set(cells, state: alive ? 1 : 0)
    }

    /// Puts cells in a state (0 dead, 1 alive, above 1 the rule's other states; an edit, like `toggle`).
    public func set(_ cells: [Cell], state: UInt8) {
        job = nil
        workingUniverse = nil
        cancelJump()
        forgetEnding()
        for cell in cells { universe.setState(state, at: cell) }
        resetPoint = nil
        timelineEdited()
        revision += 1
        boardRevision += 1
    }

    /// Flips a cell; an edit makes the next play or step capture a new reset point.
    func flip(_ cell: Cell) {
        job = nil // its result would undo the edit
        workingUniverse = nil
        cancelJump()
        forgetEnding()
        universe.toggle(cell)
        resetPoint = nil
        timelineEdited()
        revision += 1
        boardRevision += 1
    }

    /// Tells the timeline of an edit, noting the generations after it that it drops.
    private func timelineEdited() {
        if timeline.start != nil, timeline.latest > universe.generation {
            droppedFuture = (universe.generation + 1)...timeline.latest
        }
        timeline.edited(universe)
    }

    /// Takes a finished batch and starts the next one when generations are due; returns how many
    /// generations the shown universe advanced.
    @discardableResult
    public func advance(to now: Double) -> Int64 {
        lastNow = now
        var advanced: Int64 = 0
        if let finished = job, finished.isFinished {
            advanced = adopt(finished, at: now)
        }
        if takeFinishedJump() { advanced = 1 }
        if collectConfirmation() || followWatch() { return advanced }
        if job == nil, jumpJob == nil, let batch = dueGenerations(at: now) {
            captureResetPoint()
            let worker = workingUniverse ?? universe.duplicate()
            workingUniverse = nil
            let next = StepJob(universe: worker, generations: batch, tracker: tracker)
            next.convertToHashLife = hyperspeed && !pacer.onTiles
            if hyperspeed && pacer.onTiles { next.convertToTiles = makeUniverse }
            next.maxMemory = hashLifeMemory
            next.history = timeline.history
            if hyperspeed { pacer.started(at: now) }
            job = next
            let clock = workClock
            runner.run { next.execute(clock: clock) }
            if next.isFinished { advanced += adopt(next, at: now) }
        }
        return advanced
    }

    /// When the loop should next call `advance`: at the next due generation while playing, 30
    /// times a second while a jump shows its progress, nil when paused. A batch or a confirmation
    /// in flight is not polled for: the runner wakes the loop when it is done.
    public func nextWakeTime(after now: Double) -> Double? {
        if jumpJob != nil { return now + 1.0 / 30 }
        guard isPlaying, job == nil else { return nil }
        if hyperspeed { return pacer.nextBatchTime(after: now) }
        if generationsPerSecond.isInfinite { return now }
        guard let start = timerStart, generationsPerSecond > 0 else { return nil }
        return start + Double(stepsSinceTimerStart + 1) / generationsPerSecond
    }

    /// The outcome of the last jump (nil until one ends); the app turns it into a message.
    public var lastJump: JumpOutcome?

    /// Largest population moved back from HashLife to the tiled engine for normal play.
    public static let tilesPopulationLimit = 4_000_000

    func captureResetPoint() {
        if resetPoint == nil { resetPoint = universe.duplicate() }
    }

    /// Makes Reset go back to `start` (a script's run that began there), when it lies before the
    /// board on the same rule and grid.
    public func resets(to start: any LifeAlgorithm) {
        guard start.generation < universe.generation, start.rule == universe.rule, start.topology == universe.topology else { return }
        resetPoint = start
    }

    private func restartTimer(oldRate: Double) {
        guard isPlaying, let start = timerStart else { return }
        job = nil // sized for the old speed
        // Keep the phase where there is one: count the next interval from the last step taken.
        timerStart = oldRate.isFinite && oldRate > 0 ? start + Double(stepsSinceTimerStart) / oldRate : lastNow
        stepsSinceTimerStart = 0
    }
}
