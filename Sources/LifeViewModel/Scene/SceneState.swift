import LifeScene
import LifeEngine
import LifeStore

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
    /// Current population, exact beyond Int (a HashLife universe after a long jump).
    public var exactPopulation: UInt128 = 0
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
    /// Whether an ending seen coming is being confirmed while the run goes on.
    public var confirmingEnding = false
    /// Whether the settings modal is open.
    public var settingsOpen = false
    /// Whether grid lines are wanted.
    public var gridLines = true
    /// Live cells' colour.
    public var cellColor: Color?
    /// The hex field's text while it is being edited.
    public var hexDraft: String?
    /// The rule as shown in its field, and whether it is being edited.
    public var rule = ""
    public var editingRule = false
    /// The button whose tooltip shows.
    public var tooltip: ControlAction?
    /// Cells born and died in the last generation, when known.
    public var birthsAndDeaths: (births: Int, deaths: Int)?

    /// Equal when every field is (the births and deaths pair compared by value).
    public static func == (a: SceneState, b: SceneState) -> Bool {
        a.layout == b.layout && a.camera == b.camera && a.generation == b.generation && a.population == b.population && a.exactPopulation == b.exactPopulation
            && a.isPlaying == b.isPlaying && a.canReset == b.canReset && a.generationsPerSecond == b.generationsPerSecond
            && a.hovered == b.hovered && a.pressed == b.pressed && a.autoZoomActive == b.autoZoomActive && a.ending == b.ending && a.confirmingEnding == b.confirmingEnding
            && a.settingsOpen == b.settingsOpen && a.gridLines == b.gridLines && a.tooltip == b.tooltip
            && a.cellColor == b.cellColor && a.hexDraft == b.hexDraft && a.rule == b.rule && a.editingRule == b.editingRule && a.browser == b.browser && a.browserScroll == b.browserScroll
            && a.boardsPanel == b.boardsPanel && a.namePrompt == b.namePrompt
            && a.hyperspeed == b.hyperspeed && a.hyperStepLog == b.hyperStepLog && a.maxMemoryMiB == b.maxMemoryMiB
            && a.jumpPrompt == b.jumpPrompt && a.jumpProgress?.fraction == b.jumpProgress?.fraction
            && a.jumpProgress?.target == b.jumpProgress?.target && a.engineName == b.engineName
            && a.exportName == b.exportName && a.exportFormat == b.exportFormat && a.moreMenu == b.moreMenu
            && a.birthsAndDeaths?.births == b.birthsAndDeaths?.births && a.birthsAndDeaths?.deaths == b.birthsAndDeaths?.deaths
            && a.toggles == b.toggles && a.torusWidth == b.torusWidth && a.torusHeight == b.torusHeight && a.notice == b.notice
            && a.analytics == b.analytics && a.bounds == b.bounds && a.themeNames == b.themeNames && a.themeIndex == b.themeIndex
            && a.showsFirstRun == b.showsFirstRun && a.showsHint == b.showsHint && a.pasting == b.pasting && a.pasteBounds == b.pasteBounds
    }
    /// Values of the switches in the settings modal.
    public var toggles: [SettingToggle: Bool] = [:]
    /// The torus size chosen in settings.
    public var torusWidth: Int64 = 24
    public var torusHeight: Int64 = 24
    /// A short message shown for a few seconds, e.g. after switching universes.
    public var notice: String?
    /// Live figures for the header.
    public var analytics = Analytics()
    /// The items of the open "more" menu (nil when closed).
    public var moreMenu: [ControlAction]?
    /// The name in the export prompt (nil when closed), and the format chosen.
    public var exportName: String?
    public var exportFormat = PatternFormatChoice.rle
    /// The patterns in the open browser (nil when closed), and its first row shown.
    public var browser: [Pattern]?
    public var browserScroll = 0
    /// The open Boards panel.
    public var boardsPanel: BoardsPanel?
    /// The open name prompt.
    public var namePrompt: NamePrompt?
    /// Whether hyperspeed is on, and its current step (2^k generations a frame).
    public var hyperspeed = false
    public var hyperStepLog = 0
    /// HashLife's memory cap in MiB.
    public var maxMemoryMiB = 2048
    /// The jump prompt's text (nil when closed).
    public var jumpPrompt: String?
    /// The jump under way: share done and target generation.
    public var jumpProgress: (fraction: Double, target: Int64)?
    /// The engine holding the universe ("tiles", "hashlife").
    public var engineName = "tiles"
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
