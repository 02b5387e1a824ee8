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

    /// A link that leads nowhere (to a file not there, a loop) is refused, and stays a link: the
    /// rename put a file in its place. A link to a file is written through, and stays.
    func testALinkToNothingIsRefusedAndKept() throws {
        let folder = NSTemporaryDirectory() + "life-links-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let links = [("dangling.rle", "missing.rle"), ("elsewhere.rle", "/nonexistent/x.rle"), ("loop-a.rle", "loop-b.rle"), ("loop-b.rle", "loop-a.rle")]
        for (name, target) in links { try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: target) }
        for (name, _) in links {
            XCTAssertThrowsError(try AtomicFileWriter.write(Data([1]), to: folder + "/" + name)) { error in
                XCTAssertTrue("\(error)".contains("symbolic link to a file that is not there"), "\(error)")
            }
            var info = stat()
            XCTAssertEqual(lstat(folder + "/" + name, &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "\(name) is still a link")
        }
        FileManager.default.createFile(atPath: folder + "/real.rle", contents: Data())
        try FileManager.default.createSymbolicLink(atPath: folder + "/good.rle", withDestinationPath: "real.rle")
        try AtomicFileWriter.write(Data([7]), to: folder + "/good.rle")
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/real.rle"), Data([7]))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/good.rle"), "real.rle")
    }
}
