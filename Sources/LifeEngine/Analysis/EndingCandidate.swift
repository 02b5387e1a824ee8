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
            let (ships, debris) = EscapeAnalysis.split(evidence.cells, states: evidence.states, rule: evidence.rule)
            let debrisStates = EscapeAnalysis.states(of: debris, in: evidence.states)
            guard !ships.isEmpty, let (debrisPeriod, phases) = Self.debrisPeriod(debris, states: debrisStates, rule: evidence.rule,
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
    /// generations; with its phases' live cells, sorted, when it is the population's period (the
    /// run lists the phases before the first look only).
    static func debrisPeriod(_ debris: [Cell], states: [Cell: UInt8] = [:], rule: Rule, populationPeriod: Int,
                             limit: Int64, isCancelled: () -> Bool = { false }) -> (period: Int, phases: [[Cell]]?)? {
        guard !debris.isEmpty else { return (1, [[]]) }
        let sorted = debris.sorted()
        var phases = [sorted]
        let check = Engines.stepping(rule: rule)
        check.load(Pattern(cells: debris, rule: rule, decaying: states))
        for p in 1...Int(max(1, limit)) {
            if isCancelled() { return nil }
            check.step()
            if p % populationPeriod == 0 && check.population == sorted.count && check.liveCells().sorted() == sorted
                && (rule.states == 2 || check.decayingCells() == states) { return (p, p == phases.count ? phases : nil) }
            if p < populationPeriod { phases.append(check.liveCells().sorted()) }
        }
        return nil
    }
}
