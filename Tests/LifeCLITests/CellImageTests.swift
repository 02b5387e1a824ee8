import XCTest
import Foundation
import CGIF
import LifeEngine
@testable import LifeImage

/// Pictures of cells in the process: pixels, grid lines, limits, and the files' errors.
final class CellImageTests: XCTestCase {
    func testCellsGridLinesAndTheArea() {
        let glider = [Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2), Cell(9, 9)]
        let area = CellRect(x: 0, y: 0, width: 3, height: 3)
        let plain = CellImage(cells: glider, area: area, scale: 1, gridLines: true)
        XCTAssertEqual(plain.count(of: CellImage.live), 5, "a pixel a cell; the cell outside the area left out; no lines under 4 px")
        XCTAssertEqual(plain.pixels, [0, 1, 0, 0, 0, 1, 1, 1, 1])
        let lined = CellImage(cells: glider, area: area, scale: 4, gridLines: true)
        XCTAssertEqual([lined.width, lined.height], [12, 12])
        XCTAssertEqual(lined.count(of: CellImage.live), 5 * 9)
        XCTAssertEqual(lined.count(of: CellImage.gridLine), 144 - 9 * 9, "the last row and column of every cell's square")
        XCTAssertNil(CellImage.refusal(area: area, scale: 64))
        XCTAssertNotNil(CellImage.refusal(area: CellRect(x: 0, y: 0, width: 20_000, height: 1), scale: 1))
        XCTAssertNotNil(CellImage.refusal(area: CellRect(x: 0, y: 0, width: 9000, height: 9000), scale: 1), "over 64 Mi pixels")
        XCTAssertNotNil(CellImage.refusal(area: CellRect(x: 0, y: 0, width: Int64.max / 2, height: 1), scale: 64), "no overflow")
    }

    /// A hexagonal rule's picture leans as the view draws it: each row half a cell left of the
    /// one above (worked by hand: 2x3 cells at 2 px, rows moved 2, 1 and 0 px).
    func testShearedRowsLeanAsAHexagonalRulesAreDrawn() throws {
        let area = CellRect(x: 0, y: 0, width: 2, height: 3)
        let upright = CellImage(cells: [Cell(0, 0), Cell(0, 2)], area: area, scale: 2, gridLines: false)
        let leaning = upright.sheared()
        XCTAssertEqual([leaning.width, leaning.height], [6, 6], "4 px, and half a cell for each of the 2 rows below the first")
        XCTAssertEqual(CellImage.shearedWidth(4, height: 6, scale: 2), 6)
        func row(_ image: CellImage, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width)..<((y + 1) * image.width)]) }
        XCTAssertEqual(row(leaning, 0), [0, 0, 1, 1, 0, 0], "the top row moved a cell right")
        XCTAssertEqual(row(leaning, 1), [0, 0, 1, 1, 0, 0])
        XCTAssertEqual(row(leaning, 4), [1, 1, 0, 0, 0, 0], "the bottom row stays")
        XCTAssertEqual(leaning.count(of: CellImage.live), upright.count(of: CellImage.live))
        // A following movie's frame keeps its width, about its middle row (the ends cut).
        let framed = upright.sheared(keepingWidth: true)
        XCTAssertEqual([framed.width, framed.height], [4, 6])
        XCTAssertEqual(row(framed, 0), [0, 1, 1, 0], "half a cell right")
        XCTAssertEqual(row(framed, 4), [1, 0, 0, 0], "half a cell left, its first pixel cut")
        XCTAssertTrue(CellImage.shears(try Rule(parsing: "B2/S34H")))
        XCTAssertFalse(CellImage.shears(.conway))
        XCTAssertEqual(CellImage.shearedExtent(area), CellRect(x: 0, y: 0, width: 3, height: 3))
    }

    /// All life's area: a dead cell round it on the plane, a finite board whole, a tube's finite
    /// side whole (it was drawn round its cells only) and the endless one as far as life goes.
    func testAllLifeIsFramedWithAMarginAndABoardsFiniteSidesWhole() throws {
        let bounds = CellRect(x: 3, y: 4, width: 3, height: 3)
        XCTAssertEqual(CellImage.framing(bounds), CellRect(x: 2, y: 3, width: 5, height: 5))
        XCTAssertEqual(CellImage.framing(bounds, on: .plane), CellRect(x: 2, y: 3, width: 5, height: 5))
        XCTAssertEqual(CellImage.framing(bounds, on: .torus(width: 24, height: 20)), CellRect(x: 0, y: 0, width: 24, height: 20))
        XCTAssertEqual(CellImage.framing(bounds, on: try Topology(suffix: "T0,10")), CellRect(x: 2, y: 0, width: 5, height: 10))
        XCTAssertEqual(CellImage.framing(bounds, on: try Topology(suffix: "P30,0")), CellRect(x: 0, y: 3, width: 30, height: 5))
        XCTAssertNil(CellImage.framing(nil, on: .plane))
        XCTAssertEqual(CellImage.framing(nil, on: .torus(width: 8, height: 8)), CellRect(x: 0, y: 0, width: 8, height: 8), "an empty board, whole")
    }

    func testARasterIsDrawnByDensity() {
        var raster = CellRaster(origin: Cell(-8, 0), width: 3, height: 1, scale: 4)
        raster.add(16, ux: 0, uy: 0)
        raster.add(4, ux: 2, uy: 0)
        let image = CellImage(raster: raster)
        XCTAssertEqual([image.width, image.height], [3, 1])
        XCTAssertEqual(image.area, CellRect(x: -8, y: 0, width: 12, height: 4))
        XCTAssertEqual(image.pixels[0], CellImage.firstShade + UInt8(CellImage.shades - 1), "all live: the last shade")
        XCTAssertEqual(image.pixels[1], CellImage.dead)
        XCTAssertEqual(image.pixels[2], CellImage.firstShade + 125, "a quarter live: half way up the 251 shades (by the square root)")
        XCTAssertEqual(ImageColors.standard.shadedPalette.count, 256)
    }

    func testHistoryCellsAreDrawnByMeaningAsOnScreen() throws {
        let pattern = try PatternFormat.rle.read("x = 6, y = 1, rule = LifeHistory\nABCDEF!\n")
        let universe = Engines.stepping(rule: pattern.rule)
        universe.load(pattern)
        let image = CellImage(of: universe, area: CellRect(x: 0, y: 0, width: 6, height: 1), scale: 1, gridLines: false)
        XCTAssertEqual(image.pixels[0], CellImage.live, "plain live cells are live")
        XCTAssertEqual([image.pixels[2], image.pixels[4]], [CellImage.apart.little, CellImage.apart.more], "marked and start cells set apart")
        XCTAssertTrue([1, 3, 5].allSatisfy { image.pixels[$0] >= CellImage.firstShade && image.pixels[$0] < CellImage.apart.little },
                      "traces and the boundary in the fading shades")
        // The palette puts them away from the dead colour: paler on a dark board, darker on a light one.
        let dark = ImageColors(live: (40, 200, 120), dead: (10, 10, 10)).shadedPalette
        XCTAssertEqual(dark.count, 256, "a GIF's whole palette")
        XCTAssertGreaterThan(dark[Int(CellImage.apart.little)].r, 40)
        XCTAssertGreaterThan(dark[Int(CellImage.apart.more)].r, dark[Int(CellImage.apart.little)].r)
        let light = ImageColors(live: (40, 120, 220), dead: (250, 250, 250)).shadedPalette
        XCTAssertLessThan(light[Int(CellImage.apart.more)].b, 220)
    }

    func testColoursFromHex() {
        XCTAssertEqual(ImageColors.rgb("#4ADE80").map { [$0.r, $0.g, $0.b] }, [0x4A, 0xDE, 0x80])
        XCTAssertEqual(ImageColors.rgb("ff0000").map { [$0.r, $0.g, $0.b] }, [255, 0, 0])
        XCTAssertNil(ImageColors.rgb("red"))
        XCTAssertNil(ImageColors.rgb("#12345"))
        let colors = ImageColors(live: (255, 255, 255), dead: (0, 0, 0))
        XCTAssertEqual([colors.grid.r, colors.grid.g, colors.grid.b], [63, 63, 63], "the grid a quarter of the way to the live colour")
        XCTAssertNotEqual(colors, .standard)
    }

    func testFilesThatCannotBeWrittenSayWhereAndWhy() throws {
        let image = CellImage(cells: [Cell(0, 0)], area: CellRect(x: 0, y: 0, width: 1, height: 1), scale: 1, gridLines: false)
        XCTAssertThrowsError(try PNGFile.write(image, colors: .standard, to: "/nonexistent-folder/x.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("/nonexistent-folder/x.png: "), "\(error)")
        }
        XCTAssertThrowsError(try GIFMovie(path: "/nonexistent-folder/x.gif", width: 1, height: 1, colors: .standard, delay: 10)) { error in
            XCTAssertEqual("\(error)", "/nonexistent-folder/x.gif: No such file or directory")
        }
        let path = NSTemporaryDirectory() + "life-movie-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let movie = try GIFMovie(path: path, width: 1, height: 1, colors: .standard, delay: 10)
        try movie.add(image)
        try movie.add(image, hold: 3)
        XCTAssertEqual(movie.frames, 2)
        try movie.finish()
        try movie.finish()
        XCTAssertThrowsError(try movie.add(image), "a finished movie takes no frame")
        var error: Int32 = 0
        let file = try XCTUnwrap(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(file, &error) }
        XCTAssertEqual(DGifSlurp(file), GIF_OK)
        XCTAssertEqual(file.pointee.ImageCount, 2)
    }

    func testARunGraphDrawsEachSeriesToScale() {
        // Population 10 throughout, births 5, deaths 0, over 4 generations, in 40×40 pixels (an 8 px margin).
        let graph = RunGraph(populations: [10, 10, 10, 10], births: [5, 5, 5], deaths: [0, 0, 0])
        let width = 40, height = 40
        let rgb = graph.rgb(width: width, height: height)
        func color(_ x: Int, _ y: Int) -> [UInt8] { Array(rgb[(y * width + x) * 3..<(y * width + x) * 3 + 3]) }
        let population = [RunGraph.colors[2].r, RunGraph.colors[2].g, RunGraph.colors[2].b]
        let births = [RunGraph.colors[3].r, RunGraph.colors[3].g, RunGraph.colors[3].b]
        // The plot spans rows 8 (top) to 31 (bottom - 1); the largest value, 10, is at the top.
        XCTAssertEqual(color(20, 8), population, "the population at the top of the scale")
        XCTAssertEqual(color(20, 31 - Int(5.0 / 10 * 23)), births, "births half way up")
        XCTAssertEqual(color(8, 20), [RunGraph.colors[1].r, RunGraph.colors[1].g, RunGraph.colors[1].b], "the axis")
    }
}
