import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeRun
@testable import LifeInterface
@testable import CensusFeature
@testable import EditingFeature
@testable import LifeViewModel

/// The Details panel: the census of what an ending left, highlighting on the grid, Identify.
final class CensusPanelTests: XCTestCase {
    /// The R-pentomino run at full speed until auto-stop shows its ending.
    func endedRPentomino(size: Size = Size(1280, 800)) -> AppModel {
        AppModel.playedToItsEnding(Fixtures.pattern(Fixtures.rPentomino), windowSize: size).model
    }

    func click(_ model: AppModel, _ point: Point) {
        model.handle(.pointerDown(point, .left), now: 200)
        model.handle(.pointerUp(point, .left), now: 200)
    }

    /// Identify names a gun (it said "not a still life, oscillator or spaceship" of the Gosper gun).
    func testIdentifyNamesAGun() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun))
        for t in 1...5 { model.perform(.step, now: Double(t) * 0.01) }
        model.handle(.key(.letter("i"), []), now: 1)
        let panel = try XCTUnwrap(model.topmost(CensusPanel.self))
        XCTAssertEqual(panel.title, "Identify: gun")
        XCTAssertEqual(panel.report.first, "Gun, period 30")
    }

    /// With a selection, Identify looks at the cells inside it: a beehive selected beside a glider
    /// is a beehive, while the whole board is neither (the glider flies away from it).
    func testIdentifyLooksAtTheSelection() throws {
        let beehive = [Cell(1, 0), Cell(2, 0), Cell(0, 1), Cell(3, 1), Cell(1, 2), Cell(2, 2)]
        let glider = [Cell(21, 0), Cell(22, 1), Cell(20, 2), Cell(21, 2), Cell(22, 2)]
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: beehive + glider, rule: .conway))
        model.handle(.key(.letter("i"), []), now: 0)
        XCTAssertEqual(try XCTUnwrap(model.topmost(CensusPanel.self)).report.first, "Not a still life, oscillator or")
        model.handle(.key(.escape, []), now: 0)
        model.editing.selection = CellRect(x: -1, y: -1, width: 6, height: 5)
        model.handle(.key(.letter("i"), []), now: 1)
        XCTAssertEqual(try XCTUnwrap(model.topmost(CensusPanel.self)).title, "Identify: beehive")
        model.handle(.key(.escape, []), now: 1)
        model.editing.selection = CellRect(x: 10, y: 10, width: 3, height: 3)
        model.handle(.key(.letter("i"), []), now: 2)
        XCTAssertNil(model.topmost(CensusPanel.self))
        XCTAssertEqual(model.notice, "Nothing to identify in the selection: it holds no live cells")
    }

    /// On a torus the census counts what keeps clear of its edges, an object across them whole;
    /// what goes round it (a glider) is said to reach across them.
    func testDetailsOnATorus() throws {
        let torus = Topology.torus(width: 16, height: 16)
        // With a lone cell that dies, so that the ending comes after the start (one already there runs on).
        let corner = [Cell(15, 15), Cell(0, 15), Cell(15, 0), Cell(0, 0)], blinker = [Cell(6, 7), Cell(7, 7), Cell(8, 7)]
        let (settled, time) = AppModel.playedToItsEnding(Pattern(cells: corner + blinker + [Cell(11, 12)], topology: torus), windowSize: Size(800, 600))
        XCTAssertNotNil(settled.simulation.ending)
        // The board framed whole clears the ending's banner (its top rows went on under it).
        settled.advance(to: time + 2)
        let banner = BannerLayout(grid: settled.layout.grid, metrics: settled.theme.metrics).panel
        XCTAssertGreaterThanOrEqual(settled.camera.screenRect(of: Cell(0, 0)).y, banner.maxY, "the board's top row shows below the banner")
        XCTAssertLessThanOrEqual(settled.camera.screenRect(of: Cell(15, 15)).maxY, settled.layout.grid.maxY)
        click(settled, BannerLayout(grid: settled.layout.grid, metrics: settled.theme.metrics).details.center)
        let panel = try XCTUnwrap(settled.topmost(CensusPanel.self))
        XCTAssertEqual(panel.entries.map(\.name), ["blinker", "block"])
        XCTAssertNil(panel.note)
        XCTAssertEqual(Set(panel.entries[1].boxes), [CellRect(x: 15, y: 15, width: 1, height: 1), CellRect(x: 0, y: 15, width: 1, height: 1),
                                                    CellRect(x: 15, y: 0, width: 1, height: 1), CellRect(x: 0, y: 0, width: 1, height: 1)],
                       "the block across the corner is outlined in its four corners")
        // Shown at the cycle's first generation (auto-stop takes the board back there), 1: the blinker standing.
        XCTAssertEqual(settled.simulation.generation, settled.simulation.ending?.generation)
        XCTAssertEqual(settled.simulation.generation, 1)
        XCTAssertEqual(panel.entries[0].boxes, [CellRect(x: 7, y: 6, width: 1, height: 3)], "the blinker where it is")
        let board = CellRect(x: 0, y: 0, width: 16, height: 16)
        XCTAssertEqual(CensusPanel.wrapped(CellRect(x: 3, y: 4, width: 2, height: 2), on: board), [CellRect(x: 3, y: 4, width: 2, height: 2)])
        XCTAssertEqual(CensusPanel.wrapped(CellRect(x: 14, y: 4, width: 4, height: 2), on: board),
                       [CellRect(x: 14, y: 4, width: 2, height: 2), CellRect(x: 0, y: 4, width: 2, height: 2)])
        XCTAssertEqual(CensusPanel.wrapped(CellRect(x: 17, y: 18, width: 2, height: 2), on: board), [CellRect(x: 1, y: 2, width: 2, height: 2)])
        let round = AppModel.playedToItsEnding(Pattern(cells: Fixtures.pattern(Fixtures.glider).cells.map { $0.offset(by: 5, 5) } + [Cell(13, 1)],
                                                       topology: torus)).model
        XCTAssertNotNil(round.simulation.ending)
        click(round, BannerLayout(grid: round.layout.grid, metrics: round.theme.metrics).details.center)
        XCTAssertEqual(round.topmost(CensusPanel.self)?.note, "No census: what is left reaches the board's edges.")
        XCTAssertFalse(round.scene().texts.contains { $0.hasPrefix("Choose a row") }, "no row to choose")
    }

    /// The panel's title keeps its generation in view: in a small window it steps down to a
    /// smaller type rather than being cut before the number.
    func testTheTitleStepsDownInASmallWindowSoItsNumberShows() throws {
        func titleSize(_ size: Size) throws -> Double {
            let model = endedRPentomino(size: size)
            click(model, BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).details.center)
            for case let .text(text, _, style, _, _) in model.scene().commands where text == "Left at generation 1\u{2009}103" { return style.size }
            XCTFail("no title at \(size)")
            return 0
        }
        let type = AppModel.forTests(windowSize: Size(640, 480)).theme.type
        XCTAssertEqual(try titleSize(Size(1280, 800)), type.panelTitle.size)
        XCTAssertLessThan(try titleSize(Size(640, 480)), type.panelTitle.size)
    }

    func testDetailsListsWhatTheRPentominoLeftAndIdentifiesARow() throws {
        let model = endedRPentomino()
        XCTAssertEqual(model.simulation.ending?.generation, 1103)
        let banner = BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics)
        XCTAssertTrue(model.scene().texts.contains("Details"))
        click(model, banner.details.center)
        let panel = try XCTUnwrap(model.topmost(CensusPanel.self))
        XCTAssertEqual(panel.title, "Left at generation 1\u{2009}103")
        // LifeWiki: 8 blocks, 6 gliders, 4 blinkers, 4 beehives, a boat, a ship and a loaf.
        XCTAssertEqual(panel.entries.map(\.count), [8, 6, 4, 4, 1, 1, 1])
        XCTAssertEqual(panel.entries.map(\.name), ["block", "glider", "blinker", "beehive", "boat", "ship", "loaf"])
        XCTAssertEqual(panel.entries[1].headings.split(separator: ",").count >= 1, true)
        let texts = model.scene().texts
        for text in ["Left at generation 1\u{2009}103", "block", "×8", "glider", "xq4_153", "Choose a row to identify that object."] {
            XCTAssertTrue(texts.contains { $0 == text || $0.hasPrefix(text + " ·") }, "\(text) in \(texts)")
        }
        // Hovering the blocks' row outlines the eight blocks on the grid.
        let layout = panel.layout(in: model.context)
        let accentFills = { model.scene().commands.filter { if case .fill(_, let c, _) = $0 { return c == model.theme.colors.accent } else { return false } }.count }
        let before = accentFills()
        model.handle(.pointerMoved(layout.rows[0].frame.center), now: 200)
        XCTAssertEqual(model.topmost(CensusPanel.self)?.hovered, 0)
        XCTAssertEqual(accentFills() - before, 8 * 4, "a four-sided frame around each block")
        // Drawn within the grid below the banner: a frame at an edge stays off it and the control bar.
        let commands = model.scene().commands
        let grid = model.layout.grid, top = BannerLayout(grid: grid, metrics: model.theme.metrics).panel.maxY
        let below = Rect(x: grid.x, y: top, width: grid.width, height: grid.maxY - top)
        let clipped = commands.indices.dropLast(4).contains { i in
            guard case .clip(below) = commands[i] else { return false }
            return commands[(i + 1)...(i + 4)].allSatisfy { if case .fill(_, let c, _) = $0 { return c == model.theme.colors.accent } else { return false } }
        }
        XCTAssertTrue(clipped, "the frames come after a clip to the grid below the banner")
        // A click on the gliders' row shows Identify's report for a glider.
        click(model, layout.rows[1].frame.center)
        XCTAssertEqual(model.topmost(CensusPanel.self)?.chosen, 1)
        let report = try XCTUnwrap(model.topmost(CensusPanel.self)?.report)
        XCTAssertEqual(report.first, "glider: Spaceship, period 4, mod 2", "the figures name what they are about")
        // One of the six, whichever way it flies: one cell each way every four generations.
        XCTAssertTrue(["(1, 1)", "(1, -1)", "(-1, 1)", "(-1, -1)"].map { "Speed c/4 diagonal, moves " + $0 }.contains(report[1]), report[1])
        XCTAssertTrue(model.scene().texts.contains(report[1]))
        // Escape closes it; the banner's Details opens it again, and a click outside closes it.
        model.handle(.key(.escape, []), now: 200)
        XCTAssertNil(model.topmost(CensusPanel.self))
        click(model, banner.details.center)
        XCTAssertNotNil(model.topmost(CensusPanel.self))
        click(model, Point(model.layout.grid.x + 20, model.layout.grid.maxY - 20))
        XCTAssertNil(model.topmost(CensusPanel.self))
    }

    /// Choosing a row whose objects are all out of view (the R-pentomino's gliders, beyond its
    /// framed debris, or at an edge under the banner) moves the view to one of them at the same
    /// zoom, left of the panel and below the banner; a row in view leaves it be, unless its objects
    /// are specks (far out in a small window: the view comes closer, where it stayed at a dot).
    func testChoosingARowOutOfViewMovesTheViewToOneOfItsObjects() throws {
        for size in [Size(1280, 800), Size(640, 480)] {
            let model = endedRPentomino(size: size)
            var t = 200.0
            for _ in 0..<60 { t += 0.05; model.advance(to: t) }  // the camera's move to the debris ends
            click(model, BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).details.center)
            for _ in 0..<60 { t += 0.05; model.advance(to: t) }  // the debris framed again beside the panel
            let panel = try XCTUnwrap(model.topmost(CensusPanel.self))
            let layout = panel.layout(in: model.context), grid = model.layout.grid
            let top = BannerLayout(grid: grid, metrics: model.theme.metrics).panel.maxY
            let room = Rect(x: grid.x, y: top, width: layout.panel.x - grid.x, height: grid.maxY - top).insetBy(8, 8)
            func showing(_ boxes: [CellRect]) -> Int {
                boxes.filter { box in
                    let a = model.camera.screenRect(of: Cell(box.x, box.y)), b = model.camera.screenRect(of: Cell(box.maxX - 1, box.maxY - 1))
                    return room.contains(Point((a.x + b.maxX) / 2, (a.y + b.maxY) / 2))
                }.count
            }
            if size == Size(1280, 800) { XCTAssertEqual(showing(panel.entries[1].boxes), 0, "no glider in view") }
            let zoom = model.camera.zoom, centre = model.camera.center
            click(model, layout.rows[0].frame.center)
            for _ in 0..<60 { t += 0.05; model.advance(to: t) }
            if size == Size(1280, 800) {
                XCTAssertEqual(model.camera.center, centre, "the blocks are in view: the view stays")
                click(model, layout.rows[1].frame.center)
                for _ in 0..<60 { t += 0.05; model.advance(to: t) }
                XCTAssertGreaterThanOrEqual(showing(panel.entries[1].boxes), 1, "a glider in view")
                XCTAssertEqual(model.camera.zoom, zoom, accuracy: 1e-9, "at the same zoom")
            } else {
                // Far out in a small window the blocks are specks (2 cells at \(zoom) px): the view
                // comes closer, a block 24 px across, and so for the gliders.
                XCTAssertLessThan(2 * zoom, CensusPanel.smallestShown)
                XCTAssertEqual(model.camera.zoom, 4 * CensusPanel.smallestShown / 2, accuracy: 1e-9)
                XCTAssertGreaterThanOrEqual(showing(panel.entries[0].boxes), 1, "a block in view")
                click(model, layout.rows[1].frame.center)
                for _ in 0..<60 { t += 0.05; model.advance(to: t) }
                XCTAssertGreaterThanOrEqual(showing(panel.entries[1].boxes), 1, "a glider in view")
            }
            XCTAssertNotNil(model.topmost(CensusPanel.self), "the panel stays open")
        }
    }

    /// A key of the board's (Delete) while Details is open says why nothing happens.
    func testABoardKeyUnderThePanelSaysWhyNothingHappens() throws {
        let model = endedRPentomino()
        click(model, BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).details.center)
        XCTAssertNotNil(model.topmost(CensusPanel.self))
        model.handle(.key(.delete, []), now: 200)
        XCTAssertEqual(model.simulation.population, 116, "the board is as it was")
        XCTAssertEqual(model.notice, "That key works on the board: close the panel first (Esc)")
        XCTAssertTrue(model.scene().texts.contains(model.notice!), "shown with the ending's banner up, over the header")
        // Without the panel, a notice shows below the banner (it used to wait for the banner to go).
        model.handle(.key(.escape, []), now: 201)
        model.run(.undo, now: 201)
        XCTAssertEqual(model.notice, "Nothing to undo")
        XCTAssertNotNil(model.simulation.ending)
        let banner = BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).panel
        let frames = model.scene().commands.compactMap { if case .text("Nothing to undo", let frame, _, _, _) = $0 { return frame } else { return nil } }
        XCTAssertEqual(frames.count, 1)
        XCTAssertGreaterThan(frames.first?.y ?? 0, banner.maxY, "below the banner")
    }

    /// With Details open, the banner's Keep running plays on (and closes the panel), in one click.
    func testKeepRunningWorksWithDetailsOpen() throws {
        let model = endedRPentomino()
        let banner = BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics)
        click(model, banner.details.center)
        XCTAssertNotNil(model.topmost(CensusPanel.self))
        click(model, banner.button.center)
        XCTAssertNil(model.topmost(CensusPanel.self))
        XCTAssertTrue(model.simulation.isPlaying, "one click plays on")
        XCTAssertNil(model.simulation.ending)
    }

    func testThePanelFitsAndIsReachedByKeyboardAtEverySize() throws {
        for size in [Size(640, 480), Size(800, 600), Size(1280, 800)] {
            let model = endedRPentomino(size: size)
            XCTAssertTrue(model.focusTargets.contains(.button(.details)), "\(size): Tab reaches the banner's Details")
            while model.focus != .button(.details) { model.handle(.key(.tab, []), now: 200) }
            model.handle(.key(.enter, []), now: 200)
            let panel = try XCTUnwrap(model.topmost(CensusPanel.self), "\(size)")
            let layout = panel.layout(in: model.context)
            XCTAssertGreaterThanOrEqual(layout.panel.x, model.layout.grid.x)
            XCTAssertLessThanOrEqual(layout.panel.maxY, model.layout.grid.maxY)
            XCTAssertGreaterThanOrEqual(layout.panel.y, BannerLayout(grid: model.layout.grid, metrics: model.theme.metrics).panel.maxY,
                                        "\(size): below the banner, never over it")
            XCTAssertEqual(model.focusTargets.count, 1 + 7)
            model.handle(.key(.tab, .shift), now: 200)
            XCTAssertEqual(model.focus, .census(.entry(6)))
            XCTAssertNotNil(model.focusFrame, "\(size): the last row scrolled into view")
            XCTAssertEqual(model.topmost(CensusPanel.self)?.hovered, 6, "\(size): the focused row's objects are outlined on the grid")
            model.handle(.key(.space, []), now: 200)
            XCTAssertEqual(model.topmost(CensusPanel.self)?.chosen, 6)
            XCTAssertEqual(model.topmost(CensusPanel.self)?.report.first, "loaf: Still life")
            XCTAssertEqual(model.topmost(CensusPanel.self)?.entries[6].code, "xs7_2596")
            // The row chosen stays in sight, ring and all, as the figures take their room at the foot.
            XCTAssertEqual(model.focus, .census(.entry(6)), "\(size)")
            XCTAssertNotNil(model.focusFrame, "\(size): the chosen row and its ring still show")
        }
    }

    func testIdentifyTheWholePatternWithI() throws {
        var pulsar = Pattern(cells: [])
        pulsar.cells = Fixtures.pattern("x = 13, y = 13\n2b3o3b3o2$o4bobo4bo$o4bobo4bo$o4bobo4bo$2b3o3b3o2$2b3o3b3o$o4bobo4bo$o4bobo4bo$o4bobo4bo2$2b3o3b3o!").cells
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pulsar)
        model.handle(.key(.letter("i"), []), now: 0)
        let panel = try XCTUnwrap(model.topmost(CensusPanel.self))
        XCTAssertEqual(panel.title, "Identify: pulsar", "its name when it has one")
        XCTAssertEqual(panel.note, "xp3_co9nas0san9oczgoldlo0oldlogz1047210127401")
        XCTAssertEqual(panel.report, ["Oscillator, period 3, mod 3", "Population 48 to 72, average 58.7", "Bounding box 15 x 15",
                                      "Rotor 64 cells, stator 24", "Heat 42.7, temperature 67%", "Volatility 0.73"])
        // A pattern that settles into a cycle later says from which of the board's generations, in full.
        // (A T-tetromino becomes a traffic light at generation 9, by LifeWiki and `life identify`.)
        let settling = AppModel.forTests(windowSize: Size(640, 480), pattern: Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(1, 1)]))
        for _ in 0..<3 { settling.handle(.key(.space, []), now: 0) }
        settling.handle(.key(.letter("i"), []), now: 0)
        XCTAssertEqual(settling.simulation.generation, 3)
        XCTAssertEqual(settling.topmost(CensusPanel.self)?.report.count, 7)
        XCTAssertTrue(settling.scene().texts.contains("Settles into it from generation 9"), "\(settling.scene().texts)")
        let growing = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.rPentomino))
        growing.handle(.key(.letter("i"), []), now: 0)
        XCTAssertEqual(growing.topmost(CensusPanel.self)?.report, ["Not a still life, oscillator or", "spaceship with a period up to 4\u{2009}096."],
                       "as far as `life identify` looks by default")
        let empty = AppModel.forTests(windowSize: Size(1280, 800))
        empty.handle(.key(.letter("i"), []), now: 0)
        XCTAssertNil(empty.topmost(CensusPanel.self))
        XCTAssertEqual(empty.notice, "Nothing to identify: the board is empty")
        // On a bounded board (as LifeViewer): what keeps clear of the edges is identified, on any
        // of Golly's grids; what reaches them within a period is said to.
        for topology in [Topology.torus(width: 16, height: 16), try Topology(suffix: "K16*,16"), try Topology(suffix: "P16,16")] {
            let middle = Pattern(cells: Fixtures.pattern(Fixtures.blinker).cells.map { $0.offset(by: 7, 8) }, topology: topology)
            let clear = AppModel.forTests(windowSize: Size(1280, 800), pattern: middle)
            clear.handle(.key(.letter("i"), []), now: 0)
            XCTAssertEqual(clear.topmost(CensusPanel.self)?.title, "Identify: blinker", "\(topology)")
            let glider = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.pattern(Fixtures.glider).cells.map { $0.offset(by: 6, 6) }, topology: topology))
            glider.handle(.key(.letter("i"), []), now: 0)
            XCTAssertEqual(glider.topmost(CensusPanel.self)?.title, "Identify: glider", "\(topology)")
            let edge = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.pattern(Fixtures.blinker).cells.map { $0.offset(by: 0, 8) }, topology: topology))
            edge.handle(.key(.letter("i"), []), now: 0)
            if case .torus = topology {
                XCTAssertEqual(edge.topmost(CensusPanel.self)?.title, "Identify: blinker", "a torus is cut open elsewhere")
            } else {
                XCTAssertEqual(edge.topmost(CensusPanel.self)?.report,
                               ["It reaches the board's edges within a period: Identify", "follows a pattern that keeps clear of them."], "\(topology)")
                let colours = edge.scene().commands.compactMap { command -> Color? in
                    if case .text(let text, _, _, let color, _) = command, text.hasPrefix("It reaches") || text.hasPrefix("follows a pattern") { color } else { nil }
                }
                XCTAssertEqual(colours, [edge.theme.colors.text, edge.theme.colors.text], "one sentence, one colour: \(topology)")
            }
        }
        // On a torus, a pattern across its edges is looked at whole: a blinker over the join, a glider going round.
        let torus = Topology.torus(width: 16, height: 16)
        let across = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(15, 8), Cell(0, 8), Cell(1, 8)], topology: torus))
        across.handle(.key(.letter("i"), []), now: 0)
        XCTAssertEqual(across.topmost(CensusPanel.self)?.title, "Identify: blinker")
        let round = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.pattern(Fixtures.glider).cells.map { $0.offset(by: 14, 14) }, topology: torus))
        round.handle(.key(.letter("i"), []), now: 0)
        XCTAssertEqual(round.topmost(CensusPanel.self)?.title, "Identify: glider")
    }
}

/// Identify runs beside the app: the notice tells how far it got, Esc stops it, the panel opens when it is done.
final class IdentifyBesideTheAppTests: XCTestCase {
    /// Runs work started beside the batches only when told.
    private final class LaterRunner: BackgroundRunner {
        var waiting: [@Sendable () -> Void] = []
        func run(_ work: @escaping @Sendable () -> Void) { work() }
        func runAside(_ work: @escaping @Sendable () -> Void) { waiting.append(work) }
        func runWaiting() {
            let work = waiting
            waiting = []
            work.forEach { $0() }
        }
    }

    func testTheWindowKeepsGoingWhileItRunsAndItsPanelOpensWhenDone() throws {
        let runner = LaterRunner()
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), runner: runner)
        model.handle(.key(.letter("i"), []), now: 0)
        XCTAssertNil(model.topmost(CensusPanel.self), "nothing yet: it runs beside the app")
        XCTAssertEqual(runner.waiting.count, 1)
        XCTAssertEqual(model.nextWakeTime(after: 1)!, 1.1, accuracy: 1e-9, "the app looks for it while it runs")
        model.advance(to: 0.1)
        XCTAssertEqual(model.notice, "Identifying… generation 0, periods up to 4\u{2009}096 (Esc stops)")
        model.handle(.key(.letter("i"), []), now: 0.2)
        XCTAssertEqual(model.notice, "Identify is already running (Esc stops it)")
        XCTAssertEqual(runner.waiting.count, 1, "one at a time")
        model.handle(.key(.space, []), now: 0.3)
        XCTAssertEqual(model.simulation.generation, 1, "the board is the user's meanwhile")
        runner.runWaiting()
        model.advance(to: 0.4)
        XCTAssertEqual(try XCTUnwrap(model.topmost(CensusPanel.self)).title, "Identify: glider", "of the board as it was when I was pressed")
        XCTAssertFalse(model.identifying.isRunning)
        XCTAssertNil(model.identifying.nextWake(after: 1), "nothing left to look for")
        // Done at its first look, the progress notice goes with it.
        model.handle(.key(.escape, []), now: 0.5)
        model.editing.selection = CellRect(x: -50, y: -50, width: 100, height: 100)
        model.handle(.key(.letter("i"), []), now: 0.6)
        model.advance(to: 0.7)
        XCTAssertNotNil(model.notice)
        runner.runWaiting()
        model.advance(to: 0.8)
        XCTAssertEqual(try XCTUnwrap(model.topmost(CensusPanel.self)).title, "Identify: glider")
        XCTAssertNil(model.notice)
    }

    /// An edit or a load while it runs stops it: its answer would be about another board.
    func testAChangeToTheBoardStopsIt() throws {
        let runner = LaterRunner()
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), runner: runner)
        model.handle(.key(.letter("i"), []), now: 0)
        model.handle(.key(.space, []), now: 0.1)
        model.advance(to: 0.2)
        XCTAssertTrue(model.identifying.isRunning, "a step goes on with the same pattern")
        model.handle(.key(.delete, []), now: 0.3)
        model.advance(to: 0.4)
        XCTAssertFalse(model.identifying.isRunning)
        XCTAssertEqual(model.notice, "Stopped identifying: the board changed (I looks again)")
        runner.runWaiting()
        model.advance(to: 0.5)
        XCTAssertNil(model.topmost(CensusPanel.self), "nothing about the board that was")
    }

    func testEscStopsItAndNothingOpens() throws {
        let runner = LaterRunner()
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.rPentomino), runner: runner)
        model.handle(.key(.letter("i"), []), now: 0)
        model.handle(.key(.escape, []), now: 0.1)
        XCTAssertEqual(model.notice, "Stopped identifying")
        runner.runWaiting()
        model.advance(to: 0.2)
        XCTAssertNil(model.topmost(CensusPanel.self))
        XCTAssertEqual(model.notice, "Stopped identifying")
        // The search itself stops at its next generation once asked.
        let job = IdentifyJob()
        XCTAssertFalse(job.reach(5))
        XCTAssertEqual(job.generation, 5)
        job.stop()
        XCTAssertTrue(job.reach(6))
        let request = IdentifyRequest(cells: Fixtures.pattern(Fixtures.rPentomino).cells, states: [:], rule: .conway, generation: 0, topology: .plane,
                                      inSelection: false, budget: MemoryBudget(mebibytes: 64))
        XCTAssertNil(CensusPanel.identified(request, reporting: job))
        XCTAssertEqual(job.generation, 0, "it stopped before its first generation")
        // More cells than the window would wait on before (20,000) are looked at too.
        let soup = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.soup(width: 250, height: 250, density: 50, seed: 3)))
        XCTAssertGreaterThan(soup.simulation.population, 30_000)
        soup.handle(.key(.letter("i"), []), now: 0)
        XCTAssertEqual(soup.topmost(CensusPanel.self)?.report.first, "Not a still life, oscillator or")
    }
}

/// Large counts show in full: the count column sizes to the largest count.
final class CensusCountColumnTests: XCTestCase {
    func testALargeCountShowsInFullAndTheColumnFitsIt() {
        let theme = Theme.builtIn
        let block = CensusPanel.Entry(code: "xs4_33", name: "block", count: 2607, picture: [Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1)],
                                      boxes: [], headings: "", report: [])
        let blinker = CensusPanel.Entry(code: "xp2_7", name: "blinker", count: 3, picture: [Cell(0, 0), Cell(1, 0), Cell(2, 0)],
                                        boxes: [], headings: "", report: [])
        let panel = CensusPanel(title: "What is left", entries: [block, blinker], note: nil)
        for size in [Size(1280, 800), Size(640, 480)] {
            var list = RenderList()
            let grid = Rect(x: 0, y: 64, width: size.width, height: size.height - 120)
            CensusView(theme: theme).draw(panel, grid: grid, camera: Camera(viewport: grid),
                                          closeHot: false, cellColor: theme.colors.cell, into: &list)
            let counts = list.commands.compactMap { command -> (String, Rect, TextStyle)? in
                if case .text(let text, let frame, let style, _, _) = command, text.hasPrefix("×") { return (text, frame, style) }
                return nil
            }
            XCTAssertEqual(counts.map(\.0), ["×2\u{2009}607", "×3"], "\(size): grouped with a thin space, as every figure")
            for (text, frame, style) in counts {
                // Each character of the interface font's figures is at most 0.62 em wide.
                XCTAssertGreaterThanOrEqual(frame.width, Double(text.count) * style.size * 0.62, "\(size): \(text) fits its column")
            }
            XCTAssertEqual(counts[0].1.width, counts[1].1.width, "one column for every row")
        }
    }

    /// Gliders flying every way: in a small window the row gives their headings alone (the name
    /// says what they are), in a large one the apgcode too.
    func testHeadingsKeepTheirRoomInASmallWindow() {
        let theme = Theme.builtIn, headings = "12 NE, 17 NW, 13 SE, 14 SW"
        let gliders = CensusPanel.Entry(code: "xq4_153", name: "glider", count: 56, picture: [Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)],
                                        boxes: [], headings: headings, report: [])
        let panel = CensusPanel(title: "What is left", entries: [gliders], note: nil)
        for (size, detail) in [(Size(1280, 800), "xq4_153 · " + headings), (Size(640, 480), headings)] {
            var list = RenderList()
            let grid = Rect(x: 0, y: 64, width: size.width, height: size.height - 120)
            CensusView(theme: theme).draw(panel, grid: grid, camera: Camera(viewport: grid), closeHot: false, cellColor: theme.colors.cell, into: &list)
            let texts = list.commands.compactMap { if case .text(let text, _, _, _, _) = $0 { return text } else { return nil } }
            XCTAssertTrue(texts.contains(detail), "\(size): \(texts)")
        }
    }
}

/// A finish that frames what matters: when ships escape, the view frames the settled debris.
final class FinishFramingTests: XCTestCase {
    /// The cells at the grid's top left and bottom right corners.
    func viewCorners(_ model: AppModel) -> (topLeft: Point, bottomRight: Point) {
        let grid = model.layout.grid
        return (model.camera.worldPoint(at: Point(grid.x, grid.y)), model.camera.worldPoint(at: Point(grid.maxX, grid.maxY)))
    }

    func testTheRPentominosEndingFramesItsDebrisNotItsGliders() throws {
        let (model, start) = AppModel.playedToItsEnding(Fixtures.pattern(Fixtures.rPentomino), settling: 3)
        var t = start
        let ending = try XCTUnwrap(model.simulation.ending)
        XCTAssertEqual(ending.gliders, 6)
        let camera = model.camera, (topLeft, bottomRight) = viewCorners(model)
        let cells = model.simulation.universe.liveCells()
        let inView = cells.filter { Double($0.x) >= topLeft.x && Double($0.x) + 1 <= bottomRight.x && Double($0.y) >= topLeft.y && Double($0.y) + 1 <= bottomRight.y }
        XCTAssertGreaterThanOrEqual(inView.count, cells.count - 6 * 5, "everything but the six gliders is in view")
        XCTAssertLessThan(inView.count, cells.count, "the gliders far away are not what is framed")
        XCTAssertGreaterThanOrEqual(camera.zoom, 2, "cells, not a smudge")
        // Fit brings everything back.
        model.perform(.fit, now: t)
        for _ in 0..<60 { t += 0.05; model.advance(to: t) }
        XCTAssertLessThan(model.camera.zoom, camera.zoom)
    }

    /// Acorn's ending (13 gliders, taken back from where it was seen to 5206) frames its debris too.
    func testTheAcornsEndingFramesItsDebrisNotItsGliders() throws {
        let model = AppModel.playedToItsEnding(Fixtures.pattern(Fixtures.acorn), within: 300, settling: 3).model
        let ending = try XCTUnwrap(model.simulation.ending)
        XCTAssertEqual(ending.generation, 5206)
        XCTAssertEqual(ending.gliders, 13)
        XCTAssertEqual(model.simulation.generation, 5206)
        let debris = try XCTUnwrap(ending.debrisBounds(on: model.simulation.universe))
        let (topLeft, bottomRight) = viewCorners(model)
        XCTAssertTrue(Double(debris.x) >= topLeft.x && Double(debris.maxX) <= bottomRight.x
                      && Double(debris.y) >= topLeft.y && Double(debris.maxY) <= bottomRight.y, "the debris in view")
        XCTAssertTrue(bottomRight.x - topLeft.x < Double(debris.width) * 3 || bottomRight.y - topLeft.y < Double(debris.height) * 3,
                      "framed, not a speck among the gliders: \(debris) in \(bottomRight.x - topLeft.x)×\(bottomRight.y - topLeft.y)")
    }

    func testASoupsEndingFramesItsDebrisAndEveryCellOfIt() throws {
        // Soups of 24×24 until one whose ending sends ships away: its debris is framed, whole.
        for seed in UInt64(1)...40 {
            let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.soup(width: 24, height: 24, density: 40, seed: seed)))
            model.simulation.generationsPerSecond = .infinity
            model.perform(.playPause, now: 0)
            var t = 0.0
            while model.simulation.isPlaying && t < 300 { t += 0.05; model.advance(to: t) }
            for _ in 0..<60 { t += 0.05; model.advance(to: t) }
            guard let ending = model.simulation.ending, let debris = ending.debrisBounds(on: model.simulation.universe) else { continue }
            let grid = model.layout.grid, camera = model.camera
            let topLeft = camera.worldPoint(at: Point(grid.x, grid.y)), bottomRight = camera.worldPoint(at: Point(grid.maxX, grid.maxY))
            XCTAssertTrue(Double(debris.x) >= topLeft.x && Double(debris.maxX) <= bottomRight.x
                          && Double(debris.y) >= topLeft.y && Double(debris.maxY) <= bottomRight.y, "seed \(seed): all the debris in view")
            let everything = try XCTUnwrap(model.simulation.universe.bounds)
            XCTAssertGreaterThan(everything.width * everything.height, debris.width * debris.height, "seed \(seed): ships beyond the debris")
            let fill = max(Double(debris.width) * camera.zoom / grid.width, Double(debris.height) * camera.zoom / grid.height)
            XCTAssertTrue(fill > 0.4 || camera.zoom >= Framing.largestZoom - 1e-9, "seed \(seed): the debris fills the view (\(fill)), the ships are left to go")
            return
        }
        XCTFail("no soup of 40 sent ships away")
    }
}
