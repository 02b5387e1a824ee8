import LifeInterface
import LifeRun
import Foundation
import LifeEngine
import LifeScene

/// The header: the title, the live figures, the population sparkline and the run's status.
public struct HeaderView {
    let theme: Theme

    /// A view drawing with `theme`'s tokens.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The header `band`: the title, the figures of `state` with the sparkline, and the status.
    /// Returns where a click on the sparkline goes to a generation, while it shows.
    @discardableResult
    public func draw(_ state: HeaderValues, band: Rect, into list: inout RenderList) -> Rect? {
        let m = theme.metrics, c = theme.colors, type = theme.type
        list.commands.append(.fill(band, c.header, radius: 0))
        list.commands.append(.line(from: Point(band.x, band.maxY - 1), to: Point(band.maxX, band.maxY - 1), c.separator))
        let inner = band.insetBy(m.padding, 0)
        list.commands.append(.text("Life", frame: Rect(x: inner.x, y: band.y, width: 120, height: band.height),
                                   style: type.title, color: c.text,
                                   alignment: .leading))
        // Hyperspeed's automatic step is told while it runs (paused, it is "auto", as Settings says).
        let pace = state.hyperspeed
            ? (state.hyperStepFixed ? "hyperspeed 2^\(state.hyperStepLog) fixed" : state.isPlaying ? "hyperspeed 2^\(state.hyperStepLog)" : "hyperspeed auto")
            : state.generationsPerSecond.isInfinite ? "max speed" : "\(NumberFormat.rate(state.generationsPerSecond)) gen/s"
        let status = state.busy ?? (state.confirmingEnding ? "Confirming the ending…"
            : state.playingBackwards ? "Backwards · \(pace)" : state.isPlaying ? "Running · \(pace)" : "Paused · \(pace)")
        let statusWidth = HeaderLayout.statusWidth(for: state.rule, band: band, size: type.control.size)
        if state.rule.isEmpty {
            list.commands.append(.text(status, frame: Rect(x: inner.maxX - statusWidth, y: band.y, width: statusWidth, height: band.height),
                                       style: type.control, color: c.mutedText,
                                       alignment: .trailing))
        } else {
            // The status over the rule in force, at every window width and from the first moment.
            let line = type.control.size * 1.45
            list.commands.append(.text(status, frame: Rect(x: inner.maxX - statusWidth, y: band.midY - line, width: statusWidth, height: line),
                                       style: type.control, color: c.mutedText, alignment: .trailing))
            list.commands.append(.text(HeaderLayout.ruleLine(state.rule, width: statusWidth, size: type.control.size),
                                       frame: Rect(x: inner.maxX - statusWidth, y: band.midY, width: statusWidth, height: line),
                                       style: type.control, color: c.text, alignment: .trailing))
        }
        let start = inner.x + HeaderLayout.titleWidth
        let end = inner.maxX - statusWidth - m.padding
        guard state.analytics.history.count >= 2 || state.generation > 0 || state.selection != nil || state.busy != nil else {
            // Before the first generation: a sentence, not a row of zeros (nor "press Play" while something else works).
            // With the cell cursor on the grid, Space turns a cell on or off: the sentence says so.
            let long = state.cursorOnGrid
                ? (state.population == 0 ? "" : "\(Self.cells(state.exactPopulation)) ready. ") + "Space turns the cursor's cell on or off; Enter plays."
                : state.population == 0
                ? "Click cells to bring them to life, then press Play. Live figures appear here as it runs."
                : "\(Self.cells(state.exactPopulation)) ready. Press Play (Enter) or Step (Space) to see them evolve."
            let short = state.cursorOnGrid ? "Space: cell on/off · Enter: play"
                : state.population == 0 ? "Click cells, then press Play." : "\(Self.cells(state.exactPopulation)) ready: press Play."
            // A narrow window gets the short sentence rather than a cut-off long one (width estimated from the font size).
            let room = end - start, perCharacter = (m.labelFontSize + 3) * 0.52
            guard Double(short.count) * perCharacter <= room else { return nil }
            let copy = Double(long.count) * perCharacter <= room ? long : short
            list.commands.append(.text(copy, frame: Rect(x: start, y: band.y, width: end - start, height: band.height),
                                       style: type.body, color: c.mutedText,
                                       alignment: .leading))
            return nil
        }
        let figures = HeaderLayout(state, band: band, theme: theme)
        for figure in figures.figures {
            list.commands.append(.text(figure.label, frame: figure.labelFrame, style: type.figureLabel, color: c.mutedText, alignment: .leading))
            list.commands.append(.text(figure.value, frame: figure.valueFrame, style: type.figure, color: c.text, alignment: .leading))
        }
        guard let line = figures.sparkline else { return nil }
        if let label = figures.sparkLabel {
            list.commands.append(.text(label.text, frame: label.frame, style: type.figureLabel, color: c.mutedText, alignment: .leading))
        }
        sparkline(state.analytics.history.map { Double($0) }, generations: state.analytics.generations, in: line, into: &list)
        return state.analytics.generations.isEmpty ? nil : line.insetBy(-2, -4)
    }

    /// "1 cell", "5 cells", "1 234 cells".
    /// "1 cell", "1 468 612 cells", past ten billion short ("2.127e37 cells": a tree's count past 2^63
    /// read 9 223 372 036 854 775 807, the most an Int holds).
    static func cells(_ count: UInt128) -> String {
        count == 1 ? "1 cell" : "\(NumberFormat.compact(count)) cells"
    }

    /// A growth figure with one decimal and a sign; a change that rounds to nothing reads 0.0%, never -0.0%.
    /// A change per generation: a whole number when it is one or large ("+12", "−3.4k"), else
    /// with the figures that tell it from nothing ("+0.62", "−2.5"); "±0" only for none.
    static func change(_ value: Double) -> String {
        let sign = value > 0 ? "+" : value < 0 ? "−" : "±", size = value.magnitude
        if size >= 10 || size == size.rounded() { return sign + NumberFormat.compact(UInt128(size.rounded())) }
        return sign + String(format: size < 1 ? "%.2g" : "%.1f", size)
    }

    static func percent(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths == 0 ? "0.0%" : String(format: "%+.1f%%", tenths / 10)
    }

    /// The population history as a line scaled to its own range, across the whole width by
    /// generation (as its label counts them; two samples drew a tick at its left edge, a leap a
    /// tick at its right), dashed where a leap left nothing recorded (`isLeap`).
    func sparkline(_ values: [Double], generations: [Int64], in frame: Rect, into list: inout RenderList) {
        guard values.count >= 2, values.count == generations.count, let lo = values.min(), let hi = values.max() else { return }
        let range = Double(max(1, hi - lo))
        let gaps = zip(generations, generations.dropFirst()).map { $1 - $0 }
        let typical = Self.typicalStep(gaps)
        var previous: Point?
        for (i, v) in values.enumerated() {
            let p = Point(Self.sparkX(of: generations[i], in: generations, frame: frame).rounded(),
                          (frame.maxY - (Double(v - lo) / range) * frame.height).rounded())
            if let previous {
                if Self.isLeap(gaps[i - 1], typical: typical) {
                    list.dashedLine(from: previous, to: p, color: theme.colors.accent, dash: Stroke.dash)
                } else {
                    list.commands.append(.line(from: previous, to: p, theme.colors.accent))
                }
            }
            previous = p
        }
    }

    /// Where a generation lies along the sparkline: its first sample's at the left edge, its last's at the right.
    static func sparkX(of generation: Int64, in generations: [Int64], frame: Rect) -> Double {
        guard let first = generations.first, let last = generations.last, last > first else { return frame.x }
        return frame.x + Double(generation - first) / Double(last - first) * frame.width
    }

    /// The generations a step between samples usually takes: the middle one (the smaller of two;
    /// nil for a single step).
    static func typicalStep(_ gaps: [Int64]) -> Int64? {
        guard gaps.count > 1 else { return nil }
        let sorted = gaps.sorted()
        return gaps.count == 2 ? sorted[0] : sorted[sorted.count / 2]
    }

    /// Whether a step between samples of `gap` generations was a leap: more than one generation,
    /// and more than four times the `typical` step (any, when it is the only step).
    static func isLeap(_ gap: Int64, typical: Int64?) -> Bool {
        gap > 1 && typical.map { gap / 4 > $0 } ?? true
    }
}
