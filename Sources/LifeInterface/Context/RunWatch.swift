import LifeEngine
import LifeRun
import LifeScene

/// What the run did on its own since the last frame, followed up once a frame: a stop at the
/// plane's edge, at the memory budget or at the last generation, a spaceship auto-stop let fly
/// on (or an oscillator it let run on), and the generations an edit in the run's past dropped, are told to the user, a leaping universe gets the zoom
/// range it needs, and a move to another engine and the ending auto-stop found (its banner) are
/// written to the log.
public struct RunWatch {
    private var loggedEngine: String?
    private var loggedEnding: FinalState?

    /// Nothing seen yet.
    public init() {}

    /// Follows up what the run did since the last call.
    public mutating func check(_ context: FeatureContext) {
        let simulation = context.simulation
        // A leaping universe is drawn from its tree at any scale: let the zoom go as far out as it needs.
        let wideRange = context.preferences.unlimitedZoomOut || simulation.universe.leaps
        if wideRange != (context.camera.zoomRange.lowerBound < Camera.defaultZoomRange.lowerBound) {
            context.cameraController.setZoomRange(wideRange ? Camera.unlimitedZoomRange : Camera.defaultZoomRange, clamp: false)
        }
        if simulation.stoppedAtEdge {
            simulation.stoppedAtEdge = false
            context.show("Stopped: life has reached the edge of the plane (\(PlaneLimits.coordinateMessage))")
        }
        if simulation.stoppedAtLastGeneration {
            simulation.stoppedAtLastGeneration = false
            context.show("Stopped at generation \(NumberFormat.grouped(simulation.generation)) (2^62): the last one Life counts to")
        }
        if let dropped = simulation.droppedFuture {
            simulation.droppedFuture = nil
            context.show("The edit at generation \(NumberFormat.grouped(dropped.lowerBound - 1)) dropped the run's generations "
                         + "\(NumberFormat.grouped(dropped.lowerBound))–\(NumberFormat.grouped(dropped.upperBound)) (Ctrl+Z brings them back)")
        }
        if let found = simulation.endingRunOn {
            simulation.endingRunOn = nil
            context.show(Self.notice(runningOn: found, board: simulation.universe))
        }
        if let refusal = simulation.stoppedByEngine {
            simulation.stoppedByEngine = nil
            context.show("Stopped at generation \(NumberFormat.grouped(simulation.generation)): \(refusal)")
        }
        if simulation.stoppedAtBudget {
            simulation.stoppedAtBudget = false
            context.show("Stopped at generation \(NumberFormat.grouped(simulation.generation)): the pattern has reached the memory budget "
                         + "(\(simulation.memoryBudget)); Hyperspeed or a jump (G) runs it on HashLife, within its own cap")
        }
        if simulation.ending != loggedEnding {
            loggedEnding = simulation.ending
            if let ending = simulation.ending { context.services.log.info("ending: \(ending.summary(numbers: NumberFormat.grouped))") }
        }
        let engine = simulation.universe.name
        if let before = loggedEngine, before != engine {
            context.services.log.info("engine switch", metadata: ["from": "\(before)", "to": "\(engine)", "generation": "\(simulation.generation)"])
        }
        loggedEngine = engine
    }

    /// Most cells a ship is named from, and most cell-generations spent on it (its phases are run
    /// once more, on this thread, to find its apgcode).
    static let namingCellLimit = 4096, namingWorkLimit: Int64 = 1 << 20

    /// What a notice says of a spaceship auto-stop lets fly on, or an oscillator it lets run on:
    /// its name and speed or period when it is a known one ("Glider, flying c/4 diagonal",
    /// "Pulsar, period 3"), else the ending's summary.
    static func notice(runningOn found: FinalState, board: any LifeAlgorithm) -> String {
        let ship = found.outcome == .spaceship
        let said = ship ? ": auto-stop lets it fly on" : ": auto-stop lets it run on"
        // Named from its cells as they lie (on a tube too; across a seam it is not one object on the plane, and keeps the summary).
        guard board.exactPopulation <= UInt128(namingCellLimit),
              found.period * Int64(board.population) <= namingWorkLimit,
              let identified = Identification.of(board.liveCells(), states: board.decayingCells(), rule: board.rule, maxPeriod: Int(found.period)),
              let name = Census.name(of: identified.code, rule: board.rule),
              let how = ship ? identified.speed.map({ "flying \($0)" }) : "period \(identified.period)" else { return found.summary + said }
        return name.prefix(1).uppercased() + name.dropFirst() + ", \(how)" + said
    }
}
