import LifeEngine
import LifeInterface
import LifeRun
import LifeScene

/// Going back in time: a step back (Shift+Space, the button beside Step), playing backwards
/// (Shift+Enter) at the current speed, and the timeline bar to scrub through the run.
public enum TimelineActions {
    /// Frames a second of backwards play at full speed and in hyperspeed.
    static let backwardsFrames = 60.0
    /// Most generations gone back in one frame (in hyperspeed, its step: `backwardsStep`).
    static let backwardsPerFrame: Int64 = 32

    /// The timeline bar's layout, when the run has a past to show.
    public static func layout(in context: FeatureContext) -> TimelineLayout? {
        guard let range = context.simulation.historyRange, range.upperBound > range.lowerBound else { return nil }
        return TimelineLayout(grid: context.layout.grid, range: range, padding: context.theme.metrics.padding)
    }

    /// Goes back one generation, or says the run starts here.
    public static func stepBack(in context: FeatureContext) {
        context.backwards = nil
        let from = context.simulation.generation
        if !context.travel(to: from - 1) {
            context.show("This is where the run starts: nothing earlier to go back to")
        } else if context.simulation.generation == from - 1 {
            // Landed at once (a walk back far through a jump lands later and says where, `JumpActions.takeOutcome`).
            RunControls.tellExactGeneration(in: context)
        }
    }

    /// Plays backwards at the current speed (Shift+Enter), or stops doing so.
    public static func toggleBackwards(in context: FeatureContext) {
        if context.backwards != nil {
            context.backwards = nil
        } else if context.simulation.canStepBack {
            context.simulation.pause()
            context.backwards = BackwardPlay(since: context.now)
        } else {
            context.show("This is where the run starts: nothing earlier to play back to")
        }
    }

    /// Goes back the generations due by now; stops at the start of the run.
    public static func advanceBackwards(in context: FeatureContext) {
        guard var play = context.backwards else { return }
        if context.simulation.isJumping {
            // A generation recomputed in the background (a walk back through a jump) lands first;
            // the pace counts from then.
            context.backwards = BackwardPlay(since: context.now)
            return
        }
        let simulation = context.simulation, from = simulation.generation
        // (A millionth of a generation over: a frame's 1/60 s times 60 gen/s is 0.99999….)
        let due = Int64(min((context.now - play.since) * rate(context) + 1e-6, 0x1p62)) - play.done
        guard due > 0 else { return }
        // One landing a frame, however far it goes back (the generations between are not shown).
        let start = simulation.historyRange?.lowerBound ?? from
        let target = max(start, from - min(due, backwardsStep(context)))
        guard target < from, context.travel(to: target) else {
            context.backwards = nil
            context.show("Back at the start of the run")
            return
        }
        play.done += from - target
        context.backwards = play
        if target == start, !simulation.isJumping {
            context.backwards = nil
            context.show("Back at the start of the run")
        }
    }

    /// Most generations gone back in one frame: in hyperspeed, its step (2^k, as forward play
    /// leaps; it went back 60 generations a second, useless at 2^50), else `backwardsPerFrame`.
    static func backwardsStep(_ context: FeatureContext) -> Int64 {
        let simulation = context.simulation
        return simulation.hyperspeed ? Int64(1) << min(61, simulation.hyperStepLog) : backwardsPerFrame
    }

    /// When backwards play wants the next frame (nil when it is not playing).
    public static func nextWake(in context: FeatureContext) -> Double? {
        guard let play = context.backwards else { return nil }
        return play.since + Double(play.done + 1) / rate(context)
    }

    /// `pointer` while it is over the timeline bar (for its readout), else nil.
    public static func pointer(overBar pointer: Point?, in context: FeatureContext) -> Point? {
        guard let pointer, layout(in: context)?.hitArea.contains(pointer) == true else { return nil }
        return pointer
    }

    /// Shows the generation under the pointer on the timeline bar.
    public static func scrub(to point: Point, in context: FeatureContext) {
        guard let bar = layout(in: context) else { return }
        context.backwards = nil
        context.travel(to: bar.generation(atX: point.x))
    }

    /// Generations a second backwards: the speed set, or at full speed and in hyperspeed a
    /// frame's most (`backwardsStep`) `backwardsFrames` times a second.
    private static func rate(_ context: FeatureContext) -> Double {
        let speed = context.simulation.generationsPerSecond
        return speed.isFinite && !context.simulation.hyperspeed ? speed : backwardsFrames * Double(backwardsStep(context))
    }
}
