import LifeScene

/// What the settings sheet shows: the value of every control, as the app stands.
public struct SettingsValues: Equatable, Sendable {
    /// The window's grid (the sheet lies over it) and whether the close button is under the pointer.
    public var grid: Rect
    public var closeHot = false
    /// Values of the switches.
    public var toggles: [SettingToggle: Bool] = [:]
    /// Generations per second, and hyperspeed with its step (2^k generations a frame; fixed or automatic).
    public var generationsPerSecond = 10.0
    public var hyperspeed = false
    public var hyperStepLog = 0
    public var hyperStepFixed = false
    /// Names of the themes to choose from, and which is in use.
    public var themeNames: [String] = []
    public var themeIndex = 0
    /// The torus size shown.
    public var torusWidth: Int64 = 24
    public var torusHeight: Int64 = 24
    /// The rule in force.
    public var rule = ""
    /// HashLife's and the run history's memory caps in MiB.
    public var maxMemoryMiB = 2048
    public var historyMemoryMiB = 256
    /// Live cells' colour (the chosen one, or the theme's).
    public var cellColor: Color?

    /// Values over `grid`; the rest are set field by field.
    public init(grid: Rect) {
        self.grid = grid
    }
}
