import XCTest
import LifeEngine
import LifeScene
import LifeStore
import LifeTestSupport
import Foundation
import AppTestSupport
import BrowserFeature
@testable import LifeInterface
@testable import LifeViewModel

/// A card's description cut to its two lines shows whole while the pointer is on the card.
final class PatternBrowserHoverTests: XCTestCase {
    static let long = "A description much too long for the two short lines a card gives it, so the card cuts it "
        + "and the pointer on the card shows the rest of it, down to its very last words."

    func testTheCardUnderThePointerShowsItsWholeDescriptionWhenCut() throws {
        let library = [Pattern(cells: [Cell(0, 0)], name: "Long", comments: [Self.long]),
                       Pattern(cells: [Cell(0, 0)], name: "Short", comments: ["Fits."])]
        let model = AppModel.forTests(windowSize: Size(800, 600),
                                      services: AppServices(listPatterns: { library }, wallClock: { Date(timeIntervalSince1970: 0) }, workClock: SteadyWorkClock().read))
        model.perform(.patterns, now: 0)
        let cards = BrowserLayout(grid: model.layout.grid, count: 2, scroll: 0).cards
        XCTAssertEqual(model.scene().texts.filter { $0 == Self.long }.count, 1, "on its card only")

        model.handle(.pointerMoved(cards[0].frame.center), now: 1)
        XCTAssertEqual(model.scene().texts.filter { $0 == Self.long }.count, 2, "and whole beside it")
        model.handle(.pointerMoved(cards[1].frame.center), now: 2)
        XCTAssertEqual(model.scene().texts.filter { $0 == Self.long }.count, 1, "gone when the pointer leaves")
        XCTAssertEqual(model.scene().texts.filter { $0 == "Fits." }.count, 1, "a description that fits is not repeated")
        model.handle(.pointerMoved(cards[0].frame.center), now: 3)
        model.handle(.wheel(dx: 0, dy: -1, at: cards[0].frame.center), now: 4)
        XCTAssertEqual(model.scene().texts.filter { $0 == Self.long }.count, 1, "a scroll moves the cards from under the pointer")
    }
}
