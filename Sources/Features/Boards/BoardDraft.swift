import LifeScene
import Foundation
import LifeEngine
import LifeStore

/// What a save needs, captured on the main thread as private copies of the universes, turned
/// into a `Board` (cells listed, preview drawn, or a HashLife tree written as macrocell) on the
/// store's background queue.
struct BoardDraft: @unchecked Sendable {
    let id: UUID
    var name: String
    let created: Date
    /// A private copy of the universe (no one else touches it).
    let universe: any LifeAlgorithm
    /// A private copy of the reset point.
    let start: (any LifeAlgorithm)?
    let view: BoardView
    /// The run's history up to the universe's generation.
    let history: RunHistory
    /// The board's fingerprint when it was captured, for a board saved by the user (not autosaved).
    var fingerprint: BoardFingerprint?

    /// The board. A universe too large to list keeps its HashLife tree (made for it when it runs on
    /// tiles) as macrocell text; a reset
    /// point is listed when it is not too large to, or when its engine holds its cells one by one
    /// anyway (a large soup's start on tiles: Reset keeps somewhere to go after a restart).
    func make() -> Board {
        let startPattern = start.flatMap { $0.exactPopulation <= UInt128(Board.listLimit) || !$0.leaps ? $0.snapshot() : nil }
        // A stepping universe that large goes into a tree square by square first: listed, a
        // line of 8 million cells grown to 920 million took 15 GB at each autosave.
        if universe.exactPopulation > UInt128(Board.listLimit),
           var board = Board.keepingTree(of: EngineSwitch.leaping(universe, maxMemory: HashLife.defaultMaxMemory), id: id, name: name,
                                         created: created, start: startPattern, view: view) {
            board.history = history
            return board
        }
        var pattern = universe.snapshot()
        pattern.name = name
        var board = Board(id: id, name: name, created: created, pattern: pattern, start: startPattern, view: view)
        board.history = history
        return board
    }
}
