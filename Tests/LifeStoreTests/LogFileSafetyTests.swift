import XCTest
import Foundation
@testable import LifeStore

/// The log file refuses what is not a regular file, without waiting: a named pipe where the log
/// goes used to hold the app before any window (opening a FIFO for writing waits for a reader);
/// a symbolic link is not followed; two writers (two windows) append without overwriting lines.
final class LogFileSafetyTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "life-log-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs `body` on another thread and fails when it has not returned within `seconds`.
    private func returnsPromptly(within seconds: Double, _ body: @escaping @Sendable () -> Void) {
        let done = expectation(description: "returned")
        Thread.detachNewThread {
            body()
            done.fulfill()
        }
        wait(for: [done], timeout: seconds)
    }

    func testANamedPipeAtTheLogPathIsRefusedAtOnce() throws {
        let path = folder + "/life.log"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let file = LogFile(path: path)
        returnsPromptly(within: 5) {
            file.write("never waits for a reader")
            file.write("nor the second time")
        }
        let problem = try XCTUnwrap(file.problem)
        XCTAssertTrue(problem.contains("named pipe"), problem)
        XCTAssertTrue(problem.contains(path), problem)
        XCTAssertEqual(FileKind.of(path), .pipe, "left as it is")
        XCTAssertEqual(file.start(), problem)
    }

    func testASymbolicLinkAtTheLogPathIsNotFollowed() throws {
        let path = folder + "/life.log", target = folder + "/precious.txt", missing = folder + "/created-by-no-one.txt"
        try "keep me\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        let file = LogFile(path: path)
        file.write("must not land in the link's target")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "keep me\n")
        XCTAssertTrue(file.problem?.contains("symbolic link") == true, file.problem ?? "no problem reported")

        // A dangling link is not followed either (O_CREAT alone would create its target).
        let dangling = folder + "/dangling.log"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: missing)
        let other = LogFile(path: dangling)
        other.write("nowhere")
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing))
        XCTAssertTrue(other.problem?.contains("symbolic link to a missing file") == true, other.problem ?? "no problem reported")
    }

    func testTwoWritersAppendWithoutOverwritingEachOther() throws {
        let path = folder + "/life.log"
        // Two files on one path, as two windows have: each its own descriptor and offset.
        let first = LogFile(path: path), second = LogFile(path: path)
        first.write("first 0")
        second.write("second 0")
        first.write("first 1")
        second.write("second 1")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "first 0\nsecond 0\nfirst 1\nsecond 1\n")

        let group = DispatchGroup()
        for (name, file) in [("a", first), ("b", second)] {
            group.enter()
            Thread.detachNewThread {
                for i in 0..<500 { file.write("\(name) line \(i) " + String(repeating: name, count: 60)) }
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 30), .success)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 1004)
        for name in ["a", "b"] {
            let mine = lines.filter { $0.hasPrefix("\(name) line ") }
            XCTAssertEqual(mine, (0..<500).map { Substring("\(name) line \($0) " + String(repeating: name, count: 60)) }, "every line whole, in order")
        }
    }
}
