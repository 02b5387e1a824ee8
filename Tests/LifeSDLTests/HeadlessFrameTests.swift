import LifeInterface
import XCTest
import AppTestSupport
import CSDL2
import LifeScene
import LifeEngine
@testable import LifeSDL
import LifeTestSupport
import LifeViewModel

/// Renders real frames through SDL's software renderer into a surface: no display needed.
final class HeadlessFrameTests: XCTestCase {
    let fonts = FontFiles(regular: RepositoryPaths.path("Assets/Fonts/Inter-Regular.otf"),
                          semibold: RepositoryPaths.path("Assets/Fonts/Inter-SemiBold.otf"))

    func render(_ model: AppModel, width: Int, height: Int) throws -> Surface {
        let session = try SDLSession(video: false)
        let surface = try Surface(width: width, height: height)
        let renderer = try Renderer(surface: surface)
        let painter = Painter(renderer: renderer, fonts: fonts, session: session)
        try painter.paint(model.scene())
        return try renderer.readPixels()
    }

    func testLiveCellsAppearWhereTheyShould() throws {
        let glider = Fixtures.pattern(Fixtures.glider)
        let model = AppModel.forTests(windowSize: Size(640, 480), pattern: glider)
        let frame = try render(model, width: 640, height: 480)
        let theme = Theme.builtIn
        let cells = Set(glider.cells)
        for y: Int64 in -1...3 {
            for x: Int64 in -1...3 {
                let center = model.camera.screenRect(of: Cell(x, y)).center
                let pixel = frame.pixel(x: Int(center.x), y: Int(center.y))
                let expected = cells.contains(Cell(x, y)) ? theme.colors.cell : theme.colors.gridBackground
                XCTAssertEqual(pixel, expected.argb, "cell (\(x), \(y))")
            }
        }
    }

    func testBandsAndTextAreDrawn() throws {
        let model = AppModel.forTests(windowSize: Size(640, 480))
        let frame = try render(model, width: 640, height: 480)
        let colors = Theme.builtIn.colors
        XCTAssertEqual(frame.pixel(x: 600, y: 5), colors.header.argb)
        XCTAssertEqual(frame.pixel(x: 5, y: 475), colors.controlBar.argb)
        // The title "Life" puts text-coloured pixels into the header's left side.
        var textPixels = 0
        let title = model.layout.header
        for y in Int(title.y)..<Int(title.maxY) {
            for x in 20..<70 where frame.pixel(x: x, y: y) != colors.header.argb { textPixels += 1 }
        }
        XCTAssertGreaterThan(textPixels, 30, "the title must be rendered")
        // The play button is an accent-coloured disc in the middle of the control bar.
        let play = model.layout.buttons.first { $0.action == .playPause }!.frame
        XCTAssertEqual(frame.pixel(x: Int(play.x) + 6, y: Int(play.midY)), colors.accent.argb)
    }

    func testSavesBitmaps() throws {
        let model = AppModel.forTests(windowSize: Size(64, 48))
        let frame = try render(model, width: 64, height: 48)
        let path = NSTemporaryDirectory() + "/life-frame-\(getpid()).bmp"
        try frame.saveBMP(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Read back by SDL: the same size, and the background's colour in a corner of the grid.
        let loaded = try XCTUnwrap(SDL_LoadBMP_RW(SDL_RWFromFile(path, "rb"), 1), String(cString: SDL_GetError()))
        defer { SDL_FreeSurface(loaded) }
        XCTAssertEqual(loaded.pointee.w, 64)
        XCTAssertEqual(loaded.pointee.h, 48)
        let y = Int(model.layout.grid.y) + 1
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
        let row = loaded.pointee.pixels!.advanced(by: y * Int(loaded.pointee.pitch))
        let bytes = Int(loaded.pointee.format.pointee.BytesPerPixel)
        let pixel = row.advanced(by: bytes).withMemoryRebound(to: UInt8.self, capacity: 4) { p -> UInt32 in
            var value: UInt32 = 0
            for i in 0..<bytes { value |= UInt32(p[i]) << UInt32(8 * i) }
            return value
        }
        SDL_GetRGB(pixel, loaded.pointee.format, &r, &g, &b)
        let expected: UInt32 = frame.pixel(x: 1, y: y)
        let red = UInt8((expected >> 16) & 0xFF), green = UInt8((expected >> 8) & 0xFF), blue = UInt8(expected & 0xFF)
        XCTAssertEqual([r, g, b], [red, green, blue])
    }
}

/// Cells drawn a unit a pixel and scaled by the renderer, as on a GPU: the same picture as the
/// screen's pixels filled one by one, within the grid's frame and the clip the list set.
final class ScaledUnitsTests: XCTestCase {
    let fonts = FontFiles(regular: RepositoryPaths.path("Assets/Fonts/Inter-Regular.otf"),
                          semibold: RepositoryPaths.path("Assets/Fonts/Inter-SemiBold.otf"))

    func layer(frame: Rect) -> CellLayer {
        var raster = CellRaster(origin: Cell(-3, -2), width: 40, height: 30, scale: 2)
        for y in 0..<30 { for x in 0..<40 { raster[x, y] = UInt32((x * 7 + y * 11) % 5) } }
        return CellLayer(frame: frame, raster: raster, originX: 10, originY: 20, unitSize: 4,
                         liveColor: Color(r: 0, g: 255, b: 0), deadColor: Color(r: 20, g: 20, b: 20), gridColor: nil, majorGridColor: nil)
    }

    func paint(_ commands: [DrawCommand], scaled: Bool) throws -> Surface {
        let session = try SDLSession(video: false)
        let surface = try Surface(width: 200, height: 150)
        let renderer = try Renderer(surface: surface)
        let painter = Painter(renderer: renderer, fonts: fonts, session: session)
        XCTAssertFalse(painter.scalesUnits, "SDL's software renderer stretches on this thread: the pixels are filled instead")
        painter.scalesUnits = scaled
        var list = RenderList()
        list.commands = commands
        try painter.paint(list)
        return try renderer.readPixels()
    }

    func testScaledUnitsAreTheFilledPixels() throws {
        // Four pixels a unit from a whole pixel, the frame on the raster: a software stretch is exact there.
        let cells = DrawCommand.cells(layer(frame: Rect(x: 10, y: 20, width: 160, height: 120)))
        let filled = try paint([cells], scaled: false), scaled = try paint([cells], scaled: true)
        for y in 0..<150 {
            for x in 0..<200 { XCTAssertEqual(scaled.pixel(x: x, y: y), filled.pixel(x: x, y: y), "pixel \(x), \(y)") }
        }
    }

    func testScaledUnitsStayInTheFrameAndTheClip() throws {
        let red = Color(r: 200, g: 0, b: 0)
        let frame = try paint([.clip(Rect(x: 0, y: 0, width: 120, height: 150)), .cells(layer(frame: Rect(x: 30, y: 40, width: 130, height: 90))),
                               .clip(nil), .fill(Rect(x: 150, y: 0, width: 10, height: 10), red, radius: 0)], scaled: true)
        let black = Color(r: 0, g: 0, b: 0).argb
        var drawn = 0
        for y in 0..<150 {
            for x in 0..<200 where frame.pixel(x: x, y: y) != black {
                drawn += 1
                let inside = x >= 30 && x < 120 && y >= 40 && y < 130
                XCTAssertTrue(inside || frame.pixel(x: x, y: y) == red.argb, "pixel \(x), \(y)")
            }
        }
        XCTAssertEqual(drawn, 90 * 90 + 100, "every cell pixel of the frame within the clip, and the clip lifted after")
    }
}
