import LifeRun
import LifeStore
import LifeScene

/// Speed: the presets `[` and `]` step through, hyperspeed past the fastest, and HashLife's memory cap.
extension AppModel {
    /// The speeds `[` and `]` step through, in generations per second (infinity: as fast as possible).
    public static let speeds: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 240, .infinity]

    /// Moves the speed `steps` places along `speeds` (from the nearest one); past the fastest,
    /// hyperspeed. In hyperspeed, faster hands a fixed step back to the automatic one, and slower
    /// leaves hyperspeed.
    public func changeSpeed(by steps: Int) {
        if simulation.hyperspeed {
            if steps < 0 {
                setHyperspeed(false)
            } else if simulation.hyperStepFixed != nil {
                simulation.hyperStepFixed = nil
                show("Hyperspeed step: automatic", now: lastNow)
            }
            return
        }
        if steps > 0 && simulation.generationsPerSecond.isInfinite {
            setHyperspeed(true)
            return
        }
        let current = simulation.generationsPerSecond
        let nearest = Self.speeds.indices.min { abs(Self.speeds[$0] - current) < abs(Self.speeds[$1] - current) } ?? 0
        let index = current.isInfinite ? Self.speeds.count - 1 : nearest
        simulation.generationsPerSecond = Self.speeds[min(max(index + steps, 0), Self.speeds.count - 1)]
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
    }

    /// Doubles (+1) or halves (-1) hyperspeed's step and fixes it there, as Golly's step exponent
    /// does (`{` and `}`); hyperspeed comes on if it is off. `]` gives the step back to the pacer.
    public func changeHyperStep(by steps: Int) {
        if !simulation.hyperspeed {
            setHyperspeed(true)
            guard simulation.hyperspeed else { return }
        }
        let next = min(max(simulation.hyperStepLog + steps, 0), Simulation.hyperStepLogLimit)
        simulation.hyperStepFixed = next
        show("Hyperspeed step fixed at 2^\(next) generations; press ] for automatic", now: lastNow)
    }

    /// Halves (-1) or doubles (+1) HashLife's memory cap, within 64 MiB ... 64 GiB.
    public func changeMemoryCap(by delta: Int) {
        let next = delta < 0 ? maxMemoryMiB / 2 : maxMemoryMiB * 2
        maxMemoryMiB = min(max(next, Settings.hashLifeMemoryRange.lowerBound), Settings.hashLifeMemoryRange.upperBound)
        simulation.hashLifeMemory = maxMemoryMiB << 20
    }

    /// Halves (-1) or doubles (+1) the run history's memory cap, within 16 MiB ... 16 GiB.
    public func changeHistoryCap(by delta: Int) {
        let next = delta < 0 ? historyMemoryMiB / 2 : historyMemoryMiB * 2
        historyMemoryMiB = min(max(next, Settings.historyMemoryRange.lowerBound), Settings.historyMemoryRange.upperBound)
        simulation.historyMemory = historyMemoryMiB << 20
    }
}
