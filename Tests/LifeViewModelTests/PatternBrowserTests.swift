import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
import BrowserFeature
@testable import LifeViewModel

final class PatternBrowserTests: XCTestCase {
    func library() -> [Pattern] {
        (0..<40).map { i in
            var p = Fixtures.pattern(i % 2 == 0 ? Fixtures.glider : Fixtures.gosperGun)
            p.name = "Pattern \(i)"
            p.comments = ["Number \(i)"]
            return p
        }
    }

    /// With the ring on a card, the arrows go from card to card as they lie in rows, scrolling
    /// to show it; at the ends they stay; Enter opens the card reached.
    func testTheArrowsGoFromCardToCard() throws {
        let patterns = (0..<29).map { Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(Int64($0 % 3), 1)], name: "Pattern \($0)") }
        let model = AppModel.forTests(windowSize: Size(1280, 800), services: AppServices(listPatterns: { patterns }, workClock: SteadyWorkClock().read))
        model.perform(.patterns, now: 0)
        let browser = try XCTUnwrap(model.topmost(PatternBrowser.self))
        let columns = browser.layout(in: model.context).columns
        XCTAssertGreaterThan(columns, 1)
        for _ in 0..<10 where model.focus != .browser(.pattern(0)) { model.handle(.key(.tab, []), now: 0) }
        XCTAssertEqual(model.focus, .browser(.pattern(0)))
        model.handle(.key(.left, []), now: 0)
        model.handle(.key(.up, []), now: 0)
        XCTAssertEqual(model.focus, .browser(.pattern(0)), "at the first card, Left and Up stay")
        XCTAssertEqual(columns, 3, "29 cards: nine rows of three, and two on the last")
        model.handle(.key(.right, []), now: 0)
        XCTAssertEqual(model.focus, .browser(.pattern(1)))
        model.handle(.key(.down, []), now: 0)
        XCTAssertEqual(model.focus, .browser(.pattern(4)), "Down: the card below")
        model.handle(.key(.right, []), now: 0)
        XCTAssertEqual(model.focus, .browser(.pattern(5)))
        for _ in 0..<20 { model.handle(.key(.down, []), now: 0) }
        XCTAssertEqual(model.focus, .browser(.pattern(28)), "the last row ends before this column: its last card, and there it stays")
        XCTAssertGreaterThan(model.topmost(PatternBrowser.self)?.scroll ?? 0, 0, "scrolled down to it")
        let frame = try XCTUnwrap(model.focusFrame, "the card in the ring is on screen")
        XCTAssertTrue(model.layout.grid.contains(frame.center))
        model.handle(.key(.left, []), now: 0)
        model.handle(.key(.down, []), now: 0)
        XCTAssertEqual(model.focus, .browser(.pattern(27)), "Down on the last row stays")
        model.handle(.key(.up, []), now: 0)
        XCTAssertEqual(model.focus, .browser(.pattern(24)))
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.topmost(PatternBrowser.self), "Enter opens it")
        XCTAssertEqual(model.simulation.universe.liveCells().count, 3)
        XCTAssertEqual(model.context.patternName, "Pattern 24")
    }

    /// A pattern opened over a board of another rule brings its own rule, and says so (a HighLife
    /// board became Life unseen); one of the same rule says nothing of it.
    /// The panel is as tall as its rows of cards (no empty band under the last row) at every size.
    func testThePanelEndsUnderItsLastRowOfCards() {
        for size in [Size(1280, 800), Size(800, 600), Size(640, 480), Size(480, 360)] {
            let grid = Layout(size: size, metrics: Theme.builtIn.metrics).grid
            let layout = BrowserLayout(grid: grid, count: 100, scroll: 0)
            let last = layout.cards.map(\.frame.maxY).max() ?? 0
            XCTAssertEqual(layout.panel.maxY - last, layout.cards[0].frame.x - layout.panel.x, accuracy: 0.5, "as wide a margin as at its sides, at \(size)")
            XCTAssertTrue(grid.contains(Point(layout.panel.x, layout.panel.maxY - 1)), "\(size)")
        }
    }

    func testOpeningAPatternOfAnotherRuleSaysItsRule() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(0, 0)], rule: try Rule(parsing: "B36/S23")))
        model.editing.load(Fixtures.pattern(Fixtures.glider), named: "Glider", in: model.context)
        XCTAssertEqual(model.notice, "Opened Glider: 5 cells, rule B3/S23 (Ctrl+Z undoes)")
        model.editing.load(Fixtures.pattern(Fixtures.glider), named: "Glider", in: model.context)
        XCTAssertEqual(model.notice, "Opened Glider: 5 cells (Ctrl+Z undoes)")
        var brain = Fixtures.pattern(Fixtures.glider)
        brain.rule = try Rule(parsing: "/2/3")
        model.editing.load(brain, named: "Sparks", in: model.context)
        XCTAssertEqual(model.notice, "Opened Sparks: 5 cells, rule Brian's Brain (Ctrl+Z undoes)")
    }

    func testBrowseScrollOpenAndUndo() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), services: AppServices(listPatterns: library, workClock: SteadyWorkClock().read))
        model.simulation.add([Cell(0, 0)])
        model.handle(.key(.letter("o"), []), now: 0)
        XCTAssertEqual(model.browserPatterns?.count, 40)
        var layout = BrowserLayout(grid: model.layout.grid, count: 40, scroll: 0)
        XCTAssertEqual(layout.cards.first?.index, 0)
        XCTAssertTrue(model.scene().texts.contains("Pattern 0") && model.scene().texts.contains("Number 0"))
        XCTAssertTrue(model.scene().texts.contains("Patterns (40)  ·  type to find  ·  scroll for more"))
        model.handle(.wheel(dx: 0, dy: -2, at: layout.panel.center), now: 0)
        XCTAssertEqual(model.browserScroll, 2)
        // An arrow brings the ring onto the first card in view (with none in the ring it said the
        // key works on the board); from there the arrows go card to card, scrolling to show them.
        let columns = layout.columns
        model.handle(.key(.right, []), now: 0)
        XCTAssertEqual(model.focus, .browser(.pattern(2 * columns)))
        XCTAssertEqual(model.browserScroll, 2)
        model.handle(.key(.up, []), now: 0)
        XCTAssertEqual(model.focus, .browser(.pattern(columns)))
        XCTAssertEqual(model.browserScroll, 1, "the row above scrolled into view")
        XCTAssertNil(model.notice)
        model.handle(.wheel(dx: 0, dy: -100, at: layout.panel.center), now: 0)
        XCTAssertEqual(model.browserScroll, layout.maxScroll(count: 40), "scrolling stops at the last row")
        XCTAssertFalse(model.scene().texts.contains { $0.hasSuffix("scroll for more") }, "at the end, nothing more to scroll for")
        layout = BrowserLayout(grid: model.layout.grid, count: 40, scroll: model.browserScroll)
        let last = layout.cards.last!
        XCTAssertEqual(last.index, 39)
        model.handle(.pointerDown(last.frame.center, .left), now: 0)
        XCTAssertNil(model.browserPatterns)
        XCTAssertEqual(model.simulation.population, 36, "Pattern 39 is a gun")
        XCTAssertEqual(model.notice, "Opened Pattern 39: 36 cells (Ctrl+Z undoes)")
        model.run(.undo, now: 0)
        XCTAssertEqual(model.simulation.universe.liveCells(), [Cell(0, 0)])
    }

    /// Typing finds patterns by name or description (the letters are not the board's shortcuts);
    /// Enter opens the first found, Backspace takes a letter back, Esc forgets what was typed,
    /// then closes.
    func testTypingFindsAPattern() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), services: AppServices(listPatterns: library, workClock: SteadyWorkClock().read))
        model.handle(.key(.letter("o"), []), now: 0)
        model.handle(.text("o"), now: 0) // the O that opened it, as typed text: not looked for
        for letter in "number 3" {
            model.handle(letter == " " ? .key(.space, []) : .key(.letter(letter), []), now: 0)
            model.handle(.text(String(letter)), now: 0)
        }
        XCTAssertNil(model.notice, "no letter went to the board's shortcuts")
        var texts = model.scene().texts
        XCTAssertTrue(texts.contains("Patterns with “number 3” (13)"), "each word: 3, 13, 23, 30 to 39: \(texts.filter { $0.hasPrefix("Patterns") })")
        XCTAssertTrue(texts.contains("Pattern 3") && texts.contains("Pattern 39") && !texts.contains("Pattern 4"))
        model.handle(.key(.backspace, []), now: 0)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Patterns with “number ” (40)") })
        model.handle(.text("9"), now: 0)
        model.handle(.text("x"), now: 0)
        texts = model.scene().texts
        XCTAssertTrue(texts.contains { $0.hasPrefix("No pattern's name or description holds “number 9x”") }, "\(texts)")
        model.handle(.key(.escape, []), now: 0)
        XCTAssertTrue(model.scene().texts.contains("Patterns (40)  ·  type to find  ·  scroll for more"), "Esc forgets what was typed")
        XCTAssertNotNil(model.browserPatterns)
        for letter in "39" { model.handle(.text(String(letter)), now: 0) }
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.browserPatterns)
        XCTAssertEqual(model.notice, "Opened Pattern 39: 36 cells (Ctrl+Z undoes)")
        model.perform(.patterns, now: 1)
        model.handle(.key(.escape, []), now: 1)
        XCTAssertNil(model.browserPatterns, "with nothing typed, Esc closes it")
        // Words are looked for each on its own; after Tab, typing takes the focus ring's place (Enter opens what was found).
        model.perform(.patterns, now: 2)
        model.handle(.key(.tab, []), now: 2)
        XCTAssertNotNil(model.focus)
        for letter in "38" {
            model.handle(.key(.letter(letter), []), now: 2)
            model.handle(.text(String(letter)), now: 2)
        }
        model.handle(.key(.space, []), now: 2) // typed, not a press of the focused control
        model.handle(.text("  number "), now: 2)
        XCTAssertNotNil(model.browserPatterns)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("Patterns with “38  number ” (1)") }, "\(model.scene().texts.filter { $0.hasPrefix("Patterns") })")
        model.handle(.key(.enter, []), now: 2)
        XCTAssertEqual(model.notice, "Opened Pattern 38: 5 cells (Ctrl+Z undoes)")
    }

    func testCloseButtonEscapeAndClickOutside() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), services: AppServices(listPatterns: library, workClock: SteadyWorkClock().read))
        let folder = model.layout.buttons.first { $0.action == .patterns }!.frame.center
        model.handle(.pointerDown(folder, .left), now: 0)
        model.handle(.pointerUp(folder, .left), now: 0)
        XCTAssertNotNil(model.browserPatterns)
        XCTAssertFalse(model.showsFirstRun, "the browser hides the first-run overlay")
        model.handle(.key(.escape, []), now: 0)
        XCTAssertNil(model.browserPatterns)
        model.perform(.patterns, now: 0)
        let layout = BrowserLayout(grid: model.layout.grid, count: 40, scroll: 0)
        model.handle(.pointerDown(layout.close.center, .left), now: 0)
        XCTAssertNil(model.browserPatterns)
        model.perform(.patterns, now: 0)
        model.handle(.pointerDown(Point(layout.panel.x - 5, layout.panel.y + 5), .left), now: 0)
        XCTAssertNil(model.browserPatterns)
        XCTAssertEqual(model.simulation.population, 0)
    }
}
