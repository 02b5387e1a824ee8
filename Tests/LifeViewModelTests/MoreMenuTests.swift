import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
@testable import LifeViewModel

final class MoreMenuTests: XCTestCase {
    func click(_ model: AppModel, _ p: Point) {
        model.handle(.pointerDown(p, .left), now: 0)
        model.handle(.pointerUp(p, .left), now: 0)
    }

    func testNarrowWindowsGatherSecondaryActionsIntoAMenu() {
        let model = AppModel.forTests(windowSize: Size(520, 420), pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertEqual(model.layout.buttons.map(\.action), [.reset, .stepBack, .playPause, .step, .jump, .more])
        for a in model.layout.buttons { for b in model.layout.buttons where a.action != b.action {
            XCTAssertFalse(a.frame.contains(b.frame.center), "buttons never overlap")
        } }
        let more = model.layout.buttons.last!.frame.center
        click(model, more)
        XCTAssertTrue(model.moreOpen)
        let items = model.layout.moreMenu()
        XCTAssertEqual(items.map(\.action), Layout.secondaryActions)
        for item in items { XCTAssertTrue(model.layout.bounds.contains(item.frame.center)) }
        XCTAssertTrue(model.scene().texts.contains("Clear the board"))
        model.handle(.pointerMoved(items[5].frame.center), now: 0)
        XCTAssertEqual(model.hover.hovered, .clear)
        click(model, items[5].frame.center) // Clear the board
        XCTAssertFalse(model.moreOpen)
        XCTAssertEqual(model.simulation.population, 0)
        click(model, more)
        click(model, Point(model.layout.grid.x + 5, model.layout.grid.maxY - 5)) // a click elsewhere closes the menu and does nothing else
        XCTAssertFalse(model.moreOpen)
        XCTAssertEqual(model.simulation.population, 0)
        click(model, more)
        model.handle(.resized(Size(1280, 800)), now: 0)
        XCTAssertFalse(model.moreOpen)
        XCTAssertTrue(model.layout.moreItems.isEmpty)
        XCTAssertTrue(model.layout.buttons.contains { $0.action == .settings })
    }

    func testAMenuItemThatOpensAPanelLeavesTheNextClickAlone() throws {
        let model = AppModel.forTests(windowSize: Size(520, 420), pattern: Fixtures.pattern(Fixtures.glider))
        let more = model.layout.buttons.last!.frame.center
        click(model, more)
        let settings = try XCTUnwrap(model.layout.moreMenu().first { $0.action == .settings })
        click(model, settings.frame.center)
        XCTAssertTrue(model.settingsOpen)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertFalse(model.settingsOpen)
        click(model, more)
        XCTAssertTrue(model.moreOpen, "the click on the menu button is not swallowed")
    }

    func testBarButtonsStayUnlitUnderAModalPanel() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        let step = model.layout.buttons.first { $0.action == .step }!.frame.center
        model.handle(.pointerMoved(step), now: 0)
        XCTAssertNil(model.hover.hovered, "the settings sheet keeps the bar from lighting under it")
        let gear = model.layout.buttons.first { $0.action == .settings }!.frame.center
        model.handle(.pointerMoved(gear), now: 0)
        XCTAssertNil(model.hover.hovered, "nor does the sheet's close light from the bar's gear")
    }

    func testTheMenuStaysBelowTheHeaderIn640x480() {
        for size in [Size(640, 480), Size(520, 420)] {
            let layout = Layout(size: size, metrics: Theme.builtIn.metrics)
            let items = layout.moreMenu()
            XCTAssertFalse(items.isEmpty)
            // The view draws the menu's panel 6 pixels beyond its rows.
            XCTAssertGreaterThanOrEqual(items[0].frame.y - 6, layout.header.maxY, "\(size): the menu's top edge clears the header")
            XCTAssertLessThanOrEqual(items.last!.frame.maxY, layout.controlBar.y, "\(size): and its foot the bar")
        }
    }
}
