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
            XCTAssertTrue(error.localizedDescription.contains("is a named pipe"), error.localizedDescription)
        }
        var info = stat()
        XCTAssertEqual(lstat(store.path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "not replaced by a file")
    }
}
