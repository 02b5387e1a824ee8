import XCTest
@testable import LifeEngine
import LifeTestSupport

/// Hands out its bytes at most `step` at a time, so every chunk boundary falls somewhere new.
private struct TrickleReader: ByteChunkReader {
    let bytes: [UInt8]
    let step: Int
    var position = 0

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(step, buffer.count, bytes.count - position)
        for i in 0..<count { buffer[i] = bytes[position + i] }
        position += count
        return count
    }
}

final class ByteLinesTests: XCTestCase {
    private func lines(_ text: [UInt8], step: Int, chunkSize: Int) throws -> [String] {
        var reader = ByteLines(TrickleReader(bytes: text, step: step), chunkSize: chunkSize)
        var found: [String] = []
        while let line = try reader.next() {
            found.append(String(decoding: line, as: UTF8.self))
            XCTAssertEqual(reader.lineNumber, found.count)
        }
        XCTAssertNil(try reader.next(), "the end stays the end")
        return found
    }

    func testLineEndsByteOrderMarkAndLastLine() throws {
        let text = Array("\u{FEFF}one\ntwo\r\nthree\rfour\n\nsix".utf8)
        for step in [1, 2, 3, 5, 64] {
            XCTAssertEqual(try lines(text, step: step, chunkSize: 4), ["one", "two", "three", "four", "", "six"], "step \(step)")
        }
    }

    /// A CR as the last byte of a chunk and the LF as the first of the next make one line end.
    func testCarriageReturnAtTheEndOfAChunk() throws {
        XCTAssertEqual(try lines(Array("abc\r\ndef\r\n".utf8), step: 4, chunkSize: 4), ["abc", "def"])
        XCTAssertEqual(try lines(Array("abc\r".utf8), step: 4, chunkSize: 4), ["abc"])
    }

    /// A line longer than the chunk grows the buffer and comes out whole.
    func testLineLongerThanTheChunk() throws {
        let long = String(repeating: "2o3b", count: 100)
        XCTAssertEqual(try lines(Array("x\n\(long)\ny".utf8), step: 7, chunkSize: 8), ["x", long, "y"])
    }

    /// Random texts of line ends and letters split the same as the whole-text splitter, for any
    /// chunk size.
    func testAgreesWithTheWholeTextSplitter() throws {
        var rng = SplitMix64(seed: 77)
        let alphabet = Array("ab\n\r ".utf8)
        for round in 0..<200 {
            var text = (0..<Int(rng.next() % 60)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            if round % 5 == 0 { text = [0xEF, 0xBB, 0xBF] + text }
            let expected = TextLines.split(String(decoding: text, as: UTF8.self)).map(String.init)
            let step = 1 + Int(rng.next() % 9), chunk = 4 + Int(rng.next() % 8)
            XCTAssertEqual(try lines(text, step: step, chunkSize: chunk), expected, "round \(round)")
        }
    }

    func testMemoryChunkReaderReadsInPieces() throws {
        var reader = MemoryChunkReader(Array(0..<10))
        var buffer = [UInt8](repeating: 0, count: 4)
        var read: [UInt8] = []
        while case let count = try buffer.withUnsafeMutableBytes({ try reader.read(into: $0) }), count > 0 {
            read += buffer[..<count]
        }
        XCTAssertEqual(read, Array(0..<10))
    }

    /// An RLE document read a few bytes at a time gives the same header and runs as from text,
    /// and its body can be read twice.
    func testRLEDocumentFromATricklingSource() throws {
        let text = "#N Trickle\r\n#C a comment\r\nx = 5, y = 3, rule = B3/S23\r\n2o3b$\r\n\r\n5o$obo!\r\n"
        let bytes = Array(text.utf8)
        let trickled = try RLEReader().document(opening: { TrickleReader(bytes: bytes, step: 3) })
        let whole = try RLEReader().document(text)
        XCTAssertEqual(trickled.header, whole.header)
        var first: [[Int64]] = [], second: [[Int64]] = [], expected: [[Int64]] = []
        try trickled.forEachRun { first.append([$0, $1, $2]) }
        try trickled.forEachRun { second.append([$0, $1, $2]) }
        try whole.forEachRun { expected.append([$0, $1, $2]) }
        XCTAssertEqual(first, expected)
        XCTAssertEqual(second, expected)
        XCTAssertEqual(expected.first, [0, 0, 2])
        XCTAssertEqual(trickled.header.name, "Trickle")
    }

    /// Errors in the body keep their line numbers when the body is read in chunks.
    func testBodyErrorLineFromChunks() throws {
        let bytes = Array("x = 3, y = 3\n3o$\n\n3o$\n3z!\n".utf8)
        let document = try RLEReader().document(opening: { TrickleReader(bytes: bytes, step: 2) })
        XCTAssertThrowsError(try document.forEachRun { _, _, _ in }) { error in
            XCTAssertEqual((error as? PatternParseError)?.line, 5)
            XCTAssertEqual((error as? PatternParseError)?.column, 2)
        }
    }
}
