/// The figures of one stretch of a run's history: generations `first...last`, the population at
/// `last` and its lowest and highest over the stretch, and the births and deaths summed over it
/// (nil when they were not counted for every generation of it, as across a HashLife leap).
public struct HistorySample: Equatable, Sendable {
    /// First generation the sample covers.
    public var first: Int64
    /// Last generation it covers: `population` is this generation's.
    public var last: Int64
    /// Live cells at `last`.
    public var population: UInt128
    /// Fewest live cells seen in the stretch (only the generations recorded in it).
    public var lowest: UInt128
    /// Most live cells seen in the stretch.
    public var highest: UInt128
    /// Cells born over the stretch, when counted for all of it.
    public var births: Int64?
    /// Cells that died over the stretch, when counted for all of it.
    public var deaths: Int64?

    /// Creates a sample.
    public init(first: Int64, last: Int64, population: UInt128, lowest: UInt128? = nil, highest: UInt128? = nil,
                births: Int64? = nil, deaths: Int64? = nil) {
        self.first = first
        self.last = last
        self.population = population
        self.lowest = lowest ?? population
        self.highest = highest ?? population
        self.births = births
        self.deaths = deaths
    }

    /// Generations the sample covers.
    public var generations: Int64 { last - first + 1 }

    /// This sample followed by `later` as one (population, births and deaths of both).
    func merged(with later: HistorySample) -> HistorySample {
        HistorySample(first: first, last: later.last, population: later.population,
                      lowest: min(lowest, later.lowest), highest: max(highest, later.highest),
                      births: births.flatMap { b in later.births.map { b &+ $0 } },
                      deaths: deaths.flatMap { d in later.deaths.map { d &+ $0 } })
    }
}
