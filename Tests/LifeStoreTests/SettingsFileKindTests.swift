import Foundation
import LifeStore
import XCTest

/// A named pipe where settings.json goes: read without waiting (reading a pipe waits for a
/// writer), said as it is ("is a named pipe"), and never replaced by a save.
final class SettingsFileKindTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "life-settings-kind-\(UUID().uuidString)/life"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }

    /// A settings file far larger than settings take is not read whole: it is set aside, and a
    /// save writes fresh settings without reading it.
    func testAHugeFileIsSetAsideUnread() throws {
        let store = SettingsStore(directory: folder)
        let huge = "{\"speed\": 30, \"padding\": \"" + String(repeating: "x", count: 2 << 20) + "\"}"
        try huge.write(toFile: store.path, atomically: true, encoding: .utf8)
        let loaded = store.load()
        XCTAssertTrue(loaded.message?.contains("is 2 MiB, far more than settings take") == true, loaded.message ?? "no message")
        XCTAssertNotEqual(loaded.settings.speed, 30, "not read")
        let backup = try XCTUnwrap(loaded.backupPath)
        XCTAssertTrue(FileManager.default.fileExists(atPath: backup), "the old file is kept aside, not lost")
        try store.save(Settings())
        let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: store.path)[.size] as? NSNumber).intValue
        XCTAssertLessThan(size, 4096)
    }

    func testANamedPipeIsRefusedAndLeftAlone() throws {
        let store = SettingsStore(directory: folder)
        XCTAssertEqual(mkfifo(store.path, 0o600), 0)
        let loaded = expectation(description: "loaded")
        nonisolated(unsafe) var message: String?
        Thread.detachNewThread {
            message = store.load().message
            loaded.fulfill()
        }
        wait(for: [loaded], timeout: 5)
        XCTAssertTrue(message?.contains("is a named pipe") == true, message ?? "no message")
        XCTAssertFalse(message?.contains("permissions") == true, message ?? "")
        XCTAssertThrowsError(try store.save(Settings())) { error in
            XCTAssertTrue("\(error)".contains("is a named pipe"), "\(error)")
        }
        var info = stat()
        XCTAssertEqual(lstat(store.path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "not replaced by a file")
    }
}
