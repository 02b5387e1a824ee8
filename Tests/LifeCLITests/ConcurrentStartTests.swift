import Foundation
import LifeTestSupport
import XCTest

/// Many `life` processes opening a board database that does not exist yet, all at once (two first
/// starts, a script importing in parallel): every one succeeds, and no migration runs twice
/// (before the open lock: `table "board" already exists`, `duplicate column name`).
final class ConcurrentStartTests: XCTestCase {
    /// Starts every command at once in its own process and waits for all; returns (status, stderr) each.
    private func runAtOnce(_ commands: [(arguments: [String], stdin: String)], home: String) throws -> [(status: Int32, err: String)] {
        var running: [(Process, Pipe)] = []
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": home]) { $1 }
        for command in commands {
            let process = Process()
            process.executableURL = LifeExecutable.url
            process.arguments = command.arguments
            process.environment = environment
            let input = Pipe(), error = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = error
            try process.run()
            input.fileHandleForWriting.write(Data(command.stdin.utf8))
            try input.fileHandleForWriting.close()
            running.append((process, error))
        }
        return running.map { process, error in
            let err = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: err, as: UTF8.self))
        }
    }

    func testThirtyTwoProcessesCreateTheDatabaseAtOnceWithoutAFailure() throws {
        try LifeExecutable.requireBuilt()
        // A few fresh folders: one race can go right by luck.
        for round in 1...3 {
            let home = NSTemporaryDirectory() + "life-race-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: home) }
            let commands = (0..<32).map { i in
                i % 2 == 0 ? (arguments: ["boards", "list"], stdin: "")
                           : (arguments: ["boards", "import", "-", "--name", "Glider \(i)"], stdin: Fixtures.glider)
            }
            let results = try runAtOnce(commands, home: home)
            let failures = results.filter { $0.status != 0 }
            XCTAssertEqual(failures.count, 0, "round \(round): " + Set(failures.map(\.err)).joined(separator: " | "))
            let list = try LifeExecutable.run(["boards", "list", "--json"], environment: ["XDG_DATA_HOME": home])
            let boards = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(list.out.utf8)) as? [[String: Any]], list.err)
            XCTAssertEqual(boards.count, 16, "round \(round): every import saved its board")
        }
    }
}
