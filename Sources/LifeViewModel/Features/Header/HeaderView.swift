import Foundation
import LifeEngine
import LifeScene

/// The header: the title, the live figures, the population sparkline and the run's status.
struct HeaderView {
    let theme: Theme

    func header(_ state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let band = state.layout.header
        list.commands.append(.fill(band, c.header, radius: 0))
        list.commands.append(.line(from: Point(band.x, band.maxY - 1), to: Point(band.maxX, band.maxY - 1), c.separator))
        let inner = band.insetBy(m.padding, 0)
        list.commands.append(.text("Life", frame: Rect(x: inner.x, y: band.y, width: 120, height: band.height),
                                   style: type.title, color: c.text,
                                   alignment: .leading))
        let speed = state.hyperspeed ? "hyperspeed 2^\(state.hyperStepLog)"
            : state.generationsPerSecond.isInfinite ? "max speed" : "\(NumberFormat.rate(state.generationsPerSecond)) gen/s"
        let status = state.confirmingEnding ? "Confirming the ending…"
            : state.playingBackwards ? "Backwards · \(speed)" : state.isPlaying ? "Running · \(speed)" : "Paused · \(speed)"
        let statusWidth = 200.0
        list.commands.append(.text(status, frame: Rect(x: inner.maxX - statusWidth, y: band.y, width: statusWidth, height: band.height),
                                   style: type.control, color: c.mutedText,
                                   alignment: .trailing))
        let start = inner.x + 110
        let end = inner.maxX - statusWidth - m.padding
        guard state.analytics.history.count >= 2 || state.generation > 0 || state.selection != nil else {
            // Before the first generation: a sentence, not a row of zeros.
            let long = state.population == 0
                ? "Click cells to bring them to life, then press Play. Live figures appear here as it runs."
                : "\(Self.cells(state.population)) ready. Press Play (Enter) or Step (Space) to see them evolve."
            let short = state.population == 0 ? "Click cells, then press Play." : "\(Self.cells(state.population)) ready: press Play."
            // A narrow window gets the short sentence rather than a cut-off long one (width estimated from the font size).
            let room = end - start, perCharacter = (m.labelFontSize + 3) * 0.52
            guard Double(short.count) * perCharacter <= room else { return }
            let copy = Double(long.count) * perCharacter <= room ? long : short
            list.commands.append(.text(copy, frame: Rect(x: start, y: band.y, width: end - start, height: band.height),
                                       style: type.body, color: c.mutedText,
                                       alignment: .leading))
            return
        }
        let a = state.analytics
        // In order of priority: when the header is short of room, the last ones give way.
        var figures: [(label: String, value: String)] = [
            ("GENERATION", NumberFormat.compact(state.generation)),
            ("POPULATION", NumberFormat.compact(max(state.exactPopulation, UInt128(max(0, state.population))))),
        ]
        if let rect = state.selection {
            // While cells are selected, what is selected comes second: a narrow header still shows it.
            let size = "\(NumberFormat.compact(rect.width, above: 1_000_000))×\(NumberFormat.compact(rect.height, above: 1_000_000))"
            figures.insert(("SELECTION", state.selectionPopulation.map { "\(size) · \(NumberFormat.compact(Int64($0)))" } ?? size), at: 1)
        }
        if let counts = state.birthsAndDeaths {
            figures.append(("BORN / DIED", "+\(NumberFormat.short(Int64(counts.births))) −\(NumberFormat.short(Int64(counts.deaths)))"))
        } else {
            figures.append(("CHANGE", a.change.map { ($0 > 0 ? "+" : ($0 < 0 ? "−" : "±")) + NumberFormat.compact($0.magnitude) } ?? "–"))
        }
        // A rate is measured while it runs; paused, the last one would be stale.
        let rate = state.isPlaying ? a.measuredRate : nil
        figures.append(("GEN/S", rate.map { NumberFormat.compact(Int64(clamping: Int64($0.rounded()))) } ?? "–"))
        figures.append(("BOUNDS", state.bounds.map {
            "\(NumberFormat.compact($0.width, above: 1_000_000))×\(NumberFormat.compact($0.height, above: 1_000_000))"
        } ?? "–"))
        figures.append(("GROWTH", a.growthPercent.map(Self.percent) ?? "–"))
        // Each column as wide as its label or value (widths estimated from the type sizes), then a gap.
        let gap = m.padding
        func width(_ figure: (label: String, value: String)) -> Double {
            max(Double(figure.label.count) * type.figureLabel.size * 0.68, Double(figure.value.count) * type.figure.size * 0.62) + gap
        }
        var room = end - start
        var shown: [(label: String, value: String, width: Double)] = []
        for figure in figures {
            let w = width(figure)
            guard w <= room else { continue }
            shown.append((figure.label, figure.value, w))
            room -= w
        }
        // Shown in priority order, left to right.
        var x = start
        let labelHeight = m.labelFontSize * 1.6, valueHeight = m.valueFontSize * 1.5
        let top = band.midY - (labelHeight + valueHeight) / 2
        for (label, value, width) in shown {
            list.commands.append(.text(label, frame: Rect(x: x, y: top, width: width - gap / 2, height: labelHeight),
                                       style: type.figureLabel, color: c.mutedText, alignment: .leading))
            list.commands.append(.text(value, frame: Rect(x: x, y: top + labelHeight, width: width - gap / 2, height: valueHeight),
                                       style: type.figure, color: c.text, alignment: .leading))
            x += width
        }
        // Sparkline of the recent population in what is left, labelled with the span it covers.
        let sparkWidth = min(220, end - x - 8)
        guard sparkWidth >= 60, let first = a.generations.first, let last = a.generations.last, last > first else { return }
        let span = NumberFormat.compact(last - first)
        let label = ["POPULATION · LAST \(span) GENS", "LAST \(span) GENS"].first {
            Double($0.count) * type.figureLabel.size * 0.68 <= sparkWidth
        }
        if let label {
            list.commands.append(.text(label, frame: Rect(x: x + 8, y: top, width: sparkWidth, height: labelHeight),
                                       style: type.figureLabel, color: c.mutedText, alignment: .leading))
        }
        let line = Rect(x: x + 8, y: top + labelHeight + 2, width: sparkWidth, height: valueHeight - 4)
        sparkline(a.history.map { Double($0) }, in: line, into: &list)
    }

    /// "1 cell", "5 cells", "1 234 cells".
    static func cells(_ count: Int) -> String {
        count == 1 ? "1 cell" : "\(NumberFormat.grouped(Int64(count))) cells"
    }

    /// A growth figure with one decimal and a sign; a change that rounds to nothing reads 0.0%, never -0.0%.
    static func percent(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths == 0 ? "0.0%" : String(format: "%+.1f%%", tenths / 10)
    }

    /// The population history as a line scaled to its own range.
    func sparkline(_ values: [Double], in frame: Rect, into list: inout RenderList) {
        guard values.count >= 2, let lo = values.min(), let hi = values.max() else { return }
        let range = Double(max(1, hi - lo))
        let step = frame.width / Double(Analytics.capacity - 1)
        let x0 = frame.x
        var previous: Point?
        for (i, v) in values.enumerated() {
            let p = Point((x0 + Double(i) * step).rounded(), (frame.maxY - (Double(v - lo) / range) * frame.height).rounded())
            if let previous { list.commands.append(.line(from: previous, to: p, theme.colors.accent)) }
            previous = p
        }
    }
}
