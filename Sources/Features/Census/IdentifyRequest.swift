import LifeEngine

/// What Identify looks at, taken from the board when it starts (the board may change while it runs).
struct IdentifyRequest: Sendable {
    /// The live cells (the whole pattern or the selection's), and the decaying ones of a multi-state rule.
    let cells: [Cell]
    let states: [Cell: UInt8]
    let rule: Rule
    /// The board's generation (its parity matters to a B0 rule).
    let generation: Int64
    /// The plane or the bounded board the cells lie on.
    let topology: Topology
    /// Whether it is a selection's cells.
    let inSelection: Bool
    /// The memory the search may grow to.
    let budget: MemoryBudget
}
