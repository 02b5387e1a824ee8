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

    func testProgressCountsTheGenerationsSearched() throws {
        let gun = try runLife(["final", "-", "--max-generations", "5000000", "--max-seconds", "3", "--progress"], stdin: Fixtures.gosperGun)
        XCTAssertEqual(gun.status, 3, gun.err)
        let counts = gun.err.split(separator: "\n").filter { $0.hasPrefix("life: ") && $0.contains("% done, ") }.compactMap { line in
            Int(line.split(separator: ",")[1].split(separator: " ")[0])
        }
        XCTAssertFalse(counts.isEmpty, gun.err)
        XCTAssertGreaterThan(counts.last ?? 0, 0, "the generations searched, not the universe left behind: \(gun.err)")
    }

    func testDetectInProcess() {
        let (r, census) = FinalCommand.detect(Fixtures.pattern(Fixtures.rPentomino), maxGenerations: 5000, maxSeconds: nil)
        XCTAssertEqual(FinalCommand.json(r),
                       "{\"outcome\": \"settled\", \"generation\": 1103, \"period\": 2, \"displacement\": {\"dx\": 0, \"dy\": 0}, \"population\": 116, \"gliders\": 6, \"otherSpaceships\": 0}")
        // The census, most common first (LifeWiki: 8 blocks, 6 gliders, 4 blinkers, 4 beehives, a boat, a ship and a loaf).
        XCTAssertEqual(FinalCommand.json(r, census: census),
                       "{\"outcome\": \"settled\", \"generation\": 1103, \"period\": 2, \"displacement\": {\"dx\": 0, \"dy\": 0}, \"population\": 116, \"gliders\": 6, \"otherSpaceships\": 0, "
                       + "\"census\": {\"xs4_33\": 8, \"xq4_153\": 6, \"xp2_7\": 4, \"xs6_696\": 4, \"xs5_253\": 1, \"xs6_356\": 1, \"xs7_2596\": 1}}")
        let lines = FinalCommand.censusLines(census)
        XCTAssertEqual(lines.count, 8)
        XCTAssertEqual(lines.first, "Census:")
        XCTAssertEqual(lines[1], "     8  xs4_33    block")
        XCTAssertEqual(lines.last, "     1  xs7_2596  loaf")
        // The gliders' line says where they fly: headings with counts that add up to the six.
        let gliders = lines[2]
        XCTAssertTrue(gliders.hasPrefix("     6  xq4_153   glider ("), gliders)
        let headings = gliders.split(separator: "(")[1].dropLast().split(separator: ",").map { $0.split(separator: " ") }
        XCTAssertEqual(headings.reduce(0) { $0 + Int($1[0])! }, 6)
        XCTAssertTrue(headings.allSatisfy { ["NE", "NW", "SE", "SW"].contains(String($0[1])) }, "gliders fly diagonally")
    }
}
