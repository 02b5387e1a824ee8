import LifeEngine
import LifeInterface
import LifeRun
import LifeScene

/// Jump to generation: starting a jump (within the run so far through its timeline; else forward
/// from here, or from the reset point when the target lies between it and here), the jump under way (Escape or its Cancel button stop it),
/// and turning its outcome into a message.
public enum JumpActions {
    /// Reads the prompt's text and starts the jump; false, with what is wrong with the number
    /// shown, when it is not a generation (the prompt stays).
    public static func confirm(_ text: String, in context: FeatureContext) -> Bool {
        guard text.contains(where: { !$0.isWhitespace }) else {
            context.show("Type the generation to jump to, such as 1000000, 1e9 or 2^40")
            return false
        }
        guard let target = GenerationInput.parse(text), PlaneLimits.isValidGeneration(target) else {
            let tooLarge = GenerationInput.isTooLarge(text) || GenerationInput.parse(text).map { $0 > 0 } == true
            context.show("'\(text.escapedForDisplay(limit: 30))' " + (tooLarge ? "is past the last generation Life runs to: at most 2^62 (4.6e18)"
                : "is not a generation: type a whole number from 0 to 2^62, such as 1000000, 1e9 or 2^40"))
            return false
        }
        jump(toGeneration: target, in: context)
        return true
    }

    /// Jumps to an absolute generation.
    public static func jump(toGeneration target: Int64, in context: FeatureContext) {
        let simulation = context.simulation
        let current = simulation.generation
        guard PlaneLimits.isValidGeneration(target) else {
            context.show("Cannot jump there: \(PlaneLimits.generationMessage)")
            return
        }
        if target == current {
            context.show("Already at generation \(NumberFormat.grouped(target))")
            return
        }
        // Within the run so far, behind or ahead of here: the timeline goes there and keeps the
        // rest of the run and its figures, as Back and the timeline bar do (starting again from
        // the reset point dropped both).
        if context.travel(to: target) {
            // Framed, as a jump's landing is.
            if context.preferences.autoZoom { context.request(.fit) }
            return
        }
        if target < current {
            guard let start = simulation.resetGeneration, start <= target else {
                context.show("Generation \(NumberFormat.grouped(target)) is in the past, before the reset point; Life only runs forward")
                return
            }
            simulation.reset()
            context.analytics.clear()
            if target == start { return }
        }
        context.services.log.info("jump", metadata: ["from": "\(simulation.generation)", "to": "\(target)", "startEngine": "\(simulation.universe.name)"])
        simulation.startJump(by: target - simulation.generation)
    }

    /// G or the jump button: cancels the jump under way, or says there is nothing to jump on an
    /// empty board; true when neither, and the jump prompt is to open.
    public static func toggle(in context: FeatureContext) -> Bool {
        if context.simulation.isJumping {
            cancel(in: context)
        } else if context.simulation.population == 0 {
            context.show("Nothing to jump: the board is empty")
        } else {
            return true
        }
        return false
    }

    /// Stops the jump under way (the board stays as it was) and says so; backwards play, which
    /// may have started a walk back, stops too.
    public static func cancel(in context: FeatureContext) {
        context.backwards = nil
        context.simulation.cancelJump()
        takeOutcome(in: context)
    }

    /// While a jump runs: its Cancel button (`hit`, from the regions the UI pass listed), Escape
    /// and G cancel it. The board is the jump's until it ends: clicks, keys and dropped files that
    /// would change it or the run wait with a word (a step or an edit would be lost when the
    /// jump's board comes, or would end the jump); looking around (the wheel, the zoom and Fit
    /// buttons and keys, the arrows), the shortcut sheet, resizing and quitting pass on (false), and
    /// so does typed text, which the board takes no notice of (the space of the Shift+Space that
    /// started a walk back comes as text just after it).
    public static func handleInProgress(_ event: InputEvent, hit: ControlAction?, in context: FeatureContext) -> Bool {
        // The panel's own Cancel, else the bar's button under the pointer (the panel's regions
        // hold only Cancel: a click on the zoom or pause buttons was swallowed).
        let hit = hit ?? event.point.flatMap { point in context.layout.buttons.first { $0.frame.contains(point) }?.action }
        switch event {
        case .pointerDown(_, .left, _) where hit == .jump:
            cancel(in: context)
        case .key(.enter, []) where context.backwards != nil, .key(.enter, .shift) where context.backwards != nil,
             .pointerDown(_, .left, _) where hit == .playPause && context.backwards != nil:
            pauseBackwards(in: context)
        case .key(.escape, _), .key(.letter("g"), []):
            cancel(in: context)
        case .pointerDown where hit == .zoomIn || hit == .zoomOut || hit == .fit:
            return false
        case .key(let key, let modifiers) where passesDuringAJump(key, modifiers):
            return false
        case .pointerMoved, .pointerLeft, .pointerUp, .wheel, .resized, .quit, .text:
            return false
        case .pointerDown, .key, .fileDropped:
            let title = JumpProgress(of: context.simulation, now: context.now)?.title ?? "Jumping"
            context.show("\(title): Esc stops it")
        default:
            return false
        }
        return true
    }

    /// Pauses backwards play, which walks back through a jump (in hyperspeed one is under way
    /// nearly all the time): the walk stops and the board stays where it is. Enter, Shift+Enter
    /// and the pause button were swallowed ("Esc stops it"), so it could not be paused.
    private static func pauseBackwards(in context: FeatureContext) {
        context.backwards = nil
        context.simulation.cancelJump()
        context.simulation.lastJump = nil
        context.show("Paused at generation \(NumberFormat.grouped(context.simulation.generation))")
    }

    /// Keys that only look around or quit (`Key.looksAround(with:)`) go on while a jump runs.
    private static func passesDuringAJump(_ key: Key, _ modifiers: KeyModifiers) -> Bool { key.looksAround(with: modifiers) }

    /// Turns a finished, failed or cancelled jump into a message; a finished one is framed, and a
    /// walk back into the past brings the header's figures to where it landed.
    public static func takeOutcome(in context: FeatureContext) {
        let simulation = context.simulation
        guard let outcome = simulation.lastJump else { return }
        simulation.lastJump = nil
        switch outcome {
        case .finished(let generation):
            context.services.log.info("jump finished", metadata: ["generation": "\(generation)", "engine": "\(simulation.universe.name)"])
            // The sparkline follows the run up to where it landed (a click on it goes back there),
            // with no change figure: an average over the jump says nothing of the last step.
            context.followHistory()
            // Said plainly: the engine's name ("(tiles)") meant nothing to a newcomer; a leap says it leapt.
            let how = simulation.universe.leaps ? ", leapt there with HashLife" : ""
            context.show("Generation \(NumberFormat.grouped(generation)): \(NumberFormat.grouped(exact: simulation.universe.exactPopulation)) cells\(how)")
            if context.preferences.autoZoom { context.request(.fit) }
        case .wentBack(let generation):
            context.followHistory()
            // Where it landed, which the header writes short far out (the jump's own notice flashed instead).
            context.show("Back at generation \(NumberFormat.grouped(generation))", logged: false)
        case .cancelled(let goingBack):
            context.show("\(goingBack ? "Going back" : "Jump") cancelled; the board is as it was")
        case .failed(let reason):
            context.show("The jump stopped: \(reason)")
        }
    }
}
