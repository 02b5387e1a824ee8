import XCTest
import LifeEngine
@testable import LifeScene

final class CellLayerTests: XCTestCase {
    func render(_ layer: CellLayer) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: layer.pixelWidth * layer.pixelHeight)
        pixels.withUnsafeMutableBufferPointer { layer.fill($0.baseAddress!, pitch: layer.pixelWidth) }
        return pixels
    }

    func testCellsBecomeSquareTilesWithGridLines() {
        let live = Color(r: 0, g: 255, b: 0), dead = Color(r: 0, g: 0, b: 0), grid = Color(r: 50, g: 50, b: 50)
        var raster = CellRaster(origin: Cell(0, 0), width: 4, height: 2)
        raster[1, 0] = 1
        let layer = CellLayer(frame: Rect(x: 0, y: 0, width: 40, height: 20), raster: raster, originX: 0, originY: 0,
                              unitSize: 10, liveColor: live, deadColor: dead, gridColor: grid, majorGridColor: nil)
        let px = render(layer)
        func at(_ x: Int, _ y: Int) -> UInt32 { px[y * 40 + x] }
        XCTAssertEqual(at(15, 5), live.argb)
        XCTAssertEqual(at(19, 9), live.argb)
        XCTAssertEqual(at(25, 5), dead.argb)
        XCTAssertEqual(at(10, 5), grid.argb, "a line on the cell's left edge")
        XCTAssertEqual(at(15, 10), grid.argb, "a line on the row edge")
        XCTAssertEqual(at(0, 0), grid.argb)
    }

    func testFractionalOffsetsAndMajorLines() {
        let live = Color(r: 0, g: 255, b: 0), dead = Color(r: 0, g: 0, b: 0)
        let grid = Color(r: 50, g: 50, b: 50), major = Color(r: 90, g: 90, b: 90)
        var raster = CellRaster(origin: Cell(-1, 0), width: 3, height: 1)
        raster[1, 0] = 1 // cell (0, 0)
        let layer = CellLayer(frame: Rect(x: 100, y: 50, width: 24, height: 8), raster: raster, originX: 96.5, originY: 50,
                              unitSize: 8, liveColor: live, deadColor: dead, gridColor: grid, majorGridColor: major)
        let px = render(layer)
        // Cell (0, 0) spans x 104.5 ..< 112.5: its first pixel (centre 104.5, local 4) is its line,
        // local pixels 5...11 its colour.
        let row = 4 * 24
        XCTAssertEqual(px[0], major.argb, "row 0 lies on the edge of row 0, a major line")
        XCTAssertEqual(px[row + 3], dead.argb, "centre 103.5: cell -1")
        XCTAssertEqual(px[row + 4], major.argb, "cell 0's first pixel is its line, a major one")
        XCTAssertEqual(px[row + 5], live.argb)
        XCTAssertEqual(px[row + 11], live.argb, "centre 111.5: still cell 0")
        XCTAssertEqual(px[row + 12], grid.argb, "cell 1's first pixel (centre 112.5) is a minor line")
        XCTAssertEqual(px[row + 16], dead.argb)
    }

    func testZoomedOutUnitsShowHowFullTheyAre() {
        var raster = CellRaster(origin: Cell(0, 0), width: 3, height: 1, scale: 4)
        raster.mark(Cell(5, 3))
        for x in 8..<12 { for y in 0..<4 { raster.mark(Cell(Int64(x), Int64(y))) } }
        XCTAssertEqual(raster.units, [0, 1, 16])
        XCTAssertEqual(raster.litCount, 2)
        let layer = CellLayer(frame: Rect(x: 0, y: 0, width: 6, height: 2), raster: raster, originX: 0, originY: 0,
                              unitSize: 2, liveColor: Color(r: 255, g: 255, b: 255), deadColor: Color(r: 0, g: 0, b: 0),
                              gridColor: nil, majorGridColor: nil)
        let px = render(layer)
        XCTAssertEqual(px[0], Color(r: 0, g: 0, b: 0).argb, "empty")
        // One cell of 16: a quarter on the square-root curve, shade ceil(0.25 x 31) = 8 of 31,
        // intensity 0.3 + 0.7 x 8/31 = 0.4806: 123 of 255.
        XCTAssertEqual(px[3], Color(r: 123, g: 123, b: 123).argb, "a lone cell is a faint but visible grey")
        XCTAssertEqual(px[5], Color(r: 255, g: 255, b: 255).argb, "a full unit is the live colour")
    }

    /// Every pixel against its centre's unit, worked out here one pixel at a time: units taller
    /// than a pixel (rows drawn once and copied), fractional sizes, and offset rows.
    func testEveryPixelShowsTheUnitUnderItsCentre() {
        let live = Color(r: 0, g: 255, b: 0), dead = Color(r: 0, g: 0, b: 0)
        var raster = CellRaster(origin: Cell(-4, -3), width: 29, height: 21)
        for y in 0..<21 { for x in 0..<29 where (x * 7 + y * 3) % 5 == 0 || (x + y) % 11 == 0 { raster[x, y] = 1 } }
        for (unitSize, shift) in [(1.0, 0.0), (1.5, 0.0), (2.25, 0.0), (3.0, -0.5), (1.75, -0.5)] {
            var layer = CellLayer(frame: Rect(x: 10, y: 20, width: 30, height: 24), raster: raster, originX: 4.25, originY: 17.5,
                                  unitSize: unitSize, liveColor: live, deadColor: dead, gridColor: nil, majorGridColor: nil)
            layer.rowShift = shift
            let px = render(layer)
            for py in 0..<24 {
                let row = Int(((20 + Double(py) + 0.5 - 17.5) / unitSize).rounded(.down))
                for x in 0..<30 {
                    let column = Int(((10 + Double(x) + 0.5 - 4.25) / unitSize - shift * Double(row)).rounded(.down))
                    let expected = raster[min(max(column, 0), 28), min(max(row, 0), 20)] == 0 ? dead : live
                    XCTAssertEqual(px[py * 30 + x], expected.argb, "size \(unitSize) shift \(shift) pixel \(x), \(py)")
                }
            }
        }
    }

    /// A unit a pixel (for the renderer to scale) is what `fill` draws at one pixel a unit: cells,
    /// zoomed-out shades and decaying states alike.
    func testUnitsAPixelAreTheFillAtOnePixelAUnit() {
        let live = Color(r: 0, g: 255, b: 0), dead = Color(r: 0, g: 0, b: 0)
        for scale: Int64 in [1, 4, 512] {
            var raster = CellRaster(origin: Cell(0, 0), width: 23, height: 17, scale: scale)
            for y in 0..<17 { for x in 0..<23 { raster[x, y] = UInt32((x * 5 + y * 3) % 7 == 0 ? 0 : (x + y * 23) % Int(min(scale * scale + 1, 300))) } }
            if scale == 1 {
                for y in 0..<17 { for x in 0..<23 where raster[x, y] != 0 { raster.setState(UInt8(1 + (x + y) % 4), of: Cell(Int64(x), Int64(y))) } }
            }
            var layer = CellLayer(frame: Rect(x: 5, y: 7, width: 23, height: 17), raster: raster, originX: 5, originY: 7,
                                  unitSize: 1, liveColor: live, deadColor: dead, gridColor: nil, majorGridColor: nil)
            layer.stateFades = scale == 1 ? [0, 0, 0.3, 0.6, 0.9] : []
            XCTAssertTrue(layer.scalesUnits)
            XCTAssertEqual(layer.rasterFrame, Rect(x: 5, y: 7, width: 23, height: 17))
            var units = [UInt32](repeating: 0, count: 30 * 17)
            units.withUnsafeMutableBufferPointer { layer.fillUnits($0.baseAddress!, pitch: 30) }
            let pixels = render(layer)
            for y in 0..<17 {
                XCTAssertEqual(Array(units[(y * 30)..<(y * 30 + 23)]), Array(pixels[(y * 23)..<(y * 23 + 23)]), "scale \(scale) row \(y)")
            }
        }
        var offset = CellLayer(frame: Rect(x: 0, y: 0, width: 8, height: 8), raster: CellRaster(origin: Cell(0, 0), width: 8, height: 8),
                               originX: 0, originY: 0, unitSize: 1, liveColor: live, deadColor: dead, gridColor: nil, majorGridColor: nil)
        offset.rowShift = -0.5
        XCTAssertFalse(offset.scalesUnits, "offset rows fall between units")
    }

    /// At any size and offset, a cell's colour changes only at a grid line: no sliver of a cell
    /// lies on the far side of its line (a checkerboard, so every two cells side by side differ).
    func testColoursChangeOnlyAtGridLines() {
        let live = Color(r: 0, g: 255, b: 0), dead = Color(r: 0, g: 0, b: 0), grid = Color(r: 50, g: 50, b: 50)
        var raster = CellRaster(origin: Cell(-7, -5), width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 where (x + y) % 2 == 0 { raster[x, y] = 1 } }
        for (unitSize, origin) in [(17.6, 3.3), (12.5, -0.25), (10.7, 0.5), (23.45, 7.9)] {
            let layer = CellLayer(frame: Rect(x: 0, y: 0, width: 300, height: 200), raster: raster, originX: origin - 10, originY: origin - 10,
                                  unitSize: unitSize, liveColor: live, deadColor: dead, gridColor: grid, majorGridColor: nil)
            let px = render(layer)
            var lineRows = 0, lineColumns = 0
            for y in 0..<200 where px[y * 300 + 1] != grid.argb || px[y * 300 + 2] != grid.argb {
                for x in 1..<300 {
                    let a = px[y * 300 + x - 1], b = px[y * 300 + x]
                    XCTAssertFalse(a != b && a != grid.argb && b != grid.argb, "size \(unitSize): colour changes without a line at \(x), \(y)")
                    if y == 100 && b == grid.argb { lineColumns += 1 }
                }
            }
            for y in 1..<200 {
                let a = px[(y - 1) * 300 + 150], b = px[y * 300 + 150]
                XCTAssertFalse(a != b && a != grid.argb && b != grid.argb, "size \(unitSize): colour changes without a line at row \(y)")
                if b == grid.argb { lineRows += 1 }
            }
            XCTAssertEqual(lineColumns, Int((300 / unitSize).rounded(.down)), accuracy: 1, "a line a cell across")
            XCTAssertEqual(lineRows, Int((200 / unitSize).rounded(.down)), accuracy: 1, "a line a cell down")
        }
    }
}
