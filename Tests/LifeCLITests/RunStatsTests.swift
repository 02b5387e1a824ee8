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

    /// On a torus the births and deaths are the board's own and account for every change.
    func testTorusStatsAddUp() throws {
        let folder = NSTemporaryDirectory() + "life-stats-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let csv = folder + "/torus.csv"
        let run = try LifeExecutable.run(["run", "-", "--generations", "200", "--torus", "24x24", "--stats", csv], stdin: Fixtures.acorn)
        XCTAssertEqual(run.status, 0, run.err)
        let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n").dropFirst(2)
            .map { $0.split(separator: ",").map { Int($0)! } }
        var population = 7, changes = 0
        for row in rows {
            XCTAssertEqual(row[1], population + row[2] - row[3], "generation \(row[0]): births and deaths account for the change")
            population = row[1]
            changes += row[2] + row[3]
        }
        XCTAssertGreaterThan(changes, 0, "the acorn changes on the torus")
    }

    /// --stats keeps the limits a plain run keeps, and will not write over a pattern.
    func testStatsKeepTheLimitsAndItsOwnFile() throws {
        let folder = NSTemporaryDirectory() + "life-stats-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let late = "#CXRLE Pos=0,0 Gen=4611686018427387900\nx = 3, y = 3\nbo$2bo$3o!\n"
        let pastLimit = try LifeExecutable.run(["run", "-", "--generations", "10", "--stats", folder + "/s.csv"], stdin: late)
        XCTAssertEqual(pastLimit.status, 1)
        XCTAssertTrue(pastLimit.err.contains("<stdin>: it starts at generation 4611686018427387900"), pastLimit.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/s.csv"))
        // A pattern wider than its torus keeps what lies on the board from its top-left corner, as
        // Golly's reader keeps it: the acorn's first four columns on a 4x4 torus, four cells.
        let tooBig = try LifeExecutable.run(["run", "-", "--generations", "0", "--torus", "4x4", "--stats", folder + "/s.csv", "--json"],
                                            stdin: Fixtures.acorn)
        XCTAssertEqual(tooBig.status, 0, tooBig.err)
        XCTAssertTrue(tooBig.out.contains("\"population\": 4,"), tooBig.out)
        try FileManager.default.removeItem(atPath: folder + "/s.csv")
        let pattern = folder + "/keep.rle"
        try Fixtures.glider.write(toFile: pattern, atomically: true, encoding: .utf8)
        for stats in [pattern, "", folder + "/out.mc"] {
            let refused = try LifeExecutable.run(["run", pattern, "--generations", "1", "--stats", stats])
            XCTAssertEqual(refused.status, 1, "--stats \(stats)")
            XCTAssertTrue(refused.err.contains("--stats"), refused.err)
        }
        XCTAssertEqual(try String(contentsOfFile: pattern, encoding: .utf8), Fixtures.glider, "the pattern is left alone")
        // A final pattern that cannot be written leaves no CSV either.
        let csv = folder + "/s.csv"
        let noOutput = try LifeExecutable.run(["run", pattern, "--generations", "4", "--stats", csv, "--output", folder + "/missing/o.rle"])
        XCTAssertEqual(noOutput.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: csv), noOutput.err)
        let both = try LifeExecutable.run(["run", pattern, "--generations", "4", "--stats", csv, "--output", folder + "/o.rle"])
        XCTAssertEqual(both.status, 0, both.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: csv) && FileManager.default.fileExists(atPath: folder + "/o.rle"))
    }
}
