import Foundation
import LifeEngine
import LifeTestSupport
import XCTest

/// `life boards` with a macrocell file of about 8.4e20 cells (the switch-engine breeder after 2^40
/// generations, written by `life run`): imported without listing its cells, and its population
/// printed exactly by list, show and their JSON, never capped at Int64.max.
final class BoardsExactPopulationTests: XCTestCase {
    private var home: String!

    override func setUpWithError() throws {
        try LifeExecutable.requireBuilt()
        home = NSTemporaryDirectory() + "life-exact-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let home { try? FileManager.default.removeItem(atPath: home) }
    }

    private func life(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try LifeExecutable.run(arguments, environment: ["XDG_DATA_HOME": home])
    }

    func testAHugeMacrocellIsImportedAndItsPopulationPrintedExactly() throws {
        let big = home + "/breeder.mc"
        let run = try life(["run", RepositoryPaths.path("Assets/Patterns/switch-engine-breeder.rle"), "--generations", "1099511627776",
                            "--algorithm", "hashlife", "--output", big, "--json"])
        XCTAssertEqual(run.status, 0, run.err)
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        // The population as life run printed it, digit for digit (the JSON reader would round it).
        let digits = try XCTUnwrap(run.out.firstMatch(of: /"population": (\d+)/)?.1).description
        let exact = try XCTUnwrap(UInt128(digits))
        XCTAssertGreaterThan(exact, UInt128(Int64.max), "\(result)")

        let imported = try life(["boards", "import", big])
        XCTAssertEqual(imported.status, 0, imported.err)
        let id = imported.out.trimmingCharacters(in: .whitespacesAndNewlines)

        let list = try life(["boards", "list", "--json"])
        XCTAssertEqual(list.status, 0, list.err)
        XCTAssertTrue(list.out.contains("\"population\":\(digits),"), list.out)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(list.out.utf8)), "still valid JSON")
        XCTAssertTrue(try life(["boards", "list"]).out.contains("pop \(digits) "))

        let show = try life(["boards", "show", id, "--json"])
        XCTAssertEqual(show.status, 0, show.err)
        XCTAssertTrue(show.out.contains("\"population\":\(digits),"), String(show.out.prefix(400)))
        XCTAssertTrue(try life(["boards", "show", id]).out.contains("population: \(digits)\n"))

        // Exported, it is the same universe.
        let out = home + "/again.mc"
        let export = try life(["boards", "export", id, out])
        XCTAssertEqual(export.status, 0, export.err)
        let again = try life(["run", out, "--generations", "0", "--json"])
        XCTAssertTrue(again.out.contains("\"population\": \(digits),"), again.out + again.err)
        XCTAssertTrue(again.out.contains("\"generation\": 1099511627776,"), again.out)
    }
}
