import XCTest
import Foundation
import LifeTestSupport

/// One memory budget for every command: --max-memory, or the machine's (half its memory, a third
/// of `ulimit -v`). A pattern that reaches it stops with the generation reached and how to go on;
/// nothing ends in a failed allocation and a stack trace.
final class MemoryBudgetCommandTests: XCTestCase {
    private var folder: String!
    private var spread: String!

    override func setUpWithError() throws {
        try LifeExecutable.requireBuilt()
        folder = NSTemporaryDirectory() + "life-budget-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // 48 400 cells a tile apart under a rule where every cell spreads: about 50 MiB of tiles at once.
        var lines = ["#Life 1.06", "#R B1/S012345678"]
        for i in 0..<220 { for j in 0..<220 { lines.append("\(i * 64) \(j * 64)") } }
        spread = folder + "/spread.lif"
        try lines.joined(separator: "\n").write(toFile: spread, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Runs `life` under `ulimit -v` (KiB) through the shell.
    func runLimited(_ kib: Int, _ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        // The shell takes the program and its arguments as its own ($0, $@), so nothing needs quoting.
        try LifeExecutable.run(["-c", "ulimit -v \(kib); exec \"$0\" \"$@\"", LifeExecutable.url.path] + arguments,
                               executable: URL(fileURLWithPath: "/bin/bash"))
    }

    func assertNoCrash(_ err: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(err.contains("Fatal error") || err.contains("stack trace") || err.contains("failed to allocate"), err, file: file, line: line)
    }

    func testMaxMemoryStopsEveryEngineAndCommandWithTheGenerationReached() throws {
        let spread: String = self.spread
        let run = try LifeExecutable.run(["run", spread, "--generations", "1000", "--algorithm", "tiles", "--max-memory", "64"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.err.contains("stopped at generation 0: the pattern has reached the memory budget of 64 MiB; give --max-memory more MiB"), run.err)
        let final = try LifeExecutable.run(["final", spread, "--max-memory", "64"])
        XCTAssertEqual(final.status, 3, final.err)
        XCTAssertTrue(final.err.contains("memory budget of 64 MiB"), final.err)
        XCTAssertTrue(final.out.hasPrefix("No ending found by generation 0"), final.out)
        let identify = try LifeExecutable.run(["identify", spread, "--max-memory", "64"])
        XCTAssertEqual(identify.status, 3, identify.err)
        XCTAssertTrue(identify.err.contains("memory budget of 64 MiB"), identify.err)
        let stats = try LifeExecutable.run(["run", spread, "--generations", "10", "--stats", folder + "/s.csv", "--max-memory", "64"])
        XCTAssertEqual(stats.status, 1)
        XCTAssertTrue(stats.err.contains("memory budget of 64 MiB"), stats.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/s.csv"))
        // A budget that fits lets the same run go on.
        XCTAssertEqual(try LifeExecutable.run(["run", spread, "--generations", "1", "--algorithm", "tiles", "--max-memory", "1024"]).status, 0)
    }

    /// Under `ulimit -v` the default budget is a third of the address space: the tiles stop with a
    /// message, HashLife keeps within it by collecting, and nothing ends in a stack trace.
    func testUnderAnAddressSpaceLimitNothingCrashes() throws {
        let kib = 400_000
        let path: String = spread
        for arguments in [["run", path, "--generations", "1000", "--algorithm", "tiles"], ["final", path], ["identify", path]] {
            let result = try runLimited(kib, arguments)
            XCTAssertNotEqual(result.status, 0, "\(arguments[0])")
            XCTAssertTrue(result.err.contains("the pattern has reached the memory budget of 130 MiB"), "\(arguments[0]): \(result.err)")
            assertNoCrash(result.err)
        }
        let hashLife = try runLimited(kib, ["run", RepositoryPaths.path("Assets/Patterns/switch-engine-breeder.rle"), "--generations", "4000000",
                                            "--algorithm", "hashlife"])
        XCTAssertEqual(hashLife.status, 0, hashLife.err)
        XCTAssertTrue(hashLife.out.contains("population 11112922910"), hashLife.out) // bgolly gives the same
        assertNoCrash(hashLife.err)
    }
}
