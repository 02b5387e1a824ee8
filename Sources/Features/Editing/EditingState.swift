import LifeInterface
import LifeRun
import LifeEngine
import LifeScene

/// Editing the board by hand: the selected rectangle and what is done to it, a floating paste and
/// how it lands, the pencil and its strokes, and whole-board edits (undo, clear, random fill,
/// open, copy). Every change goes through `Simulation.edit`, so each is one undo step.
public struct EditingState {
    /// A pattern file being read beside the app, until it is on the board.
    public internal(set) var opening: FileOpening?
    /// The selected rectangle of cells (Shift+drag, Ctrl+A), if any.
    public internal(set) var selection: CellRect?
    /// A selection being drawn, resized or moved by the pointer.
    var selectionDrag: SelectionDrag?
    /// The selection's live cells as last counted, for the board revision and rectangle counted
    /// (the header asks every frame; counting visits every live cell).
    var selectionCount: SelectionCount?
    /// A pasted pattern floating over the grid until a click places it (cells relative to its top-left).
    public internal(set) var pasting: Pattern? {
        didSet { pastingInRows = (pasting?.cells.count ?? 0) > Self.pastePreviewLimit ? PasteRows(pasting!.cells) : nil }
    }
    /// A paste too large to draw whole, in rows (sorted once) and in coarser blocks, so the part in view can be.
    private var pastingInRows: PasteRows?
    /// Where the floating pattern's top-left cell is.
    public internal(set) var pasteOrigin = Cell(0, 0)
    /// How a floating paste lands: added to the board, replacing the rectangle, or toggling.
    public internal(set) var pasteMode = PasteMode.or
    /// The share of cells a random fill of the selection brings to life (asked each time, this offered).
    public internal(set) var fillDensity = EditingState.randomFillDensity
    /// Whether a plain drag draws cells (the pencil) rather than panning.
    public internal(set) var pencil = false
    /// The state clicks and strokes draw in rules of more than two states (`drawState(for:)`).
    public internal(set) var drawingState: UInt8 = 1
    /// A stroke of drawn cells under way (Ctrl+drag, or a drag with the pencil).
    var stroke: DrawStroke?
    /// Whether a stroke under way began on an empty board: what shows beside an empty board
    /// (the starter card) stays till it ends, so the board does not move under the pen.
    public var isDrawingOnEmptyBoard: Bool { stroke?.beganOnEmptyBoard ?? false }
    /// The board as it was before the selection's cells were lifted to be carried (for undo), and the selection then.
    var lifted: (board: UndoPoint, selection: CellRect)?
    /// Where the keyboard's cell cursor was left (`cursorCell(in:)` says where it shows).
    public internal(set) var cursor: Cell?
    /// The selection Shift and the arrows made last and the cell it grows from.
    var cursorSelection: (anchor: Cell, rect: CellRect)?
    /// The selections of the edits that moved or turned it, latest last (see `SelectionStep`).
    var selectionSteps: [SelectionStep] = []

    /// Share of cells a random fill brings to life.
    public static let randomFillDensity = 0.35
    /// Largest side of the square a random fill covers (2048: about 1.5 million live cells at most).
    public static let randomFillSide: Int64 = 2048
    /// Most floating cells (or blocks of them) drawn one by one; a larger paste shows the cells in
    /// view when they are no more, else blocks of them.
    public static let pastePreviewLimit = 20_000
    /// Largest block side a floating paste is drawn in; past it, its outline alone.
    static let pasteBlockLimit: Int64 = 1 << 40
    /// Most cells a selection's rectangle may cover for invert and random fill (they visit every cell).
    public static let selectionAreaLimit: Int64 = 4_194_304
    /// How close to an edge of the selection (pixels) the pointer grabs it to resize.
    static let handleReach = 6.0

    /// Nothing selected, nothing floating, the pencil away.
    public init() {}

    /// The floating paste where it would land: its cells, or blocks of `scale` x `scale` cells
    /// holding any (each named by its top-left cell), and its outline. A paste of more cells than
    /// can be drawn one by one shows those in `visible`, else the blocks there of the finest
    /// scale that are few enough and no finer than a pixel at `zoom`: zoomed out, its shape.
    public func floatingPaste(showing visible: CellRect, zoom: Double) -> (cells: [Cell], scale: Int64, bounds: CellRect)? {
        guard let pasting, let b = pasting.bounds else { return nil }
        let bounds = CellRect(x: b.x + pasteOrigin.x, y: b.y + pasteOrigin.y, width: b.width, height: b.height)
        guard let rows = pastingInRows else {
            return (pasting.cells.map { $0.offset(by: pasteOrigin.x, pasteOrigin.y) }, 1, bounds)
        }
        let view = CellRect(x: visible.x &- pasteOrigin.x, y: visible.y &- pasteOrigin.y, width: visible.width, height: visible.height)
        // Cells when they are few, else blocks no smaller than a pixel, coarser till few enough.
        var scale: Int64 = 1
        while scale <= Self.pasteBlockLimit {
            if let shown = rows.blocks(in: view, scale: scale, limit: Self.pastePreviewLimit) {
                return (shown.map { $0.offset(by: pasteOrigin.x, pasteOrigin.y) }, scale, bounds)
            }
            scale *= 2
            while Double(scale) * zoom < 1 && scale < Self.pasteBlockLimit { scale *= 2 }
        }
        return ([], 1, bounds)
    }
}

/// The selection's live cells counted for one rectangle at one board revision.
struct SelectionCount {
    let rect: CellRect
    let revision: Int
    let count: Int
}
