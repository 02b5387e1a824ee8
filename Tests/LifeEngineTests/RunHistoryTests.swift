import XCTest
@testable import LifeEngine

final class RunHistoryTests: XCTestCase {
    /// Per-generation figures worked out from cell sets, apart from the engine's own counting.
    private func plainFigures(of cells: [Cell], generations: Int) -> [(population: Int, births: Int, deaths: Int)] {
        var current = Set(cells)
        var figures: [(Int, Int, Int)] = []
        for _ in 0..<generations {
            var counts: [Cell: Int] = [:]
            for c in current {
                for dy in -1...1 { for dx in -1...1 where dx != 0 || dy != 0 { counts[Cell(c.x + Int64(dx), c.y + Int64(dy)), default: 0] += 1 } }
            }
            var next = Set<Cell>()
            for (cell, n) in counts where n == 3 || (n == 2 && current.contains(cell)) { next.insert(cell) }
            figures.append((next.count, next.subtracting(current).count, current.subtracting(next).count))
            current = next
        }
        return figures
    }

    private let rPentomino = [Cell(1, 0), Cell(2, 0), Cell(0, 1), Cell(1, 1), Cell(1, 2)]

    func testSamplesHoldTheRunsFiguresAfterMerging() throws {
        let generations = 1200
        let truth = plainFigures(of: rPentomino, generations: generations)
        let universe = TiledLife(rule: .conway)
        universe.countsBirthsAndDeaths = true
        universe.load(rPentomino)
        var history = RunHistory(startingAt: 0, population: 5, capacity: 64)
        for _ in 0..<generations {
            universe.step()
            let counts = universe.lastStepBirthsAndDeaths
            history.record(generation: universe.generation, population: universe.exactPopulation,
                           births: counts?.births, deaths: counts?.deaths)
        }
        XCTAssertLessThanOrEqual(history.samples.count, 64)
        XCTAssertGreaterThan(history.samples.count, 16, "merging halves, it does not collapse")
        XCTAssertEqual(history.range, 0...Int64(generations))
        XCTAssertEqual(history.samples[0], HistorySample(first: 0, last: 0, population: 5))
        for (i, s) in history.samples.enumerated().dropFirst() {
            XCTAssertEqual(s.first, history.samples[i - 1].last + 1, "samples follow each other")
            XCTAssertLessThanOrEqual(s.generations, history.span)
            let stretch = truth[Int(s.first - 1)..<Int(s.last)]
            XCTAssertEqual(s.population, UInt128(truth[Int(s.last) - 1].population))
            XCTAssertEqual(s.lowest, UInt128(stretch.map(\.population).min()!))
            XCTAssertEqual(s.highest, UInt128(stretch.map(\.population).max()!))
            XCTAssertEqual(s.births, Int64(stretch.map(\.births).reduce(0, +)))
            XCTAssertEqual(s.deaths, Int64(stretch.map(\.deaths).reduce(0, +)))
        }
        let covering = try XCTUnwrap(history.sample(at: 700))
        XCTAssertTrue(covering.first <= 700 && 700 <= covering.last)
        XCTAssertNil(history.sample(at: 5000))
    }

    func testALeapHasNoBirthsOrDeathsAndKnownGenerationsAreNotRecordedTwice() {
        var history = RunHistory(startingAt: 10, population: 3)
        history.record(generation: 11, population: 4, births: 2, deaths: 1)
        history.record(generation: 11, population: 99, births: 50, deaths: 0)
        history.record(generation: 5, population: 99)
        history.record(generation: 1 << 20, population: 1000, births: 7, deaths: 7)
        XCTAssertEqual(history.samples, [
            HistorySample(first: 10, last: 10, population: 3),
            HistorySample(first: 11, last: 11, population: 4, births: 2, deaths: 1),
            HistorySample(first: 12, last: 1 << 20, population: 1000),
        ])
    }

    func testAnEditDropsTheFutureAndTheEndingAfterIt() {
        var history = RunHistory(startingAt: 0, population: 5)
        for g in 1...100 { history.record(generation: Int64(g), population: UInt128(g), births: 1, deaths: 0) }
        history.ending = HistoryEnding(generation: 80, summary: "Still life from generation 80")
        history.edited(at: 50, population: 7)
        XCTAssertEqual(history.range, 0...50)
        XCTAssertNil(history.ending)
        XCTAssertEqual(history.samples.last, HistorySample(first: 50, last: 50, population: 7))
        history.record(generation: 51, population: 8, births: 1, deaths: 0)
        XCTAssertEqual(history.range, 0...51)
        history.edited(at: 0, population: 1)
        XCTAssertEqual(history.samples, [HistorySample(first: 0, last: 0, population: 1)])
    }

    func testTheHistoryAsItStoodAtAGeneration() {
        var history = RunHistory(startingAt: 0, population: 5, capacity: 8)
        for g in 1...40 { history.record(generation: Int64(g), population: UInt128(g), births: 2, deaths: 1) }
        history.ending = HistoryEnding(generation: 30, summary: "Still life from generation 30")
        XCTAssertEqual(history.through(40, population: 40), history, "at the end: all of it")
        // Where a sample ends, it stays as recorded (births included).
        let boundary = history.samples[3].last
        let atBoundary = history.through(boundary, population: UInt128(boundary))
        XCTAssertEqual(atBoundary.samples, Array(history.samples[...3]))
        XCTAssertNil(atBoundary.ending, "the ending came later")
        // Inside a merged sample: cut there, the generation's population on its own.
        let inside = history.samples[5].first + 1
        let cut = history.through(inside, population: 77)
        XCTAssertEqual(cut.samples.last, HistorySample(first: inside, last: inside, population: 77))
        XCTAssertEqual(cut.range, 0...inside)
        XCTAssertEqual(history.through(35, population: 35).ending?.generation, 30, "an ending before the cut stays")
    }

    func testBytesRoundTripAndDamageIsNamed() throws {
        var history = RunHistory(startingAt: 3, population: 2, capacity: 8)
        for g in 4...40 { history.record(generation: Int64(g), population: UInt128(g) << 70, births: g, deaths: 1) }
        history.record(generation: 1 << 40, population: 12)
        history.ending = HistoryEnding(generation: 30, summary: "Oscillating with period 2 from generation 30 · ü")
        let bytes = RunHistoryCodec.encode(history)
        XCTAssertEqual(try RunHistoryCodec.decode(bytes), history)
        // Every cut is refused with a reason, never a crash.
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try RunHistoryCodec.decode(Array(bytes[0..<length]))) { error in
                XCTAssertTrue("\(error)".hasPrefix("the run's history cannot be read"), "\(error)")
            }
        }
        XCTAssertThrowsError(try RunHistoryCodec.decode(bytes + [0]))
        var wrongTag = bytes
        wrongTag[3] = 9
        XCTAssertThrowsError(try RunHistoryCodec.decode(wrongTag))
        // A sample count far past the capacity is refused before anything is allocated.
        var hugeCount = bytes
        let countOffset = 4 + 8 + 8 + 1 + 8 + 8 + history.ending!.summary.utf8.count
        for i in 0..<8 { hugeCount[countOffset + i] = 0xFF }
        XCTAssertThrowsError(try RunHistoryCodec.decode(hugeCount)) { XCTAssertTrue("\($0)".contains("sample count")) }
        // Overlapping samples do not make a history.
        XCTAssertNil(RunHistory(samples: [HistorySample(first: 0, last: 5, population: 1), HistorySample(first: 5, last: 6, population: 1)],
                                span: 1, capacity: 8, ending: nil))
        XCTAssertNil(RunHistory(samples: [HistorySample(first: 0, last: 0, population: 5, lowest: 6)], span: 1, capacity: 8, ending: nil))
    }
}
