import LifeScene
import LifeStore

/// The view and run choices the settings sheet makes and the app remembers: what the grid
/// shows, how the camera follows life, the cell colour, the memory caps and the torus size.
public struct Preferences: Equatable, Sendable {
    /// Grid lines between cells once they are large enough.
    public var gridLines = true
    /// Auto-zoom: follow life with a 20% buffer after every generation.
    public var autoZoom = true
    /// Lets manual and auto zoom go far below 0.5x for big patterns.
    public var unlimitedZoomOut = false
    /// The cell colour chosen (nil: the theme's).
    public var cellColor: Color?
    /// HashLife's memory cap in MiB.
    public var maxMemoryMiB = Settings().maxMemoryMiB
    /// The cap on what the run's history keeps for stepping back, in MiB.
    public var historyMemoryMiB = Settings().historyMemoryMiB
    /// The board shape chosen last (a name of `Settings.boardShapes`): switching a bounded board on makes one.
    public var boardShape = Settings().boardShape
    /// The torus size chosen last (24x24 at first); the board's own shows while it is a torus.
    public var torusWidth = Settings().torusWidth
    public var torusHeight = Settings().torusHeight

    /// Whether the history panel opens on a log scale (the last choice made there; not stored).
    public var historyLogarithmic = false

    /// The defaults.
    public init() {}
}
