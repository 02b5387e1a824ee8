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
