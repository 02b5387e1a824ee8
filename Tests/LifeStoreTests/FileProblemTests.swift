import Foundation
import XCTest
import LifeStore

/// A file problem names its file and says why, on one line of the app's: a long path is cut in
/// its middle, its first folders and file name kept, the reason whole.
final class FileProblemTests: XCTestCase {
    func testALongPathIsCutInItsMiddleAndTheReasonKept() throws {
        let folder = NSTemporaryDirectory() + "life-problem-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/" + String(repeating: "x", count: 300) + ".png"
        XCTAssertThrowsError(try AtomicFileWriter.write(Data([1, 2, 3]), to: path)) { error in
            let problem = error as? FileProblem
            XCTAssertNotNil(problem, "\(error)")
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix(String(folder.prefix(30))), text)
            XCTAssertTrue(text.contains("xxx.png: "), "the file name's end: \(text)")
            XCTAssertTrue(text.contains("…"), text)
            XCTAssertTrue(text.hasSuffix(": " + (problem?.reason ?? "?")), text)
            XCTAssertLessThanOrEqual(text.count, FileProblem.pathLimit + 1 + 2 + (problem?.reason.count ?? 0), text)
        }
        // A short path is shown whole, control characters escaped.
        XCTAssertEqual("\(FileProblem(path: "/tmp/a\nb.png", reason: "cannot be written"))", "/tmp/a\\u{A}b.png: cannot be written")
        // A name of 255 bytes, as long as a file's can be, is written (its temporary file's name
        // was longer still, and refused), here of two-byte letters.
        let longest = folder + "/" + String(repeating: "é", count: 100) + String(repeating: "x", count: 51) + ".rle"
        XCTAssertEqual((longest as NSString).lastPathComponent.utf8.count, 255)
        XCTAssertNoThrow(try AtomicFileWriter.write(Data([1, 2, 3]), to: longest))
        XCTAssertEqual(FileManager.default.contents(atPath: longest), Data([1, 2, 3]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).count, 1, "no temporary file left")
    }
}
