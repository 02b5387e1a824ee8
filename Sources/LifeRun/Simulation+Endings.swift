import LifeEngine

/// Auto-stop: confirmations beside the run, the hyperspeed watch and an ending found ahead.
extension Simulation {
    /// Drops everything that follows the run toward its ending: the tracker, a confirmation, the
    /// hyperspeed watch and an ending it found ahead.
    func stopLookingForTheEnding() {
        tracker = nil
        confirmation = nil
        watch = nil
        pendingEnding = nil
    }

    /// In hyperspeed with auto-stop: starts the watch at the first due frame, queues its next chunk
    /// while playing, and stops the run when it finds the ending (the board stays where the run got to).
    /// Returns whether it stopped the run.
    func followWatch() -> Bool {
        guard hyperspeed, autoStopEnabled, !trackingSuppressed else { return false }
        if watch == nil && isPlaying && ending == nil && universe.topology == .plane
            && universe.exactPopulation <= UInt128(Self.tilesPopulationLimit) {
            watch = EndingWatch(start: workingUniverse?.duplicate() ?? universe.duplicate(), maxGenerations: autoStopGenerationLimit,
                                populationLimit: Self.tilesPopulationLimit, makeTiles: makeUniverse)
            watchedFrom = universe.generation
        }
        guard let watching = watch else { return false }
        if watching.result == nil && isPlaying && !watching.isRunning {
            watching.willRun()
            let clock = workClock, seconds = watchChunkSeconds
            runner.runAside { watching.runChunk(seconds: seconds, clock: clock) }
        }
        // A watch that gave up stays, so it is not started again until the next edit or load.
        guard let answer = watching.result, let found = answer else { return false }
        watch = nil
        pendingEnding = found
        return stopAtPendingEnding()
    }

    /// Stops the run once it has reached the ending the watch found; returns whether it did.
    @discardableResult
    func stopAtPendingEnding() -> Bool {
        guard let found = pendingEnding, universe.generation >= found.generation else { return false }
        pendingEnding = nil
        stop(atEnding: found)
        return true
    }

    /// Auto-stop: pauses on the ending and, when the run has gone past the generation the ending
    /// began at (it is confirmed beside the run, which goes on meanwhile: on a small board, tens of
    /// thousands of generations), shows the board at that generation from the timeline, so the
    /// banner, the header and the board agree: where settled debris began, where a still life or
    /// an oscillator's cycle first came, where the pattern died. A spaceship flies on, and an
    /// oscillator that was one where the run began runs on: it is named (`endingRunOn`, and the
    /// run's history) and the run goes on without auto-stop until the next edit, load or reset.
    func stop(atEnding result: FinalState) {
        var found = result
        // Found where watching began, after a past nobody watched (a jump): it may have come earlier.
        if let from = watchedFrom, found.generation <= from, from > (timeline.start ?? from) { found.mayBeEarlier = true }
        tracker = nil
        confirmation = nil
        // A pattern already oscillating where the run began (a pulsar played from its start) runs
        // on as a ship does: it paused back there within a second, showing nothing of it.
        let oscillatingAlready = found.outcome == .oscillator && watchedFrom.map { found.generation <= $0 } == true
        if found.outcome == .spaceship || oscillatingAlready {
            trackingSuppressed = true
            noteInHistory(found)
            endingRunOn = found
            return
        }
        pause()
        if found.generation < universe.generation, let past = timeline.universe(at: found.generation) {
            universe = past
            workingUniverse = nil
        }
        ending = found
        revision += 1
    }

    /// Takes the confirmation's answer once it is there; returns whether it stopped the run.
    @discardableResult
    func collectConfirmation() -> Bool {
        guard let answer = confirmation?.result else { return false }
        confirmation = nil
        guard let found = answer else { return false }
        stop(atEnding: found)
        return true
    }
}
