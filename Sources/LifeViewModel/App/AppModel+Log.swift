import LifeInterface
import LifeRun
import LifeEngine

/// What the app records in its log beyond the notices it shows (see `show(_:now:seconds:)`).
extension AppModel {
    /// Records in the log when the universe moves to another engine (hyperspeed, jumps, loads).
    func logEngineSwitch() {
        let engine = simulation.universe.name
        guard engine != loggedEngine else { return }
        if let before = loggedEngine {
            services.log.info("engine switch", metadata: ["from": "\(before)", "to": "\(engine)", "generation": "\(simulation.generation)"])
        }
        loggedEngine = engine
    }
}
