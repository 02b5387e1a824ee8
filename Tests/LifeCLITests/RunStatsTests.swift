import XCTest
import Foundation
import LifeTestSupport

/// `life run --stats`: a CSV line a generation, checked against separate runs.
final class RunStatsTests: XCTestCase {
    func testTheCSVAgreesWithRunsToSampledGenerationsAndAddsUp() throws {
        let folder = NSTemporaryDirectory() + "life-stats-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let csv = folder + "/acorn.csv"
        let run = try LifeExecutable.run(["run", "-", "--generations", "600", "--stats", csv], stdin: Fixtures.acorn)
        XCTAssertEqual(run.status, 0, run.err)
        let lines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "generation,population,births,deaths")
        XCTAssertEqual(lines.count, 1 + 601, "the start and one line a generation")
        XCTAssertEqual(lines[1], "0,7,,")
        let rows = lines.dropFirst(2).map { $0.split(separator: ",").map { Int($0)! } }
        var population = 7
        for row in rows {
            XCTAssertEqual(row[1], population + row[2] - row[3], "generation \(row[0]): births and deaths account for the change")
            population = row[1]
        }
        for generation in [1, 57, 300, 600] {
            let alone = try LifeExecutable.run(["run", "-", "--generations", "\(generation)", "--json"], stdin: Fixtures.acorn)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(alone.out.utf8)) as? [String: Any])
            XCTAssertEqual(rows[generation - 1][1], object["population"] as? Int, "generation \(generation)")
        }
        let hash = try LifeExecutable.run(["run", "-", "--generations", "10", "--stats", csv, "--algorithm", "hashlife"], stdin: Fixtures.acorn)
        XCTAssertEqual(hash.status, 1)
        XCTAssertTrue(hash.err.contains("--stats steps one generation at a time"), hash.err)
        let long = try LifeExecutable.run(["run", "-", "--generations", "2000000", "--stats", csv], stdin: Fixtures.acorn)
        XCTAssertEqual(long.status, 1)
        XCTAssertTrue(long.err.contains("at most 1000000 generations"), long.err)
        let nowhere = try LifeExecutable.run(["run", "-", "--generations", "10", "--stats", folder + "/missing/x.csv"], stdin: Fixtures.acorn)
        XCTAssertEqual(nowhere.status, 1)
        XCTAssertTrue(nowhere.err.contains("does not exist"), nowhere.err)
    }
}
