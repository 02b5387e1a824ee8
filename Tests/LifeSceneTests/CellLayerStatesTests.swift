import XCTest
import Foundation
import LifeEngine
@testable import LifeScene
import LifeTestSupport

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

    /// A rule's last dying state stands out from the background in every shipped theme (at 80%
    /// of the way to it, a three-state rule's dying cells all but vanished: 1.3:1 on Light, 1.5:1
    /// on Dark), and from the live colour too. Contrast as WCAG defines it.
    func testTheLastDyingStateShowsInEveryTheme() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let rule = try Rule(parsing: "12/34/3H")
        for name in ["dark", "light", "high-contrast"] {
            let text = try String(contentsOf: root.appendingPathComponent("Themes/\(name).json"), encoding: .utf8)
            let colors = try ThemeLoader().load(json: text, file: name).colors
            var raster = CellRaster(origin: Cell(0, 0), width: 2, height: 1)
            raster.mark(Cell(0, 0))
            raster.mark(Cell(1, 0))
            raster.setState(2, of: Cell(1, 0))
            var layer = CellLayer(frame: Rect(x: 0, y: 0, width: 2, height: 1), raster: raster, originX: 0, originY: 0, unitSize: 1,
                                  liveColor: colors.cell, deadColor: colors.gridBackground, gridColor: nil, majorGridColor: nil)
            layer.stateFades = (0..<rule.states).map { rule.fade(of: UInt8($0)) }
            var pixels = [UInt32](repeating: 0, count: 2)
            pixels.withUnsafeMutableBufferPointer { layer.fill($0.baseAddress!, pitch: 2) }
            let dying = Color(r: UInt8(pixels[1] >> 16 & 0xFF), g: UInt8(pixels[1] >> 8 & 0xFF), b: UInt8(pixels[1] & 0xFF))
            XCTAssertGreaterThanOrEqual(ContrastRatio.between(dying, colors.gridBackground), 1.75, "\(name): \(dying) on \(colors.gridBackground)")
            XCTAssertGreaterThanOrEqual(ContrastRatio.between(dying, colors.cell), 2.5, "\(name): \(dying) beside \(colors.cell)")
        }
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
        XCTAssertEqual(pixels[0], live.argb, "state 1 is live")
        XCTAssertGreaterThan(red[2], red[0], "marked cells (3) are set apart, paler than live")
        XCTAssertGreaterThan(red[4], red[2], "start cells (5) palest")
        XCTAssertLessThanOrEqual(red[4], 255)
        // On a light board they are set apart the other way: darker, where decaying states grow lighter.
        layer.deadColor = Color(r: 255, g: 255, b: 255)
        pixels.withUnsafeMutableBufferPointer { layer.fill($0.baseAddress!, pitch: 6) }
        let onLight = pixels.map { ($0 >> 16) & 0xFF }
        XCTAssertLessThan(onLight[2], onLight[0], "marked cells darker than live on a light board")
        XCTAssertGreaterThan(onLight[1], onLight[0], "the trace lighter")
        XCTAssertLessThan(red[1], red[3], "the plain trace (2) is dimmer than the marked one (4)")
        XCTAssertLessThan(red[5], red[1], "and the boundary (6) faintest")
        XCTAssertGreaterThan(red[5], 0, "but it shows")
    }
}
