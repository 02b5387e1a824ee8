import XCTest
import LifeInterface
import PromptFeature
@testable import LifeViewModel

final class OverlayStackTests: XCTestCase {
    /// One overlay of each kind at most: opening a kind again brings the new state to the top.
    func testOpeningAKindAgainReplacesItOnTop() {
        var stack = OverlayStack()
        stack.open(.boards)
        stack.open(.prompt(TextPrompt(.jump)))
        stack.open(.moreMenu)
        stack.open(.prompt(TextPrompt(.saveBoard, text: "again")))
        XCTAssertEqual(stack.entries.map(\.kind), [.boards, .moreMenu, .prompt])
        XCTAssertEqual(stack.topmost(TextPrompt.self)?.field.text, "again")
        XCTAssertTrue(stack.close(.moreMenu))
        XCTAssertFalse(stack.close(.moreMenu), "nothing of that kind is open any more")
        XCTAssertEqual(stack.entries.map(\.kind), [.boards, .prompt])
    }

    /// A new state goes where its overlay lies; one of a kind not open is not added.
    func testUpdatesStayInPlace() {
        var stack = OverlayStack()
        stack.open(.prompt(TextPrompt(.jump)))
        stack.open(.moreMenu)
        var refused = TextPrompt(.jump, text: "x")
        refused.error = "not a number"
        stack.update(.prompt(refused))
        XCTAssertEqual(stack.entries, [.prompt(refused), .moreMenu])
        stack.update(.boards)
        XCTAssertFalse(stack.contains(.boards))
    }

    /// A reply keeps, updates or closes the overlay it came from, says whether the event was
    /// taken, and hands on what is to follow the closing.
    func testRepliesUpdateOrCloseTheirOverlay() {
        var stack = OverlayStack()
        let prompt = Overlay.prompt(TextPrompt(.jump))
        stack.open(prompt)
        let typed = Overlay.prompt(TextPrompt(.jump, text: "100"))
        XCTAssertTrue(stack.take(.handled, from: typed) == (true, nil))
        XCTAssertEqual(stack.entries, [typed])
        XCTAssertTrue(stack.take(.passed, from: prompt) == (false, nil))
        XCTAssertEqual(stack.entries, [typed], "a passed event leaves the state as it was")
        XCTAssertTrue(stack.take(.updated, from: prompt) == (false, nil))
        XCTAssertEqual(stack.entries, [prompt])
        XCTAssertTrue(stack.take(.closeThen(.fit), from: prompt) == (true, .fit))
        XCTAssertTrue(stack.entries.isEmpty)
        stack.open(.moreMenu)
        XCTAssertTrue(stack.take(.close, from: nil) == (true, nil), "a layer of the board closes no overlay")
        XCTAssertEqual(stack.entries, [.moreMenu])
        stack.close { $0 == .moreMenu }
        XCTAssertTrue(stack.entries.isEmpty)
    }
}
