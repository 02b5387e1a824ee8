import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeRun
@testable import LifeViewModel
@testable import HeaderFeature

final class AnalyticsTests: XCTestCase {
    func testChangeGrowthRateAndHistory() {
        var a = Analytics()
        XCTAssertNil(a.change)
        XCTAssertNil(a.measuredRate)
        a.record(generation: 0, population: 100, now: 0)
        a.record(generation: 1, population: 110, now: 0.1)
        XCTAssertEqual(a.change, 10)
        XCTAssertEqual(a.growthPercent!, 10, accuracy: 1e-9)
        a.record(generation: 11, population: 60, now: 0.5)
        XCTAssertEqual(a.change, -5, "change is per generation")
        XCTAssertEqual(a.measuredRate!, 22, accuracy: 1e-9)
        a.record(generation: 41, population: 60, now: 2)
        XCTAssertNil(a.measuredRate, "only readings from the last second count")
        for g in 42..<(42 + Int64(Analytics.capacity) + 10) { a.record(generation: g, population: UInt128(g), now: 3) }
        XCTAssertEqual(a.history.count, Analytics.capacity)
        XCTAssertEqual(a.history.last, UInt128(42 + Analytics.capacity + 9))
        a.record(generation: 5, population: 1, now: 4)
        XCTAssertEqual(a.history, [1], "going back in time (a reset) starts over")
        a.record(generation: 5, population: 2, now: 4)
        XCTAssertEqual(a.history, [2], "the same generation updates its sample")
        // Back to a generation within the samples (auto-stop shows where settled debris began):
        // the ones after it go, the rest stay.
        var b = Analytics()
        for g in 0...50 { b.record(generation: Int64(g), population: UInt128(g), now: 0) }
        b.record(generation: 30, population: 300, now: 1)
        XCTAssertEqual(b.generations, Array(0...30).map(Int64.init))
        XCTAssertEqual(b.history.last, 300)
    }

    /// Over a step of several generations the change is their average, not a truncated ±0 (a
    /// frame at full speed, or the timeline's coarse samples after a scrub), and the header says so.
    func testAChangeOverSeveralGenerationsIsTheirAverage() {
        var a = Analytics()
        a.record(generation: 504, population: 100, now: 0)
        a.record(generation: 512, population: 105, now: 1)
        XCTAssertEqual(a.change, 0.625)
        XCTAssertEqual(HeaderView.change(0.625), "+0.62")
        XCTAssertEqual(HeaderView.change(-2.5), "−2.5")
        XCTAssertEqual(HeaderView.change(-3), "−3")
        XCTAssertEqual(HeaderView.change(12.4), "+12")
        XCTAssertEqual(HeaderView.change(0), "±0")
        XCTAssertEqual(HeaderView.change(-0.004), "−0.004")
    }

    /// An edit after a step (the population changes, the generation does not) leaves no change
    /// figure until the next step: the last one no longer leads to the board shown.
    func testAnEditLeavesNoChangeFigureUntilTheNextStep() {
        var a = Analytics()
        a.record(generation: 0, population: 100, now: 0)
        a.record(generation: 8, population: 99, now: 1)
        XCTAssertEqual(a.change, -0.125)
        a.record(generation: 8, population: 99, now: 1.5)
        XCTAssertEqual(a.change, -0.125, "the same board seen again")
        a.record(generation: 8, population: 140, now: 2)
        XCTAssertNil(a.change, "edited")
        XCTAssertNil(a.growthPercent)
        a.record(generation: 9, population: 150, now: 3)
        XCTAssertEqual(a.change, 10, "the next step has its own")
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.rPentomino))
        for i in 0..<5 { model.perform(.step, now: Double(i)) }
        XCTAssertNotNil(model.context.analytics.change)
        model.simulation.toggle(Cell(40, 40))
        model.advance(to: 6)
        XCTAssertNil(model.context.analytics.change, "a click on the board after a step")
        let texts = model.scene().texts
        let born = try! XCTUnwrap(texts.firstIndex(of: "BORN / DIED"), "\(texts)")
        XCTAssertEqual(texts[born + 1], "–", "the last step's births and deaths no longer lead to the board")
    }

    func testSparklineIsDrawnFromTheHistory() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(5, 5), Cell(5, 6)]))
        model.simulation.autoStopEnabled = false
        for i in 0..<10 { model.perform(.step, now: Double(i)) }
        let lines = model.scene().commands.filter {
            if case .line(_, _, let color) = $0 { return color == model.theme.colors.accent } else { return false }
        }
        XCTAssertEqual(lines.count, 10, "one segment between each of the 11 samples")
    }

    func testFiguresStayExactPastSixtyFourBits() {
        var a = Analytics()
        let big = UInt128(UInt64.max) * 4
        a.record(generation: 1 << 40, population: big, now: 0)
        a.record(generation: (1 << 40) + 2, population: big + 10, now: 1)
        XCTAssertEqual(a.change, 5, "not a saturated ±0")
        a.record(generation: (1 << 40) + 4, population: big - 2, now: 2)
        XCTAssertEqual(a.change, -6)
        XCTAssertEqual(a.growthPercent!, -6 / Double(big + 10) * 100, accuracy: 1e-30)
    }
}
