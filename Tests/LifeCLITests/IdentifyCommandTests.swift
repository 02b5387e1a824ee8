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
                                                          "Population 5", "Bounding box 3 x 3", "Heat 4.0", "apgcode xq4_153", "Name glider"])
        let json = try LifeExecutable.run(["identify", "-", "--json"], stdin: Fixtures.blinker)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["kind"] as? String, "oscillator")
        XCTAssertEqual(object["name"] as? String, "blinker", "the common name, as the census gives it")
        XCTAssertEqual(object["period"] as? Int, 2)
        XCTAssertEqual(object["rotor"] as? Int, 4)
        XCTAssertEqual(object["stator"] as? Int, 1)
        XCTAssertEqual(object["volatility"] as? Double, 0.8)
        XCTAssertTrue(object["speed"] is NSNull)
        XCTAssertTrue(json.out.contains("\"average\": 3,") || json.out.contains("\"average\": 3}"), json.out)
        // Figures past 10^4 whole, not in four figures and an exponent (1.235e+04).
        let blocks = "x = 9261, y = 2\n" + String(repeating: "2ob", count: 3087) + "$" + String(repeating: "2ob", count: 3087) + "!\n"
        let row = try LifeExecutable.run(["identify", "-", "--json"], stdin: blocks)
        XCTAssertTrue(row.out.contains("\"average\": 12348"), row.out)
        XCTAssertTrue(row.out.contains("\"name\": null"), "a row of blocks has no name: \(row.out)")
        // A gun: named with its period and what it sends out, exit 0.
        let gun = try LifeExecutable.run(["identify", "-"], stdin: Fixtures.gosperGun)
        XCTAssertEqual(gun.status, 0, gun.err)
        XCTAssertEqual(gun.out, "Gun, period 30\nIt sends out 5 cells every 30 generations\n(the box round it repeats; what leaves it flies on)\n")
        let gunJSON = try LifeExecutable.run(["identify", "-", "--json"], stdin: Fixtures.gosperGun)
        XCTAssertEqual(gunJSON.out, "{\"kind\": \"gun\", \"period\": 30, \"growth\": [5, 5]}\n")
        let growing = try LifeExecutable.run(["identify", "-", "--max-period", "50"], stdin: Fixtures.rPentomino)
        XCTAssertEqual(growing.status, 3)
        XCTAssertTrue(growing.out.contains("Not a still life, oscillator or spaceship with a period up to 50"), growing.out)
        // On a bounded board as in the app: a torus cut open where the pattern leaves room (a block
        // across its corner is a block), while it keeps clear of the edges for its cycle.
        let torus = try LifeExecutable.run(["identify", "-"], stdin: "x = 10, y = 10, rule = B3/S23:T10,10\no8bo9$o8bo!")
        XCTAssertEqual(torus.status, 0, torus.err)
        XCTAssertTrue(torus.out.contains("apgcode xs4_33"), torus.out)
        let walls = try LifeExecutable.run(["identify", "-"], stdin: "x = 3, y = 1, rule = B3/S23:P3,10\n3o!")
        XCTAssertEqual(walls.status, 3)
        XCTAssertEqual(walls.out, "It reaches the edges of the bounded plane 3x10 within its cycle: identify follows a pattern that keeps clear of them\n")
        // A block across a Klein bottle's seam falls apart on the plane: it reaches the edges (it said "not a still life").
        let seam = try LifeExecutable.run(["identify", "-", "--json"], stdin: "x = 16, y = 2, rule = B3/S23:K16*,16\no14bo$o14bo!")
        XCTAssertEqual(seam.status, 3)
        XCTAssertEqual(seam.out, "{\"kind\": null, \"reachesEdges\": true}\n")
        let bad = try LifeExecutable.run(["identify", "-", "--max-period", "0"], stdin: Fixtures.glider)
        XCTAssertNotEqual(bad.status, 0)
        // The period is written as the generations are (1e3, 2^10), and one past the limit says the limit.
        for spelling in ["1e3", "2^10", "1,000"] {
            let written = try LifeExecutable.run(["identify", "-", "--max-period", spelling], stdin: Fixtures.glider)
            XCTAssertEqual(written.status, 0, "\(spelling): \(written.err)")
        }
        // A pattern past identify's million cells is refused naming where it came from.
        let large = try LifeExecutable.run(["identify", "-"], stdin: "x = 1000001, y = 1\n1000001o!\n")
        XCTAssertEqual(large.status, 1)
        XCTAssertTrue(large.err.contains("<stdin>: identify looks at patterns of up to 1000000 cells; this one has 1000001"), large.err)
        let far = try LifeExecutable.run(["identify", "-", "--max-period", "2^40"], stdin: Fixtures.glider)
        XCTAssertEqual(far.status, 64)
        XCTAssertTrue(far.err.contains("--max-period must be 1 to 1000000"), far.err)
    }

    /// A generation count that is no number is told from one too large to hold (both read "is not
    /// a number of generations this can hold").
    func testAGenerationCountIsToldAsNoNumberOrTooMany() throws {
        let typo = try LifeExecutable.run(["run", "-", "--generations", "1e3x"], stdin: Fixtures.glider)
        XCTAssertEqual(typo.status, 64)
        XCTAssertTrue(typo.err.contains("'1e3x' is not a number of generations: write a whole number such as 1000000, 1e9 or 2^40"), typo.err)
        let huge = try LifeExecutable.run(["run", "-", "--generations", "1e400"], stdin: Fixtures.glider)
        XCTAssertEqual(huge.status, 64)
        XCTAssertTrue(huge.err.contains("'1e400' is too many generations: at most 2^62"), huge.err)
    }

    /// --max-period is a limit (a longer period exits 3), and --max-seconds stops a pattern that grows for ever.
    func testLimitsAreHonoured() throws {
        let pentadecathlon = "x = 10, y = 3\n2bo4bo$2ob4ob2o$2bo4bo!"
        let short = try LifeExecutable.run(["identify", "-", "--max-period", "8"], stdin: pentadecathlon)
        XCTAssertEqual(short.status, 3, short.out)
        XCTAssertTrue(short.out.contains("period 15, beyond --max-period 8"), short.out)
        XCTAssertEqual(try LifeExecutable.run(["identify", "-", "--max-period", "15"], stdin: pentadecathlon).status, 0)
        // Stopped by its time limit, not by the generations (a run past the hang guard's two minutes is killed: status 9).
        let growing = try LifeExecutable.run(["identify", "-", "--max-period", "1000000", "--max-seconds", "1"],
                                             stdin: "x = 1, y = 1, rule = B1/S012345678\no!", timeout: 120)
        XCTAssertEqual(growing.status, 3, growing.err)
        XCTAssertTrue(growing.out.contains("in 1.0 seconds"), growing.out)
    }

    /// `final` judges the plane's edge as `run` does: an R-pentomino whose gliders cross it is refused.
    func testFinalRefusesLifePastThePlanesEdgeAsRunDoes() throws {
        let nearEdge = "#CXRLE Pos=4611686018427387844,4611686018427387844\n" + Fixtures.rPentomino
        let final = try LifeExecutable.run(["final", "-"], stdin: nearEdge)
        XCTAssertEqual(final.status, 1, final.out)
        XCTAssertTrue(final.err.contains("past the edge of the plane"), final.err)
        let run = try LifeExecutable.run(["run", "-", "--generations", "1103"], stdin: nearEdge)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.err.contains("past the edge of the plane"), run.err)
    }
}
