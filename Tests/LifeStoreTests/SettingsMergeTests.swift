import Foundation
import LifeStore
import XCTest

/// Two windows on the same folders (two `SettingsStore`s on one file, each loaded at its start):
/// each write changes only the keys its own process changed, so neither loses the other's.
final class SettingsMergeTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "life-settings-merge-\(UUID().uuidString)/life"
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }

    func testTwoStoresChangingDifferentKeysKeepBoth() throws {
        let first = SettingsStore(directory: folder), second = SettingsStore(directory: folder)
        var a = first.load().settings
        var b = second.load().settings
        a.speed = 30
        try first.save(a)
        b.theme = "Light"
        b.gridLines = false
        try second.save(b)

        var merged = SettingsStore(directory: folder).load().settings
        XCTAssertEqual(merged.speed, 30, "the second window's write kept the first's speed")
        XCTAssertEqual(merged.theme, "Light")
        XCTAssertFalse(merged.gridLines)

        // The first window writes again (its window frame at quit): the other's keys stay.
        a.window = WindowFrame(x: 10, y: 20, width: 800, height: 600)
        try first.save(a)
        merged = SettingsStore(directory: folder).load().settings
        XCTAssertEqual(merged.theme, "Light", "a key this process never changed is not written back")
        XCTAssertFalse(merged.gridLines)
        XCTAssertEqual(merged.speed, 30)
        XCTAssertEqual(merged.window, WindowFrame(x: 10, y: 20, width: 800, height: 600))
    }

    func testAKeyChangedBackToItsLoadedValueIsWritten() throws {
        let first = SettingsStore(directory: folder), second = SettingsStore(directory: folder)
        var a = first.load().settings
        var b = second.load().settings
        a.speed = 30
        try first.save(a)
        b.speed = 5
        try second.save(b)
        a.speed = 10 // back to the value the first loaded, but it changed since its last write
        try first.save(a)
        XCTAssertEqual(SettingsStore(directory: folder).load().settings.speed, 10)
    }

    func testAnUnusableValueInTheFileIsReplacedEvenWhenUnchanged() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = SettingsStore(directory: folder)
        try #"{"speed": -5, "theme": "Light"}"#.write(toFile: store.path, atomically: true, encoding: .utf8)
        var s = store.load().settings
        s.gridLines = false
        try store.save(s)
        let loaded = SettingsStore(directory: folder).load()
        XCTAssertEqual(loaded.rejectedKeys, [], "the bad speed was written over with the one in use")
        XCTAssertEqual(loaded.settings.theme, "Light")
        XCTAssertFalse(loaded.settings.gridLines)
    }
}
