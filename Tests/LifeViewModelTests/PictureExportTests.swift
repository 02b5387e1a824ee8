import XCTest
import AppTestSupport
import CPNG
import LifeEngine
import LifeScene
import LifeStore
@testable import EditingFeature
import LifeTestSupport
@testable import LifeInterface
@testable import LifeViewModel

/// Ctrl+Shift+P: a PNG of the selection, the bounded board or all life, in the colours on
/// screen, saved under a new name in the exports folder; read back by libpng.
final class PictureExportTests: XCTestCase {
    private final class Saved: @unchecked Sendable { var files: [String: [UInt8]] = [:] }

    private func model(_ pattern: Pattern, fails: Bool = false) -> (AppModel, Saved) {
        let saved = Saved()
        var services = AppServices(workClock: SteadyWorkClock().read)
        services.saveExport = { name, bytes in
            if fails { throw FileProblem(path: "/exports/" + name, reason: "no space left on the device") }
            saved.files["/exports/" + name] = bytes
            return "/exports/" + name
        }
        return (AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern, services: services), saved)
    }

    /// The picture's width, height and how many pixels have `color`.
    private func read(_ bytes: [UInt8], counting color: Color) throws -> (width: Int, height: Int, count: Int) {
        var image = png_image()
        image.version = png_uint_32(LIFE_PNG_IMAGE_VERSION)
        XCTAssertNotEqual(bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }, 0)
        image.format = png_uint_32(LIFE_PNG_FORMAT_RGB)
        var rgb = [UInt8](repeating: 0, count: Int(image.width * image.height) * 3)
        XCTAssertNotEqual(rgb.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }, 0)
        let count = stride(from: 0, to: rgb.count, by: 3).filter { rgb[$0] == color.r && rgb[$0 + 1] == color.g && rgb[$0 + 2] == color.b }.count
        return (Int(image.width), Int(image.height), count)
    }

    func testAPictureOfAllLifeInTheColoursOnScreen() throws {
        var glider = Fixtures.pattern(Fixtures.glider)
        glider.name = "Glider"
        let (model, saved) = model(glider)
        model.handle(.key(.letter("p"), [.control, .shift]), now: 0)
        let bytes = try XCTUnwrap(saved.files["/exports/Glider gen 0.png"], "\(saved.files.keys)")
        let picture = try read(bytes, counting: model.context.liveCellColor)
        XCTAssertEqual([picture.width, picture.height], [24, 24], "8 pixels a cell")
        XCTAssertEqual(picture.count, 5 * 7 * 7, "each live cell 7×7 inside its grid lines")
        XCTAssertEqual(model.notice, "Saved a 24×24 picture to /exports/Glider gen 0.png")
    }

    func testTheSelectionAloneAndAnEmptyBoard() throws {
        let (model, saved) = model(Fixtures.pattern(Fixtures.gosperGun))
        model.editing.selection = CellRect(x: 0, y: 0, width: 10, height: 10)
        model.run(.exportPicture, now: 0)
        let bytes = try XCTUnwrap(saved.files.values.first)
        let picture = try read(bytes, counting: model.context.liveCellColor)
        XCTAssertEqual([picture.width, picture.height], [80, 80])
        let inside = Fixtures.pattern(Fixtures.gosperGun).cells.filter { $0.x < 10 && $0.y < 10 }.count
        XCTAssertEqual(picture.count, inside * 49)
        let (empty, nothing) = self.model(Pattern(cells: []))
        empty.run(.exportPicture, now: 0)
        XCTAssertEqual(empty.notice, "Nothing to draw: the board is empty")
        XCTAssertTrue(nothing.files.isEmpty)
    }

    func testAFarSpreadPatternIsDrawnByDensityAndAFailureIsSaid() throws {
        let (model, saved) = model(Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1), Cell(20_000, 0), Cell(20_001, 0), Cell(20_000, 1), Cell(20_001, 1)]))
        model.run(.exportPicture, now: 0)
        let bytes = try XCTUnwrap(saved.files.values.first)
        let picture = try read(bytes, counting: model.context.liveCellColor)
        XCTAssertLessThanOrEqual(picture.width, 2048)
        XCTAssertEqual(picture.height, 1)
        let (failing, _) = self.model(Fixtures.pattern(Fixtures.glider), fails: true)
        failing.run(.exportPicture, now: 0)
        XCTAssertEqual(failing.notice, "Could not save the picture: /exports/Glider gen 0.png: no space left on the device")
    }
}
