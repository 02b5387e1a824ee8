import XCTest
@testable import HeaderFeature
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeRun
@testable import LifeViewModel

final class HeaderTests: XCTestCase {
    func labels(_ model: AppModel) -> [String] {
        let known = ["GENERATION", "POPULATION", "BORN / DIED", "CHANGE", "GEN/S", "BOUNDS", "GROWTH"]
        return model.scene().texts.filter { known.contains($0) }
    }

    func playedGun(width: Double) -> AppModel {
        let model = AppModel.forTests(windowSize: Size(width, 600), pattern: Fixtures.pattern(Fixtures.gosperGun))
        model.perform(.step, now: 0)
        model.perform(.step, now: 0.1)
        return model
    }

    func testFiguresGiveWayInOrderOfPriorityWhenRoomIsShort() {
        XCTAssertEqual(labels(playedGun(width: 1280)), ["GENERATION", "POPULATION", "BORN / DIED", "GEN/S", "BOUNDS", "GROWTH"])
        let narrow = labels(playedGun(width: 640))
        XCTAssertEqual(Array(narrow.prefix(2)), ["GENERATION", "POPULATION"], "the most important first")
        XCTAssertLessThan(narrow.count, 6)
        XCTAssertFalse(narrow.contains("GROWTH") && !narrow.contains("GEN/S"), "growth gives way before gen/s")
    }

    /// The columns keep their places while the figures grow (each keeps room for what typical runs reach).
    func testColumnsKeepTheirPlacesAsFiguresGrow() {
        func places(_ model: AppModel) -> [String: Double] {
            var places: [String: Double] = [:]
            for command in model.scene().commands {
                if case .text(let text, let frame, _, _, _) = command, ["POPULATION", "BORN / DIED", "GEN/S", "BOUNDS", "GROWTH"].contains(text) {
                    places[text] = frame.x
                }
            }
            return places
        }
        // An acorn: from 7 cells and generation 1 to hundreds of cells at generation 1000, its box growing.
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.acorn))
        model.perform(.step, now: 0)
        let before = places(model)
        XCTAssertEqual(before.count, 5)
        for t in 1..<1000 { model.perform(.step, now: Double(t) * 0.01) }
        XCTAssertEqual(figure("GENERATION", in: model), "1\u{2009}000")
        XCTAssertGreaterThan(model.simulation.population, 100)
        XCTAssertEqual(places(model), before)
    }

    /// While a run plays, the columns after GEN/S stay put as its rate climbs from 10 to a full
    /// speed's thousands.
    func testColumnsStayPutAsTheRateClimbs() {
        func places(rate: Double, population: Int) -> [String: Double] {
            var a = Analytics()
            a.record(generation: 0, population: 100, now: 0)
            a.record(generation: Int64(rate / 2), population: UInt128(population), now: 0.5)
            let state = HeaderValues(generation: Int64(rate / 2), population: population, exactPopulation: UInt128(population), isPlaying: true,
                                     analytics: a, bounds: CellRect(x: 0, y: 0, width: 40, height: 30))
            let layout = HeaderLayout(state, band: Rect(x: 0, y: 0, width: 1280, height: 64), theme: .builtIn)
            return Dictionary(uniqueKeysWithValues: layout.figures.map { ($0.label, $0.labelFrame.x) })
        }
        let slow = places(rate: 10, population: 100), fast = places(rate: 24_680, population: 100)
        XCTAssertEqual(fast["GEN/S"], slow["GEN/S"])
        XCTAssertNotNil(slow["GROWTH"])
        XCTAssertEqual(fast["BOUNDS"], slow["BOUNDS"], "the rate's growing digits did not push BOUNDS along")
        XCTAssertEqual(fast["GROWTH"], slow["GROWTH"])
    }

    /// The selection's column keeps room for a selection of a few hundred cells a side, so the
    /// columns after it stay put as it changes (they moved with every cell the box grew by).
    func testColumnsAfterTheSelectionStayPutAsItChanges() {
        func places(_ model: AppModel) -> [Double] {
            model.scene().commands.compactMap { command in
                if case .text(let text, let frame, _, _, _) = command, ["BORN / DIED", "GEN/S", "BOUNDS"].contains(text) { frame.x } else { nil }
            }
        }
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.acorn))
        model.perform(.step, now: 0)
        model.handle(.key(.letter("a"), .control), now: 0)
        XCTAssertEqual(figure("SELECTION", in: model), "6×3 · 8")
        let before = places(model)
        XCTAssertEqual(before.count, 3)
        for t in 1..<1000 { model.perform(.step, now: Double(t) * 0.01) }
        model.handle(.key(.letter("a"), .control), now: 20)
        XCTAssertEqual(figure("SELECTION", in: model), "236×394 · 457")
        XCTAssertEqual(places(model), before)
    }

    /// In hyperspeed the rate's column keeps the room of figures like 6.617e16 while paused, so
    /// the columns after it stay put; a narrow sparkline still says the span it covers.
    func testHyperspeedColumnsStayPutAndTheSparklineKeepsAShortLabel() throws {
        var values = HeaderValues()
        values.generation = 300_000_000_000_000_000
        values.population = 1 << 40
        values.hyperspeed = true
        values.bounds = CellRect(x: 0, y: 0, width: 1_500_000_000_000_000, height: 250_000_000_000_000)
        var analytics = Analytics()
        analytics.record(generation: 90_000_000_000_000_000, population: 1 << 39, now: 0)
        analytics.record(generation: 300_000_000_000_000_000, population: 1 << 40, now: 0.5)
        values.analytics = analytics
        let band = Rect(x: 0, y: 0, width: 1280, height: 64)
        var running = values
        running.isPlaying = true
        func place(_ label: String, _ layout: HeaderLayout) -> Double? { layout.figures.first { $0.label == label }?.labelFrame.x }
        let paused = HeaderLayout(values, band: band, theme: .builtIn), played = HeaderLayout(running, band: band, theme: .builtIn)
        XCTAssertNotEqual(played.figures.first { $0.label == "GEN/S" }?.value, "–", "a rate while it runs")
        XCTAssertEqual(paused.figures.first { $0.label == "GEN/S" }?.value, "–")
        for label in ["BOUNDS", "GROWTH"] {
            XCTAssertNotNil(place(label, paused), label)
            XCTAssertEqual(place(label, paused), place(label, played), "\(label) stays where it was")
        }
        // However narrow the room left for it, a sparkline drawn says what it spans.
        var drawn = 0
        for width in stride(from: 1280.0, through: 700, by: -4) {
            let layout = HeaderLayout(running, band: Rect(x: 0, y: 0, width: width, height: 64), theme: .builtIn)
            guard layout.sparkline != nil else { continue }
            drawn += 1
            XCTAssertEqual(layout.sparkLabel?.0.hasSuffix("GENS"), true, "at \(width) px")
        }
        XCTAssertGreaterThan(drawn, 10)
    }

    /// The value under a label in the header (the figure drawn right below it).
    func figure(_ label: String, in model: AppModel) -> String? {
        let texts = model.scene().texts
        guard let i = texts.firstIndex(of: label), i + 1 < texts.count else { return nil }
        return texts[i + 1]
    }

    func testGenerationsPerSecondIsMeasuredWhilePlayingAndBlankWhilePaused() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun))
        model.perform(.playPause, now: 0)
        for t in 1...20 { model.advance(to: Double(t) * 0.1) }
        XCTAssertEqual(figure("GEN/S", in: model), "10", "10 gen/s, the default speed, measured over the last second")
        model.perform(.playPause, now: 2.05)
        XCTAssertFalse(model.simulation.isPlaying)
        XCTAssertEqual(figure("GEN/S", in: model), "–", "paused, the last rate would be stale")
    }

    /// Change and growth over a step of many generations are averages: shown while the run goes,
    /// blank once it is paused there, where they would read as the last generation's (an ending
    /// found at full speed showed −0.63 cells); a step of one generation shows its change paused too.
    func testAnAverageChangeIsNotShownPaused() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.rPentomino))
        model.context.analytics.record(generation: 0, population: 5, now: 0)
        model.context.analytics.record(generation: 64, population: 5 + 64 * 3 / 4, now: 0.1)
        XCTAssertEqual(model.context.analytics.lastStepGenerations, 64)
        XCTAssertFalse(model.simulation.isPlaying)
        XCTAssertEqual(figure("CHANGE", in: model), "–")
        XCTAssertEqual(figure("GROWTH", in: model), "–")
        model.perform(.playPause, now: 0.2)
        XCTAssertEqual(figure("CHANGE", in: model), "+0.75", "an average while it runs")
        model.perform(.playPause, now: 0.25)
        model.context.analytics.record(generation: 65, population: 55, now: 0.3)
        XCTAssertEqual(figure("CHANGE", in: model), "+2", "one generation's change, paused")
    }

    func testTheSparklineIsLabelledWithTheGenerationsItCovers() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun))
        for t in 0..<30 { model.perform(.step, now: Double(t)) }
        XCTAssertTrue(model.scene().texts.contains("POPULATION · LAST 30 GENS"), "\(model.scene().texts)")
        let lines = model.scene().commands.filter { if case .line(_, _, let c) = $0 { return c == model.theme.colors.accent } else { return false } }
        XCTAssertEqual(lines.count, 30, "one segment between each two of the 31 generations seen (0 to 30)")
        model.perform(.clear, now: 40)
        XCTAssertFalse(model.scene().texts.contains { $0.hasPrefix("POPULATION · LAST") }, "Clear starts the sparkline over")
    }

    /// The sparkline spans its whole width however few its samples, and a leap in it is dashed:
    /// nothing was recorded across it.
    func testTheSparklineSpansItsWidthAndDashesALeap() {
        let view = HeaderView(theme: AppModel.forTests(windowSize: Size(1280, 800)).theme)
        let frame = Rect(x: 100, y: 10, width: 200, height: 30)
        func segments(_ values: [Double], _ generations: [Int64]) -> [(from: Point, to: Point)] {
            var list = RenderList()
            view.sparkline(values, generations: generations, in: frame, into: &list)
            return list.commands.compactMap { if case let .line(from, to, _) = $0 { return (from, to) } else { return nil } }
        }
        let two = segments([5, 6], [0, 1])
        XCTAssertEqual(two.count, 1)
        XCTAssertEqual(two[0].from.x, 100)
        XCTAssertEqual(two[0].to.x, 300, "two samples span the width (they drew a tick at its left edge)")
        // Generation 0, then a jump to 300: dashes across the width.
        let jump = segments([5, 900], [0, 300])
        XCTAssertGreaterThan(jump.count, 10)
        XCTAssertTrue(jump.allSatisfy { abs($0.to.x - $0.from.x) <= Stroke.dash }, "in dashes")
        // Steps of a generation, then a leap: only the leap is dashed.
        // Laid out by generation, as its label counts them: the three steps at the left edge, the leap across the rest.
        let mixed = segments([5, 6, 7, 8, 900], [0, 1, 2, 3, 300])
        XCTAssertTrue(mixed.prefix(3).allSatisfy { $0.to.x <= 103 }, "the three steps are whole segments at the left")
        XCTAssertGreaterThan(mixed.count, 20)
        XCTAssertTrue(mixed.dropFirst(3).allSatisfy { abs($0.to.x - $0.from.x) <= Stroke.dash }, "the leap in dashes")
        XCTAssertEqual(mixed.last?.to.x, 300)
        // Even steps of several generations a frame are not leaps.
        XCTAssertEqual(segments([5, 6, 7, 8], [0, 8, 16, 24]).count, 3)
    }

    /// The sentence before the first step counts the cells exactly, short past ten billion: a
    /// tree of 2^124 cells read "9 223 372 036 854 775 807 cells ready", the most an Int holds.
    func testTheCellsReadyAreCountedPastSixtyThreeBits() {
        XCTAssertEqual(HeaderView.cells(1), "1 cell")
        XCTAssertEqual(HeaderView.cells(1_468_612), "1\u{2009}468\u{2009}612 cells")
        XCTAssertEqual(HeaderView.cells(UInt128(1) << 124), "2.127e37 cells")
    }

    func testGrowthNeverReadsMinusZero() {
        XCTAssertEqual(HeaderView.percent(-0.01), "0.0%")
        XCTAssertEqual(HeaderView.percent(0.04), "0.0%")
        XCTAssertEqual(HeaderView.percent(-13.24), "-13.2%")
        XCTAssertEqual(HeaderView.percent(2.06), "+2.1%")
    }

    func testOneCellIsOneCell() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(0, 0)]))
        XCTAssertTrue(model.scene().texts.contains("1 cell ready. Press Play (Enter) or Step (Space) to see them evolve."))
    }
}
