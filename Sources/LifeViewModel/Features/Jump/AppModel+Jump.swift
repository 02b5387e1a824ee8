import LifeInterface
import PromptFeature
import LifeRun
import LifeScene
import LifeEngine

/// Jump to generation: the prompt, the jump under way and its outcome.
extension AppModel {
    /// Opens the jump prompt (G), or cancels the jump under way.
    public func toggleJump(now: Double) {
        if simulation.isJumping {
            simulation.cancelJump()
            takeJumpOutcome(now: now)
        } else if simulation.population == 0 {
            show("Nothing to jump: the board is empty", now: now)
        } else {
            open(.prompt(TextPrompt(.jump)))
        }
    }

    /// While a jump runs: its Cancel button and Escape cancel it; other events pass on.
    func handleJumpInProgress(_ event: InputEvent, now: Double) -> Bool {
        switch event {
        case .pointerDown(let point, .left, _) where JumpProgressLayout(grid: layout.grid).cancel.contains(point):
            toggleJump(now: now)
        case .key(.escape, _):
            toggleJump(now: now)
        default:
            return false
        }
        return true
    }

    /// Jumps to an absolute generation: forward from here, or from the reset point when the
    /// target lies between it and here.
    public func jump(toGeneration target: Int64, now: Double) {
        close { $0.isJumpPrompt }
        let current = simulation.generation
        guard PlaneLimits.isValidGeneration(target) else {
            show("Cannot jump there: \(PlaneLimits.generationMessage)", now: now)
            return
        }
        if target == current {
            show("Already at generation \(NumberFormat.grouped(target))", now: now)
            return
        }
        if target < current {
            guard let start = simulation.resetGeneration, start <= target else {
                show("Generation \(NumberFormat.grouped(target)) is in the past, before the reset point; Life only runs forward", now: now)
                return
            }
            simulation.reset()
            analytics.clear()
            if target == start { return }
        }
        services.log.info("jump", metadata: ["from": "\(simulation.generation)", "to": "\(target)", "engine": "\(simulation.universe.name)"])
        simulation.startJump(by: target - simulation.generation)
    }

    /// Turns a finished, failed or cancelled jump into a message, and frames the result.
    func takeJumpOutcome(now: Double) {
        guard let outcome = simulation.lastJump else { return }
        simulation.lastJump = nil
        switch outcome {
        case .finished(let generation):
            analytics.record(generation: simulation.generation, population: simulation.universe.exactPopulation, now: now)
            show("Generation \(NumberFormat.grouped(generation)): \(NumberFormat.grouped(exact: simulation.universe.exactPopulation)) cells (\(simulation.universe.name))",
                 now: now)
            if context.preferences.autoZoom { fit(now: now) }
        case .cancelled:
            show("Jump cancelled; the board is as it was", now: now)
        case .failed(let reason):
            show("The jump stopped: \(reason)", now: now)
        }
    }

    /// Reads the prompt's text and starts the jump, or says what is wrong with the number (the prompt stays).
    func confirmJump(_ text: String, now: Double) {
        guard let target = GenerationInput.parse(text) else {
            show("'\(text.escapedForDisplay(limit: 30))' is not a generation: type a whole number from 0 to 2^62, such as 1000000, 1e9 or 2^40", now: now)
            return
        }
        jump(toGeneration: target, now: now)
    }
}
