import XCTest
import Foundation
import LifeTestSupport

/// `life convert` as a process: the output's extension or `--format` picks the writer.
final class ConvertCommandTests: XCTestCase {
    func testFormatOptionWritesEveryFormatToStandardOutput() throws {
        try LifeExecutable.requireBuilt()
        // The glider in each format, written out by hand from the formats' descriptions (rows end at
        // their last live cell, as LifeWiki's files do).
        let expected = [
            "plaintext": [".O", "..O", "OOO"],
            "life105": ["#Life 1.05", "#P 0 0", ".*", "..*", "***"],
            "life106": ["#Life 1.06", "1 0", "2 1", "0 2", "1 2", "2 2"],
        ]
        for (format, lines) in expected {
            let r = try LifeExecutable.run(["convert", "-", "-", "--format", format], stdin: "x = 3, y = 3\nbo$2bo$3o!\n")
            XCTAssertEqual(r.status, 0, r.err)
            let body = r.out.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("!") && $0 != "#N" && !$0.hasPrefix("#D") }
            XCTAssertEqual(body, lines, format)
        }
        let rle = try LifeExecutable.run(["convert", "-", "-"], stdin: "#Life 1.06\n0 0\n1 0\n")
        XCTAssertEqual(rle.status, 0, rle.err)
        XCTAssertTrue(rle.out.contains("x = 2, y = 1"), "RLE by default on standard output: \(rle.out)")
    }

    func testAnUnknownExtensionOrFormatIsRefusedWithTheWayOut() throws {
        try LifeExecutable.requireBuilt()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("life-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = try LifeExecutable.run(["convert", "-", folder.appendingPathComponent("out.txt").path], stdin: "o!")
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.err.contains("unknown extension") && unknown.err.contains("--format"), unknown.err)
        let named = folder.appendingPathComponent("out.txt").path
        let forced = try LifeExecutable.run(["convert", "-", named, "--format", "life105"], stdin: "o!")
        XCTAssertEqual(forced.status, 0, forced.err)
        XCTAssertTrue(try String(contentsOfFile: named, encoding: .utf8).hasPrefix("#Life 1.05"))
        XCTAssertTrue(unknown.err.contains(".gz"), "the message says a name may end in .gz: \(unknown.err)")
        let bad = try LifeExecutable.run(["convert", "-", "-", "--format", "gif"], stdin: "o!")
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.err.contains("gif"), bad.err)
    }

    /// An output named .rle.gz or .mc.gz is written gzip-packed in the format inside, as Golly saves them.
    func testAnOutputEndingInGzIsPackedInTheFormatInside() throws {
        try LifeExecutable.requireBuilt()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("life-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, header) in [("out.rle.gz", "x = 3, y = 3"), ("out.mc.gz", "[M2]")] {
            let output = folder.appendingPathComponent(name).path
            let converted = try LifeExecutable.run(["convert", "-", output], stdin: "x = 3, y = 3\nbo$2bo$3o!\n")
            XCTAssertEqual(converted.status, 0, converted.err)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
            XCTAssertEqual(Array(bytes.prefix(2)), [0x1F, 0x8B], "\(name) is gzip data")
            let back = try LifeExecutable.run(["convert", output, "-"])
            XCTAssertEqual(back.status, 0, back.err)
            XCTAssertTrue(back.out.contains("x = 3, y = 3") && back.out.contains("bo$2bo$3o!"), back.out)
            let plain = try LifeExecutable.run(["convert", output, "-", "--format", name.hasPrefix("out.mc") ? "macrocell" : "rle"])
            XCTAssertTrue(plain.out.contains(header), plain.out)
        }
        // `life run --output` writes packed too, HashLife's tree included.
        let ran = folder.appendingPathComponent("ran.mc.gz").path
        let run = try LifeExecutable.run(["run", "-", "--generations", "4", "--algorithm", "hashlife", "--output", ran],
                                         stdin: "x = 3, y = 3\nbo$2bo$3o!\n")
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: ran)).prefix(2)), [0x1F, 0x8B])
        let again = try LifeExecutable.run(["run", ran, "--generations", "0"])
        XCTAssertTrue(again.out.hasPrefix("generation 4: population 5, bounds 3x3 at (1, 1)"), "the file keeps its generation: " + again.out + again.err)
    }

    /// A macrocell file too large to list (16,777,216 live cells) converts to macrocell node for
    /// node; to a listing format it is refused with the limit.
    func testAMacrocellTreeOfAnySizeConvertsToMacrocell() throws {
        try LifeExecutable.requireBuilt()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("life-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A full 4096x4096 square: one full leaf, then each level four of the one below.
        var text = "[M2] (test)\n#R B3/S23\n#C square\n" + String(repeating: "********$", count: 8) + "\n"
        for level in 4...12 { text += "\(level) \(level - 3) \(level - 3) \(level - 3) \(level - 3)\n" }
        let input = folder.appendingPathComponent("square.mc").path, output = folder.appendingPathComponent("out.mc").path
        try text.write(toFile: input, atomically: true, encoding: .utf8)
        let converted = try LifeExecutable.run(["convert", input, output])
        XCTAssertEqual(converted.status, 0, converted.err)
        let run = try LifeExecutable.run(["run", output, "--generations", "0"])
        XCTAssertTrue(run.out.hasPrefix("generation 0: population 16777216, bounds 4096x4096 at (-2048, -2047)"), run.out + run.err)
        XCTAssertTrue(try String(contentsOfFile: output, encoding: .utf8).contains("#C square"))
        let listed = try LifeExecutable.run(["convert", input, folder.appendingPathComponent("out.rle").path])
        XCTAssertEqual(listed.status, 1)
        XCTAssertTrue(listed.err.contains("more than 8388608 live cells"), listed.err)
    }
}

final class VersionTests: XCTestCase {
    func testVersionPrintsTheNumberAndTheBuild() throws {
        try LifeExecutable.requireBuilt()
        let r = try LifeExecutable.run(["--version"])
        XCTAssertEqual(r.status, 0, r.err)
        let line = r.out.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertNotNil(line.range(of: #"^life [0-9]+\.[0-9]+\.[0-9]+ \((debug|release) build\)$"#, options: .regularExpression), line)
    }
}
