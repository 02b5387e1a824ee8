import Foundation
import LifeEngine
import LifeStore
import LifeTestSupport
import XCTest
import AppTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
import SettingsFeature
import PromptFeature
import BrowserFeature
import ControlBarFeature
@testable import BoardsFeature
@testable import LifeViewModel

/// At 640x480 (and the larger sizes) every control of every screen can be reached by keyboard
/// (Tab moves a ring to it, scrolling a panel when needed) and by mouse (it lies whole inside the
/// window and inside its panel), and pressing it by keyboard does what a click does.
final class KeyboardReachTests: XCTestCase {
    static let sizes = [Size(640, 480), Size(800, 600), Size(1280, 800)]
    static let wall = Date(timeIntervalSince1970: 1_800_000_000)

    func makeModel(size: Size = Size(640, 480), pattern: Pattern? = nil, boards: Int = 0) throws -> AppModel {
        let repository = BoardRepository(database: try AppDatabase.inMemory(), clock: { Self.wall })
        for i in 0..<boards { _ = try repository.create(name: "Board \(i)", pattern: Fixtures.pattern(Fixtures.glider)) }
        let library = (0..<30).map { i in Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(Int64(i % 3), 1)], name: "Pattern \(i)") }
        var light = Theme.builtIn
        light.name = "Light"
        return AppModel.forTests(windowSize: size, pattern: pattern,
                        services: AppServices(listPatterns: { library }, store: StoreWorker(repository: repository, inline: true),
                                              wallClock: { Self.wall }, workClock: SteadyWorkClock().read),
                        themes: [.builtIn, light])
    }

    func tab(_ model: AppModel, shift: Bool = false) {
        model.handle(.key(.tab, shift ? .shift : []), now: 0)
    }

    /// Tabs until `target` is in the ring, at most a hundred times (a test that lost its way fails, not hangs).
    func tab(_ model: AppModel, to target: FocusTarget, shift: Bool = false, line: UInt = #line) {
        for _ in 0..<100 where model.focus != target { tab(model, shift: shift) }
        XCTAssertEqual(model.focus, target, "Tab reaches it", line: line)
    }

    /// The screens with controls: the grid (first run), the grid with a pattern, settings,
    /// browser, boards (with enough boards to scroll), the jump, export and name prompts, the menu.
    func screens(size: Size) throws -> [(String, AppModel)] {
        var result: [(String, AppModel)] = [("first run", try makeModel(size: size))]
        let grid = try makeModel(size: size, pattern: Fixtures.pattern(Fixtures.acorn))
        grid.perform(.step, now: 0)
        result.append(("grid", grid))
        for (name, action) in [("settings", ControlAction.settings), ("browser", .patterns), ("jump", .jump), ("history", .history)] {
            let model = try makeModel(size: size, pattern: Fixtures.pattern(Fixtures.acorn))
            if action == .history { model.perform(.step, now: 0) }
            model.perform(action, now: 0)
            result.append((name, model))
        }
        let boards = try makeModel(size: size, pattern: Fixtures.pattern(Fixtures.acorn), boards: 12)
        boards.perform(.boards, now: 0)
        boards.advance(to: 0.1)
        result.append(("boards", boards))
        let export = try makeModel(size: size, pattern: Fixtures.pattern(Fixtures.acorn))
        export.run(.export, now: 0)
        result.append(("export", export))
        return result
    }

    func testEveryControlOfEveryScreenIsReachedByTabAndLiesInsideTheWindow() throws {
        for size in Self.sizes {
            for (screen, model) in try screens(size: size) {
                let targets = model.focusTargets
                let place = "\(Int(size.width))x\(Int(size.height)) \(screen)"
                XCTAssertGreaterThanOrEqual(targets.count, 3, place)
                let panel = Self.panel(of: model)
                var seen: [FocusTarget] = []
                for _ in targets.indices {
                    tab(model)
                    let focus = try XCTUnwrap(model.focus, place)
                    seen.append(focus)
                    let frame = try XCTUnwrap(model.focusFrame, "\(place): \(focus) is in the ring but not on screen")
                    XCTAssertTrue(Self.inside(frame, model.layout.bounds), "\(place): \(focus) at \(frame) is outside the window")
                    if let panel {
                        XCTAssertTrue(Self.inside(frame, panel), "\(place): \(focus) at \(frame) is outside its panel \(panel)")
                    }
                    XCTAssertTrue(model.scene().commands.contains { if case .fill(let r, let c, _) = $0 { return c == model.theme.colors.accent && r.maxX <= frame.x && r.maxX >= frame.x - 6 && r.height >= frame.height } else { return false } },
                                  "\(place): the ring is drawn beside \(focus)")
                }
                XCTAssertEqual(seen, targets, "\(place): Tab visits every control once, in order")
                tab(model)
                XCTAssertEqual(model.focus, targets.first, "\(place): and wraps around")
                tab(model, shift: true)
                XCTAssertEqual(model.focus, targets.last, "\(place): Shift+Tab goes back")
            }
        }
    }

    /// Page Down and Page Up scroll the small sheet by a page (less a step), to its ends.
    func testPageDownAndUpScrollTheSettingsSheetByAPage() throws {
        let model = try makeModel()
        model.perform(.settings, now: 0)
        let sheet = { try XCTUnwrap(model.topmost(SettingsEditing.self)) }
        let page = try sheet().layout(in: model.context).content.height - SettingsEditing.scrollStep
        let end = try sheet().layout(in: model.context).maxScroll
        XCTAssertGreaterThan(end, page, "at 640x480 the sheet is more than a page")
        model.handle(.key(.pageDown, []), now: 0)
        XCTAssertEqual(try sheet().scroll, page, accuracy: 0.5)
        for _ in 0..<20 { model.handle(.key(.pageDown, []), now: 0) }
        XCTAssertEqual(try sheet().scroll, end, accuracy: 0.5, "to the foot, no further")
        model.handle(.key(.pageUp, []), now: 0)
        XCTAssertEqual(try sheet().scroll, end - page, accuracy: 0.5)
        for _ in 0..<20 { model.handle(.key(.pageUp, []), now: 0) }
        XCTAssertEqual(try sheet().scroll, 0)
    }

    func testTheSmallSettingsSheetScrollsToTheControlInTheRingAndSpacePressesIt() throws {
        let model = try makeModel()
        model.perform(.settings, now: 0)
        // Shift+Tab from the top reaches Reset to defaults at the foot of the sheet, then the rule field.
        tab(model, shift: true)
        XCTAssertEqual(model.focus, .setting(.reset))
        XCTAssertGreaterThan(model.topmost(SettingsEditing.self)?.scroll ?? 0, 0, "the sheet scrolled down to show it")
        while model.focus != .setting(.toggle(.torus)) { tab(model, shift: true) }
        XCTAssertEqual(model.simulation.topology, .plane)
        model.handle(.key(.space, []), now: 0)
        XCTAssertEqual(model.simulation.topology, .torus(width: 24, height: 24), "Space flips the switch in the ring")
        XCTAssertEqual(model.focus, .setting(.toggle(.torus)), "the ring stays on it")
        // The rule field: Enter starts editing, typing goes in, Tab leaves it and keeps the rule.
        while model.focus != .setting(.rule) { tab(model) }
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNotNil(model.ruleDraft, "Enter on the field starts editing it")
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("B36/S23"), now: 0)
        tab(model)
        XCTAssertNil(model.ruleDraft)
        XCTAssertEqual(model.simulation.universe.rule.description, "B36/S23", "leaving the field by Tab applies what was typed")
        XCTAssertEqual(model.focus, .setting(.reset))
        // Typing on the field in the ring starts editing it, in place of its text (reached by
        // Tab, the field is selected whole: a rule typed was added to the old one); its letters
        // are text, not shortcuts.
        tab(model, to: .setting(.rule), shift: true)
        let notice = model.notice
        for letter in "highlifex" {
            model.handle(.key(.letter(letter), []), now: 0)
            model.handle(.text(String(letter)), now: 0)
        }
        XCTAssertEqual(model.ruleDraft, "highlifex", "the field took every letter, from the first, in place of the rule")
        XCTAssertEqual(model.notice, notice, "no letter set off a shortcut or its 'works on the board' notice")
        XCTAssertNil(model.boards.panel, "h (Boards) did not open them")
        // Tab from a field whose text is refused keeps the ring there, the field still editing:
        // the ring moved on while the keys still went into the field.
        tab(model)
        XCTAssertEqual(model.focus, .setting(.rule))
        XCTAssertEqual(model.ruleDraft, "highlifex")
        XCTAssertNotNil(model.topmost(SettingsEditing.self)?.ruleError, "its error says why")
        model.handle(.key(.escape, []), now: 0)
        XCTAssertNil(model.ruleDraft)
        // A digit, which comes as text alone (no key event), starts editing too.
        model.handle(.text("3"), now: 0)
        XCTAssertEqual(model.ruleDraft, "3")
        // Enter on the field selects its text too; an arrow keeps it and moves the cursor.
        model.handle(.key(.escape, []), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.handle(.key(.right, []), now: 0)
        model.handle(.text("x"), now: 0)
        XCTAssertEqual(model.ruleDraft, "B36/S23x")
        model.handle(.key(.escape, []), now: 0)
        tab(model, to: .setting(.reset))
        // Home scrolls back; Tab from Reset wraps to the close button, and Enter closes the sheet.
        tab(model)
        XCTAssertEqual(model.focus, .setting(.close))
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.topmost(SettingsEditing.self))
        XCTAssertNil(model.focus, "the ring leaves with the sheet")
        // Closed by Esc deep in the sheet, then opened again: Tab starts at its first control.
        model.perform(.settings, now: 1)
        for _ in 0..<5 { tab(model) }
        model.handle(.key(.escape, []), now: 1)
        XCTAssertNil(model.topmost(SettingsEditing.self))
        model.perform(.settings, now: 2)
        tab(model)
        XCTAssertEqual(model.focus, model.focusTargets.first)
    }

    func testTheRuleFieldTakesGollysTorusSuffix() throws {
        let model = try makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        while model.focus != .setting(.rule) { tab(model) }
        model.handle(.key(.enter, []), now: 0)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("B3/S23:T10,12"), now: 0)
        XCTAssertEqual(model.ruleDraft, "B3/S23:T10,12", "':' and ',' are typed")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.topology, .torus(width: 10, height: 12))
        XCTAssertEqual(model.simulation.universe.rule.description, "B3/S23")
        // A rule that is not one: the reason is drawn at the field, over the sheet's other controls.
        model.handle(.key(.enter, []), now: 1)
        model.handle(.key(.letter("a"), .control), now: 1)
        model.handle(.text("B3/S2q"), now: 1)
        model.handle(.key(.enter, []), now: 1)
        let error = try XCTUnwrap(model.topmost(SettingsEditing.self)?.ruleError)
        let texts = model.scene().texts
        XCTAssertGreaterThan(try XCTUnwrap(texts.lastIndex { error.hasPrefix($0) }), try XCTUnwrap(texts.firstIndex(of: "Reset to defaults")))
    }

    func testTheBrowserScrollsToTheCardInTheRingAndEnterOpensIt() throws {
        let model = try makeModel()
        model.perform(.patterns, now: 0)
        tab(model, shift: true)
        XCTAssertEqual(model.focus, .browser(.pattern(29)))
        XCTAssertGreaterThan(model.browserScroll, 0, "scrolled to the last card")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.browserPatterns)
        XCTAssertEqual(model.context.patternName, "Pattern 29")
    }

    /// Space pressing the patterns button opens the browser unfiltered: the space's typed echo
    /// is not taken as a search (it read "Patterns with \" \"").
    func testSpaceOnTheBrowsersButtonOpensItUnfiltered() throws {
        let model = try makeModel(size: Size(1280, 800))
        for _ in 0..<60 where model.focus != .button(.patterns) { tab(model, shift: false) }
        XCTAssertEqual(model.focus, .button(.patterns))
        model.handle(.key(.space, []), now: 0)
        model.handle(.text(" "), now: 0)
        XCTAssertEqual(model.browserPatterns?.count, 30)
        let query = model.overlays.lazy.compactMap { overlay -> String? in if case .browser(let b) = overlay { b.query } else { nil } }.first
        XCTAssertEqual(query, "")
    }

    /// A panel opened from the bar's button by keyboard gives the ring back to that button when
    /// it closes (the next Tab started again at the bar's first button).
    func testTheRingComesBackToTheButtonThatOpenedAPanel() throws {
        let model = try makeModel(size: Size(1280, 800))
        for _ in 0..<60 where model.focus != .button(.settings) { tab(model, shift: false) }
        XCTAssertEqual(model.focus, .button(.settings))
        model.handle(.key(.space, []), now: 0)
        XCTAssertTrue(model.settingsOpen)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertFalse(model.settingsOpen)
        tab(model, shift: true)
        tab(model, shift: false)
        XCTAssertEqual(model.focus, .button(.settings), "back on the button, so Shift+Tab then Tab lands on it again")
    }

    func testBoardsRowsAreReachedAndPressedByKeyboard() throws {
        let model = try makeModel(pattern: Fixtures.pattern(Fixtures.acorn), boards: 12)
        model.perform(.boards, now: 0)
        model.advance(to: 0.1)
        XCTAssertEqual(model.focusTargets.count, 2 + 12 * 4, "Save, close, and four buttons a row")
        tab(model, shift: true)
        XCTAssertEqual(model.focus, .boards(.row(index: 11, action: .delete)))
        XCTAssertGreaterThan(model.boards.panel?.scroll ?? 0, 0)
        tab(model, shift: true)
        tab(model, shift: true)
        XCTAssertEqual(model.focus, .boards(.row(index: 11, action: .rename)))
        model.handle(.key(.space, []), now: 0)
        guard case .renameBoard? = model.namePrompt?.purpose else { return XCTFail("Rename asks for the new name") }
        XCTAssertEqual(model.focusTargets.first, .prompt(.field))
    }

    func testOnTheGridTheStartersHintAndBarAreReachedAndAClickClearsTheRing() throws {
        let model = try makeModel()
        XCTAssertEqual(model.focusTargets.prefix(StarterPattern.allCases.count), StarterPattern.allCases.map { .button(.starter($0)) }[...])
        XCTAssertFalse(model.focusTargets.contains(.button(.clear)), "a dimmed button is skipped")
        XCTAssertFalse(model.focusTargets.contains(.button(.step)), "nothing to step on an empty board")
        tab(model)
        XCTAssertEqual(model.focus, .button(.starter(StarterPattern.allCases[0])))
        model.handle(.key(.enter, []), now: 0)
        XCTAssertGreaterThan(model.simulation.population, 0, "Enter places the starter in the ring")
        XCTAssertEqual(model.focus, .button(.dismissHint), "the starters are gone: the ring goes on to the next control, the hint's close")
        while model.focus != .button(.step) { tab(model) }
        model.handle(.key(.space, []), now: 0)
        XCTAssertEqual(model.simulation.generation, 1, "Space presses Step in the ring")
        model.handle(.pointerDown(model.layout.grid.center, .left), now: 0)
        model.handle(.pointerUp(model.layout.grid.center, .left), now: 0)
        XCTAssertNil(model.focus, "a click puts the keyboard's ring away")
        model.handle(.key(.space, []), now: 0)
        XCTAssertEqual(model.simulation.generation, 2, "without a ring, Space is Step again")
        tab(model)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertNil(model.focus, "Escape puts the ring away")
    }

    func testAPromptsButtonsAreReachedAndTheFieldKeepsEnter() throws {
        let model = try makeModel(pattern: Fixtures.pattern(Fixtures.acorn))
        model.perform(.jump, now: 0)
        tab(model)
        XCTAssertEqual(model.focus, .prompt(.field))
        model.handle(.text("5"), now: 0)
        tab(model)
        XCTAssertEqual(model.focus, .prompt(.cancel))
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.prompt, "Enter on Cancel cancels")
        XCTAssertEqual(model.simulation.generation, 0)
        model.perform(.jump, now: 0)
        tab(model)
        model.handle(.text("5"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        for t in 1...50 where model.simulation.isJumping { model.advance(to: Double(t) * 0.1) }
        XCTAssertEqual(model.simulation.generation, 5, "Enter in the field confirms the jump")
    }

    func testTypingWithTheRingOnAPromptsButtonBringsTheRingBackToTheField() throws {
        let model = try makeModel(pattern: Fixtures.pattern(Fixtures.acorn))
        model.perform(.jump, now: 0)
        while model.focus != .prompt(.cancel) { tab(model) }
        model.handle(.text("7"), now: 0)
        XCTAssertEqual(model.prompt?.field.text, "7", "the text goes to the field")
        XCTAssertEqual(model.focus, .prompt(.field), "and the ring shows where it went")
        while model.focus != .prompt(.confirm) { tab(model) }
        model.handle(.key(.backspace, []), now: 0)
        XCTAssertEqual(model.prompt?.field.text, "")
        XCTAssertEqual(model.focus, .prompt(.field))
        model.handle(.text("3"), now: 0)
        while model.focus != .prompt(.cancel) { tab(model) }
        model.handle(.key(.letter("v"), .control), now: 0)
        XCTAssertEqual(model.focus, .prompt(.field), "a paste goes to the field, and the ring with it")
        model.handle(.key(.enter, []), now: 0)
        for t in 1...50 where model.simulation.isJumping { model.advance(to: Double(t) * 0.1) }
        XCTAssertEqual(model.simulation.generation, 3, "Enter, back in the field, confirms what was typed")
    }

    /// Left and Right along a row of choices (themes, speeds, swatches) choose the next one, as a
    /// click would; they said "That key works on the board: close the panel first".
    func testTheArrowsChooseAlongARowOfChoicesInSettings() throws {
        let model = try makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        tab(model, to: .setting(.theme(0)))
        XCTAssertEqual(model.context.theme.name, Theme.builtIn.name)
        model.handle(.key(.right, []), now: 0)
        XCTAssertEqual(model.focus, .setting(.theme(1)))
        XCTAssertEqual(model.context.theme.name, "Light", "chosen as a click would")
        model.handle(.key(.right, []), now: 0)
        XCTAssertEqual(model.focus, .setting(.theme(1)), "at the row's end it stays")
        XCTAssertNil(model.notice, "and says nothing of the board")
        model.handle(.key(.left, []), now: 0)
        XCTAssertEqual(model.context.theme.name, Theme.builtIn.name)
        tab(model, to: .setting(.swatch(0)))
        let colour = model.context.liveCellColor
        model.handle(.key(.right, []), now: 0)
        XCTAssertEqual(model.focus, .setting(.swatch(1)))
        XCTAssertNotEqual(model.context.liveCellColor, colour)
        XCTAssertNil(model.notice)
    }

    func testTheSpeedSliderAndTheColourPickerAreSetByTheArrowsFromTheRing() throws {
        let model = try makeModel(pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        model.simulation.generationsPerSecond = 30
        tab(model, to: .setting(.slider))
        XCTAssertNotNil(model.focusFrame, "the slider is on screen when the ring is on it")
        model.handle(.key(.right, []), now: 0)
        let faster = model.simulation.generationsPerSecond
        XCTAssertGreaterThan(faster, 30)
        XCTAssertLessThan(faster, 60, "a step, not the far end")
        model.handle(.key(.left, []), now: 0)
        model.handle(.key(.left, []), now: 0)
        XCTAssertLessThan(model.simulation.generationsPerSecond, 30)
        model.simulation.generationsPerSecond = 1
        model.handle(.key(.left, []), now: 0)
        XCTAssertEqual(model.simulation.generationsPerSecond, 1, "the slowest stays")
        model.handle(.key(.right, []), now: 0)
        XCTAssertEqual(model.simulation.generationsPerSecond, 2, "a step from the slowest moves, though rounding would keep it")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.generationsPerSecond, 2, "Enter does not set the slider to its middle")
        XCTAssertFalse(model.simulation.isPlaying, "nor reach the board's play")
        let scroll = model.topmost(SettingsEditing.self)?.scroll
        model.handle(.key(.end, []), now: 0)
        XCTAssertEqual(model.simulation.generationsPerSecond, SettingsLayout.sliderRange.upperBound, "End: the slider's fastest")
        model.handle(.key(.home, []), now: 0)
        XCTAssertEqual(model.simulation.generationsPerSecond, SettingsLayout.sliderRange.lowerBound, "Home: its slowest")
        XCTAssertEqual(model.topmost(SettingsEditing.self)?.scroll, scroll, "the sheet did not scroll for them")
        model.simulation.generationsPerSecond = 2
        // The square: saturation by left and right, value by up and down; the hue strip round the circle.
        tab(model, to: .setting(.saturationValue))
        let start = model.context.liveCellColor.hsv
        model.handle(.key(.down, []), now: 0)
        model.handle(.key(.down, []), now: 0)
        XCTAssertEqual(model.context.liveCellColor.hsv.v, start.v - 0.1, accuracy: 0.01)
        model.handle(.key(.left, []), now: 0)
        XCTAssertEqual(model.context.liveCellColor.hsv.s, start.s - 0.05, accuracy: 0.01)
        tab(model, to: .setting(.hue))
        let hue = model.context.liveCellColor.hsv.h
        model.handle(.key(.right, []), now: 0)
        XCTAssertEqual(model.context.liveCellColor.hsv.h, (hue + 1.0 / 36).truncatingRemainder(dividingBy: 1), accuracy: 0.01)
        let camera = model.camera.center
        model.handle(.key(.up, []), now: 0)
        XCTAssertEqual(model.camera.center, camera, "the arrows set the value, they do not pan the board under the sheet")
        XCTAssertEqual(model.focus, .setting(.hue))
        // Down to black and back up keeps the hue and saturation (black has neither of its own).
        tab(model, to: .setting(.saturationValue), shift: true)
        let picked = model.context.liveCellColor.hsv
        for _ in 0..<25 { model.handle(.key(.down, []), now: 0) }
        XCTAssertEqual(model.context.liveCellColor, Color(r: 0, g: 0, b: 0))
        model.handle(.key(.up, []), now: 0)
        XCTAssertEqual(model.context.liveCellColor.hsv.h, picked.h, accuracy: 0.02, "the hue comes back, not red")
        XCTAssertEqual(model.context.liveCellColor.hsv.s, picked.s, accuracy: 0.02)
        // Left to no saturation (a grey) and back right: the same.
        for _ in 0..<4 { model.handle(.key(.up, []), now: 0) }
        for _ in 0..<25 { model.handle(.key(.left, []), now: 0) }
        XCTAssertEqual(model.context.liveCellColor.hsv.s, 0, accuracy: 1e-9)
        model.handle(.key(.right, []), now: 0)
        XCTAssertEqual(model.context.liveCellColor.hsv.h, picked.h, accuracy: 0.05)
        // At Max, faster stays at Max; slower comes onto the slider.
        model.simulation.generationsPerSecond = .infinity
        tab(model, to: .setting(.slider), shift: true)
        model.handle(.key(.right, []), now: 0)
        XCTAssertEqual(model.simulation.generationsPerSecond, .infinity)
        model.handle(.key(.left, []), now: 0)
        XCTAssertLessThan(model.simulation.generationsPerSecond, 240)
    }

    /// In a short window the menu's rows shrink; each icon stays beside its title, within its row
    /// (a 32-pixel icon sat half a row below its title at 700x450).
    func testInAShortWindowTheMenusIconsStayInTheirRows() throws {
        let model = try makeModel(size: Size(700, 450), pattern: Fixtures.pattern(Fixtures.acorn))
        model.perform(.more, now: 0)
        XCTAssertEqual(model.overlays.last, .moreMenu)
        var list = RenderList()
        let rows = MoreMenuView(theme: model.theme).draw(layout: model.layout, hovered: nil, bar: model.controlBar, into: &list)
        let icons = list.commands.compactMap { if case let .icon(_, frame, _) = $0 { frame } else { nil } }
        XCTAssertEqual(icons.count, rows.count)
        let frames = try rows.map { try XCTUnwrap($0.frame) }
        XCTAssertLessThan(frames[0].height, 32, "the rows are shorter than an icon's usual size here")
        for (icon, row) in zip(icons, frames) {
            XCTAssertGreaterThanOrEqual(icon.y, row.y, "\(row)")
            XCTAssertLessThanOrEqual(icon.maxY, row.maxY, "\(row)")
        }
    }

    func testInANarrowWindowTheMenuIsOpenedAndItsEntriesPressedByKeyboard() throws {
        let model = try makeModel(size: Size(520, 420), pattern: Fixtures.pattern(Fixtures.acorn))
        XCTAssertTrue(model.focusTargets.contains(.button(.more)), "the ⋯ button is in the ring")
        while model.focus != .button(.more) { tab(model) }
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.overlays.last, .moreMenu)
        let entries = model.focusTargets
        XCTAssertFalse(entries.isEmpty)
        XCTAssertTrue(entries.allSatisfy { if case .button = $0 { return true } else { return false } })
        // The arrows move through the entries (Down to the first); the board under the menu stays where it is.
        let view = model.camera.center
        model.handle(.key(.down, []), now: 0)
        XCTAssertEqual(model.focus, entries.first)
        model.handle(.key(.down, []), now: 0)
        XCTAssertEqual(model.focus, entries[1])
        model.handle(.key(.up, []), now: 0)
        model.handle(.key(.up, []), now: 0)
        XCTAssertEqual(model.focus, entries.last, "up from the first wraps to the last")
        XCTAssertEqual(model.camera.center, view)
        tab(model)
        let first = try XCTUnwrap(model.focus)
        XCTAssertTrue(Self.inside(try XCTUnwrap(model.focusFrame), model.layout.bounds))
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNotEqual(model.overlays.last, .moreMenu, "pressing \(first) closes the menu")
    }

    func testTheScrollNeededToShowARow() {
        XCTAssertEqual(ScrollPosition.showing(2, from: 5, rows: 3), 2)
        XCTAssertEqual(ScrollPosition.showing(9, from: 5, rows: 3), 7)
        XCTAssertEqual(ScrollPosition.showing(6, from: 5, rows: 3), 5)
    }

    static func inside(_ inner: Rect, _ outer: Rect) -> Bool {
        inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    /// The panel of the overlay on top, if it has one.
    static func panel(of model: AppModel) -> Rect? {
        let grid = model.layout.grid
        switch model.overlays.last {
        case .settings: return (model.topmost(SettingsEditing.self) ?? SettingsEditing()).layout(in: model.context).panel
        case .browser(let b): return BrowserLayout(grid: grid, count: b.patterns.count, scroll: b.scroll).panel
        case .boards: return model.boards.layout?.panel
        case .prompt(let p): return PromptLayout(grid: grid, prompt: p, captionSize: model.theme.type.caption.size).panel
        default: return nil
        }
    }

    /// A button pressed from the keyboard until it dims (Back at the start of the run, a stepper
    /// at the end of its range) keeps the ring: Space again does nothing else (it stepped the board
    /// forward), Tab goes on from there, and Tab passes such controls by.
    func testAControlPressedUntilItDimsKeepsTheRingAndTabPassesDimmedOnesBy() throws {
        let model = try makeModel(pattern: Fixtures.pattern(Fixtures.acorn))
        for _ in 0..<2 { model.perform(.step, now: 0) }
        tab(model, to: .button(.stepBack))
        model.handle(.key(.space, []), now: 0)
        model.handle(.key(.space, []), now: 0)
        XCTAssertEqual(model.simulation.generation, 0)
        XCTAssertFalse(model.focusTargets.contains(.button(.stepBack)), "Back is dimmed at the start")
        XCTAssertEqual(model.focus, .button(.stepBack), "the ring stays where it was")
        XCTAssertNotNil(model.focusFrame, "and is drawn there")
        model.handle(.key(.space, []), now: 0)
        XCTAssertEqual(model.simulation.generation, 0, "Space on it does not step the board forward")
        let order = model.focusTargets, bar = model.ui.ringOrder.map(\.control)
        let back = try XCTUnwrap(bar.firstIndex(of: .button(.stepBack)))
        tab(model)
        XCTAssertEqual(model.focus, bar[(back + 1)...].first(where: order.contains), "Tab goes on to the next control")
        // Settings: the hyperspeed step's minus at 2^0 is not in the ring.
        model.perform(.settings, now: 0)
        XCTAssertEqual(model.simulation.hyperStepLog, 0)
        XCTAssertFalse(model.focusTargets.contains(.setting(.hyperStep(-1))))
        XCTAssertTrue(model.focusTargets.contains(.setting(.hyperStep(1))))
    }

    /// A board renamed from the keyboard in the Boards panel: when its name prompt closes, the
    /// ring is back on Rename (it was nowhere, and Tab began again at the top of the panel).
    func testRenamingABoardFromTheKeyboardGivesTheRingBackToRename() throws {
        let model = try makeModel(pattern: Fixtures.pattern(Fixtures.glider), boards: 3)
        model.perform(.boards, now: 0)
        model.advance(to: 0.1)
        let rename = FocusTarget.boards(.row(index: 1, action: .rename))
        tab(model, to: rename)
        model.handle(.key(.enter, []), now: 0.2)
        XCTAssertNotNil(model.namePrompt)
        model.handle(.key(.letter("a"), .control), now: 0.2)
        model.handle(.text("Renamed"), now: 0.2)
        model.handle(.key(.enter, []), now: 0.2)
        model.advance(to: 0.3)
        XCTAssertNil(model.namePrompt)
        XCTAssertEqual(model.focus, rename, "the ring is back where it was")
        XCTAssertNotNil(model.focusFrame)
        // Esc on the prompt gives it back too.
        model.handle(.key(.enter, []), now: 0.4)
        model.handle(.key(.escape, []), now: 0.4)
        XCTAssertEqual(model.focus, rename)
    }
}
