import LifeScene
import LifeEngine

/// Jump to generation, hyperspeed and HashLife's memory cap.
extension AppModel {
    /// Opens the jump prompt (G), or cancels the jump under way.
    public func toggleJump(now: Double) {
        if simulation.isJumping {
            simulation.cancelJump()
            takeJumpOutcome(now: now)
        } else if simulation.population == 0 {
            show("Nothing to jump: the board is empty", now: now)
        } else {
            jumpPrompt = ""
        }
        needsRedraw = true
    }

    /// Jumps to an absolute generation: forward from here, or from the reset point when the
    /// target lies between it and here.
    public func jump(toGeneration target: Int64, now: Double) {
        jumpPrompt = nil
        needsRedraw = true
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
            if autoZoomEnabled { fit(now: now) }
        case .cancelled:
            show("Jump cancelled; the board is as it was", now: now)
        case .failed(let reason):
            show("The jump stopped: \(reason)", now: now)
        }
        needsRedraw = true
    }

    /// Keys while the jump prompt is open.
    func jumpPromptKey(_ key: Key, now: Double) {
        switch key {
        case .escape: jumpPrompt = nil
        case .delete: jumpPrompt = String((jumpPrompt ?? "").dropLast())
        case .enter: confirmJumpPrompt(now: now)
        default: break
        }
        needsRedraw = true
    }

    /// Adds typed characters that can be part of a number (digits, separators, e and ^).
    func typeIntoJumpPrompt(_ typed: String) {
        guard var text = jumpPrompt else { return }
        for ch in typed where (ch.isASCII && ch.isNumber || ",_^eE".contains(ch)) && text.count < 30 { text.append(ch) }
        jumpPrompt = text
        needsRedraw = true
    }

    /// Reads the prompt and starts the jump, or says what is wrong with the number.
    func confirmJumpPrompt(now: Double) {
        guard let text = jumpPrompt else { return }
        guard let target = GenerationInput.parse(text) else {
            show("'\(text)' is not a generation; type a whole number such as 1000000, 1e9 or 2^40", now: now)
            return
        }
        jump(toGeneration: target, now: now)
    }

    /// A click while the jump prompt is open.
    func jumpPromptPress(at point: Point, now: Double) {
        let layout = ExportLayout(grid: layout.grid, withFormats: false)
        if layout.export.contains(point) {
            confirmJumpPrompt(now: now)
        } else if layout.cancel.contains(point) || !layout.panel.contains(point) {
            jumpPrompt = nil
        }
        needsRedraw = true
    }

    /// Turns hyperspeed on or off (on: play advances 2^k generations a frame with HashLife).
    public func setHyperspeed(_ on: Bool) {
        if on && simulation.topology != .plane {
            show("Hyperspeed runs on the endless plane; a torus plays at max speed", now: lastNow)
            simulation.hyperspeed = false
            simulation.generationsPerSecond = .infinity
        } else {
            simulation.hyperspeed = on
            if on { simulation.generationsPerSecond = .infinity }
        }
        needsRedraw = true
    }

    /// Halves (-1) or doubles (+1) HashLife's memory cap, within 64 MiB ... 64 GiB.
    public func changeMemoryCap(by delta: Int) {
        let next = delta < 0 ? maxMemoryMiB / 2 : maxMemoryMiB * 2
        maxMemoryMiB = min(max(next, 64), 65_536)
        simulation.hashLifeMemory = maxMemoryMiB << 20
        needsRedraw = true
    }
}
