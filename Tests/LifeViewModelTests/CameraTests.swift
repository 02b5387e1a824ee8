import XCTest
import LifeEngine
import LifeScene
@testable import LifeInterface
@testable import LifeViewModel

final class CameraTests: XCTestCase {
    let viewport = Rect(x: 0, y: 64, width: 1280, height: 680)

    func testStartsCentredOnCellZero() {
        let camera = Camera(viewport: viewport, zoom: 20)
        XCTAssertEqual(camera.cell(at: viewport.center), Cell(0, 0))
        let rect = camera.screenRect(of: Cell(0, 0))
        XCTAssertEqual(rect.midX, viewport.midX, accuracy: 1e-9)
        XCTAssertEqual(rect.midY, viewport.midY, accuracy: 1e-9)
        XCTAssertEqual(camera.cell(at: Point(viewport.midX + 10.1, viewport.midY)), Cell(1, 0))
        XCTAssertEqual(camera.cell(at: Point(viewport.midX - 10.1, viewport.midY - 10.1)), Cell(-1, -1))
    }

    func testScreenToCellAndBackAtSeveralZoomsAndPans() {
        for zoom in [0.5, 1, 3.7, 20, 40] {
            for pan in [Point(0, 0), Point(133.5, -77.25), Point(-4000, 9000)] {
                var camera = Camera(viewport: viewport, zoom: zoom)
                camera.pan(by: pan)
                for cell in [Cell(0, 0), Cell(7, -3), Cell(-250, 1000)] {
                    let rect = camera.screenRect(of: cell)
                    XCTAssertEqual(rect.width, zoom, accuracy: 1e-9)
                    XCTAssertEqual(camera.cell(at: rect.center), cell, "zoom \(zoom) pan \(pan)")
                    let world = camera.worldPoint(at: rect.center)
                    let back = camera.screenPoint(at: world)
                    XCTAssertEqual(back.x, rect.center.x, accuracy: 1e-6)
                    XCTAssertEqual(back.y, rect.center.y, accuracy: 1e-6)
                }
            }
        }
    }

    func testPanMovesContentWithThePointer() {
        var camera = Camera(viewport: viewport, zoom: 10)
        let before = camera.screenRect(of: Cell(3, 3))
        camera.pan(by: Point(25, -40))
        let after = camera.screenRect(of: Cell(3, 3))
        XCTAssertEqual(after.x - before.x, 25, accuracy: 1e-9)
        XCTAssertEqual(after.y - before.y, -40, accuracy: 1e-9)
    }

    func testZoomKeepsTheAnchorCellUnderThePointer() {
        var camera = Camera(viewport: viewport, zoom: 12)
        let anchor = Point(917, 201)
        let worldBefore = camera.worldPoint(at: anchor)
        let cellBefore = camera.cell(at: anchor)
        for factor in [1.2, 1.2, 0.5, 3, 0.1] {
            camera.zoom(by: factor, anchor: anchor)
            XCTAssertEqual(camera.cell(at: anchor), cellBefore)
            let worldAfter = camera.worldPoint(at: anchor)
            XCTAssertEqual(worldAfter.x, worldBefore.x, accuracy: 1e-9)
            XCTAssertEqual(worldAfter.y, worldBefore.y, accuracy: 1e-9)
        }
    }

    func testZoomIsClamped() {
        var camera = Camera(viewport: viewport, zoom: 20)
        camera.zoom(by: 1000, anchor: viewport.center)
        XCTAssertEqual(camera.zoom, Camera.defaultZoomRange.upperBound)
        camera.zoom(by: 0.00001, anchor: viewport.center)
        XCTAssertEqual(camera.zoom, Camera.defaultZoomRange.lowerBound)
    }

    func testVisibleCells() {
        let camera = Camera(viewport: Rect(x: 0, y: 0, width: 100, height: 100), zoom: 10)
        XCTAssertEqual(camera.visibleCells, CellRect(x: -5, y: -5, width: 11, height: 11))
        XCTAssertEqual(camera.cell(at: Point(50.5, 50.5)), Cell(0, 0))
    }
}
