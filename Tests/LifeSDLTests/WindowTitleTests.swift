import XCTest
@testable import LifeSDL

/// The window's title as X11 takes it: accents composed, joiners and marks X refuses left out.
final class WindowTitleTests: XCTestCase {
    func testAccentsAreComposedAndWhatXRefusesIsLeftOut() {
        XCTAssertEqual(WindowTitle.forX11("caf\u{65}\u{301} - Life"), "caf\u{E9} - Life", "e and a combining acute: é")
        XCTAssertEqual(WindowTitle.forX11("x\u{301}y - Life"), "xy - Life", "a mark no letter holds is left out")
        XCTAssertEqual(WindowTitle.forX11("\u{1F468}\u{200D}\u{1F469} - Life"), "\u{1F468}\u{1F469} - Life", "the joiner goes")
        XCTAssertEqual(WindowTitle.forX11("han 漢字 - Life"), "han 漢字 - Life", "the rest stays as it is")
    }
}
