import LifeEngine
import LifeStore
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
    /// The generation a notice that gives advice about running was shown at: it goes once the run
    /// has moved on (nil for other notices).
    private var noticeGeneration: Int64?
    /// Live figures for the header (the sparkline and the change figures).
    public var analytics = Analytics()
    /// Playing backwards, when it does (Shift+Enter); anything that moves the run stops it.
    public var backwards: BackwardPlay?
    /// The choices of the settings sheet; the camera's range and the run's memory caps follow them.
    public var preferences = Preferences() {
        didSet {
            if preferences.unlimitedZoomOut != oldValue.unlimitedZoomOut {
                // Turning it off brings a zoomed-out camera back into range.
                cameraController.setZoomRange(preferences.unlimitedZoomOut ? Camera.unlimitedZoomRange : Camera.defaultZoomRange)
            }
            simulation.hashLifeMemory = preferences.maxMemoryMiB << 20
            simulation.historyMemory = preferences.historyMemoryMiB << 20
        }
    }
    /// Set by a manual pan or zoom; cleared by Fit or by starting to play.
    public var autoZoomSuspended = false
    /// Set when auto-stop framed an ending's debris and held auto-zoom there (`Framing.frameDebris`):
    /// a trip along the run's timeline lets auto-zoom follow life again (a glider of an earlier
    /// generation stayed cut off at the edge); a manual pan or zoom makes the hold the user's own.
    public var autoZoomHeldOnDebris = false
    /// What features asked of the app while handling the event; the app carries them out after it.
    public private(set) var requests: [AppRequest] = []
    /// The injected source of randomness (random fills).
    public var random: SeededRandom
    /// The name of the pattern last opened (offered as the export name and shown in the title).
    /// Set whenever a pattern, file or board takes the universe's place.
    /// A name past `patternNameLimit` characters is cut there (with "…"): it is a title, and a file's
    /// megabytes-long `#N` line would slow every notice, title and dialog that shows it.
    public var patternName: String? {
        get { keptPatternName }
        set { take(name: newValue, serial: lastPatternSerial &+ 1) }
    }
    private var keptPatternName: String?
    /// The last pattern serial given out (undo gives earlier ones back; new patterns get new ones).
    private var lastPatternSerial = 0

    /// Names the pattern `name` (cut at `patternNameLimit`) with pattern serial `serial`.
    private func take(name: String?, serial: Int) {
        var kept = name
        if let name, let end = name.index(name.startIndex, offsetBy: Self.patternNameLimit, limitedBy: name.endIndex),
           end < name.endIndex {
            kept = String(name[..<end]) + "…"
        }
        keptPatternName = kept
        patternSerial = serial
        lastPatternSerial = max(lastPatternSerial, serial)
    }

    /// Names the pattern holding the universe's place `name`, keeping its serial (the universe is
    /// the same; only what it is called changes, as when its saved board is deleted).
    public func renamePattern(_ name: String?) { take(name: name, serial: patternSerial) }

    /// What an edit putting a pattern named `name` in the board's place does to the name: taken
    /// now, before the edit, and made the pattern's after it by `adopt(_:)`.
    public func renaming(to name: String?) -> BoardRenaming {
        BoardRenaming(from: patternName, serial: patternSerial, to: name, serial: lastPatternSerial &+ 1)
    }

    /// The new pattern's name and serial after the edit `renaming` was taken for (so redoing it gives
    /// the same serial back, and with it the saved board Ctrl+S saved over).
    public func adopt(_ renaming: BoardRenaming) {
        take(name: renaming.after, serial: renaming.afterSerial)
    }

    /// Undoing (or redoing) an edit that renamed the board: the name and pattern serial from
    /// before it (after it), so the saved board that was being edited then is Ctrl+S's again.
    public func restore(_ renaming: BoardRenaming, undone: Bool) {
        undone ? take(name: renaming.before, serial: renaming.beforeSerial) : adopt(renaming)
    }
    /// The simulation's revision when the universe was last a file, starter or saved board exactly
    /// as opened (nil: never, or a restored session that held work of its own).
    private var openedRevision: Int?
    /// Notes that the universe is now a file, starter or saved board exactly as opened.
    public func markOpened() { openedRevision = simulation.revision }
    /// Whether nothing has changed the universe since it was opened (`markOpened`): opening it
    /// again gives it back, so an autosaved session of it is no work to keep.
    public var isAsOpened: Bool { openedRevision == simulation.revision }
    /// What keeps the universe's unsaved work before a file, pattern or board takes its place (the
    /// Boards feature sets it); features that open something call `replacingBoard()` first.
    public var keepsReplacedWork: (() -> Void)?
    /// A file, pattern or board is about to take the universe's place: its work is kept if unsaved.
    public func replacingBoard() { keepsReplacedWork?() }

    /// Longest pattern name kept, in characters.
    public static let patternNameLimit = 200
    /// The folder the app's file browser showed last (it opens there again while the app runs),
    /// and the one it showed last to save a picture or movie in (apart: patterns and pictures
    /// seldom share a folder).
    public var lastBrowsedFolder: FilePath?
    public var lastExportFolder: FilePath?
    /// Makes the folder of the file at `path` the one the file browser shows next.
    public func browsedFolder(of path: String) {
        if let folder = FilePath(path).parent { lastBrowsedFolder = folder }
    }
    /// The names of the saved boards patterns came from or were saved as, by pattern serial (the
    /// Boards feature keeps them).
    public var savedBoardNames: [Int: String] = [:]
    /// What the universe is called: its saved board's name while no other pattern has come since,
    /// else the pattern's (offered for exports and saves, and the window's title).
    public var title: String? { savedBoardNames[patternSerial] ?? patternName }
    /// Which pattern holds the universe's place: a new one for each setting of `patternName`, an
    /// earlier one when an undo gives its pattern back. A saved board is the one Ctrl+S saves over
    /// while the pattern it was opened or saved from holds the place.
    public private(set) var patternSerial = 0

    /// How long a notice stays.
    public static let noticeSeconds = 4.0
    /// How long a notice from start-up stays (a file that could not be opened, a settings file set aside).
    public static let startupNoticeSeconds = 20.0

    /// The context of one window.
    public init(simulation: Simulation, layout: Layout, theme: Theme, themes: [Theme], services: AppServices,
                random: SeededRandom = SeededRandom(seed: 0x5EED)) {
        self.simulation = simulation
        self.random = random
        self.layout = layout
        self.theme = theme
        self.themes = themes.isEmpty ? [theme] : themes
        self.services = services
        cameraController = CameraController(camera: Camera(viewport: layout.grid))
    }

    /// The camera as drawn this frame.
    public var camera: Camera { cameraController.camera }

    /// Shows a short message for `seconds` (and records it in the log, unless it is progress
    /// that a frame writes again: `logged` false).
    public func show(_ message: String, seconds: Double = FeatureContext.noticeSeconds, logged: Bool = true) {
        // What the user is told is what the log records: saves, jumps, refusals and errors with their cause.
        if logged { services.log.info("notice: \(message)") }
        // A notice is a line or two: a script's 90 KB message is cut, not measured word by word each frame.
        notice = message.count > Self.noticeLimit ? String(message.prefix(Self.noticeLimit)) + "…" : message
        noticeUntil = now + seconds
        noticeGeneration = nil
        noticesShown += 1
    }

    /// Adds `message` to the notice on screen (a start-up warning, what just opened) rather than
    /// putting it in its place, and keeps them up at least `seconds` more; with none up, shows it.
    public func showAlso(_ message: String, seconds: Double = FeatureContext.noticeSeconds) {
        guard let current = notice, now < noticeUntil, noticeGeneration == nil, current != message else { return show(message, seconds: seconds) }
        services.log.info("notice: \(message)")
        show(current + " · " + message, seconds: max(noticeUntil, now + seconds) - now, logged: false)
    }

    /// Takes the notice off the screen (a script's `g.show("")`, as Golly's status line clears).
    public func clearNotice() {
        notice = nil
    }

    /// Shows advice about running the board ("press Play"), which goes as soon as the run moves
    /// (a step or play followed it) or its time is up.
    public func showUntilTheRunMoves(_ message: String) {
        show(message)
        noticeGeneration = simulation.generation
    }

    /// The most characters a notice shows.
    public static let noticeLimit = 300

    /// How many notices have been shown: a change says a new one came, even with the same text.
    private var noticesShown = 0

    /// Runs `attempt` (true when a field's text was taken); when it was refused with a notice, the
    /// notice is taken off the screen and returned, to be shown at the field it is about.
    public func refusal(of attempt: () -> Bool) -> (taken: Bool, reason: String?) {
        let before = noticesShown
        guard !attempt() else { return (true, nil) }
        guard noticesShown != before, let reason = notice else { return (false, nil) }
        notice = nil
        return (false, reason)
    }

    /// Asks the app for something that is not a feature's own to do (see `AppRequest`).
    public func request(_ request: AppRequest) {
        requests.append(request)
    }

    /// Hands over the requests made so far, oldest first.
    public func takeRequests() -> [AppRequest] {
        defer { requests = [] }
        return requests
    }

    /// On a bounded grid, the board's cells (an infinite side of a tube spans the plane); nil on the plane.
    public var board: CellRect? { simulation.topology.board }

    /// The board when both its sides are finite, so a view can frame it.
    public var finiteBoard: CellRect? { simulation.topology.finiteBoard }

    /// The finite board when Fit and auto-zoom show it whole: one of at most four cells a pixel
    /// of the grid, or one that life spans a quarter of. On a board of Golly's largest (two billion
    /// cells a side) a glider is framed as on the plane, not shown as a pixel of the whole.
    public var framedBoard: CellRect? {
        guard let board = finiteBoard else { return nil }
        if Framing.seen(board.width, across: layout.grid.width) && Framing.seen(board.height, across: layout.grid.height) { return board }
        guard let life = simulation.universe.bounds else { return nil }
        return Framing.spanned(board.width, by: life.width) || Framing.spanned(board.height, by: life.height) ? board : nil
    }

    /// Lays the view's rows out for the rule in force: offset rows for a hexagonal rule, else a square grid.
    public func layOutRows() {
        cameraController.setShear(simulation.universe.rule.neighbourhood == .hexagonal ? Camera.hexagonalShear : 0)
    }

    /// The one zoom: wheel, pinch, keys and buttons all come here. Zooms by a factor around a
    /// screen point (smoothly unless `animated` is false) and suspends auto-zoom.
    public func zoom(by factor: Double, anchor: Point, animated: Bool = true) {
        cameraController.zoom(by: factor, anchor: anchor, now: now, animated: animated)
        autoZoomSuspended = true
        autoZoomHeldOnDebris = false
    }

    /// Pans the grid so content moves by `delta` pixels, and suspends auto-zoom.
    public func pan(by delta: Point) {
        cameraController.pan(by: delta)
        autoZoomSuspended = true
        autoZoomHeldOnDebris = false
    }

    /// Whether auto-zoom is following life right now.
    public var isAutoZoomActive: Bool { preferences.autoZoom && !autoZoomSuspended }

    /// Live cells' colour: the one chosen, or the theme's.
    public var liveCellColor: Color { preferences.cellColor ?? theme.colors.cell }

    /// Switches the look at once (the layout follows the theme's metrics).
    public func useTheme(_ newTheme: Theme) {
        theme = newTheme
        resize(to: Size(layout.bounds.width, layout.bounds.height))
    }

    /// Lays the window out again at a new size; the camera keeps its centre over the new grid.
    public func resize(to size: Size) {
        layout = Layout(size: size, metrics: theme.metrics)
        cameraController.setViewport(layout.grid)
    }

    /// Drops the notice once its time is up.
    public func expireNotice() {
        if notice != nil && (now >= noticeUntil || noticeGeneration.map { $0 != simulation.generation } == true) { notice = nil }
    }

    /// Shows the run at `target` (within its history) with the header's figures as they were
    /// there; false when the history does not reach it.
    @discardableResult
    public func travel(to target: Int64) -> Bool {
        guard simulation.historyRange?.contains(target) == true, simulation.go(to: target) else { return false }
        if autoZoomHeldOnDebris {
            autoZoomHeldOnDebris = false
            autoZoomSuspended = false
        }
        // A walk back in the background follows when it lands (`JumpActions.takeOutcome`).
        if !simulation.isJumping { followHistory() }
        return true
    }

    /// Makes the sparkline and the change figures follow the run's history up to the generation
    /// shown (after travelling through it, or an undo that gave the run back): the history's
    /// samples before it, the generation just before it when the run's kept copies tell its
    /// population (so the change is the last step's), and the generation shown.
    public func followHistory() {
        let shown = simulation.generation
        var samples = simulation.history.samples.filter { $0.last < shown - 1 }.suffix(Analytics.capacity - 2)
            .map { (generation: $0.last, population: $0.population) }
        if let before = simulation.populationKnown(at: shown - 1) ?? simulation.history.samples.last(where: { $0.last == shown - 1 })?.population {
            samples.append((shown - 1, before))
        }
        samples.append((shown, simulation.universe.exactPopulation))
        analytics.follow(samples, now: now)
    }
}
