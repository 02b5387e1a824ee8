import XCTest
import LifeScene
@testable import LifeSDL

final class WindowPlacementTests: XCTestCase {
    typealias Area = WindowPlacement.Area

    func testTheFirstWindowFitsASmallScreen() {
        let screen = [Area(x: 0, y: 0, width: 640, height: 480)]
        let p = WindowPlacement.fit(width: 1280, height: 800, position: nil, displays: screen)
        XCTAssertEqual(p, WindowPlacement(width: 640, height: 480, position: nil))
    }

    func testAHugeSavedSizeShrinksAndAFarPlaceIsForgotten() {
        let screen = [Area(x: 0, y: 0, width: 1920, height: 1050)]
        let p = WindowPlacement.fit(width: 100_000, height: 100_000, position: (90_000, -90_000), displays: screen)
        XCTAssertEqual(p, WindowPlacement(width: 1920, height: 1050, position: nil))
    }

    func testAPlaceOnTheSecondDisplayIsKeptAndMovedInside() {
        let displays = [Area(x: 0, y: 0, width: 1920, height: 1080), Area(x: 1920, y: 0, width: 1280, height: 1024)]
        let p = WindowPlacement.fit(width: 1000, height: 700, position: (2800, 500), displays: displays)
        XCTAssertEqual(p, WindowPlacement(width: 1000, height: 700, position: (2200, 324)), "moved left and up to lie inside")
        let fine = WindowPlacement.fit(width: 800, height: 600, position: (100, 80), displays: displays)
        XCTAssertEqual(fine, WindowPlacement(width: 800, height: 600, position: (100, 80)))
    }

    func testNoDisplayInformationKeepsTheWish() {
        let p = WindowPlacement.fit(width: 1280, height: 800, position: (10, 10), displays: [])
        XCTAssertEqual(p, WindowPlacement(width: 1280, height: 800, position: (10, 10)))
    }
}
