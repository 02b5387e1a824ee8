import LifeEngine
import LifeRun
import LifeScene

/// What the run did on its own since the last frame, followed up once a frame: a stop at the
/// plane's edge, at the memory budget or at the last generation, a spaceship auto-stop let fly
/// on, and the generations an edit in the run's past dropped, are told to the user, a leaping universe gets the zoom
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
        if let ship = simulation.shipFlyingOn {
            simulation.shipFlyingOn = nil
            context.show(Self.notice(flyingOn: ship, board: simulation.universe))
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

    /// What a notice says of a spaceship auto-stop lets fly on: its name and speed when it is a
    /// known one ("Glider, flying c/4 diagonal"), else the ending's summary.
    static func notice(flyingOn ship: FinalState, board: any LifeAlgorithm) -> String {
        let said = ": auto-stop lets it fly on"
        guard board.exactPopulation <= UInt128(namingCellLimit), board.topology == .plane,
              ship.period * Int64(board.population) <= namingWorkLimit,
              let found = Identification.of(board.liveCells(), states: board.decayingCells(), rule: board.rule, maxPeriod: Int(ship.period)),
              let name = Census.name(of: found.code, rule: board.rule), let speed = found.speed else { return ship.summary + said }
        return name.prefix(1).uppercased() + name.dropFirst() + ", flying \(speed)" + said
    }
}
