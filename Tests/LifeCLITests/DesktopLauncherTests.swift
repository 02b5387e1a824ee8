import XCTest
import Foundation
import LifeTestSupport
@testable import LifeCLI

/// `life` hands the window over to `life-desktop`: the options survive the hand-over, a missing
/// desktop program is a clear message, and the headless commands never load SDL.
final class DesktopLauncherTests: XCTestCase {
    func testOptionsParseBackFromTheirArguments() throws {
        let samples: [[String]] = [
            [],
            ["glider.rle"],
            ["--torus", "24x24", "-"],
            ["--ephemeral", "--", "-odd name.rle"],
            ["--screenshot", "/tmp/a b.bmp", "--screenshot-delay", "0.25", "--frame-stats", "--play", "--speed", "0", "--verbose", "x.mc"],
        ]
        for sample in samples {
            let options = try OpenOptions.parse(sample)
            let again = try OpenOptions.parse(options.arguments)
            XCTAssertEqual(again.file, options.file, "\(sample)")
            XCTAssertEqual(again.torus, options.torus, "\(sample)")
            XCTAssertEqual(again.screenshot, options.screenshot, "\(sample)")
            XCTAssertEqual(again.screenshotDelay, options.screenshotDelay, "\(sample)")
            XCTAssertEqual(again.frameStats, options.frameStats, "\(sample)")
            XCTAssertEqual(again.play, options.play, "\(sample)")
            XCTAssertEqual(again.speed, options.speed, "\(sample)")
            XCTAssertEqual(again.ephemeral, options.ephemeral, "\(sample)")
            XCTAssertEqual(again.verbose, options.verbose, "\(sample)")
        }
        // What the samples above mean, read by hand.
        let odd = try OpenOptions.parse(["--", "-odd name.rle"])
        XCTAssertEqual(odd.file, "-odd name.rle")
        let full = try OpenOptions.parse(["--speed", "0", "--play", "x.mc"])
        XCTAssertEqual(full.speed, 0)
        XCTAssertTrue(full.play)
        XCTAssertEqual(full.file, "x.mc")
    }

    func testTheDesktopProgramIsLookedForBesideTheExecutable() {
        XCTAssertEqual(DesktopLauncher.programPath(executablePath: "/opt/life/bin/life"), "/opt/life/bin/life-desktop")
    }

    func testAMissingDesktopProgramIsAClearError() {
        XCTAssertThrowsError(try DesktopLauncher.replaceProcess(arguments: [], programPath: "/nonexistent/life-desktop")) { error in
            XCTAssertTrue("\(error)".contains("the desktop app is missing: /nonexistent/life-desktop"), "\(error)")
        }
    }

    func testLifeWithoutTheDesktopProgramSaysSoAndStillRunsHeadless() throws {
        try LifeExecutable.requireBuilt()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("life-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("life")
        try FileManager.default.copyItem(at: LifeExecutable.url, to: copy)
        let opened = try run(copy.path, ["--ephemeral"])
        XCTAssertEqual(opened.status, 1, opened.err)
        XCTAssertTrue(opened.err.contains("the desktop app is missing"), opened.err)
        let ran = try run(copy.path, ["run", "-", "--generations", "1"], stdin: "x = 3, y = 1\n3o!\n")
        XCTAssertEqual(ran.status, 0, ran.err)
        XCTAssertTrue(ran.out.hasPrefix("generation 1: population 3"), ran.out)
    }

    func testTheHeadlessProgramDoesNotLinkSDL() throws {
        try LifeExecutable.requireBuilt()
        let listed = try run("/usr/bin/ldd", [LifeExecutable.url.path])
        XCTAssertEqual(listed.status, 0, listed.err)
        XCTAssertTrue(listed.out.contains("libc.so"), listed.out)
        XCTAssertFalse(listed.out.contains("SDL"), listed.out)
    }

    private func run(_ executable: String, _ arguments: [String], stdin: String = "") throws -> (status: Int32, out: String, err: String) {
        try LifeExecutable.run(arguments, stdin: stdin, executable: URL(fileURLWithPath: executable))
    }
}
