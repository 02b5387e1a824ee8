import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeInterface
@testable import LifeViewModel

/// Hexagonal rules drawn as offset rows: each row half a cell left of the one above, so a cell's
/// six neighbours touch it; clicks hit the cell drawn under the pointer; framing holds all life.
final class HexagonalViewTests: XCTestCase {
    private func model(_ cells: [Cell], rule: String = "B2/S34H", size: Size = Size(1280, 800)) throws -> AppModel {
        let model = AppModel.forTests(windowSize: size, pattern: Pattern(cells: cells, rule: try Rule(parsing: rule)))
        model.perform(.dismissHint, now: 0)
        model.advance(to: 5)
        return model
    }

    /// The layer's pixels, and the colour at a screen point.
    private func pixel(at point: Point, of layer: CellLayer) -> UInt32 {
        var pixels = [UInt32](repeating: 0, count: layer.pixelWidth * layer.pixelHeight)
        pixels.withUnsafeMutableBufferPointer { layer.fill($0.baseAddress!, pitch: layer.pixelWidth) }
        return pixels[Int(point.y - layer.frame.y) * layer.pixelWidth + Int(point.x - layer.frame.x)]
    }

    func testRowsAreOffsetSoTheSixNeighboursTouch() throws {
        let model = try model([Cell(0, 0)])
        let camera = model.camera, z = camera.zoom
        XCTAssertEqual(camera.shear, Camera.hexagonalShear)
        let centre = camera.screenRect(of: Cell(0, 0))
        // NW and N above, half a cell to either side; S and SE below; W and E beside.
        XCTAssertEqual(camera.screenRect(of: Cell(-1, -1)).x, centre.x - z / 2, accuracy: 1e-9)
        XCTAssertEqual(camera.screenRect(of: Cell(0, -1)).x, centre.x + z / 2, accuracy: 1e-9)
        XCTAssertEqual(camera.screenRect(of: Cell(0, 1)).x, centre.x - z / 2, accuracy: 1e-9)
        XCTAssertEqual(camera.screenRect(of: Cell(1, 1)).x, centre.x + z / 2, accuracy: 1e-9)
        // A square rule keeps square rows.
        let square = try self.model([Cell(0, 0)], rule: "B3/S23")
        XCTAssertEqual(square.camera.shear, 0)
        XCTAssertEqual(square.camera.screenRect(of: Cell(0, 1)).x, square.camera.screenRect(of: Cell(0, 0)).x)
    }

    func testClicksHitTheCellDrawnUnderThePointer() throws {
        let cells = [Cell(0, 0), Cell(3, 1), Cell(-2, 5), Cell(4, -3), Cell(1, 2)]
        for size in [Size(1280, 800), Size(640, 480)] {
            let model = try model(cells, size: size)
            let layer = try XCTUnwrap(model.scene().cellLayer)
            XCTAssertEqual(layer.rowShift, -0.5)
            for cell in cells {
                let rect = model.camera.screenRect(of: cell)
                for point in [rect.center, Point(rect.x + 2, rect.y + 2), Point(rect.maxX - 2, rect.maxY - 2)] {
                    XCTAssertEqual(model.camera.cell(at: point), cell, "\(cell) at \(size)")
                    XCTAssertEqual(pixel(at: point, of: layer), model.theme.colors.cell.argb, "\(cell) is drawn where it is hit, at \(size)")
                }
                // Half a cell left of a live cell on the row below is the dead cell S of it... or a live one.
                let below = Cell(cell.x, cell.y + 1)
                let belowPoint = model.camera.screenRect(of: below).center
                XCTAssertEqual(model.camera.cell(at: belowPoint), below)
                XCTAssertEqual(pixel(at: belowPoint, of: layer) == model.theme.colors.cell.argb, cells.contains(below))
            }
            // A click on the drawn place of a dead cell brings that cell to life.
            let target = Cell(2, 3), p = model.camera.screenRect(of: target).center
            model.handle(.pointerDown(p, .left), now: 6)
            model.handle(.pointerUp(p, .left), now: 6)
            XCTAssertTrue(model.simulation.universe.isAlive(target), "\(size)")
        }
    }

    func testFitFramesLifeFarFromTheOriginAsDrawn() throws {
        // Far down, rows are moved far sideways: the view must follow the drawn places, not the coordinates.
        let cells = [Cell(0, 4000), Cell(30, 4000), Cell(0, 4040), Cell(30, 4040)]
        let model = try model(cells)
        model.perform(.fit, now: 6)
        model.advance(to: 10)
        let grid = model.layout.grid
        for cell in cells {
            let r = model.camera.screenRect(of: cell)
            XCTAssertTrue(grid.contains(r.center), "\(cell) at \(r) is within \(grid)")
        }
        let layer = try XCTUnwrap(model.scene().cellLayer)
        for cell in cells {
            XCTAssertEqual(pixel(at: model.camera.screenRect(of: cell).center, of: layer), model.theme.colors.cell.argb, "\(cell) is drawn")
        }
    }

    func testAHexagonalBoardIsFramedAsDrawn() throws {
        let pattern = Pattern(cells: [Cell(2, 2)], rule: try Rule(parsing: "B2/S34H"), topology: .torus(width: 20, height: 16))
        let model = AppModel.forTests(windowSize: Size(800, 600), pattern: pattern)
        model.perform(.dismissHint, now: 0)
        model.advance(to: 5)
        let border = model.scene().commands.compactMap { command -> (Point, Point)? in
            if case let .line(from, to, color) = command, color == model.theme.colors.boardBorder { return (from, to) } else { return nil }
        }
        let slanted = border.filter { abs($0.0.x - $0.1.x) > 1 && abs($0.0.y - $0.1.y) > 1 }
        XCTAssertEqual(slanted.count, 2 * 2, "the left and right sides lean with the rows, two pixels wide")
        // The lean is half a cell a row: 16 rows, 8 cells.
        let side = try XCTUnwrap(slanted.first)
        let lean = abs(side.0.x - side.1.x) / abs(side.0.y - side.1.y)
        XCTAssertEqual(lean, 0.5 * 15 / 16, accuracy: 0.05)
        let grid = model.layout.grid
        for (a, b) in border { XCTAssertTrue(grid.insetBy(-1, -1).contains(a) && grid.insetBy(-1, -1).contains(b), "clipped to the grid") }
    }

    func testAnEndlessHexagonalTubeIsFramedAlongTheRowsInView() throws {
        let pattern = Pattern(cells: [Cell(2, 2)], rule: try Rule(parsing: "B2/S34H"), topology: try Topology(suffix: "T20,0"))
        let model = AppModel.forTests(windowSize: Size(800, 600), pattern: pattern)
        model.advance(to: 5)
        let sides = model.scene().commands.compactMap { command -> (Point, Point)? in
            if case let .line(from, to, color) = command, color == model.theme.colors.boardBorder { return (from, to) } else { return nil }
        }
        XCTAssertEqual(sides.count, 2 * 2, "two leaning sides, no top or bottom")
        // Each side leans half a cell a row, like the cells beside it.
        for (a, b) in sides {
            XCTAssertEqual(abs(a.x - b.x) / abs(a.y - b.y), 0.5, accuracy: 0.04, "a row less than the rows spanned: the last row starts where it starts")
            let row = model.camera.cell(at: Point(a.x + (a.x < b.x ? 3 : -3), a.y)).y
            XCTAssertEqual(abs(model.camera.screenRect(of: Cell(a.x < 400 ? 0 : 19, row)).x - a.x) < model.camera.zoom + 3, true)
        }
    }

    func testLinesAreClippedToTheGrid() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let cut = BoardEdgesView.clipped(Point(-50, 50), Point(150, 50), to: rect)
        XCTAssertEqual(cut?.0, Point(0, 50))
        XCTAssertEqual(cut?.1, Point(99, 50))
        XCTAssertNil(BoardEdgesView.clipped(Point(-50, -10), Point(150, -10), to: rect))
        let diagonal = BoardEdgesView.clipped(Point(-1e9, -1e9), Point(1e9, 1e9), to: rect)
        XCTAssertEqual(diagonal?.0.x ?? -1, 0, accuracy: 1e-3)
        XCTAssertEqual(diagonal?.1.y ?? -1, 99, accuracy: 1e-3)
        let far = BoardEdgesView.clipped(Point(-1e18, -1e18), Point(1e18, 1e18), to: rect)
        XCTAssertTrue(far.map { rect.contains($0.0) && rect.contains($0.1) } ?? false, "far ends still land inside")
    }
}
