import LifeEngine
import LifeInterface
import LifeRun
import LifeScene

/// Going back in time: a step back (Shift+Space, the button beside Step), playing backwards
/// (Shift+Enter) at the current speed, and the timeline bar to scrub through the run.
public enum TimelineActions {
    /// Generations a second when playing backwards at full speed.
    static let fullSpeedBackwards = 60.0
    /// Most generations gone back in one frame.
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
        let due = Int64((context.now - play.since) * rate(context)) - play.done
        for _ in 0..<min(max(due, 0), backwardsPerFrame) {
            guard context.travel(to: context.simulation.generation - 1) else {
                context.backwards = nil
                context.show("Back at the start of the run")
                return
            }
            play.done += 1
        }
        context.backwards = play
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

    private static func rate(_ context: FeatureContext) -> Double {
        let speed = context.simulation.generationsPerSecond
        return speed.isFinite ? speed : fullSpeedBackwards
    }
}
