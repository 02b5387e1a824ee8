import XCTest
import Foundation
import LifeTestSupport

/// `scripts/install.sh` into a temporary prefix with the built binary: every file in place, the
/// desktop entry valid, the MIME types registered there, the installed binary finding its assets
/// through `<bin>/../share/life`, and `--uninstall` leaving nothing behind.
final class InstallScriptTests: XCTestCase {
    func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
             directory: String? = nil) throws -> (status: Int32, out: String, err: String) {
        try LifeExecutable.run(arguments, environment: environment, executable: URL(fileURLWithPath: executable), directory: directory)
    }

    func testInstallIntoAPrefixThenUninstallLeavesNothing() throws {
        try LifeExecutable.requireBuilt()
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("life-install-\(UUID().uuidString)").path
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("life-shot-\(UUID().uuidString).bmp").path
        defer {
            try? FileManager.default.removeItem(atPath: prefix)
            try? FileManager.default.removeItem(atPath: scratch)
        }
        let script = RepositoryPaths.path("scripts/install.sh")
        let installed = try run("/bin/bash", [script, "--prefix", prefix, "--binary", LifeExecutable.url.path])
        XCTAssertEqual(installed.status, 0, installed.err)
        for file in ["bin/life", "bin/life-desktop", "share/applications/life.desktop", "share/mime/packages/life.xml",
                     "share/icons/hicolor/256x256/apps/life.png", "share/icons/hicolor/16x16/apps/life.png",
                     "share/icons/hicolor/scalable/apps/life.svg", "share/life/Assets/Fonts/Inter-Regular.otf",
                     "share/life/Themes/dark.json", "share/life/Assets/Patterns/glider.rle"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix + "/" + file), file)
        }
        let entry = try String(contentsOfFile: prefix + "/share/applications/life.desktop", encoding: .utf8)
        XCTAssertTrue(entry.contains("Exec=\(prefix)/bin/life %f"), entry)
        let valid = try run("/usr/bin/desktop-file-validate", [prefix + "/share/applications/life.desktop"])
        XCTAssertEqual(valid.status, 0, valid.out + valid.err)

        // The file manager's view of a pattern file, from this prefix alone.
        let xdg = ["XDG_DATA_HOME": prefix + "/share", "XDG_DATA_DIRS": prefix + "/share"]
        let type = try run("/usr/bin/xdg-mime", ["query", "filetype", RepositoryPaths.path("Assets/Patterns/acorn.rle")], environment: xdg)
        XCTAssertEqual(type.out.trimmingCharacters(in: .whitespacesAndNewlines), "application/x-life-rle", type.err)
        let handler = try run("/usr/bin/xdg-mime", ["query", "default", "application/x-life-rle"], environment: xdg)
        XCTAssertEqual(handler.out.trimmingCharacters(in: .whitespacesAndNewlines), "life.desktop", handler.err)

        // Run from elsewhere, the installed binary finds its fonts and themes beside it.
        let shot = try run(prefix + "/bin/life", ["--ephemeral", "--screenshot", scratch, "--screenshot-delay", "0.1"],
                           environment: ["SDL_VIDEODRIVER": "dummy", "LIFE_DATA_DIR": ""], directory: "/")
        XCTAssertEqual(shot.status, 0, shot.err)
        XCTAssertFalse(shot.err.contains("no UI font"), shot.err)

        let removed = try run("/bin/bash", [script, "--prefix", prefix, "--uninstall"])
        XCTAssertEqual(removed.status, 0, removed.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: prefix), [], "uninstall removes exactly what was installed")
        let again = try run("/bin/bash", [script, "--prefix", prefix, "--uninstall"])
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.err.contains("nothing to uninstall"), again.err)
    }
}
