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

    /// Runs a system tool on the virtual display; returns (the start of) its output. A tool still
    /// running after 30 s is killed (`import` waits for a click when its window is gone).
    func output(of name: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = try tool(name)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: killer)
        defer { killer.cancel() }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data.prefix(4096), as: UTF8.self)
    }

    /// Runs xdotool with arguments; returns its output.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String { try output(of: "xdotool", arguments) }

    /// One property of a window, as xprop prints it.
    func xprop(_ window: String, _ property: String) throws -> String { try output(of: "xprop", ["-id", window, property]) }

    /// The default (dark) theme's colour named `key`, as ImageMagick writes it ("#4ADE80").
    func themeColour(_ key: String) throws -> String {
        let theme = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.path("Themes/dark.json"))))
        return try XCTUnwrap(((theme as? [String: Any])?["colors"] as? [String: String])?[key]).uppercased()
    }

    /// Whether the window shows `colour` in the 3x3 pixels around (x, y) (read back with ImageMagick's `import`).
    func shows(_ window: String, _ colour: String, aroundX x: Int, y: Int) throws -> Bool {
        try pixels(of: window, "3x3+\(x - 1)+\(y - 1)").uppercased().contains(colour)
    }

    /// The pixels of `window` in `crop` as ImageMagick's text, or "" when the window is not on
    /// screen: `import` given a window that is gone asks for a click instead, with the X server
    /// grabbed, so every other client (the app too) stops until it is killed.
    func pixels(of window: String, _ crop: String) throws -> String {
        guard try output(of: "xwininfo", ["-id", window]).contains("IsViewable") else { return "" }
        return try output(of: "import", ["-window", window, "-crop", crop, "-depth", "8", "txt:-"])
    }

    /// Polls `condition` every 0.1 s until it holds; fails after `seconds` (a guard against a hang, not a measurement).
    func waitUntil(_ what: String, seconds: Double = 60, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while try !condition() {
            guard Date() < deadline else { return XCTFail("still waiting after \(Int(seconds)) s: " + what) }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// Waits until `window` has drawn its first frame (its top-left corner no longer the black of a
    /// window never drawn), so the app is in its event loop and takes input.
    func waitUntilDrawn(_ window: String) throws {
        try waitUntil("the first frame of window \(window)") {
            let corner = try pixels(of: window, "1x1+4+4")
            return corner.contains("srgb(") && !corner.contains("#000000")
        }
    }

    /// Clicks an empty cell of the grid and waits until the window draws it alive, so the edit
    /// has been made before whatever the test does next.
    func addCell(in window: String) throws {
        try xdotool(["mousemove", "--window", window, "120", "150", "click", "1"])
        let cell = try themeColour("cell")
        try waitUntil("the clicked cell drawn alive") { try shows(window, cell, aroundX: 120, y: 150) }
    }

    /// Starts the app (on the acorn by default) and waits for its window to draw; returns the
    /// process, its stderr and the window id. The app is killed after 120 s (a hang guard).
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
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: killer)
        let window = try self.window(of: app)
        try waitUntilDrawn(window)
        return (app, err, window)
    }

    /// The id of the window of `app`, once it has one.
    func window(of app: Process) throws -> String {
        var window = ""
        try waitUntil("the window opened") {
            // --all: xdotool's default matches either condition, so another app's window too;
            // --onlyvisible: not the hidden window the renderer replaces with the one it shows.
            window = try xdotool(["search", "--all", "--onlyvisible", "--pid", "\(app.processIdentifier)", "--name", "Life$"])
                .split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty || !app.isRunning
        }
        XCTAssertFalse(window.isEmpty, "the window opened")
        return window
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
        try addCell(in: window)
        try xdotool(["windowclose", window])
        app.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(app.terminationReason, .exit)
        XCTAssertEqual(app.terminationStatus, 0, message)
        XCTAssertTrue(message.contains("closed from outside"), message)
        XCTAssertFalse(message.contains("X Error"), message)
        XCTAssertEqual(try savedSessionCells(), 8, "the acorn's seven cells and the one just added")
    }

    /// The window appears once, as the one the app draws in: the renderer replaces the X window
    /// it is given, and that window is never shown first (xev reports every window mapped).
    func testOnlyTheWindowDrawnInIsEverShown() throws {
        let watcher = Process()
        watcher.executableURL = try tool("xev")
        watcher.arguments = ["-root", "-event", "substructure", "-event", "property"]
        watcher.environment = environment
        let events = Pipe()
        watcher.standardOutput = events
        watcher.standardError = FileHandle.nullDevice
        let printed = LockedText()
        events.fileHandleForReading.readabilityHandler = { printed.append($0.availableData) }
        try watcher.run()
        defer { if watcher.isRunning { watcher.terminate() } }
        // Listening once it reports a change of the root window's properties made here.
        try waitUntil("xev listening", seconds: 30) {
            _ = try output(of: "xprop", ["-root", "-f", "LIFE_TEST", "8s", "-set", "LIFE_TEST", "ready"])
            Thread.sleep(forTimeInterval: 0.1)
            return printed.text.contains("PropertyNotify")
        }
        let (app, _, window) = try startApp()
        try xdotool(["key", "--window", window, "ctrl+q"])
        app.waitUntilExit()
        watcher.terminate()
        watcher.waitUntilExit()
        events.fileHandleForReading.readabilityHandler = nil
        let report = printed.text + String(decoding: events.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let created = report.components(separatedBy: "CreateNotify event").count - 1
        let mapped = report.components(separatedBy: "MapNotify event").dropFirst().compactMap { event in
            event.range(of: #"window 0x[0-9a-f]+, override"#, options: .regularExpression).map { String(event[$0].dropFirst(7).dropLast(10)) }
        }
        XCTAssertGreaterThan(created, 1, "the renderer made a window of its own (else this test shows nothing): \(report)")
        XCTAssertEqual(mapped.map { UInt64($0.dropFirst(2), radix: 16) }, [UInt64(window)], report)
    }

    func testTheDisplayGoingAwaySavesAndExitsCleanly() throws {
        let (app, err, window) = try startApp()
        try addCell(in: window)
        xvfb?.terminate()
        xvfb?.waitUntilExit()
        app.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(app.terminationStatus, 0, message)
        XCTAssertTrue(message.contains("connection to the display was lost"), message)
        XCTAssertEqual(try savedSessionCells(), 8)
    }

    /// The switch-engine breeder at 2^40 in hyperspeed: the step climbs from 2^0 past 2^10 (the
    /// frame statistics say so every 2 s), and Ctrl+Q ends the process while it runs. How fast it
    /// climbs and quits is the benchmarks' business (`HyperspeedPacerTests` shows the pacing).
    func testHyperspeedOnAHugeTreeClimbsAndQuits() throws {
        let breeder = home.path + "/breeder-2^40.mc"
        let jumped = try LifeExecutable.run(["run", RepositoryPaths.path("Assets/Patterns/switch-engine-breeder.rle"),
                                             "--generations", "1099511627776", "--output", breeder])
        XCTAssertEqual(jumped.status, 0, jumped.err)
        let (app, err, window) = try startApp([breeder, "--frame-stats"])
        for _ in 0..<10 { try xdotool(["key", "--window", window, "bracketright"]) } // past Max: hyperspeed
        try xdotool(["key", "--window", window, "Return"])
        var report = ""
        func highestStep() -> Int {
            report.split(separator: "\n").compactMap { line in line.range(of: "hyperspeed 2^").map { Int(line[$0.upperBound...]) ?? -1 } }.max() ?? -1
        }
        // Reads the statistics as they come; the app's hang guard ends the wait if the step never gets there.
        while highestStep() < 10 {
            let data = err.fileHandleForReading.availableData
            if data.isEmpty { break }
            report += String(decoding: data, as: UTF8.self)
        }
        XCTAssertGreaterThanOrEqual(highestStep(), 10, "the step climbed: \(report)")
        try xdotool(["key", "--window", window, "ctrl+q"])
        app.waitUntilExit()
        report += String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(app.terminationReason, .exit, "Ctrl+Q ended it, not the hang guard: \(report)")
        XCTAssertEqual(app.terminationStatus, 0, report)
    }

    /// Two windows on the same folders: each keeps the settings it changed, whichever quits last
    /// (a save writes only the keys its window changed, over what the file holds then).
    /// A resize is written to the settings as it happens: a crash (kill -9) keeps the new size.
    func testAResizedWindowKeepsItsSizeThroughACrash() throws {
        let (app, _, window) = try startApp()
        try xdotool(["windowsize", "--sync", window, "700", "500"])
        let path = home.path + "/config/life/settings.json"
        func savedWindow() -> [String: Any]? {
            guard let data = FileManager.default.contents(atPath: path),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            return object["window"] as? [String: Any]
        }
        try waitUntil("the new size in the settings", seconds: 20) {
            savedWindow()?["width"] as? Double == 700 && savedWindow()?["height"] as? Double == 500
        }
        kill(app.processIdentifier, SIGKILL)
        app.waitUntilExit()
        XCTAssertEqual(savedWindow()?["width"] as? Double, 700)
    }

    func testTwoWindowsKeepEachOthersSettings() throws {
        let (first, _, firstWindow) = try startApp()
        let second = Process()
        second.executableURL = LifeExecutable.url
        second.arguments = [RepositoryPaths.path("Assets/Patterns/acorn.rle")]
        second.environment = environment
        second.standardError = FileHandle.nullDevice
        second.standardOutput = FileHandle.nullDevice
        try second.run()
        let secondWindow = try window(of: second)
        try waitUntilDrawn(secondWindow)
        // The first window speeds up (10 -> 15 -> 30 gen/s) and quits; the second, which still
        // holds the old speed, quits after it.
        // Keys go to the focused window (xdotool's events sent to another window are ignored),
        // and in order: both speed-ups are made before the quit.
        try xdotool(["windowfocus", "--sync", firstWindow])
        try xdotool(["key", "bracketright", "bracketright"])
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
