import XCTest
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeViewModel

final class HeaderTests: XCTestCase {
    func labels(_ model: AppModel) -> [String] {
        let known = ["GENERATION", "POPULATION", "BORN / DIED", "CHANGE", "GEN/S", "BOUNDS", "GROWTH"]
        return model.scene().texts.filter { known.contains($0) }
    }

    func playedGun(width: Double) -> AppModel {
        let model = AppModel(windowSize: Size(width, 600), pattern: Fixtures.pattern(Fixtures.gosperGun))
        model.perform(.step, now: 0)
        model.perform(.step, now: 0.1)
        return model
    }

    func testFiguresGiveWayInOrderOfPriorityWhenRoomIsShort() {
        XCTAssertEqual(labels(playedGun(width: 1280)), ["GENERATION", "POPULATION", "BORN / DIED", "GEN/S", "BOUNDS", "GROWTH"])
        let narrow = labels(playedGun(width: 640))
        XCTAssertEqual(Array(narrow.prefix(2)), ["GENERATION", "POPULATION"], "the most important first")
        XCTAssertLessThan(narrow.count, 6)
        XCTAssertFalse(narrow.contains("GROWTH") && !narrow.contains("GEN/S"), "growth gives way before gen/s")
    }

    func testGrowthNeverReadsMinusZero() {
        XCTAssertEqual(HeaderView.percent(-0.01), "0.0%")
        XCTAssertEqual(HeaderView.percent(0.04), "0.0%")
        XCTAssertEqual(HeaderView.percent(-13.24), "-13.2%")
        XCTAssertEqual(HeaderView.percent(2.06), "+2.1%")
    }

    func testOneCellIsOneCell() {
        let model = AppModel(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(0, 0)]))
        XCTAssertTrue(model.scene().texts.contains("1 cell ready. Press Play (Enter) or Step (Space) to see them evolve."))
    }
}
