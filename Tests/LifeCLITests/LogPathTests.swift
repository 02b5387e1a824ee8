import Foundation
import LifeTestSupport
import XCTest

/// The app with a named pipe where its log goes (`$XDG_STATE_HOME/life/life.log`): it used to wait
/// for ever before any window, opening the pipe for writing; it now starts, says the log is off
/// and why, and leaves the pipe alone.
final class LogPathTests: XCTestCase {
    func testTheAppStartsPromptlyWithANamedPipeInPlaceOfItsLog() throws {
        try LifeExecutable.requireBuilt()
        let home = NSTemporaryDirectory() + "life-log-fifo-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/state/life", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let fifo = home + "/state/life/life.log"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)

        let process = Process()
        process.executableURL = LifeExecutable.url
        // --verbose starts the log even for a run that saves nothing.
        process.arguments = ["--ephemeral", "--verbose", "--screenshot", home + "/shot.bmp", "--screenshot-delay", "0.1"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["SDL_VIDEODRIVER": "dummy", "XDG_STATE_HOME": home + "/state", "XDG_DATA_HOME": home + "/data",
             "XDG_CONFIG_HOME": home + "/config"]) { $1 }
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("the app was still starting after 30 s with a named pipe at its log path")
            return
        }
        let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, err)
        XCTAssertTrue(err.contains("the log is off") && err.contains("named pipe"), err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/shot.bmp"), "the window was drawn")
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the pipe is left as it was")
    }
}
