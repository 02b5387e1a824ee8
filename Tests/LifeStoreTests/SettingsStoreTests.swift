import Foundation
import LifeStore
import XCTest

final class SettingsStoreTests: XCTestCase {
    private var folder: String!
    private var store: SettingsStore!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "life-settings-\(UUID().uuidString)/life"
        store = SettingsStore(directory: folder)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }

    func testAMissingFileGivesDefaultsQuietly() {
        let loaded = store.load()
        XCTAssertEqual(loaded.settings, Settings())
        XCTAssertNil(loaded.message)
    }

    func testEverySettingRoundTripsThroughAReadableFile() throws {
        var s = Settings()
        s.speed = .infinity
        s.autoZoom = false
        s.autoStop = false
        s.cellColor = "#12AB34"
        s.theme = "Light"
        s.torus = true
        s.boardShape = "klein"
        s.torusWidth = 37
        s.torusHeight = 23
        s.unlimitedZoomOut = true
        s.gridLines = false
        s.firstRunDone = true
        s.window = WindowFrame(x: -20, y: 40, width: 900, height: 700)
        s.maxMemoryMiB = 512
        s.historyMemoryMiB = 64
        s.recentFiles = ["/home/me/Downloads/gun.rle", "/media/usb/ünïcode breeder.mc"]
        s.recentScripts = ["/home/me/Scripts/oscar.lua"]
        try store.save(s)
        XCTAssertEqual(store.load().settings, s)
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        XCTAssertTrue(text.contains("\"speed\" : \"max\""), text)
        XCTAssertTrue(text.contains("\"universe\" : \"torus\""), text)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "settings.json" }
        XCTAssertEqual(leftovers, [], "the temporary file is renamed, never left behind")

        s.speed = 42
        s.window = nil
        s.cellColor = nil
        try store.save(s)
        XCTAssertEqual(store.load().settings, s)
    }

    func testBadValuesFallBackOneByOne() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let json = """
            {"speed": -5, "autoZoom": false, "autoStop": 1, "cellColor": "#GGGGGG", "theme": "Light",
             "universe": "sphere", "boardShape": "mobius", "torusWidth": 0, "torusHeight": 40, "gridLines": "yes",
             "window": {"x": 1, "y": 2, "width": 3}, "future": [1, 2], "historyMemoryMiB": 1e12}
            """
        FileManager.default.createFile(atPath: store.path, contents: Data(json.utf8))
        let loaded = store.load()
        var expected = Settings()
        expected.autoZoom = false
        expected.theme = "Light"
        expected.torusHeight = 40
        XCTAssertEqual(loaded.settings, expected)
        XCTAssertEqual(Set(loaded.rejectedKeys), ["speed", "autoStop", "cellColor", "universe", "boardShape", "torusWidth", "gridLines", "window", "historyMemoryMiB"])
        XCTAssertNil(loaded.backupPath)
        XCTAssertTrue(loaded.message?.contains("speed") == true)
    }

    func testRecentFilesKeepOnlyUsablePaths() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let long = "/" + String(repeating: "a", count: 5000)
        let paths = (0..<12).map { "\"/p/\($0).rle\"" }.joined(separator: ", ")
        let json = "{\"recentFiles\": [\"/ok.rle\", 7, \"relative.rle\", \"\(long)\", null, \(paths)], \"recentScripts\": [\"/s.lua\", \"s.lua\"]}"
        FileManager.default.createFile(atPath: store.path, contents: Data(json.utf8))
        let loaded = store.load()
        XCTAssertEqual(loaded.settings.recentFiles, ["/ok.rle"] + (0..<7).map { "/p/\($0).rle" },
                       "numbers, relative and overlong paths dropped; at most \(Settings.recentFilesLimit)")
        XCTAssertEqual(loaded.settings.recentScripts, ["/s.lua"], "scripts too")
        FileManager.default.createFile(atPath: store.path, contents: Data("{\"recentFiles\": \"/one.rle\"}".utf8))
        XCTAssertEqual(store.load().settings.recentFiles, [])
        XCTAssertEqual(store.load().rejectedKeys, ["recentFiles"], "not a list")
    }

    func testAnUnreadableFileIsKeptAsABackup() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: store.path, contents: Data("{\"speed\": 10,".utf8))
        let loaded = store.load(now: Date(timeIntervalSince1970: 99))
        XCTAssertEqual(loaded.settings, Settings())
        XCTAssertEqual(loaded.backupPath, store.path + ".broken-1970-01-01T000139Z")
        XCTAssertEqual(try String(contentsOfFile: store.path + ".broken-1970-01-01T000139Z", encoding: .utf8), "{\"speed\": 10,")
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.path))
        XCTAssertTrue(loaded.message?.contains(".broken-1970-01-01T000139Z") == true)
        // Broken again within the same second: the first one set aside is kept too.
        FileManager.default.createFile(atPath: store.path, contents: Data("{\"speed\": 20,".utf8))
        XCTAssertEqual(store.load(now: Date(timeIntervalSince1970: 99)).backupPath, store.path + ".broken-1970-01-01T000139Z-2")
        XCTAssertEqual(try String(contentsOfFile: store.path + ".broken-1970-01-01T000139Z", encoding: .utf8), "{\"speed\": 10,")
        // Said once: the next start finds no file and says nothing.
        XCTAssertNil(store.load().message)
    }

    /// A file that is there but cannot be read (its permissions; here a link to a file that fails
    /// every read, as root reads past permissions) is kept under another name, not saved over.
    func testAFileThatCannotBeReadIsSetAsideNotWrittenOver() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: "/proc/self/mem")
        let loaded = store.load(now: Date(timeIntervalSince1970: 77))
        XCTAssertEqual(loaded.settings, Settings())
        XCTAssertEqual(loaded.backupPath, store.path + ".unreadable-1970-01-01T000117Z")
        XCTAssertTrue(loaded.message?.contains("is not readable (check its permissions)") == true, loaded.message ?? "no message")
        XCTAssertTrue(loaded.message?.contains("kept as " + store.path + ".unreadable-1970-01-01T000117Z") == true, loaded.message ?? "no message")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: store.path + ".unreadable-1970-01-01T000117Z"), "/proc/self/mem")
        var s = loaded.settings
        s.speed = 60
        try store.save(s)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: store.path + ".unreadable-1970-01-01T000117Z"), "/proc/self/mem",
                       "the saved settings went to a new file")
        XCTAssertEqual(store.load().settings.speed, 60)
    }

    func testUnknownKeysAreKeptWhenSaving() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"{"speed": 30, "fromTheFuture": {"a": [1, 2]}, "note": "mine"}"#.write(toFile: store.path, atomically: true, encoding: .utf8)
        var s = store.load().settings
        XCTAssertEqual(s.speed, 30)
        s.speed = 60
        try store.save(s)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: store.path))) as? [String: Any])
        XCTAssertEqual(object["speed"] as? Double, 60)
        XCTAssertEqual(object["note"] as? String, "mine")
        XCTAssertEqual((object["fromTheFuture"] as? [String: Any])?["a"] as? [Int], [1, 2])
    }

    func testAFolderInPlaceOfTheFileIsReported() throws {
        try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: true)
        let loaded = store.load()
        XCTAssertEqual(loaded.settings, Settings())
        XCTAssertTrue(loaded.message?.contains("is a folder") ?? false, loaded.message ?? "no message")
        XCTAssertThrowsError(try store.save(Settings())) { error in
            // In plain words, as a notice shows it (it was a Foundation error's dump).
            XCTAssertEqual("\(error)", store.path + ": is a folder; remove it to keep your settings")
        }
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.path, isDirectory: &isFolder) && isFolder.boolValue, "left as it was")
    }

    /// A file where the settings' folder should be is named as what is in the way (it was "not
    /// allowed here", which sent people to their permissions); the file is left as it was.
    func testAFileInPlaceOfTheFolderIsNamedAsWhatIsInTheWay() throws {
        try FileManager.default.createDirectory(atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder))
        XCTAssertThrowsError(try store.save(Settings())) { error in
            XCTAssertEqual("\(error)", folder + ": cannot be made a folder for the settings (a file of that name is in the way)")
        }
        XCTAssertEqual(try String(contentsOfFile: folder, encoding: .utf8), "notes")
    }
}
