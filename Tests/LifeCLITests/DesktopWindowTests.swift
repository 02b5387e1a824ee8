import XCTest
import Foundation
import LifeEngine
import LifeStore
import LifeTestSupport

/// The real app on a virtual X display (Xvfb, driven by xdotool; `scripts/test.sh` installs both):
/// a window taken away from outside, or a display that goes away, is a quit that saves, never a crash.
final class DesktopWindowTests: XCTestCase {
    var home: URL!
    var xvfb: Process?
    var display = ""

    override func setUpWithError() throws {
        try LifeExecutable.requireBuilt()
        home = FileManager.default.temporaryDirectory.appendingPathComponent("life-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let server = Process()
        server.executableURL = try tool("Xvfb")
        // Xvfb picks a free display itself and prints its number once it accepts connections (a
        // number chosen here could belong to a server left behind by another run).
        server.arguments = ["-displayfd", "1", "-screen", "0", "800x600x24", "-nolisten", "tcp"]
        let announced = Pipe()
        server.standardOutput = announced
        server.standardError = FileHandle.nullDevice
        try server.run()
        xvfb = server
        var number = ""
        while !number.hasSuffix("\n") {
            let data = announced.fileHandleForReading.availableData
            if data.isEmpty { break }
            number += String(decoding: data, as: UTF8.self)
        }
        display = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertGreaterThan(display.count, 1, "Xvfb started")
    }

    override func tearDownWithError() throws {
        if let xvfb, xvfb.isRunning { xvfb.terminate(); xvfb.waitUntilExit() }
        try? FileManager.default.removeItem(at: home)
    }

    /// A program from the system, or a failure naming the package to install.
    func tool(_ name: String) throws -> URL {
        for folder in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return URL(fileURLWithPath: "\(folder)/\(name)")
        }
        throw MissingTool(name)
    }

    struct MissingTool: Error, CustomStringConvertible {
        let name: String
        init(_ name: String) { self.name = name }
        var description: String { "\(name) is missing: scripts/test.sh installs xvfb and xdotool" }
    }

    var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging([
            "DISPLAY": display, "XDG_DATA_HOME": home.path + "/data", "XDG_CONFIG_HOME": home.path + "/config",
            "XDG_STATE_HOME": home.path + "/state", "SDL_VIDEODRIVER": "x11",
        ]) { $1 }
    }

    /// Runs a system tool on the virtual display; returns (the start of) its output.
    func output(of name: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = try tool(name)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data.prefix(4096), as: UTF8.self)
    }

    /// Runs xdotool with arguments; returns its output.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String { try output(of: "xdotool", arguments) }

    /// One property of a window, as xprop prints it.
    func xprop(_ window: String, _ property: String) throws -> String { try output(of: "xprop", ["-id", window, property]) }

    /// Starts the app (on the acorn by default) and waits (up to 60 s) for its window; returns the
    /// process, its stderr and the window id.
    func startApp(_ arguments: [String] = [RepositoryPaths.path("Assets/Patterns/acorn.rle")]) throws -> (Process, Pipe, String) {
        let app = Process()
        app.executableURL = LifeExecutable.url
        app.arguments = arguments
        app.environment = environment
        let err = Pipe()
        app.standardError = err
        app.standardOutput = FileHandle.nullDevice
        try app.run()
        let killer = DispatchWorkItem { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: killer)
        var window = ""
        for _ in 0..<300 where window.isEmpty && app.isRunning {
            window = try xdotool(["search", "--name", "Life$"]).split(separator: "\n").first.map(String.init) ?? ""
            if window.isEmpty { Thread.sleep(forTimeInterval: 0.1) }
        }
        XCTAssertFalse(window.isEmpty, "the window opened")
        Thread.sleep(forTimeInterval: 0.5)
        return (app, err, window)
    }

    func savedSessionCells() throws -> Int? {
        let repository = BoardRepository(database: try AppDatabase.open(at: home.path + "/data/life/boards.sqlite"))
        return try repository.loadSession()?.board.pattern.cells.count
    }

    func testAWindowClosedFromOutsideSavesTheLatestEditAndExitsCleanly() throws {
        let (app, err, window) = try startApp()
        // The window is named after the pattern and carries the app's icon.
        XCTAssertEqual(try xdotool(["getwindowname", window]).trimmingCharacters(in: .whitespacesAndNewlines), "Acorn - Life")
        XCTAssertTrue(try xprop(window, "_NET_WM_ICON").contains("Icon (64 x 64)"), "a 64x64 icon is set")
        // A click on an empty cell far from the acorn adds an eighth cell.
        try xdotool(["mousemove", "--window", window, "120", "150", "click", "1"])
        Thread.sleep(forTimeInterval: 0.3)
        try xdotool(["windowclose", window])
        app.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(app.terminationReason, .exit)
        XCTAssertEqual(app.terminationStatus, 0, message)
        XCTAssertTrue(message.contains("closed from outside"), message)
        XCTAssertFalse(message.contains("X Error"), message)
        XCTAssertEqual(try savedSessionCells(), 8, "the acorn's seven cells and the one just added")
    }

    func testTheDisplayGoingAwaySavesAndExitsCleanly() throws {
        let (app, err, window) = try startApp()
        try xdotool(["mousemove", "--window", window, "120", "150", "click", "1"])
        Thread.sleep(forTimeInterval: 0.3)
        xvfb?.terminate()
        xvfb?.waitUntilExit()
        app.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(app.terminationStatus, 0, message)
        XCTAssertTrue(message.contains("connection to the display was lost"), message)
        XCTAssertEqual(try savedSessionCells(), 8)
    }

    /// The switch-engine breeder at 2^40 in hyperspeed: the step climbs from 2^0 (on this debug
    /// build a frame of the tree takes a few hundred milliseconds to draw, so the release build's
    /// 2^20 within 10 s is shown by `HyperspeedPacerTests` and the measurement), and
    /// Ctrl+Q ends the process within a second while it runs.
    func testHyperspeedOnAHugeTreeClimbsAndQuitsWithinASecond() throws {
        let breeder = home.path + "/breeder-2^40.mc"
        let jumped = try LifeExecutable.run(["run", RepositoryPaths.path("Assets/Patterns/switch-engine-breeder.rle"),
                                             "--generations", "1099511627776", "--output", breeder])
        XCTAssertEqual(jumped.status, 0, jumped.err)
        let (app, err, window) = try startApp([breeder, "--frame-stats"])
        for _ in 0..<10 { try xdotool(["key", "--window", window, "bracketright"]) } // past Max: hyperspeed
        try xdotool(["key", "--window", window, "Return"])
        Thread.sleep(forTimeInterval: 10)
        let asked = Date()
        try xdotool(["key", "--window", window, "ctrl+q"])
        app.waitUntilExit()
        let quitSeconds = Date().timeIntervalSince(asked)
        let report = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(app.terminationStatus, 0, report)
        XCTAssertLessThan(quitSeconds, 1.0, "Ctrl+Q ends the process within a second while hyperspeed runs")
        let steps = report.split(separator: "\n").compactMap { line in line.range(of: "hyperspeed 2^").map { Int(line[$0.upperBound...]) ?? -1 } }
        XCTAssertGreaterThanOrEqual(steps.max() ?? -1, 10, "the step climbed: \(report)")
    }

    /// Two windows on the same folders: each keeps the settings it changed, whichever quits last
    /// (a save writes only the keys its window changed, over what the file holds then).
    func testTwoWindowsKeepEachOthersSettings() throws {
        let (first, _, firstWindow) = try startApp()
        let second = Process()
        second.executableURL = LifeExecutable.url
        second.arguments = [RepositoryPaths.path("Assets/Patterns/acorn.rle")]
        second.environment = environment
        second.standardError = FileHandle.nullDevice
        second.standardOutput = FileHandle.nullDevice
        try second.run()
        var secondWindow = ""
        for _ in 0..<300 where secondWindow.isEmpty {
            secondWindow = try xdotool(["search", "--pid", "\(second.processIdentifier)", "--name", "Life$"])
                .split(separator: "\n").first.map(String.init) ?? ""
            if secondWindow.isEmpty { Thread.sleep(forTimeInterval: 0.1) }
        }
        XCTAssertFalse(secondWindow.isEmpty, "the second window opened")
        Thread.sleep(forTimeInterval: 0.5)
        // The first window speeds up (10 -> 15 -> 30 gen/s) and quits; the second, which still
        // holds the old speed, quits after it.
        // Keys go to the focused window (xdotool's events sent to another window are ignored).
        try xdotool(["windowfocus", "--sync", firstWindow])
        try xdotool(["key", "bracketright", "bracketright"])
        Thread.sleep(forTimeInterval: 0.3)
        try xdotool(["key", "ctrl+q"])
        first.waitUntilExit()
        try xdotool(["windowfocus", "--sync", secondWindow])
        try xdotool(["key", "ctrl+q"])
        second.waitUntilExit()
        XCTAssertEqual(first.terminationStatus, 0)
        XCTAssertEqual(second.terminationStatus, 0)
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: home.path + "/config/life/settings.json")))
        XCTAssertEqual((saved as? [String: Any])?["speed"] as? Double, 30, "the first window's speed survives the second's quit")
    }

    /// The log records the start, a damaged database set aside (with its cause), a file that could
    /// not be opened, and the quit; never the cells.
    func testTheLogRecordsStartUpErrorsWithTheirCauseAndTheQuit() throws {
        try FileManager.default.createDirectory(atPath: home.path + "/data/life", withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: home.path + "/data/life/boards.sqlite"))
        let (app, _, window) = try startApp(["/nonexistent/glider.rle"])
        try xdotool(["key", "--window", window, "ctrl+q"])
        app.waitUntilExit()
        XCTAssertEqual(app.terminationStatus, 0)
        let log = try String(contentsOfFile: home.path + "/state/life/life.log", encoding: .utf8)
        let lines = log.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.contains("info life: start") == true, log)
        XCTAssertTrue(lines.contains { $0.contains("error life: could not open the file named at start") && $0.contains("no such file") }, log)
        XCTAssertTrue(lines.contains { $0.contains("warning life:") && $0.contains("boards.sqlite") && $0.contains("damaged") }, log)
        XCTAssertTrue(lines.last?.contains("info life: quit") == true, log)
    }
}
