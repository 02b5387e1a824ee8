import Foundation
import XCTest
@testable import LifeStore

/// Movies a killed app left half written are swept at the next start; one being written now
/// (its reserved name held), a finished file and a stray part are left alone.
final class UnfinishedRecordingsTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "life-unfinished-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func file(_ name: String, _ bytes: Int) {
        FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(repeating: 0x47, count: bytes))
    }

    private var names: Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []) }

    func testOnlyRecordingsNoOneWritesAreSwept() {
        file("gun gen 0.gif", 0); file("gun gen 0.part.gif", 3000)
        file("held.mp4", 0); file("held.part.mp4", 100)
        file("done.gif", 500); file("done.part.gif", 10)
        file("stray.part.webm", 10)
        file("notes.part.v2.gif", 10); file("notes.gif", 0)
        let fd = UnfinishedRecordings.hold(folder + "/held.mp4")
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(UnfinishedRecordings.sweep(folder), ["gun gen 0.part.gif"])
        XCTAssertEqual(names, ["held.mp4", "held.part.mp4", "done.gif", "done.part.gif", "stray.part.webm", "notes.part.v2.gif", "notes.gif"])
        close(fd)
        XCTAssertEqual(UnfinishedRecordings.sweep(folder), ["held.part.mp4"], "once let go, it is one a killed app left")
        XCTAssertFalse(names.contains("held.mp4"))
        XCTAssertEqual(UnfinishedRecordings.sweep(folder + "/missing"), [])
    }
}
