import XCTest
import Foundation
import LifeInterface
@testable import LifeDesktop

/// The desktop's file dialog program: found on PATH, asked for a pattern file, its answer read.
final class DesktopFileDialogTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dialog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func program(_ name: String, _ script: String) throws {
        let url = folder.appendingPathComponent(name)
        try "#!/bin/sh\n\(script)\n".write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    func testZenityFirstThenKdialogThenNone() throws {
        XCTAssertNil(DesktopFileDialog.opening(title: "Open", path: folder.path), "no dialog program")
        XCTAssertNil(DesktopFileDialog.opening(title: "Open", path: nil))
        try program("kdialog", "exit 1")
        let kde = try XCTUnwrap(DesktopFileDialog.opening(title: "Open a pattern", path: "/nonexistent:\(folder.path)"))
        XCTAssertEqual(kde.program, folder.appendingPathComponent("kdialog").path)
        XCTAssertEqual(Array(kde.arguments.prefix(3)), ["--title", "Open a pattern", "--getopenfilename"])
        try program("zenity", "exit 1")
        let gnome = try XCTUnwrap(DesktopFileDialog.opening(title: "Open a pattern", path: folder.path))
        XCTAssertEqual(gnome.program, folder.appendingPathComponent("zenity").path)
        XCTAssertTrue(gnome.arguments.contains("--file-selection"))
        XCTAssertTrue(gnome.arguments.contains { $0.hasPrefix("--file-filter=Patterns |") && $0.contains("*.rle") && $0.contains("*.mc") })
    }

    func testTheSaveDialogAsksBeforeReplacingAFile() throws {
        XCTAssertNil(DesktopFileDialog.saving(title: "Save", name: "gun.rle", path: folder.path))
        try program("kdialog", "exit 1")
        let kde = try XCTUnwrap(DesktopFileDialog.saving(title: "Save", name: "gun.rle", path: folder.path))
        XCTAssertTrue(kde.arguments.contains("--getsavefilename"))
        XCTAssertTrue(kde.arguments.contains { $0.hasSuffix("/gun.rle") })
        try program("zenity", "exit 1")
        let gnome = try XCTUnwrap(DesktopFileDialog.saving(title: "Save", name: "gun.rle", path: folder.path))
        XCTAssertTrue(gnome.arguments.contains("--save") && gnome.arguments.contains("--confirm-overwrite"))
        XCTAssertTrue(gnome.arguments.contains { $0.hasPrefix("--filename=") && $0.hasSuffix("/gun.rle") })
    }

    func testTheAnswerIsReadBesideTheApp() throws {
        try program("zenity", "echo '/media/usb/my gun.rle'")
        let chosen = try XCTUnwrap(DesktopFileDialog.opening(title: "Open", path: folder.path)).run()
        XCTAssertEqual(try wait(for: chosen), .chosen("/media/usb/my gun.rle"))
        try program("zenity", "exit 1")
        XCTAssertEqual(try wait(for: try XCTUnwrap(DesktopFileDialog.opening(title: "Open", path: folder.path)).run()), .cancelled)
        try program("zenity", "exit 3")
        XCTAssertEqual(try wait(for: try XCTUnwrap(DesktopFileDialog.opening(title: "Open", path: folder.path)).run()),
                       .failed("the dialog ended with status 3"))
        XCTAssertEqual(DesktopFileDialog.outcome(status: 0, output: Data()), .cancelled, "an empty answer chooses nothing")
        let broken = DesktopFileDialog(program: folder.appendingPathComponent("missing").path, arguments: []).run()
        guard case .failed(let reason)? = broken.outcome else { return XCTFail("\(String(describing: broken.outcome))") }
        XCTAssertTrue(reason.contains("could not be started"), reason)
    }

    private func wait(for choice: FileChoice) throws -> FileChoice.Outcome {
        let deadline = Date().addingTimeInterval(10)
        while choice.outcome == nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return try XCTUnwrap(choice.outcome)
    }
}
