import LifeEngine

/// What the scene builder needs to know about the app at one moment.
public struct SceneState: Equatable, Sendable {
    /// Window layout.
    public var layout: Layout
    /// Camera over the grid.
    public var camera: Camera
    /// Current generation.
    public var generation: Int64
    /// Current population.
    public var population: Int
    /// Whether the timer is running.
    public var isPlaying: Bool
    /// Whether reset has something to go back to.
    public var canReset: Bool
    /// Generations per second setting.
    public var generationsPerSecond: Double
    /// Button under the pointer.
    public var hovered: ControlAction?
    /// Button held down.
    public var pressed: ControlAction?
    /// Whether auto-zoom is following life (the Fit button shows it).
    public var autoZoomActive: Bool
    /// The ending auto-stop found, shown in a banner.
    public var ending: FinalState?
    /// Whether the settings modal is open.
    public var settingsOpen = false
    /// Whether grid lines are wanted.
    public var gridLines = true
    /// The button whose tooltip shows.
    public var tooltip: ControlAction?
    /// Values of the switches in the settings modal.
    public var toggles: [SettingToggle: Bool] = [:]
    /// The torus size chosen in settings.
    public var torusWidth: Int64 = 24
    public var torusHeight: Int64 = 24
    /// A short message shown for a few seconds, e.g. after switching universes.
    public var notice: String?
    /// Live figures for the header.
    public var analytics = Analytics()
    /// Names of the themes to choose from, and which is in use.
    public var themeNames: [String] = []
    public var themeIndex = 0
    /// Whether the first-run overlay shows (the grid is empty and nothing else is in the way).
    public var showsFirstRun = false
    /// Whether the gestures hint shows.
    public var showsHint = false
    /// Bounding box of the live cells.
    public var bounds: CellRect?
    /// Cells of a floating paste (empty when too many to draw one by one).
    public var pasting: [Cell]?
    /// The floating paste's outline.
    public var pasteBounds: CellRect?
}
