import XCTest
import LifeEngine
import LifeTestSupport
@testable import LifeStore

/// Gzip-compressed pattern files read as Golly reads them; damaged, cut-short and expanding ones
/// refused with what is wrong; zip archives refused by name (fixtures: Tests/Fixtures/Compressed).
final class CompressedPatternTests: XCTestCase {
    func fixture(_ name: String) -> String { RepositoryPaths.path("Tests/Fixtures/Compressed/" + name) }
    let glider = [Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)]

    func failure(_ name: String, maxBytes: Int? = nil) -> String {
        do {
            if let maxBytes {
                _ = try TextFileReader.read(fixture(name), maxBytes: maxBytes)
            } else {
                _ = try PatternFileLoader.load(fixture(name))
            }
            return "loaded"
        } catch {
            return "\(error)"
        }
    }

    func testGzippedRLEAndMacrocellLoadAsTheirFormat() throws {
        let rle = try PatternFileLoader.load(fixture("glider.rle.gz"))
        XCTAssertEqual(rle.cells.sorted(), glider.sorted())
        XCTAssertEqual(rle.name, "Glider")
        let macrocell = try PatternFileLoader.load(fixture("glider.mc.gz"))
        XCTAssertEqual(macrocell.cells.count, 5)
        XCTAssertEqual(try PatternFileLoader.load(fixture("two-members.rle.gz")).cells.sorted(), glider.sorted(),
                       "members one after another are one text")
    }

    func testDamagedCutShortAndExpandingFilesAreRefusedWithWhatIsWrong() {
        XCTAssertTrue(failure("cut-short.rle.gz").contains("cut-short.rle.gz: is a gzip file cut short"), failure("cut-short.rle.gz"))
        XCTAssertTrue(failure("damaged.rle.gz").contains("damaged.rle.gz: is a damaged gzip file"), failure("damaged.rle.gz"))
        XCTAssertTrue(failure("expands-2mib.rle.gz", maxBytes: 1 << 20).contains("unpacks to more than the 1 MiB Life reads"),
                      failure("expands-2mib.rle.gz", maxBytes: 1 << 20))
        XCTAssertEqual(failure("expands-2mib.rle.gz"), "loaded", "within the standard budget it loads")
        XCTAssertTrue(failure("collection.zip").contains("is a zip archive"), failure("collection.zip"))
        // Unpacked once only: layer upon layer would otherwise nest as deep as the file is long.
        XCTAssertTrue(failure("three-times.rle.gz").contains("is compressed twice"), failure("three-times.rle.gz"))
    }

    func testCompressedNamesAreKnownByTheFormatInside() {
        XCTAssertEqual(PatternFormat(patternFileName: "gun.RLE.gz"), .rle)
        XCTAssertEqual(PatternFormat(patternFileName: "breeder.mc.gz"), .macrocell)
        XCTAssertNil(PatternFormat(patternFileName: "notes.txt.gz"))
        XCTAssertNil(PatternFormat(fileName: "gun.rle.gz"), "the plain name alone is not a format's")
        XCTAssertTrue(PatternFormat.isGzipped("big.MC.GZ"))
        XCTAssertFalse(PatternFormat.isGzipped("big.mc"))
        XCTAssertTrue(FolderEntry(name: Array("gun.rle.gz".utf8), isFolder: false, size: 60).isPattern, "the browser lists them")
    }

    func testANameEndingInGzIsWrittenPackedAndReadsBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("life-gz-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Several of zlib's 64 KiB output pieces: a long run of varied rows.
        var rows: [String] = []
        var seed: UInt64 = 7
        for _ in 0..<4000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            rows.append(String((0..<40).map { (seed >> UInt64($0)) & 1 == 1 ? Character("O") : Character(".") }))
        }
        let text = "!Name: varied\n" + rows.joined(separator: "\n") + "\n"
        let packed = folder + "/varied.cells.gz", plain = folder + "/varied.cells"
        try PatternFileWriter.write(text, to: packed)
        try PatternFileWriter.write(text, to: plain)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: packed))
        XCTAssertEqual(Array(bytes.prefix(2)), [0x1F, 0x8B], "gzip's magic number")
        XCTAssertLessThan(bytes.count, text.utf8.count / 2)
        XCTAssertEqual(try String(contentsOfFile: plain, encoding: .utf8), text, "other names are written as they are")
        // gzip itself unpacks it to the very text.
        let gunzip = Process()
        gunzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gunzip.arguments = ["-dc", packed]
        let pipe = Pipe()
        gunzip.standardOutput = pipe
        try gunzip.run()
        let unpacked = pipe.fileHandleForReading.readDataToEndOfFile()
        gunzip.waitUntilExit()
        XCTAssertEqual(gunzip.terminationStatus, 0)
        XCTAssertEqual(String(decoding: unpacked, as: UTF8.self), text)
        XCTAssertEqual(try PatternFileLoader.load(packed).cells.sorted(), try PatternFileLoader.load(plain).cells.sorted())
        // An empty pattern packs to a valid, empty member.
        try PatternFileWriter.write("", to: folder + "/empty.rle.gz")
        XCTAssertEqual(try GzipReader.unpack(Data(contentsOf: URL(fileURLWithPath: folder + "/empty.rle.gz")), maxBytes: 10, path: "e"), Data())
    }
}
