import LifeStore
import LifeInterface
import LifeEngine
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
    /// The board size shown, and the board's shape (nil on the plane or an unlisted grid).
    public var torusWidth: Int64 = 24
    public var torusHeight: Int64 = 24
    public var shape: BoardShape?
    /// The board in words when it is bounded but none of the shapes (a tube, a shifted torus),
    /// which choosing a shape would replace.
    public var otherBoard: String?
    /// The shape lit: the board's (nil for a grid the shapes do not make), or on the plane the
    /// one switching a bounded board on makes.
    public var chosenShape: BoardShape? = .torus
    /// The shapes the rule in force does not run on (Larger than Life on a Klein bottle): shown
    /// muted; pressed, they say why.
    public var refusedShapes: Set<BoardShape> = []
    /// The rule in force.
    public var rule = ""
    /// HashLife's and the run history's memory caps in MiB.
    public var maxMemoryMiB = 2048
    public var historyMemoryMiB = 256
    /// The sizes the memory steppers go between (the settings' ranges, within the machine's memory).
    public var memoryRange = Settings.hashLifeMemoryRange, historyRange = Settings.historyMemoryRange
    /// Live cells' colour (the chosen one, or the theme's).
    public var cellColor: Color?

    /// Values over `grid`; the rest are set field by field.
    public init(grid: Rect) {
        self.grid = grid
    }

    /// The values as the app stands in `context`; `closeHot` when the close button is under the pointer.
    public static func current(in context: FeatureContext, closeHot: Bool) -> SettingsValues {
        let simulation = context.simulation
        var values = SettingsValues(grid: context.layout.grid)
        values.closeHot = closeHot
        values.toggles = Dictionary(uniqueKeysWithValues: SettingToggle.allCases.map { ($0, SettingsActions.value(of: $0, in: context)) })
        values.generationsPerSecond = simulation.generationsPerSecond
        values.hyperspeed = simulation.hyperspeed
        values.hyperStepLog = simulation.hyperStepLog
        values.hyperStepFixed = simulation.hyperStepFixed != nil
        values.themeNames = context.themes.map(\.name)
        values.themeIndex = context.themes.firstIndex(of: context.theme) ?? 0
        (values.torusWidth, values.torusHeight) = SettingsActions.torusSize(in: context)
        values.shape = BoardShape(simulation.topology)
        values.chosenShape = simulation.topology == .plane ? SettingsActions.shapeToSwitchOn(in: context) : values.shape
        if simulation.topology != .plane && values.shape == nil {
            values.otherBoard = "This board: \(simulation.topology.description) (\(simulation.topology.suffix)), none of the shapes."
        }
        values.refusedShapes = SettingsActions.refusedShapes(in: context)
        values.rule = simulation.universe.rule.description
        values.maxMemoryMiB = context.preferences.maxMemoryMiB
        values.historyMemoryMiB = context.preferences.historyMemoryMiB
        values.memoryRange = SettingsActions.memoryRange(Settings.hashLifeMemoryRange, in: context)
        values.historyRange = SettingsActions.memoryRange(Settings.historyMemoryRange, in: context)
        values.cellColor = context.liveCellColor
        return values
    }
}
