import LifeInterface
import LifeEngine
import LifeRun
import LifeScene

/// What the header shows: the run's figures and status, the rule, the recent population for the
/// sparkline, and the selection's size and cells while cells are selected.
public struct HeaderValues: Equatable, Sendable {
    var generation: Int64 = 0, population = 0, exactPopulation: UInt128 = 0
    var isPlaying = false, playingBackwards = false, confirmingEnding = false
    var generationsPerSecond = 0.0, hyperspeed = false, hyperStepLog = 0, hyperStepFixed = false
    var analytics = Analytics()
    var birthsAndDeaths: BirthsAndDeaths?
    var bounds: CellRect?
    var selection: CellRect?, selectionPopulation: Int?
    /// The rule's name or text, and the bounded grid's suffix.
    var rule = ""
    /// What works on the board besides the run (a script, a jump), said in place of the run's status.
    var busy: String?
    /// Whether the keyboard's cell cursor is on the grid (Space turns a cell on or off, not Step).
    var cursorOnGrid = false

    /// The room the run's status and rule take at the right of the header `band` (inside its padding).
    public func statusRoom(band: Rect, theme: Theme) -> Double {
        HeaderLayout.statusWidth(for: rule, band: band, size: theme.type.control.size) + theme.metrics.padding
    }

    /// The header as the run stands now, with the selection (and its live cells, when counted) and
    /// what else works on the board (`busy`, such as "Script running").
    public static func current(in context: FeatureContext, selection: CellRect?, selectionPopulation: Int?, busy: String? = nil,
                               cursorOnGrid: Bool = false) -> HeaderValues {
        let simulation = context.simulation, universe = simulation.universe
        let counts = simulation.generation > 0 ? universe.lastStepBirthsAndDeaths.map { BirthsAndDeaths(births: $0.births, deaths: $0.deaths) } : nil
        return HeaderValues(generation: simulation.generation, population: simulation.population, exactPopulation: universe.exactPopulation,
                            isPlaying: simulation.isPlaying, playingBackwards: context.backwards != nil,
                            confirmingEnding: simulation.isConfirmingEnding, generationsPerSecond: simulation.generationsPerSecond,
                            hyperspeed: simulation.hyperspeed, hyperStepLog: simulation.hyperStepLog,
                            hyperStepFixed: simulation.hyperStepFixed != nil, analytics: context.analytics, birthsAndDeaths: counts,
                            bounds: universe.bounds, selection: selection, selectionPopulation: selectionPopulation,
                            rule: RuleNames.shortName(of: universe.rule) + universe.topology.suffix,
                            busy: busy ?? simulation.jumpProgress.map { "\($0.goesBack ? "Going back" : "Jumping") · \(Int($0.fraction * 100))%" },
                            cursorOnGrid: cursorOnGrid)
    }

    /// The generation of the sparkline's sample nearest `x` in the header `band` (a click on the
    /// sparkline goes to that generation); nil while no sparkline shows.
    public func generation(atX x: Double, band: Rect, theme: Theme) -> Int64? {
        guard let line = HeaderLayout(self, band: band, theme: theme).sparkline, !analytics.generations.isEmpty else { return nil }
        let generations = analytics.generations
        func distance(_ generation: Int64) -> Double { abs(HeaderView.sparkX(of: generation, in: generations, frame: line) - x) }
        return generations.min { distance($0) < distance($1) }
    }
}
