import LifeInterface
import ControlBarFeature
import BoardsFeature
import EditingFeature
import FirstRunFeature
import JumpFeature
import SettingsFeature
import LifeRun
import LifeEngine
import LifeScene
import LifeStore

/// What the scene builder needs to know about the app at one moment.
public struct SceneState: Equatable, Sendable {
    /// Window layout.
    public var layout: Layout
    /// Camera over the grid.
    public var camera: Camera
    /// Counts every change to the universe, so a new generation or an edit is a new scene.
    public var revision = 0
    /// Current generation.
    public var generation: Int64
    /// Current population.
    public var population: Int
    /// Current population, exact beyond Int (a leaping universe after a long jump).
    public var exactPopulation: UInt128 = 0
    /// Whether the timer is running.
    public var isPlaying: Bool
    /// The run's history (for the timeline bar).
    public var history: ClosedRange<Int64>?
    /// The run's population, births and deaths from its start (for the history panel).
    public var runHistory = RunHistory(startingAt: 0, population: 0)
    /// Generations per second setting.
    public var generationsPerSecond: Double
    /// Button under the pointer, and the one held down.
    public var hovered: ControlAction?
    public var pressed: ControlAction?
    /// The ending auto-stop found, shown in a banner.
    public var ending: FinalState?
    /// Whether an ending seen coming is being confirmed while the run goes on.
    public var confirmingEnding = false
    /// What lies over the grid, bottom to top.
    public var overlays: [Overlay] = []
    /// Whether grid lines are wanted.
    public var gridLines = true
    /// Live cells' colour.
    public var cellColor: Color?
    /// The rule in force.
    public var rule = ""
    /// The button whose tooltip shows.
    public var tooltip: ControlAction?
    /// Cells born and died in the last generation, when known.
    public var birthsAndDeaths: BirthsAndDeaths?
    /// A short message shown for a few seconds.
    public var notice: String?
    /// Live figures for the header.
    public var analytics = Analytics()
    /// Whether hyperspeed is on, and its current step (2^k generations a frame).
    public var hyperspeed = false
    public var hyperStepLog = 0
    /// Whether the user fixed the hyperspeed step (else the pacer chooses it).
    public var hyperStepFixed = false
    /// What the settings sheet shows.
    public var settings: SettingsValues
    /// The jump under way.
    public var jumpProgress: JumpProgress?
    /// The control in the keyboard's focus ring, when it is on screen.
    public var focusFrame: Rect?
    /// Where the starter card, the gestures hint and a torus board go (the hit test reads the same).
    public var firstRun: FirstRunLayout
    /// Whether the first-run overlay shows, and the gestures hint.
    public var showsFirstRun = false
    public var showsHint = false
    /// Bounding box of the live cells.
    public var bounds: CellRect?
    /// The selected rectangle, its live cells when counted, how a paste lands, and whether the pencil is on.
    public var selection: CellRect?
    public var selectionPopulation: Int?
    public var pasteMode = PasteMode.or
    public var pencil = false
    /// Whether the run plays backwards.
    public var playingBackwards = false
    /// Cells of a floating paste (empty when too many to draw one by one), and its outline.
    public var pasting: [Cell]?
    public var pasteBounds: CellRect?
    /// The Boards panel's list and scroll, while it is open.
    public var boardsPanel: BoardsPanel?
    /// What the control bar shows.
    public var controlBar: ControlBarValues
}
