import XCTest
import LifeEngine
import LifeTestSupport
@testable import LifeCLI

final class BenchCommandTests: XCTestCase {
    /// The tiled engine on one thread and shared with helpers ends where the reference does.
    func testMeasuresTheSameResultOnOneThreadOrMany() {
        let pattern = Pattern(cells: Fixtures.soup(width: 300, height: 200, density: 40, seed: 12))
        let reference = SparseLife()
        reference.load(pattern.cells)
        reference.step(by: 80)
        for singleThread in [true, false] {
            let m = BenchCommand.measure(pattern: pattern, generations: 80, algorithm: .tiles, singleThread: singleThread)
            XCTAssertEqual(m.algorithm, "tiles")
            XCTAssertEqual(m.finalPopulation, UInt128(reference.population), "single thread: \(singleThread)")
            XCTAssertGreaterThan(m.generationsPerSecond, 0)
        }
    }

    /// Each kernel width the processor runs ends where the reference does; others are refused.
    func testMeasuresEachVectorWidth() throws {
        let pattern = Pattern(cells: Fixtures.soup(width: 200, height: 150, density: 40, seed: 5))
        let reference = SparseLife()
        reference.load(pattern.cells)
        reference.step(by: 60)
        for width in TileVectorWidth.allCases where width.isAvailable {
            let m = BenchCommand.measure(pattern: pattern, generations: 60, algorithm: .tiles, singleThread: true, vectorWidth: width)
            XCTAssertEqual(m.finalPopulation, UInt128(reference.population), "width \(width.rawValue)")
        }
        let odd = try LifeExecutable.run(["bench", "--file", "-", "--vector-width", "3"], stdin: Fixtures.glider)
        XCTAssertEqual(odd.status, 64)
        XCTAssertTrue(odd.err.contains("--vector-width must be 2, 4 or 8, got 3"), odd.err)
        if !TileVectorWidth.eight.isAvailable {
            let wide = try LifeExecutable.run(["bench", "--file", "-", "--vector-width", "8"], stdin: Fixtures.glider)
            XCTAssertTrue(wide.err.contains("needs instructions this processor lacks"), wide.err)
        }
    }

    /// Every built-in workload can be made, and the export writes files that read back.
    func testWorkloadsExportAsReadableFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try LifeExecutable.run(["bench", "--workload", "gun-field", "--export", folder])
        XCTAssertEqual(result.status, 0, result.err)
        let pattern = try PatternInput.load(folder + "/gun-field.rle")
        XCTAssertEqual(pattern.cells.count, 36 * 1024, "1024 Gosper guns of 36 cells")
        // A path that cannot be a folder is said plainly, before any workload is built (a raw
        // Foundation error came after 190 MB of work).
        for (path, reason) in [(folder + "/gun-field.rle", "it is not a folder"), ("/dev/full", "it is not a folder"),
                               ("/proc/none/x", "the folder cannot be made")] {
            let refused = try LifeExecutable.run(["bench", "--export", path])
            XCTAssertEqual(refused.status, 1)
            XCTAssertEqual(refused.err.trimmingCharacters(in: .whitespacesAndNewlines), "Error: --export \(path): \(reason)")
        }
    }

    /// A file's rule and board are checked against the algorithm asked for, and `auto` takes the
    /// engine that runs them (a board with a side of two cells stepped on the tiles crashed the
    /// program; Brian's Brain under auto did too).
    func testAFileRunsOnlyOnAnEngineThatRunsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let thin = folder + "/thin.rle", brain = folder + "/brain.rle"
        try "x = 3, y = 1, rule = B3/S23:T2,30\n3o!\n".write(toFile: thin, atomically: true, encoding: .utf8)
        try "x = 3, y = 1, rule = /2/3\n3o!\n".write(toFile: brain, atomically: true, encoding: .utf8)
        let tiles = try LifeExecutable.run(["bench", "--file", thin, "--generations", "10", "--algorithm", "tiles"])
        XCTAssertEqual(tiles.status, 1)
        XCTAssertTrue(tiles.err.contains("--algorithm tiles does not run B3/S23:T2,30"), tiles.err)
        for (file, population) in [(thin, "final population 8"), (brain, "final population 10")] {
            // By hand (and bgolly): the blinker on a 2-wide torus fills and empties rows; Brian's Brain from a row of three.
            let auto = try LifeExecutable.run(["bench", "--file", file, "--generations", file == thin ? "1e1" : "2^1", "--algorithm", "auto"])
            XCTAssertEqual(auto.status, 0, auto.err)
            XCTAssertTrue(auto.out.contains(population), auto.out)
            XCTAssertTrue(auto.out.contains(file == thin ? " 10 gens" : " 2 gens"), "the counts written as the jump field takes them: \(auto.out)")
        }
    }
}
