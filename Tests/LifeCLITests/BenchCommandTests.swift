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
    }
}
