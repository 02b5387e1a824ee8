import LifeInterface
import LifeRun
import Foundation
import LifeEngine
import LifeScene

/// A run's history fitted to the graph's pixel columns: per column the population at its last
/// sample, its lowest and highest, and the births and deaths per generation; with the scales that
/// put them on the graph (population on its own, births and deaths sharing one).
struct HistoryPlot: Equatable {
    /// One pixel column's figures.
    struct Column: Equatable {
        var x: Double
        var population: Double
        var lowest: Double
        var highest: Double
        var birthsPerGeneration: Double?
        var deathsPerGeneration: Double?
        /// Whether a sample in it took in several generations at one figure (a leap): nothing
        /// was recorded between it and the column before.
        var leapt = false
    }

    let columns: [Column]
    /// Largest population and largest births or deaths a generation, the tops of the two scales.
    let populationTop: Double, changeTop: Double
    let isLogarithmic: Bool
    let graph: Rect

    /// Whether the line from column `index - 1` to column `index` crosses a stretch where nothing
    /// was recorded: a leap, wider than `gap` pixels (a leap a pixel or two wide is drawn as the
    /// rest; a short run recorded generation by generation is drawn whole however far apart).
    func isUnmeasured(_ index: Int, gap: Double) -> Bool {
        index > 0 && columns[index].leapt && columns[index].x - columns[index - 1].x > gap
    }

    init(_ history: RunHistory, layout: HistoryLayout, isLogarithmic: Bool) {
        graph = layout.graph
        self.isLogarithmic = isLogarithmic
        var columns: [Column] = []
        for s in history.samples {
            let x = layout.x(for: s.last).rounded(.down)
            let n = Double(s.generations)
            let births = s.births.map { Double($0) / n }, deaths = s.deaths.map { Double($0) / n }
            let leapt = s.generations > 1 && s.births == nil && s.lowest == s.highest
            if let last = columns.last, last.x == x {
                columns[columns.count - 1] = Column(x: x, population: Double(s.population), lowest: min(last.lowest, Double(s.lowest)),
                                                    highest: max(last.highest, Double(s.highest)),
                                                    birthsPerGeneration: [last.birthsPerGeneration, births].compactMap { $0 }.max(),
                                                    deathsPerGeneration: [last.deathsPerGeneration, deaths].compactMap { $0 }.max(),
                                                    leapt: last.leapt || leapt)
            } else {
                columns.append(Column(x: x, population: Double(s.population), lowest: Double(s.lowest), highest: Double(s.highest),
                                      birthsPerGeneration: births, deathsPerGeneration: deaths, leapt: leapt))
            }
        }
        self.columns = columns
        populationTop = max(1, columns.map(\.highest).max() ?? 1)
        changeTop = max(1, columns.flatMap { [$0.birthsPerGeneration ?? 0, $0.deathsPerGeneration ?? 0] }.max() ?? 1)
    }

    /// The y of a population figure.
    func y(population value: Double) -> Double { y(value, top: populationTop) }

    /// The y of a births or deaths figure.
    func y(change value: Double) -> Double { y(value, top: changeTop) }

    private func y(_ value: Double, top: Double) -> Double {
        let f = isLogarithmic ? log1p(max(0, value)) / log1p(top) : max(0, value) / top
        return (graph.maxY - f * graph.height).rounded()
    }
}
