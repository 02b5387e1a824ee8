import LifeEngine

/// The run's past, kept so it can be stepped back through and scrubbed: copies of the universe
/// (checkpoints) at generations spaced further apart the longer the run, and the stretch
/// recomputed last, one copy a generation, so stepping back one at a time is immediate.
///
/// Kept copies stay under a memory cap (the oldest checkpoints are thinned first); checkpoints are
/// kept as small as their engine can keep them (`LifeAlgorithm.kept()`: the tiles' current words,
/// under half a universe), so the cap holds more of the run. An edit drops the future after it.
final class Timeline {
    /// Checkpoints, oldest first: the run's start, then copies along the way.
    private(set) var checkpoints: [KeptUniverse] = []
    /// Generations of edits made in the run's past: their checkpoints hold the edited board, and
    /// thinning keeps them (from a checkpoint before one, the run came back without the edit).
    private var edits: Set<Int64> = []
    /// The stretch recomputed last, by generation.
    private var stretch: [Int64: any LifeAlgorithm] = [:]
    /// Bytes the kept copies may take; lowering it thins the checkpoints at once.
    var memoryCap: Int {
        didSet {
            if memoryCap < oldValue {
                stretch = [:]
                thin()
            }
        }
    }
    /// The furthest generation the run reached since its start.
    private(set) var latest: Int64 = 0
    /// The run's figures from its start to the furthest generation reached.
    var history = RunHistory(startingAt: 0, population: 0)
    /// About how many checkpoints a run keeps (their spacing grows with the run).
    static let checkpointTarget: Int64 = 128
    /// Gaps longer than this are crossed by leaping on HashLife rather than stepping.
    static let leapThreshold: Int64 = 4096

    /// Builds the stepping engine a leap back through a jump lands on.
    let makeStepping: (Rule, Topology) -> any LifeAlgorithm
    /// Reads seconds, for the engine race of a walk back through a jump.
    let clock: () -> Double

    /// An empty timeline under a cap (256 MiB by default).
    init(memoryCap: Int = 256 << 20, makeStepping: @escaping (Rule, Topology) -> any LifeAlgorithm,
         clock: @escaping () -> Double = MonotonicClock.seconds) {
        self.memoryCap = memoryCap
        self.makeStepping = makeStepping
        self.clock = clock
    }

    /// The generation the history begins at, if any.
    var start: Int64? { checkpoints.first?.generation }

    /// How many times the history started afresh (an edit that did tells undo to keep the old one).
    private(set) var restarts = 0

    /// Starts the history afresh at this universe (a load, a reset).
    func restart(with universe: any LifeAlgorithm) {
        restarts += 1
        checkpoints = [universe.kept()]
        edits = []
        stretch = [:]
        latest = universe.generation
        history = RunHistory(startingAt: universe.generation, population: universe.exactPopulation)
    }

    /// Notes a generation the run reached; keeps a copy when far enough from the last one.
    func record(_ universe: any LifeAlgorithm) {
        let g = universe.generation
        guard let first = start, let last = checkpoints.last?.generation else { return restart(with: universe) }
        let counts = universe.lastStepBirthsAndDeaths
        history.record(generation: g, population: universe.exactPopulation, births: counts?.births, deaths: counts?.deaths)
        latest = max(latest, g)
        guard g > last else { return } // stepping forward again through a known past
        let spacing = max(1, (latest - first) / Self.checkpointTarget)
        // A leaping universe (HashLife) is copied node by node: keep one only at doublings of the run.
        if universe.leaps, g - first < 2 * (last - first) { return }
        guard g - last >= spacing else { return }
        checkpoints.append(universe.kept())
        thin()
    }

    /// What it holds now, to give back later with `restore(_:)`.
    func saved() -> TimelineRecord {
        TimelineRecord(checkpoints: checkpoints, latest: latest, history: history, edits: edits)
    }

    /// Holds what `saved()` gave again (an undone edit brings its run's past back); the stretch is
    /// recomputed when needed, and the checkpoints thinned to the cap.
    func restore(_ record: TimelineRecord) {
        checkpoints = record.checkpoints
        edits = record.edits
        latest = record.latest
        history = record.history
        stretch = [:]
        thin()
    }

    /// An edit at the universe's generation: what came after it is gone, and the history goes on from the edited board.
    func edited(_ universe: any LifeAlgorithm) {
        let g = universe.generation
        guard let first = start, g > first else { return restart(with: universe) }
        history.edited(at: g, population: universe.exactPopulation)
        checkpoints.removeAll { $0.generation >= g }
        edits = edits.filter { $0 < g }
        edits.insert(g)
        stretch = stretch.filter { $0.key < g }
        latest = g
        checkpoints.append(universe.kept())
    }

    /// A copy of the universe at `target`, recomputed from the nearest checkpoint before it; nil
    /// outside the history. (The app walks a long way back in the background: `walk(to:)`.)
    func universe(at target: Int64) -> (any LifeAlgorithm)? {
        if let known = knownUniverse(at: target) { return known }
        guard let walk = walk(to: target), let stretch = try? walk.run() else { return nil }
        adopt(stretch)
        return stretch.universe
    }

    /// A copy of the universe at `target` when the stretch recomputed last holds it.
    func knownUniverse(at target: Int64) -> (any LifeAlgorithm)? {
        stretch[target]?.duplicate()
    }

    /// The population at `generation` when the stretch recomputed last holds it.
    func knownPopulation(at generation: Int64) -> UInt128? {
        stretch[generation]?.exactPopulation
    }

    /// The walk that recomputes `target` from the nearest checkpoint before it, keeping the
    /// stretch that ends there within a quarter of the cap; nil outside the history.
    func walk(to target: Int64) -> PastWalk? {
        guard let first = start, target >= first, target <= latest,
              let base = checkpoints.last(where: { $0.generation <= target }) else { return nil }
        let walker = base.universe()
        let perCopy = max(1, walker.storageBytes)
        let length = Int64(min(256, max(2, memoryCap / 4 / perCopy)))
        return PastWalk(from: walker, to: target, stretchStart: max(base.generation, target - length + 1), stretchBudget: memoryCap / 4,
                        restarts: restarts, makeStepping: makeStepping, clock: clock)
    }

    /// Keeps the stretch a walk recomputed, when the history is still the one it walked, within a
    /// quarter of the cap (as it is now: it may have been lowered during the walk).
    func adopt(_ walked: PastStretch) {
        guard walked.restarts == restarts else { return }
        var copies = walked.copies.filter { $0.key <= latest }
        // Copies later in a run can be larger than the checkpoint's: the oldest go first past the budget.
        var bytes = copies.values.reduce(0) { $0 + $1.storageBytes }
        for generation in copies.keys.sorted() where bytes > memoryCap / 4 && copies.count > 2 {
            bytes -= copies[generation]?.storageBytes ?? 0
            copies[generation] = nil
        }
        stretch = copies
    }

    /// Bytes the kept copies take, about.
    var storageBytes: Int { checkpointBytes + stretch.values.reduce(0) { $0 + $1.storageBytes } }

    private var checkpointBytes: Int { checkpoints.reduce(0) { $0 + $1.bytes } }

    /// Drops every other checkpoint of the older half while the checkpoints take more than their
    /// share of the cap (three quarters; the recomputed stretch has the rest). The start, the
    /// latest and the edits' checkpoints stay.
    private func thin() {
        while checkpointBytes > memoryCap / 4 * 3 && checkpoints.count > 2 {
            let half = checkpoints.count / 2
            var kept: [KeptUniverse] = []
            for (i, c) in checkpoints.enumerated() where i == 0 || i >= half || i % 2 == 0 || edits.contains(c.generation) { kept.append(c) }
            if kept.count < checkpoints.count {
                checkpoints = kept
            } else if let spare = checkpoints.indices.dropFirst().dropLast().first(where: { !edits.contains(checkpoints[$0].generation) }) {
                checkpoints.remove(at: spare)
            } else {
                return
            }
        }
    }
}
