import LifeInterface
import LifeScene
import LifeRun
import LifeEngine

/// Where the header's figures and its sparkline go: the figures in order of priority (the last
/// give way when room is short; widths estimated from the type sizes), then the sparkline of the
/// recent population with its label. The hit test (a click on the sparkline goes to that
/// generation) reads the same frames.
struct HeaderLayout {
    /// One figure: its label and value, and where each goes.
    struct Figure {
        let label: String, value: String
        let labelFrame: Rect, valueFrame: Rect
    }

    /// Room kept for the status at the right (at least; see `statusWidth(for:band:size:)`), and
    /// for the title at the left.
    static let statusWidth = 200.0, titleWidth = 110.0

    /// Room for the status and the rule under it: wider than `statusWidth` for a long rule (Larger
    /// than Life's "R7,C0,M1,S65..114,B65..95,NM"), up to three tenths of the header, the figures
    /// giving way as they do in a narrow window.
    static func statusWidth(for rule: String, band: Rect, size: Double) -> Double {
        let needed = Double(rule.count + 6) * size * 0.56
        return min(max(statusWidth, needed), max(statusWidth, (band.width * 0.3).rounded()))
    }

    let figures: [Figure]
    /// The sparkline's line, and its label, when there is room and a history to show.
    let sparkline: Rect?
    let sparkLabel: (text: String, frame: Rect)?

    /// Lays out the figures of `state` between `start` and `end` of the header `band`.
    init(_ state: HeaderValues, band: Rect, theme: Theme, start: Double, end: Double) {
        let m = theme.metrics, type = theme.type, a = state.analytics
        // An average over a step of many generations (a frame at full speed) is shown while the
        // run goes; paused there (at an ending auto-stop found), it would read as the last
        // generation's change (−0.63 cells where the last generation lost 2).
        let averageShown = state.isPlaying || (a.lastStepGenerations ?? 1) <= 1
        // With the last generation's births and deaths counted, its growth is exact.
        var growth = averageShown ? a.growthPercent : nil
        if let counts = state.birthsAndDeaths, !a.editedSinceStep {
            let change = Double(counts.births) - Double(counts.deaths), before = Double(state.population) - change
            growth = before > 0 ? change / before * 100 : nil
        }
        // In order of priority: when the header is short of room, the last ones give way.
        // Each with the characters its column keeps for the value (what typical runs reach), so the
        // columns keep their places as figures grow and shrink.
        var all: [(label: String, value: String, reserve: Int)] = [
            ("GENERATION", NumberFormat.compact(state.generation), 7),
            ("POPULATION", NumberFormat.compact(max(state.exactPopulation, UInt128(max(0, state.population)))), 7),
        ]
        if let rect = state.selection {
            // While cells are selected, what is selected comes second: a narrow header still shows it.
            let size = "\(NumberFormat.compact(rect.width, above: 1_000_000))×\(NumberFormat.compact(rect.height, above: 1_000_000))"
            // Room for "999×999 · 9999": the columns after it stay put as the selection changes.
            all.insert(("SELECTION", state.selectionPopulation.map { "\(size) · \(NumberFormat.compact(Int64($0)))" } ?? size, 14), at: 1)
        }
        if let counts = state.birthsAndDeaths {
            // After an edit the last step's counts no longer lead to the board: "–" until the next step.
            all.append(("BORN / DIED", a.editedSinceStep ? "–"
                        : "+\(NumberFormat.short(Int64(counts.births))) −\(NumberFormat.short(Int64(counts.deaths)))", 9))
        } else {
            // In hyperspeed an average reads like +2.6e-06: its room is kept while paused, as GEN/S's.
            all.append(("CHANGE", averageShown ? a.change.map(HeaderView.change) ?? "–" : "–", state.hyperspeed ? 8 : 6))
        }
        // A rate is measured while it runs; paused, the last one would be stale.
        let rate = state.isPlaying ? a.measuredRate : nil
        // In hyperspeed the rate reads like 6.617e16: its room is kept while paused, so the columns stay put.
        // Room for a full-speed rate ("12 345"), so the columns after it stay put as it climbs.
        all.append(("GEN/S", rate.map { NumberFormat.compact(Int64(clamping: Int64($0.rounded()))) } ?? "–", state.hyperspeed ? 8 : 6))
        all.append(("BOUNDS", state.bounds.map {
            "\(NumberFormat.compact($0.width, above: 1_000_000))×\(NumberFormat.compact($0.height, above: 1_000_000))"
        } ?? "–", 11))
        // Room for "−100.0%" (a run dying out), for "1 234×5 678" in BOUNDS.
        all.append(("GROWTH", growth.map(HeaderView.percent) ?? "–", 7))
        // Each column as wide as its label or value, then a gap.
        let gap = m.padding
        let labelHeight = m.labelFontSize * 1.6, valueHeight = m.valueFontSize * 1.5
        let top = band.midY - (labelHeight + valueHeight) / 2
        var room = end - start, x = start
        var figures: [Figure] = []
        for figure in all {
            func width(_ value: String) -> Double {
                max(Double(figure.label.count) * type.figureLabel.size * 0.68, Double(max(value.count, figure.reserve)) * type.figure.size * 0.62) + gap
            }
            let w = width(figure.value)
            guard w <= room else { continue }
            figures.append(Figure(label: figure.label, value: figure.value,
                                  labelFrame: Rect(x: x, y: top, width: w - gap / 2, height: labelHeight),
                                  valueFrame: Rect(x: x, y: top + labelHeight, width: w - gap / 2, height: valueHeight)))
            room -= w
            x += w
        }
        self.figures = figures
        // The sparkline in what is left, labelled with the span it covers.
        let sparkWidth = min(220, end - x - 8)
        guard sparkWidth >= 60, let first = a.generations.first, let last = a.generations.last, last > first else {
            sparkline = nil
            sparkLabel = nil
            return
        }
        let span = NumberFormat.compact(last - first), gens = last - first == 1 ? "GEN" : "GENS"
        let label = ["POPULATION · LAST \(span) \(gens)", "LAST \(span) \(gens)", "\(span) \(gens)"].first {
            Double($0.count) * type.figureLabel.size * 0.68 <= sparkWidth
        }
        // Without room to say what it spans, a line would be a squiggle: none is drawn.
        guard let label else {
            sparkline = nil
            sparkLabel = nil
            return
        }
        sparkLabel = (label, Rect(x: x + 8, y: top, width: sparkWidth, height: labelHeight))
        sparkline = Rect(x: x + 8, y: top + labelHeight + 2, width: sparkWidth, height: valueHeight - 4)
    }

    /// The rule in force as the header writes it under the status, in `width` at type `size`
    /// (widths estimated from the size): "Rule " and the rule, a long one cut short with an ellipsis.
    static func ruleLine(_ rule: String, width: Double, size: Double) -> String {
        let fits = Int(width / (size * 0.56)) - 5
        guard rule.count > fits else { return "Rule " + rule }
        // A bounded grid's suffix (":T120,120") says what the board is: it stays whole, and the
        // rule before it is cut (at 640 wide a torus under Larger than Life showed as the plane).
        if let colon = rule.lastIndex(of: ":"), case let room = fits - rule[colon...].count - 1, room >= 4 {
            return "Rule " + rule[..<colon].prefix(room) + "…" + rule[colon...]
        }
        return "Rule " + String(rule.prefix(max(1, fits - 1))) + "…"
    }

    /// The header's layout for a state: figures between the title and the status.
    init(_ state: HeaderValues, band: Rect, theme: Theme) {
        let inner = band.insetBy(theme.metrics.padding, 0)
        let status = Self.statusWidth(for: state.rule, band: band, size: theme.type.control.size)
        self.init(state, band: band, theme: theme, start: inner.x + Self.titleWidth, end: inner.maxX - status - theme.metrics.padding)
    }
}
