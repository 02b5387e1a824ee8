/// An ending the tracker has seen coming whose costly part is still to do: where a cycle starts
/// (the cycle itself is certain), or whether the debris left by escaping ships repeats.
///
/// `resolve()` needs nothing from the tracker, so it may run on another thread while the run
/// goes on; it gives the same answer whenever it runs.
public struct EndingCandidate: @unchecked Sendable {
    enum Kind {
        /// A whole-pattern cycle of `period`, starting at or after one of `starts` (latest first).
        case cycle(period: Int64, starts: [KeptUniverse], onFiniteBoard: Bool)
        /// Populations repeat since `evidence.earliest`; the board when seen, and a checkpoint to replay from.
        case settled(SettledEvidence)
    }

    let kind: Kind
    /// The generation at which the tracker saw it.
    public let seenAt: Int64

    /// Whether the ending is certain and only its details are left to find (a cycle); a settled
    /// candidate may turn out not to be one yet.
    public var isCertain: Bool {
        if case .cycle = kind { return true }
        return false
    }

    /// Finds the ending's details, or nil when the debris does not repeat (not settled yet).
    /// - Complexity: a cycle, and the start of settled debris, replay a copy from the latest
    ///   checkpoint before them (about as many generations as the run since that checkpoint);
    ///   settled debris runs at most `maxDebrisPeriod` generations to find its period.
    /// `isCancelled` is asked between generations of the replays and of that run (a time limit):
    /// true gives up with nil.
    public func resolve(isCancelled: () -> Bool = { false }) -> FinalState? {
        switch kind {
        case let .cycle(period, starts, onFiniteBoard):
            return Self.locateCycle(period: period, starts: starts, onFiniteBoard: onFiniteBoard, isCancelled: isCancelled)
        case let .settled(evidence):
            // A copy of the running board: the debris's run below steps it, ships taken off.
            let board = evidence.board.universe()
            let states = evidence.rule.states > 2 ? board.decayingCells() : [:]
            let (ships, debris) = EscapeAnalysis.split(board.liveCells(), states: states, rule: evidence.rule)
            let debrisStates = EscapeAnalysis.states(of: debris, in: states)
            guard !ships.isEmpty, let (debrisPeriod, phases) = Self.debrisPeriod(running: board, without: ships,
                                                                                  populationPeriod: evidence.populationPeriod,
                                                                                  limit: evidence.maxDebrisPeriod,
                                                                                  isCancelled: isCancelled) else { return nil }
            let picture = SettledStart.Picture(debris: debris, debrisStates: debrisStates, phases: phases, ships: ships,
                                               debrisPeriod: debrisPeriod, rule: evidence.rule, seenAt: seenAt)
            guard let start = SettledStart.find(evidence, picture: picture, isCancelled: isCancelled) else { return nil }
            let gliders = ships.filter(\.isGlider).count
            var ending = FinalState(outcome: .settled, generation: start.generation, period: Int64(debrisPeriod),
                                    population: start.population, gliders: gliders, otherShips: ships.count - gliders)
            ending.settledDebris = SettledDebris(generation: seenAt, rule: evidence.rule, ships: ships, debrisStates: debrisStates,
                                                 phases: picture.debrisPhases)
            return ending
        }
    }

    /// Classifies a whole-pattern cycle, running copies from the latest start not yet in the cycle
    /// to find where it begins.
    private static func locateCycle(period: Int64, starts: [KeptUniverse], onFiniteBoard: Bool, isCancelled: () -> Bool) -> FinalState? {
        var start = starts.last!
        for candidate in starts.dropLast() {
            let here = candidate.universe(), ahead = here.duplicate()
            ahead.step(by: period)
            if !FinalStateTracker.sameState(here, ahead) {
                start = candidate
                break
            }
        }
        let a = start.universe(), b = a.duplicate()
        b.step(by: period)
        while !FinalStateTracker.sameState(a, b) {
            if isCancelled() { return nil }
            a.step()
            b.step()
        }
        var dx: Int64 = 0, dy: Int64 = 0
        if !onFiniteBoard, let ba = a.bounds, let bb = b.bounds {
            dx = bb.x - ba.x
            dy = bb.y - ba.y
        }
        let outcome: FinalState.Outcome = dx != 0 || dy != 0 ? .spaceship : (period == 1 ? .stillLife : .oscillator)
        return FinalState(outcome: outcome, generation: a.generation, period: period, displacement: (dx, dy),
                          population: a.population)
    }

    /// The debris's period: the first multiple of the population's period (a blinker keeps its
    /// population) at which it repeats, states and all, found in one run of at most `limit`
    /// generations of `board` with the ships' cells taken off (the board as the run left it: a
    /// copy of the running universe steps only what changes, where debris loaded anew would be
    /// computed whole at first); with its phases' live cells, sorted, when it is at most twice
    /// the population's period (the phases the run lists).
    static func debrisPeriod(running board: any LifeAlgorithm, without ships: [EscapeAnalysis.Ship], populationPeriod: Int,
                             limit: Int64, isCancelled: () -> Bool = { false }) -> (period: Int, phases: [[Cell]]?)? {
        for ship in ships {
            for cell in ship.cells { board.setState(0, at: cell) }
        }
        // Live cells come in row-major order: sorted.
        let first = board.liveCells()
        guard !first.isEmpty else { return (1, [[]]) }
        let states = board.rule.states > 2 ? board.decayingCells() : [:]
        var phases = [first]
        for p in 1...Int(max(1, limit)) {
            if isCancelled() { return nil }
            board.step()
            // Listed to look at it, and to keep it up to twice the population's period: debris of
            // blinkers among still lifes keeps its population every generation and repeats every second one.
            let looks = p % populationPeriod == 0 && board.population == first.count
            let keeps = p == phases.count && p < 2 * populationPeriod
            guard looks || keeps else { continue }
            let cells = board.liveCells()
            if looks && cells == first && (board.rule.states == 2 || board.decayingCells() == states) {
                return (p, p == phases.count ? phases : nil)
            }
            if keeps { phases.append(cells) }
        }
        return nil
    }
}
