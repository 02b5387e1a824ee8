import XCTest
import Foundation
import LifeEngine
import LifeStore
import LifeTestSupport
@testable import LifeCLI
@testable import LifeDesktop

final class RunCommandTests: XCTestCase {
    func runLife(_ arguments: [String], stdin: String = "") throws -> (status: Int32, out: String, err: String) {
        try LifeExecutable.run(arguments, stdin: stdin)
    }

    func testJSONFromStandardInputFollowsTheContract() throws {
        try LifeExecutable.requireBuilt()
        let result = try runLife(["run", "-", "--generations", "4", "--json"], stdin: Fixtures.glider)
        XCTAssertEqual(result.status, 0, result.err)
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        XCTAssertEqual(object["generation"] as? Int, 4)
        XCTAssertEqual(object["population"] as? Int, 5)
        XCTAssertEqual(object["rule"] as? String, "B3/S23")
        XCTAssertEqual(object["algorithm"] as? String, "tiles", "auto picks the tiled engine")
        XCTAssertNotNil(object["seconds"] as? Double)
        let bounds = object["bounds"] as! [String: Int]
        XCTAssertEqual(bounds, ["x": 1, "y": 1, "width": 3, "height": 3])
    }

    /// A result that cannot be written (standard output full) fails the run, either way of reading arguments.
    func testAnUnwritableResultIsAnError() throws {
        try LifeExecutable.requireBuilt()
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        for arguments in [["run", "-", "--generations", "3"], ["run", "-", "--generations=3"]] {
            let process = Process()
            process.executableURL = LifeExecutable.url
            process.arguments = arguments
            let input = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = full
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data(Fixtures.glider.utf8))
            try input.fileHandleForWriting.close()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 1, "\(arguments)")
            XCTAssertTrue(message.contains("could not be written to standard output"), message)
        }
        // Help and the version too (they exited 0, saying nothing).
        for arguments in [["--help"], ["run", "--help"], ["--version"]] {
            let process = Process()
            process.executableURL = LifeExecutable.url
            process.arguments = arguments
            let errors = Pipe()
            process.standardOutput = full
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 1, "\(arguments)")
            XCTAssertTrue(message.contains("could not be written to standard output"), message)
        }
    }

    /// Life that spreads past the plane's edge is refused by every engine, and nothing is written.
    func testLifePastTheEdgeIsRefused() throws {
        try LifeExecutable.requireBuilt()
        let folder = NSTemporaryDirectory() + "life-edge-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A glider heading south-east, 14 cells from the bound.
        let edge = "#CXRLE Pos=4611686018427387890,4611686018427387890\nx = 3, y = 3\nbo$2bo$3o!\n"
        for algorithm in ["tiles", "sparse", "auto"] {
            let output = folder + "/past-\(algorithm).mc"
            let result = try runLife(["run", "-", "--generations", "100", "--algorithm", algorithm, "--output", output], stdin: edge)
            XCTAssertEqual(result.status, 1, algorithm)
            XCTAssertTrue(result.err.contains("past the edge of the plane"), result.err)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output), algorithm)
        }
        let near = try runLife(["run", "-", "--generations", "8", "--algorithm", "tiles", "--json"], stdin: edge)
        XCTAssertEqual(near.status, 0, "still inside: \(near.err)")
    }

    func testBrokenFileFailsWithLineAndColumn() throws {
        try LifeExecutable.requireBuilt()
        let result = try runLife(["run", "-", "--generations", "1"], stdin: "x = 3, y = 3\nbo$2bz$3o!")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("<stdin>:2:6: unexpected character 'z'"), result.err)
        XCTAssertFalse(result.err.contains("Stack"), result.err)
        let missing = try runLife(["run", "/nonexistent/x.rle", "--generations", "1"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.err.contains("/nonexistent/x.rle: no such file"), missing.err)
    }

    func testEmptyResultHasNullBounds() throws {
        let pattern = Fixtures.pattern(Fixtures.diehard)
        let result = try RunCommand.execute(pattern: pattern, generations: 130, algorithm: .auto, output: nil)
        XCTAssertEqual(result.population, 0)
        XCTAssertTrue(result.json.contains("\"bounds\": null"), result.json)
        XCTAssertTrue(result.text.hasPrefix("generation 130: population 0"), result.text)
    }

    /// Populations published by Golly's bgolly for the same files and generation counts.
    func testAgreesWithGollyOnRealPatterns() throws {
        let expectations: [(String, Int64, UInt128)] = [
            (Fixtures.rPentomino, 1103, 116),
            (Fixtures.gosperGun, 300, 86),
            (Fixtures.acorn, 1000, 457),
        ]
        for (rle, generations, population) in expectations {
            for algorithm in [AlgorithmChoice.sparse, .tiles, .hashlife] {
                let result = try RunCommand.execute(pattern: Fixtures.pattern(rle), generations: generations,
                                                    algorithm: algorithm, output: nil)
                XCTAssertEqual(result.population, population, "\(algorithm) \(rle.prefix(20)) at \(generations)")
            }
        }
    }

    func testOutputFileRoundTrips() throws {
        let path = NSTemporaryDirectory() + "/life-run-\(getpid()).rle"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var pattern = Fixtures.pattern(Fixtures.glider)
        pattern.comments = ["kept"]
        let result = try RunCommand.execute(pattern: pattern, generations: 8, algorithm: .auto, output: path)
        let back = try PatternInput.load(path)
        XCTAssertEqual(UInt128(back.cells.count), result.population)
        XCTAssertEqual(back.generation, 8)
        XCTAssertEqual(back.name, "Glider")
        XCTAssertEqual(back.comments, ["kept"])
        XCTAssertEqual(back.cells, pattern.cells.map { $0.offset(by: 2, 2) })
    }

    func testUnwritableOutputIsAClearError() {
        XCTAssertThrowsError(try RunCommand.execute(pattern: Fixtures.pattern(Fixtures.block), generations: 1,
                                                    algorithm: .auto, output: "/nonexistent/dir/out.rle")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/dir/out.rle: cannot be written: the folder /nonexistent/dir does not exist")
        }
        XCTAssertThrowsError(try RunCommand.execute(pattern: Fixtures.pattern(Fixtures.block), generations: 1,
                                                    algorithm: .auto, output: NSTemporaryDirectory())) { error in
            XCTAssertTrue("\(error)".hasSuffix("cannot be written: it is a folder"), "\(error)")
            XCTAssertFalse("\(error)".contains("NSCocoaErrorDomain"))
        }
    }

    func testOutputGoesThroughLinksAndNeverOverDevices() throws {
        let folder = NSTemporaryDirectory() + "life-out-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old".write(toFile: folder + "/real.rle", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.rle", withDestinationPath: "real.rle")
        try FileManager.default.createSymbolicLink(atPath: folder + "/null.rle", withDestinationPath: "/dev/null")
        try AtomicFileWriter.write("new", to: folder + "/link.rle")
        XCTAssertEqual(try String(contentsOfFile: folder + "/real.rle", encoding: .utf8), "new")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.rle"), "real.rle", "the link stays")
        XCTAssertThrowsError(try AtomicFileWriter.write("x", to: folder + "/null.rle")) { error in
            XCTAssertTrue("\(error)".contains("is a device, pipe or socket"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/null.rle"), "/dev/null")
        let r = try LifeExecutable.run(["run", "-", "--generations", "1", "--output", folder + "/x.xyz"], stdin: Fixtures.glider)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("unknown extension"), r.err)
    }

    func testPatternInputErrors() throws {
        XCTAssertThrowsError(try PatternInput.load(NSTemporaryDirectory())) { error in
            XCTAssertTrue("\(error)".contains("is a folder"), "\(error)")
        }
        XCTAssertThrowsError(try PatternInput.load("-", readStandardInput: { Data([0xFF, 0xFE, 0x00]) })) { error in
            XCTAssertTrue("\(error)".contains("<stdin>: is not a text file (not valid UTF-8 at line 1, column 1, byte 1)"), "\(error)")
        }
        let fromStdin = try PatternInput.load("-", readStandardInput: { Data(Fixtures.block.utf8) })
        XCTAssertEqual(fromStdin.cells.count, 4)
    }
}

final class SavePatternTests: XCTestCase {
    func testSavesIntoTheUserFolderWithoutOverwriting() throws {
        let home = NSTemporaryDirectory() + "/life-save-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let env = ["HOME": home, "XDG_DATA_HOME": home + "/data"]
        let first = try Composition.savePattern(named: "Gun.rle", text: "one", environment: env)
        let second = try Composition.savePattern(named: "Gun.rle", text: "two", environment: env)
        XCTAssertEqual(first, home + "/data/life/patterns/Gun.rle")
        XCTAssertEqual(second, home + "/data/life/patterns/Gun 2.rle")
        XCTAssertEqual(try String(contentsOfFile: first, encoding: .utf8), "one", "the first file is kept")
    }
}

final class HashLifeRunTests: XCTestCase {
    func testHashLifeRunsFarAndAutoPicksIt() throws {
        try LifeExecutable.requireBuilt()
        let far = try LifeExecutable.run(["run", "-", "--generations", "1099511627776", "--json"], stdin: Fixtures.gosperGun)
        XCTAssertEqual(far.status, 0, far.err)
        let object = try JSONSerialization.jsonObject(with: Data(far.out.utf8)) as! [String: Any]
        XCTAssertEqual(object["algorithm"] as? String, "hashlife", "auto picks HashLife for a long jump")
        XCTAssertEqual((object["population"] as? NSNumber)?.int64Value, 183_251_938_004, "bgolly's figure")
        let limit = try LifeExecutable.run(["run", "-", "--generations", String(Int64(1) << 60), "--algorithm", "hashlife", "--json"],
                                           stdin: Fixtures.gosperGun)
        XCTAssertEqual(limit.status, 0, limit.err)
        let tooMany = try LifeExecutable.run(["run", "-", "--generations", "10000000000", "--algorithm", "tiles"], stdin: Fixtures.glider)
        XCTAssertEqual(tooMany.status, 1)
        XCTAssertTrue(tooMany.err.contains("--algorithm hashlife"), tooMany.err)
        let torus = try LifeExecutable.run(["run", "-", "--generations", "10", "--algorithm", "hashlife", "--torus", "24x24"],
                                           stdin: Fixtures.glider)
        XCTAssertEqual(torus.status, 1)
        XCTAssertTrue(torus.err.contains("torus runs on the tiled engine"), torus.err)
    }

    func testAMacrocellFileRunsWithoutExpanding() throws {
        var pattern = Fixtures.pattern(Fixtures.acorn)
        pattern.generation = 0
        let input = RunInput(pattern: Pattern(cells: []), tree: try MacrocellCodec().parse(MacrocellCodec().write(pattern)))
        let result = try RunCommand.execute(input: input, generations: 5206, algorithm: .auto, output: nil)
        XCTAssertEqual(result.algorithm, "hashlife")
        XCTAssertEqual(result.population, 633)
    }

    func testCancellingSaysWhereItStopped() {
        XCTAssertThrowsError(try RunCommand.execute(input: RunInput(pattern: Pattern(cells: Fixtures.soup(width: 200, height: 200, density: 40, seed: 2)), tree: nil),
                                                    generations: 1 << 20, algorithm: .hashlife, output: nil, isCancelled: { true })) { error in
            XCTAssertTrue("\(error)".hasPrefix("interrupted at generation 0"), "\(error)")
        }
    }
}
