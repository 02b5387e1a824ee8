import Foundation
import XCTest
import AppTestSupport
import LifeScene
import LifeEngine
import LifeTestSupport
@testable import LifeSDL
@testable import LifeInterface
@testable import LifeViewModel

/// Pixel snapshots of every screen of `ScreenCatalog` at 1280x800, 800x600 and 640x480 in each
/// theme, software-rendered and compared with an explicit tolerance. A missing or different
/// snapshot writes `NAME.new.png` (and `NAME.diff.png`, the differing pixels in red) beside the
/// reference; set LIFE_RECORD_SNAPSHOTS=1 to accept new ones after looking at them.
final class PixelSnapshotTests: XCTestCase {
    let fonts = FontFiles(regular: RepositoryPaths.path("Assets/Fonts/Inter-Regular.otf"),
                          semibold: RepositoryPaths.path("Assets/Fonts/Inter-SemiBold.otf"))
    let folder = RepositoryPaths.path("Tests/LifeSDLTests/Snapshots")
    /// A channel may differ by this much before a pixel counts as different (font hinting, rounding).
    static let channelTolerance = 24
    /// Share of pixels allowed to differ.
    static let pixelTolerance = 0.004

    func render(_ model: AppModel, session: SDLSession) throws -> Surface {
        let surface = try Surface(width: Int(model.layout.bounds.width), height: Int(model.layout.bounds.height))
        let renderer = try Renderer(surface: surface)
        let painter = Painter(renderer: renderer, fonts: fonts, session: session)
        try painter.paint(model.scene())
        return try renderer.readPixels()
    }

    /// A file name part for a theme: "High contrast" gives "high-contrast".
    static func slug(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }

    /// Compares a frame with its reference; returns a problem, or nil when they match.
    func check(_ frame: Surface, named name: String, record: Bool) throws -> String? {
        let reference = folder + "/" + name + ".png"
        guard !record, FileManager.default.fileExists(atPath: reference) else {
            try SnapshotImage.save(frame, to: record ? reference : folder + "/" + name + ".new.png")
            // Recording never passes: a run that writes references has checked nothing.
            return record ? "recorded \(name).png" : "no reference for \(name): wrote \(name).new.png"
        }
        let expected = try SnapshotImage.load(reference)
        guard expected.width == frame.width, expected.height == frame.height else {
            try SnapshotImage.save(frame, to: folder + "/" + name + ".new.png")
            return "\(name): \(frame.width)x\(frame.height), the reference is \(expected.width)x\(expected.height)"
        }
        let (share, diff) = try SnapshotImage.compare(frame, expected, channelTolerance: Self.channelTolerance)
        guard share > Self.pixelTolerance else { return nil }
        try SnapshotImage.save(frame, to: folder + "/" + name + ".new.png")
        try SnapshotImage.save(diff, to: folder + "/" + name + ".diff.png")
        return "\(name): \(String(format: "%.2f", share * 100))% of pixels differ (at most \(Self.pixelTolerance * 100)%)"
    }

    func testEveryScreenAtEverySizeInEveryThemeMatchesItsSnapshot() throws {
        let session = try SDLSession(video: false)
        let record = ProcessInfo.processInfo.environment["LIFE_RECORD_SNAPSHOTS"] == "1"
        let themes = try ScreenCatalog.themes()
        XCTAssertEqual(themes.count, 3)
        var problems: [String] = [], checked = 0
        for size in ScreenCatalog.sizes {
            for theme in themes {
                for (screen, model) in try ScreenCatalog.screens(size: size, theme: theme, themes: themes) {
                    let name = "\(screen)-\(Int(size.width))x\(Int(size.height))-\(Self.slug(theme.name))"
                    if let problem = try check(try render(model, session: session), named: name, record: record) { problems.append(problem) }
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 117, "13 screens, 3 sizes, 3 themes")
        XCTAssertTrue(problems.isEmpty, "\(problems.count) of \(checked) snapshots:\n" + problems.joined(separator: "\n")
                      + (record ? "\nlook at them, then run again without LIFE_RECORD_SNAPSHOTS" : ""))
    }

    func testTheComparisonCatchesADifference() throws {
        let session = try SDLSession(video: false)
        let model = AppModel.forTests(windowSize: Size(640, 480), pattern: Fixtures.pattern(Fixtures.glider))
        let reference = try render(model, session: session)
        XCTAssertEqual(try SnapshotImage.compare(try render(model, session: session), reference, channelTolerance: Self.channelTolerance).share, 0)
        let frame = try render(model, session: session)
        // A 40x40 block is 0.5% of the frame, just past the tolerance.
        for y in 100..<140 { for x in 100..<140 { frame.setPixel(x: x, y: y, 0xFF00_FF00) } }
        let (changed, diff) = try SnapshotImage.compare(frame, reference, channelTolerance: Self.channelTolerance)
        XCTAssertGreaterThan(changed, Self.pixelTolerance, "a 40x40 change must be caught")
        XCTAssertEqual(diff.pixel(x: 120, y: 120), 0xFFFF_0000)
        XCTAssertNotEqual(diff.pixel(x: 20, y: 20), 0xFFFF_0000)
    }

    func testAPNGKeepsEveryPixel() throws {
        let session = try SDLSession(video: false)
        let model = AppModel.forTests(windowSize: Size(640, 480), pattern: Fixtures.pattern(Fixtures.glider))
        let frame = try render(model, session: session)
        let path = NSTemporaryDirectory() + "life-snapshot-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SnapshotImage.save(frame, to: path)
        let back = try SnapshotImage.load(path)
        XCTAssertEqual(try SnapshotImage.compare(back, frame, channelTolerance: 0).share, 0)
    }
}
