import LifeInterface
import LifeRun
import LifeScene

/// The bar's run buttons: play and pause, one step, reset to the start, and keep running past an
/// ending the run stopped at.
public enum RunControls {
    /// Starts or pauses the run (Enter), and pauses backwards play; an empty board says what to do instead.
    public static func playPause(in context: FeatureContext) {
        let simulation = context.simulation
        // Playing backwards, it pauses (the button shows pause then).
        if context.backwards != nil { return context.backwards = nil }
        guard simulation.isPlaying || simulation.universe.exactPopulation > 0 else {
            return context.show("Nothing to play: the board is empty. Click cells or open a pattern (O)")
        }
        recordFirstFigures(in: context)
        simulation.togglePlay(at: context.now)
        if simulation.isPlaying { context.autoZoomSuspended = false }
    }

    /// One generation (Space).
    public static func step(in context: FeatureContext) {
        let simulation = context.simulation
        guard simulation.population > 0 else { return context.show("Nothing to step: the board is empty") }
        recordFirstFigures(in: context)
        simulation.stepOnce()
        context.analytics.record(generation: simulation.generation, population: simulation.universe.exactPopulation, now: context.now)
        tellExactGeneration(in: context)
    }

    /// Past ten billion the header writes the generation short (3.597e17), so a step does not show
    /// in it: the notice says the generation to the last digit (not logged: one a step).
    static func tellExactGeneration(in context: FeatureContext) {
        let generation = context.simulation.generation
        guard generation >= NumberFormat.compactFrom else { return }
        context.show("Generation \(NumberFormat.grouped(generation))", logged: false)
    }

    /// Back to where the run started, framed again; says why not when no start is kept.
    public static func reset(in context: FeatureContext) {
        guard context.simulation.canReset else {
            return context.show("Already at the start: Reset goes back to where the last run started")
        }
        let simulation = context.simulation
        simulation.reset()
        context.analytics.clear()
        // What was said of the run (a glider flying on) is of a run no longer shown.
        context.clearNotice()
        if let reached = simulation.historyRange?.upperBound, reached > simulation.generation {
            // Gone once the board moves (the bar taken back to where the run had got to).
            context.showUntilTheRunMoves("Back at generation \(NumberFormat.grouped(simulation.generation)): the run to \(NumberFormat.grouped(reached)) stays on the timeline")
        }
        context.request(.fit)
    }

    /// Runs on past the ending the run stopped at.
    public static func keepRunning(in context: FeatureContext) {
        context.simulation.keepRunning(at: context.now)
        context.autoZoomSuspended = false
    }

    /// The header's figures start from the generation the run starts at.
    private static func recordFirstFigures(in context: FeatureContext) {
        guard context.analytics.history.isEmpty else { return }
        let simulation = context.simulation
        context.analytics.record(generation: simulation.generation, population: simulation.universe.exactPopulation, now: context.now)
    }
}
