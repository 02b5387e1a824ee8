import LifeEngine
import LifeRun
import LifeScene

/// The shared world every feature acts on: the run, the window's layout, the camera, the theme,
/// the outside world (`AppServices`) and the notice line. Features are handed it; they never see
/// each other, so what one asks of another goes back to the app as a reply.
public final class FeatureContext {
    /// The running universe, its timeline and its undo history.
    public let simulation: Simulation
    /// The window's bands and the bar's buttons.
    public var layout: Layout
    /// The camera and its smooth moves.
    public var cameraController: CameraController
    /// Design tokens in use.
    public var theme: Theme
    /// Themes to choose from (the built-in one when none were loaded).
    public let themes: [Theme]
    /// Files, clipboard, store, clocks and log.
    public let services: AppServices
    /// The time of the event or frame being handled (seconds).
    public var now = 0.0
    /// A short message shown for a few seconds.
    public private(set) var notice: String?
    /// When the notice goes.
    public private(set) var noticeUntil = 0.0
    /// Live figures for the header (the sparkline and the change figures).
    public var analytics = Analytics()
    /// Playing backwards, when it does (Shift+Enter); anything that moves the run stops it.
    public var backwards: BackwardPlay?

    /// How long a notice stays.
    public static let noticeSeconds = 4.0

    /// The context of one window.
    public init(simulation: Simulation, layout: Layout, theme: Theme, themes: [Theme], services: AppServices) {
        self.simulation = simulation
        self.layout = layout
        self.theme = theme
        self.themes = themes.isEmpty ? [theme] : themes
        self.services = services
        cameraController = CameraController(camera: Camera(viewport: layout.grid))
    }

    /// The camera as drawn this frame.
    public var camera: Camera { cameraController.camera }

    /// Shows a short message for `seconds` (and records it in the log).
    public func show(_ message: String, seconds: Double = FeatureContext.noticeSeconds) {
        // What the user is told is what the log records: saves, jumps, refusals and errors with their cause.
        services.log.info("notice: \(message)")
        notice = message
        noticeUntil = now + seconds
    }

    /// Drops the notice once its time is up.
    public func expireNotice() {
        if notice != nil && now >= noticeUntil { notice = nil }
    }

    /// Shows the run at `target` (within its history) with the header's figures as they were
    /// there; false when the history does not reach it.
    @discardableResult
    public func travel(to target: Int64) -> Bool {
        guard simulation.historyRange?.contains(target) == true, simulation.go(to: target) else { return false }
        // The sparkline and the change figures follow the run up to the generation shown.
        analytics.clear()
        let shown = simulation.generation
        for sample in simulation.history.samples.filter({ $0.last < shown }).suffix(Analytics.capacity - 1) {
            analytics.record(generation: sample.last, population: sample.population, now: now)
        }
        analytics.record(generation: shown, population: simulation.universe.exactPopulation, now: now)
        return true
    }
}
