import LifeInterface
import LifeRun
import LifeEngine
import LifeScene

/// Going back in time in the app: a step back (Shift+Space, the button beside Step), playing
/// backwards (Shift+Enter) at the current speed, and the timeline bar to scrub through the run.
extension AppModel {
    /// The timeline bar's layout, when the run has a past to show.
    var timelineLayout: TimelineLayout? {
        guard let range = simulation.historyRange, range.upperBound > range.lowerBound else { return nil }
        return TimelineLayout(grid: layout.grid, range: range, padding: theme.metrics.padding)
    }

    /// Goes back one generation, or says the run starts here.
    func stepBack(now: Double) {
        backwards = nil
        if !travel(to: simulation.generation - 1, now: now) { show("This is where the run starts: nothing earlier to go back to", now: now) }
    }

    /// Shows the run at `target` with the header's figures as they were there (see `FeatureContext.travel`).
    @discardableResult
    func travel(to target: Int64, now: Double) -> Bool {
        lastNow = now
        return context.travel(to: target)
    }

    /// Plays backwards at the current speed (Shift+Enter), or stops doing so.
    func toggleBackwards(now: Double) {
        if backwards != nil {
            backwards = nil
        } else if simulation.canStepBack {
            simulation.pause()
            backwards = BackwardPlay(since: now)
        } else {
            show("This is where the run starts: nothing earlier to play back to", now: now)
        }
    }

    /// The generations due backwards by `now`; stops at the start of the run.
    func advanceBackwards(to now: Double) {
        guard var play = backwards else { return }
        let rate = simulation.generationsPerSecond.isFinite ? simulation.generationsPerSecond : 60
        let due = Int64((now - play.since) * rate) - play.done
        for _ in 0..<min(max(due, 0), 32) {
            guard travel(to: simulation.generation - 1, now: now) else {
                backwards = nil
                show("Back at the start of the run", now: now)
                break
            }
            play.done += 1
        }
        if backwards != nil { backwards = play }
    }

    /// When backwards play wants the next frame.
    var nextBackwardsWake: Double? {
        guard let play = backwards else { return nil }
        let rate = simulation.generationsPerSecond.isFinite ? simulation.generationsPerSecond : 60
        return play.since + Double(play.done + 1) / rate
    }

    /// The generation of the sparkline's sample under a point in the header, if any.
    func sparklineGeneration(at point: Point) -> Int64? {
        guard let line = HeaderLayout(sceneState, theme: theme).sparkline, line.insetBy(-2, -4).contains(point),
              !analytics.generations.isEmpty else { return nil }
        let step = line.width / Double(Analytics.capacity - 1)
        let index = min(max(Int(((point.x - line.x) / step).rounded()), 0), analytics.generations.count - 1)
        return analytics.generations[index]
    }

    /// Shows the generation under the pointer on the timeline bar.
    func scrub(to point: Point) {
        guard let bar = timelineLayout else { return }
        backwards = nil
        travel(to: bar.generation(atX: point.x), now: lastNow)
    }
}
