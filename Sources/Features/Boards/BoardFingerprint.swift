import LifeEngine
import LifeStore

/// What tells a board apart from the one saved, cheaply: its generation, rule, shape, population
/// and bounds, and (for a board not too large to go through) a hash of its cells in any order.
/// Equal fingerprints are taken for an unchanged board: an undo back to the board as saved, or
/// Back to its generation, shows it unchanged again.
struct BoardFingerprint: Equatable {
    let generation: Int64
    let rule: String
    let topology: Topology
    let population: UInt128
    let bounds: CellRect?
    /// The cells' hash; nil for a board of more than `hashedLimit` cells (the figures alone tell it).
    let cells: UInt64?

    /// Most cells whose hash is taken (about 30 ms of work, once a board's figures match the saved ones).
    static let hashedLimit: UInt128 = 4 << 20

    /// The figures of `universe`, and its cells' hash when `hashingCells` (and it has few enough).
    init(of universe: any LifeAlgorithm, hashingCells: Bool = true) {
        generation = universe.generation
        rule = universe.rule.description
        topology = universe.topology
        population = universe.exactPopulation
        bounds = universe.bounds
        cells = hashingCells && population <= Self.hashedLimit ? Self.hash(of: universe) : nil
    }

    /// The fingerprint of a saved board as the database gives it back (on the store's queue: its
    /// cells, when listed, are gone through); a board kept as macrocell is told by its figures.
    init(of board: Board) {
        let pattern = board.pattern
        generation = pattern.generation
        rule = pattern.rule.description
        topology = pattern.topology
        population = board.exactPopulation
        bounds = board.bounds
        guard board.macrocell == nil, population <= Self.hashedLimit else {
            cells = nil
            return
        }
        let states = pattern.rule.states > 2
        cells = pattern.cells.reduce(0) { $0 &+ Self.mix($1, state: states ? pattern.decaying[$1] ?? 1 : nil) }
    }

    /// Whether `universe` is the board this fingerprint was taken of, as far as it can tell: the
    /// cheapest figures first (a run played on differs in its generation, and no more is looked at).
    func matches(_ universe: any LifeAlgorithm) -> Bool {
        guard universe.generation == generation, universe.exactPopulation == population, universe.topology == topology,
              universe.rule.description == rule, universe.bounds == bounds else { return false }
        return cells == nil || cells == Self.hash(of: universe)
    }

    /// A hash of the live cells (and their states, in a rule of more) that does not depend on
    /// the order they are visited in: a sum of each cell's mixed bits.
    private static func hash(of universe: any LifeAlgorithm) -> UInt64 {
        let states = universe.rule.states > 2
        var sum: UInt64 = 0
        universe.forEachLiveCell { sum &+= mix($0, state: states ? universe.state(at: $0) : nil) }
        return sum
    }

    /// One cell's part of the hash (with its state, in a rule of more than two).
    private static func mix(_ cell: Cell, state: UInt8?) -> UInt64 {
        var h = UInt64(bitPattern: cell.x) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: cell.y) &* 0xC2B2_AE3D_27D4_EB4F
        if let state { h ^= UInt64(state) &* 0x1656_67B1_9E37_79F9 }
        h ^= h >> 31
        return h &* 0xD6E8_FEB8_6659_FD93
    }
}
