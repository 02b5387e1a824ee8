import LifeInterface
import LifeEngine
import LifeScene

/// The history panel, drawn from `HistoryLayout`: population (with its lowest to highest band),
/// births and deaths a generation, the current generation and the ending marked, and the figures
/// under the pointer.
public struct HistoryView {
    let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws the panel over `grid` for the run's `history`, marking the generation shown.
    /// Returns its regions: close, the log scale switch, the graph, then the panel.
    @discardableResult
    public func draw(_ panel: HistoryPanel, history: RunHistory, grid: Rect, generation: Int64, into list: inout RenderList) -> [Region<HistoryControl>] {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let layout = HistoryLayout(grid: grid, metrics: m, range: history.range)
        list.outlined(layout.panel, fill: c.header, border: c.separator, radius: m.cornerRadius + 4)
        list.commands.append(.text("Run history", frame: layout.title, style: type.panelTitle, color: c.text, alignment: .leading))
        if panel.isLogarithmic {
            list.commands.append(.fill(layout.logToggle, c.accent, radius: layout.logToggle.height / 2))
        } else {
            list.outlined(layout.logToggle, fill: c.background, border: c.separator, radius: layout.logToggle.height / 2)
        }
        list.commands.append(.text("Log scale", frame: layout.logToggle, style: type.secondary.semibold,
                                   color: panel.isLogarithmic ? c.onAccent : c.text, alignment: .center))
        list.commands.append(.icon(.close, frame: layout.close, color: c.mutedText))
        list.commands.append(.fill(layout.graph, c.background, radius: 0))
        let plot = HistoryPlot(history, layout: layout, isLogarithmic: panel.isLogarithmic)
        let populationColor = c.text, birthsColor = c.accent, deathsColor = c.danger
        for (frame, (name, color)) in zip(layout.legend, [("Population", populationColor), ("Births", birthsColor), ("Deaths", deathsColor)]) {
            let swatch = Rect(x: frame.x, y: (frame.midY - 4).rounded(), width: 8, height: 8)
            list.commands.append(.fill(swatch, color, radius: 2))
            list.commands.append(.text(name, frame: Rect(x: swatch.maxX + 6, y: frame.y, width: frame.width - 14, height: frame.height),
                                       style: type.caption, color: c.mutedText, alignment: .leading))
        }
        let band = populationColor.blended(toward: c.background, by: Self.bandFade)
        for column in plot.columns where column.highest > column.lowest {
            let top = plot.y(population: column.highest), bottom = plot.y(population: column.lowest)
            list.commands.append(.fill(Rect(x: column.x, y: top, width: 1, height: max(1, bottom - top)), band, radius: 0))
        }
        line(plot.columns.map { Point($0.x, $0.birthsPerGeneration.map { plot.y(change: $0) } ?? .nan) }, plot: plot, color: birthsColor, into: &list)
        line(plot.columns.map { Point($0.x, $0.deathsPerGeneration.map { plot.y(change: $0) } ?? .nan) }, plot: plot, color: deathsColor, into: &list)
        line(plot.columns.map { Point($0.x, plot.y(population: $0.population)) }, plot: plot, color: populationColor, into: &list)
        if let ending = history.ending, history.range.contains(ending.generation) {
            marker(at: layout.x(for: ending.generation), in: layout.graph, color: c.mutedText, label: "end", into: &list)
        }
        if history.range.contains(generation) {
            marker(at: layout.x(for: generation), in: layout.graph, color: c.text, label: nil, into: &list)
        }
        let hovered = panel.hovered(in: layout)
        if let hovered {
            let x = layout.x(for: hovered).rounded()
            list.commands.append(.line(from: Point(x, layout.graph.y), to: Point(x, layout.graph.maxY), c.separator))
        }
        // The tops of the two scales, between the generation labels.
        list.commands.append(.text("top \(NumberFormat.compact(history.samples.map(\.highest).max() ?? 0)) cells", frame: layout.populationScale,
                                   style: type.caption, color: populationColor, alignment: .trailing))
        if plot.columns.contains(where: { $0.birthsPerGeneration != nil }) {
            list.commands.append(.text("births, deaths: top \(Self.figure(plot.changeTop)) a gen", frame: layout.changeScale,
                                       style: type.caption, color: birthsColor, alignment: .leading))
        }
        list.commands.append(.text("Gen \(NumberFormat.compact(history.range.lowerBound))", frame: layout.startLabel,
                                   style: type.caption, color: c.mutedText, alignment: .leading))
        list.commands.append(.text("Gen \(NumberFormat.compact(history.range.upperBound))", frame: layout.endLabel,
                                   style: type.caption, color: c.mutedText, alignment: .trailing))
        let readout = hovered.flatMap { history.sample(at: $0) }.map(Self.readout)
            ?? history.ending.map { "\($0.summary) · hover for figures, click to go there" }
            ?? (history.range.lowerBound == history.range.upperBound
                ? "Nothing has run yet: play or step (Enter, Space) and the run's figures show here"
                : plot.columns.indices.contains { plot.isUnmeasured($0, gap: Self.unmeasuredGap) }
                ? "Dashed: a leap, nothing recorded between · hover for figures, click to go there"
                : "Population, births and deaths · hover for figures, click to go there")
        let color = hovered == nil ? c.mutedText : c.text
        list.commands.append(.text(readout, frame: layout.readout, style: type.caption, color: color, alignment: .leading))
        return [Region(.logScale, layout.logToggle), Region(.close, layout.close),
                Region(.graph, layout.graph, focusable: false), Region(.panel, layout.panel, focusable: false)]
    }

    /// How far the lowest-to-highest band fades toward the background.
    static let bandFade = 0.7

    /// One sample's figures in a line.
    public static func readout(_ s: HistorySample) -> String {
        let gens = s.generations == 1 ? "Gen \(NumberFormat.compact(s.last))"
            : "Gens \(NumberFormat.compact(s.first))–\(NumberFormat.compact(s.last))"
        var text = "\(gens) · \(NumberFormat.grouped(exact: s.population)) cells"
        if s.lowest != s.highest { text += " (\(NumberFormat.grouped(exact: s.lowest))–\(NumberFormat.grouped(exact: s.highest)))" }
        if let births = s.births, let deaths = s.deaths {
            text += s.generations == 1 ? " · \(births) born, \(deaths) died"
                : " · \(figure(Double(births) / Double(s.generations))) born, \(figure(Double(deaths) / Double(s.generations))) died a gen"
        } else if s.generations > 1 {
            text += " · births and deaths not counted (a leap)"
        }
        return text
    }

    /// A figure with one decimal below 100 (none when it is whole), whole above.
    static func figure(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        if value >= 100 || tenths.truncatingRemainder(dividingBy: 10) == 0 { return NumberFormat.grouped(Int64(value.rounded())) }
        return String(tenths / 10)
    }

    /// A polyline through the columns' points, broken where a y is not a number (figures not
    /// counted), and dashed across a leap wider than `unmeasuredGap` (a jump from 0 to 2^40
    /// drawn solid read as steady growth).
    private func line(_ points: [Point], plot: HistoryPlot, color: Color, into list: inout RenderList) {
        var previous: Point?
        for (index, p) in points.enumerated() {
            guard !p.y.isNaN else { previous = nil; continue }
            if let previous {
                if plot.isUnmeasured(index, gap: Self.unmeasuredGap) {
                    list.dashedLine(from: previous, to: p, color: color, dash: Stroke.dash)
                } else {
                    list.commands.append(.line(from: previous, to: p, color))
                }
            }
            previous = p
        }
    }

    /// Pixels between two figures past which the line across a leap between them is dashed.
    public static let unmeasuredGap = 12.0

    /// A vertical marker across the graph, with a small label at its top.
    private func marker(at x: Double, in graph: Rect, color: Color, label: String?, into list: inout RenderList) {
        let x = x.rounded()
        list.commands.append(.line(from: Point(x, graph.y), to: Point(x, graph.maxY), color))
        if let label {
            let frame = Rect(x: min(x + 3, graph.maxX - 30), y: graph.maxY - 16, width: 30, height: 14)
            list.commands.append(.text(label, frame: frame, style: theme.type.caption, color: color, alignment: .leading))
        }
    }
}
