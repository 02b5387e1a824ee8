import LifeInterface
import LifeRun
import Foundation
import LifeScene
import CSDL2
import LifeEngine
import LifeStore
import LifeViewModel

/// The desktop app: a window, the event loop, and the painter over an `AppModel`.
public final class DesktopApp {
    /// Options for starting the app.
    public struct Options {
        /// Pattern to open, if any.
        public var pattern: Pattern?
        /// The file `pattern` was read from, remembered among the files opened lately.
        public var patternFile: String?
        /// UI font files.
        public var fonts: FontFiles
        /// Theme to draw with.
        public var theme: Theme
        /// Themes to choose from in Settings.
        public var themes: [Theme] = []
        /// Seed for random fills (the executable passes a fresh one each run).
        public var randomSeed: UInt64 = 0x5EED
        /// Initial window size in window coordinates.
        public var windowSize: (width: Int, height: Int)
        /// Window title.
        public var title: String
        /// When set, a screenshot (BMP) of the first frame after this many seconds is written here, then the app quits.
        public var screenshotPath: String?
        /// Seconds to wait before the screenshot.
        public var screenshotDelay: Double
        /// When set, frame statistics are written here every two seconds.
        public var frameStats: ((String) -> Void)?
        /// Play at start (for measurements).
        public var playAtStart = false
        /// Speed at start, generations per second (infinity: as fast as possible).
        public var generationsPerSecond: Double?
        /// Window position at start (centred when nil).
        public var windowPosition: (x: Int, y: Int)?
        /// A file to open once the window is up (macrocell files go through here, unexpanded).
        public var openAtStart: String?
        /// Settings to start with.
        public var settings: Settings?
        /// The autosaved session to restore (ignored when a pattern is given).
        public var session: Session?
        /// A message to show once at start (a settings file or database that had to be set aside).
        public var startupNotice: String?
        /// Files, the pattern library, the store and the clocks (the clipboard is SDL's, set here).
        public var services = AppServices(workClock: MonotonicClock.seconds)
        /// Where generations are computed while playing (nil: a background queue that wakes the loop when a batch is done).
        public var runner: BackgroundRunner?
        /// The engine the run's universes are made with.
        public var makeUniverse: (Rule, Topology) -> any LifeAlgorithm = Engines.counting

        /// Creates options with defaults: 1280x800, built-in theme.
        public init(pattern: Pattern? = nil, fonts: FontFiles, theme: Theme = .builtIn,
                    windowSize: (width: Int, height: Int) = (1280, 800), title: String = "Life",
                    screenshotPath: String? = nil, screenshotDelay: Double = 0.5) {
            self.pattern = pattern
            self.fonts = fonts
            self.theme = theme
            self.windowSize = windowSize
            self.title = title
            self.screenshotPath = screenshotPath
            self.screenshotDelay = screenshotDelay
        }
    }

    private let session: SDLSession
    private let window: Window
    private let renderer: Renderer
    private let painter: Painter
    /// The model the loop drives.
    public let model: AppModel
    private let options: Options
    private let clock: () -> Double
    private var translator: EventTranslator

    /// Opens the window; `clock` returns monotonic seconds; `videoDriver` forces an SDL driver (tests use "dummy").
    public init(options: Options, clock: @escaping () -> Double, videoDriver: String? = nil) throws {
        self.options = options
        self.clock = clock
        session = try SDLSession(video: true, videoDriver: videoDriver)
        TerminationSignals.watch()
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "0")
        // Closing the window sends SDL_QUIT (the one quit the app takes; see `EventTranslator`).
        SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "1")
        window = try Window(title: options.title, width: options.windowSize.width, height: options.windowSize.height,
                            position: options.windowPosition)
        WindowIcon.set(on: window.handle, theme: options.theme)
        renderer = try Renderer(window: window)
        painter = Painter(renderer: renderer, fonts: options.fonts, session: session)
        let output = renderer.outputSize
        translator = EventTranslator(scale: Double(output.width) / Double(max(1, window.size.width)))
        var services = options.services
        services.readClipboard = SDLClipboard.read
        services.writeClipboard = SDLClipboard.write
        model = AppModel(windowSize: Size(Double(output.width), Double(output.height)),
                         theme: options.theme, pattern: options.pattern,
                         runner: options.runner ?? DispatchBackgroundRunner(wake: LoopWake.push), services: services,
                         themes: options.themes, randomSeed: options.randomSeed, settings: options.settings,
                         session: options.session, startupNotice: options.startupNotice, makeUniverse: options.makeUniverse)
        // Shown once everything the first frame needs is ready (fonts, settings, boards, the
        // pattern): the loop paints at once, where a window shown before them stood black for
        // a tenth of a second or more (a first start: 140-200 ms, against 60-70 now, under Xvfb).
        window.show()
    }

    /// Runs until the user quits.
    public func run() throws {
        let screenshotAt = options.screenshotPath.map { _ in clock() + options.screenshotDelay }
        if let speed = options.generationsPerSecond { model.simulation.generationsPerSecond = speed }
        if let path = options.openAtStart { model.handle(.fileDropped(path), now: clock()) }
        if let path = options.patternFile { model.rememberOpened(path) }
        var stats = FrameStats(start: clock(), generation: model.simulation.generation)
        defer {
            options.frameStats?(stats.summary(now: clock(), generation: model.simulation.generation, hyperStepLog: hyperStep))
            model.windowFrame = windowFrame
            model.saveBeforeQuit()
        }
        if options.playAtStart { model.perform(.playPause, now: clock()) }
        XErrorGuard.install { [model] in model.saveBeforeQuit() }
        var shownTitle = options.title
        while !model.quitRequested {
            if let number = TerminationSignals.received {
                // A logout or Ctrl+C: saved by the defer above, whatever runs (the quit guard is for the user's own quit).
                FileHandle.standardError.write(Data("life: \(String(cString: strsignal(number))); saving and quitting\n".utf8))
                return
            }
            if XErrorGuard.windowLost {
                // Nothing of SDL's is touched again: tearing the dead window down raises more X errors.
                FileHandle.standardError.write(Data("life: the window was closed from outside; saving and quitting\n".utf8))
                model.saveBeforeQuit()
                exit(0)
            }
            let now = clock()
            model.advance(to: now)
            stats.observe(generation: model.simulation.generation, playing: model.simulation.isPlaying, now: now)
            if let report = options.frameStats, now - stats.start >= 2 {
                report(stats.summary(now: now, generation: model.simulation.generation, hyperStepLog: hyperStep))
                stats = FrameStats(start: now, generation: model.simulation.generation)
            }
            if let at = screenshotAt, now >= at, let path = options.screenshotPath {
                try painter.paint(model.scene())
                try renderer.readPixels().saveBMP(to: path)
                return
            }
            // Read once a turn: the title now asks whether the saved board has changed.
            let title = model.boards.windowTitle
            if title != shownTitle {
                shownTitle = title
                SDL_SetWindowTitle(window.handle, WindowTitle.forX11(title))
            }
            if model.needsRedraw {
                let before = clock()
                try painter.paint(model.scene())
                let painted = clock()
                renderer.present()
                model.didDraw()
                stats.record(paint: painted - before, total: clock() - before)
            }
            waitForEvents(until: [model.nextWakeTime(after: now), screenshotAt].compactMap { $0 }.min())
        }
    }

    /// The hyperspeed step for frame statistics, when hyperspeed is on.
    private var hyperStep: Int? { model.simulation.hyperspeed ? model.simulation.hyperStepLog : nil }

    /// Handles every event already queued, without waiting.
    public func pumpEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event) }
    }

    /// Paints the current scene and returns its pixels (tests and screenshots).
    public func renderFrame() throws -> Surface {
        try painter.paint(model.scene())
        return try renderer.readPixels()
    }

    private func waitForEvents(until deadline: Double?) {
        var event = SDL_Event()
        let got: Int32
        if let deadline {
            let ms = max(0, Int32(min(1000, (deadline - clock()) * 1000).rounded(.up)))
            got = SDL_WaitEventTimeout(&event, ms)
        } else {
            got = SDL_WaitEvent(&event)
        }
        guard got != 0 else { return }
        handle(event)
        pumpEvents()
    }

    /// The window's place and size for the next start (a size under the minimum, a resize the
    /// window manager did not stop, is not kept).
    private var windowFrame: WindowFrame {
        let (x, y) = window.position, (w, h) = window.size
        return WindowFrame(x: x, y: y, width: max(w, window.minimum.width), height: max(h, window.minimum.height))
    }

    private func handle(_ event: SDL_Event) {
        let output = renderer.outputSize
        if event.type == SDL_WINDOWEVENT.rawValue {
            if UInt32(event.window.event) == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue { window.keepMinimumSize() }
            // Kept as it changes (the settings are written in the background), so a crash keeps it too.
            if [SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_MOVED].map(\.rawValue).contains(UInt32(event.window.event)) {
                model.windowFrame = windowFrame
            }
            translator.scale = Double(output.width) / Double(max(1, window.size.width))
        }
        if let input = translator.translate(event, outputSize: { Size(Double(output.width), Double(output.height)) }) {
            model.handle(input, now: clock())
        }
    }
}
