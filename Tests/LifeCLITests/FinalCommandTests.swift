import XCTest
import Foundation
import LifeEngine
import LifeTestSupport
@testable import LifeCLI

final class FinalCommandTests: XCTestCase {
    func runLife(_ arguments: [String], stdin: String = "") throws -> (status: Int32, out: String, err: String) {
        try LifeExecutable.run(arguments, stdin: stdin)
    }

    func testJSONAndExitCodes() throws {
        try LifeExecutable.requireBuilt()
        let glider = try runLife(["final", "-", "--json"], stdin: Fixtures.glider)
        XCTAssertEqual(glider.status, 0, glider.err)
        let object = try JSONSerialization.jsonObject(with: Data(glider.out.utf8)) as! [String: Any]
        XCTAssertEqual(object["outcome"] as? String, "spaceship")
        XCTAssertEqual(object["period"] as? Int, 4)
        XCTAssertEqual(object["generation"] as? Int, 0)
        XCTAssertEqual(object["population"] as? Int, 5)
        XCTAssertEqual(object["displacement"] as? [String: Int], ["dx": 1, "dy": 1])

        let gun = try runLife(["final", "-", "--max-generations", "300"], stdin: Fixtures.gosperGun)
        XCTAssertEqual(gun.status, 3, "undetermined exits 3")
        XCTAssertTrue(gun.out.contains("No ending found by generation 300"), gun.out)

        let broken = try runLife(["final", "-"], stdin: "x = 1, y = 1\nz!")
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.err.contains("<stdin>:2:1"), broken.err)

        let torus = try runLife(["final", "-", "--torus", "24x24", "--json"], stdin: Fixtures.glider)
        XCTAssertTrue(torus.out.contains("\"period\": 96"), torus.out)
    }

    func testDetectInProcess() {
        let r = FinalCommand.detect(Fixtures.pattern(Fixtures.rPentomino), maxGenerations: 5000, maxSeconds: nil)
        XCTAssertEqual(FinalCommand.json(r),
                       "{\"outcome\": \"settled\", \"generation\": 1103, \"period\": 2, \"displacement\": {\"dx\": 0, \"dy\": 0}, \"population\": 116, \"gliders\": 6, \"otherSpaceships\": 0}")
    }
}
