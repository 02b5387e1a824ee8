/// What the tracker saw of a run that may have settled: the board when seen (with its states), the rule, the
/// population's period, the earliest generation the final cycle can start at (where the population
/// became periodic), and the universe kept at or before it to replay from.
struct SettledEvidence {
    var cells: [Cell]
    /// The board's cells in states above 1 (rules of more than two states).
    var states: [Cell: UInt8] = [:]
    var rule: Rule
    var populationPeriod: Int
    var earliest: Int64
    var checkpoint: KeptUniverse
    var maxDebrisPeriod: Int64
}
