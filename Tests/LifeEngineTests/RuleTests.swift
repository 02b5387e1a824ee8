import XCTest
import LifeEngine

final class RuleTests: XCTestCase {
    func testParsesCommonForms() throws {
        XCTAssertEqual(try Rule(parsing: "B3/S23"), .conway)
        XCTAssertEqual(try Rule(parsing: "b3s23"), .conway)
        XCTAssertEqual(try Rule(parsing: "23/3"), .conway)
        XCTAssertEqual(try Rule(parsing: " S23/B3 "), .conway)
        XCTAssertEqual(try Rule(parsing: "Life"), .conway)
        XCTAssertEqual(try Rule(parsing: "B36/S23").description, "B36/S23")
        XCTAssertEqual(try Rule(parsing: "B2/S").description, "B2/S")
        XCTAssertEqual(try Rule(parsing: "HighLife").description, "B36/S23")
        XCTAssertEqual(try Rule(parsing: "Day & Night").description, "B3678/S34678")
        XCTAssertEqual(try Rule(parsing: "seeds").description, "B2/S")
        XCTAssertEqual(try Rule(parsing: "s23/b3"), .conway)
    }

    func testRefusesWhatItCannotRun() {
        for bad in ["", "B3/S2x", "B3/B3", "hello", "B0/S8", "B3/S23:T10,10", "9/3"] {
            XCTAssertThrowsError(try Rule(parsing: bad), bad) { error in
                XCTAssertTrue("\(error)".contains("unsupported rule"), "\(error)")
            }
        }
    }

    func testNextState() {
        let rule = Rule.conway
        XCTAssertTrue(rule.nextState(alive: false, neighbours: 3))
        XCTAssertFalse(rule.nextState(alive: false, neighbours: 2))
        XCTAssertTrue(rule.nextState(alive: true, neighbours: 2))
        XCTAssertFalse(rule.nextState(alive: true, neighbours: 4))
    }
}
