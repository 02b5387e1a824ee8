import LifeInterface
import LifeRun
import LifeScene

/// What the control bar shows: which buttons do something now, which are lit, and which one is
/// under the pointer or held down.
public struct ControlBarValues: Equatable, Sendable {
    var isPlaying = false, canReset = false, canStepBack = false, jumping = false
    var population = 0, generation: Int64 = 0
    /// Lit buttons: Fit while auto-zoom follows life, the pencil while it is on, the chart while the history shows.
    var autoZoomActive = false, pencil = false, historyOpen = false
    /// The drawing state, badged on the pencil, under a rule of more than two states (nil otherwise).
    var drawState: UInt8?
    var hover = ButtonHover()

    /// The bar as the run and the pointer stand now; `drawState` is the state clicks and strokes draw.
    public static func current(in context: FeatureContext, hover: ButtonHover, pencil: Bool, drawState: UInt8,
                               historyOpen: Bool) -> ControlBarValues {
        let simulation = context.simulation
        // Playing backwards is playing: the button pauses it.
        return ControlBarValues(isPlaying: simulation.isPlaying || context.backwards != nil, canReset: simulation.canReset, canStepBack: simulation.canStepBack,
                                jumping: simulation.isJumping, population: simulation.population, generation: simulation.generation,
                                autoZoomActive: context.isAutoZoomActive, pencil: pencil, historyOpen: historyOpen,
                                drawState: simulation.universe.rule.states > 2 ? drawState : nil, hover: hover)
    }

    /// Whether a bar button does something now (Reset with nothing to go back to, Clear on an
    /// empty board at generation 0, and Step and Jump on an empty board are dimmed, and Tab skips them).
    public func isEnabled(_ action: ControlAction) -> Bool {
        switch action {
        case .reset: return canReset
        case .stepBack: return canStepBack
        case .clear: return population > 0 || generation > 0
        case .jump: return population > 0 || jumping
        case .step: return population > 0
        default: return true
        }
    }

    /// Whether a button is lit (its mode is on).
    func isLit(_ action: ControlAction) -> Bool {
        (action == .fit && autoZoomActive) || (action == .pencil && pencil) || (action == .history && historyOpen)
    }
}
