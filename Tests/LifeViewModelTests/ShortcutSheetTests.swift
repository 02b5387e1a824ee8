import XCTest
import AppTestSupport
import LifeScene
@testable import LifeInterface
@testable import ShortcutsFeature
@testable import LifeViewModel

/// The shortcut sheet (F1 or ?): made from the one key-bindings table, searchable, scrollable at
/// every window size, and taking every key while open.
final class ShortcutSheetTests: XCTestCase {
    func testTheSheetListsEveryBindingOfTheTableWithWhatItDoes() {
        let entries = ShortcutCatalog.entries
        for binding in KeyBindings.all {
            let label = ShortcutCatalog.label(binding.key, binding.modifiers)
            let (section, action) = binding.command.summary
            let lines = entries.filter { $0.section == section && $0.action == action }
            XCTAssertEqual(lines.count, 1, "\(label): one line for \(action)")
            XCTAssertTrue(lines.first?.keys.components(separatedBy: ", ").contains(label) == true, "\(label) listed for \(action)")
        }
        // Keys doing the same share a line; nothing is listed that no binding or gesture says.
        let fromBindings = Set(KeyBindings.all.map { $0.command.summary.action })
        XCTAssertEqual(entries.filter { $0.section != "Mouse" && $0.section != "In panels" && !ShortcutCatalog.cursorKeys.contains($0) }.count, fromBindings.count)
        XCTAssertEqual(entries.first { $0.keys == "Shift+arrows (cell cursor)" }?.section, "Selection", "the cell cursor's keys are listed where they belong")
        XCTAssertEqual(entries.first { $0.action == "Redo" }?.keys, "Ctrl+Shift+Z, Ctrl+Y")
        XCTAssertEqual(entries.first { $0.action == "Move the view" }?.keys, "Left, Right, Up, Down")
        XCTAssertEqual(entries.first { $0.action == "Turn clockwise" }?.keys, ">")
        XCTAssertEqual(entries.first { $0.action == "This sheet of shortcuts" }?.keys, "F1, ?")
        // Sections stay together, in the catalog's order.
        let order = entries.map(\.section).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        XCTAssertEqual(order, ShortcutCatalog.sections)
        // The keys panels take are listed too, and found by a search.
        XCTAssertEqual(entries.first { $0.action.hasPrefix("Boards: bring back") }?.keys, "U")
        let sheet = AppModel.forTests(windowSize: Size(1280, 800))
        sheet.handle(.key(.f1, []), now: 0)
        sheet.handle(.text("hidden"), now: 0)
        XCTAssertTrue(sheet.scene().texts.contains("File browser: list hidden files and every kind of file"), "\(sheet.scene().texts)")
        XCTAssertTrue(sheet.scene().texts.contains("Ctrl+H"))
        XCTAssertEqual(entries.first { $0.action == "Double the hyperspeed step" }?.keys, "}", "Shift+] as typed")
    }

    func testASearchFindsWhereToChangeWhatGollyCallsIt() {
        let entries = ShortcutCatalog.entries
        for word in ["torus", "Klein", "tube", "bounded", "hexagonal", "Generations"] {
            XCTAssertEqual(entries.filter { $0.matches(word) }.map(\.action), [AppCommand.perform(.settings).summary.action], word)
        }
        XCTAssertTrue(entries.filter { $0.matches("apgcode") }.map(\.action).contains(AppCommand.identify.summary.action))
        XCTAssertEqual(entries.filter { $0.matches("shift+]") }.map(\.action), ["Double the hyperspeed step"], "found as spelled out, shown as typed")
        XCTAssertTrue(entries.filter { $0.matches("shift+/") }.map(\.action).contains(AppCommand.showShortcuts.summary.action))
        let sheet = AppModel.forTests(windowSize: Size(1280, 800))
        sheet.handle(.key(.f1, []), now: 0)
        sheet.handle(.text("torus"), now: 0)
        XCTAssertTrue(sheet.scene().texts.contains(AppCommand.perform(.settings).summary.action), "\(sheet.scene().texts)")
    }

    func testF1AndQuestionMarkOpenAndCloseIt() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.handle(.key(.f1, []), now: 0)
        XCTAssertNotNil(model.shortcutSheet)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Shortcuts (\(ShortcutCatalog.entries.count))") })
        model.handle(.key(.f1, []), now: 0)
        XCTAssertNil(model.shortcutSheet, "F1 again closes it")
        // ? is Shift+/ and then the text "?", which is not typed into the search.
        model.handle(.key(.slash, .shift), now: 0)
        model.handle(.text("?"), now: 0)
        XCTAssertEqual(model.shortcutSheet?.search.text, "")
        model.handle(.key(.slash, .shift), now: 0)
        XCTAssertNil(model.shortcutSheet)
        // Once a search is typed, ? is a character of it (to look up ? itself).
        model.handle(.key(.f1, []), now: 0)
        model.handle(.text("f1"), now: 0)
        model.handle(.key(.slash, .shift), now: 0)
        model.handle(.text("?"), now: 0)
        XCTAssertEqual(model.shortcutSheet?.search.text, "f1?")
        XCTAssertEqual(model.shortcutSheet?.lines.count, 0, "no entry holds both")
        // The first Escape forgets the search (as in the pattern browser), the next closes the sheet.
        model.handle(.key(.escape, []), now: 0)
        XCTAssertEqual(model.shortcutSheet?.search.text, "")
        XCTAssertGreaterThan(model.shortcutSheet?.lines.count ?? 0, ShortcutCatalog.entries.count - 1)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertNil(model.shortcutSheet, "Escape closes it")
        model.handle(.key(.f1, []), now: 0)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertNil(model.shortcutSheet, "Escape closes it")
        // F1 works over a panel too.
        model.perform(.settings, now: 0)
        model.handle(.key(.f1, []), now: 0)
        XCTAssertNotNil(model.shortcutSheet)
        XCTAssertTrue(model.settingsOpen)
    }

    func testTypingSearchesAndNeverReachesTheBoard() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.handle(.key(.f1, []), now: 0)
        for letter in "pencil" {
            model.handle(.key(.letter(letter), []), now: 0)
            model.handle(.text(String(letter)), now: 0)
        }
        XCTAssertFalse(model.editing.pencil, "P typed into the search does not take the pencil out")
        let sheet = try! XCTUnwrap(model.shortcutSheet)
        XCTAssertEqual(sheet.search.text, "pencil")
        XCTAssertEqual(sheet.lines.compactMap { if case .entry(let e) = $0 { e.keys } else { nil } }, ["P", "Ctrl+drag"])
        XCTAssertTrue(model.scene().texts.contains("Pencil: a drag draws cells"))
        // Words match anywhere, in any case and order; nothing found says so.
        model.handle(.key(.backspace, []), now: 0)
        XCTAssertEqual(model.shortcutSheet?.search.text, "penci")
        XCTAssertTrue(ShortcutEntry(section: "Edit", keys: "Ctrl+Z", action: "Undo").matches("z UNDO"))
        for letter in "qqq" { model.handle(.text(String(letter)), now: 0) }
        XCTAssertEqual(model.shortcutSheet?.lines, [])
        XCTAssertTrue(model.scene().texts.contains("No shortcut matches \u{201C}penciqqq\u{201D}"))
        // A search for what to change finds the sheet that changes it.
        for _ in 0..<8 { model.handle(.key(.backspace, []), now: 0) }
        model.handle(.text("rule"), now: 0)
        let found: [String] = model.shortcutSheet?.lines.compactMap { if case .entry(let e) = $0 { e.keys } else { nil } } ?? []
        XCTAssertTrue(found.contains("Ctrl+,"), "\(found) \(model.shortcutSheet?.search.text ?? "-")")
        // A search for "speed" finds the keys that change it.
        for _ in 0..<4 { model.handle(.key(.backspace, []), now: 0) }
        model.handle(.text("speed"), now: 0)
        let speedKeys: [String] = model.shortcutSheet?.lines.compactMap { if case .entry(let e) = $0 { e.keys } else { nil } } ?? []
        XCTAssertTrue(speedKeys.contains("]") && speedKeys.contains("["), "\(speedKeys)")
    }

    func testTheListScrollsAndFitsAtEverySize() throws {
        for size in [Size(1280, 800), Size(800, 600), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size)
            model.handle(.key(.f1, []), now: 0)
            var sheet = try XCTUnwrap(model.shortcutSheet)
            let count = sheet.lines.count
            var layout = ShortcutsLayout(grid: model.layout.grid, count: count, scroll: 0, metrics: model.theme.metrics)
            func inside(_ inner: Rect, _ outer: Rect) -> Bool {
                inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
            }
            XCTAssertTrue(inside(layout.panel, model.layout.grid), "\(size)")
            for frame in layout.lines + [layout.search, layout.title, layout.close] {
                XCTAssertTrue(inside(frame, layout.panel), "\(size): \(frame) inside the sheet")
            }
            XCTAssertGreaterThan(layout.maxScroll, 0, "\(size): more lines than fit")
            XCTAssertTrue(model.scene().texts.contains { $0.hasSuffix("scroll for more") })
            model.handle(.wheel(dx: 0, dy: -2, at: layout.panel.center), now: 0)
            XCTAssertEqual(model.shortcutSheet?.scroll, 2)
            model.handle(.key(.pageDown, []), now: 0)
            model.handle(.key(.down, []), now: 0)
            XCTAssertEqual(model.shortcutSheet?.scroll, min(layout.maxScroll, 2 + layout.visibleLines))
            model.handle(.wheel(dx: 0, dy: -1000, at: layout.panel.center), now: 0)
            sheet = try XCTUnwrap(model.shortcutSheet)
            XCTAssertEqual(sheet.scroll, layout.maxScroll, "\(size): scrolling stops at the last line")
            layout = ShortcutsLayout(grid: model.layout.grid, count: count, scroll: sheet.scroll, metrics: model.theme.metrics)
            XCTAssertEqual(layout.lines.count, layout.visibleLines)
            XCTAssertTrue(model.scene().texts.contains("Open the pattern in it"), "\(size): the last line shows")
            XCTAssertFalse(model.scene().texts.contains { $0.hasSuffix("scroll for more") }, "\(size): at the end")
            model.handle(.key(.up, []), now: 0)
            model.handle(.key(.pageUp, []), now: 0)
            XCTAssertEqual(model.shortcutSheet?.scroll, max(0, layout.maxScroll - layout.visibleLines))
            // A click inside keeps it; outside, or on close, closes it.
            model.handle(.pointerDown(layout.search.center, .left), now: 0)
            XCTAssertNotNil(model.shortcutSheet)
            model.handle(.pointerDown(Point(layout.panel.x - 4, layout.panel.y + 4), .left), now: 0)
            XCTAssertNil(model.shortcutSheet, "\(size)")
            model.handle(.key(.f1, []), now: 0)
            model.handle(.pointerDown(layout.close.center, .left), now: 0)
            XCTAssertNil(model.shortcutSheet)
        }
    }
}

/// A notice shown while a modal panel is open goes over the header, clear of the whole panel and of
/// the control bar (it hid Play and the zoom buttons a jump leaves working).
final class NoticeOverModalTests: XCTestCase {
    func testANoticeOverAPanelLeavesItClear() throws {
        for size in [Size(1280, 800), Size(800, 600), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size)
            model.handle(.key(.f1, []), now: 0)
            model.context.show("Undone: the cell (19, 11)")
            let layout = ShortcutsLayout(grid: model.layout.grid, count: try XCTUnwrap(model.shortcutSheet).lines.count, scroll: 0,
                                         metrics: model.theme.metrics)
            let notice = try XCTUnwrap(model.scene().commands.compactMap { command -> Rect? in
                if case .text("Undone: the cell (19, 11)", let frame, _, _, _) = command { frame } else { nil }
            }.first, "\(size)")
            for covered in [layout.panel] {
                let overlaps = notice.x < covered.maxX && notice.maxX > covered.x && notice.y < covered.maxY && notice.maxY > covered.y
                XCTAssertFalse(overlaps, "\(size): the notice lies over \(covered)")
            }
            XCTAssertTrue(model.layout.header.contains(notice.center) && notice.y >= model.layout.header.y, "\(size): over the header")
            XCTAssertLessThanOrEqual(notice.maxY, model.layout.controlBar.y, "\(size): clear of the control bar")
        }
    }
}
