import LifeEngine

/// Batches: how many generations the next one computes (the speed, the plane's edge, the memory
/// budget, hyperspeed's pacer) and taking a finished one in (the shown universe, the timeline,
/// the ending tracker, the measured rate).
extension Simulation {
    func adopt(_ finished: StepJob, at now: Double) -> Int64 {
        job = nil
        universe = finished.shownCopy ?? finished.universe
        workingUniverse = finished.shownCopy != nil ? finished.universe : nil
        if let recorded = finished.history { timeline.history = recorded }
        timeline.record(universe)
        tracker = finished.tracker
        if hyperspeed {
            pacer.finished(generations: finished.stepped, seconds: finished.computeSeconds, onHashLife: finished.universe.leaps,
                           tilesAllowed: finished.universe.exactPopulation <= UInt128(Self.tilesPopulationLimit), at: now)
        }
        revision += 1
        stepsSinceTimerStart += finished.stepped
        if let found = finished.ending {
            stop(atEnding: found)
        } else if let candidate = finished.candidate, confirmation == nil {
            // Confirmed beside the run; a later candidate comes if this one is not an ending yet.
            let confirming = EndingConfirmation(candidate: candidate)
            confirmation = confirming
            runner.runAside { confirming.execute() }
            collectConfirmation()
        }
        stopAtPendingEnding()
        // Life that died out (with auto-stop off) leaves nothing to run; a run in hyperspeed that
        // died out ends it (cells drawn next on the empty board flew off at 2^50 a frame).
        if isPlaying && universe.exactPopulation == 0 { pause() }
        if universe.exactPopulation == 0 { hyperspeed = false }
        // The engine could not compute on (the grid past its size): stop there and say why.
        if let refusal = universe.refusal {
            stoppedByEngine = refusal
            pause()
        }
        if ending == nil, let t = tracker, t.isExhausted(at: universe.generation) {
            tracker = nil // watched long enough: play on without auto-stop
        }
        // The engine's own time, not the wait for the next frame, sizes the next batch at full speed.
        let seconds = finished.computeSeconds
        measuredRate = seconds > 0 ? Double(finished.stepped) / seconds : measuredRate * 2
        return finished.stepped
    }

    /// Generations a stepping engine can run before a cell could pass the plane's bound (a
    /// leaping one stops itself there, and a torus has no edge).
    var generationsBeforeEdge: Int64 {
        guard universe.topology == .plane, !universe.leaps else { return .max }
        return PlaneLimits.generationsBeforeEdge(universe.bounds)
    }

    /// How many generations the next batch should compute, or nil when none is due.
    func dueGenerations(at now: Double) -> Int64? {
        guard isPlaying, let start = timerStart, generationsPerSecond > 0 else { return nil }
        if hyperspeed {
            // One batch a frame, as long as the generation count stays in range.
            guard pacer.isDue(at: now) else { return nil }
            var step = pacer.batchSize(fullSpeedRate: measuredRate, batchSeconds: fastestBatchSeconds)
            // Land on an ending found ahead, not past it.
            if let found = pendingEnding { step = max(1, min(step, found.generation - universe.generation)) }
            // Nor past the last generation the counter holds: land on it, then stop there.
            let room = PlaneLimits.maxGeneration - universe.generation
            guard room > 0 else {
                stoppedAtLastGeneration = true
                pause()
                return nil
            }
            return min(step, room)
        }
        // Nor past the memory budget: the shown universe, a batch's copy and the tracker's three.
        guard memoryBudget.allows(universe, copies: 1 + FinalStateTracker.keptCopies) else {
            stoppedAtBudget = true
            pause()
            return nil
        }
        // Never past the last generation counter, nor life past the plane's edge: playing stops there.
        let edgeRoom = generationsBeforeEdge
        let left = min(PlaneLimits.maxGeneration - universe.generation, edgeRoom)
        guard left > 0 else {
            if edgeRoom == 0 { stoppedAtEdge = true } else { stoppedAtLastGeneration = true }
            pause()
            return nil
        }
        if generationsPerSecond.isInfinite {
            return min(left, max(1, min(maxBatchGenerations, Int64((measuredRate * fastestBatchSeconds).rounded()))))
        }
        let due = Int64(((now - start) * generationsPerSecond).rounded(.down)) - stepsSinceTimerStart
        guard due > 0 else { return nil }
        if due > maxCatchUp {
            // Fell behind: drop the backlog instead of racing to catch up.
            timerStart = now - Double(maxCatchUp) / generationsPerSecond
            stepsSinceTimerStart = 0
            return min(left, maxCatchUp)
        }
        return min(left, due)
    }
}
