/// Everything the app remembers between runs apart from boards. Every field has a default;
/// `SettingsStore` reads each one on its own, so one bad value never costs the others.
public struct Settings: Equatable, Sendable {
    /// Generations per second while playing (`.infinity`: as fast as the engine goes).
    public var speed: Double = 10
    /// Follow life with the camera.
    public var autoZoom = true
    /// Pause when the pattern settles.
    public var autoStop = true
    /// Live cells' colour as "#RRGGBB" (nil: the theme's).
    public var cellColor: String?
    /// Theme name.
    public var theme = "Dark"
    /// Torus (true) or the endless plane.
    public var torus = false
    /// The shape a bounded board takes when switched on (one of `boardShapes`).
    public var boardShape = "torus"
    /// The board shapes the settings offer, by the names kept here.
    public static let boardShapes = ["torus", "klein", "crossSurface", "sphere", "bounded"]
    /// Torus width in cells.
    public var torusWidth: Int64 = 24
    /// Torus height in cells.
    public var torusHeight: Int64 = 24
    /// Let the zoom go far below 0.5 px per cell.
    public var unlimitedZoomOut = false
    /// Draw grid lines when zoomed in.
    public var gridLines = true
    /// Set once the user has seen and dismissed the first-run hint.
    public var firstRunDone = false
    /// Window frame at last quit (nil: the default size, centred).
    public var window: WindowFrame?
    /// HashLife memory cap in MiB.
    public var maxMemoryMiB = 2048
    /// The HashLife caps the settings modal steps between, in MiB.
    public static let hashLifeMemoryRange = 64...65_536
    /// What the run's history may keep for stepping back, in MiB.
    public var historyMemoryMiB = 256
    /// The history caps the settings accept, in MiB.
    public static let historyMemoryRange = 16...16_384
    /// The pattern files opened last, newest first.
    public var recentFiles: [String] = []
    /// The Lua scripts run last, newest first.
    public var recentScripts: [String] = []
    /// The most recent files kept, and the longest path taken.
    public static let recentFilesLimit = 8, recentPathLimit = 4096

    /// The defaults.
    public init() {}
}

/// A window's position and size in screen points.
public struct WindowFrame: Equatable, Sendable {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width.
    public var width: Int
    /// Height.
    public var height: Int

    /// Creates a frame.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
