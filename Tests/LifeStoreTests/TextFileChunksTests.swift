import Foundation
import XCTest
@testable import LifeStore
import LifeEngine
import LifeTestSupport

/// Reading a pattern file a chunk at a time: the UTF-8 check without holding the file, the same
/// refusals as a whole read, and the limit enforced while reading.
final class TextFileChunksTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "chunks-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ bytes: [UInt8], _ name: String = "f.rle") throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A handle that cannot be read (a closed descriptor, a folder given as standard input) is an
    /// error that says so, not an empty pattern.
    func testUnreadableHandlesAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let folderDescriptor = open(folder, O_RDONLY)
        XCTAssertGreaterThanOrEqual(folderDescriptor, 0)
        let folderHandle = FileHandle(fileDescriptor: folderDescriptor, closeOnDealloc: true)
        XCTAssertThrowsError(try TextFileReader.read(from: folderHandle)) { error in
            XCTAssertEqual((error as? FileProblem)?.description, "<stdin>: cannot be read (it is a folder)")
        }
        // A descriptor number far above any open one: reading it fails as a closed one does.
        XCTAssertThrowsError(try TextFileReader.read(from: FileHandle(fileDescriptor: 999_999))) { error in
            XCTAssertEqual((error as? FileProblem)?.description, "<stdin>: cannot be read (it is closed)")
        }
        XCTAssertEqual(TextFileReader.readFailure(CocoaError(.fileReadUnknown)), "input/output error")
        let empty = Pipe()
        try empty.fileHandleForWriting.close()
        XCTAssertEqual(try TextFileReader.read(from: empty.fileHandleForReading), "", "an empty input is still empty text")
    }

    func testScanGivesTheHeadOfValidText() throws {
        let text = "#C héllo ✓\nx = 1, y = 1\no!\n"
        let path = try write(Array(text.utf8))
        XCTAssertEqual(try TextFileReader.scan(path), text)
        XCTAssertEqual(try TextFileReader.scan(path, headBytes: 4), "#C h")
    }

    /// The bad byte is reported where the whole-file read reports it, wherever the chunks fall.
    func testScanFindsTheSameBadByteAsAWholeRead() throws {
        let prefix = Array(String(repeating: "ab✓", count: 30_000).utf8)   // 150 000 bytes, three chunks
        for bad: [UInt8] in [[0xFF], [0xE2, 0x9C], [0xC3, 0x28], [0xED, 0xA0, 0x80]] {
            for shift in [0, 1, 2] {
                let path = try write(Array(prefix.dropFirst(shift)) + bad + Array("tail".utf8))
                let whole = (try? TextFileReader.read(path)) == nil ? wholeError(path) : "read"
                XCTAssertThrowsError(try TextFileReader.scan(path)) { error in
                    XCTAssertEqual("\(error)", whole, "bad \(bad) shift \(shift)")
                }
            }
        }
        // A character cut short by the end of the file.
        let path = try write(Array("x = 1, y = 1\no!".utf8) + [0xE2, 0x9C])
        XCTAssertThrowsError(try TextFileReader.scan(path)) { XCTAssertEqual("\($0)", wholeError(path)) }
    }

    /// The bad byte is placed by line and column (in characters), across chunks, whichever way
    /// the file is read.
    func testTheBadByteIsPlacedByLineAndColumn() throws {
        // Two lines of 40 000 characters, 80 001 bytes each (a check mark is three), then "ab" and a bad byte.
        let line = String(repeating: "a✓", count: 20_000) + "\n"
        let before = Array((line + line + "ab").utf8)
        let path = try write(before + [0xFF] + Array("tail\n".utf8))
        let expected = "not valid UTF-8 at line 3, column 3, byte \(before.count + 1)"
        XCTAssertEqual(before.count, 2 * 80_001 + 2)
        XCTAssertThrowsError(try TextFileReader.scan(path)) { XCTAssertTrue("\($0)".contains(expected), "\($0)") }
        XCTAssertThrowsError(try TextFileReader.read(path)) { XCTAssertTrue("\($0)".contains(expected), "\($0)") }
    }

    /// Sizes in words: a file just over a whole number of MiB is not said to be that number.
    func testSizesAreNotRoundedDownToTheLimit() {
        XCTAssertEqual(TextFileReader.megabytes(64 << 20), "64 MiB")
        XCTAssertEqual(TextFileReader.megabytes((64 << 20) + 16), "64.1 MiB")
        XCTAssertEqual(TextFileReader.megabytes((3 << 19) + 1), "1.6 MiB")
        XCTAssertEqual(TextFileReader.megabytes(1000), "1000 bytes")
        XCTAssertEqual(TextFileReader.megabytes(.max), "8796093022208.0 MiB")
    }

    private func wholeError(_ path: String) -> String {
        do { _ = try TextFileReader.read(path); return "no error" } catch { return "\(error)" }
    }

    /// Random UTF-8 text, split anywhere, passes.
    func testRandomUTF8Passes() throws {
        var rng = SplitMix64(seed: 5)
        let pieces = ["a", "é", "✓", "😀", "\n"]
        for _ in 0..<20 {
            let text = (0..<Int(rng.next() % 70_000)).map { _ in pieces[Int(rng.next() % 5)] }.joined()
            let path = try write(Array(text.utf8))
            XCTAssertNotNil(try TextFileReader.scan(path))
        }
    }

    /// A file whose head is declined is left to the whole read, without reading on past the head.
    func testDeclinedHeadStopsTheScan() throws {
        let path = try write(Array("#Life 1.06\n0 0\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 70_000) + [0xFF])
        var seen: [String] = []
        XCTAssertNil(try TextFileReader.scan(path, headBytes: 16) { seen.append($0); return false })
        XCTAssertEqual(seen, ["#Life 1.06\n0 0\na"])   // 16 bytes
        XCTAssertThrowsError(try TextFileReader.scan(path), "accepted, the bad byte at the end is found")
    }

    func testUTF16IsLeftToTheWholeRead() throws {
        let path = try write([0xFF, 0xFE] + Array("x = 1".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        XCTAssertNil(try TextFileReader.scan(path))
        XCTAssertTrue(try TextFileReader.read(path).hasPrefix("x = 1"))
    }

    func testChunksRefuseWhatAWholeReadRefuses() throws {
        let fifo = folder + "/pipe.rle"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try TextFileReader.chunks(fifo)) { XCTAssertTrue("\($0)".contains("pipe (FIFO)")) }
        XCTAssertThrowsError(try TextFileReader.chunks(folder)) { XCTAssertTrue("\($0)".contains("folder")) }
        XCTAssertThrowsError(try TextFileReader.chunks(folder + "/missing.rle")) { XCTAssertTrue("\($0)".contains("no such file")) }
        let big = try write([UInt8](repeating: UInt8(ascii: "o"), count: 100))
        XCTAssertThrowsError(try TextFileReader.chunks(big, maxBytes: 50)) { XCTAssertTrue("\($0)".contains("more than")) }
    }

    /// A file that grows past the limit after it was checked is refused while it is read.
    func testLimitHoldsWhileReading() throws {
        let path = try write([UInt8](repeating: UInt8(ascii: "o"), count: 40))
        var reader = try TextFileReader.chunks(path, maxBytes: 50)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(repeating: UInt8(ascii: "o"), count: 40))
        try handle.close()
        var buffer = [UInt8](repeating: 0, count: 1 << 10)
        XCTAssertThrowsError(try buffer.withUnsafeMutableBytes { try reader.read(into: $0) }) {
            XCTAssertTrue("\($0)".contains("more than"))
        }
    }

    /// An RLE document over a file reads the same runs as over its text, and a second time too.
    func testRLEDocumentOverAFile() throws {
        let text = "x = 4, y = 2\r\n" + String(repeating: "2o2b$", count: 20_000) + "!\r\n"
        let path = try write(Array(text.utf8))
        let streamed = try RLEReader(cellBudget: 1 << 20).document(opening: { try TextFileReader.chunks(path) })
        let whole = try RLEReader(cellBudget: 1 << 20).document(text)
        XCTAssertEqual(try streamed.pattern(), try whole.pattern())
        XCTAssertEqual(try streamed.pattern().cells.count, 40_000)
    }
}
