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
/// theme, software-rendered and compared pixel by pixel: every pixel must match, except that a
/// channel of a text pixel off the grid may be off by `glyphTolerance`. A missing or different
/// snapshot writes `NAME.new.png` (and `NAME.diff.png`, the differing pixels in red) beside the
/// reference; set LIFE_RECORD_SNAPSHOTS=1 to accept new ones after looking at them.
final class PixelSnapshotTests: XCTestCase {
    let fonts = FontFiles(regular: RepositoryPaths.path("Assets/Fonts/Inter-Regular.otf"),
                          semibold: RepositoryPaths.path("Assets/Fonts/Inter-SemiBold.otf"))
    let folder = RepositoryPaths.path("Tests/LifeSDLTests/Snapshots")
    /// How far a channel of a glyph pixel may be off (anti-aliasing and hinting differ between
    /// FreeType versions). Cells are never drawn under this allowance, so one cell always shows.
    static let glyphTolerance = 24

    /// The tolerance at each pixel of a scene: `glyphTolerance` inside a text frame outside every
    /// cell layer, 0 everywhere else.
    static func tolerance(for scene: RenderList) -> (Int, Int) -> Int {
        var texts: [Rect] = [], grids: [Rect] = []
        for command in scene.commands {
            if case let .text(_, frame, _, _, _) = command { texts.append(frame) }
            if case let .cells(layer) = command { grids.append(layer.frame) }
        }
        return { x, y in
            let point = Point(Double(x) + 0.5, Double(y) + 0.5)
            return texts.contains { $0.contains(point) } && !grids.contains { $0.contains(point) } ? glyphTolerance : 0
        }
    }

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

    /// Compares a frame of `scene` with its reference; returns a problem, or nil when they match.
    func check(_ frame: Surface, of scene: RenderList, named name: String, record: Bool) throws -> String? {
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
        let (differing, diff) = try SnapshotImage.compare(frame, expected, tolerance: Self.tolerance(for: scene))
        guard differing > 0 else { return nil }
        try SnapshotImage.save(frame, to: folder + "/" + name + ".new.png")
        try SnapshotImage.save(diff, to: folder + "/" + name + ".diff.png")
        return "\(name): \(differing) pixels differ"
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
                    let frame = try render(model, session: session)
                    if let problem = try check(frame, of: model.scene(), named: name, record: record) { problems.append(problem) }
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 180, "20 screens, 3 sizes, 3 themes")
        XCTAssertTrue(problems.isEmpty, "\(problems.count) of \(checked) snapshots:\n" + problems.joined(separator: "\n")
                      + (record ? "\nlook at them, then run again without LIFE_RECORD_SNAPSHOTS" : ""))
    }

    func testTheComparisonCatchesADifference() throws {
        let session = try SDLSession(video: false)
        let model = AppModel.forTests(windowSize: Size(640, 480), pattern: Fixtures.pattern(Fixtures.glider))
        let reference = try render(model, session: session)
        XCTAssertEqual(try SnapshotImage.compare(try render(model, session: session), reference).differing, 0, "the same frame twice")
        let frame = try render(model, session: session)
        frame.setPixel(x: 20, y: 20, frame.pixel(x: 20, y: 20) ^ 0x0000_0001)
        XCTAssertEqual(try SnapshotImage.compare(frame, reference).differing, 1, "one channel of one pixel off by one")
        for y in 100..<140 { for x in 100..<140 { frame.setPixel(x: x, y: y, 0xFF00_FF00) } }
        let (changed, diff) = try SnapshotImage.compare(frame, reference)
        XCTAssertGreaterThanOrEqual(changed, 1, "a 40x40 change is caught")
        XCTAssertEqual(diff.pixel(x: 120, y: 120), 0xFFFF_0000)
        XCTAssertNotEqual(diff.pixel(x: 30, y: 30), 0xFFFF_0000)
    }

    /// One cell more, at every size, in every theme, where cells are squares and where the view is
    /// zoomed out to units of several cells, is a failing snapshot: the difference is that cell.
    func testOneDifferentCellFailsTheSnapshot() throws {
        let session = try SDLSession(video: false)
        for size in ScreenCatalog.sizes {
            for theme in try ScreenCatalog.themes() {
                for zoom in [Camera.defaultZoomRange.lowerBound / 4, 1, 12] {
                    let model = AppModel.forTests(windowSize: size, theme: theme, pattern: Fixtures.pattern(Fixtures.gosperGun))
                    var camera = model.camera
                    camera.setZoom(zoom, anchor: camera.viewport.center)
                    model.context.cameraController = CameraController(camera: camera)
                    let scene = model.scene(), reference = try render(model, session: session)
                    // An empty cell left of the gun, two units clear of it when zoomed out.
                    let cell = Cell(-2 - Int64(16 / zoom), -3)
                    XCTAssertFalse(model.simulation.universe.isAlive(cell))
                    model.simulation.toggle(cell)
                    let place = "\(Int(size.width))x\(Int(size.height)) \(theme.name) at zoom \(zoom)"
                    let (differing, diff) = try SnapshotImage.compare(try render(model, session: session), reference,
                                                                      tolerance: Self.tolerance(for: scene))
                    XCTAssertGreaterThan(differing, 0, "one cell more must fail: " + place)
                    // Within two pixels of the cell's square (a cell or unit under a pixel lands on a whole one).
                    let square = model.camera.screenRect(of: cell)
                    let columns = Int(square.x.rounded(.down)) - 2...Int(square.maxX.rounded(.up)) + 2
                    let rows = Int(square.y.rounded(.down)) - 2...Int(square.maxY.rounded(.up)) + 2
                    XCTAssertTrue(rows.contains { y in columns.contains { x in diff.pixel(x: x, y: y) == 0xFFFF_0000 } },
                                  "the cell is what differs: " + place)
                }
            }
        }
    }

    func testAPNGKeepsEveryPixel() throws {
        let session = try SDLSession(video: false)
        let model = AppModel.forTests(windowSize: Size(640, 480), pattern: Fixtures.pattern(Fixtures.glider))
        let frame = try render(model, session: session)
        let path = NSTemporaryDirectory() + "life-snapshot-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SnapshotImage.save(frame, to: path)
        let back = try SnapshotImage.load(path)
        XCTAssertEqual(try SnapshotImage.compare(back, frame).differing, 0)
    }
}
