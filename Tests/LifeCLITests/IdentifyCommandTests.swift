import XCTest
import Foundation
import LifeEngine
import LifeTestSupport
@testable import LifeCLI

final class IdentifyCommandTests: XCTestCase {
    func testGliderAsTextAndJSONAndWhatItRefuses() throws {
        let glider = try LifeExecutable.run(["identify", "-"], stdin: Fixtures.glider)
        XCTAssertEqual(glider.status, 0, glider.err)
        XCTAssertEqual(glider.out.split(separator: "\n"), ["Spaceship, period 4, mod 2", "Speed c/4 diagonal, moves (1, 1)",
                                                          "Population 5", "Bounding box 3 x 3", "Heat 4.0", "apgcode xq4_153"])
        let json = try LifeExecutable.run(["identify", "-", "--json"], stdin: Fixtures.blinker)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["kind"] as? String, "oscillator")
        XCTAssertEqual(object["period"] as? Int, 2)
        XCTAssertEqual(object["rotor"] as? Int, 4)
        XCTAssertEqual(object["stator"] as? Int, 1)
        XCTAssertEqual(object["volatility"] as? Double, 0.8)
        XCTAssertTrue(object["speed"] is NSNull)
        let growing = try LifeExecutable.run(["identify", "-", "--max-period", "50"], stdin: Fixtures.rPentomino)
        XCTAssertEqual(growing.status, 3)
        XCTAssertTrue(growing.out.contains("Not a still life, oscillator or spaceship within 50 generations"), growing.out)
        let torus = try LifeExecutable.run(["identify", "-"], stdin: "x = 2, y = 2, rule = B3/S23:T10,10\n2o$2o!")
        XCTAssertEqual(torus.status, 1)
        XCTAssertTrue(torus.err.contains("torus"), torus.err)
        let bad = try LifeExecutable.run(["identify", "-", "--max-period", "0"], stdin: Fixtures.glider)
        XCTAssertNotEqual(bad.status, 0)
    }
}
