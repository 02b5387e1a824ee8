import XCTest
import Synchronization
import AppTestSupport
import FilesFeature
import BrowserFeature
import LifeEngine
@testable import LifeRun
import LifeScene
import LifeStore
import LifeTestSupport
import PromptFeature
@testable import ScriptsFeature
@testable import LifeInterface
@testable import LifeViewModel

/// Lua scripts in the app (Ctrl+Shift+L): run beside the app on a copy of the board, what they
/// say as notices, `g.getstring` through the app's prompt, Esc stops them, the result one undo step.
final class ScriptRunnerTests: XCTestCase {
    private var scratch: ScratchFolder?
    private var folder: String { scratch?.path ?? "" }

    override func setUpWithError() throws { scratch = try ScratchFolder("life-app-script") }

    override func tearDown() { scratch?.remove() }

    private func model(runner: BackgroundRunner = InlineRunner(), pattern: Pattern = Fixtures.pattern(Fixtures.glider),
                       makeUniverse: @escaping (Rule, Topology) -> any LifeAlgorithm = Engines.counting) -> AppModel {
        var services = AppServices(workClock: SteadyWorkClock().read)
        services.listFolder = { try FolderListing.read($0) }
        services.homeFolder = FilePath(folder)
        return AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern, runner: runner, services: services, makeUniverse: makeUniverse)
    }

    private func write(_ text: String, _ name: String = "s.lua") throws -> String {
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        return folder + "/" + name
    }

    /// Runs the script at `path` in `model` (an inline runner: it ends within two frames from the
    /// model's time now).
    private func run(_ path: String, in model: AppModel) {
        let now = model.context.now
        model.context.request(.runScript(path))
        model.advance(to: now + 0.05)
        model.advance(to: now + 0.1)
    }

    /// Advances until `done` holds (the script runs on another thread), at most a few seconds.
    private func wait(_ model: AppModel, until done: () -> Bool) {
        var now = model.context.now
        let deadline = Date().addingTimeInterval(10)
        while !done() && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
            now += 0.05
            model.advance(to: now)
        }
    }

    /// Life a script leaves out of a view the user chose (auto-zoom off) is framed: the board
    /// looked empty after a script put a glider far from where the view was.
    func testLifeAScriptLeavesOutOfTheViewIsFramed() throws {
        let model = model()
        model.advance(to: 1)
        model.context.pan(by: Point(-40_000, 0))
        XCTAssertFalse(model.isAutoZoomActive)
        let path = try write("local g = golly()\ng.new(\"far\")\ng.setcell(5000, 0, 1)\ng.setcell(5001, 0, 1)\ng.setcell(5002, 0, 1)\n")
        run(path, in: model)
        model.advance(to: model.context.now + 2)
        XCTAssertEqual(model.simulation.population, 3)
        XCTAssertTrue(model.camera.visibleCells.contains(Cell(5001, 0)), "the blinker is framed: \(model.camera.visibleCells)")
    }

    /// A script that fails, or changes nothing, leaves the board as it was: its reset point, the
    /// run's history and the header's figures too (they were all started afresh).
    func testAScriptThatFailsOrChangesNothingLeavesTheRunAsItWas() throws {
        try checkAScriptThatFailsOrChangesNothingLeavesTheRunAsItWas(model())
        // A board too large for an undo step to list (kept as its engine keeps it), on the tiles,
        // whose cells a script's copy lists in another order (it was taken as changed).
        let soup = Pattern(cells: Fixtures.soup(width: 1024, height: 1024, density: 50, seed: 7))
        XCTAssertGreaterThan(soup.cells.count, 4 << 16, "more than an undo step lists, after 5 generations too")
        try checkAScriptThatFailsOrChangesNothingLeavesTheRunAsItWas(model(pattern: soup, makeUniverse: { TiledLife(rule: $0, topology: $1) }))
        // A board on HashLife (as a long run leaves it), whose cells the script's copy, on the
        // tiles, lists in another order (it was taken as changed: Reset and Back were lost).
        let acorn = Fixtures.pattern("x = 7, y = 3\nbo5b$3bo3b$2o2b3o!")
        try checkAScriptThatFailsOrChangesNothingLeavesTheRunAsItWas(model(pattern: acorn, makeUniverse: { rule, _ in Engines.leaping(rule: rule) }))
    }

    /// A script's change to a board too large for an undo step to list is one undo step.
    func testAChangeToALargeBoardIsOneUndoStep() throws {
        let soup = Pattern(cells: Fixtures.soup(width: 1024, height: 1024, density: 50, seed: 7))
        let model = model(pattern: soup, makeUniverse: { TiledLife(rule: $0, topology: $1) })
        model.perform(.step, now: 0.01)
        let population = model.simulation.population
        model.context.request(.runScript(try write("local g = golly()\ng.setcell(3000, 3000, 1)\n", "one.lua")))
        model.advance(to: model.context.now + 0.05)
        wait(model) { model.scripts.job == nil }
        XCTAssertEqual(model.simulation.population, population + 1)
        XCTAssertEqual(model.notice, "one.lua finished (Ctrl+Z undoes it)")
        model.handle(.key(.letter("z"), .control), now: model.context.now + 0.1)
        XCTAssertEqual(model.simulation.population, population)
    }

    /// The digest that tells whether a script changed the board: the same cells in any order give
    /// the same digest; a cell more, a cell moved or a state changed give another.
    func testTheBoardsDigestIgnoresOrderOnly() {
        func digest(_ cells: [Cell], _ decaying: [Cell: UInt8] = [:]) -> SIMD2<UInt64> {
            ScriptRunner.digest({ cells.forEach($0) }, decaying: decaying)
        }
        let cells = [Cell(0, 0), Cell(5, -3), Cell(-7, 2), Cell(1 << 40, -(1 << 40))]
        XCTAssertEqual(digest(cells), digest(cells.reversed()))
        XCTAssertNotEqual(digest(cells), digest(cells + [Cell(1, 1)]))
        XCTAssertNotEqual(digest([Cell(1, 2)]), digest([Cell(2, 1)]))
        XCTAssertNotEqual(digest([Cell(1, 2), Cell(1, 2)]), digest([]), "sums, not exclusive ors: a pair does not cancel")
        XCTAssertNotEqual(digest(cells, [Cell(9, 9): 2]), digest(cells, [Cell(9, 9): 3]))
        XCTAssertNotEqual(digest(cells, [Cell(9, 9): 2]), digest(cells))
    }

    private func checkAScriptThatFailsOrChangesNothingLeavesTheRunAsItWas(_ model: AppModel) throws {
        for step in 1...5 { model.perform(.step, now: Double(step) * 0.01) }
        XCTAssertTrue(model.simulation.canReset)
        XCTAssertTrue(model.simulation.canStepBack)
        let history = model.simulation.timeline.history.range
        for (name, text) in [("fails.lua", "local g = golly()\nerror('no layers here')\n"), ("nothing.lua", "local g = golly()\ng.show('looked')\n")] {
            model.context.request(.runScript(try write(text, name)))
            model.advance(to: model.context.now + 0.05)
            wait(model) { model.scripts.job == nil }
            XCTAssertTrue(model.notice?.contains(name == "fails.lua" ? "no layers here" : "looked") == true, model.notice ?? "")
            XCTAssertEqual(model.simulation.generation, 5, name)
            XCTAssertTrue(model.simulation.canReset, "\(name): Reset still goes back to the start")
            XCTAssertTrue(model.simulation.canStepBack, "\(name): Back still steps through the run")
            XCTAssertEqual(model.simulation.timeline.history.range, history, name)
        }
    }

    /// A Lua script opened as a file (dropped on the window, named at start) runs, as in Golly:
    /// read as a pattern, it said "unexpected character 'l' in the pattern body".
    func testAScriptOpenedAsAFileRuns() throws {
        let model = model()
        model.handle(.fileDropped(try write("local g = golly()\ng.run(4)\ng.show('ran to ' .. g.getgen())\n", "Dropped.LUA")), now: 0)
        model.advance(to: 0.05)
        wait(model) { model.scripts.job == nil }
        XCTAssertTrue(model.notice?.hasPrefix("ran to 4") == true, model.notice ?? "")
        XCTAssertEqual(model.simulation.generation, 4)
    }

    /// g.reset goes where the app's Reset goes, the start of the board's run (Golly's goto.lua
    /// steps back by resetting and running forward: it said "Can't go back any further").
    func testGResetGoesToTheStartOfTheBoardsRun() throws {
        let model = model()
        for step in 1...5 { model.perform(.step, now: Double(step) * 0.01) }
        model.context.request(.runScript(try write("local g = golly()\ng.reset()\ng.run(2)\ng.show('at ' .. g.getgen())\n", "back.lua")))
        model.advance(to: model.context.now + 0.05)
        wait(model) { model.scripts.job == nil }
        XCTAssertTrue(model.notice?.hasPrefix("at 2") == true, model.notice ?? "")
        XCTAssertEqual(model.simulation.generation, 2)
    }

    /// g.show("") takes what the script said off the screen, as Golly's status line clears; its end
    /// is then told by its name.
    func testShowingNothingClearsWhatTheScriptSaid() throws {
        let model = model()
        model.context.request(.runScript(try write("local g = golly()\ng.show('Hit escape to abort...')\ng.show('')\n", "quiet.lua")))
        model.advance(to: model.context.now + 0.05)
        wait(model) { model.scripts.job == nil }
        XCTAssertEqual(model.notice, "quiet.lua finished")
    }

    /// The board's selection goes to the script (Golly's selection scripts, such as invert.lua,
    /// said "There is no selection"), on a bounded board in Golly's coordinates, and what the
    /// script leaves selected is the board's selection after it; one that fails leaves it alone.
    func testTheSelectionGoesToTheScriptAndComesBack() throws {
        let model = model()
        model.handle(.key(.letter("a"), .control), now: 0)
        XCTAssertEqual(model.editing.selection, CellRect(x: 0, y: 0, width: 3, height: 3))
        let path = try write("""
            local g = golly()
            local r = g.getselrect()
            g.show("selected " .. table.concat(r, ","))
            g.select({r[1] - 1, r[2] - 1, r[3] + 2, r[4] + 2})
            """)
        run(path, in: model)
        XCTAssertEqual(model.notice, "selected 0,0,3,3", "the script saw the board's selection")
        XCTAssertEqual(model.editing.selection, CellRect(x: -1, y: -1, width: 5, height: 5), "and the board takes the one it left")
        // Golly's own invert.lua inverts the selection.
        let invert = try write("local g = golly()\nlocal r = g.getselrect()\nif #r == 0 then g.exit('There is no selection.') end\n"
                               + "for y = r[2], r[2] + r[4] - 1 do for x = r[1], r[1] + r[3] - 1 do g.setcell(x, y, 1 - g.getcell(x, y)) end end\n", "inv.lua")
        run(invert, in: model)
        XCTAssertEqual(model.simulation.population, 25 - 5, "the 5x5 selection inverted")
        // One that fails leaves the board's selection as it was.
        let failing = try write("local g = golly()\ng.select({})\nerror('no')\n", "fails.lua")
        run(failing, in: model)
        XCTAssertEqual(model.editing.selection, CellRect(x: -1, y: -1, width: 5, height: 5))
        // g.select({}) in one that finishes clears it.
        let clears = try write("local g = golly()\ng.select({})\n", "clears.lua")
        run(clears, in: model)
        XCTAssertNil(model.editing.selection)
        // On a 20x20 torus the board's own coordinates start at the corner, Golly's at -10.
        let torus = self.model(pattern: Pattern(cells: [Cell(3, 4)], topology: .torus(width: 20, height: 20)))
        torus.editing.select(CellRect(x: 2, y: 3, width: 4, height: 2))
        run(path, in: torus)
        XCTAssertEqual(torus.notice, "selected -8,-7,4,2")
        XCTAssertEqual(torus.editing.selection, CellRect(x: 1, y: 2, width: 6, height: 4))
    }

    /// A script that ran generations (Golly's goto.lua) leaves Reset going back to where they
    /// began, as Golly's Reset does (it said "Already at the start" at generation 300).
    func testResetAfterAScriptThatRanGoesBackToWhereItsRunBegan() throws {
        let model = model()
        let path = try write("local g = golly()\ng.run(30)\n", "run30.lua")
        run(path, in: model)
        XCTAssertEqual(model.simulation.generation, 30)
        XCTAssertTrue(model.simulation.canReset)
        model.perform(.reset, now: 0.2)
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertEqual(Set(model.simulation.universe.liveCells()), Set(Fixtures.pattern(Fixtures.glider).cells))
        // A script that only draws leaves the board a new start, as any edit does.
        let draws = try write("local g = golly()\ng.setcell(10, 10, 1)\n", "draws.lua")
        run(draws, in: model)
        XCTAssertEqual(model.simulation.population, 6)
        XCTAssertFalse(model.simulation.canReset)
    }

    func testAScriptChangesTheBoardAsOneUndoStepAndSaysWhatItShows() throws {
        let model = model()
        let path = try write("""
            local g = golly()
            g.show("glider at " .. table.concat(g.getrect(), ","))
            g.run(4)
            g.putcells(g.parse("2o$2o!"), 20, 20)
            """)
        let before = model.simulation.universe.snapshot()
        model.context.request(.runScript(path))
        model.advance(to: 0.05)
        model.advance(to: 0.1)
        XCTAssertNil(model.scripts.job)
        XCTAssertEqual(model.simulation.population, 9, "the glider run on, and a block put beside it")
        XCTAssertEqual(model.notice, "glider at 0,0,3,3 · Ctrl+Z undoes s.lua", "what it showed last, and how to undo it")
        model.run(.undo, now: 0.2)
        XCTAssertEqual(model.simulation.universe.snapshot().cells.sorted { ($0.y, $0.x) < ($1.y, $1.x) },
                       before.cells.sorted { ($0.y, $0.x) < ($1.y, $1.x) }, "one undo step takes the whole script back")
        // Its show shows.
        let shows = try write("local g = golly()\ng.show('hello from Lua')\ng.exit()\n", "shows.lua")
        model.context.request(.runScript(shows))
        model.advance(to: 0.25)
        model.advance(to: 0.3)
        XCTAssertEqual(model.notice, "hello from Lua", "what it said last stays (it changed nothing: nothing to undo)")
        // An error says where.
        let broken = try write("local g = golly()\ng.setcell('x', 0, 1)\n", "broken.lua")
        model.context.request(.runScript(broken))
        model.advance(to: 0.35)
        model.advance(to: 0.4)
        XCTAssertTrue(model.notice?.hasPrefix("Script error: ") == true && model.notice?.contains("broken.lua:2: bad argument #1 to 'setcell'") == true,
                      model.notice ?? "")
        // The last one again: Ctrl+Alt+L.
        model.handle(.key(.letter("l"), [.control, .alt]), now: 0.5)
        model.advance(to: 0.6)
        XCTAssertTrue(model.notice?.contains("broken.lua:2:") == true, model.notice ?? "")
    }

    func testGetstringAsksWithTheAppsPromptAndEscStopsALongScript() throws {
        let model = model(runner: DispatchBackgroundRunner(wake: {}))
        let path = try write("""
            local g = golly()
            local n = g.getstring("How many blocks?\\nOne to nine.", "2", "Blocks")
            for i = 1, tonumber(n) do g.putcells(g.parse("2o$2o!"), 10 * i, 30) end
            g.show("put " .. n)
            """)
        model.context.request(.runScript(path))
        model.advance(to: 0.05)
        wait(model) { model.prompt != nil }
        let prompt = try XCTUnwrap(model.prompt)
        XCTAssertEqual(prompt.title, "Blocks")
        XCTAssertEqual(prompt.field.text, "2")
        XCTAssertTrue(model.scene().texts.contains("How many blocks?"), "its own line: \(model.scene().texts)")
        XCTAssertTrue(model.scene().texts.contains("One to nine."), "the line after its line break")
        model.handle(.key(.letter("a"), .control), now: model.context.now)
        model.handle(.text("3"), now: model.context.now)
        model.handle(.key(.enter, []), now: model.context.now)
        wait(model) { model.scripts.job == nil }
        XCTAssertEqual(model.simulation.population, 5 + 12, "three blocks beside the glider")
        // A script that never ends: Esc stops it, and what it did can be undone.
        let forever = try write("local g = golly()\ng.setcell(50, 50, 1)\nwhile true do end\n", "forever.lua")
        model.context.request(.runScript(forever))
        model.advance(to: model.context.now + 0.05)
        XCTAssertTrue(model.scene().texts.contains("Running forever.lua… 0 s (Esc stops it)"), "\(model.scene().texts)")
        model.advance(to: model.context.now + 72)
        XCTAssertTrue(model.scene().texts.contains("Running forever.lua… 1 min 12 s (Esc stops it)"), "the time it has run tells it goes on: \(model.scene().texts)")
        XCTAssertTrue(model.scene().texts.contains("Script running"), "the header says what works on the board, not Paused")
        model.handle(.key(.escape, []), now: model.context.now)
        wait(model) { model.scripts.job == nil }
        XCTAssertEqual(model.notice, "forever.lua stopped (Ctrl+Z undoes what it did)")
        // Closing its question cancels it, which stops the script.
        model.context.request(.runScript(path))
        model.advance(to: model.context.now + 0.05)
        wait(model) { model.prompt != nil }
        model.handle(.key(.escape, []), now: model.context.now)
        wait(model) { model.scripts.job == nil }
        XCTAssertEqual(model.notice, "s.lua stopped", "Cancel stops the script, as in Golly")
    }

    func testTheBoardWaitsWhileAScriptRunsAndStopReachesLongSleeps() throws {
        let model = model(runner: DispatchBackgroundRunner(wake: {}))
        let path = try write("local g = golly()\ng.setcell(40, 40, 1)\ng.sleep(60000)\n", "sleepy.lua")
        model.context.request(.runScript(path))
        model.advance(to: 0.05)
        let cell = model.camera.screenPoint(at: Point(20.5, 20.5))
        model.handle(.pointerDown(cell, .left), now: 0.1)
        model.handle(.pointerUp(cell, .left), now: 0.1)
        model.handle(.key(.enter, []), now: 0.1)
        XCTAssertEqual(model.simulation.population, 5, "no click or Play reaches the board")
        XCTAssertEqual(model.notice, "A script is running: Esc stops it")
        // Looking around goes on: the arrows pan, + zooms, F1 shows the shortcuts.
        model.context.clearNotice()
        let (centre, zoom) = (model.camera.center, model.camera.zoom)
        model.handle(.key(.right, []), now: 0.1)
        XCTAssertNotEqual(model.camera.center, centre, "the arrows pan while a script runs")
        model.handle(.key(.plus, []), now: 0.1)
        model.advance(to: 1)
        XCTAssertGreaterThan(model.camera.zoom, zoom, "+ zooms")
        XCTAssertNil(model.notice, "nothing refused")
        let started = Date()
        model.handle(.key(.escape, []), now: 0.2)
        wait(model) { model.scripts.job == nil }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "Stop does not wait out the sleep")
        XCTAssertEqual(model.notice, "sleepy.lua stopped (Ctrl+Z undoes what it did)")
        // A message of any length is one notice, cut.
        model.context.show(String(repeating: "very long ", count: 10_000))
        XCTAssertEqual(model.notice?.count, FeatureContext.noticeLimit + 1)
    }

    /// A script that keeps saying things does not hide the warning of a first Ctrl+Q: it stays
    /// on screen until a second one within five seconds quits, or the five seconds pass.
    func testTheQuitWarningOutlastsAChattyScript() throws {
        let model = model(runner: DispatchBackgroundRunner(wake: {}))
        let path = try write("local g = golly()\nlocal n = 0\nwhile true do n = n + 1; g.show('step ' .. n); g.sleep(5) end\n", "chatty.lua")
        model.context.request(.runScript(path))
        model.advance(to: 0.05)
        wait(model) { model.notice?.hasPrefix("step") == true }
        model.handle(.key(.letter("q"), .control), now: model.context.now)
        XCTAssertFalse(model.quitRequested)
        let asked = model.context.now
        let warning = "A script is running: quit again within 5 seconds to stop it and quit"
        wait(model) { model.context.now > asked + 2 }
        XCTAssertTrue(model.notice?.hasPrefix("step") == true, "the script went on talking: \(model.notice ?? "nil")")
        XCTAssertTrue(model.scene().texts.contains(warning), "the warning is what shows: \(model.scene().texts)")
        XCTAssertEqual(model.nextWakeTime(after: asked + 2).map { $0 <= asked + 5 }, true, "woken when it goes")
        model.advance(to: asked + 5.5)
        XCTAssertFalse(model.scene().texts.contains(warning), "gone after five seconds")
        model.handle(.key(.letter("q"), .control), now: asked + 5.6)
        XCTAssertFalse(model.quitRequested, "a request after the window asks again")
        model.handle(.key(.letter("q"), .control), now: asked + 6)
        XCTAssertTrue(model.quitRequested)
        model.handle(.key(.escape, []), now: asked + 6)
        wait(model) { model.scripts.job == nil }
    }

    func testNoteAndWarnWaitForOK() throws {
        let model = model(runner: DispatchBackgroundRunner(wake: {}))
        let path = try write("local g = golly()\ng.note('Read this first.')\ng.warn('Careful now.')\ng.show('after both')\n", "notes.lua")
        model.context.request(.runScript(path))
        model.advance(to: 0.05)
        wait(model) { model.prompt != nil }
        XCTAssertEqual(model.prompt?.title, "Note")
        XCTAssertEqual(model.prompt?.hasField, false)
        let texts = model.scene().texts
        XCTAssertTrue(texts.contains("Read this first.") && texts.contains("OK") && texts.contains("Cancel"), "\(texts)")
        model.handle(.key(.enter, []), now: model.context.now)
        wait(model) { model.prompt?.title == "Warning" }
        XCTAssertEqual(model.prompt?.message, "Careful now.")
        model.handle(.key(.escape, []), now: model.context.now)
        wait(model) { model.scripts.job == nil }
        XCTAssertEqual(model.notice, "notes.lua stopped", "OK goes on; Cancel (or Esc) stops the script, as Golly's Cancel does")
        // A long note is shown whole where the window has room (it was cut after three lines,
        // what it was saying lost), the panel taller for it and still inside the grid.
        let words = (1...60).map { "word\($0)" }.joined(separator: " ") + " the end"
        let long = try write("local g = golly()\ng.note('\(words)')\n", "long.lua")
        model.context.request(.runScript(long))
        wait(model) { model.prompt != nil }
        let lines = model.scene().texts.filter { $0.contains("word") || $0.hasSuffix("the end") }
        let prompt = try XCTUnwrap(model.prompt)
        let layout = PromptLayout(grid: model.layout.grid, prompt: prompt, captionSize: model.theme.type.caption.size)
        XCTAssertEqual(lines.joined(separator: " "), words, "every word, in order")
        XCTAssertGreaterThan(lines.count, 3, "wrapped over as many lines as it takes: \(lines)")
        XCTAssertLessThan(lines.map(\.count).max() ?? 0, 80, "no line holds the rest of the message: \(lines)")
        XCTAssertTrue(model.layout.grid.contains(Point(layout.panel.x, layout.panel.y)) && layout.panel.maxY <= model.layout.grid.maxY)
        model.handle(.key(.enter, []), now: model.context.now)
        wait(model) { model.scripts.job == nil }
    }

    func testCtrlShiftLChoosesAScriptInTheAppsOwnBrowser() throws {
        let path = try write("local g = golly()\ng.new('')\n", "clear.lua")
        try "x = 1, y = 1\no!\n".write(toFile: folder + "/dot.rle", atomically: true, encoding: .utf8)
        let model = model()
        model.handle(.key(.letter("l"), [.control, .shift]), now: 0)
        let browser = try XCTUnwrap(model.topmost(FolderBrowser.self))
        XCTAssertEqual(browser.purpose, .runScript)
        XCTAssertEqual(browser.shown.map(\.displayName), ["clear.lua"], "scripts only, not patterns")
        XCTAssertTrue(model.scene().texts.contains("Run a Lua script"))
        model.handle(.key(.down, []), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.1)
        XCTAssertEqual(model.simulation.population, 0, "\(path) ran: a new, empty universe")
        // The pattern browser offers it.
        model.handle(.key(.escape, []), now: 0.5)
        model.perform(.patterns, now: 0.5)
        let layout = BrowserLayout(grid: model.layout.grid, count: try XCTUnwrap(model.topmost(PatternBrowser.self)).patterns.count, scroll: 0)
        model.handle(.pointerDown(layout.runScript.center, .left), now: 0.5)
        model.handle(.pointerUp(layout.runScript.center, .left), now: 0.5)
        XCTAssertEqual(model.topmost(FolderBrowser.self)?.purpose, .runScript)
        XCTAssertNil(model.topmost(PatternBrowser.self))
        model.handle(.key(.escape, []), now: 0.6)
        // The script run lately is the browser's first card, and runs from it; it is kept in the settings.
        model.perform(.patterns, now: 0.6)
        let patterns = try XCTUnwrap(model.topmost(PatternBrowser.self))
        XCTAssertEqual(patterns.scripts, [folder + "/clear.lua"])
        XCTAssertTrue(model.scene().texts.contains("clear.lua"))
        model.simulation.load(Fixtures.pattern(Fixtures.glider))
        let card = try XCTUnwrap(BrowserLayout(grid: model.layout.grid, count: patterns.cardCount, scroll: 0).cards.first { $0.index == 0 }).frame
        model.handle(.pointerDown(card.center, .left), now: 0.7)
        model.handle(.pointerUp(card.center, .left), now: 0.7)
        model.advance(to: 0.8)
        model.advance(to: 0.9)
        XCTAssertEqual(model.simulation.population, 0, "run again from its card")
        XCTAssertEqual(model.settings.recentScripts, [folder + "/clear.lua"])
        // The narrow window's menu offers it too.
        model.handle(.resized(Size(640, 480)), now: 1)
        XCTAssertTrue(model.layout.moreItems.contains(.runScript))
        model.perform(.runScript, now: 1)
        XCTAssertEqual(model.topmost(FolderBrowser.self)?.purpose, .runScript)
        XCTAssertEqual(ControlAction.runScript.title, "Run a script…")
    }

    /// A board too large to list (Gosper's gun at 2^30, 178,957,021 cells: bgolly) goes to a
    /// script as its tree; what the script leaves is one undo step, and a script that only reads
    /// leaves none.
    func testABoardTooLargeToListGoesToTheScriptAsItsTree() throws {
        let model = model()
        let gun = HashLife(rule: .conway)
        gun.load(Fixtures.pattern(Fixtures.gosperGun))
        try gun.advance(by: 1 << 30, progress: nil, isCancelled: nil)
        model.simulation.load(universe: gun)
        XCTAssertTrue(model.simulation.isHuge)
        let edits = try write("""
            local g = golly()
            g.setcell(-100, -100, 1)
            g.run(30)
            g.show(g.getpop())
            """, "edits.lua")
        model.context.request(.runScript(edits))
        model.advance(to: model.context.now + 0.05)
        model.advance(to: model.context.now + 0.05)
        // bgolly -a HashLife -m 1073741854: 178,957,026 (the lone cell dies).
        XCTAssertEqual(model.simulation.universe.exactPopulation, 178_957_026)
        XCTAssertEqual(model.simulation.generation, (1 << 30) + 30)
        XCTAssertEqual(model.notice, "178957026 · Ctrl+Z undoes edits.lua")
        model.run(.undo, now: model.context.now + 0.1)
        XCTAssertEqual(model.simulation.universe.exactPopulation, 178_957_021)
        XCTAssertEqual(model.simulation.generation, 1 << 30)
        model.run(.redo, now: model.context.now + 0.1)
        XCTAssertEqual(model.simulation.generation, (1 << 30) + 30)
        model.run(.undo, now: model.context.now + 0.1)
        let undoable = model.simulation.edits.undoCount
        let reads = try write("local g = golly()\ng.show(g.getpop() .. ' ' .. #g.getcells({0, 0, 100, 100}) // 2)\n", "reads.lua")
        model.context.request(.runScript(reads))
        model.advance(to: model.context.now + 0.05)
        model.advance(to: model.context.now + 0.05)
        // 103 cells in the first 100x100: a plain simulation of the gun to generation 1204.
        XCTAssertEqual(model.notice, "178957021 103", "it changed nothing: no undo step")
        XCTAssertEqual(model.simulation.edits.undoCount, undoable)
    }

    /// `g.opendialog` and `g.savedialog` show the desktop's file dialog (waited on beside the app);
    /// without one, or for a folder, the app's prompt asks for the path. Cancel gives "", as in Golly.
    func testFileDialogsUseTheDesktopsDialogOrAskForAPath() throws {
        var services = AppServices(workClock: SteadyWorkClock().read)
        services.homeFolder = FilePath(folder)
        let asked = Mutex<[String]>([])
        services.chooseSaveFile = { title, name in
            asked.withLock { $0.append(title + " " + name) }
            let choice = FileChoice()
            choice.finish(.chosen("/somewhere/" + name))
            return choice
        }
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider),
                                      runner: DispatchBackgroundRunner(wake: {}), services: services)
        let path = try write("""
            local g = golly()
            local saved = g.savedialog("Save the numbers", "Text (*.txt)|*.txt", "", "numbers.txt")
            local opened = g.opendialog("Pick a pattern")
            local cancelled = g.opendialog("Pick a folder", "dir")
            g.show(saved .. " | " .. opened .. " | [" .. cancelled .. "]")
            """, "dialogs.lua")
        model.context.request(.runScript(path))
        model.advance(to: 0.05)
        // No desktop dialog to open with: the prompt asks for the path, starting in the script's folder.
        wait(model) { model.prompt != nil }
        XCTAssertEqual(model.prompt?.title, "Pick a pattern")
        XCTAssertEqual(model.prompt?.field.text, folder + "/")
        XCTAssertEqual(model.prompt?.field.selectsAll, false, "the cursor after the folder: a name typed adds to it")
        XCTAssertTrue(model.scene().texts.contains("The full path of the file"))
        model.handle(.text("gun.rle"), now: model.context.now)
        model.handle(.key(.enter, []), now: model.context.now)
        wait(model) { model.prompt?.title == "Pick a folder" }
        XCTAssertTrue(model.scene().texts.contains("The full path of a folder"))
        model.handle(.key(.escape, []), now: model.context.now)
        wait(model) { model.scripts.job == nil }
        XCTAssertEqual(model.notice, "/somewhere/numbers.txt | \(folder)/gun.rle | []")
        XCTAssertEqual(asked.withLock { $0 }, ["Save the numbers numbers.txt"])
    }

    /// After a script the header's change figures and sparkline start again (they kept the run
    /// before the script), and its undo brings that run back with them; an error shows its first
    /// line (tabs as spaces).
    func testTheHeaderStartsAgainAndAnErrorShowsItsFirstLine() throws {
        let model = model()
        model.perform(.playPause, now: 0)
        for i in 1...20 { model.advance(to: Double(i) * 0.2) }
        model.perform(.playPause, now: 4.1)
        XCTAssertFalse(model.context.analytics.history.isEmpty, "the run was recorded")
        let path = try write("local g = golly()\ng.putcells(g.parse(\"2o$2o!\"), 40, 40)\n", "block.lua")
        model.context.request(.runScript(path))
        model.advance(to: 4.2)
        model.advance(to: 4.3)
        XCTAssertNil(model.scripts.job)
        XCTAssertEqual(model.context.analytics.change, nil, "no change figure carried over from the run before")
        XCTAssertLessThanOrEqual(model.context.analytics.history.count, 1)
        model.run(.undo, now: 4.4)
        // Undone, the script gives the run before it back (`RunRecord`), and the sparkline follows that run.
        XCTAssertGreaterThan(model.context.analytics.history.count, 1, "the run before the script is back")
        XCTAssertEqual(model.context.analytics.generations.last, model.simulation.generation)
        let failing = try write("local g = golly()\nlocal function deep() error(\"first\\tline\\nsecond line\") end\ndeep()\n", "fails.lua")
        model.context.request(.runScript(failing))
        model.advance(to: 4.5)
        model.advance(to: 4.6)
        let notice = model.notice ?? ""
        XCTAssertTrue(notice.hasPrefix("Script error: ") && notice.hasSuffix("fails.lua:2: first line"), notice)
        // One that changed the board before it failed says its change can be undone (it stays, as in Golly).
        let halfway = try write("local g = golly()\ng.setcell(30, 30, 1)\nerror('then this')\n", "halfway.lua")
        model.context.request(.runScript(halfway))
        model.advance(to: 4.7)
        model.advance(to: 4.8)
        XCTAssertTrue(model.notice?.hasSuffix("halfway.lua:3: then this (Ctrl+Z undoes what it did first)") == true, model.notice ?? "")
        XCTAssertEqual(model.simulation.universe.state(at: Cell(30, 30)), 1)
    }

    /// g.fit frames the board the script shows, while it runs (a block put far away comes into view).
    func testFitFramesTheBoardWhileTheScriptRuns() throws {
        let model = model(runner: DispatchBackgroundRunner(wake: {}))
        let path = try write("local g = golly()\ng.putcells(g.parse(\"2o$2o!\"), 5000, 5000)\ng.fit()\ng.sleep(60000)\n", "fits.lua")
        XCTAssertFalse(model.camera.visibleCells.contains(Cell(5000, 5000)))
        model.context.request(.runScript(path))
        model.advance(to: 0.05)
        wait(model) { model.camera.visibleCells.contains(Cell(5000, 5000)) }
        XCTAssertTrue(model.camera.visibleCells.contains(Cell(5000, 5000)), "\(model.camera.visibleCells)")
        XCTAssertNotNil(model.scripts.job, "still running")
        model.handle(.key(.escape, []), now: model.context.now)
        wait(model) { model.scripts.job == nil }
    }
}
