import Foundation
import LifeEngine

/// A saved universe: its cells, rule, topology and generation, the pattern it resets to, the view
/// it was left at, and a small preview for lists.
public struct Board: Equatable, Sendable, Identifiable {
    /// Unique identifier.
    public var id: UUID
    /// Name shown in lists.
    public var name: String
    /// When it was first saved.
    public var created: Date
    /// When it was last saved.
    public var updated: Date
    /// The universe as saved: cells, rule, topology, generation. Setting it on a board whose cells
    /// are listed (not `macrocell`) brings its population, bounds and preview up to date, so a
    /// board saved after a change never says it holds other cells than it does.
    public var pattern: Pattern {
        didSet {
            guard macrocell == nil else { return }
            preview = BoardPreview(pattern)
            exactPopulation = UInt128(pattern.cells.count)
            bounds = pattern.bounds
        }
    }
    /// What Reset returns to (nil: the board has no separate starting point).
    public var start: Pattern?
    /// Where the camera looked, so a reopened board looks the same.
    public var view: BoardView?
    /// A small picture of the cells.
    public var preview: BoardPreview
    /// The cells as macrocell text when there are too many to list (a HashLife universe); the
    /// pattern then carries only the rule, topology, generation and comments.
    public var macrocell: String?
    /// The run's population, births and deaths up to the board's generation, when kept.
    public var history: RunHistory?
    /// Live cells, exactly (a HashLife universe can hold more than an `Int64` counts).
    public var exactPopulation: UInt128
    /// Live cells, capped at `Int64.max` (kept for callers that count in `Int64`; see `exactPopulation`).
    public var population: Int64 {
        get { Int64(clamping: exactPopulation) }
        set { exactPopulation = UInt128(max(0, newValue)) }
    }
    /// Bounding box of the live cells.
    public var bounds: CellRect?

    /// Boards with more cells than this keep them as macrocell text and are never expanded.
    public static let listLimit = 5_000_000

    /// Creates a board; the preview is drawn from the pattern.
    public init(id: UUID = UUID(), name: String, created: Date, updated: Date? = nil, pattern: Pattern,
                start: Pattern? = nil, view: BoardView? = nil) {
        self.id = id
        self.name = name
        self.created = created
        self.updated = updated ?? created
        self.pattern = pattern
        self.start = start
        self.view = view
        preview = BoardPreview(pattern)
        exactPopulation = UInt128(pattern.cells.count)
        bounds = pattern.bounds
    }

    /// A board whose cells stay in macrocell form (see `macrocell`).
    ///
    /// `exactPopulation` is the universe's `exactPopulation`; without it a `population` capped at
    /// `Int64.max` is taken as a sign the count did not fit, and the exact one is read from the
    /// macrocell text.
    public init(id: UUID = UUID(), name: String, created: Date, updated: Date? = nil, metadata: Pattern, macrocell: String,
                population: Int64, exactPopulation: UInt128? = nil, bounds: CellRect?, preview: BoardPreview,
                start: Pattern? = nil, view: BoardView? = nil) {
        self.id = id
        self.name = name
        self.created = created
        self.updated = updated ?? created
        pattern = metadata
        pattern.cells = []
        self.macrocell = macrocell
        if let exactPopulation {
            self.exactPopulation = exactPopulation
        } else if population == .max, let tree = try? MacrocellCodec().parse(macrocell) {
            self.exactPopulation = tree.population
        } else {
            self.exactPopulation = UInt128(max(0, population))
        }
        self.bounds = bounds
        self.preview = preview
        self.start = start
        self.view = view
    }

    /// The list entry for this board.
    public var summary: BoardSummary {
        BoardSummary(id: id, name: name, created: created, updated: updated, rule: pattern.rule.description,
                     topology: pattern.topology, generation: pattern.generation, population: population,
                     exactPopulation: exactPopulation, bounds: bounds, preview: preview, history: history)
    }
}
