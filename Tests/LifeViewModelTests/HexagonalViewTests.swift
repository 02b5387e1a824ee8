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

    /// The board's frame lines in a scene.
    private func borderLines(_ model: AppModel) -> [(Point, Point)] {
        model.scene().commands.compactMap { command -> (Point, Point)? in
            if case let .line(from, to, color) = command, color == model.theme.colors.boardBorder { return (from, to) } else { return nil }
        }
    }

    /// Whether a horizontal or vertical line passes through the inside of a rectangle.
    private func cuts(_ line: (Point, Point), _ r: Rect) -> Bool {
        let (a, b) = line
        if a.y == b.y { return a.y > r.y && a.y < r.maxY - 1 && max(a.x, b.x) > r.x && min(a.x, b.x) < r.maxX - 1 }
        return a.x > r.x && a.x < r.maxX - 1 && max(a.y, b.y) > r.y && min(a.y, b.y) < r.maxY - 1
    }

    func testAHexagonalBoardIsFramedAlongItsRowsSoNoCellJutsOut() throws {
        let pattern = Pattern(cells: [Cell(2, 2)], rule: try Rule(parsing: "B2/S34H"), topology: .torus(width: 20, height: 16))
        let model = AppModel.forTests(windowSize: Size(800, 600), pattern: pattern)
        model.perform(.dismissHint, now: 0)
        model.advance(to: 5)
        let border = borderLines(model)
        XCTAssertTrue(border.allSatisfy { $0.0.x == $0.1.x || $0.0.y == $0.1.y }, "steps along the rows, no slanted side")
        let cells = (0..<16).flatMap { y in [Cell(0, Int64(y)), Cell(19, Int64(y))] } + (0..<20).flatMap { x in [Cell(Int64(x), 0), Cell(Int64(x), 15)] }
        for cell in cells {
            let r = model.camera.screenRect(of: cell)
            XCTAssertFalse(border.contains { cuts($0, r) }, "the frame passes outside \(cell) at \(r)")
        }
        // Each side steps at every row: a run down each row and a step to the next, two pixels wide.
        let vertical = border.filter { $0.0.x == $0.1.x && abs($0.0.y - $0.1.y) > 1 }
        XCTAssertEqual(vertical.count, 2 * 16 * 2)
        let grid = model.layout.grid
        for (a, b) in border { XCTAssertTrue(grid.insetBy(-1, -1).contains(a) && grid.insetBy(-1, -1).contains(b), "clipped to the grid") }
    }

    func testAHexagonalBoardTooSmallOnScreenToShowItsStepsHasStraightSides() throws {
        // Rows a fraction of a pixel apart: the steps would not show, so each side is one leaning line.
        let pattern = Pattern(cells: [Cell(2, 2)], rule: try Rule(parsing: "B2/S34H"), topology: .torus(width: 2000, height: 1600))
        let model = AppModel.forTests(windowSize: Size(800, 600), pattern: pattern)
        model.perform(.dismissHint, now: 0)
        model.advance(to: 5)
        for step in 0..<40 where model.camera.zoom >= 1.5 { model.perform(.zoomOut, now: 6 + Double(step)) }
        model.advance(to: 60)
        XCTAssertLessThan(model.camera.zoom, 2)
        let slanted = borderLines(model).filter { abs($0.0.x - $0.1.x) > 1 && abs($0.0.y - $0.1.y) > 1 }
        XCTAssertEqual(slanted.count, 2 * 2, "the left and right sides lean with the rows, two pixels wide")
        let side = try XCTUnwrap(slanted.first)
        XCTAssertEqual(abs(side.0.x - side.1.x) / abs(side.0.y - side.1.y), 0.5, accuracy: 0.05, "half a cell a row")
    }

    func testAnEndlessHexagonalTubeIsFramedAlongTheRowsInView() throws {
        let pattern = Pattern(cells: [Cell(2, 2)], rule: try Rule(parsing: "B2/S34H"), topology: try Topology(suffix: "T20,0"))
        let model = AppModel.forTests(windowSize: Size(800, 600), pattern: pattern)
        model.advance(to: 5)
        let border = borderLines(model)
        let horizontalRuns = border.filter { $0.0.y == $0.1.y && abs($0.0.x - $0.1.x) > model.camera.zoom }
        XCTAssertTrue(horizontalRuns.isEmpty, "no top or bottom: only steps of half a cell")
        // The sides follow the rows in view: each row's end cells lie inside them.
        let top = Int64(model.camera.cell(at: Point(400, model.layout.grid.y + 1)).y) + 1
        for row in top..<(top + 5) {
            for cell in [Cell(0, row), Cell(19, row)] {
                let r = model.camera.screenRect(of: cell)
                XCTAssertFalse(border.contains { cuts($0, r) }, "the frame passes outside \(cell) at \(r)")
            }
        }
        XCTAssertGreaterThan(border.count, 4)
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
