import LifeInterface
import LifeEngine
import LifeRun
import LifeScene

/// The welcome on an empty grid: the starter card, the gestures hint and whether the user has
/// put cells down yet. The card and the hint are hit and reached by Tab through the same layout
/// they are drawn with.
public struct FirstRunState: Equatable, Sendable {
    /// Set when the user closed the gestures hint; cleared when the grid is empty again.
    public var hintDismissed = false
    /// Set once the user has put cells on the board for the first time (kept in the settings).
    public var done = false
    private var gridWasEmpty = true

    /// A first run: the hint shows and nothing has been placed.
    public init() {}

    /// Takes on what the settings remember: a user who has put cells down before starts without
    /// the gestures hint (it still comes back when their grid empties again).
    public mutating func restore(done: Bool) {
        self.done = done
        if done { hintDismissed = true }
    }

    /// Notes the board's population after a frame: the hint comes back when the grid empties
    /// again (not while it stays empty), and the first cells end the first run.
    public mutating func observe(population: Int) {
        let empty = population == 0
        if empty && !gridWasEmpty { hintDismissed = false }
        gridWasEmpty = empty
        if !empty { done = true }
    }

    /// The card, the hint and, on a torus, the board's area, placed below the banner's place so a
    /// notice never covers the card and it never jumps.
    public static func layout(in context: FeatureContext) -> FirstRunLayout {
        let grid = context.layout.grid
        return FirstRunLayout(grid: grid, below: BannerLayout(grid: grid, metrics: context.theme.metrics).panel,
                              board: context.finiteBoard.map { (width: $0.width, height: $0.height) })
    }

    /// Where a torus board is shown: most of the grid, clear of the card (above or beside it) and
    /// of the hint below it while they show, so neither covers the board.
    public func boardViewport(in context: FeatureContext, showsCard: Bool) -> Rect {
        let card = Self.layout(in: context), grid = context.layout.grid
        if showsCard, let area = card.boardArea, area.height >= 120 { return area }
        // Above the hint, or the timeline bar (the bottom edge's join marks went over it).
        let bottom = hintDismissed ? grid.maxY - Layout.timelineStrip : card.hint.y - 8
        guard bottom - grid.y >= 120 else { return grid }
        return Rect(x: grid.x, y: grid.y, width: grid.width, height: bottom - grid.y)
    }

    /// Whether the gestures hint shows: not dismissed, and nothing over the grid's foot (`covered`).
    public func showsHint(covered: Bool) -> Bool {
        !hintDismissed && !covered
    }

    /// Drops a starter (one undo step) and asks for it to be framed: on an empty board at its
    /// centre, (0, 0) on the plane (where the view was may be far out, after clearing a pattern
    /// that grew for 2^40 generations), else at the view's centre; on a bounded board, within it
    /// (across its edge the starter would be cut up by the edges' joins).
    public static func place(_ starter: StarterPattern, in context: FeatureContext) {
        let cells = starter.cells
        guard let b = CellRect(enclosing: cells) else { return }
        let board = context.simulation.topology.board
        let center = context.simulation.population > 0 ? context.camera.cell(at: context.layout.grid.center)
            : board.map { Cell($0.x + $0.width / 2, $0.y + $0.height / 2) } ?? Cell(0, 0)
        var origin = Cell(center.x - b.width / 2, center.y - b.height / 2)
        if let board, b.width > board.width || b.height > board.height {
            // Wrapped round a board too small, it would overlap itself.
            return context.show("\(starter.title) is \(b.width)×\(b.height) cells, more than this \(context.simulation.topology.description) "
                                + "holds: choose a larger board in Settings")
        }
        if let board {
            origin = Cell(max(board.x, min(origin.x, board.maxX - b.width)), max(board.y, min(origin.y, board.maxY - b.height)))
        }
        guard PlaneLimits.contains(CellRect(x: origin.x, y: origin.y, width: b.width, height: b.height)) else {
            context.show("Cannot place it here: \(PlaneLimits.coordinateMessage); press F to come back")
            return
        }
        // On an empty board without a name the starter names it (the window's title, Ctrl+S's
        // suggestion: it offered "My board" for a glider gun); beside other cells it is one more part.
        let empty = context.simulation.population == 0, naming = empty && context.patternName == nil
        // A starter on an empty board starts a new run: out of hyperspeed, as a new board is (one
        // that died out in hyperspeed stayed in it, the starter gone at 2^50 generations a frame).
        if empty { context.simulation.hyperspeed = false }
        let renaming = naming ? context.renaming(to: starter.title) : nil
        context.simulation.edit("the \(starter.title)", renaming: renaming) {
            context.simulation.add(cells.map { $0.offset(by: origin.x, origin.y) })
        }
        if let renaming { context.adopt(renaming) }
        context.request(.fit)
        // What the starter does, until the run moves (the header asks for Play); the starters are
        // Life's patterns: under another rule they do something else, and say so.
        let rule = context.simulation.universe.rule
        let plane = context.simulation.topology == .plane
        context.showUntilTheRunMoves(rule == .conway ? "\(starter.title) placed: \(starter.behaviour(onThePlane: plane))"
            : "\(starter.title) placed: a pattern of Life, B3/S23 (under \(rule.description.escapedForDisplay(limit: 40)) it runs otherwise)")
    }
}
