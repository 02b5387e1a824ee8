import XCTest
import LifeEngine
@testable import LifeScene

/// Generations and Larger than Life cells in states above 1 fade from the live colour.
final class CellLayerStatesTests: XCTestCase {
    func testDecayingStatesFadeTowardsTheDeadColour() {
        var raster = CellRaster(origin: Cell(0, 0), width: 3, height: 1)
        for x in 0..<3 { raster.mark(Cell(Int64(x), 0)) }
        raster.setState(2, of: Cell(1, 0))
        raster.setState(3, of: Cell(2, 0))
        let live = Color(r: 200, g: 200, b: 200), dead = Color(r: 0, g: 0, b: 0)
        var layer = CellLayer(frame: Rect(x: 0, y: 0, width: 3, height: 1), raster: raster, originX: 0, originY: 0, unitSize: 1,
                              liveColor: live, deadColor: dead, gridColor: nil, majorGridColor: nil)
        let generations = try! Rule(parsing: "345/2/4")
        layer.stateFades = (0..<4).map { generations.fade(of: UInt8($0)) }
        var pixels = [UInt32](repeating: 0, count: 3)
        pixels.withUnsafeMutableBufferPointer { layer.fill($0.baseAddress!, pitch: 3) }
        XCTAssertEqual(pixels[0], live.argb, "state 1 is the live colour")
        let red = pixels.map { ($0 >> 16) & 0xFF }
        XCTAssertGreaterThan(red[0], red[1], "a decaying cell is dimmer")
        XCTAssertGreaterThan(red[1], red[2], "and dimmer the further it has decayed")
        XCTAssertGreaterThan(red[2], 0, "but still shows")
        layer.stateFades = []
        raster.states = nil
        layer.raster = raster
        pixels.withUnsafeMutableBufferPointer { layer.fill($0.baseAddress!, pitch: 3) }
        XCTAssertEqual(Set(pixels), [live.argb], "two states: every live cell alike")
    }

    /// Under LifeHistory the marked live states look live, the traces dimmer, the boundary faintest.
    func testHistoryStatesShadeByMeaning() throws {
        var raster = CellRaster(origin: Cell(0, 0), width: 6, height: 1)
        for x in 0..<6 {
            raster.mark(Cell(Int64(x), 0))
            raster.setState(UInt8(x + 1), of: Cell(Int64(x), 0))
        }
        let live = Color(r: 200, g: 200, b: 200), dead = Color(r: 0, g: 0, b: 0)
        var layer = CellLayer(frame: Rect(x: 0, y: 0, width: 6, height: 1), raster: raster, originX: 0, originY: 0, unitSize: 1,
                              liveColor: live, deadColor: dead, gridColor: nil, majorGridColor: nil)
        let history = try Rule(parsing: "LifeHistory")
        layer.stateFades = (0..<history.states).map { history.fade(of: UInt8($0)) }
        var pixels = [UInt32](repeating: 0, count: 6)
        pixels.withUnsafeMutableBufferPointer { layer.fill($0.baseAddress!, pitch: 6) }
        let red = pixels.map { ($0 >> 16) & 0xFF }
        XCTAssertEqual([pixels[0], pixels[2], pixels[4]], [live.argb, live.argb, live.argb], "states 1, 3 and 5 are live")
        XCTAssertLessThan(red[1], red[3], "the plain trace (2) is dimmer than the marked one (4)")
        XCTAssertLessThan(red[5], red[1], "and the boundary (6) faintest")
        XCTAssertGreaterThan(red[5], 0, "but it shows")
    }
}
