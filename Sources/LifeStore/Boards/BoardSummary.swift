import Foundation
import LifeEngine

/// A board's metadata for lists: everything but its cells.
public struct BoardSummary: Equatable, Sendable, Identifiable {
    /// Unique identifier.
    public var id: UUID
    /// Name shown in lists.
    public var name: String
    /// When it was first saved.
    public var created: Date
    /// When it was last saved.
    public var updated: Date
    /// The rule in B/S notation.
    public var rule: String
    /// Plane or torus.
    public var topology: Topology
    /// Generation the board was saved at.
    public var generation: Int64
    /// Live cells when saved, exactly.
    public var exactPopulation: UInt128
    /// Live cells when saved, capped at `Int64.max` (see `exactPopulation`).
    public var population: Int64 {
        get { Int64(clamping: exactPopulation) }
        set { exactPopulation = UInt128(max(0, newValue)) }
    }
    /// Bounding box of the live cells (nil when empty).
    public var bounds: CellRect?
    /// A small picture of the cells.
    public var preview: BoardPreview
    /// The run's history up to the board's generation, when it was saved with one.
    public var history: RunHistory?

    /// Creates a summary; `exactPopulation`, when given, is the count `population` may have capped.
    public init(id: UUID, name: String, created: Date, updated: Date, rule: String, topology: Topology,
                generation: Int64, population: Int64, exactPopulation: UInt128? = nil, bounds: CellRect?, preview: BoardPreview,
                history: RunHistory? = nil) {
        self.id = id
        self.name = name
        self.created = created
        self.updated = updated
        self.rule = rule
        self.topology = topology
        self.generation = generation
        self.exactPopulation = exactPopulation ?? UInt128(max(0, population))
        self.bounds = bounds
        self.preview = preview
        self.history = history
    }
}
