import LifeEngine

/// Going back in time: one generation back, or to any generation of the run so far.
extension Simulation {
    /// The first generation of the run's history and the furthest it reached.
    public var historyRange: ClosedRange<Int64>? {
        guard let start = timeline.start else { return nil }
        return start...max(start, timeline.latest)
    }

    /// Bytes the run's past may keep for stepping back (256 MiB by default), and as many again
    /// for undo (its boards and the runs it gives back: `EditHistory.byteLimit`), from the moment
    /// it is set.
    public var historyMemory: Int {
        get { timeline.memoryCap }
        set {
            timeline.memoryCap = max(1 << 20, newValue)
            edits.byteLimit = timeline.memoryCap
        }
    }

    /// The population at `generation` when the run's kept copies hold it at hand (the stretch
    /// recomputed last), else nil.
    public func populationKnown(at generation: Int64) -> UInt128? {
        timeline.knownPopulation(at: generation)
    }

    /// Bytes the run's past keeps now, about.
    public var historyBytes: Int { timeline.storageBytes }

    /// Whether there is a generation before this one to go back to.
    public var canStepBack: Bool { timeline.start.map { generation > $0 } ?? false }

    /// Goes back one generation; false at the start of the history.
    @discardableResult
    public func stepBack() -> Bool {
        canStepBack && go(to: generation - 1)
    }

    /// Shows the run at `target` (before or after the current generation, within the history);
    /// playing stops. A generation far from the checkpoint before it is recomputed in the
    /// background as a jump is (with progress, and Esc to stop: `isJumping`), the board shown
    /// meanwhile. False when the history does not reach it.
    @discardableResult
    public func go(to target: Int64) -> Bool {
        guard target != generation || jumpJob != nil else { return true }
        if let known = timeline.knownUniverse(at: target) {
            show(past: known)
            return true
        }
        guard let walk = timeline.walk(to: target) else { return false }
        cancelJump()
        pause()
        if walk.work > Self.quickWalk {
            start(.back(walk, goesBack: target < generation))
            takeFinishedJump() // finished already (a runner that works inline): shown at once
            return true
        }
        guard let stretch = try? walk.run() else { return false }
        timeline.adopt(stretch)
        show(past: stretch.universe)
        return true
    }

    /// Most work (cells times generations) a walk into the past does on the app's thread: about
    /// a frame's worth; a longer one runs in the background.
    static let quickWalk = Double(1 << 24)

    /// Shows `past`, a universe of the run's history: playing and any jump stop, and playing on
    /// past the run's known ending plays through what it left (no new ending to find).
    func show(past: any LifeAlgorithm) {
        cancelJump()
        pause()
        forgetEnding()
        if let known = timeline.history.ending, past.generation >= known.generation { trackingSuppressed = true }
        tracker = nil
        workingUniverse = nil
        universe = past
        revision += 1
    }
}

/// The run's figures over its whole length, for the history graph.
extension Simulation {
    /// Population, births and deaths from the run's start to the furthest generation reached.
    public var history: RunHistory { timeline.history }

    /// Takes a saved run's history as this universe's past (a reopened board), when it ends at the
    /// current generation and nothing ran since the load (whose history holds the board, and the
    /// reset point before it); returns whether it was taken.
    @discardableResult
    public func adoptHistory(_ saved: RunHistory) -> Bool {
        guard saved.range.upperBound == generation, timeline.history.samples.count <= 2, timeline.latest == generation else { return false }
        timeline.history = saved
        return true
    }
}
