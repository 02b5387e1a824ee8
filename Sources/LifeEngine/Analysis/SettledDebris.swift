/// What the confirmation of a settled ending found on the board it looked at: the escaping ships,
/// the debris left behind, and the debris's phases. A census of that same board starts from it
/// rather than splitting the board and running the debris again.
public final class SettledDebris: Sendable {
    /// The generation of the board described.
    let generation: Int64
    /// The rule the board runs.
    let rule: Rule
    /// Ships flying away from everything else.
    let ships: [EscapeAnalysis.Ship]
    /// The rest, sorted (the debris's phase at `generation`).
    var debris: [Cell] { phases.first ?? [] }
    /// The debris's cells in states above 1.
    let debrisStates: [Cell: UInt8]
    /// The debris's live cells in each phase, sorted; `phases[0]` is `debris`.
    let phases: [[Cell]]

    init(generation: Int64, rule: Rule, ships: [EscapeAnalysis.Ship], debrisStates: [Cell: UInt8], phases: [[Cell]]) {
        self.generation = generation
        self.rule = rule
        self.ships = ships
        self.debrisStates = debrisStates
        self.phases = phases
    }

    /// Whether this describes `board` as it is now (its generation, rule and population).
    func describes(_ board: any LifeAlgorithm) -> Bool {
        board.generation == generation && board.rule == rule && board.topology == .plane
            && board.population == debris.count + ships.reduce(0) { $0 + $1.cells.count }
    }
}
