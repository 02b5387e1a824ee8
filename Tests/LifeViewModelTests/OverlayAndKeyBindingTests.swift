import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeStore
import LifeTestSupport
@testable import LifeRun
@testable import LifeInterface
import PromptFeature
@testable import BoardsFeature
@testable import LifeViewModel

final class OverlayAndKeyBindingTests: XCTestCase {
    func testShiftOnlyCountsWhenTheBindingAsksForIt() {
        XCTAssertEqual(KeyBindings.command(for: .plus, .shift, onBoard: true), .zoom(KeyBindings.zoomStep), "+ is typed with Shift")
        XCTAssertEqual(KeyBindings.command(for: .letter("s"), [.control, .shift], onBoard: true), .saveBoardAs)
        XCTAssertEqual(KeyBindings.command(for: .letter("s"), .control, onBoard: true), .saveBoard)
        XCTAssertNil(KeyBindings.command(for: .letter("f"), .control, onBoard: true), "Control must match exactly")
        XCTAssertNil(KeyBindings.command(for: .letter("f"), [.alt], onBoard: true))
        XCTAssertNil(KeyBindings.command(for: .enter, [], onBoard: false), "board keys wait while a panel is open")
        XCTAssertEqual(KeyBindings.command(for: .letter("z"), .control, onBoard: false), .undo)
        XCTAssertEqual(KeyBindings.command(for: .backspace, [], onBoard: true), .delete)
        XCTAssertEqual(KeyBindings.command(for: .delete, .shift, onBoard: true), .clearOutside, "Shift+Delete clears outside the selection")
    }

    func testEveryBindingIsReachable() {
        // Another binding that matches everything this one does would hide it.
        for binding in KeyBindings.all {
            XCTAssertEqual(KeyBindings.command(for: binding.key, binding.modifiers, onBoard: binding.scope == .board), binding.command,
                           "\(binding.key) \(binding.modifiers.rawValue) is shadowed")
        }
    }

    func testTheSheetListsUndoBeforeRedoAndCtrlShiftZStillRedoes() {
        // The table lists the plain key first; the Shift binding still wins its own press.
        XCTAssertEqual(KeyBindings.command(for: .letter("z"), [.control, .shift], onBoard: true), .redo)
        XCTAssertEqual(KeyBindings.command(for: .enter, .shift, onBoard: true), .playBackwards)
        XCTAssertEqual(KeyBindings.command(for: .bracketLeft, .shift, onBoard: true), .changeHyperStep(-1))
        let actions = ShortcutCatalog.entries.map(\.action)
        let undo = try? XCTUnwrap(actions.firstIndex(of: AppCommand.undo.summary.action))
        let redo = try? XCTUnwrap(actions.firstIndex(of: AppCommand.redo.summary.action))
        XCTAssertLessThan(undo ?? .max, redo ?? -1, "Undo comes before Redo")
    }

    func testARenamePromptStacksOverTheBoardsPanelAndEscapeClosesOnlyIt() throws {
        let store = StoreWorker(repository: BoardRepository(database: try AppDatabase.inMemory()), inline: true)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider),
                                      services: AppServices(store: store, workClock: SteadyWorkClock().read))
        model.perform(.boards, now: 0)
        let id = UUID()
        model.open(.prompt(TextPrompt(.renameBoard(id), text: "Gun")))
        XCTAssertEqual(model.overlays.count, 2)
        XCTAssertTrue(model.scene().texts.contains("Rename the board"))
        model.handle(.key(.escape, []), now: 0)
        XCTAssertEqual(model.overlays.count, 1)
        XCTAssertNotNil(model.boards.panel, "the panel under it stays")
        model.handle(.key(.escape, []), now: 0)
        XCTAssertTrue(model.overlays.isEmpty)
    }

    func testPanelsKeepBoardKeysButNotTheShortcutsThatWorkAnywhere() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertFalse(model.simulation.isPlaying, "Enter does not play behind the modal")
        model.handle(.key(.letter("e"), .control), now: 0)
        XCTAssertNotNil(model.exportName, "Ctrl+E opens the export prompt over the modal")
        model.handle(.key(.escape, []), now: 0)
        XCTAssertTrue(model.settingsOpen, "Escape closed the prompt, not the modal under it")
        model.handle(.key(.escape, []), now: 0)
        XCTAssertFalse(model.settingsOpen)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertTrue(model.simulation.isPlaying)
    }

    func testTheMenuOfANarrowWindowClosesWithEscape() {
        let model = AppModel.forTests(windowSize: Size(480, 600), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.more, now: 0)
        XCTAssertTrue(model.moreOpen)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertFalse(model.moreOpen)
    }
}

extension OverlayAndKeyBindingTests {
    func testTheWindowTitleNamesThePatternOrBoard() {
        XCTAssertEqual(AppModel.forTests(windowSize: Size(800, 600)).boards.windowTitle, "Life")
        let model = AppModel.forTests(windowSize: Size(800, 600), pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertEqual(model.boards.windowTitle, "Glider - Life")
        let unnamed = AppModel.forTests(windowSize: Size(800, 600), pattern: Pattern(cells: [Cell(0, 0)]))
        XCTAssertEqual(unnamed.boards.windowTitle, "Life")
    }

    func testCtrlCommaOpensAndClosesSettings() {
        let model = AppModel.forTests(windowSize: Size(800, 600))
        model.handle(.key(.comma, .control), now: 0)
        XCTAssertEqual(model.overlays.last?.kind, .settings)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertTrue(model.overlays.isEmpty)
    }
}
