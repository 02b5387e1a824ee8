import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeRun
@testable import LifeInterface
import HistoryFeature
@testable import LifeViewModel

/// The run's history: recorded as the app plays, drawn as a graph, hovered, clicked, saved.
final class HistoryPanelTests: XCTestCase {
    /// Live cells at each generation up to `last`, from plain cell sets (not the engine).
    func plainRun(_ cells: [Cell], to last: Int) -> [Set<Cell>] {
        var states = [Set(cells)]
        for _ in 0..<last {
            let current = states[states.count - 1]
            var counts: [Cell: Int] = [:]
            for c in current {
                for dy in -1...1 { for dx in -1...1 where dx != 0 || dy != 0 { counts[Cell(c.x + Int64(dx), c.y + Int64(dy)), default: 0] += 1 } }
            }
            states.append(Set(counts.filter { $0.value == 3 || ($0.value == 2 && current.contains($0.key)) }.keys))
        }
        return states
    }

    func playToTheEnd(_ model: AppModel) -> Double {
        model.simulation.generationsPerSecond = .infinity
        model.perform(.playPause, now: 0)
        var t = 0.0
        while model.simulation.ending == nil && t < 200 { t += 0.05; model.advance(to: t) }
        return t
    }

    func testTheGraphsFiguresAreTheRunsAndTheEndingIsMarked() throws {
        let pattern = Fixtures.pattern(Fixtures.rPentomino)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        _ = playToTheEnd(model)
        let ending = try XCTUnwrap(model.simulation.ending)
        XCTAssertEqual(ending.generation, 1103)
        let history = model.simulation.history
        XCTAssertEqual(history.ending?.generation, 1103)
        // The board shows the ending; the run went on while it was confirmed, and its past reaches further.
        XCTAssertEqual(model.simulation.generation, 1103)
        XCTAssertEqual(history.range.lowerBound, 0)
        XCTAssertGreaterThan(history.range.upperBound, 1103)
        let states = plainRun(pattern.cells, to: Int(history.range.upperBound))
        for s in history.samples.dropFirst() {
            let births = (Int(s.first)...Int(s.last)).map { states[$0].subtracting(states[$0 - 1]).count }.reduce(0, +)
            let deaths = (Int(s.first)...Int(s.last)).map { states[$0 - 1].subtracting(states[$0]).count }.reduce(0, +)
            let populations = (Int(s.first)...Int(s.last)).map { states[$0].count }
            XCTAssertEqual(s.population, UInt128(states[Int(s.last)].count), "generation \(s.last)")
            XCTAssertEqual(s.lowest, UInt128(populations.min()!))
            XCTAssertEqual(s.highest, UInt128(populations.max()!))
            XCTAssertEqual(s.births, Int64(births), "generations \(s.first)...\(s.last)")
            XCTAssertEqual(s.deaths, Int64(deaths))
        }
    }

    func testHoverShowsAGenerationsFiguresAndAPressGoesThere() throws {
        let pattern = Fixtures.pattern(Fixtures.acorn)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        for t in 1...200 { model.handle(.key(.space, []), now: Double(t)) }
        model.handle(.key(.letter("h"), []), now: 300)
        XCTAssertNotNil(model.topmost(HistoryPanel.self))
        let layout = HistoryPanel.layout(in: model.context)
        XCTAssertEqual(layout.range, 0...200)
        XCTAssertTrue(model.layout.grid.contains(layout.panel.center) && layout.panel.maxY <= model.layout.grid.maxY - 20,
                      "inside the grid, above the timeline bar")
        let states = plainRun(pattern.cells, to: 200)
        let point = Point(layout.x(for: 120), layout.graph.midY)
        model.handle(.pointerMoved(point), now: 301)
        let g = layout.generation(atX: point.x)
        let born = states[Int(g)].subtracting(states[Int(g) - 1]).count, died = states[Int(g) - 1].subtracting(states[Int(g)]).count
        XCTAssertTrue(model.scene().texts.contains("Gen \(g) · \(states[Int(g)].count) cells · \(born) born, \(died) died"),
                      "\(model.scene().texts.filter { $0.hasPrefix("Gen") })")
        model.handle(.pointerDown(point, .left), now: 302)
        model.handle(.pointerMoved(Point(layout.x(for: 60), layout.graph.midY)), now: 302)
        model.handle(.pointerUp(Point(layout.x(for: 60), layout.graph.midY), .left), now: 302)
        let landed = model.simulation.generation
        XCTAssertEqual(landed, layout.generation(atX: layout.x(for: 60)), "a drag on the graph follows the pointer")
        XCTAssertEqual(Set(model.simulation.universe.liveCells()), states[Int(landed)])
        XCTAssertEqual(model.simulation.history.range, 0...200, "going back keeps the run's history")
        // An edit there drops the run after it, and its undo brings it back, under a pointer that
        // has not moved: the figures shown are those under it each time (they stayed those of
        // the generation it was over before the range changed).
        let still = Point(layout.x(for: 30), layout.graph.midY)
        model.handle(.pointerMoved(still), now: 303)
        model.simulation.toggle(Cell(100, 100))
        let cut = HistoryPanel.layout(in: model.context)
        XCTAssertEqual(cut.range, 0...landed)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Gen \(cut.generation(atX: still.x)) · ") },
                      "\(model.scene().texts.filter { $0.hasPrefix("Gen") })")
        model.handle(.key(.letter("z"), .control), now: 304)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Gen \(layout.generation(atX: still.x)) · ") },
                      "\(model.scene().texts.filter { $0.hasPrefix("Gen") })")
    }

    /// A press on the graph far back frames life there, as a jump's landing is: a gun's stream
    /// half as long is not left in a corner of a view zoomed for the longer one (auto-zoom alone
    /// waits until life fits in under half the view).
    func testAPressFarBackFramesLifeThere() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun))
        model.perform(.playPause, now: 0)
        for t in 1...600 { model.advance(to: Double(t) * 0.1) }
        model.perform(.playPause, now: 60)
        for t in 1...30 { model.advance(to: 60 + Double(t) * 0.1) }
        model.handle(.key(.letter("h"), []), now: 64)
        let layout = HistoryPanel.layout(in: model.context)
        for t in 1...30 { model.advance(to: 64 + Double(t) * 0.01) }
        let far = model.camera.zoom
        let point = Point(layout.x(for: layout.range.upperBound * 6 / 10), layout.graph.midY)
        model.handle(.pointerDown(point, .left), now: 64)
        model.handle(.pointerUp(point, .left), now: 64)
        for t in 1...30 { model.advance(to: 64 + Double(t) * 0.1) }
        // Framed in the room the panel leaves: the zoom Fit gives there, whatever it was before.
        let bounds = try XCTUnwrap(model.simulation.universe.bounds), room = model.framing.room
        let framed = AutoZoom.fittingZoom(model.camera.viewBounds(of: bounds), viewport: room) / AutoZoom.headroom
        XCTAssertEqual(model.camera.zoom, framed, accuracy: framed * 0.02, "framed (it was \(far))")
        XCTAssertTrue(AutoZoom.innerAreaContains(bounds, camera: model.camera, room: room))
    }

    func testTheBoardStaysInUseBesideThePanel() {
        let model = AppModel.forTests(windowSize: Size(800, 600), pattern: Fixtures.pattern(Fixtures.acorn))
        model.perform(.history, now: 0)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Nothing has run yet") }, "an empty graph says why")
        model.handle(.key(.space, []), now: 1)
        XCTAssertEqual(model.simulation.generation, 1, "keys reach the board")
        XCTAssertFalse(model.scene().texts.contains { $0.hasPrefix("Nothing has run yet") })
        XCTAssertTrue(model.focusTargets.starts(with: [.history(.logScale), .history(.close)]), "in reading order: Log scale is left of close")
        XCTAssertTrue(model.focusTargets.contains(.button(.playPause)), "the bar stays in the Tab ring")
        let layout = HistoryPanel.layout(in: model.context)
        model.handle(.pointerDown(layout.logToggle.center, .left), now: 2)
        model.handle(.pointerUp(layout.logToggle.center, .left), now: 2)
        XCTAssertEqual(model.topmost(HistoryPanel.self)?.isLogarithmic, true)
        let grid = Point(model.layout.grid.midX, model.layout.grid.y + 20)
        XCTAssertFalse(layout.panel.contains(grid))
        let before = model.simulation.population
        model.handle(.pointerDown(grid, .left), now: 3)
        model.handle(.pointerUp(grid, .left), now: 3)
        XCTAssertNotNil(model.topmost(HistoryPanel.self), "a click on the grid leaves it open")
        XCTAssertEqual(model.simulation.population, before + 1, "and toggles the cell under it")
        model.handle(.key(.escape, []), now: 4)
        XCTAssertNil(model.topmost(HistoryPanel.self))
        model.perform(.history, now: 5)
        XCTAssertEqual(model.topmost(HistoryPanel.self)?.isLogarithmic, true, "it opens on the scale last chosen")
        model.perform(.history, now: 6)
        XCTAssertNil(model.topmost(HistoryPanel.self))
    }

    func testALeapIsDrawnWithoutBirthsAndAnEditDropsTheFuture() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.acorn))
        for t in 1...10 { model.handle(.key(.space, []), now: Double(t)) }
        model.perform(.jump, now: 20)
        model.handle(.text("5000"), now: 20)
        model.handle(.key(.enter, []), now: 20)
        var t = 20.0
        while model.simulation.isJumping && t < 80 { t += 0.05; model.advance(to: t) }
        let leap = try XCTUnwrap(model.simulation.history.samples.last)
        XCTAssertEqual(leap.first...leap.last, 11...5000)
        XCTAssertNil(leap.births)
        XCTAssertTrue(HistoryView.readout(leap).hasSuffix("births and deaths not counted (a leap)"))
        // Far out, as hyperspeed takes a run: the graph goes by the log of the generations, as the
        // timeline bar does (evenly, the 1,103 generations of an R-pentomino's run were one pixel
        // of a run to 8.8e16), and the figures under the pointer read short.
        let far = HistoryLayout(grid: model.layout.grid, metrics: model.theme.metrics, range: 0...88_380_000_000_000_000)
        XCTAssertTrue(far.axis.isLogarithmic)
        XCTAssertGreaterThan(far.x(for: 1103) - far.graph.x, 0.15 * far.graph.width)
        XCTAssertEqual(far.generation(atX: far.x(for: 1103)), 1103)
        XCTAssertTrue(HistoryView.readout(HistorySample(first: 19_140_298_416_325_712, last: 20_266_198_323_168_335, population: 5)).hasPrefix("Gens 1.914e16–2.027e16 · 5 cells"))
        let short = HistoryLayout(grid: model.layout.grid, metrics: model.theme.metrics, range: 0...1165)
        XCTAssertFalse(short.axis.isLogarithmic, "a short run evenly")
        let acorn = HistoryLayout(grid: model.layout.grid, metrics: model.theme.metrics, range: 0...5206)
        XCTAssertFalse(acorn.axis.isLogarithmic, "an acorn's run evenly too (a log scale put its generation 71 at the middle)")
        XCTAssertTrue(HistoryLayout(grid: model.layout.grid, metrics: model.theme.metrics, range: 0...1_000_000).axis.isLogarithmic, "a million generations by the log")
        XCTAssertTrue(model.simulation.go(to: 8))
        model.simulation.toggle(Cell(50, 50))
        XCTAssertEqual(model.simulation.history.range, 0...8, "an edit in the past drops the history after it")
    }

    /// The population line is dashed across a stretch where nothing was recorded (a leap), and
    /// solid where figures were recorded close together.
    func testALeapIsDashedWhereNothingWasRecorded() {
        let theme = AppModel.forTests(windowSize: Size(1280, 800)).theme
        var texts: [String] = []
        func populationLines(_ history: RunHistory) -> [(from: Point, to: Point)] {
            var list = RenderList()
            HistoryView(theme: theme).draw(HistoryPanel(), history: history, grid: Rect(x: 0, y: 0, width: 1280, height: 700),
                                           generation: 0, into: &list)
            texts = list.commands.compactMap { if case let .text(text, _, _, _, _) = $0 { return text } else { return nil } }
            return list.commands.compactMap {
                if case let .line(from, to, color) = $0, color == theme.colors.text, from.y != to.y || from.x != to.x, from.x != to.x {
                    return (from, to)
                }
                return nil
            }
        }
        var leap = RunHistory(startingAt: 0, population: 5)
        for g in 1...10 { leap.record(generation: Int64(g), population: UInt128(5 + g)) }
        leap.record(generation: 5000, population: 900)
        // (On the graph's log scale the first ten generations take a good part of it, joined; the leap is after them.)
        let afterTen = HistoryLayout(grid: Rect(x: 0, y: 0, width: 1280, height: 700), metrics: theme.metrics, range: leap.range).x(for: 10)
        let dashed = populationLines(leap).filter { $0.from.x >= afterTen.rounded(.down) }
        XCTAssertGreaterThan(dashed.count, 50, "the leap is drawn in many short dashes")
        for piece in dashed {
            let length = ((piece.to.x - piece.from.x) * (piece.to.x - piece.from.x) + (piece.to.y - piece.from.y) * (piece.to.y - piece.from.y)).squareRoot()
            XCTAssertLessThanOrEqual(length, Stroke.dash + 0.001)
        }
        XCTAssertGreaterThan(zip(dashed, dashed.dropFirst()).filter { $0.to.x < $1.from.x }.count, dashed.count - 4, "gaps between the dashes")
        XCTAssertTrue(texts.contains { $0.hasPrefix("Dashed: a leap, nothing recorded between") }, "\(texts)")
        var steady = RunHistory(startingAt: 0, population: 5)
        // (A run of 2,000 generations, drawn evenly: one past that goes by the log, where its first figures lie far apart.)
        for g in stride(from: 4, through: 2000, by: 4) { steady.record(generation: Int64(g), population: UInt128(5 + g / 10)) }
        let solid = populationLines(steady)
        XCTAssertGreaterThan(solid.count, 50)
        XCTAssertTrue(zip(solid, solid.dropFirst()).allSatisfy { $0.to == $1.from }, "figures close together are joined")
        XCTAssertFalse(texts.contains { $0.hasPrefix("Dashed") })
        // A short run recorded generation by generation is drawn whole, its figures far apart
        // (20 generations across the graph drew every segment dashed), with births counted or not.
        for counted in [true, false] {
            var short = RunHistory(startingAt: 0, population: 5)
            for g in 1...20 { short.record(generation: Int64(g), population: UInt128(5 + g % 3), births: counted ? 2 : nil, deaths: counted ? 1 : nil) }
            let whole = populationLines(short)
            XCTAssertEqual(whole.count, 20, "one segment a generation")
            XCTAssertTrue(zip(whole, whole.dropFirst()).allSatisfy { $0.to == $1.from })
            XCTAssertFalse(texts.contains { $0.hasPrefix("Dashed") })
        }
    }

    func testASmallWindowKeepsTheGraphReadable() {
        for size in [Size(640, 480), Size(800, 600), Size(1280, 800)] {
            let model = AppModel.forTests(windowSize: size, pattern: Fixtures.pattern(Fixtures.acorn))
            model.perform(.step, now: 0)
            model.perform(.history, now: 0)
            let layout = HistoryPanel.layout(in: model.context)
            XCTAssertGreaterThanOrEqual(layout.graph.height, 60, "\(size)")
            XCTAssertGreaterThan(layout.title.width, 100)
            XCTAssertTrue(layout.panel.x >= model.layout.grid.x && layout.panel.maxX <= model.layout.grid.maxX)
            XCTAssertGreaterThanOrEqual(layout.panel.y, model.layout.grid.y)
        }
    }

    func testPlayingOnPastTheKnownEndingNeitherStopsAtOnceNorMovesTheMark() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.rPentomino))
        var t = playToTheEnd(model)
        XCTAssertEqual(model.simulation.history.ending?.generation, 1103)
        let reached = model.simulation.generation
        XCTAssertTrue(model.context.travel(to: (1103 + reached) / 2))
        model.simulation.generationsPerSecond = 10
        model.perform(.playPause, now: t)
        for _ in 0..<30 { t += 0.1; model.advance(to: t) }
        XCTAssertTrue(model.simulation.isPlaying, "the run plays on through what it left")
        XCTAssertNil(model.simulation.ending)
        XCTAssertEqual(model.simulation.history.ending?.generation, 1103, "the mark stays where the ending was found")
        // Before the ending, auto-stop finds it again at the same place.
        model.perform(.playPause, now: t)
        XCTAssertTrue(model.context.travel(to: 1000))
        model.simulation.generationsPerSecond = .infinity
        model.perform(.playPause, now: t)
        while model.simulation.ending == nil && t < 400 { t += 0.05; model.advance(to: t) }
        XCTAssertEqual(model.simulation.ending?.generation, 1103)
    }

    func testTheHeaderFiguresFollowTheGenerationShown() {
        let pattern = Fixtures.pattern(Fixtures.acorn)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        for t in 1...30 { model.perform(.step, now: Double(t)) }
        for _ in 0..<10 { model.perform(.stepBack, now: 40) }
        XCTAssertEqual(model.simulation.generation, 20)
        let states = plainRun(pattern.cells, to: 20)
        XCTAssertEqual(model.analytics.generations.last, 20)
        XCTAssertEqual(model.analytics.change, Double(states[20].count - states[19].count), "the change into generation 20")
        XCTAssertEqual(model.analytics.history.count, 21, "the sparkline holds generations 0 to 20")
        XCTAssertTrue(model.context.travel(to: 0))
        XCTAssertNil(model.analytics.change, "nothing before the start")
    }

    func testTheJumpKeysLetterIsNotTypedIntoItsField() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.acorn))
        model.handle(.key(.letter("g"), []), now: 0)
        model.handle(.text("g"), now: 0)
        XCTAssertEqual(model.prompt?.field.text, "", "the key that opened the prompt is not text for it")
        model.handle(.text("g"), now: 0)
        XCTAssertEqual(model.prompt?.field.text, "g", "a g typed afterwards is")
    }
}
