/// What the tracker saw of a run that may have settled: the board when seen (kept as the running
/// universe is, so a copy of it steps only what changes), the rule, the population's period, the
/// earliest generation the final cycle can start at (where the population became periodic), and
/// the universe kept at or before it to replay from.
struct SettledEvidence {
    var board: KeptUniverse
    /// Its population.
    var population: Int
    var rule: Rule
    var populationPeriod: Int
    var earliest: Int64
    var checkpoint: KeptUniverse
    var maxDebrisPeriod: Int64
}
