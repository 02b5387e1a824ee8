import Foundation
import LifeTestSupport
import XCTest

/// Outputs are compared with inputs as files (device and inode), not as strings: another spelling
/// of the input's path, or a link to it, is refused for --stats, --output and `life convert`, and
/// the input is left as it was.
final class SameFileTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        try LifeExecutable.requireBuilt()
        folder = NSTemporaryDirectory() + "life-same-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Runs `life`, requires a refusal naming the same file, and the input unchanged.
    private func assertRefused(_ arguments: [String], keeps input: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try String(contentsOfFile: input, encoding: .utf8)
        let r = try LifeExecutable.run(arguments)
        XCTAssertEqual(r.status, 1, "\(arguments): \(r.out) \(r.err)", file: file, line: line)
        XCTAssertTrue(r.err.contains("the same file") || r.err.contains("give it a file of its own"), r.err, file: file, line: line)
        XCTAssertEqual(try String(contentsOfFile: input, encoding: .utf8), before, "\(arguments) changed the input", file: file, line: line)
    }

    func testStatsNamingTheInputAnotherWayIsRefused() throws {
        // A pattern whose name does not end in a pattern extension, so only identity can catch it.
        let input = folder + "/g.csv"
        try Fixtures.glider.write(toFile: input, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.csv", withDestinationPath: input)
        try FileManager.default.linkItem(atPath: input, toPath: folder + "/hard.csv")
        for stats in [folder + "/./g.csv", folder + "/sub/../g.csv", folder + "/link.csv", folder + "/hard.csv"] {
            try assertRefused(["run", input, "--generations", "1", "--stats", stats], keeps: input)
        }
        // The --output file too: a CSV link to it would replace the pattern just written.
        let output = folder + "/out.rle"
        try "x = 1, y = 1\no!\n".write(toFile: output, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/out-link.csv", withDestinationPath: output)
        try assertRefused(["run", input, "--generations", "1", "--stats", folder + "/out-link.csv", "--output", output], keeps: output)
        // A file of its own is written.
        let fine = try LifeExecutable.run(["run", input, "--generations", "1", "--stats", folder + "/stats.csv"])
        XCTAssertEqual(fine.status, 0, fine.err)
    }

    func testOutputNamingTheInputIsRefused() throws {
        let input = folder + "/g.rle"
        try Fixtures.glider.write(toFile: input, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.rle", withDestinationPath: input)
        for output in [folder + "/./g.rle", folder + "/link.rle"] {
            try assertRefused(["run", input, "--generations", "1", "--output", output], keeps: input)
            try assertRefused(["convert", input, output], keeps: input)
        }
        try assertRefused(["convert", folder + "/link.rle", folder + "/sub/../g.rle", "--format", "plaintext"], keeps: input)
        let converted = try LifeExecutable.run(["convert", input, folder + "/g.cells"])
        XCTAssertEqual(converted.status, 0, converted.err)
    }
}
