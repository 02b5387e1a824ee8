import Foundation
import XCTest
import LifeScene
import LifeEngine
import LifeSDL
import LifeTestSupport
import LifeViewModel

/// A few small pixel snapshots of whole frames, software-rendered, compared with an explicit
/// tolerance. A missing or different snapshot writes `NAME.new.bmp` (and a `NAME.diff.bmp` of the
/// differing pixels) beside the reference; set LIFE_RECORD_SNAPSHOTS=1 to accept new ones.
final class PixelSnapshotTests: XCTestCase {
    let fonts = FontFiles(regular: RepositoryPaths.path("Assets/Fonts/Inter-Regular.otf"),
                          semibold: RepositoryPaths.path("Assets/Fonts/Inter-SemiBold.otf"))
    /// A channel may differ by this much before a pixel counts as different (font hinting, rounding).
    static let channelTolerance = 24
    /// Share of pixels allowed to differ.
    static let pixelTolerance = 0.004

    func render(_ model: AppModel, width: Int, height: Int) throws -> Surface {
        let session = try SDLSession(video: false)
        let surface = try Surface(width: width, height: height)
        let renderer = try Renderer(surface: surface)
        let painter = Painter(renderer: renderer, fonts: fonts, session: session)
        try painter.paint(model.scene())
        return try renderer.readPixels()
    }

    func assertSnapshot(_ frame: Surface, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = RepositoryPaths.path("Tests/LifeSDLTests/Snapshots")
        let reference = folder + "/" + name + ".bmp"
        let record = ProcessInfo.processInfo.environment["LIFE_RECORD_SNAPSHOTS"] == "1"
        guard !record, FileManager.default.fileExists(atPath: reference) else {
            try frame.saveBMP(to: record ? reference : folder + "/" + name + ".new.bmp")
            // Recording never passes: a run that writes references has checked nothing.
            XCTFail(record ? "recorded \(name).bmp; look at it, then run again without LIFE_RECORD_SNAPSHOTS"
                    : "no reference for \(name): wrote \(name).new.bmp; check it and record", file: file, line: line)
            return
        }
        let expected = try Surface.loadBMP(from: reference)
        XCTAssertEqual(expected.width, frame.width, file: file, line: line)
        XCTAssertEqual(expected.height, frame.height, file: file, line: line)
        guard expected.width == frame.width, expected.height == frame.height else { return }
        let (share, diff) = try Self.compare(frame, expected)
        if share > Self.pixelTolerance {
            try frame.saveBMP(to: folder + "/" + name + ".new.bmp")
            try diff.saveBMP(to: folder + "/" + name + ".diff.bmp")
            XCTFail("\(name): \(String(format: "%.2f", share * 100))% of pixels differ, more than \(Self.pixelTolerance * 100)%",
                    file: file, line: line)
        }
    }

    /// The share of pixels that differ beyond the channel tolerance, and a picture of them in red.
    static func compare(_ frame: Surface, _ expected: Surface) throws -> (Double, Surface) {
        let diff = try Surface(width: frame.width, height: frame.height)
        var differing = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let a = frame.pixel(x: x, y: y), b = expected.pixel(x: x, y: y)
                var worst = 0
                for shift: UInt32 in [16, 8, 0] {
                    let ca = Int((a >> shift) & 0xFF), cb = Int((b >> shift) & 0xFF)
                    worst = max(worst, abs(ca - cb))
                }
                if worst > channelTolerance {
                    differing += 1
                    diff.setPixel(x: x, y: y, 0xFFFF_0000)
                }
            }
        }
        return (Double(differing) / Double(frame.width * frame.height), diff)
    }

    func testGliderPaused() throws {
        let model = AppModel(windowSize: Size(320, 240), pattern: Fixtures.pattern(Fixtures.glider))
        try assertSnapshot(try render(model, width: 320, height: 240), named: "glider-320x240")
    }

    func testFirstRunOverlay() throws {
        let model = AppModel(windowSize: Size(480, 360))
        try assertSnapshot(try render(model, width: 480, height: 360), named: "first-run-480x360")
    }

    func testTorusBoardAfterSteps() throws {
        var pattern = Fixtures.pattern(Fixtures.glider)
        pattern.topology = .torus(width: 12, height: 12)
        let model = AppModel(windowSize: Size(320, 240), pattern: pattern)
        for _ in 0..<20 { model.perform(.step, now: 0) }
        model.advance(to: 1)
        try assertSnapshot(try render(model, width: 320, height: 240), named: "torus-320x240")
    }

    func testTheComparisonCatchesADifference() throws {
        let model = AppModel(windowSize: Size(320, 240), pattern: Fixtures.pattern(Fixtures.glider))
        let frame = try render(model, width: 320, height: 240)
        // Paint a 40x40 block: 2% of the frame, well past the tolerance.
        for y in 100..<140 { for x in 100..<140 { frame.setPixel(x: x, y: y, 0xFF00_FF00) } }
        let reference = try Surface.loadBMP(from: RepositoryPaths.path("Tests/LifeSDLTests/Snapshots/glider-320x240.bmp"))
        let (unchanged, _) = try Self.compare(try render(model, width: 320, height: 240), reference)
        XCTAssertLessThanOrEqual(unchanged, Self.pixelTolerance)
        let (changed, _) = try Self.compare(frame, reference)
        XCTAssertGreaterThan(changed, Self.pixelTolerance, "a 40x40 change must be caught")
    }
}
