import XCTest
import Foundation
import LifeTestSupport
@testable import LifeScene

final class ThemeAndGeometryTests: XCTestCase {
    func testColorHexRoundTrip() {
        XCTAssertEqual(Color(hex: "#4ADE80"), Color(r: 0x4A, g: 0xDE, b: 0x80))
        XCTAssertEqual(Color(hex: "11223344"), Color(r: 0x11, g: 0x22, b: 0x33, a: 0x44))
        XCTAssertNil(Color(hex: "#12345"))
        XCTAssertNil(Color(hex: "#GGGGGG"))
        XCTAssertEqual(Color(r: 1, g: 2, b: 3).description, "#010203")
        XCTAssertEqual(Color(r: 1, g: 2, b: 3, a: 4).description, "#01020304")
        XCTAssertEqual(Color(r: 0x12, g: 0x34, b: 0x56, a: 0x78).argb, 0x7812_3456)
    }

    func testBuiltInThemeRoundTripsThroughJSON() throws {
        let data = try JSONEncoder().encode(Theme.builtIn)
        let back = try ThemeLoader().load(json: String(decoding: data, as: UTF8.self), file: "x.json")
        XCTAssertEqual(back, Theme.builtIn)
    }

    func testShippedThemeFilesLoad() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            XCTAssertNoThrow(try ThemeLoader().load(json: text, file: file), file)
        }
    }

    /// High contrast outlines its buttons and cards (black on black otherwise); the others draw
    /// them by their fill, and a theme file without the colour still loads.
    func testControlBordersAreTheThemesChoice() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        func theme(_ name: String) throws -> Theme {
            let text = try String(contentsOf: root.appendingPathComponent("Themes/\(name).json"), encoding: .utf8)
            return try ThemeLoader().load(json: text, file: name)
        }
        XCTAssertEqual(try theme("high-contrast").colors.controlBorder, Color(hex: "#FFFFFF"))
        XCTAssertNil(try theme("dark").colors.controlBorder)
        XCTAssertNil(Theme.builtIn.colors.controlBorder)
        var outlined = RenderList(), plain = RenderList()
        let frame = Rect(x: 10, y: 10, width: 80, height: 30)
        outlined.control(frame, fill: Color(r: 0, g: 0, b: 0), border: Color(r: 1, g: 1, b: 1), radius: 15)
        plain.control(frame, fill: Color(r: 0, g: 0, b: 0), border: nil, radius: 15)
        XCTAssertEqual(outlined.commands.count, 2, "a border under the fill")
        XCTAssertEqual(plain.commands, [.fill(frame, Color(r: 0, g: 0, b: 0), radius: 15)])
    }

    func testBrokenThemesAreReportedClearly() {
        XCTAssertThrowsError(try ThemeLoader().load(json: "{", file: "a.json")) { error in
            XCTAssertEqual("\(error)", "theme a.json skipped: not valid JSON")
        }
        XCTAssertThrowsError(try ThemeLoader().load(json: "{\"name\": \"x\"}", file: "b.json")) { error in
            XCTAssertTrue("\(error)".contains("missing 'colors'"), "\(error)")
        }
        var json = String(decoding: try! JSONEncoder().encode(Theme.builtIn), as: UTF8.self)
        json = json.replacingOccurrences(of: "#4ADE80", with: "green")
        XCTAssertThrowsError(try ThemeLoader().load(json: json, file: "c.json")) { error in
            XCTAssertTrue("\(error)".contains("'green' is not a #RRGGBB colour"), "\(error)")
        }
        XCTAssertThrowsError(try ThemeLoader().load(json: "{\"name\": 3}", file: "d.json")) { error in
            XCTAssertTrue("\(error)".contains("wrong type at 'name'"), "\(error)")
        }
    }

    func testTessellationCoversTheShape() {
        let rect = Rect(x: 10, y: 10, width: 40, height: 20)
        for radius in [0.0, 6] {
            let points = Tessellator.roundedRect(rect, radius: radius)
            XCTAssertEqual(points.count % 3, 0)
            XCTAssertEqual(area(points), radius == 0 ? 800 : 800 - (4 - Double.pi) * 36, accuracy: 2)
        }
        XCTAssertEqual(area(Tessellator.circle(center: Point(0, 0), radius: 10, segments: 64)), Double.pi * 100, accuracy: 2)
        for icon in [Icon.play, .pause, .step, .reset] {
            let points = Tessellator.icon(icon, in: rect)
            XCTAssertFalse(points.isEmpty)
            XCTAssertEqual(points.count % 3, 0)
            for p in points { XCTAssertTrue(p.x >= rect.x && p.x <= rect.maxX && p.y >= rect.y && p.y <= rect.maxY, "\(icon)") }
        }
    }

    func testRectHelpers() {
        let r = Rect(x: 0, y: 0, width: 10, height: 4)
        XCTAssertEqual(r.insetBy(2, 1), Rect(x: 2, y: 1, width: 6, height: 2))
        XCTAssertEqual(r.insetBy(20, 1).width, 0)
        XCTAssertEqual(Rect.centered(at: Point(5, 5), size: Size(2, 2)), Rect(x: 4, y: 4, width: 2, height: 2))
        XCTAssertTrue(r.contains(Point(0, 0)))
        XCTAssertFalse(r.contains(Point(10, 0)))
    }

    private func area(_ points: [Point]) -> Double {
        stride(from: 0, to: points.count, by: 3).reduce(0) { sum, i in
            let a = points[i], b = points[i + 1], c = points[i + 2]
            return sum + abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
        }
    }
}

final class ThemeLibraryTests: XCTestCase {
    func testShippedThemesLoadInOrderAndBrokenOnesAreSkipped() throws {
        let folder = RepositoryPaths.path("Themes")
        var files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
            .map { (name: $0, text: try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
        files.append((name: "broken.json", text: "{ nope"))
        let (themes, problems) = ThemeLibrary.themes(from: files)
        XCTAssertEqual(themes.map(\.name), ["Dark", "Light", "High contrast"])
        XCTAssertEqual(problems.map(\.file), ["broken.json"])
        XCTAssertEqual(ThemeLibrary.themes(from: []).themes, [Theme.builtIn], "the built-in theme always works")
    }
}
