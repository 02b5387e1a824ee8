import Foundation
import GRDB
import LifeEngine
import LifeStore
import LifeTestSupport
import XCTest
import AppTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
import JumpFeature
import SettingsFeature
import PromptFeature
import HistoryFeature
@testable import BoardsFeature
@testable import LifeViewModel

final class BoardsTests: XCTestCase {
    final class WallClock: @unchecked Sendable {
        var date = Date(timeIntervalSince1970: 1_800_000_000)
    }

    private var wall = WallClock()
    private var repository: BoardRepository!
    private var folder: String!

    override func setUpWithError() throws {
        wall = WallClock()
        let wall = self.wall
        repository = BoardRepository(database: try AppDatabase.inMemory(), clock: { wall.date })
        folder = NSTemporaryDirectory() + "life-vm-\(UUID().uuidString)"
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func makeModel(pattern: Pattern? = nil, settings: Settings? = nil, session: Session? = nil,
                           notice: String? = nil, memoryOnly: Bool = false, windowSize: Size = Size(1280, 800),
                           anotherWindowOpen: Bool = false) -> AppModel {
        let worker = StoreWorker(repository: repository, settingsStore: SettingsStore(directory: folder), inline: true, memoryOnly: memoryOnly)
        let wall = self.wall
        var services = AppServices(store: worker, wallClock: { wall.date }, workClock: SteadyWorkClock().read)
        services.anotherWindowOpen = anotherWindowOpen
        return AppModel.forTests(windowSize: windowSize, pattern: pattern,
                        services: services,
                        themes: [.builtIn, Self.light], settings: settings, session: session,
                        startupNotice: notice)
    }

    private static var light: Theme {
        var theme = Theme.builtIn
        theme.name = "Light"
        return theme
    }

    /// A model opened on a glider, saved at once as the board "Glider board" (its row returned).
    private func modelWithASavedGlider() throws -> (AppModel, BoardSummary) {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        model.handle(.key(.letter("s"), .control), now: 0)
        type(model, name: "Glider board")
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.01)
        return (model, try XCTUnwrap(try repository.list().first))
    }

    private func type(_ model: AppModel, name: String) {
        for _ in 0..<80 { model.handle(.key(.backspace, []), now: 0) }
        model.handle(.text(name), now: 0)
    }

    func testABoardKeepsItsRunsHistoryAndThePanelDrawsIt() throws {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.acorn))
        for t in 1...120 { model.perform(.step, now: Double(t)) }
        for _ in 0..<20 { model.perform(.stepBack, now: 130) }
        let expected = model.simulation.history.through(100, population: model.simulation.universe.exactPopulation)
        model.handle(.key(.letter("s"), .control), now: 140)
        type(model, name: "Acorn at 100")
        model.handle(.key(.enter, []), now: 140)
        model.advance(to: 140.01)
        let saved = try XCTUnwrap(try repository.list().first)
        XCTAssertEqual(saved.history, expected)
        XCTAssertEqual(saved.history?.range, 0...100, "saved as it stood at the board's generation")

        let other = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        other.boards.open(saved.id)
        other.advance(to: 0.01)
        XCTAssertEqual(other.simulation.generation, 100)
        XCTAssertEqual(other.simulation.history, expected, "the reopened board shows its run's history")
        other.perform(.history, now: 1)
        let layout = HistoryPanel.layout(in: other.context)
        other.handle(.pointerDown(Point(layout.x(for: 10), layout.graph.midY), .left), now: 2)
        other.handle(.pointerUp(Point(layout.x(for: 10), layout.graph.midY), .left), now: 2)
        other.advance(to: 2.01)
        // Its cells before it was opened are worked out again from where Reset goes (its start).
        XCTAssertEqual(other.simulation.generation, 10)
        let acorn = TiledLife(rule: .conway)
        acorn.load(Fixtures.pattern(Fixtures.acorn).cells)
        acorn.step(by: 10)
        XCTAssertEqual(other.simulation.universe.liveCells().sorted(), acorn.liveCells().sorted())

        other.perform(.boards, now: 3)
        other.advance(to: 3.01)
        let row = try XCTUnwrap(BoardsLayout(grid: other.layout.grid, count: 1, scroll: 0).rows.first)
        let graph = try XCTUnwrap(row.graph)
        let lines = other.scene().commands.filter {
            if case let .line(from, to, _) = $0 { return graph.insetBy(-1, -1).contains(from) && graph.insetBy(-1, -1).contains(to) }
            return false
        }
        XCTAssertGreaterThan(lines.count, 20, "the row draws the population over the run")
    }

    /// An autosave that fails (the database locked by another program; a full disk alike) is said
    /// once and tried again every few seconds, a paused board untouched too, until it saves;
    /// meanwhile Ctrl+Q says the board is not saved and quits only when asked again.
    func testAFailedAutosaveIsTriedAgainAndQuittingAsksFirst() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/boards.sqlite", wall = self.wall
        repository = BoardRepository(database: try AppDatabase.open(at: path, busyTimeout: 0.05), clock: { wall.date })
        var configuration = Configuration()
        configuration.busyMode = .timeout(1)
        configuration.allowsUnsafeTransactions = true
        var locker: DatabaseQueue? = try DatabaseQueue(path: path, configuration: configuration)
        // A write transaction another connection keeps open: every write here waits, then fails busy.
        try locker?.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.step, now: 0)
        model.advance(to: 1)
        model.advance(to: 1.01)
        let failed = try XCTUnwrap(model.notice)
        XCTAssertTrue(failed.hasPrefix("Autosave failed: ") && failed.hasSuffix("; trying again every few seconds"), failed)
        XCTAssertTrue(try XCTUnwrap(model.boards.autosaveFailure).contains("busy"))
        model.advance(to: 7)
        model.advance(to: 7.01)
        XCTAssertNotNil(model.boards.autosaveFailure, "still locked")
        model.handle(.key(.letter("q"), .control), now: 7.5)
        XCTAssertFalse(model.quitRequested, "the first Ctrl+Q says the board is not saved")
        XCTAssertEqual(model.notice, "Your board is not saved: the last autosave failed: quit again within 5 seconds to quit and lose what changed since; export it first (Ctrl+Shift+E)")

        try locker?.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        try locker?.close()
        locker = nil
        let wake = try XCTUnwrap(model.boards.nextAutosaveWake, "paused and untouched, the app still wakes to try again")
        XCTAssertLessThanOrEqual(wake, 7 + BoardLibrary.retryInterval)
        model.advance(to: wake + 0.01)
        model.advance(to: wake + 0.02)
        XCTAssertNil(model.boards.autosaveFailure)
        XCTAssertEqual(model.notice, "Autosaved again: your board is safe")
        XCTAssertEqual(try repository.loadSession()?.board.pattern.generation, 1)
        model.handle(.key(.letter("q"), .control), now: 20)
        XCTAssertTrue(model.quitRequested, "saved: Ctrl+Q quits at once")
    }

    /// A second window on the same boards (another holds the session) autosaves its work as a
    /// board of its own, and at quit; the other window's session is left alone. A file as opened
    /// is no work to keep.
    func testASecondWindowAutosavesItsWorkAsABoardOfItsOwn() throws {
        let first = Board(name: "First window", created: wall.date, pattern: Fixtures.pattern(Fixtures.block))
        try repository.saveSession(Session(board: first, sourceID: nil))
        let second = makeModel(pattern: Fixtures.pattern(Fixtures.glider), anotherWindowOpen: true)
        second.advance(to: 1)
        second.advance(to: 1.01)
        XCTAssertEqual(try repository.list().map(\.name), [], "the glider as opened: nothing to keep")
        second.perform(.step, now: 2)
        second.advance(to: 3)
        second.advance(to: 3.01)
        XCTAssertEqual(try repository.list().map(\.name), ["Glider (second window)"])
        second.perform(.step, now: 4)
        second.saveBeforeQuit()
        let kept = try XCTUnwrap(try repository.list().first)
        XCTAssertEqual(try repository.list().count, 1, "one board, saved over")
        XCTAssertEqual(try repository.load(kept.id).pattern.generation, 2, "as it was at quit")
        XCTAssertEqual(try repository.loadSession()?.board.name, "First window", "the other window's session is left alone")
    }

    /// A start-up warning (boards not saved this run) stays up when settings then fail to save:
    /// that failure is added to it, not put in its place (the warning went within a second).
    func testASettingsFailureJoinsTheStartUpWarning() throws {
        FileManager.default.createFile(atPath: folder, contents: Data("in the way".utf8))
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider), notice: "Boards are not saved this time: the disk is read-only")
        model.handle(.key(.letter("]"), []), now: 0.5)
        model.advance(to: 1)
        model.advance(to: 1.01)
        let notice = try XCTUnwrap(model.notice)
        XCTAssertTrue(notice.hasPrefix("Boards are not saved this time: the disk is read-only · Settings could not be saved: "), notice)
        XCTAssertTrue(notice.contains("a file of that name is in the way"), notice)
        XCTAssertGreaterThanOrEqual(model.context.noticeUntil, FeatureContext.startupNoticeSeconds, "as long as the warning had")
    }

    /// Boards held in memory because the database could not be used: a save says they are lost at
    /// quit, and quitting with work asks again first.
    func testBoardsKeptInMemoryOnlySaySoAndQuitAsksFirst() throws {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider), memoryOnly: true)
        model.handle(.key(.letter("s"), .control), now: 0)
        type(model, name: "Mem")
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.01)
        let notice = try XCTUnwrap(model.notice)
        XCTAssertTrue(notice.hasPrefix("Kept Mem (5 cells, generation 0) for this run only: the board database cannot be used"), notice)
        XCTAssertTrue(notice.contains("Export it to keep it (Ctrl+Shift+E)"), notice)
        model.handle(.key(.letter("q"), .control), now: 1)
        XCTAssertFalse(model.quitRequested, "the first Ctrl+Q says what would be lost")
        XCTAssertEqual(model.notice, "Nothing is saved this run (the board database cannot be used): quit again within 5 seconds to "
                       + "quit and lose the board and boards kept; export what you want first (Ctrl+Shift+E)")
        model.handle(.key(.letter("q"), .control), now: 2)
        XCTAssertTrue(model.quitRequested)
        // With the database in use, a save says Saved and Ctrl+Q quits at once.
        let saved = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        saved.handle(.key(.letter("s"), .control), now: 0)
        type(saved, name: "Disk")
        saved.handle(.key(.enter, []), now: 0)
        saved.advance(to: 0.01)
        XCTAssertEqual(saved.notice, "Saved Disk (5 cells, generation 0)")
        saved.handle(.key(.letter("q"), .control), now: 1)
        XCTAssertTrue(saved.quitRequested)
        // In memory with an empty board and nothing kept, nothing is lost: at once.
        let empty = makeModel(memoryOnly: true)
        empty.handle(.key(.letter("q"), .control), now: 1)
        XCTAssertTrue(empty.quitRequested)
    }

    /// A board deleted in an earlier run (the app then ended, or crashed) is still brought back by U.
    func testUBringsBackABoardDeletedBeforeARestart() throws {
        let board = try repository.create(name: "Gone", pattern: Fixtures.pattern(Fixtures.glider))
        try repository.delete(board.id)
        let model = makeModel()
        model.advance(to: 0)
        model.handle(.key(.letter("b"), []), now: 0)
        model.advance(to: 0.01)
        XCTAssertTrue(model.scene().texts.contains { $0.contains("U brings") }, "the empty panel offers it: \(model.scene().texts)")
        model.handle(.key(.letter("u"), []), now: 0.02)
        model.advance(to: 0.03)
        XCTAssertEqual(model.notice, "Brought back Gone")
        XCTAssertEqual(try repository.list().map(\.name), ["Gone"])
    }

    /// Save as under a name a board has already makes another board beside it, named apart.
    func testSaveAsUnderATakenNameNamesTheNewBoardApart() throws {
        let (model, saved) = try modelWithASavedGlider()
        model.handle(.key(.letter("s"), [.control, .shift]), now: 1)
        type(model, name: "Glider board")
        model.handle(.key(.enter, []), now: 1)
        model.advance(to: 1.01)
        XCTAssertEqual(Set(try repository.list().map(\.name)), ["Glider board", "Glider board (2)"])
        XCTAssertTrue(model.notice?.hasPrefix("Saved as Glider board (2) (") == true, model.notice ?? "")
        XCTAssertTrue(model.notice?.hasSuffix("a board named Glider board is there already") == true, model.notice ?? "")
        XCTAssertNotEqual(model.boards.currentID, saved.id, "the new board is the one being edited")
        XCTAssertEqual(model.boards.windowTitle, "Glider board (2) - Life")
    }

    /// A name too long for its row is cut in the middle: a board and its copy stay told apart.
    func testALongNameKeepsItsEndInThePanel() throws {
        let long = "A very long board name that goes on and on to test how the panel cuts it"
        let board = try repository.create(name: long, pattern: Fixtures.pattern(Fixtures.glider))
        _ = try repository.duplicate(board.id)
        for size in [Size(640, 480), Size(1280, 800)] {
            let model = makeModel(windowSize: size)
            model.handle(.key(.letter("b"), []), now: 0)
            model.advance(to: 0.02)
            let names = model.scene().texts.filter { $0.hasPrefix("A very") }
            XCTAssertEqual(names.count, 2, "\(size): \(names)")
            XCTAssertEqual(names.filter { $0.hasSuffix(" copy") }.count, 1, "the copy says so at \(size): \(names)")
            XCTAssertTrue(names.allSatisfy { $0.count < long.count && $0.contains("…") }, "cut at \(size): \(names)")
        }
    }

    /// In the smallest window (480x360) the panel shows two rows of boards, not one.
    func testTheSmallestWindowShowsTwoBoards() throws {
        for name in ["One", "Two", "Three"] { _ = try repository.create(name: name, pattern: Fixtures.pattern(Fixtures.glider)) }
        let model = makeModel(windowSize: Size(480, 360))
        model.handle(.key(.letter("b"), []), now: 0)
        model.advance(to: 0.02)
        let layout = BoardsLayout(grid: model.layout.grid, count: 3, scroll: 0)
        XCTAssertEqual(layout.visibleRows, 2)
        XCTAssertTrue(layout.rows.allSatisfy { model.layout.grid.contains(Point($0.frame.x, $0.frame.maxY)) }, "the rows lie on the grid")
        XCTAssertEqual(model.scene().texts.filter { ["One", "Two", "Three"].contains($0) }.count, 2)
    }

    /// The board being edited, deleted and brought back by U, is again the one Ctrl+S saves over
    /// (it asked for a name, offering the one from before a rename, and saved a copy).
    func testTheOpenBoardDeletedAndBroughtBackIsSavedOverAgain() throws {
        let (model, saved) = try modelWithASavedGlider()
        model.handle(.key(.letter("b"), []), now: 0)
        model.advance(to: 0.02)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Editing · Gen 0 · 5 cells") }, "the board being edited is marked: \(model.scene().texts)")
        let layout = BoardsLayout(grid: model.layout.grid, count: 1, scroll: 0)
        model.handle(.pointerDown(layout.rows[0].buttons[3].center, .left), now: 0)
        model.handle(.pointerDown(layout.rows[0].buttons[3].center, .left), now: 0)
        model.advance(to: 0.04)
        XCTAssertEqual(try repository.list(), [])
        XCTAssertNil(model.boards.currentID, "deleted: Ctrl+S would ask for a name")
        let generation = model.simulation.generation
        model.handle(.pointerDown(model.boards.panel.map { BoardsLayout(grid: model.layout.grid, count: $0.boards?.count ?? 0, scroll: 0).panel.center } ?? .init(0, 0), .left), now: 0)
        model.handle(.key(.letter("z"), .control), now: 0)  // a click after the delete, then Ctrl+Z: as U, not the board's undo
        XCTAssertEqual(model.simulation.generation, generation, "the board behind the panel is left as it is")
        model.advance(to: 0.06)
        XCTAssertEqual(model.boards.currentID, saved.id, "brought back: the board being edited again")
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Editing · ") })
        model.handle(.key(.escape, []), now: 0)
        model.perform(.step, now: 0.1)
        model.handle(.key(.letter("s"), .control), now: 0.1)
        model.advance(to: 0.2)
        XCTAssertNil(model.namePrompt, "saved over it, no name asked")
        XCTAssertEqual(try repository.list().map(\.name), ["Glider board"], "no copy")
        XCTAssertEqual(try repository.load(saved.id).pattern.generation, 1)
    }

    /// A board deleted, another opened, then the first brought back: the one opened stays the one
    /// being edited (U took Ctrl+S's target away from it).
    func testABoardBroughtBackAfterAnotherWasOpenedLeavesThatOneBeingEdited() throws {
        let (model, saved) = try modelWithASavedGlider()
        let other = try repository.create(name: "Other", pattern: Fixtures.pattern(Fixtures.acorn))
        model.handle(.key(.letter("b"), []), now: 0)
        model.advance(to: 0.02)
        var layout = BoardsLayout(grid: model.layout.grid, count: 2, scroll: 0)
        let mine = try XCTUnwrap(model.boards.panel?.boards?.firstIndex { $0.id == saved.id })
        model.handle(.pointerDown(layout.rows[mine].buttons[3].center, .left), now: 0)
        model.handle(.pointerDown(layout.rows[mine].buttons[3].center, .left), now: 0)
        model.advance(to: 0.04)
        layout = BoardsLayout(grid: model.layout.grid, count: 1, scroll: 0)
        model.handle(.pointerDown(layout.rows[0].buttons[0].center, .left), now: 0.05)
        model.advance(to: 0.06)
        XCTAssertEqual(model.boards.currentID, other.id)
        model.handle(.key(.letter("b"), []), now: 0.1)
        model.advance(to: 0.12)
        model.handle(.key(.letter("u"), []), now: 0.13)
        model.advance(to: 0.14)
        XCTAssertEqual(try repository.list().count, 2, "brought back")
        XCTAssertEqual(model.boards.currentID, other.id, "the board opened since is still the one being edited")
    }

    /// Ctrl+R with no start kept (a board just opened) says why nothing happens.
    func testResetWithNothingToGoBackToSaysSo() {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertFalse(model.simulation.canReset)
        model.perform(.reset, now: 0)
        XCTAssertEqual(model.notice, "Already at the start: Reset goes back to where the last run started")
        model.perform(.step, now: 0)
        model.perform(.reset, now: 0)
        XCTAssertEqual(model.simulation.generation, 0, "after a step there is")
        model.perform(.reset, now: 0)
        XCTAssertEqual(model.notice, "Already at the start: Reset goes back to where the last run started", "and once back, it says so again")
    }

    /// A name typed past the field's length is not taken silently: the notice says how long a name may be.
    func testANameTypedPastTheLimitSaysSo() {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        model.handle(.key(.letter("s"), .control), now: 0)
        model.handle(.text(String(repeating: "n", count: TextPrompt.nameLimit)), now: 0)
        XCTAssertNotEqual(model.notice, "The field holds at most \(TextPrompt.nameLimit) characters", "it fits")
        model.handle(.text("x"), now: 0)
        XCTAssertEqual(model.namePrompt?.text, String(repeating: "n", count: TextPrompt.nameLimit))
        XCTAssertEqual(model.notice, "The field holds at most \(TextPrompt.nameLimit) characters")
    }

    /// The board saved is the one on screen when Ctrl+S was pressed: a run going on while its name
    /// is typed does not move what is saved on to a later generation.
    func testABoardPlayingWhileItsNameIsTypedIsSavedAsItWasAtCtrlS() throws {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.rPentomino))
        model.simulation.generationsPerSecond = 60
        model.perform(.playPause, now: 0)
        for i in 1...10 { model.advance(to: Double(i) * 0.05) }
        let pressedAt = model.simulation.generation, population = model.simulation.population
        XCTAssertGreaterThan(pressedAt, 10)
        model.handle(.key(.letter("s"), .control), now: 0.5)
        XCTAssertNotNil(model.namePrompt)
        type(model, name: "Mid-run")
        for i in 11...40 { model.advance(to: Double(i) * 0.05) }
        XCTAssertGreaterThan(model.simulation.generation, pressedAt + 30, "the run went on under the prompt")
        model.handle(.key(.enter, []), now: 2)
        model.advance(to: 2.01)
        let saved = try XCTUnwrap(try repository.list().first)
        XCTAssertEqual(saved.name, "Mid-run")
        XCTAssertEqual(saved.generation, pressedAt)
        XCTAssertEqual(Int64(saved.population), Int64(population))
    }

    /// The row of the board being edited is tinted toward the accent (in High contrast every row
    /// is outlined, so an outline alone did not tell it apart); the others are not.
    func testTheBoardBeingEditedHasATintedRow() throws {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        for (name, keys) in [("Kept", KeyModifiers.control), ("Other", [.control, .shift])] {
            model.handle(.key(.letter("s"), keys), now: 0)
            type(model, name: name)
            model.handle(.key(.enter, []), now: 0)
            model.advance(to: 0.01)
        }
        model.perform(.boards, now: 0.02)
        model.advance(to: 0.03)
        XCTAssertEqual(model.boards.shownPanel?.boards?.count, 2)
        let colors = model.theme.colors, tint = colors.background.blended(toward: colors.accent, by: Translucency.currentRowTint)
        let fills = model.scene().commands.compactMap { if case .fill(_, let color, _) = $0 { color } else { nil } }
        XCTAssertEqual(fills.filter { $0 == tint }.count, 1, "the open board's row is tinted, the other's is not")
    }

    /// A saved board changed since (a generation, an edit) is marked in the window's title and
    /// in its row, until it is saved again; opening it again starts unmarked.
    func testABoardChangedSinceItWasSavedIsMarkedUntilSavedAgain() throws {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertEqual(model.boards.windowTitle, "Glider - Life", "a pattern never saved as a board has nothing to mark")
        model.perform(.step, now: 0)
        XCTAssertEqual(model.boards.windowTitle, "Glider - Life")
        model.handle(.key(.letter("s"), .control), now: 0)
        type(model, name: "Flyer")
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.01)
        XCTAssertEqual(model.boards.windowTitle, "Flyer - Life")
        XCTAssertFalse(model.boards.hasUnsavedChanges)
        model.perform(.step, now: 0.02)
        XCTAssertEqual(model.boards.windowTitle, "*Flyer - Life", "a generation on: changed")
        model.perform(.boards, now: 0.03)
        model.advance(to: 0.04)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Editing, changed · Gen 1") }, "\(model.scene().texts)")
        model.perform(.boards, now: 0.05)
        model.handle(.key(.letter("s"), .control), now: 0.06)
        model.advance(to: 0.07)
        XCTAssertEqual(model.boards.windowTitle, "Flyer - Life", "saved again")
        model.handle(.pointerDown(model.camera.screenRect(of: Cell(10, 10)).center, .left), now: 0.08)
        model.handle(.pointerUp(model.camera.screenRect(of: Cell(10, 10)).center, .left), now: 0.08)
        XCTAssertEqual(model.boards.windowTitle, "*Flyer - Life", "an edit: changed")
        model.handle(.key(.letter("z"), .control), now: 0.09)
        XCTAssertEqual(model.boards.windowTitle, "Flyer - Life", "undone: the board is as saved again")
        model.perform(.step, now: 0.1)
        XCTAssertEqual(model.boards.windowTitle, "*Flyer - Life")
        model.perform(.stepBack, now: 0.11)
        XCTAssertEqual(model.boards.windowTitle, "Flyer - Life", "back at the generation saved")
    }

    /// After a restart, the session restored is compared with its saved board (read back from the
    /// database): changed since, it is marked; as saved, it is not, and a step marks it. A board
    /// deleted and brought back by U keeps its mark.
    func testTheMarkHoldsAcrossARestartAndAnUndelete() throws {
        let (model, saved) = try modelWithASavedGlider()
        model.perform(.step, now: 1)
        model.saveBeforeQuit()
        let changed = makeModel(session: try XCTUnwrap(try repository.loadSession()))
        changed.advance(to: 0.01)
        XCTAssertEqual(changed.boards.windowTitle, "*Glider board - Life", "restored at generation 1, the board saved at 0")
        changed.perform(.stepBack, now: 0.02)
        XCTAssertEqual(changed.simulation.generation, 0)
        XCTAssertEqual(changed.boards.windowTitle, "Glider board - Life", "back as it was saved")
        changed.saveBeforeQuit()
        let same = makeModel(session: try XCTUnwrap(try repository.loadSession()))
        same.advance(to: 0.01)
        XCTAssertEqual(same.boards.windowTitle, "Glider board - Life", "restored as saved: no mark")
        same.perform(.step, now: 0.02)
        XCTAssertEqual(same.boards.windowTitle, "*Glider board - Life", "and a step marks it")
        // Deleted (the title loses the board) and brought back by U: the mark comes back with it.
        same.perform(.boards, now: 0.03)
        same.advance(to: 0.04)
        for _ in 0..<2 { same.boards.handle(.pointerDown(Point(0, 0), .left), hit: .row(index: 0, action: .delete)) }
        same.advance(to: 0.05)
        XCTAssertNil(same.boards.currentID)
        same.handle(.key(.letter("u"), []), now: 0.06)
        same.advance(to: 0.07)
        XCTAssertEqual(same.boards.currentID, saved.id)
        XCTAssertEqual(same.boards.windowTitle, "*Glider board - Life", "brought back, still changed since")
    }

    /// The open board deleted, the window keeps its name (it showed the name the pattern had
    /// when opened: another board's, after a rename), and Ctrl+S offers it.
    func testTheOpenBoardDeletedKeepsItsNameInTheTitle() throws {
        let (model, saved) = try modelWithASavedGlider()
        XCTAssertTrue(model.boards.confirmName("Renamed", renaming: saved.id))
        model.advance(to: 0.02)
        XCTAssertEqual(model.boards.windowTitle, "Renamed - Life")
        model.perform(.boards, now: 0.03)
        model.advance(to: 0.04)
        for _ in 0..<2 { model.boards.handle(.pointerDown(Point(0, 0), .left), hit: .row(index: 0, action: .delete)) }
        model.advance(to: 0.05)
        XCTAssertNil(model.boards.currentID)
        XCTAssertEqual(model.boards.windowTitle, "Renamed - Life", "not the name it was opened under")
        model.handle(.key(.escape, []), now: 0.06)
        model.handle(.key(.letter("s"), .control), now: 0.07)
        XCTAssertEqual(model.namePrompt?.text, "Renamed")
    }

    /// The session links to a board as soon as it is saved (killed then, the app came back bound
    /// to nothing, and Ctrl+S made a copy), not at the next autosave seconds later.
    func testTheSessionLinksToABoardAsSoonAsItIsSaved() throws {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        model.advance(to: 0.01)
        XCTAssertNotNil(try repository.loadSession(), "autosaved once")
        XCTAssertNil(try repository.loadSession()?.sourceID)
        model.handle(.key(.letter("s"), .control), now: 0.5)
        type(model, name: "Linked")
        model.handle(.key(.enter, []), now: 0.5)
        model.advance(to: 0.6)
        let saved = try XCTUnwrap(try repository.list().first)
        XCTAssertEqual(try repository.loadSession()?.sourceID, saved.id)
    }

    /// The fingerprint tells apart two boards of the same generation, population and bounds
    /// whose cells differ, and not two of the same cells listed in another order.
    func testTheFingerprintTellsCellsApartWhateverTheirOrder() {
        func universe(_ cells: [Cell]) -> any LifeAlgorithm {
            let u = TiledLife()
            u.load(cells)
            return u
        }
        let diagonal = [Cell(0, 0), Cell(1, 1), Cell(5, 3)], other = [Cell(0, 1), Cell(1, 0), Cell(5, 3)]
        let print = BoardFingerprint(of: universe(diagonal))
        XCTAssertTrue(print.matches(universe(diagonal.reversed())))
        XCTAssertFalse(print.matches(universe(other)), "same figures, other cells")
        XCTAssertFalse(BoardFingerprint(of: universe(diagonal), hashingCells: false).cells != nil)
    }

    func testCtrlSAsksForANameThenSavesOverTheSameBoard() throws {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.gosperGun))
        model.handle(.key(.letter("s"), .control), now: 0)
        XCTAssertEqual(model.namePrompt?.purpose, .saveBoard)
        XCTAssertEqual(model.namePrompt?.text, "Gosper glider gun")
        XCTAssertTrue(model.scene().texts.contains("Save the board as"))
        type(model, name: "My gun")
        model.handle(.key(.letter("f"), []), now: 0)
        XCTAssertEqual(model.namePrompt?.text, "My gun", "letters arrive as text; their keys are not shortcuts here")
        XCTAssertTrue(model.isAutoZoomActive)
        model.handle(.text("!"), now: 0)
        model.handle(.key(.backspace, []), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.01)
        XCTAssertNil(model.namePrompt)
        let first = try XCTUnwrap(try repository.list().first)
        XCTAssertEqual(first.name, "My gun")
        XCTAssertEqual(first.population, 36)
        XCTAssertEqual(model.boards.currentID, first.id)
        XCTAssertTrue(model.notice?.hasPrefix("Saved My gun") == true, model.notice ?? "")
        // Known by the board's name now: the title, and the name offered for an export.
        XCTAssertEqual(model.boards.windowTitle, "My gun - Life")
        model.handle(.key(.letter("e"), .control), now: 0)
        XCTAssertEqual(model.exportName, "My gun", "offered as the board is called, not as the file was (Gosper glider gun)")
        model.handle(.key(.escape, []), now: 0)

        for _ in 0..<30 { model.perform(.step, now: 1) }
        wall.date += 60
        model.handle(.key(.letter("s"), .control), now: 2)
        model.advance(to: 2.01)
        XCTAssertNil(model.namePrompt, "a board that has a name is saved without asking")
        let boards = try repository.list()
        XCTAssertEqual(boards.count, 1)
        XCTAssertEqual(boards[0].generation, 30)
        let stored = try repository.load(first.id)
        XCTAssertEqual(stored.start?.cells, Fixtures.pattern(Fixtures.gosperGun).cells, "Reset's pattern is saved too")
        XCTAssertNotNil(stored.view)

        model.handle(.key(.letter("s"), [.control, .shift]), now: 3)
        type(model, name: "Second")
        model.handle(.key(.enter, []), now: 3)
        model.advance(to: 3.01)
        XCTAssertEqual(try repository.list().map(\.name), ["Second", "My gun"])
    }

    /// A row names the rule when it is not Life's, and the board when it is bounded (a Generations
    /// soup on a Klein bottle keeps its states through saving and opening).
    func testARowNamesItsRuleAndItsBoard() throws {
        let brain = try PatternFormat.rle.read("x = 3, y = 1, rule = /2/3:K30*,20\nABA!\n")
        _ = try repository.create(name: "Brain", pattern: brain)
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        model.handle(.key(.letter("b"), []), now: 0)
        model.advance(to: 0.01)
        let texts = model.scene().texts
        XCTAssertTrue(texts.contains { $0.contains("· /2/3 · Klein bottle 30x20") }, "\(texts)")
        // With no run to graph, the figures take the graph's room too.
        let row = try XCTUnwrap(BoardsLayout(grid: model.layout.grid, count: 1, scroll: 0).rows.first)
        let graph = try XCTUnwrap(row.graph, "a wide row has room for a graph")
        let details = model.scene().commands.compactMap { command -> Rect? in
            if case let .text(text, frame, _, _, _) = command, text.hasPrefix("Gen 0 ·") { return frame } else { return nil }
        }
        XCTAssertEqual(details.first?.maxX, graph.maxX)
        let stored = try XCTUnwrap(repository.list().first)
        let back = try repository.load(stored.id).pattern
        XCTAssertEqual(back.topology, brain.topology)
        XCTAssertEqual(back.decaying, brain.decaying, "the resting cell keeps its state")
    }

    /// Deleting the last board leaves a panel that says U brings it back, until it does; the
    /// panel opened again says so too.
    func testThePanelEmptiedByADeleteSaysUBringsItBack() throws {
        _ = try repository.create(name: "Gun", pattern: Fixtures.pattern(Fixtures.gosperGun))
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        model.handle(.key(.letter("b"), []), now: 0)
        model.advance(to: 0.01)
        let delete = BoardsLayout(grid: model.layout.grid, count: 1, scroll: 0).rows[0].buttons[3].center
        model.handle(.pointerDown(delete, .left), now: 0)
        model.handle(.pointerDown(delete, .left), now: 0)
        model.advance(to: 0.02)
        let message = "No saved boards left: U brings back Gun, the one deleted last."
        XCTAssertTrue(model.scene().texts.contains(message), "\(model.scene().texts)")
        model.handle(.key(.escape, []), now: 1)
        model.handle(.key(.letter("b"), []), now: 1)
        model.advance(to: 1.01)
        XCTAssertTrue(model.scene().texts.contains(message), "the panel opened again says so too")
        model.handle(.key(.letter("u"), []), now: 1)
        model.advance(to: 1.02)
        XCTAssertEqual(model.boards.panel?.boards?.map(\.name), ["Gun"])
        XCTAssertFalse(model.scene().texts.contains(message))
    }

    func testThePanelListsOpensRenamesCopiesAndDeletesWithConfirmation() throws {
        let gun = try repository.create(name: "Gun", pattern: Fixtures.pattern(Fixtures.gosperGun).offset(by: 100, 100))
        wall.date += 120
        var later = Fixtures.pattern(Fixtures.acorn)
        later.generation = 77
        let acorn = try repository.create(name: "Acorn", pattern: later, view: BoardView(centerX: 3, centerY: 1, zoom: 12))
        wall.date += 300
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        model.handle(.key(.letter("b"), []), now: 0)
        XCTAssertNotNil(model.boards.panel)
        model.advance(to: 0.01)
        XCTAssertEqual(model.boards.panel?.boards?.map(\.name), ["Acorn", "Gun"])
        let texts = model.scene().texts
        XCTAssertTrue(texts.contains("Boards (2)"), "\(texts)")
        XCTAssertTrue(texts.contains("Gen 77 · 7 cells · 5 min ago"), "\(texts)")
        XCTAssertTrue(texts.contains("Gen 0 · 36 cells · 7 min ago"), "\(texts)")
        XCTAssertFalse(model.showsFirstRun)

        var layout = BoardsLayout(grid: model.layout.grid, count: 2, scroll: 0)
        // Rename the gun.
        model.handle(.pointerDown(layout.rows[1].buttons[1].center, .left), now: 0)
        XCTAssertEqual(model.namePrompt?.purpose, .renameBoard(gun.id))
        type(model, name: "Gosper")
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.02)
        XCTAssertEqual(try repository.load(gun.id).name, "Gosper")
        XCTAssertEqual(model.boards.panel?.boards?.map(\.name), ["Gosper", "Acorn"], "renaming counts as an update")

        // Copy the acorn: the copy comes right below it and no row above moves, so the pointer
        // stays on the acorn's row; the next opening lists newest first.
        layout = BoardsLayout(grid: model.layout.grid, count: 2, scroll: 0)
        model.handle(.pointerDown(layout.rows[1].buttons[2].center, .left), now: 0)
        model.advance(to: 0.03)
        XCTAssertEqual(model.boards.panel?.boards?.map(\.name), ["Gosper", "Acorn", "Acorn copy"])
        XCTAssertEqual(model.notice, "Copied as “Acorn copy”")
        XCTAssertEqual(try repository.list().map(\.name), ["Acorn copy", "Gosper", "Acorn"])

        // Delete asks once, then deletes; U brings it back.
        layout = BoardsLayout(grid: model.layout.grid, count: 3, scroll: 0)
        model.handle(.pointerDown(layout.rows[2].buttons[3].center, .left), now: 0)
        XCTAssertNotNil(model.boards.panel?.confirmingDelete)
        XCTAssertTrue(model.scene().texts.contains("Sure?"))
        XCTAssertEqual(try repository.list().count, 3)
        model.handle(.pointerDown(layout.rows[2].buttons[3].center, .left), now: 0)
        model.advance(to: 0.04)
        XCTAssertEqual(try repository.list().map(\.name), ["Gosper", "Acorn"])
        XCTAssertEqual(model.notice, "Deleted Acorn copy (U undoes)")
        model.handle(.key(.letter("u"), []), now: 0)
        model.advance(to: 0.05)
        XCTAssertEqual(try repository.list().count, 3)
        XCTAssertEqual(model.notice, "Brought back Acorn copy")
        // A board saved under its name since it was deleted: brought back numbered, as Save as
        // names (two boards of one name could not be told apart).
        let copy = try XCTUnwrap(try repository.list().first { $0.name == "Acorn copy" })
        layout = BoardsLayout(grid: model.layout.grid, count: 3, scroll: 0)
        let copyRow = try XCTUnwrap(model.boards.panel?.boards?.firstIndex { $0.id == copy.id })
        model.handle(.pointerDown(layout.rows[copyRow].buttons[3].center, .left), now: 0)
        model.handle(.pointerDown(layout.rows[copyRow].buttons[3].center, .left), now: 0)
        model.advance(to: 0.06)
        try repository.saveNew(Board(name: "Acorn copy", created: Date(timeIntervalSince1970: 5), pattern: Fixtures.pattern(Fixtures.block)))
        model.handle(.key(.letter("u"), []), now: 0)
        model.advance(to: 0.07)
        XCTAssertEqual(Set(try repository.list().map(\.name)), ["Gosper", "Acorn", "Acorn copy", "Acorn copy (2)"])
        XCTAssertEqual(model.notice, "Brought back Acorn copy as “Acorn copy (2)”: a board saved since has its name")
        XCTAssertEqual(try repository.load(copy.id).name, "Acorn copy (2)", "the board brought back is the one renamed")
        for board in try repository.list() where board.name == "Acorn copy" { _ = try repository.delete(board.id) }
        model.boards.refresh()
        model.advance(to: 0.08)

        // Open the acorn: its cells, generation and view come back; Ctrl+Z returns to the glider.
        layout = BoardsLayout(grid: model.layout.grid, count: 3, scroll: 0)
        let acornRow = try XCTUnwrap(model.boards.panel?.boards?.firstIndex { $0.id == acorn.id })
        model.handle(.pointerDown(layout.rows[acornRow].buttons[0].center, .left), now: 1)
        model.advance(to: 1.01)
        XCTAssertNil(model.boards.panel)
        XCTAssertEqual(model.simulation.generation, 77)
        XCTAssertEqual(model.simulation.population, 7)
        XCTAssertEqual(model.camera.zoom, 12)
        XCTAssertEqual(model.boards.currentID, acorn.id)
        model.handle(.key(.letter("z"), .control), now: 2)
        XCTAssertEqual(model.simulation.population, 5)

        // Escape and a click outside close the panel.
        model.handle(.key(.letter("b"), []), now: 3)
        model.handle(.key(.escape, []), now: 3)
        XCTAssertNil(model.boards.panel)
        model.perform(.boards, now: 3)
        model.handle(.pointerDown(Point(5, 300), .left), now: 3)
        XCTAssertNil(model.boards.panel)
    }

    func testAnEmptyLibrarySaysHowToFillIt() {
        let model = makeModel()
        model.perform(.boards, now: 0)
        XCTAssertNil(model.boards.panel?.boards, "the list arrives with the next frame")
        XCTAssertTrue(model.scene().texts.contains("Loading…"))
        model.advance(to: 0.01)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("No saved boards yet") })
        let layout = BoardsLayout(grid: model.layout.grid, count: 0, scroll: 0)
        model.handle(.pointerDown(layout.save.center, .left), now: 0)
        XCTAssertEqual(model.namePrompt?.purpose, .saveBoard)
        XCTAssertNotNil(model.boards.panel, "the name prompt opens over the panel")
        model.handle(.pointerDown(PromptLayout(grid: model.layout.grid, withFormats: false).cancel.center, .left), now: 0)
        XCTAssertNil(model.namePrompt)
        XCTAssertEqual(model.overlays, [.boards], "Cancel goes back to the panel")
        model.handle(.pointerDown(layout.save.center, .left), now: 0)
        model.handle(.text("Mine"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.02)
        model.advance(to: 0.03)
        XCTAssertEqual(model.boards.panel?.boards?.map(\.name), ["Mine"], "the panel lists the board just saved")
    }

    func testWithoutADatabaseBoardsSayWhy() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.handle(.key(.letter("s"), .control), now: 0)
        XCTAssertTrue(model.notice?.hasPrefix("Boards are not available") == true)
        model.perform(.boards, now: 0)
        XCTAssertNil(model.boards.panel)
        // The reason the app was given (here: started with nothing to persist) is the one told.
        var services = AppServices(workClock: SteadyWorkClock().read)
        services.storeAbsence = "Boards are off in this mode"
        let ephemeral = AppModel.forTests(windowSize: Size(1280, 800), services: services)
        ephemeral.perform(.boards, now: 0)
        XCTAssertEqual(ephemeral.notice, "Boards are off in this mode")
    }

    /// A board leapt far: its row gives its figures as the header writes them, so its age stays in view.
    func testABoardLeaptFarShowsItsFiguresShort() throws {
        var far = Fixtures.pattern(Fixtures.glider)
        far.generation = 1 << 40
        _ = try repository.create(name: "Far", pattern: far, view: nil)
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        model.handle(.key(.letter("b"), []), now: 0)
        model.advance(to: 0.01)
        XCTAssertTrue(model.scene().texts.contains("Gen 1.100e12 · 5 cells · just now"), "\(model.scene().texts)")
    }

    /// A session whose view held all life (as auto-zoom keeps it) comes back with auto-zoom
    /// following; one looking at a part of it comes back as it was, auto-zoom waiting.
    func testARestoredViewKeepsAutoZoomWhenItHeldAllLife() throws {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.gosperGun))
        model.perform(.playPause, now: 0)
        for i in 1...40 { model.advance(to: Double(i) * 0.1) }
        XCTAssertTrue(model.isAutoZoomActive)
        model.saveBeforeQuit()
        let followed = makeModel(session: try XCTUnwrap(try repository.loadSession()))
        XCTAssertEqual(followed.notice, "Restored your last session")
        XCTAssertTrue(followed.isAutoZoomActive, "the Fit button is lit and going back is followed")
        // In a smaller window (the app restarted at 640x480), all of it is framed again, not cut.
        let smaller = makeModel(session: try XCTUnwrap(try repository.loadSession()), windowSize: Size(640, 480))
        smaller.advance(to: 0.5)
        let bounds = try XCTUnwrap(smaller.simulation.universe.bounds)
        XCTAssertTrue(AutoZoom.innerAreaContains(bounds, camera: smaller.camera), "all life in view")
        XCTAssertTrue(smaller.isAutoZoomActive)
        // Zoomed in on a corner of the gun: the view comes back, auto-zoom waits for Fit or Play.
        model.perform(.playPause, now: 5)
        for _ in 0..<6 { model.handle(.wheel(dx: 0, dy: 1, at: Point(model.layout.grid.x + 40, model.layout.grid.y + 40)), now: 5) }
        model.advance(to: 6)
        XCTAssertFalse(model.isAutoZoomActive)
        model.saveBeforeQuit()
        let part = makeModel(session: try XCTUnwrap(try repository.loadSession()))
        XCTAssertFalse(part.isAutoZoomActive)
        XCTAssertEqual(part.camera.zoom, model.camera.zoom, accuracy: 1e-9)
    }

    /// A start on a file (a double-click in the file manager) does not restore the last session:
    /// when that session holds work its saved board does not, it is kept as a board of its own.
    func testAStartOnAFileKeepsTheLastSessionsUnsavedWorkAsABoard() throws {
        let (model, saved) = try modelWithASavedGlider()
        model.saveBeforeQuit()
        let unchanged = try XCTUnwrap(try repository.loadSession())
        XCTAssertEqual(unchanged.sourceID, saved.id)
        let opened = makeModel(pattern: Fixtures.pattern(Fixtures.acorn), session: unchanged)
        opened.advance(to: 0.01)
        XCTAssertEqual(try repository.list().map(\.name), ["Glider board"], "the same cells as its board: nothing to keep")

        model.perform(.step, now: 1)
        model.saveBeforeQuit()
        let edited = try XCTUnwrap(try repository.loadSession())
        let again = makeModel(pattern: Fixtures.pattern(Fixtures.acorn), session: edited)
        again.advance(to: 0.01)
        XCTAssertEqual(Set(try repository.list().map(\.name)), ["Glider board", "Glider board (earlier session)"])
        XCTAssertEqual(again.notice, "Your last session is kept as the board \"Glider board (earlier session)\" (Boards: B)")
        let kept = try XCTUnwrap(try repository.list().first { $0.name.hasSuffix("(earlier session)") })
        XCTAssertEqual(try repository.load(kept.id).pattern.generation, 1, "as it was left")
        XCTAssertEqual(again.simulation.population, 7, "the file is what opens")
    }

    /// Work saved nowhere is kept as a board "… (replaced)" when a pattern or board is opened over
    /// it (Ctrl+Z brought it back only until the app quit or crashed): a saved board changed since
    /// it was saved, cells drawn on an empty board. A board or file as opened, or as saved, is not.
    func testOpeningOverUnsavedWorkKeepsItAsABoard() throws {
        let (model, saved) = try modelWithASavedGlider()
        model.editing.load(Fixtures.pattern(Fixtures.acorn), named: "Acorn", in: model.context)
        model.advance(to: 0.02)
        XCTAssertEqual(try repository.list().map(\.name), ["Glider board"], "the glider as saved: nothing to keep")
        model.boards.open(saved.id)
        model.advance(to: 0.03)
        XCTAssertEqual(try repository.list().map(\.name), ["Glider board"], "the acorn as opened: nothing to keep")

        model.perform(.step, now: 1)
        model.editing.load(Fixtures.pattern(Fixtures.acorn), named: "Acorn", in: model.context)
        model.advance(to: 1.1)
        XCTAssertEqual(Set(try repository.list().map(\.name)), ["Glider board", "Glider board (replaced)"])
        XCTAssertEqual(model.notice, "Opened Acorn: 7 cells (Ctrl+Z undoes) · the board it replaced is kept as \"Glider board (replaced)\" (Boards: B)")
        let kept = try XCTUnwrap(try repository.list().first { $0.name == "Glider board (replaced)" })
        XCTAssertEqual(try repository.load(kept.id).pattern.generation, 1, "as it was left")
        XCTAssertEqual(model.simulation.population, 7, "the acorn is what opened")

        let drawn = makeModel()
        let center = drawn.layout.grid.center
        for x in 0..<3 {
            let at = Point(center.x + Double(x) * 40, center.y)
            drawn.handle(.pointerDown(at, .left), now: 2)
            drawn.handle(.pointerUp(at, .left), now: 2)
        }
        XCTAssertEqual(drawn.simulation.population, 3)
        drawn.boards.open(saved.id)
        drawn.advance(to: 2.1)
        let names = try repository.list().map(\.name)
        XCTAssertTrue(names.contains("Untitled (replaced)"), "\(names)")
        let cells = try XCTUnwrap(try repository.list().first { $0.name == "Untitled (replaced)" })
        XCTAssertEqual(cells.exactPopulation, 3)
        // The dice over an edited board is a new board in its place too.
        drawn.perform(.step, now: 3)
        drawn.perform(.step, now: 3)
        drawn.perform(.randomFill, now: 3)
        drawn.advance(to: 3.1)
        let afterDice = try repository.list()
        XCTAssertTrue(afterDice.contains { $0.name == "Glider board (replaced)" && $0.generation == 2 }, "\(afterDice.map(\.name))")
    }

    /// A reset point of more cells than boards list (a 2300x2300 soup's start) is kept when its
    /// engine holds its cells one by one anyway (tiles); a HashLife one that large is not listed.
    func testALargeResetPointOnTilesIsKeptWithTheBoard() {
        let side = 2300
        XCTAssertGreaterThan(side * side, Board.listLimit)
        var cells: [Cell] = []
        cells.reserveCapacity(side * side)
        for y in 0..<side { for x in 0..<side { cells.append(Cell(Int64(x), Int64(y))) } }
        let start = TiledLife()
        start.load(cells)
        let now = TiledLife()
        now.load([Cell(0, 0)])
        let view = BoardView(centerX: 0, centerY: 0, zoom: 1)
        let draft = BoardDraft(id: UUID(), name: "Big", created: Date(), universe: now, start: start, view: view, history: RunHistory(startingAt: 0, population: 1))
        XCTAssertEqual(draft.make().start?.cells.count, side * side, "Reset still has somewhere to go after a restart")
        let tree = HashLife()
        tree.load(cells)
        let leaping = BoardDraft(id: UUID(), name: "Big", created: Date(), universe: now, start: tree, view: view, history: RunHistory(startingAt: 0, population: 1))
        XCTAssertNil(leaping.make().start)
    }

    /// A universe on tiles too large to list (a line of millions of cells grown) is kept as its
    /// HashLife tree, made square by square: listed at each autosave, 920 million cells took 15 GB.
    func testATiledUniverseTooLargeToListIsKeptAsItsTree() throws {
        let side = 2300
        var cells: [Cell] = []
        cells.reserveCapacity(side * side)
        for y in 0..<side { for x in 0..<side { cells.append(Cell(Int64(x - 1000), Int64(y - 700))) } }
        let now = TiledLife()
        now.load(cells)
        cells = []
        now.generation = 7
        let draft = BoardDraft(id: UUID(), name: "Block", created: Date(), universe: now, start: nil,
                               view: BoardView(centerX: 0, centerY: 0, zoom: 1), history: RunHistory(startingAt: 7, population: UInt128(side * side)))
        let board = draft.make()
        let text = try XCTUnwrap(board.macrocell, "kept as a tree")
        XCTAssertEqual(board.pattern.cells, [])
        XCTAssertEqual(board.exactPopulation, UInt128(side * side))
        XCTAssertEqual(board.bounds, CellRect(x: -1000, y: -700, width: Int64(side), height: Int64(side)))
        let reread = try EngineSwitch.universe(from: MacrocellCodec().parse(text), maxMemory: 256 << 20)
        XCTAssertEqual(reread.exactPopulation, UInt128(side * side))
        XCTAssertEqual(reread.generation, 7)
        XCTAssertEqual(reread.bounds, board.bounds)
    }

    /// A session that is a file as it was opened (nothing edited or run) is no work to keep: starting
    /// on a file again and again leaves no "(earlier session)" boards behind. Restored and then
    /// left untouched, an edited session still counts as work.
    func testAFileLeftAsOpenedIsNotKeptAgainAndAgain() throws {
        let first = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        first.handle(.wheel(dx: 0, dy: 1, at: Point(first.layout.grid.x + 40, first.layout.grid.y + 40)), now: 0)
        first.advance(to: 1)
        first.saveBeforeQuit()
        let untouched = try XCTUnwrap(try repository.loadSession())
        XCTAssertTrue(untouched.asOpened, "a view moved is no change to the universe")
        for _ in 0..<2 {
            let again = makeModel(pattern: Fixtures.pattern(Fixtures.glider), session: try XCTUnwrap(try repository.loadSession()))
            again.advance(to: 0.01)
            again.saveBeforeQuit()
        }
        XCTAssertEqual(try repository.list(), [], "nothing kept")

        let edited = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        edited.perform(.step, now: 0)
        edited.saveBeforeQuit()
        XCTAssertEqual(try repository.loadSession()?.asOpened, false)
        // Restored and quit untouched: still the edited work, still not as opened.
        let restored = makeModel(session: try XCTUnwrap(try repository.loadSession()))
        restored.saveBeforeQuit()
        XCTAssertEqual(try repository.loadSession()?.asOpened, false)
        let session = try XCTUnwrap(try repository.loadSession())
        let onFile = makeModel(pattern: Fixtures.pattern(Fixtures.acorn), session: session)
        onFile.advance(to: 0.01)
        XCTAssertEqual(try repository.list().map(\.name), ["Glider (earlier session)"])
        // The same session met again (a start on a file that found it still there): not a second copy.
        XCTAssertNil(try repository.keepUnsavedWork(session))
        XCTAssertEqual(try repository.list().map(\.name), ["Glider (earlier session)"])
    }

    /// A change made by hand while paused is written within half a second of the last autosave
    /// (a kill a second after a few clicks lost them: the interval is for a running universe and
    /// the view).
    func testAChangeByHandIsAutosavedWithinHalfASecond() throws {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.rPentomino))
        model.advance(to: 0)
        func savedHas(_ cell: Cell) throws -> Bool { try XCTUnwrap(try repository.loadSession()).board.pattern.cells.contains(cell) }
        model.simulation.toggle(Cell(40, 0))
        model.advance(to: 0.3)
        XCTAssertFalse(try savedHas(Cell(40, 0)), "not before half a second from the last autosave")
        XCTAssertEqual(try XCTUnwrap(model.nextWakeTime(after: 0.3)), 0.5, accuracy: 1e-9, "the loop wakes for it")
        model.advance(to: 0.55)
        XCTAssertTrue(try savedHas(Cell(40, 0)), "written half a second on, not three")
        // Playing, the universe is written every three seconds.
        model.perform(.playPause, now: 1)
        model.advance(to: 2)
        XCTAssertEqual(try XCTUnwrap(try repository.loadSession()).board.pattern.generation, 0)
        model.advance(to: 3.6)
        XCTAssertGreaterThan(try XCTUnwrap(try repository.loadSession()).board.pattern.generation, 0)
    }

    func testAutosaveWritesTheSessionWhileItChangesAndTheNextStartRestoresIt() throws {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.rPentomino))
        model.advance(to: 0)
        XCTAssertNotNil(try repository.loadSession(), "the first advance saves the starting state")
        model.perform(.playPause, now: 0)
        model.advance(to: 1)
        let early = try XCTUnwrap(try repository.loadSession())
        XCTAssertEqual(early.board.pattern.generation, 0, "nothing is written before the interval passes")
        model.advance(to: 3.5)
        let saved = try XCTUnwrap(try repository.loadSession())
        XCTAssertEqual(saved.board.pattern.generation, model.simulation.generation)
        XCTAssertGreaterThan(saved.board.pattern.generation, 0)
        model.perform(.playPause, now: 4)
        // A paused, unchanged universe is not written again, and the loop may sleep.
        XCTAssertNotNil(model.nextWakeTime(after: 4))
        model.advance(to: 7)
        XCTAssertNil(model.nextWakeTime(after: 7))
        model.handle(.key(.left, []), now: 7)
        model.advance(to: 7.5)
        XCTAssertNotNil(model.nextWakeTime(after: 7.5), "a change of view schedules the next autosave")
        model.saveBeforeQuit()
        let last = try XCTUnwrap(try repository.loadSession())
        XCTAssertEqual(Set(last.board.pattern.cells), Set(model.simulation.universe.liveCells()))

        let next = makeModel(session: last)
        XCTAssertEqual(next.notice, "Restored your last session")
        XCTAssertEqual(next.simulation.generation, model.simulation.generation)
        XCTAssertEqual(next.simulation.population, model.simulation.population)
        XCTAssertEqual(next.camera.zoom, model.context.cameraController.target.zoom, accuracy: 1e-9)
        XCTAssertTrue(next.simulation.canReset)
        XCTAssertTrue(next.simulation.canStepBack, "Back reaches back to where Reset goes")
        let reached = next.simulation.generation
        next.handle(.key(.space, .shift), now: 0)
        next.advance(to: 0.1)
        XCTAssertEqual(next.simulation.generation, reached - 1)
        let check = TiledLife(rule: .conway)
        check.load(Fixtures.pattern(Fixtures.rPentomino).cells)
        check.step(by: reached - 1)
        XCTAssertEqual(next.simulation.universe.liveCells().sorted(), check.liveCells().sorted())
        next.perform(.reset, now: 0)
        XCTAssertEqual(next.simulation.population, 5, "Reset returns to the R-pentomino")

        let withFile = makeModel(pattern: Fixtures.pattern(Fixtures.glider), session: last)
        XCTAssertEqual(withFile.simulation.population, 5, "a pattern given at start wins over the session")
        XCTAssertNil(withFile.notice)
    }

    /// A theme the settings name that is not installed (a file taken away, a name edited by
    /// hand) is said at start, the theme in use kept (it was passed over without a word).
    func testAThemeNotInstalledIsSaid() throws {
        var stored = Settings()
        stored.theme = "../../etc/passwd"
        let model = makeModel(settings: stored)
        XCTAssertEqual(model.theme.name, Theme.builtIn.name)
        XCTAssertEqual(model.notice, "The settings' theme \u{201C}../../etc/passwd\u{201D} is not installed; \(Theme.builtIn.name) is used")
        // With a notice from the start (a settings file set aside), both are said (the second hid the first).
        let both = makeModel(settings: stored, notice: "The settings file could not be read")
        XCTAssertEqual(both.notice, "The settings' theme \u{201C}../../etc/passwd\u{201D} is not installed; \(Theme.builtIn.name) is used"
                       + " · The settings file could not be read")
        stored.theme = "Light"
        XCTAssertNil(makeModel(settings: stored).notice, "an installed one says nothing")
    }

    func testSettingsAreAppliedAndWrittenWhenTheyChange() throws {
        var stored = Settings()
        stored.speed = 60
        stored.autoZoom = false
        stored.autoStop = false
        stored.cellColor = "#FF8800"
        stored.theme = "Light"
        stored.torusWidth = 40
        stored.torusHeight = 30
        stored.unlimitedZoomOut = true
        stored.gridLines = false
        stored.window = WindowFrame(x: 10, y: 20, width: 1000, height: 700)
        let model = makeModel(settings: stored, notice: "Some settings were unusable and are back to defaults: speed")
        XCTAssertEqual(model.simulation.generationsPerSecond, 60)
        XCTAssertFalse(model.context.preferences.autoZoom)
        XCTAssertFalse(model.simulation.autoStopEnabled)
        XCTAssertEqual(model.context.liveCellColor, Color(r: 255, g: 136, b: 0))
        XCTAssertEqual(model.theme.name, "Light")
        XCTAssertEqual(SettingsActions.torusSize(in: model.context).width, 40)
        XCTAssertTrue(model.context.preferences.unlimitedZoomOut)
        XCTAssertFalse(model.context.preferences.gridLines)
        XCTAssertEqual(model.settings, stored)
        XCTAssertEqual(model.notice, "Some settings were unusable and are back to defaults: speed")

        model.advance(to: 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/settings.json"), "unchanged settings are not rewritten")
        SettingsActions.flip(.gridLines, in: model.context)
        model.advance(to: 0.1)
        XCTAssertEqual(SettingsStore(directory: folder).load().settings.gridLines, true)
        SettingsActions.reset(in: model.context)
        model.advance(to: 1.1)
        var defaults = Settings()
        defaults.window = stored.window
        XCTAssertEqual(SettingsStore(directory: folder).load().settings, defaults, "reset to defaults persists every setting (the window keeps its place)")
        model.windowFrame = WindowFrame(x: 1, y: 2, width: 800, height: 600)
        model.saveBeforeQuit()
        XCTAssertEqual(SettingsStore(directory: folder).load().settings.window, WindowFrame(x: 1, y: 2, width: 800, height: 600))
    }

    /// A population past 64 bits is saved and listed exactly (the switch-engine breeder at 2^40:
    /// 839531819674660247952 cells, as `life run` and Golly give it), never capped at Int64.max.
    func testAPopulationPastSixtyFourBitsIsSavedAndListedExactly() throws {
        let text = try String(contentsOfFile: RepositoryPaths.path("Assets/Patterns/switch-engine-breeder.rle"), encoding: .utf8)
        let model = makeModel(pattern: try PatternFormat.rle.read(text))
        JumpActions.jump(toGeneration: 1 << 40, in: model.context)
        for t in 1...100 where model.simulation.generation != 1 << 40 { model.advance(to: Double(t) / 10) }
        XCTAssertEqual(model.simulation.universe.exactPopulation, 839_531_819_674_660_247_952)
        model.handle(.key(.letter("s"), .control), now: 11)
        type(model, name: "Breeder at 2^40")
        model.handle(.key(.enter, []), now: 11)
        model.advance(to: 11.1)
        let summary = try XCTUnwrap(try repository.list().first)
        XCTAssertEqual(summary.exactPopulation, 839_531_819_674_660_247_952)
        XCTAssertEqual(try repository.load(summary.id).exactPopulation, 839_531_819_674_660_247_952)
        let exact = NumberFormat.grouped(exact: 839_531_819_674_660_247_952)
        XCTAssertTrue(model.notice?.contains(exact + " cells") == true, model.notice ?? "no notice")
        model.perform(.boards, now: 12)
        XCTAssertTrue(model.scene().texts.contains { $0.contains(exact + " cells") },
                      "the Boards row gives the exact count")
    }

    func testAHugeHashLifeUniverseIsSavedAsItsTreeAndComesBack() throws {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.gosperGun))
        JumpActions.jump(toGeneration: 1 << 40, in: model.context)
        model.advance(to: 0.1)
        XCTAssertTrue(model.simulation.isHuge)
        model.handle(.key(.letter("s"), .control), now: 1)
        type(model, name: "Gun at 2^40")
        model.handle(.key(.enter, []), now: 1)
        model.advance(to: 1.1)
        let summary = try XCTUnwrap(try repository.list().first)
        XCTAssertEqual(summary.population, 183_251_938_004)
        XCTAssertEqual(summary.generation, 1 << 40)
        XCTAssertGreaterThan(summary.preview.width, 0)
        let board = try repository.load(summary.id)
        XCTAssertNotNil(board.macrocell)
        XCTAssertEqual(board.pattern.cells, [])
        XCTAssertEqual(board.start?.cells, Fixtures.pattern(Fixtures.gosperGun).cells)

        // Copy and RLE export are refused with a reason; undo is not offered for it.
        model.run(.copy, now: 2)
        XCTAssertTrue(model.notice?.contains("too large to copy") == true)

        // Autosave, then a new start restores the tree.
        model.saveBeforeQuit()
        let session = try XCTUnwrap(try repository.loadSession())
        let next = makeModel(session: session)
        XCTAssertEqual(next.simulation.universe.name, "hashlife")
        XCTAssertEqual(next.simulation.universe.exactPopulation, 183_251_938_004)
        XCTAssertEqual(next.simulation.generation, 1 << 40)
        XCTAssertTrue(next.simulation.canReset, "Reset goes back to the gun it was jumped from")
        next.perform(.reset, now: 2)
        XCTAssertEqual(next.simulation.generation, 0)
        // Listed only once it is the gun again (the tree at 2^40 holds 183 billion cells).
        if next.simulation.generation == 0 {
            XCTAssertEqual(next.simulation.universe.liveCells(), Fixtures.pattern(Fixtures.gosperGun).cells)
        }

        // Opening the saved board from the panel works the same way.
        let fresh = makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        fresh.boards.open(summary.id)
        fresh.advance(to: 0.1)
        XCTAssertEqual(fresh.simulation.universe.exactPopulation, 183_251_938_004)
        JumpActions.jump(toGeneration: (1 << 40) + 30, in: fresh.context)
        fresh.advance(to: 1.1)
        XCTAssertEqual(fresh.simulation.universe.exactPopulation, 183_251_938_004 + 5)
    }

    func testANameOfferedIsSelectedSoTypingReplacesIt() {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.gosperGun))
        model.handle(.key(.letter("s"), [.control, .shift]), now: 0)
        let selected = model.scene().commands.contains { if case .selectedText("Gosper glider gun", _, _, _, _) = $0 { true } else { false } }
        XCTAssertTrue(selected, "drawn on a selection band")
        model.handle(.text("Gun"), now: 0)
        XCTAssertEqual(model.namePrompt?.text, "Gun")
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.1)
        XCTAssertEqual(model.boards.currentName, "Gun")
    }

    func testSaveAsDoesNotLendTheBoardsNameToTheNewOne() {
        let model = makeModel(pattern: Fixtures.pattern(Fixtures.gosperGun))
        XCTAssertNil(model.boards.currentName)
        model.handle(.key(.letter("s"), [.control, .shift]), now: 0)
        XCTAssertEqual(model.namePrompt?.text, "Gosper glider gun", "a universe that is no board yet offers its pattern's name")
        model.handle(.key(.end, []), now: 0) // the name offered is selected: End keeps it to add to it
        model.handle(.text(" saved"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.advance(to: 0.1)
        XCTAssertEqual(model.boards.currentName, "Gosper glider gun saved")
        model.handle(.key(.letter("s"), [.control, .shift]), now: 1)
        XCTAssertEqual(model.namePrompt?.text, "", "a new board starts with an empty name")
        // A pattern named by its file offers the file's name without its extension.
        var named = Fixtures.pattern(Fixtures.gosperGun)
        named.name = "period-52-glider-gun.rle.gz"
        let fromFile = makeModel(pattern: named)
        fromFile.handle(.key(.letter("s"), [.control, .shift]), now: 0)
        XCTAssertEqual(fromFile.namePrompt?.text, "period-52-glider-gun")
    }

    /// After another pattern is opened, Ctrl+S asks for a name: the board saved before keeps its cells.
    func testCtrlSAfterOpeningAnotherPatternAsksInsteadOfSavingOverTheBoard() throws {
        let (model, saved) = try modelWithASavedGlider()
        XCTAssertEqual(model.boards.currentName, "Glider board")
        model.editing.load(Fixtures.pattern(Fixtures.gosperGun), named: "Gosper glider gun", in: model.context)
        XCTAssertNil(model.boards.currentID, "the gun is not the board")
        XCTAssertEqual(model.boards.windowTitle, "Gosper glider gun - Life")
        model.handle(.key(.letter("s"), .control), now: 1)
        XCTAssertEqual(model.namePrompt?.purpose, .saveBoard, "Ctrl+S asks for a name")
        XCTAssertEqual(model.namePrompt?.text, "Gosper glider gun")
        model.handle(.key(.escape, []), now: 1)
        model.advance(to: 1.01)
        XCTAssertEqual(try repository.load(saved.id).pattern.cells, Fixtures.pattern(Fixtures.glider).cells)
        XCTAssertEqual(try repository.list().count, 1)

        // Opening the board binds it again; a save that answers after another pattern came does not bind that one.
        model.boards.open(saved.id)
        model.advance(to: 2)
        XCTAssertEqual(model.boards.currentID, saved.id)
        for _ in 0..<4 { model.perform(.step, now: 2) }
        model.handle(.key(.letter("s"), .control), now: 3)
        model.editing.load(Fixtures.pattern(Fixtures.acorn), named: "Acorn", in: model.context)
        model.advance(to: 3.01)
        XCTAssertEqual(try repository.load(saved.id).pattern.generation, 4, "the save asked for went through")
        XCTAssertNil(model.boards.currentID, "but the acorn opened meanwhile is not bound to the board")
    }

    /// Undoing the opening of a saved board puts the board before it back, under its own name: Ctrl+S
    /// then asks for a name instead of writing that board over the saved one (which stays as it
    /// was saved). Redo brings the board and its name back; Clear and its undo rename too.
    func testUndoingTheOpeningOfABoardDoesNotSaveOverIt() throws {
        let (model, saved) = try modelWithASavedGlider()
        model.editing.load(Fixtures.pattern(Fixtures.gosperGun), named: "Gosper glider gun", in: model.context)
        model.boards.open(saved.id)
        model.advance(to: 1)
        XCTAssertEqual(model.boards.currentID, saved.id)
        XCTAssertEqual(model.boards.windowTitle, "Glider board - Life")

        model.handle(.key(.letter("z"), .control), now: 2)
        XCTAssertEqual(model.simulation.population, 36, "the gun is back")
        XCTAssertEqual(model.boards.windowTitle, "Gosper glider gun - Life")
        XCTAssertNil(model.boards.currentID, "the gun is not the saved board")
        model.handle(.key(.letter("s"), .control), now: 3)
        XCTAssertEqual(model.namePrompt?.purpose, .saveBoard, "Ctrl+S asks for a name")
        XCTAssertEqual(model.namePrompt?.text, "Gosper glider gun")
        model.handle(.key(.escape, []), now: 3)
        model.advance(to: 3.01)
        XCTAssertEqual(try repository.load(saved.id).pattern.cells, Fixtures.pattern(Fixtures.glider).cells, "the saved board is as it was")

        model.handle(.key(.letter("z"), [.control, .shift]), now: 4)
        XCTAssertEqual(model.simulation.population, 5)
        XCTAssertEqual(model.boards.windowTitle, "Glider board - Life")
        XCTAssertEqual(model.boards.currentID, saved.id, "redone, the opening gives the saved board back as Ctrl+S's")

        model.perform(.clear, now: 5)
        XCTAssertEqual(model.boards.windowTitle, "Life")
        model.handle(.key(.letter("z"), .control), now: 6)
        XCTAssertEqual(model.boards.windowTitle, "Glider board - Life", "undoing the clear brings the name back")
        model.handle(.key(.letter("z"), .control), now: 7)
        XCTAssertEqual(model.boards.windowTitle, "Gosper glider gun - Life", "and undoing the opening the gun's")
        model.handle(.key(.letter("z"), .control), now: 8)
        XCTAssertEqual(model.simulation.population, 5, "the first glider")
        XCTAssertEqual(model.boards.windowTitle, "Glider board - Life", "the pattern saved as the board, under the board's name")
        XCTAssertEqual(model.boards.currentID, saved.id)
    }

    /// Undoing what came in place of a saved board (a file opened over it, a clear) gives the board
    /// back as the one Ctrl+S saves over: it saves there instead of asking and making a copy.
    func testUndoingWhatReplacedASavedBoardGivesCtrlSItBack() throws {
        let (model, saved) = try modelWithASavedGlider()
        model.editing.load(Fixtures.pattern(Fixtures.gosperGun), named: "Gosper glider gun", in: model.context)
        XCTAssertNil(model.boards.currentID)
        model.handle(.key(.letter("z"), .control), now: 1)
        XCTAssertEqual(model.boards.currentID, saved.id)
        XCTAssertEqual(model.boards.windowTitle, "Glider board - Life")
        model.perform(.clear, now: 2)
        model.handle(.key(.letter("z"), .control), now: 3)
        XCTAssertEqual(model.boards.currentID, saved.id, "a clear undone gives it back too")
        model.perform(.step, now: 4)
        model.handle(.key(.letter("s"), .control), now: 5)
        XCTAssertNil(model.namePrompt, "Ctrl+S saves without asking")
        model.advance(to: 5.01)
        XCTAssertEqual(try repository.list().count, 1, "no copy")
        XCTAssertEqual(try repository.load(saved.id).pattern.generation, 1, "the board is saved over")
    }
}
