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

    func testCompressedNamesAreReadByTheFormatInsideAndNeverWritten() {
        XCTAssertEqual(PatternFormat(readingFileName: "gun.RLE.gz"), .rle)
        XCTAssertEqual(PatternFormat(readingFileName: "breeder.mc.gz"), .macrocell)
        XCTAssertNil(PatternFormat(readingFileName: "notes.txt.gz"))
        XCTAssertNil(PatternFormat(fileName: "gun.rle.gz"), "Life writes patterns uncompressed")
        XCTAssertTrue(FolderEntry(name: Array("gun.rle.gz".utf8), isFolder: false, size: 60).isPattern, "the browser lists them")
    }
}
