import LifeInterface
import HeaderFeature
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
    /// The run's history (for the timeline bar).
    public var history: ClosedRange<Int64>?
    /// The run's population, births and deaths from its start (for the history panel).
    public var runHistory = RunHistory(startingAt: 0, population: 0)
    /// Button under the pointer, and the one held down.
    public var hovered: ControlAction?
    public var pressed: ControlAction?
    /// The ending auto-stop found, shown in a banner.
    public var ending: FinalState?
    /// What lies over the grid, bottom to top: the board's layers, the overlays, a jump under way.
    public var layers: [Layer] = []
    /// Whether grid lines are wanted.
    public var gridLines = true
    /// Live cells' colour.
    public var cellColor: Color?
    /// The rule in force.
    public var rule = ""
    /// The button whose tooltip shows.
    public var tooltip: ControlAction?
    /// A short message shown for a few seconds.
    public var notice: String?
    /// What the settings sheet shows.
    public var settings: SettingsValues
    /// The control in the keyboard's focus ring.
    public var focus: FocusTarget?
    /// Where the starter card, the gestures hint and a torus board go.
    public var firstRun: FirstRunLayout
    /// The selected rectangle, how a paste lands, and whether the pencil is on.
    public var selection: CellRect?
    public var pasteMode = PasteMode.or
    public var pencil = false
    /// Cells of a floating paste, or blocks of `pasteScale` x `pasteScale` cells holding any
    /// (named by their top-left cells; empty when too many even so), and its outline.
    public var pasting: [Cell]?
    public var pasteScale: Int64 = 1
    public var pasteBounds: CellRect?
    /// The Boards panel's list and scroll, while it is open.
    public var boardsPanel: BoardsPanel?
    /// What the control bar shows.
    public var controlBar: ControlBarValues
    /// What the header shows.
    public var header: HeaderValues
    /// The cell under the pointer in Golly's coordinates (a bounded board's top-left at -w/2, -h/2),
    /// while it is over the grid with no panel over it.
    public var pointerCell: Cell?
    /// Where the keyboard's cell cursor shows (drawn while the focus ring is on the grid).
    public var cursor = Cell(0, 0)
    /// Where a bounded board framed whole begins on screen (its top edge), else nil: a notice
    /// keeps off its top edge and the marks over it.
    public var boardTop: Double?
    /// Where the pointer is while it is over the timeline bar (for its readout), else nil: a move
    /// elsewhere is no new scene to draw.
    public var timelinePointer: Point?
    /// What the export dialog will make ("512×512 px, 4 px a cell"), while it is open.
    public var exportSummary: String?
    /// Whether the export dialog's cells are drawn large enough for grid lines.
    public var exportGridLines = true
    /// Why the export dialog cannot make it now, while it is open.
    public var exportRefusal: String?

    /// The overlays the user opened, bottom to top.
    public var overlays: [Overlay] {
        layers.compactMap { if case .overlay(let overlay) = $0 { overlay } else { nil } }
    }

    /// Whether the gestures hint shows.
    public var showsHint: Bool {
        layers.contains { if case .firstRun(_, true) = $0 { true } else { false } }
    }
}
